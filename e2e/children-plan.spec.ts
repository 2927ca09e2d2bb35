/**
 * One family recipe, each child's portion, and a meal plan that knows the children: a recipe's
 * serving advice for a 7-month-old and a 3-year-old (the baby's portion out before the soy sauce,
 * the toddler's not), logging a recipe as eaten, the planner's allergen view (an introduced
 * allergen covered, a missing one with a recipe to keep it going, a paused one marked), marking a
 * planned meal eaten, and the shopping list's allergens.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, todayIso } from '../shared/lib/child-age';
import type { ChildrenResponse, FoodLogInput } from '../shared/schemas/children';
import type { Recipe } from '../shared/schemas/recipe';
import type { CatalogSyncResponse } from '../shared/schemas/sync';
import { addWeeks, weekStartOf } from '../shared/lib/week';
import { createAccount, expect, test, OWN_ORIGIN } from './fixtures';

/** A birth date `months` months before `from` (the same day of the month, kept valid). */
function monthsBefore(from: string, months: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const first = new Date(y, m - 1 - months, 1);
  const day = Math.min(d, new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate());
  return todayIso(new Date(first.getFullYear(), first.getMonth(), day));
}

async function catalog(page: Page): Promise<Recipe[]> {
  return ((await (await page.request.get('/api/catalog/sync')).json()) as CatalogSyncResponse).recipes;
}

async function recipeNamed(page: Page, title: string): Promise<Recipe> {
  const recipe = (await catalog(page)).find((r) => r.title === title);
  expect(recipe, `the seeded catalog has ${title}`).toBeDefined();
  return recipe!;
}

async function addChildThroughForm(page: Page, name: string, birthDate: string) {
  const form = page.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByLabel('Birth date').fill(birthDate);
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByTestId('child-card').filter({ hasText: name })).toBeVisible();
}

