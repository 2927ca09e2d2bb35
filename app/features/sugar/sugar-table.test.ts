import { describe, expect, it } from 'vitest';
import { SUGAR_FOODS, type SugarFood } from '@shared/content/sugar';
import {
  filterSugarFoods,
  foodCountText,
  formatGrams,
  formatTeaspoons,
  normalizeSearchText,
  readSugarTableState,
  sugarTableHref,
} from './sugar-table';

function item(name: string, category: SugarFood['category'], sugarGrams: number): SugarFood {
  return { name, category, serving: '1', sugarGrams, teaspoons: sugarGrams / 4, type: 'Added', source: 'x' };
}

const FOODS: readonly SugarFood[] = [
  item('Cola', 'Beverages', 35),
  item('Apple juice (100% juice)', 'Beverages', 20),
  item('Apple', 'Fruits', 19),
  item('Açaí bowl', 'Breakfast', 38),
  item('banana', 'Fruits', 14),
  item('Broccoli', 'Vegetables', 1.5),
  item('Dried apple rings', 'Dried Fruits', 18.3),
  item('Beetroot', 'Vegetables', 14),
];

const names = (foods: readonly SugarFood[]) => foods.map((f) => f.name);

describe('filterSugarFoods', () => {
  it('shows every food when nothing is asked, most sugar first', () => {
    const result = filterSugarFoods(FOODS);
    expect(result).toHaveLength(FOODS.length);
    expect(names(result).slice(0, 3)).toEqual(['Açaí bowl', 'Cola', 'Apple juice (100% juice)']);
  });

  it('does not change the list it is given', () => {
    const before = names(FOODS);
    filterSugarFoods(FOODS, { sort: 'name' });
    expect(names(FOODS)).toEqual(before);
  });

  it('breaks ties in sugar by name, whatever the input order', () => {
    const result = filterSugarFoods(FOODS, { sort: 'sugar-desc' });
    const tied = names(result).filter((n) => n === 'banana' || n === 'Beetroot');
    expect(tied).toEqual(['banana', 'Beetroot']);
    expect(names(filterSugarFoods([...FOODS].reverse()))).toEqual(names(result));
  });

  it('sorts least sugar first and by name, ignoring case', () => {
    expect(names(filterSugarFoods(FOODS, { sort: 'sugar-asc' }))[0]).toBe('Broccoli');
    expect(names(filterSugarFoods(FOODS, { sort: 'name' })).slice(0, 4)).toEqual([
      'Açaí bowl',
      'Apple',
      'Apple juice (100% juice)',
      'banana',
    ]);
  });

  it('matches the search text in the name, ignoring case, accents and extra spaces', () => {
    expect(names(filterSugarFoods(FOODS, { query: '  APPLE ', sort: 'name' }))).toEqual([
      'Apple',
      'Apple juice (100% juice)',
      'Dried apple rings',
    ]);
    expect(names(filterSugarFoods(FOODS, { query: 'acai' }))).toEqual(['Açaí bowl']);
    expect(names(filterSugarFoods(FOODS, { query: 'açaí' }))).toEqual(['Açaí bowl']);
  });

  it('needs every word, in any order', () => {
    expect(names(filterSugarFoods(FOODS, { query: 'juice apple' }))).toEqual(['Apple juice (100% juice)']);
    expect(filterSugarFoods(FOODS, { query: 'apple cola' })).toEqual([]);
  });

  it('matches the category name too', () => {
    expect(names(filterSugarFoods(FOODS, { query: 'vegetables', sort: 'name' }))).toEqual([
      'Beetroot',
      'Broccoli',
    ]);
  });

  it('filters by category, with the search on top', () => {
    expect(names(filterSugarFoods(FOODS, { category: 'Fruits', sort: 'name' }))).toEqual(['Apple', 'banana']);
    expect(names(filterSugarFoods(FOODS, { category: 'Fruits', query: 'apple' }))).toEqual(['Apple']);
    // 'Dried Fruits' is its own category, not part of 'Fruits'.
    expect(filterSugarFoods(FOODS, { category: 'Dried Fruits' })).toHaveLength(1);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterSugarFoods(FOODS, { query: 'zzz' })).toEqual([]);
    expect(filterSugarFoods(FOODS, { category: 'Candy' })).toEqual([]);
  });

  it('works on the real content: every category has foods, and a search narrows the list', () => {
    expect(filterSugarFoods(SUGAR_FOODS)).toHaveLength(SUGAR_FOODS.length);
    const juices = filterSugarFoods(SUGAR_FOODS, { query: 'juice' });
    expect(juices.length).toBeGreaterThan(0);
    expect(juices.length).toBeLessThan(SUGAR_FOODS.length);
    for (const food of juices) expect(normalizeSearchText(food.name + food.category)).toContain('juice');
  });
});

describe('formatting', () => {
  it('shows at most one decimal', () => {
    expect(formatGrams(35)).toBe('35 g');
    expect(formatGrams(16.8)).toBe('16.8 g');
    expect(formatGrams(0.25)).toBe('0.3 g');
    expect(formatTeaspoons(8.75)).toBe('8.8 tsp');
    expect(formatTeaspoons(0)).toBe('0 tsp');
  });
});

describe('foodCountText', () => {
  it('says how many are shown and how many match', () => {
    expect(foodCountText(20, 201, false)).toBe('Showing 20 of 201 foods');
    expect(foodCountText(201, 201, false)).toBe('All 201 foods');
    expect(foodCountText(3, 3, true)).toBe('3 foods match your search');
    expect(foodCountText(1, 1, true)).toBe('1 food matches your search');
    expect(foodCountText(0, 0, true)).toBe('No foods shown');
  });
});

describe('the sugar table reads words as parents type them', () => {
  const names = (query: string) => filterSugarFoods(SUGAR_FOODS, { query, sort: 'name' }).map((f) => f.name);

  it('finds UK and US names, plurals and misspellings', () => {
    expect(names('yoghurt')).toContain('Strawberry yogurt');
    expect(names('yogurts')).toContain('Strawberry yogurt');
    expect(names('cookies')).toContain('Breakfast biscuits');
    expect(names('ketchupp')).toContain('Ketchup');
    expect(names('chocolat')).toContain('Milk chocolate bar');
  });

  it('answers bad input with nothing rather than an error', () => {
    expect(names('🍫'.repeat(100))).toHaveLength(SUGAR_FOODS.length);
    expect(names('zzzzqqqq')).toEqual([]);
  });
});

describe("the sugar table's address", () => {
  it('reads what its form sends, dropping what is not valid', () => {
    expect(readSugarTableState(new URLSearchParams('q=juice&category=all&sort=sugar-desc'))).toEqual({
      query: 'juice',
      category: 'all',
      sort: 'sugar-desc',
      showAll: false,
    });
    expect(readSugarTableState(new URLSearchParams('category=Candy&sort=name&foods=all'))).toEqual({
      query: '',
      category: 'Candy',
      sort: 'name',
      showAll: true,
    });
    expect(readSugarTableState(new URLSearchParams('category=candy&sort=worst&foods=1'))).toEqual({
      query: '',
      category: 'all',
      sort: 'sugar-desc',
      showAll: false,
    });
  });

  it('links to the table with only what differs from the defaults', () => {
    const state = { query: '', category: 'all', sort: 'sugar-desc', showAll: false } as const;
    expect(sugarTableHref(state)).toBe('/sugar-board#sugar-table');
    expect(sugarTableHref({ ...state, query: ' juice ', showAll: true })).toBe(
      '/sugar-board?q=juice&foods=all#sugar-table',
    );
  });
});
