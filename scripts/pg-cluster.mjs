// A throwaway PostgreSQL cluster for the tests: initdb into a new temporary folder, a server on a free
// port of 127.0.0.1 (no durability: fsync off), one superuser without a password. It stops by itself,
// folder and all, when the process that started it ends, however it ends. PostgreSQL's initdb refuses to
// run as root, so as root the cluster runs as the `postgres` user (which Debian's package creates).
//
// The binaries: PG_BIN, else the newest /usr/lib/postgresql/N/bin (Debian), else initdb on the PATH.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

export const NO_POSTGRES =
  'The API tests also run on PostgreSQL: on Debian or Ubuntu `apt-get install postgresql`, elsewhere ' +
  'your package manager, or set PG_BIN to the folder holding initdb and postgres.';

/** The folder holding initdb and postgres, or null. */
export function findPostgres(env = process.env) {
  const has = (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres'));
  if (env.PG_BIN) return has(env.PG_BIN) ? env.PG_BIN : null;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(path.join(debian, v, 'bin'))) return path.join(debian, v, 'bin');
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (has(dir)) return dir;
    // A symlink on the PATH (as /usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb).
    const initdb = path.join(dir, 'initdb');
    if (fs.existsSync(initdb)) {
      const real = path.dirname(fs.realpathSync(initdb));
      if (has(real)) return real;
    }
  }
  return null;
}

// setpriv runs the command in place (no child process), so signals reach PostgreSQL itself.
function asUser(user, command, args) {
  return user
    ? ['setpriv', [`--reuid=${user}`, `--regid=${user}`, '--init-groups', '--reset-env', command, ...args]]
    : [command, args];
}

/**
 * Starts a cluster; answers its address (postgres://…/postgres) and stop().
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startCluster(options = {}) {
  const bin = findPostgres();
  if (!bin) throw new Error(NO_POSTGRES);
  const root = process.getuid?.() === 0;
  const user = root ? 'postgres' : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-pg-'));
  const data = path.join(dir, 'data');
  if (root) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0)
      throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as');
    fs.chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
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
  const bin_isready = path.join(bin, 'pg_isready');
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
      const ready = spawnSync(bin_isready, ['-h', '127.0.0.1', '-p', String(port), '-q']);
      if (ready.status === 0) return;
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
  options.log?.(`PostgreSQL ${path.basename(path.dirname(bin))} for the tests at ${url}`);

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
