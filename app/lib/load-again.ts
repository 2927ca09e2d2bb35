/**
 * Code loaded on demand whose failure would lose something the person should see (a toast's
 * message): a failed load (a dropped connection, a server restarting) is tried again after a
 * short wait, a few times, before it counts as failed.
 */
const LOAD_ATTEMPTS = 3;
const LOAD_RETRY_DELAY_MS = 400;

export async function loadAgainOnFailure<T>(
  load: () => Promise<T>,
  attempts = LOAD_ATTEMPTS,
  delayMs = LOAD_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}
