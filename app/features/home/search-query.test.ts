import { describe, expect, it } from 'vitest';
import { ageHref, EMPTY_SEARCH, recipeSearchHref, recipeSearchParams } from './search-query';

const all = {
  q: 'sweet potato',
  age: '1-2 years',
  type: 'lunch',
  diet: 'dairy-free',
  prep: '30',
  diff: 'easy',
};

describe('recipeSearchHref', () => {
  it('goes to /recipes with no query when nothing is chosen', () => {
    expect(recipeSearchHref(EMPTY_SEARCH, false)).toBe('/recipes');
    expect(recipeSearchHref(EMPTY_SEARCH, true)).toBe('/recipes');
  });

  it('includes every filter, in the spec order, while the advanced section is open', () => {
    expect(recipeSearchHref(all, true)).toBe(
      '/recipes?q=sweet+potato&age=1-2+years&type=lunch&diet=dairy-free&prep=30&diff=easy',
    );
  });

  it('drops prep and diff while the advanced section is closed', () => {
    const params = recipeSearchParams(all, false);
    expect([...params.keys()]).toEqual(['q', 'age', 'type', 'diet']);
    expect(params.has('prep')).toBe(false);
    expect(params.has('diff')).toBe(false);
  });

  it("leaves out 'any' and blank values", () => {
    const params = recipeSearchParams({ ...all, q: '   ', age: 'any', diet: '', prep: 'any' }, true);
    expect(Object.fromEntries(params)).toEqual({ type: 'lunch', diff: 'easy' });
  });

  it('trims the search text', () => {
    expect(recipeSearchHref({ ...EMPTY_SEARCH, q: '  pea puree ' }, false)).toBe('/recipes?q=pea+puree');
  });

  it('keeps the 60+ choice as 60', () => {
    expect(recipeSearchHref({ ...EMPTY_SEARCH, prep: '60' }, true)).toBe('/recipes?prep=60');
  });

  it('encodes characters that have meaning in a query string', () => {
    const href = recipeSearchHref({ ...EMPTY_SEARCH, q: 'mac & cheese=yum?' }, false);
    expect(new URL(href, 'http://x').searchParams.get('q')).toBe('mac & cheese=yum?');
  });
});

describe('ageHref', () => {
  it('links one age group to the recipe list', () => {
    expect(ageHref('6-12 months')).toBe('/recipes?age=6-12+months');
  });
});
