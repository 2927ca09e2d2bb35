/**
 * Starts bench/server.ts as a child process (the server under test) and stops
 * it again. The bench itself, with the load generator and the browsers, is
 * the second process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { guardProcess, onCleanup } from './cleanup';

const root = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(options: {
  /** The SQLite file, or with `databaseUrl` the PostgreSQL database to use instead. */
  databaseFile: string;
  databaseUrl?: string;
  staticRoot: string | null;
}): Promise<BenchServer> {
  // The engine is the bench's choice, not whatever this shell has set.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // node --import tsx: the child's pid is the server itself, not a launcher in between.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server.ts')], {
    cwd: path.dirname(root),
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...inherited,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: options.databaseFile,
      BENCH_STATIC_ROOT: options.staticRoot ?? '',
    },
  });
  const unguard = guardProcess(child.pid!);
  const stop = () => stopChild(child).then(unguard);
  const unregister = onCleanup(stop);

  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('the bench server did not start within 60 s')), 60_000);
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { port?: number };
        if (message.port) {
          clearTimeout(timer);
          resolve(message.port);
        }
      } catch {
        // not the start-up line: ignore
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited during start-up (code ${code})`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      unregister();
      await stop();
    },
  };
}

/** SIGTERM, then SIGKILL after 3 s; resolves once the process has exited. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}
