/**
 * The pages of the PWA. A public screen's first visit gets the page drawn on
 * the server (the app's own renderer, built by `vite build --ssr` into
 * `<static root>-ssr/entry-server.js`) inside the built index.html; every
 * other address, or any failure to draw, gets the app shell, which the
 * browser fills in. The service worker keeps the plain shell (/index.html) for
 * offline use, so drawing a page never changes what works offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from './logger';

/** What app/entry-server.tsx exports (kept in step with it by the SSR test). */
export interface PageRendererModule {
  SERVER_DATA_ID: string;
  drawPage(
    url: URL,
    fetchApi: (address: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<{ html: string; data: unknown } | null>;
}

/** Where the build puts the page renderer for a static root. */
export function rendererFile(staticRoot: string): string {
  return path.join(path.dirname(staticRoot), `${path.basename(staticRoot)}-ssr`, 'entry-server.js');
}

const SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;

/** JSON that is safe inside a <script> element: no "<" can close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The built index.html with a drawn page in place of the app shell. */
export function fillShell(indexHtml: string, html: string, data: unknown, dataId: string): string {
  if (!SHELL.test(indexHtml)) return indexHtml;
  const block = `<script type="application/json" id="${dataId}">${scriptJson(data)}</script>`;
  // A function, so "$" in the page is never read as a replacement pattern.
  return indexHtml.replace(SHELL, () => html).replace('</body>', () => `${block}</body>`);
}

export function createPageServer(options: {
  staticRoot: string;
  log: Logger;
  /** Answers an API GET in this process, as the visitor (their cookie). */
  fetchApi: (c: Context<AppEnv>, address: string) => Promise<{ status: number; body: unknown }>;
}) {
  const indexFile = path.join(options.staticRoot, 'index.html');
  const entry = rendererFile(options.staticRoot);
  let renderer: Promise<PageRendererModule | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRendererModule>).catch((err: unknown) => {
          options.log.error('The page renderer could not be loaded; pages go out as the app shell', err);
          return null;
        })
      : Promise.resolve(null));

  return async function page(c: Context<AppEnv>): Promise<Response> {
    // Read per request (a small, OS-cached file) so a rebuild never serves a stale shell.
    const shell = fs.readFileSync(indexFile, 'utf8');
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    const module = await loadRenderer();
    if (!module) return c.html(shell);
    try {
      const drawn = await module.drawPage(new URL(c.req.url), (address) => options.fetchApi(c, address));
      if (!drawn) return c.html(shell);
      return c.html(fillShell(shell, drawn.html, drawn.data, module.SERVER_DATA_ID));
    } catch (err) {
      options.log.warn(`Drawing ${c.req.path} on the server failed; it goes out as the app shell`, err);
      return c.html(shell);
    }
  };
}
