/**
 * SproutPlate's Chakra UI system, built from lib/theme-config.ts the first time it is asked for:
 * building it is one of the longest pieces of work of a first visit, and the browser does it in a
 * task of its own (boot/start.tsx), not while it evaluates the app's code.
 */
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

let full: SystemContext | undefined;
let withoutGlobalStyles: SystemContext | undefined;

export function appSystem(): SystemContext {
  full ??= createSystem(defaultBaseConfig, themeConfig, config);
  return full;
}

/**
 * The same system less the global styles (Chakra's reset and global rules, and ours), for a page
 * whose global styles the server rendered (boot/page-styles.ts): building the system writes them
 * out as CSS, about a quarter of its work, which such a page has no use for.
 */
export function systemWithoutGlobalStyles(): SystemContext {
  withoutGlobalStyles ??= createSystem(
    defaultBaseConfig,
    { ...themeConfig, preflight: false, globalCss: {} },
    { ...config, globalCss: {} },
  );
  return withoutGlobalStyles;
}
