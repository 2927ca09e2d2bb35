/**
 * The pages of the PWA. A public screen's first visit gets the page drawn on
 * the server (the app's own renderer, built by `vite build --ssr` into
 * `<static root>-ssr/entry-server.mjs`) inside the built index.html; every
 * other address, or any failure to draw, gets the app shell, which the
 * browser fills in. The service worker keeps the plain shell (/index.html) for
 * offline use, so drawing a page never changes what works offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import type { AnswerCache } from '../services/answer-cache';
import { SESSION_COOKIE } from '../services/sessions';
import type { Logger } from './logger';

/** What app/entry-server.tsx exports (kept in step with it by the SSR test). */
export interface PageRendererModule {
  SERVER_DATA_ID: string;
  drawPage(
    url: URL,
    fetchApi: (address: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<{ head: string; html: string; data: unknown } | null>;
}

/** Where the build puts the page renderer for a static root. */
export function rendererFile(staticRoot: string): string {
  return path.join(path.dirname(staticRoot), `${path.basename(staticRoot)}-ssr`, 'entry-server.mjs');
}

/** The app shell inside #root, with the white space around it (React takes over #root's exact content). */
const SHELL = /(<div id="root">)\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*(<\/div>)/;

/** JSON that is safe inside a <script> element: no "<" can close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The built index.html with a drawn page (its styles in <head>) in place of the app shell. */
export function fillShell(
  indexHtml: string,
  page: { head: string; html: string; data: unknown },
  dataId: string,
): string {
  if (!SHELL.test(indexHtml)) return indexHtml;
  const { head, html, data } = page;
  const block = `<script type="application/json" id="${dataId}">${scriptJson(data)}</script>`;
  // Functions, so "$" in the page is never read as a replacement pattern.
  return indexHtml
    .replace('</head>', () => `${head}</head>`)
    .replace(SHELL, (_, open: string, close: string) => `${open}${html}${close}`)
    .replace('</body>', () => `${block}</body>`);
}

type Drawn = Awaited<ReturnType<PageRendererModule['drawPage']>>;

/**
 * Pages being drawn at once, at most. Drawing takes 0.1–0.2 s of the server's
 * one thread; past this many, a request gets the app shell at once (the browser
 * draws the screen itself) instead of waiting in a growing queue, so a burst of
 * first visits, or of made-up addresses, cannot stall the API.
 */
export const MAX_DRAWS_IN_FLIGHT = 4;

export function createPageServer(options: {
  staticRoot: string;
  log: Logger;
  /** Pages drawn for visitors without a session, kept until the catalog changes. */
  drawnPages: AnswerCache;
  /** Answers an API GET in this process, as the visitor (their cookie). */
  fetchApi: (c: Context<AppEnv>, address: string) => Promise<{ status: number; body: unknown }>;
}) {
  const indexFile = path.join(options.staticRoot, 'index.html');
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
   * The drawn page: for a visitor without a session the same for everyone until the catalog
   * changes (the guides, sugar board and legal texts ship with the code), so it is drawn once.
   */
  async function draw(c: Context<AppEnv>, module: PageRendererModule): Promise<Drawn> {
    const url = new URL(c.req.url);
    const fetchApi = (address: string) => options.fetchApi(c, address);
    if (getCookie(c, SESSION_COOKIE) !== undefined) {
      const drawn = await drawAtMost(() => module.drawPage(url, fetchApi));
      return drawn === 'busy' ? null : drawn;
    }
    const key = url.pathname + url.search;
    const version = options.drawnPages.version();
    const kept = options.drawnPages.lookup(key, version);
    if (kept) return JSON.parse(options.drawnPages.plain(kept).toString('utf8')) as Drawn;
    const drawn = await drawAtMost(() => module.drawPage(url, fetchApi));
    if (drawn !== 'busy') options.drawnPages.store(key, JSON.stringify(drawn), version);
    return drawn === 'busy' ? null : drawn;
  }

  async function drawAtMost(drawPage: () => Promise<Drawn>): Promise<Drawn | 'busy'> {
    if (inFlight >= MAX_DRAWS_IN_FLIGHT) return 'busy';
    inFlight++;
    try {
      return await drawPage();
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
    try {
      const drawn = await draw(c, module);
      if (!drawn) return c.html(shell);
      return c.html(fillShell(shell, drawn, module.SERVER_DATA_ID));
    } catch (err) {
      options.log.warn(`Drawing ${c.req.path} on the server failed; it goes out as the app shell`, err);
      return c.html(shell);
    }
  };
}
