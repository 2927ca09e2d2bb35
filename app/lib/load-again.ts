/**
 * Code loaded on demand (every screen's, and the parts the shell and the screens fetch when first
 * needed): a failed load (a dropped connection, a server restarting) is tried again after a short
 * wait, a few times, before it counts as failed. The build sends every `import()` of the browser's
 * code through {@link importAgain} (scripts/import-again.ts), so no screen or message is left out.
 *
 * A browser that follows the HTML standard as it is now fetches a failed module again when it is
 * imported again; the first tries do just that, and the module stays one copy, the same one the
 * chunks importing it statically get. A browser that keeps a failed module in its module map (the
 * standard's rule until 2026, still on many phones) only repeats the failure, so the last try
 * imports the address with a `#retry=N` fragment: a new key in the module map, but the same
 * request on the network (a fragment is never sent), which the service worker's precache and the
 * HTTP cache answer like the first, and which matches what watches the address.
 */
const LOAD_ATTEMPTS = 3;
const LOAD_RETRY_DELAY_MS = 400;

/** The name the build's rewritten `import()` calls find {@link importAgain} under. */
export const IMPORT_AGAIN = '__spImportAgain';

/** What the `attempt`th of `attempts` tries of `address` imports. */
export function addressForAttempt(address: string, attempt: number, attempts: number): string {
  if (attempt === 1 || attempt < attempts) return address;
  const url = new URL(address);
  url.hash = `retry=${attempt}`;
  return url.href;
}

/** Modules that only loaded under a `#retry=N` address: later imports take that copy at once. */
const loadedAs = new Map<string, string>();

const importAddress = (address: string): Promise<unknown> => import(/* @vite-ignore */ address);

/** `import(specifier)` from the module at `base`, tried again on failure as above. */
export async function importAgain(
  specifier: string,
  base: string,
  load: (address: string) => Promise<unknown> = importAddress,
  attempts = LOAD_ATTEMPTS,
  delayMs = LOAD_RETRY_DELAY_MS,
): Promise<unknown> {
  const address = new URL(specifier, base).href;
  for (let attempt = 1; ; attempt++) {
    const tried = loadedAs.get(address) ?? addressForAttempt(address, attempt, attempts);
    try {
      const module = await load(tried);
      if (tried !== address) loadedAs.set(address, tried);
      return module;
    } catch (err) {
      if (attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}

declare global {
  // The build's rewritten `import()` calls (scripts/import-again.ts) find it here.
  var __spImportAgain: typeof importAgain | undefined;
}

/** Makes {@link importAgain} the page's way to load code on demand; the entry runs it first. */
export function installImportAgain(): void {
  globalThis[IMPORT_AGAIN] = importAgain;
}
