/**
 * Lie-fi: the browser says it is online (its offline switch is never touched) while every
 * request to the server hangs and then fails, as on shop Wi-Fi or one bar of signal. Made with
 * routing. The app must say it is offline, keep a save, a like, a shopping-list tick and a food
 * log on the device as waiting, spin no spinner forever, and send each change exactly once when
 * requests succeed again.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { todayIso } from '../shared/lib/child-age';
import type { ChildrenResponse } from '../shared/schemas/children';
import type { RecipeListResponse } from '../shared/schemas/recipe';
import { createAccount, expect, OWN_ORIGIN, serviceWorkerSettled, test, withDatabase } from './fixtures';

/** How long each request hangs before it fails: longer than the app waits before judging. */
const HANG_MS = 8000;

/**
 * Every request to the API (from the page, its workers and the service worker) hangs, then fails,
 * until the returned function ends it; requests still hanging then go through.
 */
async function lieFi(context: BrowserContext) {
  let on = true;
  let held = 0;
  await context.route('**/api/**', async (route) => {
    if (!on) return route.fallback();
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
    // The page may have given up on it meanwhile: then there is nothing left to answer.
    await (on ? route.abort('timedout') : route.fallback()).catch(() => undefined);
  });
  return {
    /** How many requests were held: routing does see what a page the worker controls sends. */
    held: () => held,
    end: async () => {
      on = false;
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
}

/** A birth date `months` months ago, on the first of the month. */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - months);
  return todayIso(d);
}

/** What waits in the device's outbox, read with plain IndexedDB. */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sproutplate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

const countRows = (sql: string, ...params: (string | number)[]) =>
  withDatabase((db) => (db.prepare(sql).get(...params) as { n: number }).n);

test.describe.configure({ retries: 1 });

test('on lie-fi the app says it is offline, keeps changes waiting and sends each once when requests succeed', async ({
  installed: { page, context },
}) => {
  // Four screens prepared online, each opened again on lie-fi where every request hangs 8 s.
  test.setTimeout(240_000);
  const account = await createAccount(page.request, 'lie-fi');
  const userId = countRows('SELECT id AS n FROM users WHERE username = ?', account.username);
  const title = `Queue at the till ${account.username}`;
  const created = await page.request.post('/api/community/posts', {
    headers: OWN_ORIGIN,
    data: { title, content: 'Writing with one bar of signal.', contentType: 'experience' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;
  const snacks = (await (await page.request.get('/api/recipes?type=snack')).json()) as RecipeListResponse;
  const recipe = snacks.recipes[0]!;

  // Online: a child on the account, the recipe in this week's plan, the community page seen once.
  await page.goto('/children');
  const childForm = page.getByRole('form', { name: 'Add a child' });
  await childForm.getByLabel('First name or nickname').fill('Ivy');
  await childForm.getByLabel('Birth date').fill(monthsAgo(9));
  await childForm.getByRole('button', { name: 'Add child' }).click();
  const serverChildren = async () =>
    (await (await page.request.get('/api/children')).json()) as ChildrenResponse;
  await expect.poll(async () => (await serverChildren()).children.length).toBe(1);
  const childId = (await serverChildren()).children[0]!.id;
  await page.goto(`/meal-plan?recipe=${recipe.id}`);
  await expect(page.getByTestId('slot-monday-snack')).toContainText(recipe.title);
  await page.goto('/community');
  const post = page.getByTestId('post-card').filter({ hasText: title });
  await expect(post).toBeVisible();
  await page.goto(`/recipes/${recipe.id}`);
  await serviceWorkerSettled(page);
  // Once more, so that the page comes from the service worker, as on any visit after the first.
  await page.reload();
  await serviceWorkerSettled(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  const signal = await lieFi(context);
  const offline = page.getByText("You're offline.");
  const spinners = page.locator('.chakra-spinner');

  // The app opened in the shop: the notice within 5 s of the screen being up, the browser still
  // saying it is online.
  await page.reload();
  await expect(offline).toBeVisible({ timeout: 5_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // A save waits, shown as such.
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('save-pending')).toBeVisible();
  await expect(spinners).toHaveCount(0);

  // A like waits, on the community page kept from the last visit.
  await page.goto('/community');
  await expect(post).toBeVisible();
  await expect(page.getByTestId('community-offline')).toContainText("You're offline");
  await post.getByRole('button', { name: /^Like/ }).click();
  await expect(post.getByRole('button', { name: /^Unlike \(1\)/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByTestId('pending')).toBeVisible();
  await expect(spinners).toHaveCount(0);

  // A tick on the shopping list just works, and stays: it lives on the device.
  await page.goto('/shopping-list');
  const progress = page.getByTestId('shopping-progress');
  await expect(progress).toHaveText(/^0 of \d+ items ticked$/);
  await page.getByTestId('shopping-item').first().click();
  await expect(progress).toHaveText(/^1 of \d+ items ticked$/);
  await expect(spinners).toHaveCount(0);
  await page.reload();
  await expect(progress).toHaveText(/^1 of \d+ items ticked$/);
  await expect(page.getByTestId('shopping-item').first().locator('input')).toBeChecked();

  // A food log waits, and the notice says three changes will be sent.
  await page.goto(`/children/${childId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ivy' })).toBeVisible();
  const food = page.getByRole('combobox', { name: 'Food' });
  await food.fill('sweet potatos');
  await page.getByRole('option', { name: 'Sweet potato' }).click();
  await page.getByRole('form', { name: 'Log a food' }).getByRole('button', { name: 'Log food' }).click();
  await expect(page.getByTestId('food-log')).toContainText('Sweet potato');
  await expect(page.getByText('3 changes will be sent when')).toBeVisible();
  await expect(spinners).toHaveCount(0);
  expect(await outboxCount(page)).toBe(3);
  const saves = () =>
    countRows(
      'SELECT count(*) AS n FROM saved_recipes WHERE user_id = ? AND recipe_id = ?',
      userId,
      recipe.id,
    );
  const likes = () => countRows('SELECT count(*) AS n FROM post_likes WHERE post_id = ?', postId);
  const logs = () => countRows('SELECT count(*) AS n FROM child_food_logs WHERE child_id = ?', childId);
  expect([saves(), likes(), logs()]).toEqual([0, 0, 0]);

  // Requests succeed again; the browser never said otherwise, so no online event comes.
  expect(signal.held()).toBeGreaterThan(0);
  await signal.end();
  await expect(offline).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  // Nothing is left to send: each change reached the server exactly once.
  expect([saves(), likes(), logs()]).toEqual([1, 1, 1]);
  const shown = (await (await page.request.get(`/api/community/posts/${postId}`)).json()) as {
    likeCount: number;
    isLiked: boolean;
  };
  expect([shown.likeCount, shown.isLiked]).toEqual([1, true]);
  const server = await serverChildren();
  expect(server.logs.map((l) => [l.foodSlug, l.date])).toEqual([['sweet-potato', todayIso()]]);
  await expect(page.getByTestId('food-log')).toHaveCount(1);
  await expect(spinners).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
});
