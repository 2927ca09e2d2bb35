/**
 * The entry: the theme and the service worker at once, then the app's start-up
 * in steps, each its own task. Evaluating all of the code in one go was a
 * single task of a fifth of a second here, four times that on a slow phone, in
 * which the page could not answer a tap; in steps, the page answers between
 * them. Chakra's code and the building of its styling system are the largest
 * steps, so each goes alone. (vite.config.ts preloads every step's code with
 * the entry, so the steps cost no extra round trips.)
 */
import { initTheme } from './lib/theme';
import { registerServiceWorker } from './offline/service-worker';

initTheme();
registerServiceWorker();

/** Lets the browser handle what is waiting (a tap, a paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import('./lib/theme-config');
  await nextTask();
  await import('./lib/system');
  await nextTask();
  const { startApp } = await import('./start');
  await nextTask();
  startApp();
})().catch((err: unknown) => console.error('SproutPlate could not start', err));
