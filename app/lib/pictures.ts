/**
 * A recipe picture shipped with the app, `/images/recipes/<slug>.webp`, is 800
 * wide; it also comes 400 wide, `<slug>-400w.webp` (scripts/make-content-images.ts),
 * which is all a card on a phone shows. Other pictures (an upload, an address an
 * admin typed) come in one size.
 */
const SHIPPED = /^(\/images\/recipes\/[a-z0-9-]+)\.webp$/;

/** The 400-wide copy of a shipped picture; undefined for any other. */
export function smallerCopy(url: string): string | undefined {
  const shipped = SHIPPED.exec(url);
  return shipped ? `${shipped[1]}-400w.webp` : undefined;
}

/** The picture's widths, for `srcset`; undefined when it comes in one size. */
export function pictureSrcSet(url: string): string | undefined {
  const small = smallerCopy(url);
  return small ? `${small} 400w, ${url} 800w` : undefined;
}
