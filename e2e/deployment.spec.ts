/**
 * The deployment of compose.yaml, run on this machine without Docker (which
 * CI machines do not have): the image's runtime files as the Dockerfile's
 * last stage copies them, started with its ENV and CMD as a user that is not
 * root, two replicas on one PostgreSQL (a throwaway cluster), behind nginx
 * (where the machine has none, the Node proxy of e2e/https-proxy.ts, which does
 * what that site says) with the compose site deploy/nginx.conf (its upstream pointed at the two
 * replicas, its ports and certificate at this test's), and the compose app's
 * environment. The image's HEALTHCHECK command must pass, HTTP must redirect
 * to HTTPS, and a parent must be able to sign up, stay signed in across the
 * replicas, save a recipe and post, with a Secure cookie.
 *
 * What this cannot check: that Docker builds the image (npm ci and the build
 * run in it as they do here), and `npm prune --omit=dev` (the replicas use
 * this checkout's node_modules).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { parse } from 'yaml';
import { openPostgresStore } from '../api/db/pg-store';
import { describeProxy, findNginx } from '../scripts/find-nginx.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { expect, PASSWORD, test, uniqueName } from './fixtures';
import { writeLocalhostCertificate } from './certificate';
import { startNodeProxy } from './https-proxy';
import { stop, waitFor, writeNginxConfig } from './local-servers';

const root = process.cwd();

/** The Dockerfile's last stage: its ENV, its COPY --from=build lines, USER, HEALTHCHECK and CMD. */
function runtimeStage() {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const lines = text.split('\n').map((l) => l.trim());
  const from = lines.findLastIndex((l) => /^FROM\s/.test(l));
  const stage = lines.slice(from).filter((l) => l && !l.startsWith('#'));
  const env: Record<string, string> = {};
  const copies: { from: string; to: string }[] = [];
  let user = '';
  let cmd: string[] = [];
  let healthcheck: string[] = [];
  for (const line of stage) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'ENV') {
      for (const pair of args.match(/\S+=\S+/g) ?? []) {
        const [key, value] = pair.split('=') as [string, string];
        env[key] = value;
      }
    } else if (instruction === 'COPY') {
      const [src, dest] = args.replace(/--\S+\s+/g, '').split(/\s+/) as [string, string];
      copies.push({ from: path.relative('/app', src), to: dest });
    } else if (instruction === 'USER') user = args;
    else if (instruction === 'CMD') cmd = JSON.parse(args) as string[];
    else if (instruction === 'HEALTHCHECK')
      healthcheck = JSON.parse(args.slice(args.indexOf('CMD') + 3)) as string[];
  }
  return { env, copies, user, cmd, healthcheck };
}

/**
 * Runs as nobody when the tests run as root, as the image runs as its `node` user. It may read
 * (never write) what root owns: a checkout in a private folder (CI clones into `mktemp -d`, mode
 * 700) is readable by everyone in the image, where the files are root's and world-readable.
 */
function asUnprivileged(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? [
        'setpriv',
        [
          '--reuid=nobody',
          '--regid=nogroup',
          '--clear-groups',
          '--inh-caps=+dac_read_search',
          '--ambient-caps=+dac_read_search',
          command,
          ...args,
        ],
      ]
    : [command, args];
}

