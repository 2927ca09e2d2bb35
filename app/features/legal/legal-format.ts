/** Small pure helpers for the legal pages, kept apart so they can be unit tested. */

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The revision date is a calendar date, not a moment: formatting it in UTC keeps
  // '2026-11-21' on the 21st whatever the reader's time zone.
  timeZone: 'UTC',
});

/** '2026-11-21' → '21 November 2026'. An unreadable date is shown as given rather than as 'Invalid Date'. */
export function formatRevisionDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? isoDate : DATE_FORMAT.format(date);
}

/** An anchor id for a section heading: "Children's information" → 'childrens-information'. */
export function sectionId(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Email addresses in a paragraph, so they can be shown as mailto links. */
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

/** Splits plain text into text and email parts; nothing in it is ever treated as HTML. */
export function splitEmails(text: string): TextPart[] {
  // With a capturing group, split puts the addresses at the odd indexes.
  return text
    .split(EMAIL)
    .map((part, i): TextPart => ({ kind: i % 2 === 1 ? 'email' : 'text', text: part }))
    .filter((part) => part.text !== '');
}
