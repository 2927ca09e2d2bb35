/**
 * Starts the app: hydrates a page the server rendered (a first visit online),
 * or renders the screen into the app shell (later visits and offline, from the
 * service worker's cache).
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PublicUser } from '@shared/schemas/user';
import { App } from '../app';
import { CURRENT_USER_KEY, keepOnDevice } from '../features/auth/data/current-user';
import { queryClient } from '../lib/query-client';
import { screenFor } from '../routes';
import { SERVER_DATA_ID } from '../server-data';
import { afterFirstScreen } from './after-first-screen';
import { reactListens } from './early-taps';
import { pageStyles } from './page-styles';

export function startApp(): void {
  // The catalog sync and the outbox start once the first screen is up.
  void afterFirstScreen()
    .then(() => import('../offline/start'))
    .then(({ startOfflineServices }) => startOfflineServices(queryClient))
    .catch((err: unknown) => console.error('Starting the offline services failed', err));

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const serverData = document.getElementById(SERVER_DATA_ID);
  if (!serverData?.textContent) {
    // The screen's code is asked for now, while React renders the layout around it.
    void screenFor(window.location.pathname)
      .preload()
      .catch(() => undefined); // the screen's error boundary shows a failed load
    reactListens();
    afterThisTask(() => {
      createRoot(root).render(
        <StrictMode>
          <App client={queryClient} styles={pageStyles()} />
        </StrictMode>,
      );
    });
    return;
  }

  // The page carries the queries' answers it was rendered with, so the first render matches it.
  hydrate(queryClient, JSON.parse(serverData.textContent));
  // The server said who is signed in: the device remembers it, as after the app's own request.
  const user = queryClient.getQueryData<PublicUser | null>(CURRENT_USER_KEY);
  if (user !== undefined) keepOnDevice(user);
  // The screen's code is asked for at once; React hydrates the rest of the page meanwhile and the
  // screen when its code is in.
  void screenFor(window.location.pathname)
    .preload()
    .catch(() => undefined); // the screen's error boundary shows a failed load
  // Hydrating as a transition lets React render the page in slices of a few milliseconds, between
  // which the browser paints and takes taps, instead of one long task (docs/decisions/011). Taps
  // wait in the page's inline script until the first screen is hydrated (components/layout.tsx).
  afterThisTask(() => {
    const styles = pageStyles();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App client={queryClient} styles={styles} />
        </StrictMode>,
      );
    });
  });
}

/**
 * Runs `work` in a task of its own: the browser has just evaluated the app's code in one long task,
 * and Chakra's system (built by `work`) is the next longest piece; in between, it can paint and
 * take a tap (docs/decisions/011).
 */
function afterThisTask(work: () => void): void {
  setTimeout(work, 0);
}
