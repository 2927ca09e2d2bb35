/**
 * The /recipes address is the state of the screen. Reading it keeps every
 * valid parameter and drops what is not (a hand-typed `age=banana&page=-3`
 * shows all ages from page 1); writing it includes only what is set.
 */
import type { RecipeFilters } from '@shared/lib/recipe-search';
import { recipeQuerySchema } from '@shared/schemas/recipe';

export const FILTER_KEYS = ['q', 'age', 'type', 'diet', 'diff', 'prep', 'category'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export function parseRecipeParams(
  params: URLSearchParams,
): Required<Pick<RecipeFilters, 'page'>> & RecipeFilters {
  const shape = recipeQuerySchema.shape;
  const read = <K extends keyof typeof shape>(key: K) => {
    const raw = params.get(key);
    if (raw === null) return undefined;
    const parsed = shape[key].safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    q: read('q') as string | undefined,
    age: read('age') as string | undefined,
    type: read('type') as string | undefined,
    diet: read('diet') as string | undefined,
    diff: read('diff') as string | undefined,
    prep: read('prep') as number | undefined,
    category: read('category') as number | undefined,
    page: (read('page') as number | undefined) ?? 1,
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
