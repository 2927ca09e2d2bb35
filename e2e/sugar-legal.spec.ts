import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '../shared/content/legal';
import {
  SUGAR_AI_QUESTIONS,
  SUGAR_AI_SYSTEM_PROMPT,
  SUGAR_FOODS,
  SUGAR_SWAPS,
  SWAP_CATEGORIES,
  totalSugarSavings,
} from '../shared/content/sugar';
import { formatRevisionDate, sectionId } from '../app/features/legal/legal-format';
import { filterSugarFoods, INITIAL_FOOD_COUNT } from '../app/features/sugar/sugar-table';
import { expect, test } from './fixtures';

const NO_MATCH = 'No foods found matching your search criteria.';
const AI_FAILURE = 'Sorry, I could not process your question at the moment. Please try again later.';

test.describe('sugar board', () => {
  test('the food table shows every food; search and category narrow it', async ({ page }) => {
    await page.goto('/sugar-board');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sugar Awareness Board');

    // Rows on a wide screen, cards on a phone: only the visible ones count.
    const foods = page.getByTestId('sugar-food').filter({ visible: true });
    await expect(foods).toHaveCount(Math.min(INITIAL_FOOD_COUNT, SUGAR_FOODS.length));
    const mostSugar = filterSugarFoods(SUGAR_FOODS)[0];
    await expect(foods.first()).toContainText(mostSugar?.name ?? '');

    await page.getByRole('link', { name: `Show all ${SUGAR_FOODS.length} foods` }).click();
    await expect(foods).toHaveCount(SUGAR_FOODS.length);
    // Shown in place: the link's address is for a page the app has not hydrated yet.
    await expect(page).toHaveURL(/\/sugar-board$/);

    const search = page.getByLabel('Search foods', { exact: true });
    const juices = filterSugarFoods(SUGAR_FOODS, { query: 'juice' });
    expect(juices.length).toBeGreaterThan(0);
    expect(juices.length).toBeLessThan(SUGAR_FOODS.length);
    await search.fill('juice');
    await expect(foods).toHaveCount(juices.length);
    for (const row of await foods.all()) await expect(row).toContainText(/juice/i);

    await search.fill('');
    await expect(foods).toHaveCount(SUGAR_FOODS.length);
    const candy = filterSugarFoods(SUGAR_FOODS, { category: 'Candy' });
    expect(candy.length).toBeGreaterThan(0);
    await page.getByLabel('Category', { exact: true }).selectOption('Candy');
    await expect(foods).toHaveCount(candy.length);
    for (const row of await foods.all()) await expect(row).toContainText('Candy');

    await search.fill('no such food anywhere');
    await expect(page.getByText(NO_MATCH, { exact: true })).toBeVisible();
    await expect(foods).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear search and category' }).click();
    await expect(foods).toHaveCount(SUGAR_FOODS.length);
  });

  test('a swap card turns over by keyboard; Total Sugar Savings adds up each category', async ({ page }) => {
    await page.goto('/sugar-board');
    const cards = page.getByTestId('swap-card');
    await expect(cards.first()).toContainText('Instead of');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');

    // Tab from the first card to the second: keyboard focus turns it over.
    await cards.first().focus();
    await page.keyboard.press('Tab');
    await expect(cards.nth(1)).toBeFocused();
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toHaveAttribute('aria-pressed', 'false');
    const second = SUGAR_SWAPS.filter((s) => s.category === SWAP_CATEGORIES[0])[1];
    await expect(cards.nth(1)).toContainText('Choose');
    await expect(cards.nth(1)).toContainText(second?.choose ?? '');
    await expect(cards.nth(1)).toContainText(second?.saves ?? '');
    // Enter turns it back.
    await page.keyboard.press('Enter');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');

    for (const category of SWAP_CATEGORIES) {
      const swaps = SUGAR_SWAPS.filter((s) => s.category === category);
      // The spec's rule, checked against the content: the sum of the grams in each 'saves'.
      expect(totalSugarSavings(category)).toBe(swaps.reduce((sum, s) => sum + parseFloat(s.saves), 0));
      await page.getByRole('tab', { name: category, exact: true }).click();
      await expect(cards).toHaveCount(swaps.length);
      await expect(cards.first()).toContainText(swaps[0]?.instead ?? '');
      await expect(page.getByTestId('total-sugar-savings-value')).toHaveText(
        `${totalSugarSavings(category)}g`,
      );
    }
  });

  test('the AI question needs text, sends the sugar prompt first, and shows a real answer', async ({
    page,
  }) => {
    await page.goto('/sugar-board');
    const ask = page.getByRole('button', { name: 'Ask', exact: true });
    const question = page.getByLabel('Your question', { exact: true });
    await expect(ask).toBeDisabled();
    await question.fill('   ');
    await expect(ask).toBeDisabled();

    await question.fill('Are fruit pouches okay every day?');
    await expect(ask).toBeEnabled();
    const request = page.waitForRequest('**/api/chatbot/chat');
    await ask.click();
    expect((await request).postDataJSON()).toEqual({
      messages: [
        { role: 'system', content: SUGAR_AI_SYSTEM_PROMPT },
        { role: 'user', content: 'Are fruit pouches okay every day?' },
      ],
    });
    // A real answer, from the built-in library (no AI key in the test server), about pouches.
    const answer = page.getByTestId('sugar-ai-answer');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('You asked: Are fruit pouches okay every day?');
    await expect(answer).toContainText(/pouch/i);
    await expect(answer).toContainText(/\d+(\.\d)? g of sugar/);
    await expect(page.getByTestId('sugar-ai-provider')).toHaveText("From SproutPlate's library");
    await expect(page.getByText(AI_FAILURE, { exact: true })).toHaveCount(0);

    // A canned question fills the box and is asked.
    const canned = SUGAR_AI_QUESTIONS[1];
    await page.getByRole('button', { name: canned }).click();
    await expect(question).toHaveValue(canned);
  });

  test('offline, the AI question says it needs a connection and the table still works', async ({
    page,
    context,
  }) => {
    await page.goto('/sugar-board');
    await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeVisible();
    await context.setOffline(true);
    await expect(
      page.getByText('Asking the AI needs an internet connection.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Your question', { exact: true }).fill('Is honey okay?');
    await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeDisabled();

    await page.getByLabel('Search foods', { exact: true }).fill('juice');
    await expect(page.getByTestId('sugar-food').filter({ visible: true })).toHaveCount(
      Math.min(INITIAL_FOOD_COUNT, filterSugarFoods(SUGAR_FOODS, { query: 'juice' }).length),
    );
    await context.setOffline(false);
  });
});

/** Before the app's code arrives (here: never), the sugar board works as plain HTML. */
test.describe('sugar board with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the table searches as a GET form, shows all by a link, and the swap tabs are links', async ({
    page,
  }) => {
    await page.goto('/sugar-board');
    const foods = page.getByTestId('sugar-food').filter({ visible: true });
    await expect(foods).toHaveCount(Math.min(INITIAL_FOOD_COUNT, SUGAR_FOODS.length));
    await page.getByRole('link', { name: `Show all ${SUGAR_FOODS.length} foods` }).click();
    await expect(page).toHaveURL(/\/sugar-board\?foods=all#sugar-table$/);
    await expect(foods).toHaveCount(SUGAR_FOODS.length);
    await page.getByRole('link', { name: 'Show fewer foods' }).click();
    await expect(foods).toHaveCount(Math.min(INITIAL_FOOD_COUNT, SUGAR_FOODS.length));

    // Enter in the search box submits the table's form.
    const juices = filterSugarFoods(SUGAR_FOODS, { query: 'juice' });
    await page.getByLabel('Search foods', { exact: true }).fill('juice');
    await page.getByLabel('Search foods', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/sugar-board\?q=juice&/);
    await expect(foods).toHaveCount(Math.min(INITIAL_FOOD_COUNT, juices.length));
    for (const row of await foods.all()) await expect(row).toContainText(/juice/i);
    await expect(page.getByLabel('Search foods', { exact: true })).toHaveValue('juice');

    const category = SWAP_CATEGORIES[2]!;
    await page.getByRole('tab', { name: category, exact: true }).click();
    await expect(page.getByRole('tab', { name: category, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('swap-card')).toHaveCount(
      SUGAR_SWAPS.filter((s) => s.category === category).length,
    );
    await expect(page.getByTestId('total-sugar-savings-value')).toHaveText(`${totalSugarSavings(category)}g`);
  });
});

test.describe('privacy and terms', () => {
  for (const [path, doc, other] of [
    ['/privacy', PRIVACY_POLICY, TERMS_OF_SERVICE],
    ['/terms', TERMS_OF_SERVICE, PRIVACY_POLICY],
  ] as const) {
    test(`${path} shows its title, the revision date, contents and a link to the other document`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText('Last updated')).toBeVisible();
      await expect(page.locator(`time[datetime="${doc.revisionDate}"]`)).toHaveText(
        formatRevisionDate(doc.revisionDate),
      );

      const contents = page.getByRole('navigation', { name: 'Contents' });
      await expect(contents.getByRole('link')).toHaveCount(doc.sections.length);
      const last = doc.sections[doc.sections.length - 1];
      if (!last) throw new Error('the document has no sections');
      await contents.getByRole('link', { name: last.heading }).click();
      await expect(page).toHaveURL(new RegExp(`#${sectionId(last.heading)}$`));
      await expect(page.locator(`#${sectionId(last.heading)}`)).toBeInViewport();

      await page.getByRole('main').getByRole('link', { name: other.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    });
  }
});
