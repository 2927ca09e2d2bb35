/**
 * One food of the First Foods guide, for its page, without the whole guide on the critical path.
 *
 * The guide (shared/content/foods, about 47 KB of brotli) is its own chunk. A food's page rendered
 * on the server carries its food in the page's query answers, so the browser hydrates it without
 * waiting for the guide; a page the app renders itself (a later visit, offline) loads the guide,
 * which the service worker precaches with the other public screens. The list (foods-page.tsx)
 * loads it once its first screen is up (docs/decisions/020).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as FoodsModule from '@shared/content/foods/foods';
import type { Food } from '@shared/content/foods/types';
import type { searchFoods } from '@shared/lib/food-search';
import { words } from '@shared/lib/language';

/** The guide's foods and its search, which come and go together. */
interface Guide {
  foods: typeof FoodsModule;
  searchFoods: typeof searchFoods;
}

/** A food the guide names, as a link shows it. */
export interface FoodLink {
  slug: string;
  name: string;
}

/** What a food's page shows: the food, or for an address the guide does not know, up to three it may mean. */
export interface FoodPage {
  food: Food | null;
  suggestions: FoodLink[];
}

let guide: Guide | undefined;

/** The guide, loaded once. */
export async function loadFoodGuide(): Promise<Guide> {
  if (!guide) {
    const [foods, search] = await Promise.all([
      import('@shared/content/foods/foods'),
      import('@shared/lib/food-search'),
    ]);
    guide ??= { foods, searchFoods: search.searchFoods };
  }
  return guide;
}

function foodPage(from: Guide, slug: string): FoodPage {
  const food = from.foods.foodBySlug(slug) ?? null;
  if (food) return { food, suggestions: [] };
  const typed = slug.replace(/-/g, ' ');
  const found = words(typed).length > 0 ? from.searchFoods(from.foods.FOODS, { q: typed }).slice(0, 3) : [];
  return { food: null, suggestions: found.map((f) => ({ slug: f.slug, name: f.name })) };
}

/**
 * The food at `slug`. On the server, and in the browser once the guide is in memory, the answer is
 * there in the first render; a page the server rendered hydrates with the server's answer.
 */
export function foodPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['food-guide', slug],
    queryFn: async () => foodPage(await loadFoodGuide(), slug),
    initialData: () => (guide ? foodPage(guide, slug) : undefined),
  });
}

export function useFoodPage(slug: string) {
  return useQuery(foodPageQuery(slug));
}
