/**
 * My children in the browser: on the device signed out, on the account signed in (a second
 * browser of the same account sees them), a food logged offline reaching the server exactly once,
 * the allergen reminder, the refusals a parent can meet, and a shared phone after signing out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, todayIso } from '../shared/lib/child-age';
import type { ChildrenResponse } from '../shared/schemas/children';
import {
  animationsOver,
  connectionReturnsAgain,
  createAccount,
  expect,
  serviceWorkerSettled,
  signIn,
  test,
  withDatabase,
  OWN_ORIGIN,
} from './fixtures';

const today = () => todayIso();

/** A birth date `months` months ago (the same day of the month, kept valid). */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - months);
  const day = Math.min(new Date().getDate(), new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate());
  d.setDate(day);
  return todayIso(d);
}

async function addChildThroughForm(page: Page, name: string, birthDate: string, allergyRisk = false) {
  const form = page.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByLabel('Birth date').fill(birthDate);
  if (allergyRisk) await form.getByText('Severe eczema or a known food allergy').click();
  await form.getByRole('button', { name: 'Add child' }).click();
}

const childCard = (page: Page, name: string) => page.getByTestId('child-card').filter({ hasText: name });

async function serverChildren(page: Page): Promise<ChildrenResponse> {
  const res = await page.request.get('/api/children');
  expect(res.status()).toBe(200);
  return (await res.json()) as ChildrenResponse;
}

// Each test adds children through the screens; on two cores shared with the server and other
// browser tests, a test takes well over the usual 45 s.
test.describe.configure({ timeout: 120_000 });

