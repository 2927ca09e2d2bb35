// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOODS } from '@shared/content/foods/foods';
import type { Recipe } from '@shared/schemas/recipe';
import { useDocumentTitle } from '../lib/use-document-title';
import {
  documentTitle,
  headMarkup,
  isoDuration,
  pageHead,
  recipeJsonLd,
  summarize,
  type PageFacts,
  type QueryAnswer,
} from './page-head';

const ORIGIN = 'https://sproutplate.test';

const RECIPE: Recipe = {
  id: 7,
  title: 'Sweet Potato </script><script>alert(1)</script> Mash',
  description:
    'A smooth, naturally sweet first food. Sweet potato is rich in beta-carotene and gentle on little ' +
    'tummies, and it freezes well in ice-cube portions for busy days when there is no time to cook.',
  ingredients: '1 sweet potato\n\n  60 ml breast milk or formula  \n',
  instructions: 'Peel and cube the sweet potato.\nSteam for 15 minutes until soft.\r\nMash with the milk.',
  prepTime: 10,
  cookTime: 75,
  servings: 4,
  imageUrl: '/images/recipes/sweet-potato-mash.webp',
  ageGroup: '6-12 months',
  mealType: 'lunch',
  difficulty: 'easy',
  categoryId: null,
  createdBy: null,
  featured: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  dietaryRestrictions: ['vegetarian', 'gluten-free'],
};

function facts(
  address: string,
  route: string | undefined,
  params: Record<string, string> = {},
  answers: Record<string, QueryAnswer> = {},
): PageFacts {
  return { url: new URL(address, ORIGIN), route, params, answer: (a) => answers[a] };
}

