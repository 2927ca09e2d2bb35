/**
 * Week maths for the meal planner: weeks start on Monday; a week is named by
 * its Monday as YYYY-MM-DD in local time.
 */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];
export const DAY_SHORT: Record<Day, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
export const DAY_LABELS: Record<Day, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const pad = (n: number) => String(n).padStart(2, '0');
export const toIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && toIsoDate(fromIsoDate(v)) === v;

/** The Monday of the week holding `date`, as YYYY-MM-DD. */
export function weekStartOf(date: Date): string {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const offset = (d.getDay() + 6) % 7; // Monday 0 … Sunday 6
  d.setDate(d.getDate() - offset);
  return toIsoDate(d);
}

export function addWeeks(weekStart: string, weeks: number): string {
  const d = fromIsoDate(weekStart);
  d.setDate(d.getDate() + weeks * 7);
  return toIsoDate(d);
}

export function dayDate(weekStart: string, day: Day): Date {
  const d = fromIsoDate(weekStart);
  d.setDate(d.getDate() + DAYS.indexOf(day));
  return d;
}

/** 'Mon 3-9' within one month, 'Mon 30 - Sun 5' across two. */
export function weekLabel(weekStart: string): string {
  const start = fromIsoDate(weekStart);
  const end = dayDate(weekStart, 'sunday');
  if (start.getMonth() === end.getMonth()) return `Mon ${start.getDate()}-${end.getDate()}`;
  return `Mon ${start.getDate()} - Sun ${end.getDate()}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The full range for screen readers and subtitles: 'Monday 30 November to Sunday 6 December 2026'. */
export function weekRangeText(weekStart: string): string {
  const start = fromIsoDate(weekStart);
  const end = dayDate(weekStart, 'sunday');
  return `Monday ${start.getDate()} ${MONTHS[start.getMonth()]} to Sunday ${end.getDate()} ${MONTHS[end.getMonth()]} ${end.getFullYear()}`;
}
