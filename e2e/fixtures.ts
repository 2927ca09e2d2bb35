/**
 * Shared fixtures for the browser tests: unique accounts made through the
 * real API, signing in, and direct access to the server's test database for
 * set-up that has no public API (promoting an admin).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { openSqliteStore } from '../api/db/sqlite-store';
import { createUserService } from '../api/services/users';

export const PASSWORD = 'family-dinner-2026';

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}

/** The server's database file for this run (see playwright.config.ts). */
export function withDatabase<T>(fn: (db: Database.Database) => T): T {
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error('E2E_DATABASE is not set');
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * The Origin header of this run's server: a write through the API (not a page) sends it, as a browser
 * does for its pages' writes, or the server refuses it.
 */
export const OWN_ORIGIN = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };

export interface Account {
  username: string;
  password: string;
}

/** Signs in an existing account through the API so the page shares its cookie. */
export async function signIn(request: APIRequestContext, account: Account): Promise<void> {
  const res = await request.post('/api/login', { data: account, headers: OWN_ORIGIN });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Makes an account straight in the test database (registration from one
 * address is rate limited, and most tests are not about registering), then
 * signs the request context in through the real API.
 */
export async function createAccount(
  request: APIRequestContext,
  prefix = 'parent',
  options: { admin?: boolean } = {},
): Promise<Account> {
  const account = { username: uniqueName(prefix), password: PASSWORD };
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error('E2E_DATABASE is not set');
  const store = openSqliteStore(file);
  try {
    const users = createUserService(store, { N: 2 ** 10, r: 8, p: 1 });
    await users.register(account, { isAdmin: options.admin ?? false });
  } finally {
    await store.close();
  }
  await signIn(request, account);
  return account;
}

/**
 * A navigation is over once the app has the page: a screen the server drew is
 * visible before its controls work, so goto and reload also wait for
 * `<html data-app-ready>` (app/components/layout.tsx), except for API addresses.
 */
function waitsForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async <T>(response: T): Promise<T> => {
    if (!new URL(page.url()).pathname.startsWith('/api/')) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

interface Fixtures {
  /** A page whose browser context is signed in as a fresh parent. */
  userPage: { page: Page; account: Account };
  /**
   * A browser profile on disk, as an installed app has. Offline tests need it:
   * Playwright's usual contexts are incognito, where Chromium may drop
   * IndexedDB when a page reloads, and which it never finds installable.
   */
  installed: { context: BrowserContext; page: Page };
}

export const test = base.extend<Fixtures>({
  installed: async ({ playwright, baseURL }, use, testInfo) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-profile-'));
    const context = await playwright.chromium.launchPersistentContext(dir, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = waitsForApp(context.pages()[0] ?? (await context.newPage()));
    await use({ context, page });
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitsForApp(page));
  },
  userPage: async ({ page }, use) => {
    const account = await createAccount(page.request);
    await use({ page, account });
  },
});

export { expect };

/**
 * The connection comes back once more, and the device's work it starts (the outbox's replay, the
 * children's sync; `data-device-work`, app/offline/start.ts) is over. The event is handled at once,
 * so the count is above zero until that work is done.
 */
export async function connectionReturnsAgain(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.locator('html')).toHaveAttribute('data-device-work', '0');
}

/**
 * Every animation and transition on the page has finished (entrances, a toast sliding in), so
 * what is checked (contrast) is what stays on screen. Ones that never end (a spinner) are left out.
 */
export async function animationsOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The app's device work after the first screen is over (`data-device-sync="settled"`), and the
 * service worker controls the page with its precache complete and has stayed so for two seconds:
 * right after a first install Chromium may still replace it. Polled: waitForFunction would take
 * the async check's promise itself as a yes.
 */
export async function serviceWorkerSettled(page: Page): Promise<void> {
  await page.locator('html[data-device-sync="settled"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const settled =
            navigator.serviceWorker.controller?.state === 'activated' &&
            registration?.active?.state === 'activated' &&
            !registration.installing &&
            !registration.waiting;
          const w = window as unknown as { __swStableSince?: number };
          if (!settled) {
            w.__swStableSince = undefined;
            return false;
          }
          w.__swStableSince ??= Date.now();
          return Date.now() - w.__swStableSince >= 2000;
        }),
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}
