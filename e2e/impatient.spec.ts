/**
 * An impatient parent on a slow phone: the CPU slowed four times and the app's
 * code held back, so every tap lands on a server-rendered page that React has
 * not hydrated yet (each test checks that `<html data-app-ready>` is absent when
 * it acts). Every tap must still take effect: links and GET forms work as HTML,
 * `<details>` open by themselves, and what needs the app is done once it has
 * the page. Other specs wait for `data-app-ready`; these never do before acting.
 */
import { expect, test, type Page } from '@playwright/test';

/** How long the app's scripts are held back: long enough for every tap to come first. */
const CODE_DELAY_MS = 2500;

test.describe.configure({ mode: 'parallel' });
test.use({ serviceWorkers: 'block' });

/** Opens `path` as a first visit: CPU slowed 4x, the app's code late; resolves once content shows. */
async function openEarly(page: Page, path: string, visible: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(visible).first().waitFor({ state: 'visible' });
}

async function notHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

test('page 2 of the recipe list', async ({ page }) => {
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await notHydrated(page);
  await page.getByRole('navigation', { name: 'Recipe pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('an age on the recipe list', async ({ page }) => {
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await notHydrated(page);
  const ages = page.getByRole('navigation', { name: 'Age groups' });
  await ages.getByRole('link', { name: '6-12 months' }).click();
  await expect(page).toHaveURL(/[?&]age=6-12(\+|%20)months/);
  await expect(ages.getByRole('link', { name: '6-12 months' })).toHaveAttribute('aria-current', 'true');
});

test('a search with words, typed before the app is there, reaches the list', async ({ page }) => {
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await notHydrated(page);
  await page
    .getByRole('searchbox', { name: 'Search recipes' })
    .or(page.getByLabel('Search recipes'))
    .fill('carrot');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=carrot\b/);
  await expect(page.getByTestId('recipe-card').first()).toContainText(/carrot/i);
  await hydrated(page);
  await expect(page.getByLabel('Search recipes')).toHaveValue('carrot');
});

test('words typed before hydration are still there after it', async ({ page }) => {
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await notHydrated(page);
  await page.getByLabel('Search recipes').fill('pear');
  await hydrated(page);
  await expect(page.getByLabel('Search recipes')).toHaveValue('pear');
});

test('Show All Steps on a recipe', async ({ page }) => {
  await openEarly(page, '/recipes/1', 'h1');
  await notHydrated(page);
  const toggle = page.getByText('Show All Steps');
  await toggle.click();
  await expect(page.getByText('Show Less')).toBeVisible();
  // Every step of the recipe now shows.
  const steps = page.locator('#recipe-steps li, [id="recipe-steps"] li');
  await expect(steps.last()).toBeVisible();
  await hydrated(page);
  await expect(page.getByText('Show Less')).toBeVisible();
});

test('a collection card on the home page', async ({ page }) => {
  await openEarly(page, '/', 'h1');
  await notHydrated(page);
  const collections = page.getByRole('region', { name: /collections/i });
  await collections.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recipes\?.*category=\d+/);
});

test('the scroll position is kept through hydration', async ({ page }) => {
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await notHydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1888));
  await hydrated(page);
  // What follows hydration is over too: the device's first sync (which may draw the list again)
  // and a frame after it.
  await page.locator('html[data-device-sync="settled"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1800);
});

test('the theme switch tapped early opens once the app has the page', async ({ page }) => {
  await openEarly(page, '/about', 'h1');
  await notHydrated(page);
  await page.getByRole('button', { name: /Change theme/ }).click();
  await hydrated(page);
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
});

test("a visitor's early Save Recipe asks them to sign in once the app has the page", async ({ page }) => {
  await openEarly(page, '/recipes/1', 'h1');
  await notHydrated(page);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await hydrated(page);
  await expect(page.getByText('Please sign in to save recipes')).toBeVisible();
});

