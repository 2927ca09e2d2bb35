// The HTTPS proxy the browser tests put in front of SproutPlate (e2e/behind-proxy.spec.ts,
// e2e/deployment.spec.ts): nginx where the machine has it (NGINX_PATH, else Debian's /usr/sbin/nginx,
// else one on the PATH), otherwise a Node proxy built on the `http-proxy` package from npm
// (e2e/https-proxy.ts), which does what the compose site deploy/nginx.conf says. `npm test` prints
// which one the tests use.
import fs from 'node:fs';
import path from 'node:path';

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

/** One line on the proxy the HTTPS tests will use, for `npm test` to print. */
export function describeProxy(env = process.env) {
  const nginx = findNginx(env);
  if (nginx) return `HTTPS proxy tests run nginx (${nginx})`;
  if (env.NGINX_PATH) {
    return (
      `HTTPS proxy tests run a Node proxy from npm (http-proxy): NGINX_PATH is ${env.NGINX_PATH}, ` +
      'which does not exist'
    );
  }
  return (
    'HTTPS proxy tests run a Node proxy from npm (http-proxy), as this machine has no nginx ' +
    '(install nginx, or set NGINX_PATH, to run the compose site deploy/nginx.conf itself)'
  );
}
