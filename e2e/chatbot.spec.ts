import fs from 'node:fs';
import { expect, test } from './fixtures';

const PLACEHOLDER = 'Ask about nutrition, feeding tips, or recipes...';

test.describe('AI nutrition assistant', () => {
  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/chatbot');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fchatbot/);
  });

  test('chat round trip with the built-in assistant', async ({ userPage: { page } }) => {
    await page.goto('/chatbot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Nutrition Assistant');
    await expect(page.getByTestId('chat-assistant').first()).toContainText(
      "I'm SproutPlate's nutrition assistant",
    );
    await expect(page.getByText(/Powered by AI/)).toBeVisible();

    const input = page.getByPlaceholder(PLACEHOLDER);
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    // The window is 60% of the viewport high.
    const box = await page.getByTestId('chat-window').boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round(box?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.6));

    await input.fill('Can my 9 month old have honey?');
    await expect(send).toBeEnabled();
    const request = page.waitForRequest('**/api/chatbot/chat');
    await input.press('Enter');
    expect((await request).postDataJSON()).toEqual({
      messages: [{ role: 'user', content: 'Can my 9 month old have honey?' }],
    });
    await expect(page.getByTestId('chat-user')).toHaveText(/Can my 9 month old have honey\?/);
    await expect(input).toHaveValue('');
    const reply = page.getByTestId('chat-assistant').nth(1);
    // The direct answer for the child's age first, then the reason, the sources and the guide.
    await expect(reply).toContainText('No, not for a 9-month-old: no honey before 12 months');
    await expect(reply).toContainText('infant botulism');
    await expect(reply).toContainText('(NHS)');
    await expect(reply.getByRole('link', { name: 'honey' })).toHaveAttribute('href', '/foods/honey');
    await expect(reply.getByTestId('chat-provider')).toHaveText("From SproutPlate's library");

    // The conversation goes with the next question.
    const second = page.waitForRequest('**/api/chatbot/chat');
    await input.fill('how much sugar is in apple juice?');
    await send.click();
    const body = (await second).postDataJSON() as { messages: { role: string }[] };
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    await expect(page.getByTestId('chat-assistant').nth(2)).toContainText("From SproutPlate's sugar table");
  });

  test('a failed answer keeps the question and shows the Chat Error toast', async ({
    userPage: { page },
  }) => {
    await page.goto('/chatbot');
    await page.route('**/api/chatbot/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    const input = page.getByPlaceholder(PLACEHOLDER);
    await input.fill('Is avocado good for babies?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Chat Error')).toBeVisible();
    await expect(page.getByText('Failed to get a response. Please try again.')).toBeVisible();
    await expect(input).toHaveValue('Is avocado good for babies?');
    await expect(page.getByTestId('chat-user')).toHaveCount(0);
  });

  test('the wizard finds and creates recipes and switches to Recommendations; a PDF downloads', async ({
    userPage: { page },
  }) => {
    await page.goto('/chatbot');
    const recommendationsTab = page.getByRole('tab', { name: 'Recommendations' });
    await recommendationsTab.click();
    await expect(
      page.getByText('Fill out the form to get personalised recipe recommendations'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go to Chat' }).click();
    await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');

    const submit = page.getByRole('button', { name: 'Get Recommendations' });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Child's age group").selectOption('6-12 months');
    await expect(submit).toBeEnabled();
    await page.getByText('Dairy-free', { exact: true }).click();
    await page.getByLabel('Foods your child likes').fill('sweet potato, honey');
    await page.getByLabel('Foods your child dislikes').fill('banana');

    const request = page.waitForRequest('**/api/chatbot/recipe-recommendations');
    const answer = page.waitForResponse('**/api/chatbot/recipe-recommendations');
    await submit.click();
    expect((await request).postDataJSON()).toEqual({
      childAge: '6-12 months',
      dietaryRestrictions: ['dairy-free'],
      preferredFoods: 'sweet potato, honey',
      dislikedFoods: 'banana',
    });
    const body = (await (await answer).json()) as {
      recommendations: { existingRecipes: number[]; newRecipes: { title: string; ingredients: string[] }[] };
    };
    const found = body.recommendations.existingRecipes.length;
    const created = body.recommendations.newRecipes.length;
    expect(found).toBeGreaterThan(0);
    expect(created).toBeGreaterThan(0);
    // The honey idea is dropped for a baby under 12 months; the sweet potato one is kept.
    for (const recipe of body.recommendations.newRecipes) {
      expect(`${recipe.title} ${recipe.ingredients.join(' ')}`.toLowerCase()).not.toContain('honey');
    }
    expect(body.recommendations.newRecipes.some((r) => /sweet potato/i.test(r.title))).toBe(true);

    await expect(recommendationsTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('heading', { name: `Found ${found + created} recipes for you` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'From Our Recipe Collection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI-Generated Recipe Suggestions' })).toBeVisible();
    const cards = page.getByTestId('assistant-recipe-card');
    await expect(cards).toHaveCount(found + created);
    await expect(page.getByTestId('dietary-badge').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByTestId('chat-assistant').last()).toContainText(
      `I found ${found} recipes from our database and created ${created} new recipe suggestions based on your preferences!`,
    );

    // Download a generated recipe as a real PDF.
    await recommendationsTab.click();
    const generated = cards.filter({ hasText: body.recommendations.newRecipes[0]!.title });
    const download = page.waitForEvent('download');
    await generated.getByRole('button', { name: 'Download as PDF' }).click();
    const file = await download;
    const title = body.recommendations.newRecipes[0]!.title;
    expect(file.suggestedFilename()).toBe(
      `sproutplate_${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '')}.pdf`,
    );
    const bytes = fs.readFileSync((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');

    // And a recipe from the collection.
    const storedDownload = page.waitForEvent('download');
    await cards.first().getByRole('button', { name: 'Download as PDF' }).click();
    const stored = await storedDownload;
    expect(stored.suggestedFilename()).toMatch(/^sproutplate_[a-z0-9_]+\.pdf$/);
    expect(
      fs
        .readFileSync((await stored.path()) ?? '')
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // Opening a recipe and coming back keeps the results and the conversation.
    const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link', { name: firstTitle }).click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    await page.goBack();
    await expect(
      page.getByRole('heading', { name: `Found ${found + created} recipes for you` }),
    ).toBeVisible();
    await expect(page.getByLabel("Child's age group")).toHaveValue('6-12 months');
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByTestId('chat-assistant').last()).toContainText(`I found ${found} recipes`);
  });

  test('on a phone the second tab is the Recipe Wizard', async ({ userPage: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/chatbot');
    await page.getByRole('tab', { name: 'Recipe Wizard' }).click();
    await expect(page.getByRole('button', { name: 'Get Recommendations' })).toBeVisible();
  });

  test('offline, the page says the assistant needs a connection and nothing can be sent', async ({
    userPage: { page },
    context,
  }) => {
    await page.goto('/chatbot');
    await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('chatbot-offline')).toContainText(
      'The assistant needs an internet connection.',
    );
    await expect(page.getByPlaceholder(PLACEHOLDER)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await page.getByLabel("Child's age group").selectOption('1-2 years');
    await expect(page.getByRole('button', { name: 'Get Recommendations' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByTestId('chatbot-offline')).toHaveCount(0);
  });
});