/**
 * Taps `selector` (the first match) once React is hydrating the page in slices (app/boot/start.tsx):
 * its root exists, the first screen is not hydrated yet. The page taps it itself, from a timer
 * that runs between React's slices as a real tap would; the test's own commands would only
 * reach the page once hydration is done. Call before the page opens.
 */
async function tapWhileHydrating(page: Page, selector: string, text?: string): Promise<void> {
  await page.addInitScript(
    ({ target, label }) => {
      const timer = setInterval(() => {
        const root = document.getElementById('root');
        const hydrating = !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
        if (!hydrating) return;
        clearInterval(timer);
        const w = window as { tappedHydrated?: boolean; tapMs?: number };
        w.tappedHydrated = document.documentElement.hasAttribute('data-app-ready');
        const found = [...document.querySelectorAll<HTMLElement>(target)];
        const control = found.find((element) => label === undefined || element.textContent?.trim() === label);
        if (!control) return;
        // A tap's events in order, as a finger makes them: React hydrates at once on any of them.
        const started = performance.now();
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
          const init = { bubbles: true, cancelable: true, composed: true };
          control.dispatchEvent(
            type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
          );
        }
        control.click();
        w.tapMs = performance.now() - started;
      }, 5);
    },
    { target: selector, label: text },
  );
}

/**
 * The tap came before the page was hydrated, and was answered at once: React did not hydrate the
 * rest of the page inside it (hundreds of milliseconds on this slowed CPU).
 */
async function tappedWhileHydrating(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as { tappedHydrated?: boolean }).tappedHydrated))
    .toBe(false);
  expect(await page.evaluate(() => (window as { tapMs?: number }).tapMs)).toBeLessThan(100);
}

test('a tap while React hydrates the page is done once it has the page', async ({ page }) => {
  await tapWhileHydrating(page, 'button', 'Save Recipe');
  await openEarly(page, '/recipes/1', 'h1');
  await tappedWhileHydrating(page);
  await hydrated(page);
  await expect(page.getByText('Please sign in to save recipes')).toHaveCount(1);
});

test('a link tapped while React hydrates the page goes where it points', async ({ page }) => {
  await tapWhileHydrating(page, 'nav[aria-label="Recipe pages"] a[href*="page=2"]');
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a failing recipe picture shows the fallback, and a failing fallback no broken image', async ({
  page,
}) => {
  await page.route(/\/images\/recipes\//, (route) => route.abort());
  await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
  await notHydrated(page);
  const picture = page.getByTestId('recipe-card').first().locator('img');
  await expect(picture).toHaveAttribute('src', /recipe-fallback|^data:image/);
  // The fallback picture itself unreachable: an empty picture, which needs no download.
  await page.route(/recipe-fallback/, (route) => route.abort());
  await page.goto('/recipes?page=2', { waitUntil: 'commit' });
  const first = page.getByTestId('recipe-card').first().locator('img');
  await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 0)).toBe(true);
});

test('a failing expert photo shows the initial', async ({ page }) => {
  await page.route(/\/images\/experts\//, (route) => route.abort());
  await openEarly(page, '/nutrition-tips', 'h1');
  await notHydrated(page);
  const avatar = page.getByTestId('expert-initial').first();
  await expect(avatar).toBeVisible();
  const photo = avatar.locator('xpath=following-sibling::img');
  await expect(photo).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens and its links work', async ({ page }) => {
    await openEarly(page, '/', 'h1');
    await notHydrated(page);
    await page.locator('summary', { hasText: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
  });

  test('Show Filters and a filter applied with the form', async ({ page }) => {
    await openEarly(page, '/recipes', '[data-testid="recipe-card"]');
    await notHydrated(page);
    await page.getByText('Show Filters').click();
    await page.getByLabel('Difficulty').last().selectOption({ label: 'Easy' });
    await page.getByRole('button', { name: 'Apply Filters' }).last().click();
    await expect(page).toHaveURL(/[?&]diff=easy\b/);
  });
});
