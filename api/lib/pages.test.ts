/**
 * The page server against the real app on a fresh database: a stand-in page
 * renderer (the built one needs `vite build --ssr`; e2e/server-drawn.spec.ts
 * covers that one in a browser) that asks the API in-process, as the visitor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../db/seed';
import { createTestApp, type TestApp } from '../test/harness';
import { fillShell, MAX_DRAWS_IN_FLIGHT, rendererFile } from './pages';

const SHELL_HTML = `<!doctype html><html><head><title>SproutPlate</title></head><body>
<div id="root">
  <!--app-shell-->
  <p class="shell">Loading</p>
  <!--/app-shell-->
</div>
<script type="module" src="/assets/index.js"></script></body></html>`;

// What the stand-in renderer does: it draws '/' and '/recipes' with the visitor's name and the
// number of featured recipes, hands back data that tries to close its <script>, and fails on '/boom'.
const RENDERER = `
export const SERVER_DATA_ID = 'sp-server-data';
export async function drawPage(url, fetchApi) {
  globalThis.__spDraws = (globalThis.__spDraws ?? 0) + 1;
  if (url.pathname === '/boom') throw new Error('the renderer broke');
  if (url.pathname === '/guides') {
    await globalThis.__spHold;
    return { head: '', html: '<h1>guides</h1>', data: null };
  }
  if (url.pathname !== '/' && url.pathname !== '/recipes') return null;
  const user = await fetchApi('/api/user');
  const featured = await fetchApi('/api/recipes/featured');
  const who = user.status === 200 ? user.body.username : 'visitor';
  return {
    head: '<style data-emotion="css abc">h1{color:green}</style>',
    html: '<h1>' + who + '</h1><p>$& ' + featured.body.length + ' featured</p>',
    data: { who, note: '</script><script>alert(1)</script>' },
  };
}
`;

const draws = () => (globalThis as { __spDraws?: number }).__spDraws ?? 0;

let dir: string;
let staticRoot: string;
let t: TestApp;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-pages-'));
  staticRoot = path.join(dir, 'dist');
  fs.mkdirSync(staticRoot);
  fs.writeFileSync(path.join(staticRoot, 'index.html'), SHELL_HTML);
  fs.mkdirSync(path.dirname(rendererFile(staticRoot)));
  fs.writeFileSync(rendererFile(staticRoot), RENDERER);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

beforeEach(() => {
  t = createTestApp({}, { staticRoot });
  seedCatalog(t.db, t.clock.now);
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('pages drawn on the server', () => {
  it('puts the drawn screen inside #root and its data in a JSON block that cannot be broken out of', async () => {
    const res = await t.client().get('/recipes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const featured = t.db.$client.prepare('SELECT count(*) AS n FROM recipes WHERE featured = 1').get() as {
      n: number;
    };
    // Exactly the drawn markup, no white space around it (React takes #root's content as it is),
    // and "$&" kept as written.
    expect(rootOf(res.text)).toBe(`<h1>visitor</h1><p>$& ${featured.n} featured</p>`);
    expect(res.text).not.toContain('app-shell');
    // The page's styles are in <head>, before anything is drawn.
    expect(res.text).toMatch(/<style data-emotion="css abc">h1\{color:green\}<\/style><\/head>/);
    const block = /<script type="application\/json" id="sp-server-data">([\s\S]*?)<\/script>/.exec(res.text);
    expect(block?.[1]).toContain('\\u003c/script>\\u003cscript>');
    expect(JSON.parse(block![1]!)).toEqual({ who: 'visitor', note: '</script><script>alert(1)</script>' });
    // Personal (the header shows who is signed in): never kept by a shared cache.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'/);
  });

  it('draws a page for visitors once per catalog version, and for a signed-in person every time', async () => {
    const before = draws();
    const first = await t.client().get('/');
    const again = await t.client().get('/');
    expect(again.text).toBe(first.text);
    expect(draws() - before).toBe(1);

    // Any catalog change (here a raw write, past the services) is seen at once.
    t.db.$client
      .prepare('UPDATE recipes SET featured = 0 WHERE id = (SELECT min(id) FROM recipes WHERE featured = 1)')
      .run();
    const changed = await t.client().get('/');
    expect(draws() - before).toBe(2);
    expect(changed.text).not.toBe(first.text);

    const parent = t.client();
    await parent.register('pagereader');
    const mine = await parent.get('/');
    expect(rootOf(mine.text)).toContain('<h1>pagereader</h1>');
    await parent.get('/');
    expect(draws() - before).toBe(4);
    // The visitor's kept page never shows anyone's name.
    expect(rootOf((await t.client().get('/')).text)).toContain('<h1>visitor</h1>');
  });

  it('sends the app shell for screens it does not draw, when drawing fails, and as /index.html', async () => {
    for (const address of ['/meal-plan', '/boom', '/index.html']) {
      const res = await t.client().get(address);
      expect(res.status, address).toBe(200);
      expect(res.text, address).toContain('<p class="shell">Loading</p>');
      expect(res.text, address).not.toContain('sp-server-data');
    }
    // A file that is not there is a 404, not a page.
    expect((await t.client().get('/missing.png')).status).toBe(404);
  });
});

describe('drawing under load', () => {
  it(`draws at most ${MAX_DRAWS_IN_FLIGHT} pages at once; past that the shell goes out at once`, async () => {
    let release!: () => void;
    (globalThis as { __spHold?: Promise<void> }).__spHold = new Promise<void>(
      (resolve) => (release = resolve),
    );
    // Different addresses, so none is kept for another.
    const held = Array.from({ length: MAX_DRAWS_IN_FLIGHT }, (_, i) => t.client().get(`/guides?visit=${i}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await t.client().get('/guides?visit=extra');
    expect(extra.status).toBe(200);
    expect(extra.text).toContain('<p class="shell">Loading</p>');
    release();
    for (const res of await Promise.all(held)) expect(rootOf(res.text)).toBe('<h1>guides</h1>');
    // Free again: the next one is drawn.
    expect(rootOf((await t.client().get('/guides?visit=after')).text)).toBe('<h1>guides</h1>');
  });
});

describe('fillShell', () => {
  it('leaves a page without the shell markers as it is', () => {
    const page = { head: '<style></style>', html: '<h1>x</h1>', data: {} };
    expect(fillShell('<head></head><div id="root"></div>', page, 'id')).toBe(
      '<head></head><div id="root"></div>',
    );
  });
});
