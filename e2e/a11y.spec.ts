/**
 * Accessibility: axe-core on every main screen, in the light and the dark
 * theme, signed in (so the personal screens show their real content; the
 * sign-in screen as a visitor). Any
 * serious or critical violation fails, with the rule and the elements named.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount, expect, test } from './fixtures';

const SCREENS: { path: string; ready: (page: Page) => Promise<void>; visitor?: boolean }[] = [
  { path: '/', ready: (p) => expect(p.getByTestId('recipe-card').first()).toBeVisible() },
  { path: '/recipes', ready: (p) => expect(p.getByTestId('recipe-card').first()).toBeVisible() },
  { path: '/recipes/1', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
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
        await page.waitForTimeout(300);
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
