import { describe, expect, it } from 'vitest';
import { addWeeks, dayDate, isIsoDate, toIsoDate, weekLabel, weekRangeText, weekStartOf } from './week';

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStartOf(new Date(2026, 10, 21))).toBe('2026-11-16'); // a Saturday
    expect(weekStartOf(new Date(2026, 10, 22))).toBe('2026-11-16'); // Sunday
    expect(weekStartOf(new Date(2026, 10, 23))).toBe('2026-11-23'); // Monday
    expect(weekStartOf(new Date(2027, 0, 1))).toBe('2026-12-28');
  });

  it('move by whole weeks across months and years', () => {
    expect(addWeeks('2026-11-23', 1)).toBe('2026-11-30');
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(addWeeks('2026-11-02', -1)).toBe('2026-10-26');
    expect(toIsoDate(dayDate('2026-11-30', 'sunday'))).toBe('2026-12-06');
  });

  it('are labelled as the spec shows', () => {
    expect(weekLabel('2026-11-02')).toBe('Mon 2-8');
    expect(weekLabel('2026-11-30')).toBe('Mon 30 - Sun 6');
    expect(weekRangeText('2026-11-30')).toBe('Monday 30 November to Sunday 6 December 2026');
  });

  it('checks ISO dates', () => {
    expect(isIsoDate('2026-11-30')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('30/11/2026')).toBe(false);
  });
});
