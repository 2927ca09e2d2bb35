import { describe, expect, it } from 'vitest';
import { FOODS } from '../content/foods/foods';
import { searchFoods, searchFoodsWithAge } from './food-search';

const names = (q: string, more: Parameters<typeof searchFoods>[1] = {}) =>
  searchFoods(FOODS, { q, ...more }).map((f) => f.slug);

describe('foods guide search', () => {
  it.each([
    ['brocoli', 'broccoli'],
    ['Broccoli', 'broccoli'],
    ['avacado', 'avocado'],
    ['sweet potatoe', 'sweet-potato'],
    ['yoghurt', 'yoghurt'],
    ['yogurt', 'yoghurt'],
    ['zucchini', 'courgette'],
    ['eggplant', 'aubergine'],
    ['aubergine', 'aubergine'],
    ['garbanzo beans', 'chickpeas'],
    ['chickpea', 'chickpeas'],
    ['arugula', 'rocket'],
    ['shrimp', 'prawns'],
    ['ground beef', 'mince'],
    ['rutabaga', 'swede'],
    ['bok choy', 'pak-choi'],
    ['scallions', 'spring-onion'],
    ['beet', 'beetroot'],
    ['grape', 'grapes'],
    ['eggs', 'egg'],
    ['can my 9mo have eggs?', 'egg'],
    ['peanut butter', 'peanuts'],
    ['honey', 'honey'],
    ['hunny', 'honey'],
    ['swordfish', 'swordfish'],
    ['strawbery', 'strawberries'],
    ['carr', 'carrot'],
    ['tea', 'tea'],
  ])('%s finds %s first', (q, slug) => {
    expect(names(q)[0]).toBe(slug);
  });

  it('reads a whole word as that food, and a part of a word while typing', () => {
    expect(names('pea')).not.toContain('peanuts');
    expect(names('honey')).toEqual(['honey']);
    expect(names('egg')).not.toContain('aubergine');
    expect(names('carr')).toContain('carrot');
    expect(names('ca')).toEqual(expect.arrayContaining(['carrot', 'cabbage', 'cashews']));
  });

  it('finds a food by its allergen', () => {
    const treeNuts = names('tree nuts');
    expect(treeNuts).toContain('almonds');
    expect(treeNuts).not.toContain('peanuts');
  });

  it('filters by category, allergen and age', () => {
    const fruits = searchFoods(FOODS, { category: 'fruits' });
    expect(fruits.length).toBeGreaterThan(10);
    expect(fruits.every((f) => f.category === 'fruits')).toBe(true);
    const egg = searchFoods(FOODS, { allergen: 'egg' });
    expect(egg.every((f) => f.allergens.includes('egg'))).toBe(true);
    const at7 = searchFoods(FOODS, { age: 7 });
    expect(at7.map((f) => f.slug)).not.toContain('honey');
    expect(at7.every((f) => f.fromMonths <= 7)).toBe(true);
    expect(searchFoods(FOODS, { age: 13 }).map((f) => f.slug)).toContain('cows-milk');
  });

  it('reads an age typed in the words without hiding what is not yet safe', () => {
    const r = searchFoodsWithAge(FOODS, { q: 'honey 10mths' });
    expect(r.typedAge).toBe(10);
    expect(r.foods[0]?.slug).toBe('honey');
  });

  it('answers bad input without throwing', () => {
    expect(() => names('!!!???'.repeat(40))).not.toThrow();
    expect(() => names('🍌🥕'.repeat(60))).not.toThrow();
    expect(names('zzzzqqq')).toEqual([]);
    expect(searchFoods(FOODS, { age: 200 }).length).toBe(FOODS.length);
    expect(searchFoods(FOODS, { q: 'NEAR(egg) OR "milk"*' }).length).toBeGreaterThanOrEqual(0);
  });

  it('answers each keystroke quickly (aim: under a frame, 16 ms; bound: ten frames)', () => {
    searchFoods(FOODS, { q: 'warm' });
    // Each keystroke's best of 5 tries: the search's own time, without another process's turn
    // on a busy machine (the test run itself runs files in parallel).
    const times: number[] = [];
    for (const query of ['brocoli', 'sweet potatoe', 'can my 9mo have eggs', 'garbanzo beans', 'strawbery']) {
      for (let i = 1; i <= query.length; i += 1) {
        let best = Infinity;
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const start = performance.now();
          searchFoods(FOODS, { q: query.slice(0, i), age: 9 });
          best = Math.min(best, performance.now() - start);
        }
        times.push(best);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    // Ten times the aim, which a busy machine's turns do not reach and a search gone quadratic in the
    // list or the query (thousands of names times every letter) passes by far.
    expect(p95).toBeLessThan(160);
  });
});
