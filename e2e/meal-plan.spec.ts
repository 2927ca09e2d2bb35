import type { Page } from '@playwright/test';
import { mergeIngredients, parseIngredient } from '../shared/lib/shopping-list';
import { MEAL_SLOTS } from '../shared/schemas/meal-plan';
import type { Recipe } from '../shared/schemas/recipe';
import type { CatalogSyncResponse } from '../shared/schemas/sync';
import { createAccount, expect, test } from './fixtures';

async function catalog(page: Page): Promise<Recipe[]> {
  return ((await (await page.request.get('/api/catalog/sync')).json()) as CatalogSyncResponse).recipes;
}

async function pickInto(page: Page, slotLabel: string, title: string) {
  await page.getByRole('button', { name: slotLabel }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill(title);
  await dialog
    .getByRole('button', { name: new RegExp(title.replace(/[()]/g, '.')) })
    .first()
    .click();
  await expect(page.getByTestId('toast')).toContainText('Recipe added');
}

test.describe('meal planner', () => {
  test('?recipe= puts the recipe into Monday under its meal type and leaves the address', async ({
    page,
  }) => {
    await createAccount(page.request);
    const recipe = (await catalog(page)).find((r) => r.mealType === 'dinner')!;
    await page.goto(`/meal-plan?recipe=${recipe.id}`);
    await expect(page.getByTestId('toast')).toContainText('Recipe added to meal plan');
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expect(page.getByTestId('slot-monday-dinner')).toContainText(recipe.title);
    // Kept on the device: still there after a reload.
    await page.reload();
    await expect(page.getByTestId('slot-monday-dinner')).toContainText(recipe.title);
  });

  test('weeks start on Monday and are labelled across a month boundary', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00'));
    await createAccount(page.request);
    await page.goto('/meal-plan');
    const label = page.getByTestId('week-label');
    await expect(label).toContainText('Mon 23-29');
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(label).toContainText('Mon 30 - Sun 6');
    await expect(label).toContainText('Monday 30 November to Sunday 6 December 2026');
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(label).toContainText('Mon 7-13');
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(label).toContainText('Mon 23-29');
    // Two taps before the screen has caught up with the first go two weeks, not one.
    await page.getByRole('button', { name: 'Next week' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(label).toContainText('Mon 7-13');
    await expect(page).toHaveURL(/\?week=2026-12-07$/);
  });

  test('two recipes sharing an ingredient give one merged line with the quantities added', async ({
    page,
  }) => {
    await createAccount(page.request);
    const recipes = await catalog(page);
    // Two recipes whose lines for one ingredient share a unit (e.g. eggs, or tbsp of oil).
    let pair: { a: Recipe; b: Recipe; name: string } | undefined;
    outer: for (const a of recipes) {
      for (const b of recipes) {
        if (a.id >= b.id) continue;
        for (const la of a.ingredients.split('\n')) {
          const pa = parseIngredient(la);
          if (pa.quantity === null || pa.quantityMax !== null) continue;
          const match = b.ingredients
            .split('\n')
            .map(parseIngredient)
            .find(
              (pb) =>
                pb.name === pa.name && pb.unit === pa.unit && pb.quantity !== null && pb.quantityMax === null,
            );
          if (match) {
            pair = { a, b, name: pa.name };
            break outer;
          }
        }
      }
    }
    expect(pair, 'the catalog has two recipes sharing an ingredient').toBeDefined();
    const { a, b, name } = pair!;
    const expected = mergeIngredients(
      [a, b].flatMap((r) => r.ingredients.split('\n').map((line) => ({ line, recipeTitle: r.title }))),
    ).find((i) => i.name === name && i.recipes.length === 2)!;

    await page.goto('/meal-plan');
    await pickInto(page, 'Add a recipe to Monday breakfast', a.title);
    await pickInto(page, 'Add a recipe to Tuesday lunch', b.title);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Shopping List' }).click();
    await expect(page.getByTestId('toast')).toContainText('Shopping list generated');
    const text = await (await (await download).createReadStream()).toArray();
    expect(Buffer.concat(text).toString()).toMatch(/^SproutPlate shopping list: Monday/);

    await page.getByRole('link', { name: 'Shopping List' }).click();
    const line = page.getByTestId('shopping-item').filter({ hasText: a.title }).filter({ hasText: b.title });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`${expected.amount} ${expected.name}`);
  });

  test('an empty week has nothing to shop for', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/meal-plan');
    await page.getByRole('button', { name: 'Generate Shopping List' }).click();
    await expect(page.getByTestId('toast')).toContainText('No ingredients found');
    await expect(page.getByTestId('toast')).toContainText('Add some recipes to your meal plan first.');
    await page.goto('/shopping-list');
    await expect(page.getByText('No ingredients found')).toBeVisible();
  });

  test('a broken stored plan gives an empty planner, not an error screen', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/meal-plan');
    await expect(page.getByRole('button', { name: 'Add a recipe to Monday breakfast' })).toBeVisible();
    const week = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await page.evaluate(
      (weekStart) =>
        new Promise<void>((resolve) => {
          const req = indexedDB.open('sproutplate');
          req.onsuccess = () => {
            const tx = req.result.transaction('mealPlans', 'readwrite');
            tx.objectStore('mealPlans').put({ weekStart, plan: { days: 'not a plan' }, updatedAt: 1 });
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
          };
        }),
      week,
    );
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add a recipe to Monday breakfast' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meal Planner' })).toBeVisible();
    expect(errors.some((e) => e.includes('is broken'))).toBe(true);
  });

  test('a plan saved to a file loads back; a file that is not a plan changes nothing', async ({ page }) => {
    await createAccount(page.request);
    const recipe = (await catalog(page)).find((r) => r.mealType === 'lunch')!;
    await page.goto(`/meal-plan?recipe=${recipe.id}`);
    await expect(page.getByTestId('slot-monday-lunch')).toContainText(recipe.title);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save Meal Plan' }).click();
    await expect(page.getByTestId('toast')).toContainText('Meal plan saved');
    const saved = await (await download).path();

    await page.getByRole('button', { name: 'Clear Plan' }).click();
    await expect(page.getByTestId('toast')).toContainText('Meal plan cleared');
    await expect(page.getByRole('button', { name: 'Add a recipe to Monday lunch' })).toBeVisible();

    await page.getByTestId('plan-file-input').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(page.getByTestId('toast')).toContainText('That file is not a SproutPlate meal plan');
    await expect(page.getByRole('button', { name: 'Add a recipe to Monday lunch' })).toBeVisible();

    await page.getByTestId('plan-file-input').setInputFiles(saved);
    await expect(page.getByTestId('toast')).toContainText('Meal plan loaded');
    await expect(page.getByTestId('slot-monday-lunch')).toContainText(recipe.title);
  });

  test('a plan left in localStorage by an earlier version is moved over once', async ({ page }) => {
    await createAccount(page.request);
    const recipe = (await catalog(page)).find((r) => r.mealType === 'breakfast')!;
    await page.goto('/about');
    await page.evaluate((r) => {
      localStorage.setItem('mealPlan', JSON.stringify({ Wednesday: { breakfast: r, lunch: null } }));
    }, recipe);
    await page.goto('/meal-plan');
    await expect(page.getByTestId('slot-wednesday-breakfast')).toContainText(recipe.title);
    expect(await page.evaluate(() => localStorage.getItem('mealPlan'))).toBeNull();
  });
});

