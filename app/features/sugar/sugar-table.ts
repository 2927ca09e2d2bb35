/**
 * Search, filter and sort for the food sugar table: pure, so the page, its unit test and the
 * browser test all agree on which foods a query shows.
 */
import type { SugarCategory, SugarFood } from '@shared/content/sugar';

/**
 * How many foods show before 'Show all': enough to see the worst offenders at a glance, few enough
 * that the swaps and the AI question below stay within reach on a phone.
 */
export const INITIAL_FOOD_COUNT = 20;

export const SUGAR_SORTS = ['sugar-desc', 'sugar-asc', 'name'] as const;
export type SugarSort = (typeof SUGAR_SORTS)[number];

export const SUGAR_SORT_LABELS: Record<SugarSort, string> = {
  'sugar-desc': 'Most sugar',
  'sugar-asc': 'Least sugar',
  name: 'Name (A to Z)',
};

export interface SugarTableQuery {
  /** Free text; every word must appear in the food's name or category. */
  query?: string;
  /** One category, or undefined for all. */
  category?: SugarCategory;
  sort?: SugarSort;
}

/** Lower case without accents, so 'Açaí' is found by 'acai' and the other way round. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const byName = (a: SugarFood, b: SugarFood) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The foods a query shows, in the order asked. Ties in sugar fall back to the name, so the order
 * never depends on the engine's sort stability or on the content file's order.
 */
export function filterSugarFoods(foods: readonly SugarFood[], q: SugarTableQuery = {}): SugarFood[] {
  const words = normalizeSearchText(q.query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const matches = foods.filter((food) => {
    if (q.category && food.category !== q.category) return false;
    if (words.length === 0) return true;
    const haystack = normalizeSearchText(`${food.name} ${food.category}`);
    return words.every((word) => haystack.includes(word));
  });
  switch (q.sort ?? 'sugar-desc') {
    case 'sugar-desc':
      return matches.sort((a, b) => b.sugarGrams - a.sugarGrams || byName(a, b));
    case 'sugar-asc':
      return matches.sort((a, b) => a.sugarGrams - b.sugarGrams || byName(a, b));
    case 'name':
      return matches.sort(byName);
  }
}

/** '16.8 g', '35 g': at most one decimal, as in the content file. */
export function formatGrams(grams: number): string {
  return `${Math.round(grams * 10) / 10} g`;
}

/** '1 tsp', '8.8 tsp'. */
export function formatTeaspoons(teaspoons: number): string {
  return `${Math.round(teaspoons * 10) / 10} tsp`;
}

/** The line above the list: how many foods are shown out of how many match. */
export function foodCountText(shown: number, matching: number, filtered: boolean): string {
  if (matching === 0) return 'No foods shown';
  const noun = matching === 1 ? 'food' : 'foods';
  if (shown < matching) return `Showing ${shown} of ${matching} ${noun}`;
  return filtered
    ? `${matching} ${noun} ${matching === 1 ? 'matches' : 'match'} your search`
    : `All ${matching} foods`;
}