/** The JSON-LD blocks of some head markup, parsed as a browser or a crawler reads them. */
function jsonLdOf(markup: string): unknown[] {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${markup}</head></html>`,
    'text/html',
  );
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );
}

describe('the tab title', () => {
  it('is what useDocumentTitle sets once the page is hydrated', () => {
    renderHook(() => useDocumentTitle('Recipes'));
    expect(document.title).toBe(documentTitle('Recipes'));
    expect(documentTitle('Recipes')).toBe('Recipes | SproutPlate');
  });
});

describe('pageHead', () => {
  it('gives a recipe its name, summary, canonical address and Recipe JSON-LD', () => {
    const head = pageHead(
      facts(
        '/recipes/007?utm_source=x',
        '/recipes/:id',
        { id: '007' },
        {
          '/api/recipes/7': { status: 200, body: RECIPE },
        },
      ),
    );
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${RECIPE.title} | SproutPlate`);
    expect(head.description).toBe(summarize(RECIPE.description));
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${ORIGIN}/recipes/7`);
    expect(head.jsonLd).toEqual(recipeJsonLd(RECIPE, ORIGIN));
  });

  it('answers 404 for an unknown or non-numeric recipe id, and waits on a recipe the API failed', () => {
    const unknown = pageHead(
      facts(
        '/recipes/999999',
        '/recipes/:id',
        { id: '999999' },
        {
          '/api/recipes/999999': { status: 404, body: null },
        },
      ),
    );
    expect(unknown).toEqual({ status: 404, title: 'Recipe not found | SproutPlate' });
    expect(pageHead(facts('/recipes/abc', '/recipes/:id', { id: 'abc' })).status).toBe(404);
    // A failure other than "not found": the screen shows its skeleton, and so its loading title.
    const failed = pageHead(
      facts('/recipes/7', '/recipes/:id', { id: '7' }, { '/api/recipes/7': { status: 500, body: null } }),
    );
    expect(failed).toMatchObject({ status: 200, title: 'Recipe | SproutPlate' });
  });

  it('gives a food its name and a guide its title; unknown ones are 404s', () => {
    const egg = FOODS.find((f) => f.slug === 'egg')!;
    const food = pageHead(facts('/foods/egg?age=9', '/foods/:slug', { slug: 'egg' }));
    expect(food).toMatchObject({
      status: 200,
      title: `${egg.name} | SproutPlate`,
      canonical: `${ORIGIN}/foods/egg`,
    });
    expect(food.description).toMatch(/^From \d+ months?\. /);
    expect(pageHead(facts('/foods/no-such-food', '/foods/:slug', { slug: 'no-such-food' }))).toEqual({
      status: 404,
      title: 'Food not found | SproutPlate',
    });

    const course = pageHead(facts('/guides/1', '/guides/:id', { id: '1' }));
    expect(course).toMatchObject({
      status: 200,
      title: 'Starting Solids with Confidence | SproutPlate',
      canonical: `${ORIGIN}/guides/1`,
    });
    expect(course.description).toMatch(/solid foods/);
    const lesson = pageHead(facts('/guides/1?lesson=1-2', '/guides/:id', { id: '1' }));
    expect(lesson.canonical).toBe(`${ORIGIN}/guides/1?lesson=1-2`);
    expect(lesson.title).not.toBe(course.title);
    // An unknown lesson falls back to the course, as the screen does.
    expect(pageHead(facts('/guides/1?lesson=9-9', '/guides/:id', { id: '1' })).title).toBe(course.title);
    for (const id of ['2', '999', 'abc']) {
      expect(pageHead(facts(`/guides/${id}`, '/guides/:id', { id })).status, id).toBe(404);
    }
  });

  it('gives an unknown address the not-found title and no canonical link', () => {
    expect(pageHead(facts('/no-such-page', '*', { '*': 'no-such-page' }))).toEqual({
      status: 404,
      title: 'Page Not Found | SproutPlate',
    });
  });

  it('gives every fixed screen its own title, description and canonical address', () => {
    const screens = [
      '/',
      '/recipes',
      '/foods',
      '/guides',
      '/sugar-board',
      '/nutrition-tips',
      '/about',
      '/privacy',
      '/terms',
    ];
    const titles = new Set<string>();
    for (const route of screens) {
      const head = pageHead(facts(`${route}?utm_source=news`, route));
      expect(head.status, route).toBe(200);
      expect(head.canonical, route).toBe(`${ORIGIN}${route}`);
      expect(head.description?.length, route).toBeGreaterThan(50);
      expect(head.description!.length, route).toBeLessThanOrEqual(160);
      titles.add(head.title);
    }
    expect(titles.size).toBe(screens.length);
    expect(pageHead(facts('/privacy', '/privacy')).title).toBe('Privacy Policy | SproutPlate');
  });

  it("keeps the recipe list's search and filters in its canonical address, and drops the rest", () => {
    const canonical = (search: string) => pageHead(facts(`/recipes${search}`, '/recipes')).canonical;
    expect(canonical('?page=1&age=6-12+months&q=carrot&utm_source=x')).toBe(
      `${ORIGIN}/recipes?q=carrot&age=6-12+months`,
    );
    expect(canonical('?age=banana&page=2')).toBe(`${ORIGIN}/recipes?page=2`);
    expect(canonical('?page=1')).toBe(`${ORIGIN}/recipes`);
  });
});

describe('recipeJsonLd', () => {
  it('is schema.org Recipe with absolute picture, steps and ISO 8601 times', () => {
    const [ld] = jsonLdOf(headMarkup({ status: 200, title: 't', jsonLd: recipeJsonLd(RECIPE, ORIGIN) }));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: RECIPE.title,
      description: `${RECIPE.description} Suitable for 6-12 months.`,
      url: `${ORIGIN}/recipes/7`,
      image: [`${ORIGIN}/images/recipes/sweet-potato-mash.webp`],
      author: { '@type': 'Organization', name: 'SproutPlate' },
      datePublished: '2026-01-02',
      recipeCategory: 'Lunch',
      keywords: '6-12 months, baby and toddler food, Vegetarian, Gluten-free',
      recipeYield: '4 servings',
      prepTime: 'PT10M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H25M',
      recipeIngredient: ['1 sweet potato', '60 ml breast milk or formula'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Peel and cube the sweet potato.' },
        { '@type': 'HowToStep', text: 'Steam for 15 minutes until soft.' },
        { '@type': 'HowToStep', text: 'Mash with the milk.' },
      ],
    });
  });

  it('leaves out what the recipe does not have: a picture, a cook time', () => {
    const ld = recipeJsonLd({ ...RECIPE, imageUrl: null, cookTime: 0, servings: 1 }, ORIGIN);
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('cookTime');
    expect(ld).toMatchObject({ prepTime: 'PT10M', totalTime: 'PT10M', recipeYield: '1 serving' });
  });
});

describe('headMarkup', () => {
  it('escapes every text, so no title or description can close its element or a <script>', () => {
    const markup = headMarkup({
      status: 200,
      title: documentTitle(RECIPE.title),
      description: 'Kids & "grown-ups" <b>love</b> it',
      canonical: `${ORIGIN}/recipes?q=a&age=1-2+years`,
      jsonLd: recipeJsonLd(RECIPE, ORIGIN),
    });
    expect(markup).not.toContain('</script><script>');
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).toContain('\\u003c/script>');
    const doc = new DOMParser().parseFromString(`<html><head>${markup}</head></html>`, 'text/html');
    expect(doc.title).toBe(`${RECIPE.title} | SproutPlate`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Kids & "grown-ups" <b>love</b> it',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/recipes?q=a&age=1-2+years`,
    );
    expect(doc.querySelectorAll('head > *')).toHaveLength(4);
    expect((jsonLdOf(markup)[0] as { name: string }).name).toBe(RECIPE.title);
  });
});

describe('isoDuration and summarize', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect([0, 5, 60, 90, 1440].map(isoDuration)).toEqual(['PT0M', 'PT5M', 'PT1H', 'PT1H30M', 'PT24H']);
  });

  it('keeps a short text whole and cuts a long one at a word', () => {
    expect(summarize('  Short   and\nsweet. ')).toBe('Short and sweet.');
    const cut = summarize('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
  });
});
