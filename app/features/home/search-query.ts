/**
 * The home search panel's address: which filters reach /recipes. Kept pure so
 * the rules (no blanks, no 'any', the advanced pair only while shown) are
 * tested without a browser.
 */
import { paths } from '../../lib/paths';

/** The value of every select's default option: no filter. */
export const ANY = 'any';

export interface RecipeSearchValues {
  q: string;
  age: string;
  type: string;
  diet: string;
  prep: string;
  diff: string;
}

export const EMPTY_SEARCH: RecipeSearchValues = {
  q: '',
  age: ANY,
  type: ANY,
  diet: ANY,
  prep: ANY,
  diff: ANY,
};

/** Parameter order follows the spec's list, so the address reads the same every time. */
const BASIC_KEYS = ['q', 'age', 'type', 'diet'] as const;
const ADVANCED_KEYS = ['prep', 'diff'] as const;

/** The query string (without '?') for the chosen filters. */
export function recipeSearchParams(values: RecipeSearchValues, advancedOpen: boolean): URLSearchParams {
  const params = new URLSearchParams();
  const keys = advancedOpen ? [...BASIC_KEYS, ...ADVANCED_KEYS] : BASIC_KEYS;
  for (const key of keys) {
    const value = values[key].trim();
    if (value && value !== ANY) params.set(key, value);
  }
  return params;
}

/** Where submitting the panel goes: /recipes, with a query only when a filter is set. */
export function recipeSearchHref(values: RecipeSearchValues, advancedOpen: boolean): string {
  const query = recipeSearchParams(values, advancedOpen).toString();
  return query ? `${paths.recipes}?${query}` : paths.recipes;
}

/** The Browse by Age strip's link for one age group. */
export function ageHref(age: string): string {
  return recipeSearchHref({ ...EMPTY_SEARCH, age }, false);
}
