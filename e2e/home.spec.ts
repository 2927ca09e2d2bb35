import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The address the search panel sent us to: /recipes with exactly these query
 * parameters, no more and no fewer. Compared as a set, so the recipe list may
 * rewrite the address in its own order without breaking this test.
 */
async function expectRecipesQuery(page: Page, expected: Record<string, string>) {
  await expect(page).toHaveURL(/\/recipes(\?|$)/);
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, params: [...url.searchParams.entries()].sort() };
    })
    .toEqual({ path: '/recipes', params: Object.entries(expected).sort() });
}

test.describe('home: recipe search panel', () => {
  test('text, age, meal type and the advanced filters all reach /recipes', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Recipe search' });
    await expect(
      search.getByPlaceholder('Search recipes, ingredients, or nutritional needs...'),
    ).toBeVisible();

    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('sweet potato');
    await search.getByLabel('Age Range').selectOption('1-2 years');
    await search.getByLabel('Meal Type').selectOption('lunch');
    await expect(search.getByLabel('Dietary Needs')).toHaveValue('any');

    // The advanced pair is hidden until asked for.
    await expect(search.getByLabel('Max Preparation Time')).toBeHidden();
    // A native disclosure (<details>), which works before the app hydrates the page.
    const toggle = search.locator('summary');
    await expect(toggle).toHaveAccessibleName('Advanced Filters');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Hide Advanced Filters');
    await expect(search.locator('details')).toHaveAttribute('open', '');
    await search.getByLabel('Max Preparation Time').selectOption('30');
    await search.getByLabel('Difficulty Level').selectOption('easy');

    await search.getByRole('button', { name: 'Search Recipes' }).click();
    await expectRecipesQuery(page, {
      q: 'sweet potato',
      age: '1-2 years',
      type: 'lunch',
      prep: '30',
      diff: 'easy',
    });
  });

  test('closing the advanced section drops prep and diff', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Recipe search' });
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('pea');
    await search.getByLabel('Dietary Needs').selectOption('dairy-free');

    const toggle = search.locator('summary');
    await toggle.click();
    await search.getByLabel('Max Preparation Time').selectOption('60');
    await search.getByLabel('Difficulty Level').selectOption('medium');
    await expect(toggle).toHaveAccessibleName('Hide Advanced Filters');
    await toggle.click();
    await expect(search.getByLabel('Max Preparation Time')).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Advanced Filters');
    await expect(search.locator('details')).not.toHaveAttribute('open');

    await search.getByRole('button', { name: 'Search Recipes' }).click();
    await expectRecipesQuery(page, { q: 'pea', diet: 'dairy-free' });
  });

  test('an untouched panel goes to /recipes with no query', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Recipe search' });
    await search.getByRole('button', { name: 'Search Recipes' }).click();
    await expectRecipesQuery(page, {});
  });
});

test.describe('home: newsletter', () => {
  test('a blank email is refused without a call; a real one subscribes and clears the field', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/newsletter/subscribe')) calls.push(req.method());
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    const input = form.getByRole('textbox', { name: 'Email address' });
    const button = form.getByRole('button', { name: 'Subscribe' });
    const toast = page.getByTestId('toast');
    await expect(input).toHaveAttribute('type', 'email');

    await input.fill('   ');
    await button.click();
    await expect(toast).toContainText('Email required');
    await expect(toast).toContainText('Please enter your email address.');
    expect(calls).toEqual([]);

    // Hold the request so the submitting state can be seen, then let it through to the real API.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });

    await input.fill(`parent-${randomUUID().slice(0, 8)}@example.com`);
    await button.click();
    const pending = form.getByRole('button', { name: 'Subscribing...' });
    await expect(pending).toBeDisabled();
    await expect(input).toBeDisabled();
    release();

    await expect(toast).toContainText('Subscription successful!');
    await expect(toast).toContainText('Thank you for subscribing to our newsletter.');
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
    expect(calls).toEqual(['POST']);
  });
});

test.describe('home: catalogue sections', () => {
  test('featured recipes and collections render; a collection opens its recipes', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/categories')).json()) as {
      id: number;
      name: string;
    }[];
    expect(categories.length).toBeGreaterThan(0);
    const first = categories[0]!;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Raise a Happy, Healthy Eater' })).toBeVisible();

    const featured = page.getByRole('region', { name: 'Featured Recipes' });
    const cards = featured.getByTestId('recipe-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    await expect(featured.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/recipes');

    const collections = page.getByRole('region', { name: 'Popular Collections' });
    await expect(collections.getByTestId('collection-card')).toHaveCount(categories.length);
    const link = collections.getByRole('link', { name: first.name, exact: true });
    await expect(link).toHaveAttribute('href', `/recipes?category=${first.id}`);

    // Browse by Age goes to the list for that age.
    await expect(
      page.getByRole('region', { name: 'Browse by Age' }).getByRole('link', { name: /^1-2 years/ }),
    ).toHaveAttribute('href', '/recipes?age=1-2+years');

    await link.click();
    await expectRecipesQuery(page, { category: String(first.id) });
  });

  test('expert tips show three cards and link to /nutrition-tips, which lists every tip', async ({
    page,
    request,
  }) => {
    const tips = (await (await request.get('/api/nutrition-tips')).json()) as { title: string }[];
    expect(tips.length).toBeGreaterThan(3);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Expert Nutrition Tips' });
    await expect(section.getByTestId('tip-card')).toHaveCount(3);
    await section.getByRole('link', { name: /View All/ }).click();

    await expect(page).toHaveURL(/\/nutrition-tips$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Tips' })).toBeVisible();
    await expect(page.getByTestId('tip-card')).toHaveCount(tips.length);
    await expect(page.getByRole('heading', { name: tips[0]!.title, exact: true })).toBeVisible();
  });
});

