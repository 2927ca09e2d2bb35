/**
 * Catalog data for every screen that shows recipes, collections or tips.
 * A recipe, the collections and the tips are read from the device's mirror
 * once it is loaded and filled (one indexed read: instant, offline too).
 * Lists and searches, which would read the whole catalog into memory on the
 * phone, come from the API while online (a cached response there) and from the
 * mirror offline, or when the API cannot be reached; both answer alike
 * (shared/lib/recipe-search). The mirror (and the device database with it)
 * loads after the first screen if it is filled, or when a read needs it.
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Recipe, RecipeListResponse } from '@shared/schemas/recipe';
import { afterFirstScreen } from '../boot/after-first-screen';
import type * as CatalogMirror from '../offline/catalog-mirror';
import { isOnline } from '../offline/connection';
import { apiRequest, NetworkError } from './api';

/** The API address of a recipe list query; only set filters are included. */
export function recipesUrl(filters: RecipeFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.age) params.set('age', filters.age);
  if (filters.type) params.set('type', filters.type);
  if (filters.diet) params.set('diet', filters.diet);
  if (filters.diff) params.set('diff', filters.diff);
  if (filters.prep !== undefined) params.set('prep', String(filters.prep));
  if (filters.category !== undefined) params.set('category', String(filters.category));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const qs = params.toString();
  return qs ? `/api/recipes?${qs}` : '/api/recipes';
}

type Mirror = typeof CatalogMirror.mirror;
const loadMirror = () => import('../offline/catalog-mirror').then((m) => m.mirror);
let loadedMirror: Mirror | null = null;
// A filled mirror answers indexed reads from the next screen on. An empty one (a first visit, whose
// sync runs in a worker) would only cost the page the device database's code, so it waits until a
// read needs it.
void afterFirstScreen()
  .then(() => import('../offline/catalog-mirror-sync'))
  .then(({ mirrorFilled }) => mirrorFilled())
  .then(async (filled) => {
    if (filled) loadedMirror = await loadMirror();
  })
  .catch(() => undefined);

/** Reads that scan the whole catalog: from the mirror only when the API is out of reach. */
type Cost = 'indexed' | 'scan';

async function fromMirrorOr<T>(
  local: (mirror: Mirror) => Promise<T | undefined>,
  url: string,
  cost: Cost = 'indexed',
): Promise<T> {
  const fromMirror = async (mirror: Mirror) => local(mirror).catch(() => undefined);
  const early = !isOnline() ? await loadMirror().catch(() => null) : cost === 'indexed' ? loadedMirror : null;
  const value = early ? await fromMirror(early) : undefined;
  if (value !== undefined) return value;
  try {
    return await apiRequest<T>('GET', url, undefined, {}, { deviceAnswers: true });
  } catch (err) {
    // No answer from the server: the mirror may still have it.
    const late = err instanceof NetworkError && !early ? await loadMirror().catch(() => null) : null;
    const fallback = late ? await fromMirror(late) : undefined;
    if (fallback !== undefined) return fallback;
    throw err;
  }
}

export function useRecipes(filters: RecipeFilters) {
  const url = recipesUrl(filters);
  return useQuery({
    queryKey: [url],
    queryFn: async () => {
      try {
        return await fromMirrorOr<RecipeListResponse>((m) => m.recipes(filters), url, 'scan');
      } catch (err) {
        throw new Error('Failed to fetch recipes', { cause: err });
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useRecipe(id: number | undefined) {
  const url = `/api/recipes/${id}`;
  return useQuery<Recipe>({
    queryKey: [url],
    queryFn: () => fromMirrorOr((m) => m.recipe(id ?? 0), url),
    enabled: id !== undefined,
  });
}

export function useFeaturedRecipes() {
  return useQuery<Recipe[]>({
    queryKey: ['/api/recipes/featured'],
    queryFn: () => fromMirrorOr((m) => m.featured(), '/api/recipes/featured', 'scan'),
  });
}

export function useCategories() {
  return useQuery<Category[]>({
    queryKey: ['/api/categories'],
    queryFn: () => fromMirrorOr((m) => m.categories(), '/api/categories'),
  });
}

export function useNutritionTips() {
  return useQuery<NutritionTip[]>({
    queryKey: ['/api/nutrition-tips'],
    queryFn: () => fromMirrorOr((m) => m.tips(), '/api/nutrition-tips'),
  });
}

/** After the mirror changed: catalog screens read again (saved-recipe data is not catalog). */
export function refreshCatalogQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return (
        (key.startsWith('/api/recipes') && !key.includes('saved')) ||
        key === '/api/categories' ||
        key === '/api/nutrition-tips'
      );
    },
  });
}
