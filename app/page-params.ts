/**
 * The query parameters each server-rendered screen reads. The page server keys its response
 * cache on these alone, and renders the address with only these: `/?x=1`, `/?x=2`, ... are all
 * the home page, rendered once, instead of a render each (which a stream of made-up parameters
 * would otherwise force on the server's one thread). A screen that starts reading a parameter
 * must name it here; app/page-params.test.ts checks the screens' code against this table.
 */
import { FILTER_KEYS } from './features/recipes/search-params';

/** Route path pattern (as in routes.tsx) -> the parameters its screen and page head read. */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/recipes': [...FILTER_KEYS, 'page'],
  '/foods': ['q', 'category', 'allergen', 'age'],
  '/foods/:slug': ['age'],
  '/sugar-board': ['q', 'category', 'sort', 'foods', 'swaps'],
  '/guides/:id': ['lesson', 'tab'],
};

/**
 * The address with only the parameters its route reads, in a fixed order (by name; the values
 * of a repeated name keep theirs, since screens read the first or the last). Anything else,
 * the fragment included, is dropped.
 */
export function pageAddressFor(url: URL, route: string | undefined): URL {
  const keep = new Set(route ? (PAGE_PARAMS[route] ?? []) : []);
  const normal = new URL(url.pathname, url.origin);
  const entries = [...url.searchParams].filter(([name]) => keep.has(name));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) normal.searchParams.append(name, value);
  return normal;
}
