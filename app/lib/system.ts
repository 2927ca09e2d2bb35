/**
 * SproutPlate's Chakra UI system, built from lib/theme-config.ts. Building it
 * is the largest single step of the app's start (main.tsx).
 */
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

export const system = createSystem(defaultBaseConfig, themeConfig, config);
