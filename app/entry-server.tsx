/**
 * Draws a public screen on the server for a first visit: the page arrives with
 * its content, so a phone on a slow connection sees recipes before the app's
 * code has loaded; the browser then takes the page over in place (main.tsx).
 *
 * The screen's queries are the API's own addresses (the first element of each
 * query key). The page is rendered, the queries it asked for are answered by the
 * API in the same process (`fetchApi`, with the visitor's cookie), and it is
 * rendered again with the answers, up to three rounds. The answers go into the
 * page as JSON, so the browser's first render matches the server's.
 *
 * The route matched and the answers also give the response its HTTP status and
 * the page its <title>, description, canonical link and JSON-LD (boot/page-head.ts):
 * an unknown address, recipe, food or guide is a 404 with the not-found card.
 */
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, type Params } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app';
import { headMarkup, pageHead } from './boot/page-head';
import { loadFoodGuide } from './features/foods/food-guide';
import { parseRecipeParams } from './features/recipes/search-params';
import { pageAddressFor } from './page-params';
import { ApiError } from './lib/api';
import { recipesUrl } from './lib/catalog-queries';
import { QUERY_DEFAULTS } from './lib/query-client';
import { routes, screenFor } from './routes';
import { SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from './server-data';

export { SERVER_DATA_ID } from './server-data';

/** An API answer: its status and, for a success, its parsed JSON. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderedPage {
  /** For <head>, in place of the shell's title and description: the page's own, then its styles. */
  head: string;
  /** The markup that goes inside #root. */
  html: string;
  /**
   * The queries' answers, for the browser's QueryClient; null when a query failed. An ApiError
   * does not survive JSON, so the browser could not hydrate the same markup: it renders the page
   * itself instead (the same card, after asking the API again).
   */
  data: unknown;
  /** The response's HTTP status: 404 for an unknown address, recipe, food or guide. */
  status: number;
  /** The screen's module (its path under app/), whose code the page preloads; null for none. */
  screen: string | null;
}

const ROUNDS = 3;

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

/** The leaf route an address matches: its path pattern ('/recipes/:id', '*') and parameters. */
function leafRoute(matches: { route: { path?: string }; params: Params }[] | null | undefined) {
  const leaf = matches?.at(-1);
  return { route: leaf?.route.path, params: leaf?.params ?? {} };
}

/**
 * The HTTP status an address has without rendering it, for when it goes out as the app shell
 * (the server busy, or the render failed): 404 for what is unknown from the route alone (an
 * unknown address, food or guide, a recipe id that is no number), 200 otherwise.
 */
export function addressStatus(url: URL): number {
  return pageHead({ url, ...leafRoute(matchRoutes(routes, url.pathname)), answer: () => undefined }).status;
}

/**
 * The address as its screen reads it: only the query parameters the route's screen reads, in a
 * fixed order. The page server renders this address and keys its response cache on it.
 */
export function pageAddress(url: URL): URL {
  return pageAddressFor(url, leafRoute(matchRoutes(routes, url.pathname)).route);
}

/**
 * For a /recipes address that searches or names a collection: the list asked first, or 'empty'
 * when it holds no recipe. Null for any other address (a page past the last is rendered, with its
 * way back to the last page, as a page of a real list).
 */
async function recipeListFirst(
  url: URL,
  fetchApi: (address: string) => Promise<ApiAnswer>,
): Promise<{ address: string; answer: ApiAnswer } | 'empty' | null> {
  if (url.pathname !== '/recipes') return null;
  const filters = parseRecipeParams(url.searchParams);
  if (!filters.q && filters.category === undefined) return null;
  const address = recipesUrl(filters);
  const answer = await fetchApi(address);
  if (answer.status !== 200) return null;
  const list = answer.body as { recipes?: unknown[] } | null;
  return list?.recipes?.length === 0 ? 'empty' : { address, answer };
}

/**
 * The page for `url`, or null when the server does not render that screen (a
 * signed-in or admin screen): the browser renders it from the app shell.
 */
export async function renderPage(
  url: URL,
  fetchApi: (address: string) => Promise<ApiAnswer>,
): Promise<RenderedPage | null> {
  const screen = screenFor(url.pathname);
  if (!screen.serverRendered) return null;
  // A search or collection that finds nothing (made-up words, a made-up collection) is not
  // rendered: the shell goes out and the browser says so. Rendering each would let a stream of
  // made-up searches cost a render apiece; asking the list costs one search (decision 022).
  const listFirst = await recipeListFirst(url, fetchApi);
  if (listFirst === 'empty') return null;
  await screen.preload();
  // A food's page reads its food from the guide in its first render (features/foods/food-guide.ts).
  await loadFoodGuide();
  const matches = matchRoutes(routes, url.pathname);
  // No query mounts on the server, so a failed one would render as if about to retry (its
  // skeleton); without retryOnMount it renders its error, as the browser does once it has asked.
  const client = new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retryOnMount: false } },
  });
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );

  const asked = new Set<string>();
  const answers = new Map<string, ApiAnswer>();
  if (listFirst) {
    asked.add(listFirst.address);
    answers.set(listFirst.address, listFirst.answer);
    client.setQueryData([listFirst.address], listFirst.answer.body);
  }
  let failed = false;
  let html = render();
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
        answers.set(address, answer);
        if (answer.status >= 200 && answer.status < 300) client.setQueryData(query.queryKey, answer.body);
        // Nobody signed in: what the app's own query answers for a 401.
        else if (answer.status === 401 && address === '/api/user') client.setQueryData(query.queryKey, null);
        // Not found: the query fails as it would in the browser, so the screen renders its
        // not-found card. (Other failures stay pending: the screen's skeleton, for the browser to retry.)
        else if (answer.status === 404) {
          failed = true;
          await client.prefetchQuery({
            queryKey: query.queryKey,
            queryFn: () => Promise.reject(new ApiError(404, 'Not found')),
          });
        }
      }),
    );
    html = render();
  }
  const head = pageHead({ url, ...leafRoute(matches), answer: (address) => answers.get(address) });
  const styled = stylesToHead(html);
  return {
    head: headMarkup(head) + styled.head,
    html: styled.html,
    data: failed ? null : dehydrate(client),
    status: head.status,
    screen: screen.module,
  };
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion renders each component's styles as a <style> just before it: dozens of
 * them through the page, each making the browser work out the page's styles
 * again while it reads. They go to <head> instead: the components' rules in one
 * element that lists their names, which the browser's Emotion cache counts as
 * inserted (app/boot/page-styles.ts), and the global styles in theirs. Neither
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
