/**
 * Browser tests against the real server (built PWA + API) on a temporary
 * database, in Chromium: Debian's when present (CHROMIUM_PATH or
 * /usr/bin/chromium), else Playwright's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/free-port.mjs';

// Workers re-read this file: the first evaluation picks the port and the database, the rest inherit them.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATABASE ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-e2e-')), 'e2e.db');

const port = Number(process.env.E2E_PORT);
const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // At least two: Playwright's default (half the cores) is one on a 2-core machine, and the tests
  // spend much of their time waiting on the browser and the server.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx api/index.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: process.env.E2E_DATABASE,
      LOG_LEVEL: 'warn',
    },
  },
});
