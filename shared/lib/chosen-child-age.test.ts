import { describe, expect, it } from 'vitest';
import { stageForAge } from '../content/foods/foods';
import { DAILY_SUGAR_LIMITS } from '../content/sugar';
import { AGE_GROUPS } from '../enums';
import { ageGroupOfMonths, BIRTH_DATE_MAX_YEARS } from './child-age';
import {
  chosenChildAge,
  firstChild,
  possessive,
  resolveChosenChild,
  SUGAR_LIMIT_GROUPS,
} from './chosen-child-age';

const TODAY = '2026-03-15';

describe('chosenChildAge', () => {
  it.each([
    // birth date, months, age group, stage, label
    ['2026-03-15', 0, '0-6 months', '6m', 'Maya, newborn'],
    ['2026-02-20', 0, '0-6 months', '6m', 'Maya, 3 weeks'],
    ['2025-10-15', 5, '0-6 months', '6m', 'Maya, 5 months'],
    ['2025-09-15', 6, '6-12 months', '6m', 'Maya, 6 months'],
    ['2025-07-15', 8, '6-12 months', '6m', 'Maya, 8 months'],
    ['2025-06-15', 9, '6-12 months', '9m', 'Maya, 9 months'],
    ['2025-03-16', 11, '6-12 months', '9m', 'Maya, 11 months'],
    ['2025-03-15', 12, '1-2 years', '12m', 'Maya, 12 months'],
    ['2024-09-15', 18, '1-2 years', '18m', 'Maya, 18 months'],
    ['2024-03-16', 23, '1-2 years', '18m', 'Maya, 23 months'],
    ['2024-03-15', 24, '2-3 years', '2-3y', 'Maya, 2 years'],
    ['2023-03-15', 36, '3-5 years', '3-5y', 'Maya, 3 years'],
    ['2021-03-15', 60, '3-5 years', '3-5y', 'Maya, 5 years'],
  ] as const)('born %s: %i months, %s, stage %s, "%s"', (birthDate, months, ageGroup, stage, label) => {
    const age = chosenChildAge({ name: 'Maya', birthDate }, TODAY);
    expect(age).toMatchObject({ months, ageGroup, stage, label });
  });

  it('gives the foods guide an age it covers: at most 5 years', () => {
    expect(chosenChildAge({ name: 'Sam', birthDate: '2025-07-15' }, TODAY).guideMonths).toBe(8);
    expect(chosenChildAge({ name: 'Sam', birthDate: '2021-03-15' }, TODAY).guideMonths).toBe(60);
    const older = chosenChildAge({ name: 'Sam', birthDate: '2018-01-02' }, TODAY);
    expect(older).toMatchObject({
      months: 98,
      guideMonths: 60,
      ageGroup: '3-5 years',
      label: 'Sam, 8 years',
    });
  });

  it("picks the sugar board's limit: none under 2 years, the children's limit from 2", () => {
    expect(chosenChildAge({ name: 'A', birthDate: '2024-03-16' }, TODAY).sugarLimit).toBe('under-2');
    expect(chosenChildAge({ name: 'A', birthDate: '2024-03-15' }, TODAY).sugarLimit).toBe('from-2');
  });

  it("names the sugar board's cards: none under 2 years, less than 25 g from 2", () => {
    const card = (key: keyof typeof SUGAR_LIMIT_GROUPS) =>
      DAILY_SUGAR_LIMITS.find((l) => l.ageGroup === SUGAR_LIMIT_GROUPS[key]);
    expect(card('under-2')?.grams).toBe(0);
    expect(card('from-2')?.grams).toBe(25);
  });

  it('counts a child born on the 31st a month older on the last day of a shorter month', () => {
    expect(chosenChildAge({ name: 'Ada', birthDate: '2026-01-31' }, '2026-02-28').months).toBe(1);
    expect(chosenChildAge({ name: 'Ada', birthDate: '2026-01-31' }, '2026-02-27').months).toBe(0);
  });

  it('never gives a negative age, even for a birth date after today', () => {
    expect(chosenChildAge({ name: 'B', birthDate: '2026-04-01' }, TODAY)).toMatchObject({
      months: 0,
      ageGroup: '0-6 months',
      label: 'B, newborn',
    });
  });

  it("finds the same stage as the foods guide's stageForAge, and the same age group, at every age", () => {
    for (let months = 0; months <= BIRTH_DATE_MAX_YEARS * 12; months++) {
      const year = 2026 - Math.floor(months / 12) - (months % 12 > 2 ? 1 : 0);
      const month = ((2 - (months % 12) + 12) % 12) + 1;
      const birthDate = `${year}-${String(month).padStart(2, '0')}-15`;
      const age = chosenChildAge({ name: 'C', birthDate }, TODAY);
      expect(age.months, birthDate).toBe(months);
      expect(age.stage, `${months} months`).toBe(stageForAge(months));
      expect(age.ageGroup).toBe(ageGroupOfMonths(months));
      expect(AGE_GROUPS).toContain(age.ageGroup);
    }
  });
});

describe('possessive', () => {
  it("adds 's", () => {
    expect(possessive('Maya')).toBe("Maya's");
    expect(possessive('James')).toBe("James's");
  });
});

describe('which child the defaults follow', () => {
  const maya = { id: 'b-maya', createdAt: 2000 };
  const sam = { id: 'a-sam', createdAt: 3000 };
  const twin = { id: 'a-twin', createdAt: 2000 };

  it('is the first child added when none is chosen', () => {
    expect(firstChild([sam, maya])).toBe(maya);
    expect(resolveChosenChild([sam, maya], null)).toBe(maya);
  });

  it('settles two children added in the same millisecond by id', () => {
    expect(firstChild([maya, twin])).toBe(twin);
    expect(firstChild([twin, maya])).toBe(twin);
  });

  it('is the chosen child while it is among the children shown', () => {
    expect(resolveChosenChild([maya, sam], 'a-sam')).toBe(sam);
  });

  it('falls back to the first child added when the chosen one was removed or is not shown', () => {
    expect(resolveChosenChild([sam, maya], 'removed-id')).toBe(maya);
    expect(resolveChosenChild([sam], 'b-maya')).toBe(sam);
  });

  it('is null with no children, and undefined while they are being read', () => {
    expect(resolveChosenChild([], 'a-sam')).toBeNull();
    expect(resolveChosenChild([], null)).toBeNull();
    expect(resolveChosenChild(undefined, 'a-sam')).toBeUndefined();
    expect(firstChild([])).toBeNull();
  });
});
