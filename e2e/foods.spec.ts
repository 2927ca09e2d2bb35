/**
 * The First Foods guide: the index's type-ahead search and filters, a food's page with the stage
 * for the child's age open, the 404 card, the guide offline after one visit, the GET form with
 * JavaScript off, and a recipe's ingredients linking to their foods.
 */
import type { Page } from '@playwright/test';
import { FOOD_ENTRIES } from '../shared/content/foods/entries';
import { foodBySlug } from '../shared/content/foods/foods';
import type { RecipeListResponse } from '../shared/schemas/recipe';
import { expect, serviceWorkerSettled, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('food-results').getByTestId('food-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();

/** The documents the browser asks the server for from now on: a search in the app asks for none. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  return documents;
}

test.describe('the foods guide', () => {
  test('type-ahead finds a food through a misspelling, and the address keeps the search', async ({
    page,
  }) => {
    await page.goto('/foods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Foods Guide');
    await expect(cards(page)).not.toHaveCount(0);
    const documents = documentRequests(page);

    await page.getByRole('searchbox', { name: 'Search foods' }).pressSequentially('brocoli', { delay: 40 });
    await expect(cards(page).first().getByRole('heading')).toHaveText('Broccoli');
    await expect(page).toHaveURL(/\/foods\?q=brocoli$/);
    expect(documents).toEqual([]);

    // The card opens the food's page.
    await cards(page).first().getByRole('link', { name: 'Broccoli' }).click();
    await expect(page).toHaveURL(/\/foods\/broccoli$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broccoli');
  });

  test('filters by allergen and by age, and shows which foods must wait', async ({ page }) => {
    await page.goto('/foods');
    await page.getByRole('combobox', { name: 'Allergen' }).selectOption({ label: 'Egg' });
    await expect(page).toHaveURL(/\/foods\?allergen=egg$/);
    await expect(cards(page)).not.toHaveCount(0);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Allergen: Egg');
    expect(await cardTitles(page)).toContain('Egg');

    // Safe at 9 months: only foods offered by then, and their links carry the age.
    await page.getByRole('combobox', { name: "Safe at my child's age" }).selectOption({ label: '9 months' });
    await expect(page).toHaveURL(/\/foods\?allergen=egg&age=9$/);
    for (const text of await cards(page).allInnerTexts()) expect(text).not.toContain('Not before');
    await expect(cards(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/foods\/[a-z0-9-]+\?age=9$/,
    );

    // Honey is not for a 9-month-old: it is not among the foods, and the search says why not yet.
    await page.getByRole('combobox', { name: 'Allergen' }).selectOption({ label: 'Any or none' });
    await page.getByRole('searchbox', { name: 'Search foods' }).fill('honey');
    await expect(page).toHaveURL(/\/foods\?q=honey&age=9$/);
    const notYet = page.getByTestId('food-not-yet');
    await expect(notYet.getByRole('heading', { name: 'Honey' })).toBeVisible();
    await expect(notYet).toContainText('From 2 years');
    expect(await cardTitles(page)).not.toContain('Honey');

    await page.getByRole('link', { name: 'Clear search and filters' }).first().click();
    await expect(page).toHaveURL(/\/foods$/);
    await expect(page.getByRole('searchbox', { name: 'Search foods' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Allergen' })).toHaveValue('');
  });

  test('an age outside 0 to 5 years, or not an age, is explained and ignored; a search of symbols finds nothing', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const age of ['200', 'banana']) {
      await page.goto(`/foods?age=${age}`);
      await expect(page.getByTestId('age-refused')).toContainText(
        "SproutPlate's guidance covers 0 to 5 years.",
      );
      await expect(cards(page)).not.toHaveCount(0);
      await expect(page.getByRole('combobox', { name: "Safe at my child's age" })).toHaveValue('');
    }
    await page.goto(`/foods?q=${encodeURIComponent('!?#%&🍌🥦*'.repeat(20).slice(0, 200))}`);
    await expect(page.getByTestId('food-count')).toHaveText('No foods match');
    await expect(page.getByRole('link', { name: 'clear the search and filters' })).toHaveAttribute(
      'href',
      '/foods',
    );
    await page.goto('/foods/egg?age=banana');
    await expect(page.getByTestId('age-refused')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a food's page opens the stage for the child's age, and the age picker moves it", async ({ page }) => {
    const broccoli = foodBySlug('broccoli');
    expect(broccoli?.fromMonths).toBe(6);
    await page.goto('/foods/broccoli?age=9');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broccoli');
    const stage = (id: string) => page.locator(`details[data-stage="${id}"]`);
    await expect(stage('9m')).toHaveAttribute('open', '');
    for (const id of ['6m', '12m', '18m', '2-3y', '3-5y'])
      await expect(stage(id)).not.toHaveAttribute('open');
    await expect(stage('9m')).toContainText(broccoli!.stages['9m']!);

    await page.getByRole('combobox', { name: "Your child's age" }).selectOption({ label: '2 years' });
    await expect(page).toHaveURL(/\/foods\/broccoli\?age=24$/);
    await expect(stage('2-3y')).toHaveAttribute('open', '');
    await expect(stage('9m')).not.toHaveAttribute('open');

    // Without an age, the first stage the food is offered at is open; a later food says "Not yet" before it.
    await page.goto('/foods/honey');
    await expect(stage('2-3y')).toHaveAttribute('open', '');
    await expect(stage('6m')).toContainText('Not yet');
    await expect(page.getByTestId('food-not-yet')).toBeVisible();

    // An allergen food: how to introduce it, with the note for babies with eczema or an allergy.
    await page.goto('/foods/egg');
    await expect(page.getByRole('heading', { name: 'How to introduce egg' })).toBeVisible();
    await expect(page.getByTestId('allergy-doctor-note')).toHaveText(
      'If your baby has severe eczema or a known food allergy, talk to your doctor before introducing allergens.',
    );
    await expect(page.getByTestId('allergen-steps').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByTestId('food-rules')).toContainText('Source: ');
    await expect(page.getByTestId('food-disclaimer')).toHaveText(
      'This guide is general information, not medical advice. If you are unsure, ask your health visitor or doctor.',
    );
    // Recipes of the catalog with the food, and a way to see them all.
    await expect(page.getByTestId('food-recipes').getByTestId('recipe-card')).not.toHaveCount(0);
    await expect(page.getByRole('link', { name: /^See all \d+ recipes with Egg/ })).toHaveAttribute(
      'href',
      '/recipes?q=Egg',
    );
  });

  test('an unknown food shows the 404 card with the way back to the guide', async ({ page }) => {
    await page.goto('/foods/not-a-real-food');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that food");
    await page.getByRole('link', { name: 'Back to the foods guide' }).click();
    await expect(page).toHaveURL(/\/foods$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Foods Guide');

    // A misspelt address suggests the food it may mean, and the suggestion opens it.
    await page.goto('/foods/brocoli');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('link', { name: 'Broccoli', exact: true }).click();
    await expect(page).toHaveURL(/\/foods\/broccoli$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broccoli');
  });

  test("the list and a food's page hydrate before the whole guide is loaded", async ({ page }) => {
    // When the app has the page, in the page's clock (as bench/emulation.ts records it).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-app-ready')) return;
        (window as { appReadyAt?: number }).appReadyAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ['data-app-ready'], subtree: true });
    });
    /** The scripts the page asked for before the app had it. */
    const scriptsBeforeHydrated = async () => {
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      return page.evaluate(() => {
        const ready = (window as { appReadyAt?: number }).appReadyAt;
        if (ready === undefined) throw new Error('the page never said when it was hydrated');
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < ready)
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js'));
      });
    };
    // The guide's chunk: `foods-` and its hash (the list's own is foods-page-…).
    const wholeGuide = (scripts: string[]) => scripts.filter((p) => /^\/assets\/foods-[\w-]{8}\.js$/.test(p));

    await page.goto('/foods');
    const list = await scriptsBeforeHydrated();
    expect(list.some((p) => p.startsWith('/assets/foods-page-'))).toBe(true);
    expect(wholeGuide(list)).toEqual([]);
    await expect(cards(page)).toHaveCount(FOOD_ENTRIES.length);

    await page.goto('/foods/egg?age=7');
    const food = await scriptsBeforeHydrated();
    expect(food.some((p) => p.startsWith('/assets/food-detail-page-'))).toBe(true);
    expect(wholeGuide(food)).toEqual([]);
    // Hydrated as the server rendered it, and working: the age picker moves the open stage.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Egg');
    await expect(page.locator('details[data-stage="6m"]')).toHaveAttribute('open', '');
    await page.getByRole('combobox', { name: "Your child's age" }).selectOption({ label: '2 years' });
    await expect(page).toHaveURL(/\/foods\/egg\?age=24$/);
    await expect(page.locator('details[data-stage="2-3y"]')).toHaveAttribute('open', '');
  });

  test("a recipe's ingredients link to the foods they name", async ({ page }) => {
    const list = (await (await page.request.get('/api/recipes?q=broccoli')).json()) as RecipeListResponse;
    const recipe = list.recipes[0]!;
    await page.goto(`/recipes/${recipe.id}`);
    const link = page.getByTestId('ingredients').locator('a[href="/foods/broccoli"]');
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(/\/foods\/broccoli$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broccoli');
  });
});

