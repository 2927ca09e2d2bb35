/**
 * How the browser's Emotion cache and Chakra's system start on a page the
 * server rendered (app/entry-server.tsx puts its styles in <head>): the
 * server's style elements stay where they are. The components' rules are
 * counted as already inserted, by name, so Emotion adds only the rules of what
 * the server did not render; Chakra's global styles (reset, tokens, the page's
 * own) are the server's, so the provider gets a system without them. Left to
 * themselves, Emotion and Chakra move or insert those style sheets again as the
 * page hydrates, and the browser recomputes every element's style
 * (docs/decisions/002).
 */
import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { appSystem } from '../lib/system';
import { SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from '../server-data';

export interface PageStyles {
  cache: EmotionCache;
  system: SystemContext;
}

/** The cache and system for this page: the whole system when the page is the app shell. */
export function pageStyles(): PageStyles {
  const cache = createCache({ key: 'css' });
  const rendered = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  for (const name of rendered?.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  const system = appSystem();
  if (!document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`)) return { cache, system };
  // The provider gets no global styles, so the system never writes them out (its `_global` is a
  // getter, docs/decisions/013), and the order of the style layers is the one the server's styles
  // declare.
  const withoutGlobals = Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [] },
      _config: { value: { ...system._config, disableLayers: true } },
    },
  ) as SystemContext;
  return { cache, system: withoutGlobals };
}