test.describe('shopping list offline', () => {
  // The same fresh-profile flake as in offline.spec.ts; a real failure fails every attempt.
  test.describe.configure({ retries: 2 });

  test('a ticked item stays ticked offline and after a reload', async ({ installed: { page, context } }) => {
    await createAccount(page.request);
    const recipe = (await catalog(page)).find((r) => r.mealType === 'snack')!;
    await page.goto(`/meal-plan?recipe=${recipe.id}`);
    await expect(page.getByTestId('slot-monday-snack')).toContainText(recipe.title);
    await page.goto('/shopping-list');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    // Once more online, so the page is served by the worker from the start (see offline.spec.ts).
    await page.reload();
    await page.waitForLoadState('networkidle');

    const first = page.getByTestId('shopping-item').first();
    await first.click();
    await expect(page.getByTestId('shopping-progress')).toHaveText(/^1 of \d+ items ticked$/);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('shopping-progress')).toHaveText(/^1 of \d+ items ticked$/);
    await expect(page.getByTestId('shopping-item').first().locator('input')).toBeChecked();
    await page.getByRole('button', { name: 'Uncheck all' }).click();
    await expect(page.getByTestId('shopping-progress')).toHaveText(/^0 of \d+ items ticked$/);
  });
});

test.describe("the planner's allergen badges", () => {
  // The children's view comes from the network here, so the test can hold it back.
  test.use({ serviceWorkers: 'block' });

  test('arrive after the first screen without moving the slots below them', async ({ page }) => {
    await createAccount(page.request);
    const recipe = (await catalog(page)).find((r) => r.title === 'Banana Oat Pancakes')!;
    const below = MEAL_SLOTS[MEAL_SLOTS.indexOf(recipe.mealType!) + 1];
    expect(below, 'a meal slot under the recipe').toBeDefined();
    await page.goto(`/meal-plan?recipe=${recipe.id}`);
    const planned = page.getByTestId(`slot-monday-${recipe.mealType}`);
    await expect(planned.getByLabel('Allergens')).toHaveText('Egg');

    // Again, with the code of the children's view (which reads the allergens) held back until the
    // slot under the recipe has been measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/plan-children-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(planned).toContainText(recipe.title);
    await expect(planned.getByLabel('Allergens')).toHaveCount(0);
    const slot = page.getByTestId(`slot-monday-${below}`);
    const before = await slot.boundingBox();
    release();
    await expect(planned.getByLabel('Allergens')).toHaveText('Egg');
    expect(await slot.boundingBox()).toEqual(before);
  });
});
