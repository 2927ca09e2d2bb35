/**
 * Real SproutPlate server processes (api/index.ts) for tests: each on a free
 * port of 127.0.0.1, given only the environment the test names, stopped by
 * the test (or killed when the test process ends).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/free-port.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

export interface ServerProcess {
  origin: string;
  port: number;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let tries = 0; !output.includes('is serving at'); tries++) {
    if (child.exitCode !== null || tries > 600) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
