/**
 * Public screens arrive rendered by the server and the browser hydrates them in
 * place: readable with no JavaScript at all, no hydration errors in either
 * theme, signed in or not, and fully working once the app's code is in.
 */
import { expect, test, withDatabase } from './fixtures';
import type { Page } from '@playwright/test';

const SCREENS = [
  ['/', 'Raise a Happy, Healthy Eater'],
  ['/recipes', 'Recipes'],
  ['/foods', 'First Foods Guide'],
  ['/foods/egg?age=9', 'Egg'],
  ['/guides', 'Expert Feeding Guides'],
  ['/sugar-board', 'Sugar Awareness Board'],
  ['/nutrition-tips', 'Nutrition Tips'],
  ['/about', 'About SproutPlate'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const;

interface StoredRecipe {
  id: number;
  title: string;
  ingredients: string;
  instructions: string;
}

function featuredRecipe(): StoredRecipe {
  return withDatabase(
    (db) =>
      db
        .prepare(
          'SELECT id, title, ingredients, instructions FROM recipes WHERE featured = 1 ORDER BY id LIMIT 1',
        )
        .get() as StoredRecipe,
  );
}

/** Addresses that are not there, each with the heading of the card its screen shows and its tab title. */
const NOT_FOUND = [
  ['/no-such-page', 'Page Not Found', 'Page Not Found | SproutPlate'],
  ['/recipes/999999', 'Recipe not found', 'Recipe not found | SproutPlate'],
  ['/recipes/not-a-number', 'Recipe not found', 'Recipe not found | SproutPlate'],
  ['/foods/no-such-food', "We couldn't find that food", 'Food not found | SproutPlate'],
  ['/guides/999', 'Course Not Found', 'Course Not Found | SproutPlate'],
] as const;

/** The <title> of a page as the server sends it, entities decoded. */
async function servedTitle(page: Page, address: string): Promise<string> {
  const html = await (await page.request.get(address)).text();
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return raw.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
  );
}

/** Errors the page reports: React's hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    // The 401 of "who is signed in?" for a visitor is the API's answer, not a page error.
    if (m.type() === 'error' && !m.text().includes('401')) errors.push(`${page.url()}: ${m.text()}`);
  });
  return errors;
}

/** Waits until React has taken the page over (the router's links get their handlers then). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

test.describe('screens rendered on the server', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('every public screen and a recipe are readable before any code runs', async ({ page }) => {
      for (const [address, heading] of SCREENS) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
      }
      const recipe = featuredRecipe();
      await page.goto(`/recipes/${recipe.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
      await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
      // A filtered list from the address: the cards are in the page, pictures and all.
      await page.goto('/recipes?age=6-12m');
      const cards = page.getByTestId('recipe-card');
      await expect(cards).toHaveCount(12);
      await expect(cards.first().getByRole('heading')).not.toBeEmpty();
      await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/images\//);
      // The filters are rendered too.
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await expect(filters.getByRole('combobox', { name: 'Meal Type' })).toHaveValue('');
      // The home page's sections below the fold are rendered too; the collections are plain links.
      await page.goto('/');
      await expect(page.locator('#collections-heading')).toHaveText('Popular Collections');
      await expect(page.locator('#expert-tips-heading')).toHaveText('Expert Nutrition Tips');
      const collections = page.getByTestId('collection-card');
      await expect(collections).not.toHaveCount(0);
      await expect(collections.first().getByRole('link')).toHaveAttribute(
        'href',
        /^\/recipes\?category=\d+$/,
      );
      // A signed-in screen is not rendered there: the app shell, which needs the code.
      const shell = await page.goto('/meal-plan');
      expect(shell?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page).toHaveTitle('SproutPlate: feeding little ones, made simple');
    });

    test('every page says what it is before any code runs: title, description, canonical address', async ({
      page,
      baseURL,
    }) => {
      test.slow(); // eleven pages
      const recipe = featuredRecipe();
      const titles = new Set<string>();
      for (const [address] of [...SCREENS, [`/recipes/${recipe.id}`] as const]) {
        const res = await page.goto(address);
        expect(res?.status(), address).toBe(200);
        // One title and one description, the page's own in place of the shell's.
        await expect(page.locator('title'), address).toHaveCount(1);
        await expect(page, address).toHaveTitle(/^\S.* \| SproutPlate$/);
        titles.add(await page.title());
        const description = page.locator('meta[name="description"]');
        await expect(description, address).toHaveCount(1);
        await expect(description, address).not.toHaveAttribute('content', /SproutPlate helps parents/);
        const { pathname } = new URL(address, baseURL);
        await expect(page.locator('link[rel="canonical"]'), address).toHaveAttribute(
          'href',
          `${baseURL}${pathname}`,
        );
      }
      expect(titles.size).toBe(SCREENS.length + 1);
      await expect(page).toHaveTitle(`${recipe.title} | SproutPlate`);
      // The list's canonical address keeps its search and filters, not its first page or the rest.
      await page.goto('/recipes?age=6-12+months&page=1&utm_source=newsletter');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/recipes?age=6-12+months`,
      );
    });

    test('a recipe page carries its schema.org Recipe as JSON-LD', async ({ page, baseURL }) => {
      const recipe = featuredRecipe();
      await page.goto(`/recipes/${recipe.id}`);
      const block = page.locator('head script[type="application/ld+json"]');
      await expect(block).toHaveCount(1);
      const ld = JSON.parse((await block.textContent()) ?? '') as Record<string, unknown>;
      const lines = (text: string) => text.split('\n').filter((l) => l.trim()).length;
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: recipe.title,
        url: `${baseURL}/recipes/${recipe.id}`,
        prepTime: expect.stringMatching(/^PT(\d+H)?(\d+M)?$/),
        recipeYield: expect.stringMatching(/^\d+ servings?$/),
      });
      expect(ld.description).toMatch(/Suitable for .*(months|years)\.$/);
      expect((ld.image as string[])[0]).toMatch(new RegExp(`^${baseURL}/images/`));
      expect(ld.recipeIngredient).toHaveLength(lines(recipe.ingredients));
      expect(ld.recipeInstructions).toHaveLength(lines(recipe.instructions));
      expect((ld.recipeInstructions as { '@type': string }[])[0]?.['@type']).toBe('HowToStep');
    });

    test('an unknown address, recipe, food or guide answers 404 with its not-found card', async ({
      page,
    }) => {
      for (const [address, heading, title] of NOT_FOUND) {
        const res = await page.goto(address);
        expect(res?.status(), address).toBe(404);
        expect(res?.headers()['content-type'], address).toMatch(/^text\/html/);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
        await expect(page, address).toHaveTitle(title);
        await expect(page.locator('link[rel="canonical"]'), address).toHaveCount(0);
      }
    });
  });

  test.describe('straight from the server (no service worker)', () => {
    test.use({ serviceWorkers: 'block' });
    /** What the page reports, less the app's note that it could not register its (blocked) worker. */
    const pageErrors = (page: Page) => {
      const errors = collectErrors(page);
      return () => errors.filter((e) => !e.includes('Service worker registration failed'));
    };

    test('the title the server sends is the one the app keeps once it takes the page over', async ({
      page,
    }) => {
      // Every value the tab title takes, from the first byte on.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { titles: string[] }).titles = seen;
        new MutationObserver(() => seen.push(document.title)).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
      test.slow(); // eleven pages
      const errors = pageErrors(page);
      const recipe = featuredRecipe();
      for (const [address] of [...SCREENS, [`/recipes/${recipe.id}`] as const]) {
        const title = await servedTitle(page, address);
        await page.goto(address);
        await hydrated(page);
        await expect(page.locator('[aria-busy="true"]'), address).toHaveCount(0);
        await expect(page, address).toHaveTitle(title);
        const seen = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
        expect(new Set(seen.filter(Boolean)), address).toEqual(new Set([title]));
      }
      expect(errors()).toEqual([]);
    });

    test('a first visit asks for all the code it hydrates with at once: the page names every script', async ({
      page,
    }) => {
      test.slow(); // eleven pages
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute('data-app-ready')) return;
          (window as unknown as { readyAt: number }).readyAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, attributeFilter: ['data-app-ready'], subtree: true });
      });
      const recipe = featuredRecipe();
      for (const [address] of [...SCREENS, [`/recipes/${recipe.id}`] as const]) {
        const html = await (await page.request.get(address)).text();
        await page.goto(address);
        const scripts = await page.evaluate(() => {
          const readyAt = (window as unknown as { readyAt: number }).readyAt;
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < readyAt && new URL(e.name).pathname.endsWith('.js'))
            .map((e) => new URL(e.name).pathname);
        });
        // Each script was named by the page (a <script> or a modulepreload), so none waited for
        // another to arrive and run before it was asked for; and they are few, as each request
        // costs a phone a round trip (9 to 10 a screen, where the build's own splitting made 40 to 80).
        expect(scripts.length, address).toBeGreaterThan(0);
        expect(
          scripts.filter((script) => !html.includes(`"${script}"`)),
          address,
        ).toEqual([]);
        expect(scripts.length, `${address}: ${scripts.join(' ')}`).toBeLessThanOrEqual(12);
      }
    });

    test("the code every screen starts with carries only the theme's recipes SproutPlate uses", async ({
      request,
    }) => {
      // docs/decisions/012: Chakra's theme module builds its default configuration from every
      // recipe; the build drops it, and with it the recipes no screen uses.
      const html = await (await request.get('/')).text();
      const app = /"(\/assets\/app-[\w-]+\.js)"/.exec(html)?.[1];
      expect(app, 'the page names its app chunk').toBeTruthy();
      const code = await (await request.get(app!)).text();
      expect(code, 'the card recipe, which every list uses').toContain('--card-padding');
      for (const unused of [
        '--datepicker-nav-trigger-size',
        '--code-block-highlight-added-bg',
        '--tags-input-height',
      ]) {
        expect(code, unused).not.toContain(unused);
      }
    });

    test('the code a public screen needs before it is hydrated carries neither Dexie nor zod', async ({
      request,
    }) => {
      // Course progress is read through plain IndexedDB and the assistant's names live away from
      // its schemas, so no public screen waits for the device database's or the forms' code.
      const addresses = [...SCREENS.map(([address]) => address), '/recipes/1', '/guides/1'];
      for (const address of addresses) {
        const html = await (await request.get(address)).text();
        const scripts = [
          ...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]*"(\/assets\/[\w.-]+\.js)"/g),
        ];
        expect(scripts.length, address).toBeGreaterThan(1);
        for (const [, script] of scripts) {
          const code = await (await request.get(script!)).text();
          expect(code, `${address}: ${script} carries Dexie`).not.toContain('DatabaseClosedError');
          expect(code, `${address}: ${script} carries zod`).not.toContain('ZodError');
        }
      }
    });

    test('the code a public screen starts with is compiled as it arrives, not as it first runs', async ({
      request,
    }) => {
      // scripts/compile-hints.ts (docs/decisions/016): every script the page names carries V8's
      // compile hint on its first line, in the copies the server sends as they are too.
      for (const address of ['/', '/recipes', '/recipes/1', '/guides/1', '/foods']) {
        const html = await (await request.get(address)).text();
        const scripts = [
          ...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]*"(\/assets\/[\w.-]+\.js)"/g),
        ].map(([, script]) => script!);
        expect(scripts.length, address).toBeGreaterThan(2);
        for (const script of scripts) {
          for (const encoding of ['br', 'gzip', 'identity']) {
            const response = await request.get(script, { headers: { 'Accept-Encoding': encoding } });
            expect(response.ok(), `${script} (${encoding})`).toBe(true);
            const code = await response.text();
            expect(
              code.startsWith('//# allFunctionsCalledOnLoad\n'),
              `${address}: ${script} (${encoding})`,
            ).toBe(true);
          }
        }
      }
    });

    test("a first visit's code arrives brotli-compressed, as the build compressed it", async ({
      page,
      request,
    }) => {
      // scripts/precompress.ts: the build's brotli copies go out as they are, about 15 % fewer
      // bytes than gzip for a phone on a slow connection.
      const reading: Promise<{ path: string; encoding: string | undefined }>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
        // Only the headers: the browser may have let a body go by the time it is asked for.
        reading.push(
          response
            .allHeaders()
            .then((headers) => ({ path: url.pathname, encoding: headers['content-encoding'] })),
        );
      });
      await page.goto('/recipes');
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(reading);
      // What the build compresses: the scripts of 1 KB or more, as they are.
      const sizes = await Promise.all(
        scripts.map(async ({ path }) => {
          const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
          return (await plain.body()).length;
        }),
      );
      const worthCompressing = scripts.filter((_, i) => sizes[i]! >= 1024);
      expect(worthCompressing.length).toBeGreaterThan(3);
      expect(
        worthCompressing.filter((s) => s.encoding !== 'br').map((s) => `${s.path}: ${s.encoding}`),
      ).toEqual([]);
    });

    test('a page asks for its most important picture before its code', async ({ request }) => {
      for (const address of ['/', '/recipes', '/recipes/1']) {
        const html = await (await request.get(address)).text();
        const img = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
        const src = /\ssrc="([^"]*)"/.exec(img)?.[1];
        expect(src, `${address} marks a picture as its most important`).toBeTruthy();
        const preload = html.indexOf(`<link rel="preload" as="image" href="${src}"`);
        expect(preload, address).toBeGreaterThan(0);
        expect(preload, address).toBeLessThan(html.indexOf('rel="modulepreload"'));
        expect(preload, address).toBeLessThan(html.indexOf('<script'));
      }
    });

    test('React takes a 404 page over and keeps showing the same card', async ({ page }) => {
      const errors = pageErrors(page);
      for (const [address, heading, title] of NOT_FOUND) {
        await page.goto(address);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
        await expect(page, address).toHaveTitle(title);
      }
      // The browser reports each 404 (the page's, and the recipe's from the API); nothing else.
      expect(errors().filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`React takes every public screen over without a mismatch (${theme})`, async ({ page }) => {
      test.slow(); // eleven pages, each hydrated
      await page.addInitScript((t) => localStorage.setItem('sproutplate-theme', t), theme);
      const errors = collectErrors(page);
      const recipe = featuredRecipe();
      for (const [address, heading] of [...SCREENS, [`/recipes/${recipe.id}`, recipe.title] as const]) {
        await page.goto(address);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
      }
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('button', { name: /^Theme: / })).toHaveAccessibleName(
        `Theme: ${theme === 'dark' ? 'Dark' : 'Light'}. Change theme`,
      );
      expect(errors).toEqual([]);
    });
  }

  test('signed in, the rendered header is the account, and the screen works once hydrated', async ({
    userPage: { page, account },
  }) => {
    const errors = collectErrors(page);
    const rendered = await page.request.get('/recipes');
    expect(await rendered.text()).toContain('My Account');

    await page.goto('/recipes');
    await hydrated(page);
    await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();
    await page.getByRole('button', { name: /My Account/ }).click();
    await expect(page.getByTestId('account-username')).toHaveText(account.username);
    await page.keyboard.press('Escape');

    // A search runs in the browser, without a new page from the server.
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('carrot');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=carrot/);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('made-up values of the list parameters render nothing new: a bad age is the plain list, a search finding nothing is the shell', async ({
    request,
  }) => {
    const how = async (address: string) => {
      const res = await request.get(address);
      expect(res.status(), address).toBe(200);
      return /page;desc="(\w+)"/.exec(res.headers()['server-timing'] ?? '')?.[1] ?? 'none';
    };
    // The plain list, kept once rendered; a known age group likewise.
    await how('/recipes');
    expect(await how('/recipes')).toBe('kept');
    const random = () => Math.random().toString(36).slice(2, 10);
    const seen: Record<string, number> = {};
    const count = (tag: string) => (seen[tag] = (seen[tag] ?? 0) + 1);
    for (let i = 0; i < 200; i++) {
      count(await how(`/recipes?age=${Math.floor(Math.random() * 1e9)}`));
      count(await how(`/recipes?q=zq${random()}`));
      count(await how(`/recipes?category=${900_000 + i}`));
    }
    // Every made-up age is the plain list, kept; every made-up search or collection is answered
    // with the shell, which the browser fills in: not one render.
    expect(seen).toEqual({ kept: 200, shell: 400 });
    // A search that finds something is rendered once, then kept, however its spaces are typed.
    expect(await how('/recipes?q=carrot')).toBe('rendered');
    expect(await how('/recipes?q=%20carrot%20%20')).toBe('kept');
  });

  test('the service worker keeps the plain app shell, never a rendered page', async ({ request }) => {
    const shell = await (await request.get('/index.html')).text();
    expect(shell).toContain('app-shell');
    expect(shell).not.toContain('sp-server-data');
    const rendered = await (await request.get('/')).text();
    expect(rendered).not.toContain('app-shell');
    expect(rendered).toContain('sp-server-data');
    // The rendered page's styles are all in <head>, none among the markup.
    const [head, body] = rendered.split('</head>');
    expect(head).toMatch(/<style data-sp-styles="[\w -]+">/);
    expect(head).toContain('<style data-sp-global>');
    expect(body).not.toMatch(/<style data-(emotion|sp-)/);
  });

  test('hydrating a page leaves its styles in place and adds only what the server did not render', async ({
    page,
  }) => {
    // Every <style> taken out of the page, from the first byte on (a move is a removal, then an insertion).
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedStyles: string[] }).removedStyles = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => /\/api\/(categories|nutrition-tips)$/.test(r.url()) && asked.push(r.url()));
    for (const address of ['/', '/recipes']) {
      await page.goto(address);
      await hydrated(page);
      // Nothing on the page is busy or inert once hydrated.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('[inert]')).toHaveCount(0);
      if (address === '/') {
        await expect(page.getByTestId('collection-card').first()).toBeVisible();
        await expect(page.getByTestId('tip-card').first()).toBeVisible();
      }
      expect(
        await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles),
      ).toEqual([]);
      const styles = await page.evaluate(() => {
        const rendered = document.querySelector('style[data-sp-styles]');
        const names = new Set(rendered?.getAttribute('data-sp-styles')?.split(' '));
        // Emotion's own element holds the rules the app added; none of them repeats a rendered one.
        const added = [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        );
        return {
          globals: document.querySelectorAll('head > style[data-sp-global]').length,
          renderedInHead: rendered?.parentElement === document.head,
          repeated: added.filter((rule) => [...names].some((name) => rule.includes(`.css-${name}`))),
        };
      });
      expect(styles, address).toEqual({ globals: 2, renderedInHead: true, repeated: [] });
    }
    // No request for the collections or the tips: they came with the page.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });
});
