import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, expect, test, withDatabase, OWN_ORIGIN } from './fixtures';

/** A made-up word only this test uses, so searches find exactly its rows. */
const word = (prefix: string) =>
  prefix + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

async function fillRecipe(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: /recipe/i });
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: false }).first().fill(value);
  }
}

test.describe('admin area', () => {
  test('creates a recipe through the form, finds it on /recipes, edits and deletes it', async ({ page }) => {
    // Eleven page loads and a catalog sync: about 40 s on a quiet machine, past 45 on a busy one.
    test.slow();
    await createAccount(page.request, 'editor', { admin: true });
    const name = word('Kiwi');
    const renamed = word('Plum');

    await page.goto('/admin/recipes/new');
    await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();

    // A title that is too short: the spec's message at the field, nothing sent.
    await fillRecipe(page, { Title: 'ab' });
    await page.getByRole('button', { name: 'Create recipe' }).click();
    await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Preparation time must be positive')).toBeVisible();

    await fillRecipe(page, {
      Title: `${name} Porridge`,
      Description: 'Creamy oat porridge with ripe kiwi for little ones.',
      Ingredients: '30 g oats\n150 ml whole milk\n1 ripe kiwi, mashed\n1 tsp honey',
      Instructions: 'Simmer the oats in the milk for 5 minutes.\nStir in the kiwi.\nCool before serving.',
      'Prep (min)': '5',
      'Cook (min)': '5',
    });
    await page.getByLabel('Age group').selectOption('6-12 months');
    await page.getByLabel('Meal type').selectOption('breakfast');
    await expect(page.getByText('Title must be at least 3 characters')).toBeHidden();

    // Honey before 12 months: the child-safety warning shows, and goes when the line is removed.
    const warning = page.getByTestId('safety-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('1 tsp honey');
    await fillRecipe(page, { Ingredients: '30 g oats\n150 ml whole milk\n1 ripe kiwi, mashed' });
    await expect(warning).toBeHidden();
    await page.getByText('Vegetarian', { exact: true }).click();
    await page.getByRole('button', { name: 'Create recipe' }).click();

    await expect(page).toHaveURL(/\/admin\/recipes$/);
    await expect(page.getByText(`“${name} Porridge” was created`)).toBeVisible();

    // The public catalog (answered from this device's mirror) has it.
    await page.goto(`/recipes?q=${name}`);
    const card = page.getByTestId('recipe-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${name} Porridge`);
    await expect(card).toContainText('6-12 months');

    // Edit: the form opens filled in; change the title.
    await page.goto(`/admin/recipes?q=${name}`);
    await expect(page.getByTestId('admin-recipe-row')).toHaveCount(1);
    await page
      .getByRole('link', { name: `Edit ${name} Porridge` })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit recipe' });
    await expect(form.getByLabel('Title', { exact: false }).first()).toHaveValue(`${name} Porridge`);
    await expect(page.getByLabel('Age group')).toHaveValue('6-12 months');
    await fillRecipe(page, { Title: `${renamed} Porridge` });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`“${renamed} Porridge” was saved`)).toBeVisible();

    await page.goto(`/recipes?q=${renamed}`);
    await expect(page.getByTestId('recipe-card')).toContainText(`${renamed} Porridge`);
    await page.goto(`/recipes?q=${name}`);
    await expect(page.getByText('No recipes found')).toBeVisible();

    // Delete, after the question.
    await page.goto(`/admin/recipes?q=${renamed}`);
    await page
      .getByRole('button', { name: `Delete ${renamed} Porridge` })
      .last()
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this recipe?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${renamed} Porridge” was deleted`)).toBeVisible();
    await expect(page.getByText('No recipes match')).toBeVisible();
    await page.goto(`/recipes?q=${renamed}`);
    await expect(page.getByText('No recipes found')).toBeVisible();
  });

  test("a visitor's offline copy of the catalog follows an admin's change at its next sync", async ({
    page,
    browser,
  }) => {
    // The visitor has the catalog on the device already.
    await page.goto('/recipes');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();

    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await createAccount(adminContext.request, 'editor', { admin: true });
    const name = word('Fig');
    const created = await adminContext.request.post('/api/admin/recipes', {
      headers: OWN_ORIGIN,
      data: {
        title: `${name} Fingers`,
        description: 'Soft fig and oat fingers for baby-led weaning.',
        ingredients: '2 ripe figs\n50 g oats',
        instructions: 'Mash the figs into the oats.\nShape into fingers and bake for 15 minutes.',
        prepTime: 10,
        ageGroup: '6-12 months',
        mealType: 'snack',
        difficulty: 'easy',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // Opening the app again syncs the mirror.
    await page.goto(`/recipes?q=${name}`);
    await expect(page.getByTestId('recipe-card')).toContainText(`${name} Fingers`);

    expect(
      (await adminContext.request.delete(`/api/admin/recipes/${id}`, { headers: OWN_ORIGIN })).status(),
    ).toBe(200);
    await page.goto(`/recipes?q=${name}`);
    await expect(page.getByText('No recipes found')).toBeVisible();
    await adminContext.close();
  });

  test('moderates a community post: reads it with its comments, deletes a comment, then the post', async ({
    page,
  }) => {
    const moderator = await createAccount(page.request, 'moderator', { admin: true });
    const title = `${word('Teething')} and appetite`;
    withDatabase((db) => {
      const now = Date.now();
      const author = db
        .prepare("INSERT INTO users (username, password_hash, created_at) VALUES (?, 'x', ?)")
        .run(word('parent'), now).lastInsertRowid;
      const postId = db
        .prepare(
          `INSERT INTO community_posts (user_id, title, content, content_type, comment_count, created_at, updated_at)
           VALUES (?, ?, 'Does teething change how much babies eat?', 'question', 2, ?, ?)`,
        )
        .run(author, title, now, now).lastInsertRowid;
      const comment = db.prepare(
        'INSERT INTO community_comments (post_id, user_id, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      );
      comment.run(postId, author, 'Buy cheap teething gels at my shop!', now, now);
      comment.run(postId, author, 'Cold cucumber sticks helped us.', now + 1, now + 1);
    });

    await page.goto('/admin/community-posts');
    await page.getByLabel('Search posts').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('admin-post-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Read ${title}` }).click();

    const drawer = page.getByRole('dialog', { name: 'Post Details' });
    await expect(drawer).toContainText('Does teething change how much babies eat?');
    await expect(drawer.getByTestId('admin-comment')).toHaveCount(2);
    await drawer
      .getByTestId('admin-comment')
      .filter({ hasText: 'cheap teething gels' })
      .getByRole('button')
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete this comment?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The comment was deleted')).toBeVisible();
    await expect(drawer.getByTestId('admin-comment')).toHaveCount(1);
    await expect(drawer).toContainText('0 likes · 1 comment');

    await drawer.getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Delete this post?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${title}” was deleted`)).toBeVisible();
    await expect(page.getByText(`No posts match “${title}”.`)).toBeVisible();
    const left = withDatabase(
      (db) =>
        db.prepare('SELECT count(*) AS n FROM community_posts WHERE title = ?').get(title) as { n: number },
    );
    expect(left.n).toBe(0);

    // The audit log names who did it. Other admin tests write to the same log
    // at the same time, so the row is found by its author, not by its place.
    await page.goto('/admin/audit-log');
    const moderatorRows = page.getByTestId('audit-row').filter({ hasText: moderator.username });
    await expect(moderatorRows.filter({ hasText: 'post · delete' })).toHaveCount(1);
    await expect(moderatorRows.filter({ hasText: 'comment · delete' })).toHaveCount(1);
  });

  test("two quick taps on a list's Next page go two pages, and Previous steps back from there", async ({
    page,
  }) => {
    await createAccount(page.request, 'pager', { admin: true });
    await page.goto('/admin/recipes');
    const pages = page.getByRole('navigation', { name: 'Recipe pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // Both taps in one task: the list has not shown page 2 when the second arrives.
    await pages.getByRole('button', { name: 'Next page' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  });

  test('a parent sees Access Denied and the admin API refuses them', async ({ userPage: { page } }) => {
    await page.goto('/admin/recipes');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText("You don't have administrator privileges to access this area."),
    ).toBeVisible();
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  });

  test('the server dashboard shows health, database, migrations and the AI provider', async ({ page }) => {
    await createAccount(page.request, 'operator', { admin: true });
    await page.goto('/server-dashboard');
    await expect(page.getByTestId('server-health')).toHaveText('Healthy');
    // Every migration shipped is applied, and the newest is named.
    const journal = JSON.parse(
      fs.readFileSync(path.resolve('api/db/migrations/sqlite/meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const count = journal.entries.length;
    await expect(page.getByTestId('server-migrations')).toContainText(`${count} of ${count} applied`);
    await expect(page.getByTestId('server-migrations')).toContainText(journal.entries.at(-1)!.tag);
    await expect(page.getByTestId('server-ai')).toHaveText(
      'SproutPlate library (built-in offline assistant)',
    );
    await expect(page.getByRole('cell', { name: 'audit_log' })).toBeVisible();
  });
});
