/**
 * The chosen child sets the default age everywhere: with two children on the device, switching in
 * the header changes the recipe list's age filter, the foods guide's age and stage, the sugar
 * board's highlighted limit and the recipe wizard's age group. The pages the server renders name
 * nobody and hydrate without a mismatch; "Show all ages" sticks until a child is chosen again.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { todayIso } from '../shared/lib/child-age';
import { animationsOver, expect, test } from './fixtures';

/** A birth date `months` months ago (the same day of the month, kept valid). */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - months);
  const day = Math.min(new Date().getDate(), new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate());
  d.setDate(day);
  return todayIso(d);
}

const MAYA = { name: 'Maya', birthDate: monthsAgo(8) };
const SAM = { name: 'Sam', birthDate: monthsAgo(25) };

/** Adds children through the My children screen, first to last. */
async function addChildren(page: Page, children: readonly { name: string; birthDate: string }[]) {
  await page.goto('/children');
  const form = page.getByRole('form', { name: 'Add a child' });
  for (const child of children) {
    await form.getByLabel('First name or nickname').fill(child.name);
    await form.getByLabel('Birth date').fill(child.birthDate);
    await form.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByTestId('child-card').filter({ hasText: child.name })).toBeVisible();
  }
}

const switcher = (page: Page) => page.getByTestId('child-switcher');

