/** SproutPlate's Chakra UI system, built once from lib/theme-config.ts. */
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

export const system = createSystem(defaultBaseConfig, themeConfig, config);
