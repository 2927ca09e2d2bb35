/**
 * The real process (api/index.ts) on a temporary database of the run's
 * engine: asked to stop (SIGTERM, as a process manager or a container runtime
 * does) while a request is still arriving, it answers that request, then
 * exits cleanly. A database it cannot use stops it at start with one line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';
import { openProcessDatabase } from './test/stores';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-process-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the server process', () => {
  it('finishes a request in flight when asked to stop, then exits with 0', async () => {
    const port = await freePort();
    const database = await openProcessDatabase();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Only what it is given: the configuration under test, nothing of this process's own.
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        ...database.env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (let tries = 0; !output.includes('is serving at'); tries++) {
        if (tries > 300) throw new Error(`the server did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // An idle keep-alive connection outlives the proxies' (60 s): the server says so, and a
      // connection left idle past Node's default 5 s still carries the next request.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const getHealth = () =>
        new Promise<{ keepAlive: unknown; socket: unknown }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
              res.resume();
              res.on('end', () => resolve({ keepAlive: res.headers['keep-alive'], socket: res.socket }));
            })
            .on('error', reject);
        });
      const first = await getHealth();
      expect(first.keepAlive).toBe('timeout=65');
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const second = await getHealth();
      expect(second.socket).toBe(first.socket);
      agent.destroy();

      // A registration whose body is still arriving when the signal comes.
      const body = JSON.stringify({ username: 'latecomer', password: 'correct-horse-battery' });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/register',
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              origin: `http://127.0.0.1:${port}`,
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 200);
      });

      const { status, text } = await answer;
      expect(status, text).toBe(201);
      expect(JSON.parse(text)).toMatchObject({ username: 'latecomer' });
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM: finishing the requests in flight, then stopping');
      // New connections are refused once it has stopped.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  });

  /** Starts the process with a database setting; answers its exit code and everything it printed. */
  function start(env: Record<string, string>) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  it('stops at start with one line naming DATABASE_URL when it is not a PostgreSQL address', async () => {
    const { code, output } = await start({ DATABASE_URL: 'mysql://sproutplate@db/sproutplate' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid environment variable DATABASE_URL: must be a PostgreSQL address such as ' +
        'postgres://user:password@host:5432/database',
    );
  });

  it('stops at start with one line naming DATABASE_URL and the reason when nothing answers there', async () => {
    const port = await freePort();
    const { code, output } = await start({
      DATABASE_URL: `postgres://sproutplate:secret@127.0.0.1:${port}/sproutplate`,
    });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Cannot use DATABASE_URL \\(PostgreSQL postgres://sproutplate:\\*\\*\\*@127\\.0\\.0\\.1:${port}/sproutplate\\): .*ECONNREFUSED`,
      ),
    );
    // The password is never printed.
    expect(output).not.toContain('secret');
  });
});
