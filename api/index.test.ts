/**
 * The real process (api/index.ts) on a temporary database: asked to stop
 * (SIGTERM, as a process manager or a container runtime does) while a request
 * is still arriving, it answers that request, then exits cleanly.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-process-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the server process', () => {
  it('finishes a request in flight when asked to stop, then exits with 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Only what it is given: the configuration under test, nothing of this process's own.
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_PATH: path.join(dir, 'process.db'),
        LOG_LEVEL: 'info',
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

      // A registration whose body is still arriving when the signal comes.
      const body = JSON.stringify({ username: 'latecomer', password: 'correct-horse-battery' });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/register',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
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
});
