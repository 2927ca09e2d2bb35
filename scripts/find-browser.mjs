// Finds the Chromium the browser tests run in, before `npm test` runs anything, so a machine
// without one learns it at once rather than after the build, from a hundred failed tests.
// In order: CHROMIUM_PATH (must exist), /usr/bin/chromium, Playwright's own Chromium when
// installed, else `npx playwright install chromium`. The path found goes to Playwright as
// CHROMIUM_PATH (playwright.config.ts).
//
//   node scripts/find-browser.mjs      prints the path, or the reason there is none (exit 1)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const NO_BROWSER =
  "No Chromium for the browser tests: install your system's chromium package " +
  '(Debian: apt-get install -y chromium) or run `npx playwright install chromium`, or set CHROMIUM_PATH';

/** Raised when no Chromium can be found or installed; its message is the one line to show. */
export class BrowserNotFound extends Error {}

/** Where Playwright keeps (or would keep) its own Chromium; `chromium.executablePath()`. */
export function playwrightChromiumPath() {
  const require = createRequire(import.meta.url);
  return require('@playwright/test').chromium.executablePath();
}

/**
 * Runs a command quietly; true when it exits 0. On failure it prints the first error line of its
 * output (for the Playwright install offline, `getaddrinfo ENOTFOUND cdn.playwright.dev`), not
 * its retries and stack traces.
 */
export function runCommand(command, args) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return true;
  const output = `${result.stderr ?? ''}\n${result.stdout ?? ''}`.split('\n').map((line) => line.trim());
  const cause =
    result.error?.message ?? output.find((line) => line.startsWith('Error:')) ?? output.findLast(Boolean);
  console.error(`  ${[command, ...args].join(' ')} failed${cause ? `: ${cause}` : ''}`);
  return false;
}

/**
 * @param {{
 *   env?: Record<string, string | undefined>,
 *   exists?: (file: string) => boolean,
 *   playwrightPath?: () => string,
 *   run?: (command: string, args: string[]) => boolean,
 *   log?: (line: string) => void,
 * }} [deps]
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' | 'installed' }}
 */
export function findBrowser({
  env = process.env,
  exists = fs.existsSync,
  playwrightPath = playwrightChromiumPath,
  run = runCommand,
  log = (line) => console.log(line),
} = {}) {
  // Empty counts as unset, as in playwright.config.ts.
  const given = env.CHROMIUM_PATH;
  if (given) {
    if (exists(given)) return { path: given, source: 'CHROMIUM_PATH' };
    throw new BrowserNotFound(
      `CHROMIUM_PATH is ${given}, which does not exist: point it at a Chromium executable, or unset it`,
    );
  }
  if (exists(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };

  const own = () => {
    try {
      const file = playwrightPath();
      return file && exists(file) ? file : null;
    } catch {
      return null;
    }
  };
  const installed = own();
  if (installed) return { path: installed, source: 'playwright' };

  log(
    "No Chromium found: installing Playwright's (npx playwright install chromium; a download of some minutes)",
  );
  if (run('npx', ['playwright', 'install', 'chromium'])) {
    const fresh = own();
    if (fresh) return { path: fresh, source: 'installed' };
  }
  throw new BrowserNotFound(NO_BROWSER);
}

/**
 * The browser's own words for its version ("Chromium 156.0.8078.129 built on Debian..." becomes
 * "Chromium 156.0.8078.129"), or null when it does not start.
 */
export function browserVersion(executable, run = spawnSync) {
  const result = run(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) return null;
  const line = String(result.stdout ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /\d+\.\d+\.\d+/.test(l));
  if (!line) return null;
  return line.replace(/^(.*?\d+(?:\.\d+)+).*$/, '$1');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(findBrowser({ log: (line) => console.error(line) }).path);
  } catch (error) {
    if (!(error instanceof BrowserNotFound)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
