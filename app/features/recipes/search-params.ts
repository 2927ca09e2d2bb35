/**
 * The /recipes address is the state of the screen. Reading it keeps every
 * valid parameter and drops what is not (a hand-typed `age=banana&page=-3`
 * shows all ages from page 1); writing it includes only what is set.
 */
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, PREP_TIMES } from '@shared/enums';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import { paths } from '../../lib/paths';

export const FILTER_KEYS = ['q', 'age', 'type', 'diet', 'diff', 'prep', 'category'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * What GET /api/recipes accepts (`recipeQuerySchema`), read without Zod: the
 * list screen opens without loading it. `search-params.test.ts` holds the two
 * to the same answers.
 */
const oneOf = (values: readonly string[]) => (raw: string) => (values.includes(raw) ? raw : undefined);
/** A number as `z.coerce.number()` reads it, kept when `valid`. */
const numberIf = (valid: (n: number) => boolean) => (raw: string) => {
  const n = Number(raw);
  return valid(n) ? n : undefined;
};
const READERS = {
  // The words as typed, spaces between them made single: `carrot  soup ` is `carrot soup`.
  q: (raw: string) => {
    const words = raw.trim().replace(/\s+/g, ' ');
    return words.length <= 200 ? words : undefined;
  },
  age: oneOf(AGE_GROUPS),
  type: oneOf(MEAL_TYPES),
  diet: oneOf(DIETARY_RESTRICTIONS),
  diff: oneOf(DIFFICULTIES),
  prep: numberIf((n) => (PREP_TIMES as readonly number[]).includes(n)),
  category: numberIf((n) => Number.isInteger(n) && n > 0),
  page: numberIf((n) => Number.isInteger(n) && n >= 1 && n <= 100_000),
} satisfies Record<FilterKey | 'page', (raw: string) => string | number | undefined>;

/**
 * A /recipes parameter's value as the screen reads it (the last one given, made valid), written
 * back as text, or undefined when the screen ignores it: the page server keys its response cache
 * on these, so `age=37` is the page without an age.
 */
export function normalRecipeParam(name: string, values: string[]): string | undefined {
  if (!(name in READERS)) return undefined;
  const value = read(new URLSearchParams(values.map((v) => [name, v])), name as keyof typeof READERS);
  // The first page is the list without a page, as the screen's own links write it.
  return value === undefined || (name === 'page' && value === 1) ? undefined : String(value);
}

/** A parameter's value, or undefined when it is absent, blank or not one the API accepts. */
function read<K extends keyof typeof READERS>(
  params: URLSearchParams,
  key: K,
): ReturnType<(typeof READERS)[K]> {
  const all = params.getAll(key);
  const raw = all[all.length - 1];
  if (raw === undefined || raw.trim() === '') return undefined as ReturnType<(typeof READERS)[K]>;
  return READERS[key](raw) as ReturnType<(typeof READERS)[K]>;
}

export function parseRecipeParams(
  params: URLSearchParams,
): Required<Pick<RecipeFilters, 'page'>> & RecipeFilters {
  return {
    q: read(params, 'q'),
    age: read(params, 'age'),
    type: read(params, 'type'),
    diet: read(params, 'diet'),
    diff: read(params, 'diff'),
    prep: read(params, 'prep'),
    category: read(params, 'category'),
    page: read(params, 'page') ?? 1,
  };
}

export function toRecipeParams(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (f: RecipeFilters) => FILTER_KEYS.some((k) => f[k] !== undefined && f[k] !== '');

/** The /recipes address that shows `filters`: what links and the list's forms lead to. */
export function recipesHref(filters: RecipeFilters): string {
  const query = toRecipeParams(filters).toString();
  return query ? `${paths.recipes}?${query}` : paths.recipes;
}
