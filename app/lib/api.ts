/**
 * The one way the app talks to the API. Every call sends cookies; a body is
 * JSON. A non-success answer throws an ApiError whose message is the status, a
 * colon and a space, then the body text (or the status text), as the spec says.
 */
import type { HttpMethod } from '@shared/lib/http-methods';
import {
  answersSoFar,
  isOnline,
  reachedServer,
  reportAnswer,
  reportFailure,
  reportNoAnswer,
  SLOW_AFTER_MS,
  subscribeConnection,
} from '../offline/connection';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's JSON answer, or undefined when the body is not a JSON object. */
  private get body(): Record<string, unknown> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined; // not JSON
    }
  }

  /** The server's `{ message }`, or undefined when the body is not that JSON. */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /**
   * For a failure on the server's side (5xx), the start of the request's id, which its log line
   * carries: a parent can quote it, and an operator find the line.
   */
  get reference(): string | undefined {
    const id = this.status >= 500 ? this.body?.requestId : undefined;
    return typeof id === 'string' && id ? id.slice(0, 8) : undefined;
  }
}

/** The network could not be reached (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('You appear to be offline. Check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

/** A request with no answer after this long fails with a NetworkError, so no spinner runs forever. */
export const GIVE_UP_AFTER_MS = 20_000;
/** The same for slow work (the AI's answers) and uploads, on a slow but working connection. */
export const LONG_GIVE_UP_AFTER_MS = 120_000;
/** A body larger than this is an upload: slow by nature on a phone. */
const UPLOAD_BYTES = 64 * 1024;

/** How long a request may take. See docs/decisions/021-offline-from-what-requests-do.md. */
export interface Patience {
  /**
   * The device has its own answer (the mirror, the remembered person, pages kept): give up as
   * soon as the connection is judged gone rather than keep a screen waiting.
   */
  deviceAnswers?: boolean;
  /** Slow by nature (the AI, an upload): judged by failure only, and waited for longer. */
  long?: boolean;
}

/**
 * fetch for our own server, which tells the connection store what happened (connection.ts): an
 * answer means online; a failure, or no answer for SLOW_AFTER_MS, offline. It gives up after
 * GIVE_UP_AFTER_MS (LONG_GIVE_UP_AFTER_MS for uploads and `long`) by throwing, as a failed fetch.
 * It aborts with its own signal: a signal in `init` is not used.
 */
export async function fetchFromServer(
  input: RequestInfo | URL,
  init: RequestInit = {},
  patience: Patience = {},
): Promise<Response> {
  const upload = typeof init.body === 'string' && init.body.length > UPLOAD_BYTES;
  const long = patience.long ?? upload;
  const controller = new AbortController();
  const mark = answersSoFar();
  const giveUp = setTimeout(() => controller.abort(), long ? LONG_GIVE_UP_AFTER_MS : GIVE_UP_AFTER_MS);
  const slow = long
    ? undefined
    : setTimeout(() => {
        reportNoAnswer(mark);
        if (patience.deviceAnswers && !isOnline()) controller.abort();
      }, SLOW_AFTER_MS);
  const stopWatching = patience.deviceAnswers
    ? subscribeConnection(() => {
        if (!isOnline()) controller.abort();
      })
    : undefined;
  try {
    const res = await fetch(input, { ...init, signal: controller.signal });
    if (reachedServer(res.status)) reportAnswer();
    return res;
  } catch (err) {
    if (controller.signal.aborted) reportNoAnswer(mark);
    else reportFailure();
    throw err;
  } finally {
    clearTimeout(giveUp);
    clearTimeout(slow);
    stopWatching?.();
  }
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  patience: Patience = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetchFromServer(
      url,
      {
        method,
        credentials: 'include',
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      patience,
    );
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text || res.statusText);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The text to show a person for a failed call: the server's message when it gave one. */
export function errorMessage(err: unknown, fallback = 'Please try again later.'): string {
  if (err instanceof ApiError) {
    const message = err.serverMessage ?? fallback;
    return err.reference ? `${message} (Reference: ${err.reference})` : message;
  }
  if (err instanceof NetworkError) return err.message;
  return fallback;
}

export type On401 = 'throw' | 'returnNull';

/** The default query function: GET the first element of the query key, parsed as JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401 }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    try {
      return await apiRequest<T>('GET', String(queryKey[0]));
    } catch (err) {
      if (on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };
}
