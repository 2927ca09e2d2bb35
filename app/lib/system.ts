/**
 * SproutPlate's Chakra UI system, built from lib/theme-config.ts the first time it is asked for:
 * building it is one of the longest pieces of work of a first visit, and the browser does it in a
 * task of its own (boot/start.tsx), not while it evaluates the app's code.
 */
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

let built: SystemContext | undefined;

export function appSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, themeConfig, config);
  return built;
}