/** Chooses a child in the header's switcher. */
async function choose(page: Page, name: string) {
  await switcher(page).click();
  const item = page.getByRole('menuitemradio', { name: new RegExp(`^${name} · `) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(`^For ${name} · `));
}

/** Console errors of the page from now on (a hydration mismatch among them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Follows a link of the header's main navigation (the app's own navigation, no page load). */
async function openFromHeader(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** Serious or critical axe violations on the page as it is, named with their elements. */
async function axeViolations(page: Page): Promise<string[]> {
  await animationsOver(page); // entrance transitions over before contrast is checked
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

const childLine = (page: Page) => page.getByTestId('child-age-line');
const ageStrip = (page: Page) => page.getByRole('navigation', { name: 'Age groups' });

test.describe('the chosen child', () => {
  // Each test adds children through the form and opens several screens: slow when the browser
  // tests share two cores with the server.
  test.describe.configure({ timeout: 90_000 });

  test('switching in the header changes the recipe list, the foods guide and the sugar board', async ({
    page,
  }) => {
    await addChildren(page, [MAYA, SAM]);
    // The first child added is the default until another is chosen.
    await expect(switcher(page)).toHaveAccessibleName('For Maya · 8 months');

    // The recipe list: filtered to the child's age group, visibly, in the address as well.
    await openFromHeader(page, 'Recipes');
    await expect(page).toHaveURL(/\/recipes\?age=6-12\+months$/);
    await expect(childLine(page)).toHaveText('Showing recipes for Maya (8 months) · Show all ages');
    await expect(ageStrip(page).getByRole('link', { name: '6-12 months' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByLabel('Active filters').getByText('6-12 months')).toBeVisible();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    for (const text of await page.getByTestId('recipe-card').allInnerTexts())
      expect(text).toContain('6-12 months');

    await choose(page, 'Sam');
    await expect(page).toHaveURL(/\/recipes\?age=2-3\+years$/);
    await expect(childLine(page)).toHaveText('Showing recipes for Sam (2 years) · Show all ages');
    await expect(ageStrip(page).getByRole('link', { name: '2-3 years' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // A page the server renders is the same for everyone: no child in it, no hydration mismatch,
    // and the default comes in after hydration.
    const errors = consoleErrors(page);
    const html = await (await page.request.get('/recipes')).text();
    expect(html).not.toContain('Maya');
    expect(html).not.toContain('Sam');
    await page.goto('/recipes');
    await expect(page).toHaveURL(/\/recipes\?age=2-3\+years$/);
    await expect(childLine(page)).toContainText('Sam (2 years)');
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);

    // The foods guide: the child's age, and on a food's page their stage open.
    await page.goto('/foods');
    await expect(page).toHaveURL(/\/foods\?age=25$/);
    await expect(page.getByRole('combobox', { name: "Safe at my child's age" })).toHaveValue('25');
    await expect(childLine(page)).toHaveText('Showing foods for Sam (2 years) · Show all ages');
    await choose(page, 'Maya');
    await expect(page).toHaveURL(/\/foods\?age=8$/);
    await expect(page.getByTestId('food-count')).toContainText('you can offer at 8 months');
    await expect(childLine(page)).toHaveText('Showing foods for Maya (8 months) · Show all ages');

    await page.goto('/foods/egg');
    await expect(page).toHaveURL(/\/foods\/egg\?age=8$/);
    await expect(page.locator('details[data-stage="6m"]')).toHaveAttribute('open', '');
    await expect(page.locator('details[data-stage="6m"] summary')).toContainText('Maya');
    await expect(childLine(page)).toHaveText("Showing Maya's stage (8 months) · Don't use Maya's age");
    await choose(page, 'Sam');
    await expect(page).toHaveURL(/\/foods\/egg\?age=25$/);
    await expect(page.locator('details[data-stage="2-3y"]')).toHaveAttribute('open', '');
    await expect(page.locator('details[data-stage="6m"]')).not.toHaveAttribute('open', '');

    // The sugar board: the chosen child's daily limit, named.
    await page.goto('/sugar-board');
    const chosenLimit = page.locator('[data-testid="sugar-limit"][data-chosen-child]');
    await expect(chosenLimit).toHaveCount(1);
    await expect(chosenLimit).toContainText('Sam, 2 years: Less than 25 g (6 teaspoons) a day');
    await choose(page, 'Maya');
    await expect(chosenLimit).toHaveCount(1);
    await expect(chosenLimit).toContainText('Maya, 8 months: No added sugar at all');
    await expect(chosenLimit.getByRole('heading')).toHaveText('Under 2 years');

    // On a phone the switcher is an icon, still named for the child, and works the same.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(switcher(page)).toBeVisible();
    await expect(switcher(page)).toHaveAccessibleName('For Maya · 8 months');
    const box = await switcher(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(box?.width ?? 0).toBeLessThan(60);
    await choose(page, 'Sam');
    await expect(chosenLimit).toContainText('Sam, 2 years');
  });

  test('the switcher works from the keyboard and leads to Manage children', async ({ page }) => {
    await addChildren(page, [MAYA, SAM]);
    await page.goto('/sugar-board');
    await switcher(page).focus();
    await page.keyboard.press('Enter');
    const sam = page.getByRole('menuitemradio', { name: /^Sam · / });
    await expect(sam).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: /^Maya · / })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The arrow keys move through the children; Enter chooses.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(sam).toHaveAttribute('data-highlighted', '', { timeout: 500 });
    }).toPass({ timeout: 5000 });
    await page.keyboard.press('Enter');
    await expect(switcher(page)).toHaveAccessibleName('For Sam · 2 years');
    await expect(page.locator('[data-testid="sugar-limit"][data-chosen-child]')).toContainText(
      'Sam, 2 years',
    );

    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'Manage children' }).click();
    await expect(page).toHaveURL(/\/children$/);
  });

  test('"Show all ages" sticks until a child is chosen again', async ({ page }) => {
    await addChildren(page, [MAYA]);
    await openFromHeader(page, 'Recipes');
    await expect(page).toHaveURL(/\/recipes\?age=6-12\+months$/);
    await childLine(page).getByRole('link', { name: 'Show all ages' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(childLine(page)).toHaveCount(0);
    await expect(ageStrip(page).getByRole('link', { name: 'All ages' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const count = page.getByTestId('recipe-count');
    await expect(count).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);

    // Another screen still follows the child (so the child is known), and the list does not take
    // the age back: not on a new visit from the header, nor after a reload.
    await openFromHeader(page, 'Foods');
    await expect(page).toHaveURL(/\/foods\?age=8$/);
    await openFromHeader(page, 'Recipes');
    await expect(count).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);
    await expect(page).toHaveURL(/\/recipes$/);
    await page.reload();
    await expect(switcher(page)).toBeVisible();
    await openFromHeader(page, 'Foods');
    await expect(page).toHaveURL(/\/foods\?age=8$/);
    await openFromHeader(page, 'Recipes');
    await expect(count).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);
    await expect(page).toHaveURL(/\/recipes$/);

    // Clearing the foods guide's age sticks the same way.
    await openFromHeader(page, 'Foods');
    await expect(page).toHaveURL(/\/foods\?age=8$/);
    await page.getByRole('combobox', { name: "Safe at my child's age" }).selectOption({ label: 'Any age' });
    await expect(page).toHaveURL(/\/foods$/);
    await openFromHeader(page, 'Recipes');
    await openFromHeader(page, 'Foods');
    await expect(page.getByTestId('food-count')).toHaveText(/^\d+ foods$/);
    await expect(page).toHaveURL(/\/foods$/);

    // Choosing the child again brings their age back, on the screen open and on the next.
    await choose(page, 'Maya');
    await expect(page).toHaveURL(/\/foods\?age=8$/);
    await openFromHeader(page, 'Recipes');
    await expect(page).toHaveURL(/\/recipes\?age=6-12\+months$/);

    // Removing the age chip is asking for all ages too.
    await page.getByRole('link', { name: 'Remove filter 6-12 months' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await openFromHeader(page, 'Foods');
    await openFromHeader(page, 'Recipes');
    await expect(count).toHaveText(/^Showing 1 - 12 of \d+ recipes$/);
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('the switcher, its menu and what it shows pass axe, light and dark', async ({ page }) => {
    // Axe takes several seconds a page on a busy machine.
    test.setTimeout(180_000);
    await addChildren(page, [MAYA, SAM]);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('sproutplate-theme', t), theme);
      // The sugar board's named limit, with the switcher's menu open over it.
      await page.goto('/sugar-board');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.locator('[data-testid="sugar-limit"][data-chosen-child]')).toBeVisible();
      await switcher(page).click();
      await expect(page.getByRole('menuitemradio').first()).toBeVisible();
      expect(await axeViolations(page), `${theme}: sugar board and menu`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitemradio')).toHaveCount(0);
      // The lines saying whose age is shown.
      await openFromHeader(page, 'Recipes');
      await expect(childLine(page)).toBeVisible();
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
      expect(await axeViolations(page), `${theme}: recipes`).toEqual([]);
      await page.goto('/foods/egg');
      await expect(childLine(page)).toBeVisible();
      expect(await axeViolations(page), `${theme}: a food's page`).toEqual([]);
    }
  });

  test("an address with an age keeps it: the child's age is only the default", async ({ page }) => {
    await addChildren(page, [MAYA]);
    await page.goto('/recipes?age=1-2%20years');
    await expect(switcher(page)).toBeVisible();
    await expect(page.getByTestId('recipe-count')).toHaveText(/^Showing 1 - \d+ of \d+ recipes$/);
    await expect(page).toHaveURL(/\/recipes\?age=1-2(\+|%20)years$/);
    await expect(childLine(page)).toHaveCount(0);
  });

  test("the recipe wizard's age group follows the chosen child, and the person can change it", async ({
    userPage: { page },
  }) => {
    await addChildren(page, [MAYA, SAM]);
    await page.goto('/chatbot');
    const age = page.getByRole('combobox', { name: "Child's age group" });
    await expect(age).toHaveValue('6-12 months');
    await expect(page.getByTestId('wizard-child-age')).toHaveText(
      "Maya's age group (8 months). You can choose another.",
    );
    await choose(page, 'Sam');
    await expect(age).toHaveValue('2-3 years');

    await age.selectOption('1-2 years');
    await expect(age).toHaveValue('1-2 years');
    await expect(page.getByTestId('wizard-child-age')).toHaveCount(0);
    // What the person picked stays when the page comes back.
    await page.reload();
    await expect(switcher(page)).toBeVisible();
    await expect(age).toHaveValue('1-2 years');
    await expect(page.getByRole('button', { name: 'Get Recommendations' })).toBeEnabled();
  });
});