let dir: string;
let cluster: Awaited<ReturnType<typeof startCluster>>;
const replicas: { port: number; child: ChildProcess }[] = [];
let proxy: ChildProcess | undefined;
let nodeProxy: Awaited<ReturnType<typeof startNodeProxy>> | undefined;
let origin: string;
let httpOrigin: string;
let stage: ReturnType<typeof runtimeStage>;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const nginx = findNginx();
  testInfo.annotations.push({ type: 'proxy', description: describeProxy() });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-deployment-'));
  fs.chmodSync(dir, 0o755);
  stage = runtimeStage();
  const compose = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
  };

  // The image's files, as its last stage copies them (node_modules linked, not pruned).
  const image = path.join(dir, 'app');
  fs.mkdirSync(image);
  for (const { from, to } of stage.copies) {
    // Docker's rule: a destination ending in / is a folder the source goes into.
    const target = to.endsWith('/') ? path.join(image, to, path.basename(from)) : path.join(image, to);
    if (from === 'node_modules') fs.symlinkSync(path.join(root, 'node_modules'), target);
    else fs.cpSync(path.join(root, from), target, { recursive: true });
  }
  expect(stage.user).not.toBe('root');
  expect(stage.user).not.toBe('');

  cluster = await startCluster();
  const admin = await openPostgresStore(cluster.url, { max: 1, migrate: false });
  await admin.run('CREATE DATABASE sproutplate');
  await admin.close();
  const databaseUrl = new URL(cluster.url);
  databaseUrl.pathname = '/sproutplate';

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  origin = `https://localhost:${httpsPort}`;
  httpOrigin = `http://127.0.0.1:${httpPort}`;
  // The compose app's environment, with this machine's database and address.
  const composeEnv = Object.fromEntries(
    Object.entries(compose.services.app?.environment ?? {}).map(([key, value]) => [
      key,
      key === 'DATABASE_URL' ? databaseUrl.toString() : key === 'PUBLIC_ORIGIN' ? origin : String(value),
    ]),
  );
  expect(composeEnv).toMatchObject({ TRUST_PROXY: 'true', COOKIE_SECURE: 'true' });
  for (const { from } of stage.copies) expect(fs.existsSync(path.join(root, from)), from).toBe(true);

  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const [command, args] = asUnprivileged(
      stage.cmd[0] === 'node' ? process.execPath : stage.cmd[0]!,
      stage.cmd.slice(1),
    );
    const child = spawn(command, args, {
      cwd: image,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        ...stage.env,
        ...composeEnv,
        OPENAI_API_KEY: '',
        OPENAI_BASE_URL: '',
        // This machine's loopback and a free port instead of 0.0.0.0:3000; the data folder is unused on PostgreSQL.
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_PATH: path.join(dir, 'unused.db'),
        LOG_LEVEL: 'warn',
      },
    });
    replicas.push({ port, child });
    // One after the other, as compose starts replicas: the first migrates and seeds.
    await waitFor(`http://127.0.0.1:${port}/api/health`, (res) => res.ok, `The replica on port ${port}`, 60);
  }

  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  await writeLocalhostCertificate(cert, key);
  const site = fs
    .readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/server app:3000;/, replicas.map((r) => `server 127.0.0.1:${r.port};`).join(' '))
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 /, `listen 127.0.0.1:${httpsPort} `)
    .replaceAll('/etc/nginx/certs/', `${dir}/`);
  // The compose site must name what the proxy service mounts.
  expect(compose.services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  if (nginx) {
    const config = writeNginxConfig(dir, site);
    const checked = spawnSync(nginx, ['-t', '-c', config, '-p', dir], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    proxy = spawn(nginx, ['-c', config, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  } else {
    // What the site says, by the Node proxy: the upstream, both ports, the certificate and the headers.
    expect(site).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(site).toContain(`ssl_certificate     ${cert};`);
    for (const header of ['Host $host', 'X-Forwarded-Proto $scheme', 'X-Forwarded-Host $host'])
      expect(site).toContain(`proxy_set_header ${header};`);
    nodeProxy = await startNodeProxy({
      httpsPort,
      httpPort,
      cert,
      key,
      upstreams: replicas.map((r) => r.port),
      composeSite: true,
    });
  }
  api = await playwright.request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  const deadline = Date.now() + 30_000;
  while (
    !(await api.get('/api/health').then(
      (r) => r.ok(),
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('The HTTPS proxy did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await stop(proxy);
  await nodeProxy?.stop();
  await Promise.all(replicas.map((r) => stop(r.child)));
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the replicas run as a user that is not root, and pass the image health check', async () => {
  for (const { port, child } of replicas) {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    expect(status).toMatch(/^Uid:\s+[1-9]\d*/m);
    const [command, ...args] = stage.healthcheck;
    const result = spawnSync(command === 'node' ? process.execPath : command!, args, {
      env: { ...stage.env, PORT: String(port) },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
  }
  const health = await api.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: { engine: 'postgres', reachable: true } });
});

test('plain HTTP is sent to HTTPS', async () => {
  const res = await fetch(`${httpOrigin}/recipes`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('https://127.0.0.1/recipes');
});

test('a parent signs up, stays signed in across the replicas, saves a recipe and posts', async () => {
  const headers = { origin };
  const username = uniqueName('deployed');
  const registered = await api.post('/api/register', { data: { username, password: PASSWORD }, headers });
  expect(registered.status()).toBe(201);
  const cookie = registered.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/;\s*Secure/i);
  // The proxy spreads these over both replicas: every one knows the session.
  for (let i = 0; i < 6; i++) expect((await api.get('/api/user')).status()).toBe(200);
  const recipes = (await (await api.get('/api/recipes?q=carrot')).json()) as { recipes: { id: number }[] };
  const saved = await api.post(`/api/recipes/${recipes.recipes[0]!.id}/save`, { headers });
  expect(saved.status()).toBe(200);
  const post = await api.post('/api/community/posts', {
    data: { title: 'Deployed at last', content: 'Posting through the proxy works', contentType: 'tip' },
    headers,
  });
  expect(post.status()).toBe(201);
  const mine = (await (await api.get('/api/recipes/saved')).json()) as { id: number }[];
  expect(mine.map((r) => r.id)).toEqual([recipes.recipes[0]!.id]);
  const page = await api.get('/recipes');
  expect(await page.text()).toContain(`<link rel="canonical" href="${origin}/recipes" />`);
});
