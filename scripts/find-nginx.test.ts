import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeProxy, findNginx } from './find-nginx.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-nginx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('findNginx', () => {
  it('takes NGINX_PATH when it exists, and nothing else when it does not', () => {
    const file = path.join(dir, 'my-nginx');
    fs.writeFileSync(file, '');
    expect(findNginx({ NGINX_PATH: file })).toBe(file);
    expect(findNginx({ NGINX_PATH: path.join(dir, 'missing'), PATH: dir })).toBeNull();
  });

  it('finds one on the PATH when Debian’s is not there', () => {
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'nginx'), '');
    const found = findNginx({ PATH: [path.join(dir, 'empty'), bin].join(path.delimiter) });
    expect(found === '/usr/sbin/nginx' || found === path.join(bin, 'nginx')).toBe(true);
  });

  it('says which proxy the tests use: nginx when there is one, else the Node proxy from npm', () => {
    const bin = path.join(dir, 'bin');
    expect(describeProxy({ NGINX_PATH: path.join(bin, 'nginx') })).toBe(
      `HTTPS proxy tests run nginx (${path.join(bin, 'nginx')})`,
    );
    expect(describeProxy({ NGINX_PATH: path.join(dir, 'missing') })).toMatch(
      /Node proxy from npm \(http-proxy\): NGINX_PATH is .*missing, which does not exist/,
    );
    if (!findNginx({ PATH: path.join(dir, 'empty') }))
      expect(describeProxy({ PATH: path.join(dir, 'empty') })).toMatch(/Node proxy from npm.*no nginx/);
  });
});
