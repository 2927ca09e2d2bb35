import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../enums';
import {
  addDays,
  ageGroupOfMonths,
  ageInMonths,
  BIRTH_DATE_MESSAGES,
  birthDateProblem,
  daysBetween,
  describeAge,
  GUIDANCE_MAX_MONTHS,
  OLDER_CHILD_NOTE,
  olderChildNote,
  todayIso,
} from './child-age';

describe('ageInMonths', () => {
  it('counts a month completed on its anniversary day, across the end of a year', () => {
    expect(ageInMonths('2026-03-10', '2026-03-10')).toBe(0);
    expect(ageInMonths('2026-03-10', '2026-04-09')).toBe(0);
    expect(ageInMonths('2026-03-10', '2026-04-10')).toBe(1);
    expect(ageInMonths('2025-12-15', '2026-01-14')).toBe(0);
    expect(ageInMonths('2025-12-15', '2026-01-15')).toBe(1);
    expect(ageInMonths('2024-06-01', '2026-05-31')).toBe(23);
    expect(ageInMonths('2024-06-01', '2026-06-01')).toBe(24);
  });

  it('clamps to the end of a short month: born 31 January is 1 month old on 28 (or 29) February', () => {
    expect(ageInMonths('2025-01-31', '2025-02-27')).toBe(0);
    expect(ageInMonths('2025-01-31', '2025-02-28')).toBe(1);
    // 2024 is a leap year: the month ends on the 29th.
    expect(ageInMonths('2024-01-31', '2024-02-28')).toBe(0);
    expect(ageInMonths('2024-01-31', '2024-02-29')).toBe(1);
    expect(ageInMonths('2024-01-31', '2024-03-30')).toBe(1);
    expect(ageInMonths('2024-01-31', '2024-03-31')).toBe(2);
    expect(ageInMonths('2026-03-31', '2026-04-30')).toBe(1);
  });

  it('counts a child born on 29 February a year old on 28 February, and 4 on 29 February of a leap year', () => {
    expect(ageInMonths('2024-02-29', '2025-02-27')).toBe(11);
    expect(ageInMonths('2024-02-29', '2025-02-28')).toBe(12);
    expect(ageInMonths('2024-02-29', '2025-03-01')).toBe(12);
    expect(ageInMonths('2024-02-29', '2025-03-28')).toBe(12);
    expect(ageInMonths('2024-02-29', '2025-03-29')).toBe(13);
    expect(ageInMonths('2024-02-29', '2028-02-28')).toBe(47);
    expect(ageInMonths('2024-02-29', '2028-02-29')).toBe(48);
  });

  it('is negative for a birth date after today', () => {
    expect(ageInMonths('2026-11-22', '2026-11-21')).toBeLessThan(0);
    expect(ageInMonths('2027-05-01', '2026-11-21')).toBeLessThan(0);
  });
});

describe('describeAge', () => {
  it.each([
    ['2026-11-21', 'Newborn'],
    ['2026-11-15', 'Newborn'],
    ['2026-11-14', '1 week'],
    ['2026-10-31', '3 weeks'],
    ['2026-10-22', '4 weeks'],
    ['2026-10-21', '1 month'],
    ['2026-04-21', '7 months'],
    ['2025-11-21', '12 months'],
    ['2024-12-22', '22 months'],
    ['2024-12-21', '23 months'],
    ['2024-11-22', '23 months'],
    ['2024-11-21', '2 years'],
    ['2023-11-22', '2 years'],
    ['2023-11-21', '3 years'],
    ['2019-06-15', '7 years'],
    ['2026-11-22', 'Not born yet'],
  ])('born %s is "%s" on 21 November 2026', (birthDate, label) => {
    expect(describeAge(birthDate, '2026-11-21')).toBe(label);
  });

  it('says "1 month" on the last day of February for a child born on 31 January', () => {
    expect(describeAge('2025-01-31', '2025-02-28')).toBe('1 month');
    expect(describeAge('2024-01-31', '2024-02-29')).toBe('1 month');
    expect(describeAge('2024-01-31', '2024-02-28')).toBe('4 weeks');
  });
});