test.describe('the foods guide with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form searches and filters as a plain GET form', async ({ page }) => {
    await page.goto('/foods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Foods Guide');
    await page.getByRole('searchbox', { name: 'Search foods' }).fill('egg');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/foods\?q=egg&/);
    expect(await cardTitles(page)).toContain('Egg');
    await expect(page.getByRole('searchbox', { name: 'Search foods' })).toHaveValue('egg');

    await page.getByRole('searchbox', { name: 'Search foods' }).fill('');
    await page.getByRole('combobox', { name: 'Allergen' }).selectOption({ label: 'Peanut' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/allergen=peanut/);
    await expect(cards(page)).not.toHaveCount(0);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Allergen: Peanut');
    await expect(page.getByRole('combobox', { name: 'Allergen' })).toHaveValue('peanut');

    // A food's age picker is a GET form too.
    await page.goto('/foods/broccoli');
    await page.getByRole('combobox', { name: "Your child's age" }).selectOption({ label: '2 years' });
    await page.getByRole('button', { name: 'Show this stage' }).click();
    await expect(page).toHaveURL(/\/foods\/broccoli\?age=24$/);
    await expect(page.locator('details[data-stage="2-3y"]')).toHaveAttribute('open', '');
  });
});

test.describe('the foods guide offline', () => {
  // As in offline.spec.ts: a brand-new browser profile may still replace a worker just installed.
  test.describe.configure({ retries: 2 });

  test('after one visit the guide and its search work with no network', async ({
    installed: { page, context },
  }) => {
    await page.goto('/foods');
    await serviceWorkerSettled(page);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.goto('/foods/sweet-potato?age=9');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(foodBySlug('sweet-potato')!.name);
    await expect(page.locator('details[data-stage="9m"]')).toHaveAttribute('open', '');
    await expect(page.getByText("You're offline.")).toBeVisible();

    await page.getByRole('link', { name: 'All foods' }).click();
    await page.getByRole('searchbox', { name: 'Search foods' }).pressSequentially('yogurt', { delay: 30 });
    await expect(page).toHaveURL(/q=yogurt/);
    expect(await cardTitles(page)).toContain(foodBySlug('yoghurt')?.name ?? 'Yoghurt');
  });
});
