import { describe, expect, it } from 'vitest';
import {
  ageInQuery,
  ageLabel,
  ageOptions,
  foodHref,
  fromAgeLabel,
  parseFoodParams,
  readAge,
  toFoodParams,
} from './food-params';

const parse = (query: string) => parseFoodParams(new URLSearchParams(query));

describe('the /foods address', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(parse('q=%20egg%20&category=fruits&allergen=peanut&age=9')).toEqual({
      q: 'egg',
      category: 'fruits',
      allergen: 'peanut',
      age: 9,
      ageRefused: false,
    });
    expect(parse('category=sweets&allergen=gluten&q=')).toEqual({
      q: undefined,
      category: undefined,
      allergen: undefined,
      age: undefined,
      ageRefused: false,
    });
  });

  it('refuses an age that is not 0 to 5 years, and never throws', () => {
    for (const raw of ['200', 'banana', '-3', '61', '9.5', '1e3', '%F0%9F%8D%8C'])
      expect(parse(`age=${raw}`), raw).toMatchObject({ age: undefined, ageRefused: true });
    expect(parse('age=0')).toMatchObject({ age: 0, ageRefused: false });
    expect(parse('age=60')).toMatchObject({ age: 60, ageRefused: false });
    // An empty picker ("Any age") is no age, not a refused one.
    expect(parse('age=')).toMatchObject({ age: undefined, ageRefused: false });
  });

  it('reads ages the way parents write them', () => {
    expect(readAge('9mo')).toEqual({ months: 9, refused: false });
    expect(readAge('2 years')).toEqual({ months: 24, refused: false });
    expect(readAge('1.5 years')).toEqual({ months: 18, refused: false });
    expect(readAge('10 years')).toEqual({ refused: true });
  });

  it('keeps a long search to 200 characters', () => {
    const q = '!?'.repeat(150);
    expect(parse(`q=${encodeURIComponent(q)}`).q).toHaveLength(200);
  });

  it('writes only what is set', () => {
    expect(toFoodParams({ q: 'pea', age: 12 }).toString()).toBe('q=pea&age=12');
    expect(toFoodParams({}).toString()).toBe('');
  });
});

describe('ages on screen', () => {
  it('names ages as parents say them', () => {
    expect([6, 11, 12, 18, 24, 36, 60].map(ageLabel)).toEqual([
      '6 months',
      '11 months',
      '1 year',
      '18 months',
      '2 years',
      '3 years',
      '5 years',
    ]);
    expect(fromAgeLabel({ fromMonths: 6 })).toBe('From 6 months');
    expect(fromAgeLabel({ fromMonths: 12 })).toBe('From 12 months');
    expect(fromAgeLabel({ fromMonths: 24 })).toBe('From 2 years');
    expect(fromAgeLabel({ fromMonths: 60 })).toBe('Not before 5 years');
  });

  it('offers the chosen age in the picker even when it is not one of the usual ones', () => {
    expect(ageOptions(undefined).map((o) => o.value)).toEqual([
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '18',
      '24',
      '36',
      '48',
      '60',
    ]);
    expect(ageOptions(30).map((o) => o.label)).toContain('30 months');
  });

  it("reads an age written with a number in the search, not a food's name", () => {
    expect(ageInQuery('eggs 9 months')).toEqual({ q: 'eggs', age: 9 });
    expect(ageInQuery('baby rice')).toEqual({ q: 'baby rice' });
    expect(ageInQuery('honey 20 years')).toEqual({ q: 'honey 20 years' });
  });

  it('carries the age to a food page', () => {
    expect(foodHref('egg')).toBe('/foods/egg');
    expect(foodHref('egg', 9)).toBe('/foods/egg?age=9');
  });
});
