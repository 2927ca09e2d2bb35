/**
 * The query parameters each server-rendered screen reads. The page server keys its response
 * cache on these alone, and renders the address with only these: `/?x=1`, `/?x=2`, ... are all
 * the home page, rendered once, instead of a render each (which a stream of made-up parameters
 * would otherwise force on the server's one thread). A screen that starts reading a parameter
 * must name it here; app/page-params.test.ts checks the screens' code against this table.
 */
import { FILTER_KEYS, normalRecipeParam } from './features/recipes/search-params';

/** Route path pattern (as in routes.tsx) -> the parameters its screen and page head read. */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/recipes': [...FILTER_KEYS, 'page'],
  '/foods': ['q', 'category', 'allergen', 'age'],
  '/foods/:slug': ['age'],
  '/sugar-board': ['q', 'category', 'sort', 'foods', 'swaps'],
  '/guides/:id': ['lesson', 'tab'],
};

/**
 * Route -> how its screen reads a parameter's values: the one value it uses, written back as text,
 * or undefined when it ignores them (not valid). The same readers as the screen's own, so the page
 * rendered for the normal address is the page the browser renders for the one it was asked.
 */
const PARAM_VALUES: Readonly<Record<string, (name: string, values: string[]) => string | undefined>> = {
  '/recipes': normalRecipeParam,
};

/**
 * The address with only the parameters its route reads, in a fixed order (by name). Where the
 * route's screen has its readers (PARAM_VALUES), each keeps only the value the screen uses, made
 * normal (an age that is not one of the groups is dropped; a search's spaces made single);
 * elsewhere the values of a repeated name keep theirs, since screens read the first or the last.
 * Anything else, the fragment included, is dropped.
 */
export function pageAddressFor(url: URL, route: string | undefined): URL {
  const keep = new Set(route ? (PAGE_PARAMS[route] ?? []) : []);
  const normal = new URL(url.pathname, url.origin);
  const names = [...new Set([...url.searchParams.keys()].filter((name) => keep.has(name)))].sort();
  const reader = route ? PARAM_VALUES[route] : undefined;
  for (const name of names) {
    const values = url.searchParams.getAll(name);
    if (!reader) {
      for (const value of values) normal.searchParams.append(name, value);
      continue;
    }
    const value = reader(name, values);
    if (value !== undefined) normal.searchParams.set(name, value);
  }
  return normal;
}
