import type { Page } from '@playwright/test';
import { createAccount, expect, PASSWORD, test, uniqueName } from './fixtures';

test.describe('accounts and the shell', () => {
  test('registers through the form, shows the username, and signs out', async ({ page }) => {
    const username = uniqueName('newparent');
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\?action=register$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');

    const form = page.getByRole('form', { name: 'Create an account' });
    // The spec's messages appear before anything is sent.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Username is required')).toBeVisible();
    await expect(form.getByText('Please confirm your password')).toBeVisible();

    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm Password' }).fill('something-else');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();

    await form.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: /My Account/ }).click();
    await expect(page.getByTestId('account-username')).toHaveText(username);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a failed sign-in shows the server message in a toast', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Username is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await form.getByLabel('Username').fill(uniqueName('ghost'));
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login failed');
    await expect(toast).toContainText('Invalid username or password');
  });

  test('a toast swiped right by 50 px or more goes; a shorter swipe springs back', async ({ page }) => {
    await page.goto('/recipes/1');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Sign in required');
    const swipe = async (distance: number) => {
      // Where the toast rests: it slides in from the foot of the screen.
      let last: number | undefined;
      await expect
        .poll(async () => {
          const y = (await toast.boundingBox())?.y;
          const still = y !== undefined && y === last;
          last = y;
          return still;
        })
        .toBe(true);
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 3;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance / 2, y, { steps: 3 });
      await page.mouse.move(x + distance, y, { steps: 3 });
      // The toast follows the pointer while it is down.
      await expect(toast).not.toHaveCSS('transform', 'none');
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('transform', 'none');
    // Hovered, its 5 s are paused: only the swipe can take it away this soon.
    await swipe(80);
    await expect(toast).toHaveCount(0, { timeout: 2000 });
  });

  test.describe('straight from the server (no service worker)', () => {
    test.use({ serviceWorkers: 'block' });

    test("the toaster's code failing to load does not lose the message", async ({ page }) => {
      const toasterCode = '**/assets/app-toaster-*.js';
      let refused = 0;
      // A dropped connection as the first message's toaster loads: it is tried again, and shows.
      await page.route(toasterCode, (route) => {
        if (refused > 0) return route.fallback();
        refused++;
        return route.abort('connectionreset');
      });
      await page.goto('/recipes/1');
      const save = page.getByRole('button', { name: 'Save Recipe' });
      const toast = page.getByTestId('toast');
      await save.click();
      await expect(toast).toContainText('Sign in required');
      expect(refused).toBe(1);
      // A second message takes the first one's place: one toast on screen, a new one.
      const first = await toast.getAttribute('id');
      await save.click();
      await expect(toast).not.toHaveAttribute('id', first!);
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText('Sign in required');

      // Offline for every try of the first message: nothing shows, and the next message does.
      await page.unroute(toasterCode);
      await page.route(toasterCode, (route) => {
        refused++;
        return route.abort('internetdisconnected');
      });
      await page.reload();
      refused = 0;
      await save.click();
      await expect.poll(() => refused).toBe(3);
      await expect(toast).toHaveCount(0);
      await page.unroute(toasterCode);
      await save.click();
      await expect(toast).toContainText('Sign in required');
    });
  });

  test('a guarded screen sends a signed-out person to /auth and back after sign-in', async ({
    page,
    browser,
  }) => {
    const account = await createAccount((await browser.newContext()).request);
    await page.goto('/community?create=true');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommunity%3Fcreate%3Dtrue$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/community\?create=true$/);
    // create=true opens the New Post dialog; behind it is the community screen.
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  });

  test('admin routes: sign-in redirect, Access Denied for a parent, the dashboard for an admin', async ({
    browser,
  }) => {
    const visitor = await browser.newPage();
    await visitor.goto('/admin/recipes');
    await expect(visitor).toHaveURL(/\/auth\?redirect=%2Fadmin%2Frecipes$/);

    const parent = await browser.newPage();
    await createAccount(parent.request);
    await parent.goto('/admin');
    await expect(parent.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      parent.getByText("You don't have administrator privileges to access this area."),
    ).toBeVisible();
    await expect(parent.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');

    const admin = await browser.newPage();
    await createAccount(admin.request, 'admin', { admin: true });
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await admin.getByRole('button', { name: /My Account/ }).click();
    await expect(admin.getByRole('menuitem', { name: 'Server Dashboard' })).toBeVisible();
    await admin.getByRole('menuitem', { name: 'Server Dashboard' }).click();
    await expect(admin).toHaveURL(/\/server-dashboard$/);
  });

  test('an unknown address shows the Page Not Found card; an unknown API path is JSON', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const api = await page.request.get('/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });

  test.describe('moving between screens', () => {
    test.use({ serviceWorkers: 'block' });
    const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

    test('a new screen starts at the top; Back, Forward and a reload return to where the parent was', async ({
      page,
    }) => {
      await page.goto('/recipes');
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => scrollY(page)).toBe(900);
      const card = page.locator('.sp-recipe-card__link').nth(6);
      await card.scrollIntoViewIfNeeded();
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(300);
      await card.click();
      await expect(page).toHaveURL(/\/recipes\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => scrollY(page)).toBe(400);
      await page.goBack();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect.poll(() => scrollY(page)).toBe(listY);
      await page.goForward();
      await expect(page).toHaveURL(/\/recipes\/\d+$/);
      await expect.poll(() => scrollY(page)).toBe(400);

      // A reload comes back to the same place, once the app has the page; the same address
      // opened afresh (a link followed before the app had the page) starts at the top.
      await page.reload();
      await expect.poll(() => scrollY(page)).toBe(400);
      await page.goto(page.url());
      // The first render places the page (components/scroll-restoration.tsx) before the app marks it.
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      expect(await scrollY(page)).toBe(0);
    });

    test('a screen whose code fails to load once still opens', async ({ page }) => {
      const screenCode = /\/assets\/about-page-[^/]+\.js$/;
      const asked: string[] = [];
      // A phone that drops the first request for the screen's code: it is asked for again, and opens.
      await page.route(screenCode, (route) => {
        asked.push(route.request().url());
        return asked.length === 1 ? route.abort('connectionreset') : route.fallback();
      });
      await page.goto('/');
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      expect(asked).toHaveLength(0);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About SproutPlate' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
      expect(asked.length).toBeGreaterThanOrEqual(2);
    });

    test("a screen whose code fails to load shows the error card in the page's frame; the next screen works", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto('/');
      await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort());
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about$/);
      const card = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: 'Reload' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors.some((e) => e.includes('A screen failed to render'))).toBe(true);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });

  test('the theme choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.getByRole('button', { name: /Change theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeVisible();
  });

  test('pages carry the security headers and CSP', async ({ page }) => {
    const res = await page.goto('/recipes');
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens, navigates and closes on a link tap', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.locator('summary', { hasText: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(menu).toBeHidden();
    // The menu is a <details>, closed again.
    await expect(page.locator('details:has(> summary[aria-controls="mobile-menu"])')).not.toHaveAttribute(
      'open',
      /.*/,
    );
  });

  test('sign out from the mobile menu closes it', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/');
    await page.locator('summary', { hasText: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.locator('summary', { hasText: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
