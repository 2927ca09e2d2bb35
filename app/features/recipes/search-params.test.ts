import { describe, expect, it } from 'vitest';
import { parseRecipeParams, toRecipeParams } from './search-params';

describe('the /recipes address', () => {
  it('keeps valid parameters and drops invalid ones', () => {
    const f = parseRecipeParams(
      new URLSearchParams('age=banana&page=-3&type=lunch&q=carrot&prep=20&diet=vegan'),
    );
    expect(f).toEqual({
      q: 'carrot',
      age: undefined,
      type: 'lunch',
      diet: undefined,
      diff: undefined,
      prep: undefined,
      category: undefined,
      page: 1,
    });
  });

  it('reads every filter', () => {
    const f = parseRecipeParams(
      new URLSearchParams(
        'q=oat&age=1-2+years&type=breakfast&diet=vegetarian&diff=easy&prep=30&category=3&page=2',
      ),
    );
    expect(f).toEqual({
      q: 'oat',
      age: '1-2 years',
      type: 'breakfast',
      diet: 'vegetarian',
      diff: 'easy',
      prep: 30,
      category: 3,
      page: 2,
    });
  });

  it('writes only what is set, page only past 1', () => {
    expect(toRecipeParams({ age: '6-12 months', page: 1 }).toString()).toBe('age=6-12+months');
    expect(toRecipeParams({ q: 'pea', prep: 15, page: 3 }).toString()).toBe('q=pea&prep=15&page=3');
    expect(toRecipeParams({}).toString()).toBe('');
  });
});
