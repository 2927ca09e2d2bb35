/**
 * Search, filter and sort for the food sugar table: pure, so the page, its unit test and the
 * browser test all agree on which foods a query shows.
 */
import { SUGAR_CATEGORIES, type SugarCategory, type SugarFood } from '@shared/content/sugar';
import {
  corrections,
  fold,
  knows,
  makeVocabulary,
  normalise,
  singular,
  synonymsOf,
  words,
  type Vocabulary,
} from '@shared/lib/language';
import { paths } from '../../lib/paths';

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

/** Lower case without accents, so 'Açaí' is found by 'acai' and the other way round (the language layer's folding). */
export const normalizeSearchText = fold;

/** One collator: `localeCompare` with a locale builds one per call, slow on a phone. */
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: SugarFood, b: SugarFood) => names.compare(a.name, b.name);

const vocabularies = new WeakMap<readonly SugarFood[], Vocabulary>();

/**
 * Each typed word with the other forms it may be read as (the language layer's): its singular,
 * its synonyms (zucchini, courgette) and, when no food has such a word, the food words it may be
 * a misspelling of (brocoli, broccoli).
 */
function searchWords(foods: readonly SugarFood[], query: string): string[][] {
  let vocabulary = vocabularies.get(foods);
  if (!vocabulary) {
    vocabulary = makeVocabulary(foods.flatMap((f) => words(`${f.name} ${f.category}`)));
    vocabularies.set(foods, vocabulary);
  }
  const known = vocabulary;
  return words(query.slice(0, 200)).map((word) => {
    const one = singular(word);
    const forms = [word, one, ...synonymsOf(one)];
    if (!forms.some((w) => knows(known, w))) forms.push(...corrections(word, known));
    return [...new Set(forms)];
  });
}

/**
 * The foods a query shows, in the order asked. Ties in sugar fall back to the name, so the order
 * never depends on the engine's sort stability or on the content file's order.
 */
export function filterSugarFoods(foods: readonly SugarFood[], q: SugarTableQuery = {}): SugarFood[] {
  const groups = searchWords(foods, q.query ?? '');
  const matches = foods.filter((food) => {
    if (q.category && food.category !== q.category) return false;
    if (groups.length === 0) return true;
    const haystack = ` ${normalise(`${food.name} ${food.category}`)}`;
    // A word as typed matches inside a word (type-ahead); another form of it, a whole word's start.
    return groups.every(
      ([typed, ...others]) =>
        haystack.includes(typed ?? '') || others.some((w) => haystack.includes(` ${w}`)),
    );
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

/**
 * The table's state in the sugar board's address (`?q=juice&category=Candy&sort=name&foods=all`):
 * what its GET form and its show-all links lead to before the app hydrates the page, and what the
 * server renders from. Anything not valid is dropped.
 */
export interface SugarTableState {
  query: string;
  category: SugarCategory | 'all';
  sort: SugarSort;
  showAll: boolean;
}

export function readSugarTableState(params: URLSearchParams): SugarTableState {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    query: (params.get('q') ?? '').slice(0, 200),
    category: SUGAR_CATEGORIES.find((c) => c === category) ?? 'all',
    sort: SUGAR_SORTS.find((s) => s === sort) ?? 'sugar-desc',
    showAll: params.get('foods') === 'all',
  };
}

/** The sugar board's address showing the table in `state`, scrolled to the table. */
export function sugarTableHref(state: SugarTableState): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('q', state.query.trim());
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'sugar-desc') params.set('sort', state.sort);
  if (state.showAll) params.set('foods', 'all');
  const query = params.toString();
  return `${paths.sugarBoard}${query ? `?${query}` : ''}#sugar-table`;
}
