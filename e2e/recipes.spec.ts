import type { Page } from '@playwright/test';
import type { Recipe, RecipeListResponse } from '../shared/schemas/recipe';
import { createAccount, expect, test } from './fixtures';

test.describe('recipe list', () => {
  test('filters from the address show as chips; removing one keeps the rest', async ({ page }) => {
    await page.goto('/recipes?age=1-2%20years&type=lunch');
    const chips = page.getByLabel('Active filters');
    await expect(chips.getByText('1-2 years')).toBeVisible();
    await expect(chips.getByText('Lunch')).toBeVisible();
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - \d+ of \d+ recipes$/);
    const cards = page.getByTestId('recipe-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('1-2 years');

    await page.getByRole('link', { name: 'Remove filter Lunch' }).click();
    await expect(page).toHaveURL(/\/recipes\?age=1-2\+years$/);
    await expect(chips.getByText('Lunch')).toBeHidden();
    await expect(chips.getByText('1-2 years')).toBeVisible();

    await page.getByRole('link', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('a hand-typed bad address drops what is invalid and shows the rest', async ({ page }) => {
    await page.goto('/recipes?age=banana&page=-3&type=snack');
    await expect(page).toHaveURL(/\/recipes\?type=snack$/);
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - \d+ of \d+ recipes$/);
  });

  test('pagination goes to page 2 and back without new history entries', async ({ page }) => {
    await page.goto('/');
    await page.goto('/recipes');
    const count = page.getByTestId('recipe-count');
    await expect(count).toHaveText(/^Showing 1 - 12 of (\d+) recipes$/);
    const firstTitle = await page.getByTestId('recipe-card').first().getByRole('heading').innerText();

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(count).toHaveText(/^Showing 13 - 24 of \d+ recipes$/);
    await expect(page.getByTestId('recipe-card').first().getByRole('heading')).not.toHaveText(firstTitle);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeEnabled();

    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(count).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);
    // The first page's Previous is no link: nowhere to go.
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    // The address was replaced, not pushed: Back leaves the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a filter change goes back to page 1', async ({ page }) => {
    await page.goto('/recipes?page=2');
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 13 - /);
    await page
      .getByRole('navigation', { name: 'Age groups' })
      .getByRole('link', { name: '3-5 years' })
      .click();
    await expect(page).toHaveURL(/\/recipes\?age=3-5\+years$/);
    await expect(
      page.getByRole('navigation', { name: 'Age groups' }).getByRole('link', { name: '3-5 years' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - /);
  });

  test('on a wide screen, the sidebar selects filter the list at once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/recipes?page=2');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Meal Type' }).selectOption('Lunch');
    await expect(page).toHaveURL(/\/recipes\?type=lunch$/);
    await expect(page.getByLabel('Active filters').getByText('Lunch')).toBeVisible();
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - /);
  });

  test('on a phone, the filters open behind Show Filters and apply together', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/recipes');
    // A native disclosure (<details>), which works before the app hydrates the page.
    const toggle = page.locator('summary').filter({ hasText: 'Filters' });
    await expect(toggle).toHaveAccessibleName('Show Filters');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Hide Filters');
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
    await page.getByRole('combobox', { name: 'Max Preparation Time' }).selectOption('15 minutes or less');
    // Nothing changes until they are applied.
    await expect(page).toHaveURL(/\/recipes$/);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/recipes\?diff=easy&prep=15$/);
    await expect(toggle).toHaveAccessibleName('Show Filters');
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toBeHidden();
    const chips = page.getByLabel('Active filters');
    await expect(chips.getByText('Easy')).toBeVisible();
    await expect(chips.getByText('15 minutes or less')).toBeVisible();
  });
});

