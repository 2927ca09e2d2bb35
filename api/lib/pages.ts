/**
 * The pages of the PWA. A public screen's first visit gets the page rendered on
 * the server (the app's own renderer, built by `vite build --ssr` into
 * `<static root>-ssr/entry-server.mjs`) inside the built index.html; every
 * other address, or any failure to render, gets the app shell, which the
 * browser fills in. The service worker keeps the plain shell (/index.html) for
 * offline use, so rendering a page never changes what works offline.
 *
 * A rendered page brings its own HTTP status (404 for an unknown address,
 * recipe, food or guide, with the not-found card) and its own head: its
 * <title> and description replace the shell's, and its canonical link and
 * JSON-LD come with them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import type { ResponseCache } from '../services/response-cache';
import { SESSION_COOKIE } from '../services/sessions';
import type { Logger } from './logger';
import { publicOrigin } from './public-origin';

/** What app/entry-server.tsx exports (kept in step with it by the SSR test). */
export interface PageRendererModule {
  SERVER_DATA_ID: string;
  renderPage(
    url: URL,
    fetchApi: (address: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<{ head: string; html: string; data: unknown; status: number; screen?: string | null } | null>;
  /** The status of an address that goes out as the app shell (404 when the route alone says so). */
  addressStatus?(url: URL): number;
  /** The address with only the query parameters its screen reads (app/page-params.ts). */
  pageAddress?(url: URL): URL;
}

/** Where the build puts the page renderer for a static root. */
export function rendererFile(staticRoot: string): string {
  return path.join(path.dirname(staticRoot), `${path.basename(staticRoot)}-ssr`, 'entry-server.mjs');
}

/** The client build's manifest (`build.manifest` in vite.config.ts): each module's chunk and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** Where the client build writes its manifest under a static root. */
export function manifestFile(staticRoot: string): string {
  return path.join(staticRoot, '.vite', 'manifest.json');
}

/**
 * `<link rel="modulepreload">` tags for a screen's chunk and every chunk it imports, except those
 * the shell already loads: the browser fetches the screen's code with the app's, instead of only
 * once the app has started and asks for it. Empty for an unknown module.
 */
export function screenPreloads(manifest: BuildManifest, screen: string, shell: string): string {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!shell.includes(`/${chunk.file}"`)) files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(screen);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The first picture a rendered page marks as its most important (`fetchPriority="high"`). */
const FIRST_PICTURE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

/**
 * A `<link rel="preload">` for the page's most important picture (its largest, first in view: the
 * recipe's photo, the list's first card), or nothing when it marks none. It goes first in <head>, so
 * the picture is asked for before the page's scripts, which it would otherwise queue behind on a slow
 * connection. Its address, candidates and sizes are the <img>'s own, as rendered (already escaped),
 * so the browser picks the same file and downloads it once.
 */
export function picturePreload(html: string): string {
  const img = FIRST_PICTURE.exec(html)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return (
    `<link rel="preload" as="image" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    ' fetchpriority="high">'
  );
}

/** The app shell inside #root, with the white space around it (React hydrates #root's exact content). */
const SHELL = /(<div id="root">)\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*(<\/div>)/;

/** JSON that is safe inside a <script> element: no "<" can close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The shell's <title> and its description, which a rendered page's head replaces. */
const SHELL_TITLE = /<title>[\s\S]*?<\/title>/;
const SHELL_DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>\n?/;
/** The shell's module script and module preloads, each with the white space around it. */
const SHELL_CODE =
  /[ \t]*(<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)\n?/g;

/**
 * The built index.html with a rendered page in place of the app shell: its most important
 * picture's preload, the app's code (the shell's module script and preloads, moved up), the
 * screen's code preloads and the page's head (its title, description, canonical link, JSON-LD and
 * styles) where the shell's <title> was, the shell's description dropped, and the data block
 * unless the page has no data (null: the browser renders that page itself rather than hydrating it).
 *
 * The order is the order of the browser's requests. The app's chunk, the largest, is asked for
 * before the screen's, so on HTTP/1.1 (six connections) it never waits for one to free up
 * (docs/decisions/018).
 */
export function fillShell(
  indexHtml: string,
  page: { head: string; html: string; data: unknown },
  dataId: string,
  preloads = '',
): string {
  const headEnd = indexHtml.indexOf('</head>');
  if (!SHELL.test(indexHtml) || headEnd < 0) return indexHtml;
  const { html, data } = page;
  // Only <head> is searched: the shell's pictures may have titles of their own.
  let shellHead = indexHtml.slice(0, headEnd).replace(SHELL_DESCRIPTION, '');
  const code: string[] = [];
  shellHead = shellHead.replace(SHELL_CODE, (_, tag: string) => (code.push(tag), ''));
  const head = picturePreload(html) + code.join('') + preloads + page.head;
  // Functions, so "$" in the page is never read as a replacement pattern.
  shellHead = SHELL_TITLE.test(shellHead) ? shellHead.replace(SHELL_TITLE, () => head) : shellHead + head;
  const block =
    data === null ? '' : `<script type="application/json" id="${dataId}">${scriptJson(data)}</script>`;
  return (shellHead + indexHtml.slice(headEnd))
    .replace(SHELL, (_, open: string, close: string) => `${open}${html}${close}`)
    .replace('</body>', () => `${block}</body>`);
}

type Rendered = Awaited<ReturnType<PageRendererModule['renderPage']>>;

/**
 * Pages being rendered at once, at most. Rendering takes 0.1–0.2 s of the server's
 * one thread; past this many, a request gets the app shell at once (the browser
 * renders the screen itself) instead of waiting in a growing queue, so a burst of
 * first visits, or of made-up addresses, cannot stall the API.
 */
export const MAX_RENDERS_IN_FLIGHT = 4;

export function createPageServer(options: {
  staticRoot: string;
  log: Logger;
  /** Pages rendered for visitors without a session, kept until the catalog changes. */
  renderedPages: ResponseCache;
  /** Answers an API GET in this process, as the visitor (their cookie). */
  fetchApi: (c: Context<AppEnv>, address: string) => Promise<{ status: number; body: unknown }>;
}) {
  const indexFile = path.join(options.staticRoot, 'index.html');
  // The manifest belongs to the build that wrote the shell: read again whenever the shell changes.
  let manifest: { shell: string; chunks: BuildManifest } | null = null;
  const manifestFor = (shell: string): BuildManifest => {
    if (manifest?.shell !== shell) {
      let chunks: BuildManifest = {};
      try {
        chunks = JSON.parse(fs.readFileSync(manifestFile(options.staticRoot), 'utf8')) as BuildManifest;
      } catch {
        // No manifest (a build without one): pages go out without preloading their screen's code.
      }
      manifest = { shell, chunks };
    }
    return manifest.chunks;
  };
  const entry = rendererFile(options.staticRoot);
  let renderer: Promise<PageRendererModule | null> | null = null;
  let inFlight = 0;
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRendererModule>).catch((err: unknown) => {
          options.log.error('The page renderer could not be loaded; pages go out as the app shell', err);
          return null;
        })
      : Promise.resolve(null));

  /**
   * The rendered page: for a visitor without a session the same for everyone until the catalog
   * changes (the guides, sugar board and legal texts ship with the code), so it is rendered once
   * and kept in the response cache. Only pages that answer 200 are kept: made-up addresses (404s)
   * would push real pages out. The key has the origin, as the page's canonical link and JSON-LD do:
   * a request with a made-up Host header gets a page of its own, never one kept for everyone.
   */
  async function render(c: Context<AppEnv>, module: PageRendererModule): Promise<Rendered> {
    const rendered = await renderOrKeep(c, module);
    // What this answer cost, for browsers' developer tools and the tests: a page kept from the
    // response cache, one rendered now, or the shell.
    c.header('Server-Timing', `page;desc="${rendered.how}"`);
    return rendered.page;
  }

  async function renderOrKeep(
    c: Context<AppEnv>,
    module: PageRendererModule,
  ): Promise<{ page: Rendered; how: 'kept' | 'rendered' | 'shell' }> {
    // The page's own address as visitors see it: canonical links and JSON-LD are built from it.
    // Only the parameters the screen reads: `/?x=1` is `/`, one page in the cache, not one each.
    const asked = new URL(c.req.url);
    const read = module.pageAddress?.(asked) ?? asked;
    const url = new URL(read.pathname + read.search, publicOrigin(c, c.get('services').config));
    const fetchApi = (address: string) => options.fetchApi(c, address);
    const answer = (rendered: Rendered | 'busy') =>
      rendered === 'busy' || !rendered
        ? { page: null, how: 'shell' as const }
        : { page: rendered, how: 'rendered' as const };
    if (getCookie(c, SESSION_COOKIE) !== undefined) {
      return answer(await renderAtMost(() => module.renderPage(url, fetchApi)));
    }
    const key = url.origin + url.pathname + url.search;
    const version = await options.renderedPages.version();
    const kept = options.renderedPages.lookup(key, version);
    if (kept) {
      return {
        page: JSON.parse(options.renderedPages.plain(kept).toString('utf8')) as Rendered,
        how: 'kept',
      };
    }
    const rendered = await renderAtMost(() => module.renderPage(url, fetchApi));
    if (rendered !== 'busy' && rendered?.status === 200)
      options.renderedPages.store(key, JSON.stringify(rendered), version);
    return answer(rendered);
  }

  async function renderAtMost(renderPage: () => Promise<Rendered>): Promise<Rendered | 'busy'> {
    if (inFlight >= MAX_RENDERS_IN_FLIGHT) return 'busy';
    inFlight++;
    try {
      return await renderPage();
    } finally {
      inFlight--;
    }
  }

  return async function page(c: Context<AppEnv>): Promise<Response> {
    // Read per request (a small, OS-cached file) so a rebuild never serves a stale shell.
    const shell = fs.readFileSync(indexFile, 'utf8');
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    const module = await loadRenderer();
    if (!module) return c.html(shell);
    // The app shell, with the status the address has (an unknown address is a 404 even unrendered).
    const asShell = () => {
      try {
        return c.html(shell, (module.addressStatus?.(new URL(c.req.url)) ?? 200) as ContentfulStatusCode);
      } catch {
        return c.html(shell);
      }
    };
    try {
      const rendered = await render(c, module);
      if (!rendered) return asShell();
      const preloads = rendered.screen ? screenPreloads(manifestFor(shell), rendered.screen, shell) : '';
      return c.html(
        fillShell(shell, rendered, module.SERVER_DATA_ID, preloads),
        rendered.status as ContentfulStatusCode,
      );
    } catch (err) {
      options.log.warn(`Rendering ${c.req.path} on the server failed; it goes out as the app shell`, err);
      return asShell();
    }
  };
}
