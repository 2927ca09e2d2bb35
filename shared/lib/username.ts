/**
 * The one way a username is read, for sign-up, sign-in and every lookup: Unicode NFKC (so a
 * full-width "Ａｎｎａ" or a ligature is the same name as its plain letters) and full case
 * folding (so "Ärger" and "ärger", or "STRASSE" and "straße", are one account, not two).
 */

/** The name as stored and shown: NFKC, spaces at the ends trimmed. */
export function normaliseUsername(name: string): string {
  return name.normalize('NFKC').trim();
}

/** The name as compared: NFKC, then case-folded (upper then lower maps ß to ss, as folding does). */
export function usernameKey(name: string): string {
  return normaliseUsername(name).toUpperCase().toLowerCase().normalize('NFKC');
}
