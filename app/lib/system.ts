/**
 * SproutPlate's Chakra UI system, built from lib/theme-config.ts the first time it is asked for:
 * building it is one of the longest pieces of work of a first visit, and the browser does it in a
 * task of its own (boot/start.tsx), not while it evaluates the app's code. Its global styles are
 * written out when first read (the build makes Chakra's `_global` a getter, docs/decisions/013):
 * a page whose global styles the server rendered never reads them (boot/page-styles.ts).
 */
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

let system: SystemContext | undefined;

export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, themeConfig, config);
  return system;
}