test.describe('recipe detail', () => {
  async function recipeWithManySteps(page: Page): Promise<Recipe> {
    const body = (await (
      await page.request.get('/api/recipes?age=3-5%20years')
    ).json()) as RecipeListResponse;
    const recipe = body.recipes.find((r) => r.instructions.split('\n').filter(Boolean).length > 3);
    if (!recipe) throw new Error('no recipe with more than 3 steps');
    return recipe;
  }

  test('shows 3 steps, then all, then 3 again', async ({ page }) => {
    const recipe = await recipeWithManySteps(page);
    const total = recipe.instructions.split('\n').filter(Boolean).length;
    await page.goto(`/recipes/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
    const steps = page.getByTestId('instructions').getByRole('listitem');
    await expect(steps.filter({ visible: true })).toHaveCount(3);
    await page.getByText('Show All Steps', { exact: true }).click();
    await expect(steps.filter({ visible: true })).toHaveCount(total);
    await page.getByText('Show Less', { exact: true }).click();
    await expect(steps.filter({ visible: true })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Add to Meal Plan' })).toHaveAttribute(
      'href',
      `/meal-plan?recipe=${recipe.id}`,
    );
  });

  test('signed out, saving asks to sign in', async ({ page }) => {
    const recipe = await recipeWithManySteps(page);
    await page.goto(`/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Sign in required');
    await expect(toast).toContainText('Please sign in to save recipes');
  });

  test('signed in, a saved recipe is still Saved after a reload, and can be removed', async ({ page }) => {
    await createAccount(page.request);
    const recipe = await recipeWithManySteps(page);
    await page.goto(`/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByTestId('toast')).toContainText('Recipe saved');
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    // A save goes through the device's outbox: a reload during its request sends it again after the reload.
    await expect
      .poll(async () =>
        ((await (await page.request.get('/api/recipes/saved')).json()) as Recipe[]).map((r) => r.id),
      )
      .toEqual([recipe.id]);

    await page.getByRole('button', { name: 'Saved' }).click();
    await expect(page.getByTestId('toast')).toContainText('Recipe removed');
    await expect(page.getByRole('button', { name: 'Save Recipe' })).toBeVisible();
  });

  test('an unknown recipe shows Recipe not found with a way back', async ({ page }) => {
    await page.goto('/recipes/987654');
    await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });
});

/**
 * Before the app's code arrives (here: never), the list and a recipe work as plain HTML: links,
 * GET forms whose fields carry the address's values, and native disclosures.
 */
test.describe('the recipe screens with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('page 2 is a link to the next page of the list', async ({ page }) => {
    await page.goto('/recipes');
    const count = page.getByTestId('recipe-count');
    await expect(count).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeDisabled();
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(count).toHaveText(/^Showing 13 - 24 of \d+ recipes$/);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the age strip, the sidebar filters, a chip and Clear work as links and a form', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/recipes?page=2');
    await page
      .getByRole('navigation', { name: 'Age groups' })
      .getByRole('link', { name: '1-2 years' })
      .click();
    await expect(page).toHaveURL(/\/recipes\?age=1-2\+years$/);
    for (const text of await page.getByTestId('recipe-card').allInnerTexts())
      expect(text).toContain('1-2 years');

    // The sidebar's selects are a GET form; before the app, Apply Filters submits them with the age.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Meal Type' }).selectOption('Lunch');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]age=1-2\+years&/);
    await expect(page).toHaveURL(/[?&]type=lunch(&|$)/);
    const chips = page.getByLabel('Active filters');
    await expect(chips.getByText('Lunch')).toBeVisible();
    await expect(chips.getByText('1-2 years')).toBeVisible();
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - \d+ of \d+ recipes$/);

    await page.getByRole('link', { name: 'Remove filter Lunch' }).click();
    await expect(page).toHaveURL(/\/recipes\?age=1-2\+years$/);
    await page.getByRole('link', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('a search with words reaches /recipes?q= and shows its results, keeping the filters', async ({
    page,
  }) => {
    const api = (await (
      await page.request.get('/api/recipes?q=carrot&type=lunch')
    ).json()) as RecipeListResponse;
    expect(api.total).toBeGreaterThan(0);
    await page.goto('/recipes?type=lunch');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('carrot');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\?type=lunch&q=carrot$/);
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('carrot');
    await expect(page.getByTestId('recipe-count')).toHaveText(
      `Showing 1 - ${Math.min(12, api.total)} of ${api.total} recipes`,
    );
    expect(await page.getByTestId('recipe-card').getByRole('heading').allInnerTexts()).toEqual(
      api.recipes.map((r) => r.title),
    );
  });

  test('a hand-typed bad address shows the same list as the app', async ({ page }) => {
    await page.goto('/recipes?page=-3&age=banana');
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);
    await expect(page.getByTestId('recipe-card')).toHaveCount(12);
    // A page past the last one says so, with a way back.
    await page.goto('/recipes?page=9999');
    await expect(page.getByTestId('recipe-count')).toHaveText('No recipes on page 9999');
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  });

  test('on a phone, Show Filters opens the filters and Apply Filters submits them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/recipes?age=3-5+years');
    await page.getByText('Show Filters', { exact: true }).click();
    await expect(page.getByText('Hide Filters', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]age=3-5\+years&/);
    await expect(page).toHaveURL(/[?&]diff=easy(&|$)/);
    await expect(page.getByLabel('Active filters').getByText('Easy')).toBeVisible();
    await expect(page.getByText('Show Filters', { exact: true })).toBeVisible();
  });

  test('Show All Steps and Show Less open and close the steps', async ({ page }) => {
    const body = (await (
      await page.request.get('/api/recipes?age=3-5%20years')
    ).json()) as RecipeListResponse;
    const recipe = body.recipes.find((r) => r.instructions.split('\n').filter(Boolean).length > 3);
    if (!recipe) throw new Error('no recipe with more than 3 steps');
    const total = recipe.instructions.split('\n').filter(Boolean).length;
    await page.goto(`/recipes/${recipe.id}`);
    const steps = page.getByTestId('instructions').getByRole('listitem');
    await expect(steps.filter({ visible: true })).toHaveCount(3);
    await page.getByText('Show All Steps', { exact: true }).click();
    await expect(steps.filter({ visible: true })).toHaveCount(total);
    await page.getByText('Show Less', { exact: true }).click();
    await expect(steps.filter({ visible: true })).toHaveCount(3);
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });
});
