import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { PublicUser } from '@shared/schemas/user';
import { App } from './app';
import { CURRENT_USER_KEY, keepOnDevice } from './features/auth/data/current-user';
import { pageStyles } from './lib/page-styles';
import { queryClient } from './lib/query-client';
import { system } from './lib/system';
import { afterFirstScreen } from './offline/after-first-screen';
import { routes, screenFor } from './routes';
import { SERVER_DATA_ID } from './server-data';

/**
 * The app itself, started by main.tsx: the device's work after the first
 * screen, then the screen, drawn here or taken over from the server.
 */
export function startApp(): void {
  // The catalog sync and the outbox start once the first screen is up (without the device
  // database's code on the page unless there is something to do with it: offline/start.ts).
  void afterFirstScreen()
    .then(() => import('./offline/start'))
    .then(({ startOfflineServices }) => startOfflineServices(queryClient))
    .catch((err: unknown) => console.error('Starting the offline services failed', err));

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const styles = pageStyles(system);
  function app(router = createBrowserRouter(routes)) {
    return (
      <StrictMode>
        <App client={queryClient} router={router} styles={styles} />
      </StrictMode>
    );
  }

  // A page the server drew (a first visit online) carries the data it was drawn with: React takes
  // that page over in place. Otherwise (the service worker's app shell,
  // offline) the screen is drawn here. Either way as a transition: React works in slices of a few
  // milliseconds, so a slow phone stays responsive while it does.
  const serverData = document.getElementById(SERVER_DATA_ID);
  if (serverData?.textContent) {
    hydrate(queryClient, JSON.parse(serverData.textContent));
    // The server said who is signed in: the device remembers it, as after the app's own request.
    const user = queryClient.getQueryData<PublicUser | null>(CURRENT_USER_KEY);
    if (user !== undefined) keepOnDevice(user);
    // React listens from the start and replays a tap on what it has not taken over yet; the screen's
    // code loads meanwhile (its part of the page waits for it, as drawn).
    void screenFor(window.location.pathname)
      .preload()
      .catch(() => undefined); // the screen's own error boundary shows a failed load
    // The router, then React's start, each in a task of its own, after the screen's code is asked for.
    setTimeout(() => {
      const router = createBrowserRouter(routes);
      setTimeout(() => startTransition(() => void hydrateRoot(root, app(router))));
    });
  } else {
    startTransition(() => createRoot(root).render(app()));
  }
}
