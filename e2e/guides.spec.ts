/**
 * The feeding courses: the list with its preview dialog, 'Course Not Found',
 * and course 1's lessons, progress kept on the device and real PDF resources.
 */
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { COURSE_1_DETAIL } from '../shared/content/course-detail';
import { expect, test } from './fixtures';

async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

/** The course page has finished reading the device database (the summary is shown). */
async function courseReady(page: Page, completed: number) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Starting Solids with Confidence' }),
  ).toBeVisible();
  await expect(page.getByTestId('progress-summary')).toHaveText(`${completed} of 12 lessons completed`);
}

test.describe('feeding guides', () => {
  test('the list shows six courses and a preview dialog with four tabs', async ({ page }) => {
    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Feeding Guides' })).toBeVisible();
    for (const point of ['Expert-designed curriculum', '100% Free access', 'Self-paced learning']) {
      await expect(page.getByText(point, { exact: true })).toBeVisible();
    }
    const cards = page.getByTestId('course-card');
    await expect(cards).toHaveCount(6);
    await expect(
      cards.first().getByRole('heading', { name: 'Starting Solids with Confidence' }),
    ).toBeVisible();
    await expect(cards.first().getByText('Most Popular')).toBeVisible();
    await expect(cards.first().getByRole('link', { name: /^Start Course/ })).toHaveAttribute(
      'href',
      '/guides/1',
    );
    await expect(cards.nth(5).getByRole('link', { name: /^Start Course/ })).toHaveAttribute(
      'href',
      '/guides/6',
    );

    // The closing call to action.
    await expect(page.getByRole('link', { name: 'Start Your First Course' })).toHaveAttribute(
      'href',
      '/guides/1',
    );
    await expect(page.getByRole('link', { name: 'Explore Recipes' })).toHaveAttribute('href', '/recipes');

    await cards
      .first()
      .getByRole('button', { name: /^Preview/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Starting Solids with Confidence' })).toBeVisible();
    await expect(dialog.getByTestId('trailer-placeholder')).toBeVisible();
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Curriculum', 'Instructor', 'Reviews']);
    // Role queries skip hidden elements: this is the selected tab's panel only.
    const panel = dialog.getByRole('tabpanel');
    const sample = panel.getByTestId('sample-lesson');
    await expect(sample).toContainText('Gagging vs Choking: What Every Parent Should Know');
    await expect(sample).toContainText('8 min');

    await dialog.getByRole('tab', { name: 'Curriculum' }).click();
    await expect(panel.getByRole('heading', { name: 'Getting Ready for Solids' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Instructor' }).click();
    await expect(panel.getByRole('heading', { name: 'Dr. Niamh Okafor-Reyes' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Reviews' }).click();
    await expect(panel.getByTestId('course-rating')).toContainText('4.9');
    await expect(panel.getByTestId('course-rating')).toContainText('12,543');

    await dialog.getByRole('button', { name: 'Close Preview', exact: true }).click();
    await expect(dialog).toBeHidden();

    // A course without preview data still says something in every tab.
    await cards
      .nth(4)
      .getByRole('button', { name: /^Preview/ })
      .click();
    await dialog.getByRole('tab', { name: 'Curriculum' }).click();
    await expect(panel).toContainText('Curriculum details are coming soon');
    await dialog.getByRole('button', { name: 'Close Preview', exact: true }).click();

    await cards
      .first()
      .getByRole('button', { name: /^Preview/ })
      .click();
    await dialog.getByRole('link', { name: 'Start Course Now' }).click();
    await expect(page).toHaveURL(/\/guides\/1$/);
    await courseReady(page, 0);
  });

  test("an unknown course is 'Course Not Found' with a way back", async ({ page }) => {
    await page.goto('/guides/7');
    await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Feeding Guides' })).toBeVisible();
  });

  test('course 1 shows its tabs: curriculum of 4 modules, overview and 4 resources', async ({ page }) => {
    await page.goto('/guides/1');
    await courseReady(page, 0);
    await expect(page.getByRole('tab')).toHaveText(['Curriculum', 'Overview', 'Resources']);
    // Each module a native disclosure: the one with the next lesson open.
    const modules = page.locator('details[data-module]');
    await expect(modules).toHaveCount(4);
    await expect(modules.first()).toHaveAttribute('open', '');
    await modules.nth(1).locator('summary').click();
    await expect(modules.nth(1)).toHaveAttribute('open', '');
    await expect(modules.nth(1).getByTestId('lesson-link').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByTestId('course-students')).toHaveText('12,543');
    await expect(page.getByTestId('course-rating')).toContainText('4.9');
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByTestId('course-resource')).toHaveCount(4);
    // Back on the curriculum, the module opened before is still open.
    await page.getByRole('tab', { name: 'Curriculum' }).click();
    await expect(modules.nth(1)).toHaveAttribute('open', '');
    await expect(page.getByTestId('course-resource').first()).toBeHidden();
  });

  test("a course's tabs answer the arrow keys, Home and End, and only the chosen one is in the Tab order", async ({
    page,
  }) => {
    await page.goto('/guides/1');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const tab = (name: string) => page.getByRole('tab', { name });
    const panel = page.getByRole('tabpanel');
    await expect(tab('Curriculum')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAccessibleName('Curriculum');
    await expect(tab('Overview')).toHaveAttribute('tabindex', '-1');

    await tab('Curriculum').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Overview')).toBeFocused();
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Curriculum')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByTestId('course-students')).toHaveText('12,543');
    await page.keyboard.press('End');
    await expect(tab('Resources')).toBeFocused();
    await expect(page.getByTestId('course-resource')).toHaveCount(4);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Curriculum')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Resources')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Curriculum')).toBeFocused();
    await expect(panel).toHaveAccessibleName('Curriculum');
    // Chosen in place: the address stays the course's own.
    await expect(page).toHaveURL(/\/guides\/1$/);
    // From the chosen tab, the Tab key goes into its panel, not to the next tab.
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
  });

  test('a lesson marked complete moves the progress bar and stays complete after a reload', async ({
    // A profile on disk: Chromium may drop an incognito context's IndexedDB on reload.
    installed: { page },
  }) => {
    await page.goto('/guides/1');
    await courseReady(page, 0);
    const bar = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');

    await page.getByRole('link', { name: /^Signs Your Baby Is Ready/ }).click();
    await expect(page).toHaveURL(/\/guides\/1\?lesson=1-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Signs Your Baby Is Ready' })).toBeVisible();
    await expect(page.getByTestId('lesson-content').locator('p')).toHaveCount(4);
    await expect(page.getByText('Start at around 6 months, and never before 17 weeks.')).toBeVisible();

    await page.getByRole('button', { name: 'Mark as complete', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark as not complete', exact: true })).toBeVisible();
    await expect(page.getByTestId('progress-summary')).toHaveText('1 of 12 lessons completed');

    await page.getByRole('link', { name: 'Back to course' }).click();
    await courseReady(page, 1);
    await expect(bar).toHaveAttribute('aria-valuenow', '8');

    await page.reload();
    await courseReady(page, 1);
    await expect(bar).toHaveAttribute('aria-valuenow', '8');

    // 'Start Course' resumes at the first lesson not completed.
    await page.getByRole('link', { name: 'Start Course', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Milk Feeds and Solids: How They Fit Together' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as complete', exact: true })).toBeVisible();

    // Previous / next move through the course; the first lesson is still complete.
    await page.getByRole('link', { name: /^Previous lesson/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Signs Your Baby Is Ready' })).toBeVisible();
    await expect(page.getByTestId('lesson-completed')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as not complete', exact: true }).click();
    await expect(page.getByTestId('progress-summary')).toHaveText('0 of 12 lessons completed');
    await page.getByRole('link', { name: /^Next lesson/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Milk Feeds and Solids: How They Fit Together' }),
    ).toBeVisible();
  });

  test('a resource downloads as a real PDF, also with no network', async ({ page, context }) => {
    await page.goto('/guides/1');
    await courseReady(page, 0);
    await page.getByRole('tab', { name: 'Resources' }).click();
    const link = page.getByRole('link', { name: /^Download Starting Solids Checklist/ });
    await expect(link).toContainText('Download');
    const checklist = COURSE_1_DETAIL.resources[0];
    await expect(page.getByTestId('course-resource').first()).toContainText(`PDF · ${checklist?.size}`);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('starting-solids-checklist.pdf');
    const bytes = await readDownload(download);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The resources are in the service worker's precache, so they still download offline.
    // Polled from here: waitForFunction would take an async check's promise for a yes.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return navigator.serviceWorker.controller?.state === 'activated' && !registration?.installing;
        }),
      )
      .toBe(true);
    await context.setOffline(true);
    const offlineLink = page.getByRole('link', { name: /^Download Allergen Introduction Tracker/ });
    const [offlineDownload] = await Promise.all([page.waitForEvent('download'), offlineLink.click()]);
    expect(offlineDownload.suggestedFilename()).toBe('allergen-introduction-tracker.pdf');
    expect((await readDownload(offlineDownload)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await context.setOffline(false);
  });
});

/** Before the app's code arrives (here: never), the guides work as plain HTML. */
test.describe('feeding guides with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a course card's Preview leads to the course page", async ({ page }) => {
    await page.goto('/guides');
    const preview = page
      .getByTestId('course-card')
      .first()
      .getByRole('link', { name: /^Preview/ });
    await expect(preview).toHaveAttribute('href', '/guides/1');
    await preview.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Starting Solids with Confidence' }),
    ).toBeVisible();
  });

  test("a course's tabs, modules and Start Course work as links and disclosures", async ({ page }) => {
    await page.goto('/guides/1');
    await expect(page.getByRole('tab')).toHaveText(['Curriculum', 'Overview', 'Resources']);
    const modules = page.locator('details[data-module]');
    await expect(modules.first()).toHaveAttribute('open', '');
    await modules.nth(3).locator('summary').click();
    await expect(modules.nth(3).getByTestId('lesson-link').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/guides\/1\?tab=overview$/);
    await expect(page.getByTestId('course-students')).toHaveText('12,543');
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByTestId('course-resource')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /^Download Starting Solids Checklist/ })).toHaveAttribute(
      'href',
      /\.pdf$/,
    );

    await page.getByRole('link', { name: 'Start Course', exact: true }).click();
    await expect(page).toHaveURL(/\/guides\/1\?lesson=1-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Signs Your Baby Is Ready' })).toBeVisible();
  });
});