/** A child on the signed-in account, with foods logged, made through the API. */
async function childOnAccount(
  page: Page,
  name: string,
  birthDate: string,
  logs: Omit<FoodLogInput, 'id'>[] = [],
): Promise<string> {
  const id = randomUUID();
  const res = await page.request.post('/api/children', {
    headers: OWN_ORIGIN,
    data: { id, name, birthDate },
  });
  expect(res.status(), await res.text()).toBe(201);
  for (const log of logs) {
    const logged = await page.request.post(`/api/children/${id}/logs`, {
      headers: OWN_ORIGIN,
      data: { id: randomUUID(), ...log },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }
  return id;
}

async function serverLogs(page: Page, childId: string) {
  const res = await page.request.get('/api/children');
  expect(res.status()).toBe(200);
  return ((await res.json()) as ChildrenResponse).logs.filter((l) => l.childId === childId);
}

/** Puts a recipe into Monday of the shown (or given) week, under its meal type, as the planner does. */
async function planOnMonday(page: Page, recipe: Recipe, week?: string) {
  await page.goto(`/meal-plan?${week ? `week=${week}&` : ''}recipe=${recipe.id}`);
  await expect(page.getByTestId('toast')).toContainText('Recipe added to meal plan');
  await expect(page.getByTestId(`slot-monday-${recipe.mealType}`)).toContainText(recipe.title);
}

/** No serious or critical accessibility problem on the page as it is now (axe, WCAG 2.1 AA). */
async function expectAccessible(page: Page, what: string) {
  // A toast fading in or out is read at its passing contrast: check the page once it has gone.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

const serving = (page: Page, name: string) =>
  page.locator(`[data-testid="child-serving"][data-child="${name}"]`);
const childWeek = (page: Page, name: string) =>
  page.locator(`[data-testid="child-week"][data-child="${name}"]`);

// Children are added through the screens and the planner loads its children's view after its
// first screen; on two cores shared with the server and other browser tests this takes a while.
test.describe.configure({ timeout: 120_000 });

test.describe("each child's portion of a recipe", () => {
  test('the serving advice differs for a 7-month-old and a 3-year-old, the salt line for the baby only', async ({
    page,
  }) => {
    const today = todayIso();
    await page.goto('/children');
    await addChildThroughForm(page, 'Maya', monthsBefore(today, 7));
    await addChildThroughForm(page, 'Ava', monthsBefore(today, 36));

    const rice = await recipeNamed(page, 'Rainbow Veggie Egg Fried Rice');
    // The server's page is the same for everyone: no children in it.
    const html = await (await page.request.get(`/recipes/${rice.id}`)).text();
    expect(html).toContain(rice.title);
    expect(html).not.toContain('Serving it to your children');

    await page.goto(`/recipes/${rice.id}`);
    const maya = serving(page, 'Maya');
    const ava = serving(page, 'Ava');
    await expect(maya).toBeVisible();
    await expect(ava).toBeVisible();
    await expect(maya).toContainText('7 months');
    await expect(ava).toContainText('3 years');

    // Salt: the baby's portion comes out before the step that adds the soy sauce.
    await expect(maya).toContainText("Take Maya's portion out before the soy sauce goes in (step 5 adds it)");
    await expect(maya).toContainText('no added salt');
    await expect(ava).not.toContainText('before the soy sauce goes in');
    await expect(ava).toContainText('Go easy on salt');
    // Texture: mashed or soft finger food against the family meal.
    await expect(maya.getByTestId('texture')).toContainText("Mash or blend Maya's portion");
    await expect(ava.getByTestId('texture')).toContainText('Ava can eat the family meal');
    // Food by food, from the guide's stage for each age.
    await maya.getByText('How to serve each food (').click();
    await expect(maya.locator('[data-food="egg"]')).toContainText('cut it into quarters lengthways');
    await ava.getByText('How to serve each food (').click();
    await expect(ava.locator('[data-food="egg"]')).toContainText('Any family egg dish');
    await expect(maya.locator('[data-food="carrot"]')).toContainText('Choking risk');
    await expect(ava.locator('[data-food="carrot"]')).toContainText('Choking risk');
    // Sources are named.
    await expect(maya).toContainText('Sources: NHS, AAP');
    await expectAccessible(page, 'the recipe with its children');

    // Logging from the recipe logs its foods at once, for the children who ate it.
    await page.getByRole('button', { name: 'Log as eaten' }).click();
    const dialog = page.getByRole('dialog', { name: `Log ${rice.title} as eaten` });
    await expect(dialog.getByText('Logs Rice, Egg')).toHaveCount(2);
    await expectAccessible(page, 'Log as eaten');
    await dialog.getByText('Ava', { exact: true }).click(); // only Maya ate it
    await dialog.getByRole('button', { name: 'Log as eaten' }).click();
    await expect(page.getByTestId('toast')).toContainText('Logged for Maya');
    await page.goto('/children');
    await page.getByRole('link', { name: 'Maya', exact: true }).click();
    const log = page.getByTestId('food-log-list');
    for (const food of ['Rice', 'Egg', 'Carrot', 'Sweetcorn']) await expect(log).toContainText(food);
    await expect(log).not.toContainText('soy sauce');
    await page.goto('/children');
    await page.getByRole('link', { name: 'Ava', exact: true }).click();
    await expect(page.getByText('Nothing logged yet.')).toBeVisible();
  });

  test('with no child on the device, the recipe invites to add one', async ({ page }) => {
    const rice = await recipeNamed(page, 'Rainbow Veggie Egg Fried Rice');
    await page.goto(`/recipes/${rice.id}`);
    const invitation = page.getByRole('link', {
      name: 'Add your child to see how to serve this at their age',
    });
    await expect(invitation).toBeVisible();
    await expect(invitation).toHaveAttribute('href', '/children');
    await expect(page.getByTestId('child-serving')).toHaveCount(0);
  });
});

test.describe('a meal plan that knows the children', () => {
  // This week's Monday is today or past, so its meals can be marked eaten; next week's cannot yet.
  const TODAY = todayIso();
  const MONDAY = weekStartOf(new Date());

  test('the allergens a week covers, those it misses with a recipe to keep them going, a paused one marked', async ({
    page,
  }) => {
    await createAccount(page.request);
    const base = { response: 'liked', reaction: 'none', note: '' } as const;
    await childOnAccount(page, 'Maya', monthsBefore(TODAY, 7), [
      { ...base, foodSlug: 'egg', foodName: 'Egg', date: addDays(TODAY, -5) },
      { ...base, foodSlug: 'peanuts', foodName: 'Peanuts', date: addDays(TODAY, -4) },
      { ...base, foodSlug: 'salmon', foodName: 'Salmon', date: addDays(TODAY, -3), reaction: 'mild' },
    ]);
    const pancakes = await recipeNamed(page, 'Banana Oat Pancakes');
    const patties = await recipeNamed(page, 'Salmon and Sweet Potato Patties');
    await planOnMonday(page, pancakes);
    await planOnMonday(page, patties);

    // Each planned recipe: its allergens, what is new for Maya, and the paused allergen marked.
    const breakfast = page.getByTestId(`slot-monday-${pancakes.mealType}`);
    await expect(breakfast.getByLabel('Allergens')).toHaveText('Egg');
    await expect(breakfast).toContainText('New for Maya: banana');
    const dinner = page.getByTestId(`slot-monday-${patties.mealType}`);
    await expect(dinner.getByLabel('Allergens')).toContainText('Fish');
    await expect(dinner.getByTestId('paused-mark')).toHaveText('Fish is paused for Maya');

    // The week: egg kept going, peanut missing with a recipe to keep it going, fish paused.
    const maya = childWeek(page, 'Maya');
    await expect(maya.getByTestId('week-covered')).toContainText(
      'Egg: Monday breakfast (Banana Oat Pancakes)',
    );
    const peanut = maya.locator('[data-testid="keep-going"][data-allergen="peanut"]');
    await expect(peanut).toContainText('Peanut is missing this week');
    await expect(peanut.getByRole('link', { name: 'Peanut Butter Banana Porridge' })).toBeVisible();
    await expect(maya.getByTestId('week-paused')).toContainText('Fish is paused for Maya');
    await expect(maya.getByTestId('week-paused')).toContainText(
      'Monday dinner (Salmon and Sweet Potato Patties)',
    );
    await expectAccessible(page, 'the planner with its children');
    // The recipe picker shows the allergens of each recipe, and the paused one.
    await page.getByRole('button', { name: 'Add a recipe to Tuesday dinner' }).click();
    const picker = page.getByRole('dialog', { name: 'Add a recipe to Tuesday dinner' });
    await picker.getByRole('searchbox', { name: 'Search recipes' }).fill('salmon patties');
    await expect(picker.getByRole('button', { name: /Salmon and Sweet Potato Patties/ })).toContainText(
      'Fish is paused for Maya',
    );
    await picker.getByRole('button', { name: 'Close' }).click();
    // A suggestion goes into the plan, and peanut is then covered.
    await peanut.getByRole('button', { name: 'Add Peanut Butter Banana Porridge to the plan' }).click();
    await expect(page.getByTestId('toast')).toContainText('Recipe added');
    await expect(maya.getByTestId('week-covered')).toContainText('Peanut:');
    await expect(maya.locator('[data-testid="keep-going"][data-allergen="peanut"]')).toHaveCount(0);

    // The shopping list shows the allergens of the recipes it lists, and the paused one.
    await page.getByRole('link', { name: 'Shopping List' }).click();
    const allergens = page.getByTestId('week-allergens');
    await expect(allergens.getByTestId('recipe-allergens').filter({ hasText: patties.title })).toContainText(
      'Fish',
    );
    await expect(allergens.getByTestId('paused-mark')).toContainText('Fish is paused for Maya');
    await expectAccessible(page, 'the shopping list with its allergens');
  });

  test('on a device with a child, what a meal shows for the children is there from the first render', async ({
    page,
  }) => {
    await createAccount(page.request);
    await childOnAccount(page, 'Maya', monthsBefore(TODAY, 7));
    const pancakes = await recipeNamed(page, 'Banana Oat Pancakes');
    await planOnMonday(page, pancakes);
    const slot = `slot-monday-${pancakes.mealType}`;
    await expect(page.getByTestId(slot)).toContainText('New for Maya: banana');

    // The slot as it first appears on the next visit: its text, and where the meal below it is.
    const slots = ['breakfast', 'lunch', 'dinner', 'snack'];
    const below = `slot-monday-${slots[slots.indexOf(pancakes.mealType ?? 'breakfast') + 1] ?? 'snack'}`;
    expect(below).not.toBe(slot);
    await page.addInitScript(
      ([testId, belowId]: [string, string]) => {
        const seen = new MutationObserver(() => {
          const cell = document.querySelector(`[data-testid="${testId}"]`);
          if (!cell) return;
          seen.disconnect();
          const top = document.querySelector(`[data-testid="${belowId}"]`)?.getBoundingClientRect().top;
          (window as { firstSlot?: unknown }).firstSlot = { text: cell.textContent, top };
        });
        seen.observe(document, { childList: true, subtree: true });
      },
      [slot, below] as [string, string],
    );
    await page.reload();
    await expect(page.getByTestId(slot).getByRole('button', { name: /^Mark .* eaten/ })).toBeVisible();
    const first = await page.evaluate(
      () => (window as { firstSlot?: { text: string; top?: number } }).firstSlot,
    );
    expect(first?.text).toContain('New for Maya: banana');
    expect(first?.text).toContain('Mark eaten');
    expect(first?.top).toBeGreaterThan(0);
    const top = await page.getByTestId(below).evaluate((cell) => cell.getBoundingClientRect().top);
    expect(top).toBe(first?.top);
  });

  test("marking a planned meal eaten logs its foods for the children who ate it, not a future day's", async ({
    page,
  }) => {
    await createAccount(page.request);
    const mayaId = await childOnAccount(page, 'Maya', monthsBefore(TODAY, 8));
    await childOnAccount(page, 'Tom', monthsBefore(TODAY, 3));
    const omelette = await recipeNamed(page, 'Soft Spinach Omelette Strips');
    await planOnMonday(page, omelette);

    const slot = page.getByTestId(`slot-monday-${omelette.mealType}`);
    await slot.getByRole('button', { name: `Mark ${omelette.title} eaten, Monday breakfast` }).click();
    const dialog = page.getByRole('dialog', { name: `Who ate ${omelette.title}, Monday breakfast?` });
    // Tom is 3 months old: milk only, nothing to log for him, so he is not offered.
    await expect(dialog.getByText('Tom')).toHaveCount(0);
    await expect(dialog).toContainText('Logs Egg');
    await dialog.getByRole('button', { name: 'Log as eaten' }).click();
    await expect(page.getByTestId('toast')).toContainText('Logged for Maya');
    await expect(slot).toContainText('Eaten by Maya');
    await expect(slot.getByRole('button', { name: /Mark .* eaten/ })).toHaveCount(0);

    // On the account: the recipe's foods, dated the plan's day, with the recipe.
    await expect
      .poll(async () => (await serverLogs(page, mayaId)).map((l) => l.foodSlug).sort(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['cows-milk', 'egg', 'spinach']));
    const logs = await serverLogs(page, mayaId);
    expect(logs.every((l) => l.date === MONDAY && l.recipeId === omelette.id)).toBe(true);
    // And on Maya's page.
    await page.goto(`/children/${mayaId}`);
    const list = page.getByTestId('food-log-list');
    for (const food of ['Egg', 'Spinach']) await expect(list).toContainText(food);

    // Next week's Monday is in the future: its meal cannot be marked eaten yet.
    await planOnMonday(page, omelette, addWeeks(MONDAY, 1));
    const future = page.getByTestId(`slot-monday-${omelette.mealType}`);
    await expect(future.getByLabel('Allergens')).toBeVisible();
    await expect(future.getByRole('button', { name: /Mark .* eaten/ })).toHaveCount(0);
  });
});
