/**
 * The build's files as the server sends them: a script with the build's brotli and gzip copies
 * (scripts/precompress.ts) goes out as the copy the browser accepts, the same bytes once decoded,
 * and one without copies is compressed as it goes out; each file is kept as long as it can be.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../scripts/precompress';
import { createTestApp, type TestApp } from './test/harness';

let dir: string;
let t: TestApp;
const SCRIPT = `export const plate = ${JSON.stringify('peas and carrots, '.repeat(400))};\n`;
const SMALL = 'export const spoon = 1;\n'.repeat(80);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>SproutPlate</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'plain-abc.js'), SMALL);
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"SproutPlate"}');
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body { margin: 0 }\n');
  // The smallest WebP there is: a RIFF header and a 1x1 lossless frame.
  fs.writeFileSync(
    path.join(dir, 'icons', 'dot.webp'),
    Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  );
  await precompressFile(path.join(dir, 'assets', 'app-abc.js'));
  t = await createTestApp({}, { staticRoot: dir });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function get(file: string, acceptEncoding?: string) {
  const res = await t.app.request(file, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the build’s scripts', () => {
  it('go out as the brotli copy to a browser that accepts it, the same script once decoded', async () => {
    const { res, bytes } = await get('/assets/app-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes).toEqual(fs.readFileSync(path.join(dir, 'assets', 'app-abc.js.br')));
    expect(brotliDecompressSync(bytes).toString()).toBe(SCRIPT);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
  });

  it('go out as the gzip copy where brotli is not accepted, and as they are where nothing is', async () => {
    const gz = await get('/assets/app-abc.js', 'gzip, deflate');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc.js');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(SCRIPT);

    const refused = await get('/assets/app-abc.js', 'br;q=0, gzip');
    expect(refused.res.headers.get('content-encoding')).toBe('gzip');
  });

  it('without copies, are compressed as they go out', async () => {
    const { res, bytes } = await get('/assets/plain-abc.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(bytes).toString()).toBe(SMALL);
  });
});

describe('the build’s files are kept', () => {
  it('a year when their name carries their hash, however they are encoded', async () => {
    for (const encoding of ['gzip, deflate, br', 'gzip', undefined]) {
      for (const file of ['/assets/app-abc.js', '/assets/plain-abc.js']) {
        const { res } = await get(file, encoding);
        expect(res.status, `${file} ${encoding}`).toBe(200);
        expect(res.headers.get('cache-control'), `${file} ${encoding}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  it('checked every time for the shell, the service worker and the manifest; a day for the rest', async () => {
    for (const file of ['/index.html', '/sw.js', '/manifest.webmanifest']) {
      const { res } = await get(file, 'gzip, deflate, br');
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
    const icon = await get('/icons/favicon.svg');
    expect(icon.res.headers.get('cache-control')).toBe('public, max-age=86400');
    const missing = await get('/assets/gone-abc.js');
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('the security headers of a file', () => {
  const DOCUMENT_ONLY = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'permissions-policy',
    'x-frame-options',
    'x-xss-protection',
  ];

  it('a script, a stylesheet and a raster picture carry only what a subresource needs', async () => {
    for (const file of [
      '/assets/app-abc.js',
      '/assets/plain-abc.js',
      '/assets/index-abc.css',
      '/icons/dot.webp',
    ]) {
      const { res } = await get(file, 'gzip, deflate, br');
      expect(res.status, file).toBe(200);
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), file).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), file).toContain('max-age=');
      expect(res.headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin');
      for (const name of DOCUMENT_ONLY) expect(res.headers.get(name), `${file} ${name}`).toBeNull();
    }
  });

  it('the shell, a picture that can be a document (SVG), the service worker and a missing file keep the page policy', async () => {
    for (const file of [
      '/index.html',
      '/icons/favicon.svg',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/gone-abc.js',
    ]) {
      const { res } = await get(file, 'gzip, deflate, br');
      expect(res.headers.get('content-security-policy'), file).toMatch(/default-src 'self'/);
      expect(res.headers.get('x-frame-options'), file).toBe('SAMEORIGIN');
      expect(res.headers.get('cross-origin-opener-policy'), file).toBe('same-origin');
    }
  });
});