test.describe('My children', () => {
  test('signed out, a child is kept on this device with their age', async ({ page }) => {
    await page.goto('/children');
    await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
    await expect(page.getByTestId('device-only-note')).toContainText('Kept on this device only');
    await expect(page.getByText('No children added yet')).toBeVisible();

    await addChildThroughForm(page, 'Maya', monthsAgo(8));
    const card = childCard(page, 'Maya');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('child-age')).toHaveText('8 months');
    await expect(card.getByTestId('child-tried')).toHaveText('0 of 100 foods tried');
    // The form is empty again for the next child.
    await expect(page.getByLabel('First name or nickname')).toHaveValue('');

    await page.reload();
    await expect(childCard(page, 'Maya')).toBeVisible();
    // Nobody is signed in: nothing went to a server.
    expect((await page.request.get('/api/children')).status()).toBe(401);

    await childCard(page, 'Maya').getByRole('link', { name: 'Maya' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();
    await expect(page.getByTestId('allergen-row')).toHaveCount(9);
  });

  test('signed in, a child reaches the account and a second browser of it sees them', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page.request);
    await page.goto('/children');
    await expect(page.getByTestId('device-only-note')).toHaveCount(0);
    await addChildThroughForm(page, 'Noah', monthsAgo(14), true);
    await expect(childCard(page, 'Noah')).toBeVisible();
    await expect
      .poll(async () => (await serverChildren(page)).children.map((c) => [c.name, c.allergyRisk]))
      .toEqual([['Noah', true]]);

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await signIn(other.request, account);
      const second = await other.newPage();
      await second.goto('/children');
      const card = childCard(second, 'Noah');
      await expect(card).toBeVisible();
      await expect(card.getByTestId('child-age')).toHaveText('14 months');
      // A child with severe eczema or a food allergy: the doctor comes before any allergen step.
      await card.getByRole('link', { name: 'Noah' }).click();
      await expect(second.getByTestId('allergy-risk-advice')).toContainText('talk to your doctor');
    } finally {
      await other.close();
    }
  });

  test('a food logged offline shows at once and reaches the server exactly once', async ({
    installed: { page, context },
  }) => {
    test.setTimeout(180_000);
    await createAccount(page.request);
    await page.goto('/children');
    await addChildThroughForm(page, 'Ivy', monthsAgo(9));
    await expect.poll(async () => (await serverChildren(page)).children.length).toBe(1);
    const childId = (await serverChildren(page)).children[0]!.id;
    await childCard(page, 'Ivy').getByRole('link', { name: 'Ivy' }).click();
    await expect(page).toHaveURL(`/children/${childId}`);
    await serviceWorkerSettled(page);
    await page.reload();
    await serviceWorkerSettled(page);

    await context.setOffline(true);
    // The child's page opens with no network at all.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ivy' })).toBeVisible();
    const food = page.getByRole('combobox', { name: 'Food' });
    await food.fill('sweet potatos');
    await page.getByRole('option', { name: 'Sweet potato' }).click();
    await expect(food).toHaveValue('Sweet potato');
    await page.getByRole('form', { name: 'Log a food' }).getByRole('button', { name: 'Log food' }).click();
    const logged = page.getByTestId('food-log');
    await expect(logged).toHaveCount(1);
    await expect(logged).toContainText('Sweet potato');
    await expect(page.getByTestId('tried-count')).toHaveText('1/100');

    // A reload offline keeps it; the change waits in the outbox.
    await page.reload();
    await expect(page.getByTestId('food-log')).toContainText('Sweet potato');
    await expect(page.getByText('1 change will be sent when')).toBeVisible();
    const countLogs = () =>
      withDatabase(
        (db) =>
          (
            db.prepare('SELECT count(*) AS n FROM child_food_logs WHERE child_id = ?').get(childId) as {
              n: number;
            }
          ).n,
      );
    expect(countLogs()).toBe(0);

    await context.setOffline(false);
    await expect.poll(countLogs, { timeout: 20_000 }).toBe(1);
    // Another return of the connection sends nothing more.
    await connectionReturnsAgain(page);
    expect(countLogs()).toBe(1);
    const server = await serverChildren(page);
    expect(server.logs.map((l) => [l.foodSlug, l.foodName, l.date])).toEqual([
      ['sweet-potato', 'Sweet potato', today()],
    ]);
    await page.reload();
    await expect(page.getByTestId('food-log')).toHaveCount(1);
  });

  test('egg last offered 8 days ago brings the reminder to offer it again', async ({ page }) => {
    await page.goto('/children');
    await addChildThroughForm(page, 'Leo', monthsAgo(10));
    await childCard(page, 'Leo').getByRole('link', { name: 'Leo' }).click();
    const egg = page.locator('[data-testid="allergen-row"][data-allergen="egg"]');
    await expect(egg).toHaveAttribute('data-status', 'not-offered');
    // Not offered yet: the guide's steps to introduce it.
    await egg.getByText('How to introduce egg').click();
    await expect(egg.getByTestId('allergen-steps')).toContainText('only new allergen that day');
    await expect(egg.getByRole('link', { name: 'Egg' })).toHaveAttribute('href', '/foods/egg');

    const form = page.getByRole('form', { name: 'Log a food' });
    await form.getByRole('combobox', { name: 'Food' }).fill('Egg');
    await form.getByLabel('Date').fill(addDays(today(), -8));
    await form.getByRole('button', { name: 'Log food' }).click();
    await expect(page.getByTestId('food-log')).toHaveCount(1);

    await expect(egg).toHaveAttribute('data-status', 'introduced');
    await expect(egg.getByTestId('allergen-reminder')).toHaveText(
      'Egg: last offered 8 days ago. Offer it again this week to keep it in the diet.',
    );
    await expect(page.getByTestId('due-reminders')).toContainText('Egg: last offered 8 days ago');
    await page.goto('/children');
    await expect(childCard(page, 'Leo').getByTestId('child-reminders')).toContainText(
      'Egg: last offered 8 days ago',
    );
  });

  test('a reaction pauses the allergen until the doctor says it can be offered again', async ({ page }) => {
    await page.goto('/children');
    await addChildThroughForm(page, 'Ada', monthsAgo(7));
    await childCard(page, 'Ada').getByRole('link', { name: 'Ada' }).click();
    const form = page.getByRole('form', { name: 'Log a food' });
    await form.getByRole('combobox', { name: 'Food' }).fill('peanut butter');
    await form.getByText('Severe reaction').click();
    await expect(form.getByTestId('severe-advice')).toContainText('call 999');
    await form.getByLabel('Note').fill('Hives around the mouth');
    await form.getByRole('button', { name: 'Log food' }).click();

    const peanut = page.locator('[data-testid="allergen-row"][data-allergen="peanut"]');
    await expect(peanut).toHaveAttribute('data-status', 'paused');
    await expect(peanut).toContainText('talked to your GP or doctor');
    await expect(peanut).toContainText('call 999');
    await peanut.getByRole('button', { name: 'My doctor says we can offer it again' }).click();
    await expect(peanut).toHaveAttribute('data-status', 'introduced');
  });

  test('a food not in the guide is kept as typed', async ({ page }) => {
    await page.goto('/children');
    await addChildThroughForm(page, 'Sam', monthsAgo(12));
    await childCard(page, 'Sam').getByRole('link', { name: 'Sam' }).click();
    const form = page.getByRole('form', { name: 'Log a food' });
    await form.getByRole('combobox', { name: 'Food' }).fill("Grandma's zzyzx stew");
    await form.getByRole('button', { name: 'Log food' }).click();
    const log = page.getByTestId('food-log');
    await expect(log).toContainText("Grandma's zzyzx stew");
    await expect(log).toContainText('Not in the guide');
    await expect(page.getByTestId('tried-count')).toHaveText('1/100');
    // A date in the future is refused with the reason.
    await form.getByRole('combobox', { name: 'Food' }).fill('Banana');
    await form.getByLabel('Date').fill(addDays(today(), 1));
    await form.getByRole('button', { name: 'Log food' }).click();
    await expect(form.getByText("A food can't be logged for a day in the future")).toBeVisible();
    await expect(page.getByTestId('food-log')).toHaveCount(1);
  });

  test('bad details are refused with a clear message, an older child allowed with a note', async ({
    page,
  }) => {
    await page.goto('/children');
    const form = page.getByRole('form', { name: 'Add a child' });

    await addChildThroughForm(page, 'Tomorrow', addDays(today(), 1));
    await expect(form.getByText("A birth date can't be in the future")).toBeVisible();

    await addChildThroughForm(page, 'Too old', monthsAgo(12 * 19));
    await expect(form.getByText('Enter a birth date within the last 18 years')).toBeVisible();

    await addChildThroughForm(page, '<b>Mia</b>', monthsAgo(8));
    await expect(
      form.getByText('Name can only use letters, numbers, spaces and simple punctuation'),
    ).toBeVisible();

    await addChildThroughForm(page, 'M'.repeat(500), monthsAgo(8));
    await expect(form.getByText('Name must be at most 40 characters')).toBeVisible();

    await expect(page.getByTestId('child-card')).toHaveCount(0);

    // Over 5: allowed, with the note that the guidance is written for 0-5.
    await form.getByLabel('First name or nickname').fill('Rosa');
    await form.getByLabel('Birth date').fill(monthsAgo(7 * 12));
    await expect(form.getByTestId('older-child-note')).toContainText('birth to 5 years');
    await form.getByRole('button', { name: 'Add child' }).click();
    await expect(childCard(page, 'Rosa').getByTestId('child-age')).toHaveText('7 years');
    await expect(childCard(page, 'Rosa')).toContainText('birth to 5 years');
  });

  test("signing out removes the account's children from the device; the device's own join the next account", async ({
    page,
  }) => {
    // Signed out first: a child on this device only.
    await page.goto('/children');
    await addChildThroughForm(page, 'Pip', monthsAgo(6));
    await expect(childCard(page, 'Pip')).toBeVisible();

    await childCard(page, 'Pip').getByRole('link', { name: 'Pip' }).click();
    await page.getByRole('form', { name: 'Log a food' }).getByRole('combobox', { name: 'Food' }).fill('Pear');
    await page.getByRole('form', { name: 'Log a food' }).getByRole('button', { name: 'Log food' }).click();
    await expect(page.getByTestId('food-log')).toHaveCount(1);

    // Signing in moves them to the account, with their logs.
    const account = await createAccount(page.request);
    await page.request.post('/api/logout', { headers: OWN_ORIGIN });
    await page.goto('/auth');
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.getByLabel('Username').fill(account.username);
    await signInForm.getByLabel('Password', { exact: true }).fill(account.password);
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(async () => (await serverChildren(page)).children.map((c) => c.name)).toEqual(['Pip']);
    await expect.poll(async () => (await serverChildren(page)).logs.map((l) => l.foodName)).toEqual(['Pear']);

    await page.goto('/children');
    await expect(childCard(page, 'Pip')).toBeVisible();
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await page.goto('/children');
    await expect(page.getByText('No children added yet')).toBeVisible();
    await expect(page.getByTestId('child-card')).toHaveCount(0);
  });

  test('the screens have no serious or critical accessibility violation, light and dark', async ({
    page,
  }) => {
    const axe = async (what: string) => {
      await animationsOver(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${what}: ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
      expect(serious, serious.join('\n')).toEqual([]);
    };
    // Toasts are the app's, not these screens': closed before the check.
    const closeToasts = async () => {
      for (const close of await page.getByTestId('toast').getByRole('button').all()) await close.click();
      await expect(page.getByTestId('toast')).toHaveCount(0);
    };
    await page.goto('/children');
    await addChildThroughForm(page, 'Ada', monthsAgo(9), true);
    await expect(childCard(page, 'Ada')).toBeVisible();
    await childCard(page, 'Ada').getByRole('link', { name: 'Ada' }).click();
    const form = page.getByRole('form', { name: 'Log a food' });
    await form.getByRole('combobox', { name: 'Food' }).fill('Egg');
    await form.getByText('Mild reaction').click();
    await form.getByRole('button', { name: 'Log food' }).click();
    await form.getByRole('combobox', { name: 'Food' }).fill('Banana');
    await form.getByLabel('Date').fill(addDays(today(), -9));
    await form.getByRole('button', { name: 'Log food' }).click();
    await expect(page.getByTestId('food-log')).toHaveCount(2);

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('sproutplate-theme', t), theme);
      await page.goto('/children');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(childCard(page, 'Ada')).toBeVisible();
      // With a refusal showing at its field.
      await addChildThroughForm(page, '<b>', monthsAgo(9));
      await expect(page.getByText('Name can only use letters')).toBeVisible();
      await axe(`/children (${theme})`);
      await childCard(page, 'Ada').getByRole('link', { name: 'Ada' }).click();
      await expect(page.getByTestId('food-log')).toHaveCount(2);
      await page.getByText('How to introduce peanut').click();
      await form.getByRole('combobox', { name: 'Food' }).fill('pea');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option').first()).toBeVisible();
      await closeToasts();
      await axe(`/children/{id} (${theme})`);
    }
  });
});
