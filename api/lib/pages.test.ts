/**
 * The page server against the real app on a fresh database: a stand-in page
 * renderer (the built one needs `vite build --ssr`; e2e/server-rendered.spec.ts
 * covers that one in a browser) that asks the API in-process, as the visitor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../db/seed';
import { createTestApp, type TestApp } from '../test/harness';
import {
  fillShell,
  manifestFile,
  MAX_RENDERS_IN_FLIGHT,
  picturePreload,
  rendererFile,
  screenPreloads,
} from './pages';

const SHELL_HTML = `<!doctype html><html><head>
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>SproutPlate</title></head><body>
<div id="root">
  <!--app-shell-->
  <p class="shell">Loading</p>
  <!--/app-shell-->
</div>
<svg><title>The logo</title></svg>
<script type="module" src="/assets/index.js"></script></body></html>`;

// What the stand-in renderer does: it renders '/' and '/recipes' with the visitor's name and the
// number of featured recipes, its own head, and data that tries to close its <script>; a recipe
// from the API, or its 404 card without data (a failed query); a 404 card for '/no-such…'
// addresses; and it fails on '/boom'.
const RENDERER = `
export const SERVER_DATA_ID = 'sp-server-data';
export function addressStatus(url) {
  return url.pathname.startsWith('/no-such') ? 404 : 200;
}
export function pageAddress(url) {
  const kept = new URL(url.pathname, url.origin);
  for (const [name, value] of url.searchParams) if (name === 'page') kept.searchParams.append(name, value);
  return kept;
}
export async function renderPage(url, fetchApi) {
  globalThis.__spAddresses = [...(globalThis.__spAddresses ?? []), url.pathname + url.search];
  globalThis.__spRenders = (globalThis.__spRenders ?? 0) + 1;
  if (url.pathname === '/boom') throw new Error('the renderer broke');
  if (url.pathname === '/guides') {
    await globalThis.__spHold;
    return { head: '', html: '<h1>guides</h1>', data: {}, status: 200 };
  }
  if (url.pathname.startsWith('/no-such')) {
    return { head: '<title>Page Not Found | SproutPlate</title>', html: '<h1>Page Not Found</h1>', data: {}, status: 404 };
  }
  if (url.pathname.startsWith('/recipes/')) {
    const recipe = await fetchApi('/api' + url.pathname);
    if (recipe.status === 404) {
      return { head: '<title>Recipe not found | SproutPlate</title>', html: '<h1>Recipe not found</h1>', data: null, status: 404 };
    }
    return { head: '<title>' + recipe.body.title + ' | SproutPlate</title>', html: '<h1>' + recipe.body.title + '</h1>', data: {}, status: 200 };
  }
  if (url.pathname !== '/' && url.pathname !== '/recipes') return null;
  const user = await fetchApi('/api/user');
  const featured = await fetchApi('/api/recipes/featured');
  const who = user.status === 200 ? user.body.username : 'visitor';
  return {
    head:
      '<title>Recipes | SproutPlate</title><meta name="description" content="Meals $& snacks" />' +
      '<link rel="canonical" href="' + url.origin + url.pathname + '" />' +
      '<style data-emotion="css abc">h1{color:green}</style>',
    html: '<h1>' + who + '</h1><p>$& ' + featured.body.length + ' featured</p>',
    data: { who, note: '</script><script>alert(1)</script>' },
    status: 200,
    screen: url.pathname === '/recipes' ? 'features/recipes/recipes-page.tsx' : null,
  };
}
`;

// The client build's manifest: the recipes screen imports a chunk of its own and the shell's entry.
const MANIFEST = {
  'index.html': { file: 'assets/index.js', imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js' },
  '_language.js': { file: 'assets/language.js', imports: ['_app.js'] },
  'features/recipes/recipes-page.tsx': {
    file: 'assets/recipes-page.js',
    imports: ['_language.js', 'index.html'],
  },
};

const renders = () => (globalThis as { __spRenders?: number }).__spRenders ?? 0;

let dir: string;
let staticRoot: string;
let t: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-pages-'));
  staticRoot = path.join(dir, 'dist');
  fs.mkdirSync(staticRoot);
  fs.writeFileSync(path.join(staticRoot, 'index.html'), SHELL_HTML);
  fs.mkdirSync(path.dirname(manifestFile(staticRoot)));
  fs.writeFileSync(manifestFile(staticRoot), JSON.stringify(MANIFEST));
  fs.mkdirSync(path.dirname(rendererFile(staticRoot)));
  fs.writeFileSync(rendererFile(staticRoot), RENDERER);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

beforeEach(async () => {
  t = await createTestApp({}, { staticRoot });
  await seedCatalog(t.store, t.clock.now);
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('pages rendered on the server', () => {
  it('puts the rendered screen inside #root and its data in a JSON block that cannot be broken out of', async () => {
    const res = await t.client().get('/recipes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const featured = (await t.store.get<{ n: number }>(
      'SELECT count(*) AS n FROM recipes WHERE featured = 1',
    ))!;
    // Exactly the rendered markup, no white space around it (React hydrates #root's content as it is),
    // and "$&" kept as written.
    expect(rootOf(res.text)).toBe(`<h1>visitor</h1><p>$& ${featured.n} featured</p>`);
    expect(res.text).not.toContain('app-shell');
    // The page's styles are in <head>, before anything is rendered.
    expect(res.text).toMatch(/<style data-emotion="css abc">h1\{color:green\}<\/style><\/head>/);
    // The page's title and description in place of the shell's: one of each, and only in <head>.
    const [head, body] = res.text.split('</head>') as [string, string];
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Recipes | SproutPlate</title><meta name="description" content="Meals $& snacks" />',
    );
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).not.toContain("The shell's own description.");
    expect(head).toContain('<link rel="canonical" href="http://localhost/recipes" />');
    expect(body).toContain('<svg><title>The logo</title></svg>');
    const block = /<script type="application\/json" id="sp-server-data">([\s\S]*?)<\/script>/.exec(res.text);
    expect(block?.[1]).toContain('\\u003c/script>\\u003cscript>');
    expect(JSON.parse(block![1]!)).toEqual({ who: 'visitor', note: '</script><script>alert(1)</script>' });
    // Personal (the header shows who is signed in): never kept by a shared cache.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'/);
  });

  it('builds the page on the origin visitors use: PUBLIC_ORIGIN, or what a trusted proxy forwards', async () => {
    const configured = await createTestApp({ PUBLIC_ORIGIN: 'https://sproutplate.example' }, { staticRoot });
    await seedCatalog(configured.store, configured.clock.now);
    const page = await configured.client().get('/recipes');
    expect(page.text).toContain('<link rel="canonical" href="https://sproutplate.example/recipes" />');

    const proxied = await createTestApp(
      { TRUST_PROXY: 'true', ALLOWED_HOSTS: 'family.example' },
      { staticRoot },
    );
    await seedCatalog(proxied.store, proxied.clock.now);
    const forwarded = await proxied.client().get('/recipes', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'family.example',
    });
    expect(forwarded.text).toContain('<link rel="canonical" href="https://family.example/recipes" />');
    // Not trusted, the same headers change nothing.
    const ignored = await t.client().get('/recipes', { 'x-forwarded-host': 'evil.example' });
    expect(ignored.text).toContain('<link rel="canonical" href="http://localhost/recipes" />');
  });

  it("preloads the rendered screen's code and the chunks it imports, but not what the shell loads", async () => {
    const res = await t.client().get('/recipes');
    const [head] = res.text.split('</head>') as [string];
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/assets/recipes-page.js', '/assets/language.js', '/assets/app.js']);
    // A screen the renderer names no module for gets none.
    const home = await t.client().get('/');
    expect(home.text).not.toContain('modulepreload');
  });

  it('renders a page for visitors once per catalog version, and for a signed-in person every time', async () => {
    const before = renders();
    const first = await t.client().get('/');
    const again = await t.client().get('/');
    expect(again.text).toBe(first.text);
    expect(renders() - before).toBe(1);

    // Any catalog change (here a raw write, past the services) is seen at once.
    await t.store.run(
      'UPDATE recipes SET featured = 0 WHERE id = (SELECT min(id) FROM recipes WHERE featured = 1)',
    );
    const changed = await t.client().get('/');
    expect(renders() - before).toBe(2);
    expect(changed.text).not.toBe(first.text);

    const parent = t.client();
    await parent.register('pagereader');
    const mine = await parent.get('/');
    expect(rootOf(mine.text)).toContain('<h1>pagereader</h1>');
    await parent.get('/');
    expect(renders() - before).toBe(4);
    // The visitor's kept page never shows anyone's name.
    expect(rootOf((await t.client().get('/')).text)).toContain('<h1>visitor</h1>');
  });

  it('keys kept pages on the parameters the screen reads: made-up ones render nothing new', async () => {
    const before = renders();
    const first = await t.client().get('/recipes');
    for (let i = 0; i < 20; i++) {
      const res = await t.client().get(`/recipes?x=${i}&utm_source=${i}#top`);
      expect(res.text).toBe(first.text);
    }
    expect(renders() - before).toBe(1);
    // A parameter the screen reads is a page of its own, rendered with only what it reads.
    await t.client().get('/recipes?page=2&x=1');
    await t.client().get('/recipes?x=2&page=2');
    expect(renders() - before).toBe(2);
    const addresses = (globalThis as { __spAddresses?: string[] }).__spAddresses ?? [];
    expect(addresses.at(-1)).toBe('/recipes?page=2');
    expect(addresses.some((a) => a.includes('x='))).toBe(false);
  });

  it('sends the app shell for screens it does not render, when rendering fails, and as /index.html', async () => {
    for (const address of ['/meal-plan', '/boom', '/index.html']) {
      const res = await t.client().get(address);
      expect(res.status, address).toBe(200);
      expect(res.text, address).toContain('<p class="shell">Loading</p>');
      expect(res.text, address).toContain('<title>SproutPlate</title>');
      expect(res.text, address).toContain("The shell's own description.");
      expect(res.text, address).not.toContain('sp-server-data');
    }
    // A file that is not there is a 404, not a page.
    expect((await t.client().get('/missing.png')).status).toBe(404);
  });
});

describe('pages not found', () => {
  it('answers 404 with the rendered card, and never keeps it in the response cache', async () => {
    const kept = () => t.services().renderedPages.stats().entries;
    await t.client().get('/');
    const before = { renders: renders(), kept: kept() };
    for (let i = 0; i < 5; i++) {
      const res = await t.client().get(`/no-such-page-${i}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(rootOf(res.text)).toBe('<h1>Page Not Found</h1>');
      expect(res.text).toContain('<title>Page Not Found | SproutPlate</title>');
      expect(res.text).not.toContain("The shell's own description.");
    }
    // The same made-up address again is rendered again: nothing was kept.
    expect((await t.client().get('/no-such-page-0')).status).toBe(404);
    expect(renders() - before.renders).toBe(6);
    expect(kept()).toBe(before.kept);
  });

  it('sends a page whose query failed without data, so the browser renders it itself', async () => {
    const missing = await t.client().get('/recipes/999999');
    expect(missing.status).toBe(404);
    expect(rootOf(missing.text)).toBe('<h1>Recipe not found</h1>');
    expect(missing.text).not.toContain('sp-server-data');

    const { id, title } = (await t.store.get<{ id: number; title: string }>(
      'SELECT id, title FROM recipes ORDER BY id LIMIT 1',
    ))!;
    const found = await t.client().get(`/recipes/${id}`);
    expect(found.status).toBe(200);
    expect(found.text).toContain(`<title>${title} | SproutPlate</title>`);
    expect(found.text).toContain('sp-server-data');
  });

  it('refuses a host the server is not, rendering nothing for it', async () => {
    const before = renders();
    const evil = await t.app.request('http://evil.test/recipes');
    expect(evil.status).toBe(421);
    expect(await evil.text()).not.toContain('evil.test');
    expect(renders() - before).toBe(0);
  });

  it("keeps a page per origin where any host is answered, so a made-up Host never puts its address in everyone's page", async () => {
    // Listening on every address with no PUBLIC_ORIGIN: the server cannot know its name.
    t = await createTestApp({ HOST: '0.0.0.0' }, { staticRoot, store: t.store });
    const before = renders();
    const evil = await (await t.app.request('http://evil.test/recipes')).text();
    expect(evil).toContain('href="http://evil.test/recipes"');
    const own = await t.client().get('/recipes');
    expect(own.text).toContain('href="http://localhost/recipes"');
    expect(own.text).not.toContain('evil.test');
    expect(renders() - before).toBe(2);
  });
});

describe('rendering under load', () => {
  it(`renders at most ${MAX_RENDERS_IN_FLIGHT} pages at once; past that the shell goes out at once`, async () => {
    let release!: () => void;
    (globalThis as { __spHold?: Promise<void> }).__spHold = new Promise<void>(
      (resolve) => (release = resolve),
    );
    // Different addresses, so none is kept for another.
    const held = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, (_, i) =>
      t.client().get(`/guides?visit=${i}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await t.client().get('/guides?visit=extra');
    expect(extra.status).toBe(200);
    expect(extra.text).toContain('<p class="shell">Loading</p>');
    // An address the route alone says is unknown is still a 404 as the app shell.
    const unknown = await t.client().get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<title>SproutPlate</title>');
    release();
    for (const res of await Promise.all(held)) expect(rootOf(res.text)).toBe('<h1>guides</h1>');
    // Free again: the next one is rendered.
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

  it('puts the head before </head> when the shell has no <title>, and no data block for null', () => {
    const shell =
      '<head><meta charset="UTF-8" /></head><body><div id="root"><!--app-shell-->x<!--/app-shell--></div></body>';
    const page = { head: '<title>T</title>', html: '<h1>x</h1>', data: null };
    expect(fillShell(shell, page, 'id')).toBe(
      '<head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"><h1>x</h1></div></body>',
    );
  });
});

describe('fillShell order', () => {
  it("asks for the picture, then the app's code, then the screen's, before the page's styles", () => {
    const shell =
      '<head>\n    <title>S</title>\n    <script>theme()</script>\n' +
      '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/app.js">\n  </head>' +
      '<body><div id="root"><!--app-shell--><!--/app-shell--></div></body>';
    const html = '<img src="/images/a.webp" fetchPriority="high"/>';
    const page = { head: '<title>T</title><style>h1{}</style>', html, data: null };
    const filled = fillShell(shell, page, 'id', '<link rel="modulepreload" href="/assets/s.js">');
    const [head] = filled.split('</head>') as [string];
    expect(head).toBe(
      '<head>\n    <link rel="preload" as="image" href="/images/a.webp" fetchpriority="high">' +
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/app.js">' +
        '<link rel="modulepreload" href="/assets/s.js"><title>T</title><style>h1{}</style>\n' +
        '    <script>theme()</script>\n  ',
    );
  });
});

describe('picturePreload', () => {
  it("preloads the first high-priority picture with the <img>'s own candidates, first in the head", () => {
    const html =
      '<img src="/images/hero.svg" alt="" loading="lazy">' +
      '<img class="card" src="/images/a.webp" srcSet="/images/a-400w.webp 400w, /images/a.webp 800w" ' +
      'sizes="(min-width: 30em) 50vw, 36vw" alt="" loading="eager" fetchPriority="high"/>' +
      '<img src="/images/b.webp" fetchPriority="high"/>';
    const link =
      '<link rel="preload" as="image" href="/images/a.webp" ' +
      'imagesrcset="/images/a-400w.webp 400w, /images/a.webp 800w" ' +
      'imagesizes="(min-width: 30em) 50vw, 36vw" fetchpriority="high">';
    expect(picturePreload(html)).toBe(link);
    // A picture with one file: its address alone.
    expect(picturePreload('<img src="/images/r.webp" alt="Pie" fetchPriority="high"/>')).toBe(
      '<link rel="preload" as="image" href="/images/r.webp" fetchpriority="high">',
    );
    // None marked: nothing.
    expect(picturePreload('<img src="/images/r.webp" alt=""/>')).toBe('');

    const shell =
      '<head><title>S</title><script type="module" src="/assets/index.js"></script></head>' +
      '<body><div id="root"><!--app-shell--><!--/app-shell--></div></body>';
    const page = { head: '<title>T</title>', html, data: null };
    const filled = fillShell(shell, page, 'id', '<link rel="modulepreload" href="/assets/s.js">');
    expect(filled.indexOf(link)).toBeGreaterThan(0);
    expect(filled.indexOf(link)).toBeLessThan(filled.indexOf('modulepreload'));
  });
});

describe('screenPreloads', () => {
  it('follows imports once each, through cycles, and skips chunks the shell already names', () => {
    const manifest = {
      a: { file: 'assets/a.js', imports: ['b', 'c'] },
      b: { file: 'assets/b.js', imports: ['a', 'c'] },
      c: { file: 'assets/c.js' },
    };
    expect(screenPreloads(manifest, 'a', '<script src="/assets/c.js"></script>')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/b.js">',
    );
    expect(screenPreloads(manifest, 'missing', '')).toBe('');
  });
});
