/**
 * A child's age, worked out each day from the birth date: completed months (what the foods
 * guide's stages and the recipe age groups use), how a page names it ("7 months", "3 years"),
 * and the rules a birth date must meet. Dates are calendar dates (YYYY-MM-DD) in the device's or
 * server's own day, never instants, so a child is not a day older in another time zone.
 *
 * Month arithmetic clamps to the end of a month: a child born on 31 January is 1 month old on
 * 28 February (29 in a leap year), and a child born on 29 February 2024 is 12 months old on
 * 28 February 2025. Years are counted from months (24 months is 2 years).
 */
import { AGE_GROUPS, type AgeGroup } from '../enums';
import { fromIsoDate, isIsoDate, toIsoDate } from './week';

/** The oldest age SproutPlate's guidance covers, in months (5 years). */
export const GUIDANCE_MAX_MONTHS = 60;
/** A birth date more than this many years ago is refused: not a young child's. */
export const BIRTH_DATE_MAX_YEARS = 18;

export const BIRTH_DATE_MESSAGES = {
  missing: 'Enter a birth date',
  invalid: 'Enter a real date as YYYY-MM-DD',
  future: "A birth date can't be in the future",
  tooOld: `Enter a birth date within the last ${BIRTH_DATE_MAX_YEARS} years`,
} as const;

/** The note shown for a child over 5: the guidance is written for birth to 5 years. */
export const OLDER_CHILD_NOTE =
  "SproutPlate's guidance is written for children from birth to 5 years. For an older child, use it as a starting point and ask your doctor or health visitor about their needs.";

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(year, monthIndex + 1, 0).getDate();
}

/** Today as YYYY-MM-DD, in this machine's own day. */
export function todayIso(now: Date | number = new Date()): string {
  return toIsoDate(typeof now === 'number' ? new Date(now) : now);
}

/**
 * Completed months from `birthDate` to `today` (both YYYY-MM-DD); negative when the birth date
 * is after today. A month is completed on its anniversary day, or on the month's last day when
 * the anniversary day does not exist in it (born 31 Jan: 1 month on 28/29 Feb).
 */
export function ageInMonths(birthDate: string, today: string): number {
  const b = fromIsoDate(birthDate);
  const t = fromIsoDate(today);
  if (t < b) return -1;
  let months = (t.getFullYear() - b.getFullYear()) * 12 + (t.getMonth() - b.getMonth());
  const anniversary = Math.min(b.getDate(), daysInMonth(t.getFullYear(), t.getMonth()));
  if (t.getDate() < anniversary) months -= 1;
  return months;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), counted in calendar days (DST-proof). */
export function daysBetween(from: string, to: string): number {
  const a = fromIsoDate(from);
  const b = fromIsoDate(to);
  return Math.round(
    (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) -
      Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
      86_400_000,
  );
}

/** How a page names a child's age: "3 weeks", "7 months", "1 year 5 months" is "17 months", "3 years". */
export function describeAge(birthDate: string, today: string): string {
  const months = ageInMonths(birthDate, today);
  if (months < 0) return 'Not born yet';
  if (months < 1) {
    const weeks = Math.floor(daysBetween(birthDate, today) / 7);
    if (weeks < 1) return 'Newborn';
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
  }
  if (months < 24) return `${months} ${months === 1 ? 'month' : 'months'}`;
  const years = Math.floor(months / 12);
  return `${years} years`;
}

/**
 * Why a birth date cannot be saved, or null when it can. A date in the future, or more than
 * 18 years ago, is refused; a child over 5 is allowed (see `olderChildNote`).
 */
export function birthDateProblem(birthDate: string, today: string): string | null {
  if (!birthDate.trim()) return BIRTH_DATE_MESSAGES.missing;
  if (!isIsoDate(birthDate)) return BIRTH_DATE_MESSAGES.invalid;
  if (birthDate > today) return BIRTH_DATE_MESSAGES.future;
  if (ageInMonths(birthDate, today) >= BIRTH_DATE_MAX_YEARS * 12) return BIRTH_DATE_MESSAGES.tooOld;
  return null;
}

/** The note for a child older than the guidance covers, or null. */
export function olderChildNote(birthDate: string, today: string): string | null {
  return ageInMonths(birthDate, today) >= GUIDANCE_MAX_MONTHS ? OLDER_CHILD_NOTE : null;
}

/**
 * The recipe age group for a child of this many months; children over 5 get the oldest group,
 * and a child under 6 months the first ("0-6 months": milk only, recipes start at 6 months).
 */
export function ageGroupOfMonths(months: number): AgeGroup {
  if (months < 6) return AGE_GROUPS[0];
  if (months < 12) return AGE_GROUPS[1];
  if (months < 24) return AGE_GROUPS[2];
  if (months < 36) return AGE_GROUPS[3];
  return AGE_GROUPS[4];
}

/** A date `days` after (or before, when negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  const d = fromIsoDate(iso);
  d.setDate(d.getDate() + days);
  return toIsoDate(d);
}
