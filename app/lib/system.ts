/**
 * SproutPlate's Chakra UI system, built from lib/theme-config.ts. Building it
 * is the largest single step of the app's start (main.tsx), so in the browser
 * it is built in four tasks, the page answering taps between them
 * (`createSystem.inSteps`, added by vite.config.ts); on the server, in tests
 * and where the build did not add it (the dev server's prebundled Chakra), in
 * one go.
 */
import { createSystem, defaultBaseConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

async function build(): Promise<SystemContext> {
  const inSteps = (createSystem as typeof createSystem & { inSteps?: SystemSteps }).inSteps;
  if (!inSteps || typeof window === 'undefined') return createSystem(defaultBaseConfig, themeConfig, config);
  const steps = inSteps(defaultBaseConfig, themeConfig, config);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setTimeout(resolve));
  }
}

export const system = await build();
