/**
 * The community in a real browser against the real server: posting with a
 * picture, likes, comments, bookmarks, follows, page numbers, and a comment
 * written offline that reaches the server once.
 */
import type { Page } from '@playwright/test';
import { connectionReturnsAgain, createAccount, expect, OWN_ORIGIN, test, withDatabase } from './fixtures';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const card = (page: Page, title: string) => page.getByTestId('post-card').filter({ hasText: title });

/** Posts written straight into the database, for lists longer than one page. */
function seedPosts(username: string, titles: string[]): void {
  withDatabase((db) => {
    const user = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number };
    const insert = db.prepare(
      `INSERT INTO community_posts (user_id, title, content, content_type, created_at, updated_at)
       VALUES (?, ?, 'Seeded content for the list test.', 'tip', ?, ?)`,
    );
    const start = Date.now() - titles.length * 1000;
    titles.forEach((title, i) => insert.run(user.id, title, start + i * 1000, start + i * 1000));
  });
}

// Offline steps share the known fresh-profile service worker flake described in offline.spec.ts.
test.describe.configure({ retries: 1 });

test.describe('community', () => {
  test('create a post with an image, like it, comment, bookmark and find it in Bookmarked', async ({
    userPage: { page, account },
  }) => {
    await page.goto('/community?create=true');
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();

    const title = `<img src=x onerror=alert(1)> ${account.username}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Type').selectOption('tip');
    await dialog.getByLabel('Content').fill('Frozen banana halves soothe sore gums.');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add Image' }).click();
    await (await chooser).setFiles({ name: 'banana.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(dialog.getByTestId('media-preview').locator('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Your post has been created successfully');

    // The title is shown as the characters typed, never as markup.
    const post = card(page, account.username);
    await expect(post.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(post.locator('img[src="x"]')).toHaveCount(0);
    const picture = post.getByRole('img', { name: /Picture shared with/ });
    await expect(picture).toBeVisible();
    // The list shows the picture's small copy; it was re-encoded on upload, so it is WebP.
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\/api\/media\/[\w-]+\/thumb$/);
    const media = await page.request.get(src!);
    expect(media.headers()['content-type']).toBe('image/webp');
    expect(media.headers()['x-content-type-options']).toBe('nosniff');
    await expect(post.getByText('Tip', { exact: true })).toBeVisible();

    await post.getByRole('button', { name: /^Like/ }).click();
    await expect(post.getByTestId('like-count')).toHaveText('1');
    await expect(post.getByRole('button', { name: /^Unlike/ })).toHaveAttribute('aria-pressed', 'true');

    await post.getByRole('button', { name: /^Comments/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Post Details' });
    await expect(sheet.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    // The post on its own shows the whole picture.
    await expect(sheet.getByRole('img', { name: /Picture shared with/ })).toHaveAttribute(
      'src',
      src!.replace(/\/thumb$/, ''),
    );
    await sheet.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(sheet.getByText('Comment cannot be empty')).toBeVisible();
    await sheet.getByPlaceholder('Add a comment...').fill('  Works for us too!  ');
    await sheet.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(sheet.getByTestId('comment')).toHaveCount(1);
    await expect(sheet.getByTestId('comment')).toContainText('Works for us too!');
    await expect(sheet.getByTestId('comment-pending')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Your comment has been added successfully');
    // The toast sits over the end of the sheet for its five seconds; close it as a person would.
    await page.getByTestId('toast').getByRole('button').click();
    await expect(page.getByTestId('toast')).toBeHidden();
    await sheet
      .getByTestId('comment')
      .getByRole('button', { name: /^Like comment/ })
      .click();
    await expect(
      sheet.getByTestId('comment').getByRole('button', { name: /Unlike comment \(1\)/ }),
    ).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(post.getByTestId('comment-count')).toHaveText('1');

    await post.getByRole('button', { name: 'Bookmark' }).click();
    await expect(post.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
    await page.getByRole('tab', { name: 'Bookmarked' }).click();
    await expect(page).toHaveURL(/tab=bookmarked/);
    await expect(card(page, account.username)).toHaveCount(1);
    await expect(page.getByTestId('post-card')).toHaveCount(1);

    // The server agrees with what the screen showed.
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/community/posts?bookmarked=true');
        const body = (await res.json()) as { posts: { likeCount: number; commentCount: number }[] };
        return body.posts.map((p) => [p.likeCount, p.commentCount]);
      })
      .toEqual([[1, 1]]);
  });

  test('follow an author and find their post in Following; admins cannot be followed', async ({
    page,
    browser,
  }) => {
    const authorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const author = await createAccount(authorContext.request, 'author');
    const res = await authorContext.request.post('/api/community/posts', {
      headers: OWN_ORIGIN,
      data: {
        title: `Batch cooking ${author.username}`,
        content: 'Cook once, freeze in ice cube trays.',
        contentType: 'tip',
      },
    });
    expect(res.status()).toBe(201);
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await createAccount(adminContext.request, 'moderator', { admin: true });
    await adminContext.request.post('/api/community/posts', {
      headers: OWN_ORIGIN,
      data: {
        title: `Welcome from ${admin.username}`,
        content: 'Please be kind to each other here.',
        contentType: 'tip',
      },
    });
    await authorContext.close();
    await adminContext.close();

    await createAccount(page.request, 'reader');
    await page.goto('/community?tab=following');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(page.getByText("You'll see posts from users you follow here.")).toBeVisible();

    await page.getByRole('tab', { name: 'All Posts' }).click();
    const adminCard = card(page, admin.username);
    await expect(adminCard.getByText('Admin', { exact: true })).toBeVisible();
    await expect(adminCard.getByRole('button', { name: 'Follow', exact: true })).toBeDisabled();
    const authorCard = card(page, author.username);
    await authorCard.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(authorCard.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    await expect(card(page, author.username)).toBeVisible();
  });

  test('page numbers move through the list, and search narrows it', async ({
    userPage: { page, account },
  }) => {
    const marker = account.username.split('_')[1]!;
    seedPosts(
      account.username,
      Array.from({ length: 12 }, (_, i) => `Paged ${marker} post ${String(i + 1).padStart(2, '0')}`),
    );
    await page.goto(`/community?search=${marker}`);
    await expect(page.getByTestId('post-card')).toHaveCount(10);
    await expect(page.getByTestId('post-card').first()).toContainText(`Paged ${marker} post 12`);
    await page
      .getByRole('navigation', { name: 'Community pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('post-card')).toHaveCount(2);
    await expect(page.getByTestId('post-card').first()).toContainText(`Paged ${marker} post 02`);
    await expect(page.getByTestId('post-card').last()).toContainText(`Paged ${marker} post 01`);

    await page.getByRole('searchbox', { name: 'Search posts' }).fill(`${marker} post 07`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    await expect(page).not.toHaveURL(/page=2/);
  });

  test('a comment written offline shows at once as waiting and reaches the server once', async ({
    installed: { page, context },
  }) => {
    const account = await createAccount(page.request, 'traveller');
    const created = await page.request.post('/api/community/posts', {
      headers: OWN_ORIGIN,
      data: {
        title: `On the train ${account.username}`,
        content: 'Writing from the 8:15 to town.',
        contentType: 'experience',
      },
    });
    const postId = ((await created.json()) as { id: number }).id;
    await page.goto('/community');
    const post = card(page, account.username);
    await expect(post).toBeVisible();
    // The comments of this post are seen once online, so the sheet opens offline too.
    await post.getByRole('button', { name: /^Comments/ }).click();
    await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await post.getByRole('button', { name: /^Comments/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Post Details' });
    await sheet.getByPlaceholder('Add a comment...').fill('Sent from a tunnel');
    await sheet.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(sheet.getByTestId('comment')).toContainText('Sent from a tunnel');
    await expect(sheet.getByTestId('comment-pending')).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(post.getByTestId('comment-count')).toHaveText('1');
    const countComments = () =>
      withDatabase(
        (db) =>
          (
            db.prepare('SELECT count(*) AS n FROM community_comments WHERE post_id = ?').get(postId) as {
              n: number;
            }
          ).n,
      );
    expect(countComments()).toBe(0);

    await context.setOffline(false);
    await expect.poll(countComments).toBe(1);
    await post.getByRole('button', { name: /^Comments/ }).click();
    await expect(sheet.getByTestId('comment')).toHaveCount(1);
    await expect(sheet.getByTestId('comment-pending')).toHaveCount(0);
    // A second chance to send (another return of the connection) sends nothing more.
    await connectionReturnsAgain(page);
    expect(countComments()).toBe(1);
    const server = (await (await page.request.get(`/api/community/posts/${postId}`)).json()) as {
      commentCount: number;
    };
    expect(server.commentCount).toBe(1);
  });

  test('the last pages seen are readable offline with a banner', async ({ installed: { page, context } }) => {
    const account = await createAccount(page.request, 'offline-reader');
    await page.request.post('/api/community/posts', {
      headers: OWN_ORIGIN,
      data: {
        title: `Kept for later ${account.username}`,
        content: 'Readable without a connection.',
        contentType: 'tip',
      },
    });
    await page.goto('/community');
    await expect(card(page, account.username)).toBeVisible();
    await expect(page.getByTestId('community-offline')).toHaveCount(0);
    // Once the service worker controls the page, the screen itself opens offline.
    // Polled from here: waitForFunction would take an async check's promise for a yes.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && !registration.installing;
        }),
      )
      .toBe(true);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await expect(card(page, account.username)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(card(page, account.username)).toBeVisible();
    await expect(page.getByTestId('community-offline')).toContainText("You're offline");
    // A page never seen cannot be shown, and says so.
    await page.getByRole('tab', { name: 'Bookmarked' }).click();
    await expect(page.getByText('Failed to load posts. Please try again later.')).toBeVisible();
    await context.setOffline(false);
  });
});
