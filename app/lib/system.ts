/**
 * SproutPlate's Chakra UI system, built from lib/theme-config.ts. Building it
 * is the largest single step of the app's start (main.tsx), so in the browser
 * it is built in four tasks, the page answering taps between them
 * (`createSystem.inSteps`, added by vite.config.ts): main.tsx waits for
 * `systemReady()` before anything reads `system`. On the server, in tests and
 * where the build did not add the steps (the dev server's prebundled Chakra),
 * it is built at once, as the module loads.
 */
import { createSystem, defaultBaseConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { nextTask } from './next-task';
import { config, themeConfig } from './theme-config';

export { recipes, slotRecipes } from './theme-config';

type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

const inSteps =
  typeof window === 'undefined'
    ? undefined
    : (createSystem as typeof createSystem & { inSteps?: SystemSteps }).inSteps;

/** The system; in the browser, once `systemReady()` has resolved. */
export let system: SystemContext = inSteps
  ? (undefined as unknown as SystemContext)
  : createSystem(defaultBaseConfig, themeConfig, config);

let ready: Promise<void> | null = null;

/** Builds the system in the browser, a task between steps. */
export function systemReady(): Promise<void> {
  ready ??= (async () => {
    if (!inSteps) return;
    const steps = inSteps(defaultBaseConfig, themeConfig, config);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        system = step.value;
        return;
      }
      await nextTask();
    }
  })();
  return ready;
}
