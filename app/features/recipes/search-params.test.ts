import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES } from '@shared/enums';
import { recipeQuerySchema } from '@shared/schemas/recipe';
import { FILTER_KEYS, parseRecipeParams, recipesHref, toRecipeParams } from './search-params';

describe('the /recipes address', () => {
  it('keeps valid parameters and drops invalid ones', () => {
    const f = parseRecipeParams(
      new URLSearchParams('age=banana&page=-3&type=lunch&q=carrot&prep=20&diet=vegan'),
    );
    expect(f).toEqual({
      q: 'carrot',
      age: undefined,
      type: 'lunch',
      diet: undefined,
      diff: undefined,
      prep: undefined,
      category: undefined,
      page: 1,
    });
  });

  it('reads every filter', () => {
    const f = parseRecipeParams(
      new URLSearchParams(
        'q=oat&age=1-2+years&type=breakfast&diet=vegetarian&diff=easy&prep=30&category=3&page=2',
      ),
    );
    expect(f).toEqual({
      q: 'oat',
      age: '1-2 years',
      type: 'breakfast',
      diet: 'vegetarian',
      diff: 'easy',
      prep: 30,
      category: 3,
      page: 2,
    });
  });

  it('writes only what is set, page only past 1', () => {
    expect(toRecipeParams({ age: '6-12 months', page: 1 }).toString()).toBe('age=6-12+months');
    expect(toRecipeParams({ q: 'pea', prep: 15, page: 3 }).toString()).toBe('q=pea&prep=15&page=3');
    expect(toRecipeParams({}).toString()).toBe('');
  });
});

describe('the /recipes address and GET /api/recipes', () => {
  const shape = recipeQuerySchema.shape;
  const api = (key: keyof typeof shape, raw: string) => {
    const parsed = shape[key].safeParse(raw);
    return parsed.success ? parsed.data : key === 'page' ? 1 : undefined;
  };
  const RAW = [
    '',
    ' ',
    '  \t',
    '0',
    '1',
    '2',
    '3',
    '-1',
    '1.5',
    '15',
    ' 15 ',
    '20',
    '30',
    '60',
    '61',
    '1e1',
    '0x10',
    '100000',
    '100001',
    'Infinity',
    'NaN',
    'abc',
    'carrot',
    ' carrot ',
    'x'.repeat(200),
    `${'x'.repeat(200)} `,
    'x'.repeat(201),
    '0-6 months',
    '1-2 years',
    'lunch',
    'Lunch',
    'vegetarian',
    'easy',
    'Easy',
    ...AGE_GROUPS,
    ...MEAL_TYPES,
    ...DIETARY_RESTRICTIONS,
    ...DIFFICULTIES,
  ];

  it('reads every parameter as the API does', () => {
    for (const key of [...FILTER_KEYS, 'page'] as const) {
      for (const raw of RAW) {
        const screen = parseRecipeParams(new URLSearchParams([[key, raw]]))[key];
        expect(screen, `${key}=${JSON.stringify(raw)}`).toEqual(api(key, raw));
      }
    }
  });

  it('counts a repeated parameter once, the last, as the API does', () => {
    expect(parseRecipeParams(new URLSearchParams('age=banana&age=1-2+years')).age).toBe('1-2 years');
    expect(parseRecipeParams(new URLSearchParams('page=2&page=')).page).toBe(1);
  });
});

describe('what the forms and links of /recipes send', () => {
  it('reads a form sent before the app hydrated the page: blank and "any" fields are no filter', () => {
    // The list's filter form and the home panel's form send every field they have.
    const list = parseRecipeParams(
      new URLSearchParams('age=1-2+years&type=&diet=&diff=easy&prep=&category='),
    );
    expect(list).toEqual({ ...parseRecipeParams(new URLSearchParams('age=1-2+years&diff=easy')) });
    const home = parseRecipeParams(new URLSearchParams('q=pea&age=any&type=any&diet=any&prep=any&diff=any'));
    expect(home).toEqual(parseRecipeParams(new URLSearchParams('q=pea')));
  });

  it('links to the list with only what is set, and no page 1', () => {
    expect(recipesHref({ page: 1 })).toBe('/recipes');
    expect(recipesHref({ q: 'carrot', age: '1-2 years', page: 2 })).toBe(
      '/recipes?q=carrot&age=1-2+years&page=2',
    );
  });
});
