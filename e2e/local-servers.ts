/**
 * What the deployment tests share (behind-proxy.spec.ts, deployment.spec.ts):
 * stopping a child process, waiting for an address to answer, and nginx's
 * main configuration around a site, with every file it writes in one folder.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function waitFor(
  url: string,
  ok: (res: Response) => boolean,
  what: string,
  seconds = 30,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (ok(res)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Writes dir/nginx.conf: nginx in the foreground, its pid, log and temporary files in dir, serving `site`. */
export function writeNginxConfig(dir: string, site: string): string {
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    temp('nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${site}
}
`,
  );
  return temp('nginx.conf');
}
