/**
 * Catalog data for every screen that shows recipes, collections or tips. Once
 * the device's mirror is filled, reads come from it (instant, and the same
 * answers as the API, offline too); before that, from the API.
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RecipeFilters } from '@shared/lib/recipe-search';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Recipe, RecipeListResponse } from '@shared/schemas/recipe';
import { mirror } from '../offline/catalog-mirror';
import { apiRequest } from './api';

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

async function fromMirrorOr<T>(local: () => Promise<T | undefined>, url: string): Promise<T> {
  const value = await local().catch(() => undefined);
  return value !== undefined ? value : apiRequest<T>('GET', url);
}

export function useRecipes(filters: RecipeFilters) {
  const url = recipesUrl(filters);
  return useQuery({
    queryKey: [url],
    queryFn: async () => {
      try {
        return await fromMirrorOr<RecipeListResponse>(() => mirror.recipes(filters), url);
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
    queryFn: () => fromMirrorOr(() => mirror.recipe(id ?? 0), url),
    enabled: id !== undefined,
  });
}

export function useFeaturedRecipes() {
  return useQuery<Recipe[]>({
    queryKey: ['/api/recipes/featured'],
    queryFn: () => fromMirrorOr(() => mirror.featured(), '/api/recipes/featured'),
  });
}

export function useCategories() {
  return useQuery<Category[]>({
    queryKey: ['/api/categories'],
    queryFn: () => fromMirrorOr(() => mirror.categories(), '/api/categories'),
  });
}

export function useNutritionTips() {
  return useQuery<NutritionTip[]>({
    queryKey: ['/api/nutrition-tips'],
    queryFn: () => fromMirrorOr(() => mirror.tips(), '/api/nutrition-tips'),
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
