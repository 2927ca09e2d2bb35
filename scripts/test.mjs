#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, unit and API tests (vitest; the API suite twice, on SQLite and
// on a throwaway PostgreSQL), the load tests on their own, then the browser tests (Playwright) against a fresh build. First of all it
// finds the Chromium, nginx and PostgreSQL the tests need (scripts/find-browser.mjs installs Playwright's
// Chromium when there is none), so a machine without one is told at once. Stops at the
// first failing step, and ends with one line that adds up every test that ran: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BrowserNotFound, findBrowser } from './find-browser.mjs';
import { findNginx, NO_NGINX } from './find-nginx.mjs';
import { findPostgres, NO_POSTGRES } from './pg-cluster.mjs';

let browser;
try {
  browser = findBrowser();
} catch (error) {
  if (!(error instanceof BrowserNotFound)) throw error;
  console.error(error.message);
  console.log('\ntests: 0 passed, 0 failed');
  process.exit(1);
}
console.log(`Browser tests will run in ${browser.path}`);
const nginx = findNginx();
if (!nginx) {
  console.error(NO_NGINX);
  console.log('\ntests: 0 passed, 0 failed');
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL && !findPostgres()) {
  console.error(NO_POSTGRES);
  console.log('\ntests: 0 passed, 0 failed');
  process.exit(1);
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-test-'));
const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function finish(ok) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

if (!run('typecheck', 'npm', ['run', '--silent', 'typecheck'])) finish(false);
if (!run('lint', 'npm', ['run', '--silent', 'lint'])) finish(false);
if (!run('format', 'npm', ['run', '--silent', 'format:check'])) finish(false);

/** A vitest run of some projects; its tests are counted. */
function vitest(label, projects, json) {
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ]);
  const unit = readJson(json);
  if (unit) {
    passed += unit.numPassedTests ?? 0;
    failed += (unit.numFailedTests ?? 0) + (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  }
  return ok;
}

if (!vitest('unit and API tests', ['app', 'api-sqlite', 'api-postgres'], vitestJson)) finish(false);
// Latency under load is measured alone: other test files running beside it would be measuring them.
if (!vitest('load tests', ['api-load'], path.join(out, 'vitest-load.json'))) finish(false);

if (!run('build', 'npm', ['run', '--silent', 'build'])) finish(false);
const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  CHROMIUM_PATH: browser.path,
});
const e2e = readJson(playwrightJson);
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.skipped ?? 0);
}
finish(e2eOk);
