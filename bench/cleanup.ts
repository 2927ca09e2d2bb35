/**
 * Everything the bench starts (the server, Chromium, temporary folders) is
 * registered here and stopped on the way out: at the end, on an error and on
 * Ctrl-C or SIGTERM.
 *
 * A guard process covers the case where the bench itself is killed before it
 * can clean up (tsx ends its child with SIGKILL when a signal is not taken up
 * within 30 ms, which happens while Lighthouse keeps the event loop busy): it
 * holds the ids of the processes and the folders the bench made, and when its
 * stdin closes (the bench is gone, however it ended) it kills and removes them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const GUARD_SCRIPT = `
const fs = require('node:fs');
const pids = new Set();
const dirs = new Set();
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  const lines = buffer.split('\\n');
  buffer = lines.pop();
  for (const line of lines) {
    const [kind, ...rest] = line.split(' ');
    const value = rest.join(' ');
    if (kind === 'pid') pids.add(Number(value));
    if (kind === 'done-pid') pids.delete(Number(value));
    if (kind === 'dir') dirs.add(value);
    if (kind === 'done-dir') dirs.delete(value);
  }
});
process.stdin.on('end', () => {
  for (const pid of pids) { try { process.kill(pid, 'SIGKILL'); } catch {} }
  setTimeout(() => {
    for (const dir of dirs) { try { fs.rmSync(dir, { recursive: true, force: true }); } catch {} }
    process.exit(0);
  }, 500);
});
`;

let guard: ChildProcess | null = null;

function tellGuard(line: string): void {
  if (!guard) {
    // Its own process group, so a Ctrl-C meant for the bench does not end the guard first.
    guard = spawn(process.execPath, ['-e', GUARD_SCRIPT], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    guard.unref();
    (guard.stdin as Socket).unref();
  }
  guard.stdin?.write(`${line}\n`);
}

/** Kills this process if the bench ends without stopping it (answers a function for when it is stopped). */
export function guardProcess(pid: number): () => void {
  tellGuard(`pid ${pid}`);
  return () => tellGuard(`done-pid ${pid}`);
}

/** A new folder under the system's temporary folder, removed on the way out (or by the guard). */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tellGuard(`dir ${dir}`);
  onCleanup(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    tellGuard(`done-dir ${dir}`);
  });
  return dir;
}

type Stop = () => void | Promise<void>;

const stops: Stop[] = [];
let stopping: Promise<void> | null = null;

/** Registers a stop; answers a function that unregisters it (for things already stopped). */
export function onCleanup(stop: Stop): () => void {
  stops.push(stop);
  return () => {
    const i = stops.indexOf(stop);
    if (i >= 0) stops.splice(i, 1);
  };
}

/** Runs every stop once, newest first; a failing stop does not keep the others from running. */
export function cleanup(): Promise<void> {
  stopping ??= (async () => {
    while (stops.length > 0) {
      const stop = stops.pop()!;
      try {
        await stop();
      } catch (err) {
        console.error('bench: cleanup step failed:', err);
      }
    }
    guard?.stdin?.end(); // nothing left to guard: the guard exits
  })();
  return stopping;
}

/**
 * Ctrl-C and SIGTERM stop what was started, then end the process. The handlers
 * stay installed: a second signal (Ctrl-C reaches the whole process group, and
 * tsx relays it once more) must not end the process before the cleanup is done.
 */
export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      console.error(`\nbench: ${signal}, stopping`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}
