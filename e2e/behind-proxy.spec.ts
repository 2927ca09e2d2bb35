/**
 * SproutPlate deployed as the README says: behind nginx (or, on a machine without
 * it, the Node proxy of e2e/https-proxy.ts) with HTTPS on a throwaway certificate, `TRUST_PROXY=true` and nothing else. The
 * server is asked over plain HTTP on 127.0.0.1; the browser is on
 * https://localhost. Signing up, signing in, saving a recipe and posting must
 * all go through, the service worker must install, and the session cookie must
 * be Secure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { describeProxy, findNginx } from '../scripts/find-nginx.mjs';
import { expect, PASSWORD, test, uniqueName } from './fixtures';
import { freePort } from '../scripts/free-port.mjs';
import { writeLocalhostCertificate } from './certificate';
import { startNodeProxy } from './https-proxy';
import { stop, waitFor, writeNginxConfig } from './local-servers';

async function listening(port: number, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let dir: string;
let app: ChildProcess | undefined;
let proxy: ChildProcess | undefined;
let nodeProxy: Awaited<ReturnType<typeof startNodeProxy>> | undefined;
let origin: string;
let browser: Browser;

test.beforeAll(async ({ playwright }, testInfo) => {
  const nginx = findNginx();
  testInfo.annotations.push({ type: 'proxy', description: describeProxy() });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-proxy-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const { spki } = await writeLocalhostCertificate(cert, key);

  const [appPort, proxyPort] = [await freePort(), await freePort()];
  app = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      DATABASE_PATH: path.join(dir, 'proxied.db'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      COOKIE_SECURE: '',
      PUBLIC_ORIGIN: '',
    },
  });
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, (res) => res.ok, 'SproutPlate');

  if (nginx) {
    const config = writeNginxConfig(
      dir,
      `server {
      listen 127.0.0.1:${proxyPort} ssl;
      server_name localhost;
      ssl_certificate ${cert};
      ssl_certificate_key ${key};
      client_max_body_size 40m;
      location / {
        proxy_pass http://127.0.0.1:${appPort};
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      }
    }`,
    );
    proxy = spawn(nginx, ['-c', config, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  } else {
    nodeProxy = await startNodeProxy({ httpsPort: proxyPort, cert, key, upstreams: [appPort] });
  }
  origin = `https://localhost:${proxyPort}`;

  const launchOptions = testInfo.project.use.launchOptions ?? {};
  browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--ignore-certificate-errors-spki-list=${spki}`],
  });
  await listening(proxyPort, 'The HTTPS proxy');
});

test.afterAll(async () => {
  await browser?.close();
  await stop(proxy);
  await nodeProxy?.stop();
  await stop(app);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page of the proxied site, which (like the other tests' pages) waits for the app on every visit. */
async function open(page: Page, address: string) {
  await page.goto(origin + address);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

test('behind an HTTPS proxy: sign up, sign in, save a recipe and post; the worker installs; the cookie is Secure', async () => {
  test.slow(); // a whole visit through the proxy, with its own server
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  const username = uniqueName('proxied');
  await open(page, '/auth?action=register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${origin}/`);

  const session = (await context.cookies()).find((cookie) => cookie.name === 'sp_session');
  expect(session, 'the session cookie').toBeDefined();
  expect(session!.secure).toBe(true);
  expect(session!.httpOnly).toBe(true);

  // Signed out through the menu, and in again through the form.
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await open(page, '/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${origin}/`);

  await open(page, '/recipes');
  await page.getByTestId('recipe-card').first().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('save-pending')).toBeHidden();
  // Asked by the page (the test's own HTTP client does not trust the throwaway certificate).
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/recipes/saved');
    return { status: res.status, count: ((await res.json()) as unknown[]).length };
  });
  expect(saved).toEqual({ status: 200, count: 1 });

  await open(page, '/community?create=true');
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  const title = `Through the proxy ${username}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Frozen banana halves soothe sore gums.');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Your post has been created successfully');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  // The service worker installed and controls the page: the PWA works behind the proxy.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  expect(errors).toEqual([]);
  await context.close();
});
