/**
 * The Account page and the reset link, in the browser against the real server: a new
 * password works at the sign-in form (and the old one no longer does), "Download my data"
 * saves a JSON file holding the account, deleting the account signs the person out for good,
 * and an operator's reset link (printed by the real command) sets a new password once. Axe
 * checks both pages in the light and the dark theme.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsOver, createAccount, expect, OWN_ORIGIN, PASSWORD, test } from './fixtures';

const NEW_PASSWORD = 'porridge-and-pears-7';

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await animationsOver(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

/** `npm run admin -- reset-link <username>` on the server's database; the link it prints. */
function issueResetLink(username: string, origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', 'reset-link', username], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { DATABASE_PATH: process.env.E2E_DATABASE ?? '', PUBLIC_ORIGIN: origin, LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const link = /(\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(output)?.[1];
      if (code === 0 && link) resolve(link);
      else reject(new Error(`reset-link exited with ${code}: ${output}`));
    });
  });
}

test.describe('the Account page', () => {
  test('is in the account menu, changes the password, and the new one signs in', async ({ userPage }) => {
    const { page, account } = userPage;
    await page.goto('/');
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
    await expect(page.getByTestId('account-page-username')).toHaveText(account.username);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Enter your current password')).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('That is not your current password. Check it and try again.')).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('toast')).toContainText('Password changed');
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
    // Still signed in here, on a new session.
    expect((await page.request.get('/api/user')).status()).toBe(200);

    await page.request.post('/api/logout', { headers: OWN_ORIGIN });
    expect(
      (
        await page.request.post('/api/login', {
          headers: OWN_ORIGIN,
          data: { username: account.username, password: PASSWORD },
        })
      ).status(),
    ).toBe(401);
    await signInWithForm(page, account.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: /My Account/ }).click();
    await expect(page.getByTestId('account-username')).toHaveText(account.username);
  });

  test('saves the details and downloads a JSON file of the data', async ({ userPage }) => {
    const { page, account } = userPage;
    await page.goto('/account');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Email').fill('not an email');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText('Please enter a valid email address')).toBeVisible();
    await details.getByLabel('Email').fill('Parent@Example.com');
    await details.getByLabel('Name').fill('Sam Parent');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByTestId('toast')).toContainText('Details saved');
    await expect(details.getByLabel('Email')).toHaveValue('parent@example.com');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sproutplate-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      account: { username: string; email: string; name: string };
      children: unknown[];
    };
    expect(data.account).toMatchObject({
      username: account.username,
      email: 'parent@example.com',
      name: 'Sam Parent',
    });
    expect(data.children).toEqual([]);
    await expect(page.getByTestId('toast')).toContainText('Your data is downloading');
  });

  test('deletes the account after the password and DELETE, and then signing in fails', async ({
    userPage,
  }) => {
    const { page, account } = userPage;
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Your password', { exact: true }).fill(account.password);
    await form.getByLabel('Type DELETE to confirm').fill('delete');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByText('Type DELETE in capital letters to confirm')).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(200);

    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast')).toContainText('Your account has been deleted');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await signInWithForm(page, account.username, account.password);
    await expect(page.getByTestId('toast')).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/auth$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation (${theme})`, async ({ page }) => {
      await createAccount(page.request);
      await page.addInitScript((t) => localStorage.setItem('sproutplate-theme', t), theme);
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
      const report = await seriousViolations(page);
      expect(report, report.join('\n')).toEqual([]);

      await page.request.post('/api/logout', { headers: OWN_ORIGIN });
      await page.goto('/reset-password?token=abc');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
      const resetReport = await seriousViolations(page);
      expect(resetReport, resetReport.join('\n')).toEqual([]);
    });
  }
});

test.describe('the reset link', () => {
  test("an operator's link sets a new password once", async ({ page, browser, baseURL }) => {
    const account = await createAccount((await browser.newContext()).request);
    const link = await issueResetLink(account.username, baseURL!);
    expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill('something-else');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password has been changed');

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username').fill(account.username);
    await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Used once: the same link now says so.
    await page.request.post('/api/logout', { headers: OWN_ORIGIN });
    await page.goto(link);
    await form.getByLabel('New password', { exact: true }).fill('another-new-password');
    await form.getByLabel('Confirm new password', { exact: true }).fill('another-new-password');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(form.getByText(/has expired or has already been used/)).toBeVisible();
  });

  test('without its token the page says what to do', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete');
    await expect(page.getByRole('link', { name: 'sign in', exact: true })).toHaveAttribute('href', '/auth');
  });
});
