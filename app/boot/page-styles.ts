/**
 * How the browser's Emotion cache and Chakra's system start on a page the
 * server drew (app/entry-server.tsx puts its styles in <head>).
 *
 * Left to itself, Emotion moves every server <style> it finds to the end of
 * <head>, and Chakra's <Global> moves the global styles again as it takes them
 * over. Each move takes a style sheet out of the page and puts it back, and the
 * browser then works out the style and layout of every element anew: tens of
 * milliseconds here, four times that on a slow phone, while the page cannot
 * answer a tap. Instead the server's elements stay where they are:
 * - the components' rules are counted as already inserted, by name, so Emotion
 *   adds only the rules of what the server did not draw;
 * - Chakra's global styles (reset, tokens, the page's own) are the server's,
 *   so the provider is given a system without them, and Chakra never works
 *   them out in the browser (vite.config.ts makes that work lazy).
 */
import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from '../server-data';

export interface PageStyles {
  cache: EmotionCache;
  system: SystemContext;
}

/** The cache and system for this page: `system` as is when the page is the app shell. */
export function pageStyles(system: SystemContext): PageStyles {
  const cache = createCache({ key: 'css' });
  const drawn = document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  for (const name of drawn?.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  if (!document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`)) return { cache, system };
  // The same system, less what its provider would put in <head>: copying the properties'
  // descriptors leaves the lazy global styles unread.
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