test.describe('home: sections below the fold', () => {
  /** A mark on the page's window: still there after a navigation only if the router made it. */
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as { sameDocument?: true }).sameDocument = true));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as { sameDocument?: true }).sameDocument === true);

  test('their links go through the router, on the page the server rendered and on one the browser did', async ({
    page,
  }) => {
    await page.goto('/');
    const collections = page.getByRole('region', { name: 'Popular Collections' });
    await expect(collections.getByTestId('collection-card').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await markDocument(page);
    await collections.getByTestId('collection-card').first().getByRole('link').click();
    await expectRecipesQuery(page, { category: '1' });
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    // Back on the home page, now rendered by the browser.
    await page.goBack();
    const assistant = page.getByRole('region', { name: 'Help for Tricky Mealtimes, Day or Night' });
    await assistant.getByRole('link', { name: 'Chat with AI Assistant Now' }).click();
    // The assistant is for signed-in people: the router sends a visitor to sign in first.
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fchatbot$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a collection whose picture fails to load shows its placeholder', async ({ page, request }) => {
    const [first] = (await (await request.get('/api/categories')).json()) as { imageUrl: string | null }[];
    expect(first?.imageUrl).toBeTruthy();
    await page.route(`**${first!.imageUrl!}`, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const collections = page.getByRole('region', { name: 'Popular Collections' });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await collections.scrollIntoViewIfNeeded();
    await expect(collections.getByTestId('collection-placeholder')).toHaveCount(1);
    await expect(collections.getByTestId('collection-card')).toHaveCount(
      ((await (await request.get('/api/categories')).json()) as unknown[]).length,
    );
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('nothing is wider than the screen; the week grid scrolls inside its own box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Plan the Week in Minutes' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/meal-plan');
    await expect(page.getByRole('link', { name: 'Chat with AI Assistant Now' })).toHaveAttribute(
      'href',
      '/chatbot',
    );
  });
});

/** Before the app's code arrives (here: never), the home page works as plain HTML. */
test.describe('home with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the search panel is a GET form to /recipes, advanced filters and all', async ({ page }) => {
    const api = (await (await page.request.get('/api/recipes?q=carrot&age=1-2%20years&prep=30')).json()) as {
      total: number;
    };
    expect(api.total).toBeGreaterThan(0);
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Recipe search' });
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('carrot');
    await search.getByLabel('Age Range').selectOption('1-2 years');
    await expect(search.getByLabel('Max Preparation Time')).toBeHidden();
    await search.getByText('Advanced Filters', { exact: true }).click();
    await expect(search.getByText('Hide Advanced Filters', { exact: true })).toBeVisible();
    await search.getByLabel('Max Preparation Time').selectOption('30');
    await search.getByRole('button', { name: 'Search Recipes' }).click();

    // The form sends every field; the list reads the ones set and drops the 'any' ones.
    await expect(page).toHaveURL(/\/recipes\?q=carrot&age=1-2\+years&/);
    await expect(page).toHaveURL(/[?&]prep=30(&|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes');
    await expect(page.getByTestId('recipe-count')).toHaveText(
      `Showing 1 - ${Math.min(12, api.total)} of ${api.total} recipes`,
    );
    const chips = page.getByLabel('Active filters');
    await expect(chips.getByText('“carrot”')).toBeVisible();
    await expect(chips.getByText('1-2 years')).toBeVisible();
    await expect(chips.getByText('30 minutes or less')).toBeVisible();
  });

  test('a collection card, an age and a promotion are links', async ({ page, request }) => {
    const [first] = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
    await page.goto('/');
    const collections = page.getByRole('region', { name: 'Popular Collections' });
    await collections.getByRole('link', { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes\\?category=${first!.id}$`));
    await expect(page.getByLabel('Active filters').getByText(first!.name)).toBeVisible();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();

    await page.goto('/');
    await page
      .getByRole('region', { name: 'Browse by Age' })
      .getByRole('link', { name: /^3-5 years/ })
      .click();
    await expect(page).toHaveURL(/\/recipes\?age=3-5\+years$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/meal-plan');
    await expect(page.getByRole('link', { name: 'Chat with AI Assistant Now' })).toHaveAttribute(
      'href',
      '/chatbot',
    );
  });
});