describe('birthDateProblem', () => {
  const today = '2026-11-21';

  it('accepts today and any day of the last 18 years', () => {
    expect(birthDateProblem(today, today)).toBeNull();
    expect(birthDateProblem('2024-02-29', today)).toBeNull();
    expect(birthDateProblem('2019-06-15', today)).toBeNull();
    expect(birthDateProblem('2008-11-22', today)).toBeNull();
  });

  it('refuses a birth date in the future, even tomorrow', () => {
    expect(birthDateProblem('2026-11-22', today)).toBe(BIRTH_DATE_MESSAGES.future);
    expect(birthDateProblem('2027-01-01', today)).toBe(BIRTH_DATE_MESSAGES.future);
  });

  it('refuses a birth date 18 years ago or more', () => {
    expect(birthDateProblem('2008-11-21', today)).toBe(BIRTH_DATE_MESSAGES.tooOld);
    expect(birthDateProblem('1990-01-01', today)).toBe(BIRTH_DATE_MESSAGES.tooOld);
    expect(BIRTH_DATE_MESSAGES.tooOld).toBe('Enter a birth date within the last 18 years');
  });

  it('refuses an empty or impossible date with what to type', () => {
    expect(birthDateProblem('', today)).toBe(BIRTH_DATE_MESSAGES.missing);
    expect(birthDateProblem('   ', today)).toBe(BIRTH_DATE_MESSAGES.missing);
    for (const date of ['2025-02-29', '2026-13-01', '2026-04-31', '21/11/2026', '2026-1-5']) {
      expect(birthDateProblem(date, today), date).toBe(BIRTH_DATE_MESSAGES.invalid);
    }
  });
});

describe('olderChildNote', () => {
  it('notes that the guidance is written for 0-5 from the fifth birthday on', () => {
    expect(olderChildNote('2021-11-22', '2026-11-21')).toBeNull(); // 59 months
    expect(olderChildNote('2021-11-21', '2026-11-21')).toBe(OLDER_CHILD_NOTE); // 60 months
    expect(olderChildNote('2019-06-15', '2026-11-21')).toBe(OLDER_CHILD_NOTE);
    expect(ageInMonths('2021-11-21', '2026-11-21')).toBe(GUIDANCE_MAX_MONTHS);
    expect(OLDER_CHILD_NOTE).toMatch(/birth to 5 years/);
    expect(OLDER_CHILD_NOTE).toMatch(/doctor/);
  });
});

describe('ageGroupOfMonths', () => {
  it.each([
    [0, AGE_GROUPS[0]],
    [5, '0-6 months'],
    [6, '6-12 months'],
    [11, '6-12 months'],
    [12, '1-2 years'],
    [23, '1-2 years'],
    [24, '2-3 years'],
    [35, '2-3 years'],
    [36, '3-5 years'],
    [59, '3-5 years'],
    [90, '3-5 years'],
  ] as const)('%i months is %s', (months, group) => {
    expect(ageGroupOfMonths(months)).toBe(group);
  });
});

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-21', -7)).toBe('2026-11-14');
  });

  it('counts whole days between dates, a leap year having 366', () => {
    expect(daysBetween('2026-11-14', '2026-11-21')).toBe(7);
    expect(daysBetween('2026-11-21', '2026-11-14')).toBe(-7);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    // Across the clocks changing in Europe and North America.
    expect(daysBetween('2026-03-07', '2026-04-04')).toBe(28);
    expect(daysBetween('2026-10-24', '2026-11-07')).toBe(14);
  });

  it("names today in this machine's own day, from a Date or milliseconds", () => {
    expect(todayIso(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
    expect(todayIso(new Date(2024, 1, 29, 12).getTime())).toBe('2024-02-29');
  });
});
