/**
 * The entry: the theme at once, then the app's start-up in steps, each its own
 * task, and the service worker after the first screen. Evaluating all of the
 * code in one go was a single task of a fifth of a second here, four times that
 * on a slow phone, in which the page could not answer a tap; in steps, the page
 * answers between them. Chakra's code and the building of its styling system
 * are the largest steps, so each goes alone, as do React DOM and the router.
 * (vite.config.ts preloads every step's code with the entry, so the steps cost
 * no extra round trips.)
 */
import './lib/zod-jitless';
import { nextTask } from './lib/next-task';
import { initTheme } from './lib/theme';
import { afterFirstScreen } from './offline/after-first-screen';

initTheme();

// Installing the service worker downloads every public screen's code and pictures: on a first
// visit that waits until this screen is up, so as not to compete with it.
void afterFirstScreen()
  .then(() => import('./offline/service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch((err: unknown) => console.error('Service worker registration failed', err));

void (async () => {
  await import('./lib/theme-config');
  await nextTask();
  const { systemReady } = await import('./lib/system');
  await systemReady();
  await nextTask();
  // React DOM and the router, the largest libraries the start imports: each evaluated in a task.
  await import('./lib/start-step-react-dom');
  await nextTask();
  await import('./lib/start-step-router');
  await nextTask();
  // The router reads sessionStorage as it starts, and a page's first read of it waits on the
  // browser for a while: it is done here, alone.
  try {
    void sessionStorage.length;
  } catch {
    // storage blocked: the router does without
  }
  await nextTask();
  const { startApp } = await import('./start');
  await nextTask();
  startApp();
})().catch((err: unknown) => console.error('SproutPlate could not start', err));
