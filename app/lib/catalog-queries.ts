/**
 * Catalog data for every screen that shows recipes, collections or tips: one
 * query hook per call, keyed by its address as the spec's default loader is.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Recipe, RecipeListResponse } from '@shared/schemas/recipe';
import type { RecipeFilters } from '@shared/lib/recipe-search';
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

export function useRecipes(filters: RecipeFilters) {
  const url = recipesUrl(filters);
  return useQuery({
    queryKey: [url],
    queryFn: async () => {
      try {
        return await apiRequest<RecipeListResponse>('GET', url);
      } catch (err) {
        throw new Error('Failed to fetch recipes', { cause: err });
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useRecipe(id: number | undefined) {
  return useQuery<Recipe>({ queryKey: [`/api/recipes/${id}`], enabled: id !== undefined });
}

export function useFeaturedRecipes() {
  return useQuery<Recipe[]>({ queryKey: ['/api/recipes/featured'] });
}

export function useCategories() {
  return useQuery<Category[]>({ queryKey: ['/api/categories'] });
}

export function useNutritionTips() {
  return useQuery<NutritionTip[]>({ queryKey: ['/api/nutrition-tips'] });
}
