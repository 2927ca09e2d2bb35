/**
 * The catalog sync, off the thread that draws the screen: parsing and storing
 * thousands of recipes here never delays a tap. One message in ('sync'), one
 * reply out (CatalogSyncReply); the page then ends the worker.
 */
import { NetworkError } from '../lib/api';
import { runCatalogSync, type CatalogSyncReply } from './catalog-sync';

// The app's TypeScript types the page (DOM), not a worker: the little used here, typed by hand.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage: (reply: CatalogSyncReply) => void;
};

scope.onmessage = () => {
  runCatalogSync().then(
    (changed) => scope.postMessage({ changed }),
    (err: unknown) =>
      scope.postMessage({
        error: err instanceof Error ? err.message : String(err),
        offline: err instanceof NetworkError,
      }),
  );
};
