/**
 * Accessibility: axe-core on every main screen, in the light and the dark
 * theme, signed in (so the personal screens show their real content; the
 * sign-in screen as a visitor). Any
 * serious or critical violation fails, with the rule and the elements named.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsOver, createAccount, expect, test } from './fixtures';

const SCREENS: { path: string; ready: (page: Page) => Promise<void>; visitor?: boolean }[] = [
  {
    path: '/',
    // Settled: the sections below the fold (loaded after the first screen) are in, nothing is loading.
    ready: async (p) => {
      await expect(p.getByTestId('recipe-card').first()).toBeVisible();
      await expect(p.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    },
  },
  { path: '/recipes', ready: (p) => expect(p.getByTestId('recipe-card').first()).toBeVisible() },
  { path: '/recipes/1', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/foods', ready: (p) => expect(p.getByTestId('food-card').first()).toBeVisible() },
  {
    path: '/foods/egg?age=9',
    ready: (p) => expect(p.getByTestId('food-recipes').getByTestId('recipe-card').first()).toBeVisible(),
  },
  { path: '/auth', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible(), visitor: true },
  { path: '/meal-plan', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/community', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/chatbot', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/guides', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/guides/1', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/sugar-board', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.path} has no serious or critical violation`, async ({ page }) => {
        if (!screen.visitor) await createAccount(page.request);
        await page.addInitScript((t) => localStorage.setItem('sproutplate-theme', t), theme);
        await page.goto(screen.path);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        // Let loading states settle and entrance transitions finish before checking contrast.
        await page.waitForLoadState('networkidle');
        await animationsOver(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const report = serious.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        );
        expect(report, report.join('\n')).toEqual([]);
      });
    }
  });
}

/**
 * Keyboard: Tab reaches every control on the screen, in order, and each one
 * shows a focus ring (an outline or a ring shadow) while focused.
 */
test.describe('keyboard', () => {
  for (const screen of SCREENS.filter((s) => ['/', '/recipes', '/auth', '/community'].includes(s.path))) {
    test(`${screen.path}: every control is reached by Tab and shows a focus ring`, async ({ page }) => {
      if (!screen.visitor) await createAccount(page.request);
      await page.goto(screen.path);
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      // Where an element sits in the page, the same way for the controls and for what has focus.
      const keyOf = `(el) => { const path = []; for (let n = el; n && n !== document.body; n = n.parentElement) path.unshift(n.tagName + ':' + [...(n.parentElement?.children ?? [])].indexOf(n)); return path.join('/'); }`;
      const controls = await page.evaluate((keySource) => {
        const key = (0, eval)(keySource) as (el: Element) => string;
        const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            // Roving groups (radios, tabs) keep one member in the Tab order: tabIndex -1 marks the rest.
            return (
              el.tabIndex >= 0 &&
              !(el as HTMLButtonElement).disabled &&
              box.width > 0 &&
              box.height > 0 &&
              style.visibility !== 'hidden' &&
              !el.closest('[inert], [aria-hidden="true"]')
            );
          })
          .map((el) => ({
            key: key(el),
            label: `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
          }));
      }, keyOf);
      expect(controls.length).toBeGreaterThan(5);
      const reached = new Set<string>();
      const withoutRing: string[] = [];
      for (let i = 0; i < controls.length + 5; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate((keySource) => {
          const key = (0, eval)(keySource) as (el: Element) => string;
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            (style.boxShadow !== 'none' && style.boxShadow !== '');
          const label = `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
          return { key: key(el), ring, label };
        }, keyOf);
        if (!focused) continue;
        reached.add(focused.key);
        if (!focused.ring) withoutRing.push(focused.label);
      }
      expect(withoutRing, `focused without a visible ring: ${withoutRing.join(', ')}`).toEqual([]);
      const missed = controls.filter((c) => !reached.has(c.key)).map((c) => c.label);
      expect(missed, `never reached by Tab: ${missed.join(', ')}`).toEqual([]);
    });
  }
});

/** Axe on the toasts alone, once each has finished appearing. */
async function toastViolations(page: Page): Promise<string[]> {
  await animationsOver(page);
  const results = await new AxeBuilder({ page })
    .include('[data-testid="toast"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.failureSummary).join('\n  ')}`,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`an error toast and a success toast read at full contrast (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('sproutplate-theme', t), theme);
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(`ghost-${Date.now()}`);
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Invalid username or password');
    await expect(toast).toHaveAttribute('data-type', 'error');
    const errorReport = await toastViolations(page);
    expect(errorReport, errorReport.join('\n')).toEqual([]);

    await page.goto('/');
    const newsletter = page.getByRole('form', { name: 'Newsletter signup' });
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(`toast-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast).toContainText('Thank you for subscribing to our newsletter.');
    await expect(toast).toHaveAttribute('data-type', 'success');
    const successReport = await toastViolations(page);
    expect(successReport, successReport.join('\n')).toEqual([]);
  });
}
