// The nginx the browser tests put in front of SproutPlate (e2e/behind-proxy.spec.ts): NGINX_PATH, else
// Debian's /usr/sbin/nginx, else one on the PATH. `npm test` asks first, so a machine without one is told
// at once how to get it.
import fs from 'node:fs';
import path from 'node:path';

export const NO_NGINX =
  'The browser tests need nginx (a real HTTPS proxy in front of SproutPlate): on Debian or Ubuntu ' +
  '`apt-get install nginx-light`, elsewhere your package manager, or set NGINX_PATH.';

/** The nginx executable to run, or null when there is none. */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return fs.existsSync(env.NGINX_PATH) ? env.NGINX_PATH : null;
  const candidates = [
    '/usr/sbin/nginx',
    ...(env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, 'nginx')),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}
