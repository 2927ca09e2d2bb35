/** The browser's entry: the theme, the app (boot/start.tsx), then the service worker. */
import './boot/import-again';
import './boot/zod-jitless';
import { afterFirstScreen } from './boot/after-first-screen';
import { startApp } from './boot/start';
import { initTheme } from './lib/theme';

initTheme();
startApp();

// Installing the service worker downloads every public screen's code and pictures: on a first
// visit that waits until this screen is up, so as not to compete with it.
void afterFirstScreen()
  .then(() => import('./offline/service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch((err: unknown) => console.error('Service worker registration failed', err));
