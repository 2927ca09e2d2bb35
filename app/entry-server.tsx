/**
 * Draws a public screen on the server for a first visit: the page arrives with
 * its content, so a phone on a slow connection sees recipes before the app's
 * code has loaded; the browser then takes the page over in place (main.tsx).
 *
 * The screen's queries are the API's own addresses (the first element of each
 * query key). The page is drawn, the queries it asked for are answered by the
 * API in the same process (`fetchApi`, with the visitor's cookie), and it is
 * drawn again with the answers, up to three rounds. The answers go into the
 * page as JSON, so the browser's first render matches the server's.
 */
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app';
import { BELOW_THE_FOLD } from './features/home/below-the-fold';
import { drawLaterSectionsWith } from './features/home/later-sections';
import { FilterPanel } from './features/recipes/filter-panel';
import { drawSaveButtonWith } from './features/recipes/recipe-detail-page';
import { drawFilterPanelWith } from './features/recipes/recipes-page';
import { DeviceSaveButton } from './features/recipes/device-save-button';
import { drawDeviceSaveButtonWith, SaveButton } from './features/recipes/save-button';
import { QUERY_DEFAULTS } from './lib/query-client';
import { routes, screenFor } from './routes';
import { SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from './server-data';

export { SERVER_DATA_ID } from './server-data';

/** An API answer: its status and, for a success, its parsed JSON. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface DrawnPage {
  /** The page's styles, for <head>. */
  head: string;
  /** The markup that goes inside #root. */
  html: string;
  /** The queries' answers, for the browser's QueryClient. */
  data: unknown;
}

const ROUNDS = 3;
// The home page's sections below the fold are drawn with the page; the browser loads their code later.
drawLaterSectionsWith(BELOW_THE_FOLD);
// So is a recipe's save button, whose code (the device's database) the browser loads later.
drawSaveButtonWith(SaveButton);
drawDeviceSaveButtonWith(DeviceSaveButton);
// And the recipe list's filters, whose selects the list opens without.
drawFilterPanelWith(FilterPanel);
const handler = createStaticHandler(routes);

/** The API address a query reads, when its key is one. */
function apiAddress(query: Query): string | null {
  const first = query.queryKey[0];
  return typeof first === 'string' && first.startsWith('/api/') ? first : null;
}

/** A query's `enabled` option (on the server no observer subscribes, so the query holds it). */
function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/**
 * The page for `url`, or null when the server does not draw that screen (a
 * signed-in or admin screen, the 404 card): the browser draws it from the app shell.
 */
export async function drawPage(
  url: URL,
  fetchApi: (address: string) => Promise<ApiAnswer>,
): Promise<DrawnPage | null> {
  const screen = screenFor(url.pathname);
  if (!screen.serverDrawn) return null;
  await screen.preload();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const draw = () =>
    renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );

  const asked = new Set<string>();
  let html = draw();
  for (let round = 0; round < ROUNDS; round++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && enabled(q))
      .map((q) => [q, apiAddress(q)] as const)
      .filter((pair): pair is readonly [Query, string] => pair[1] !== null && !asked.has(pair[1]));
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map(async ([query, address]) => {
        asked.add(address);
        const answer = await fetchApi(address);
        if (answer.status >= 200 && answer.status < 300) client.setQueryData(query.queryKey, answer.body);
        // Nobody signed in: what the app's own query answers for a 401.
        else if (answer.status === 401 && address === '/api/user') client.setQueryData(query.queryKey, null);
      }),
    );
    html = draw();
  }
  return { ...stylesToHead(html), data: dehydrate(client) };
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion draws each component's styles as a <style> just before it: dozens of
 * them through the page, each making the browser work out the page's styles
 * again while it reads. They go to <head> instead: the components' rules in one
 * element that lists their names, which the browser's Emotion cache counts as
 * inserted (app/lib/page-styles.ts), and the global styles in theirs. Neither
 * carries Emotion's own attribute, so Emotion leaves them where they are.
 */
function stylesToHead(markup: string): { head: string; html: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const html = markup.replace(EMOTION_STYLE, (_tag, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(`<style ${SERVER_GLOBAL_ATTRIBUTE}>${css}</style>`);
    }
    return '';
  });
  const components = names.length
    ? `<style ${SERVER_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return { head: globals.join('') + components, html };
}
