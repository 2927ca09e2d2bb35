import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { queryClient } from './lib/query-client';
import { initTheme } from './lib/theme';
import { afterFirstScreen } from './offline/after-first-screen';
import { registerServiceWorker } from './offline/service-worker';

initTheme();
registerServiceWorker();
// The catalog sync and the outbox start once the first screen is up.
void afterFirstScreen()
  .then(() => import('./offline/start'))
  .then(({ startOfflineServices }) => startOfflineServices(queryClient))
  .catch((err: unknown) => console.error('Starting the offline services failed', err));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// Rendered as a transition: React then builds the first screen in slices of a
// few milliseconds, so a slow phone stays responsive while it does.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
