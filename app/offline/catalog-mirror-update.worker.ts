/**
 * The catalog mirror's update, off the thread that renders the screen: parsing
 * and storing thousands of recipes here never delays a tap. One message in
 * ('sync'), one reply out (CatalogMirrorUpdateReply); the page
 * (catalog-mirror-sync.ts) then ends the worker.
 */
import { NetworkError } from '../lib/api';
import { updateCatalogMirror } from './catalog-mirror-update';

/** What the worker answers. */
export type CatalogMirrorUpdateReply = { changed: boolean } | { error: string; offline: boolean };

// The app's TypeScript types the page (DOM), not a worker: the little used here, typed by hand.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage: (reply: CatalogMirrorUpdateReply) => void;
};

scope.onmessage = () => {
  updateCatalogMirror().then(
    (changed) => scope.postMessage({ changed }),
    (err: unknown) =>
      scope.postMessage({
        error: err instanceof Error ? err.message : String(err),
        offline: err instanceof NetworkError,
      }),
  );
};
