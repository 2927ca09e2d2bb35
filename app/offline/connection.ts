/**
 * Whether the app can reach its server, judged from what its requests do and
 * not from `navigator.onLine` alone, which stays true on "lie-fi" (shop Wi-Fi,
 * one bar of signal) and, in some browsers, on a page the service worker
 * served with no network at all.
 *
 * - Offline: the browser's `offline` event, a request to our server that fails
 *   at the network, or one with no answer after SLOW_AFTER_MS while nothing
 *   else answered either (app/lib/api.ts and the outbox report them here).
 * - Online: any answer from our server. While offline, GET /api/health is
 *   probed with a short timeout, backing off, so a return is noticed even when
 *   no `online` event fires (and the browser's `online` event only probes: on
 *   lie-fi it says nothing about the server).
 *
 * Readers use isOnline() or useOnlineStatus() (online-status.ts), and what
 * must happen when the connection returns (the outbox, the children, the
 * catalog) listens with onConnectionBack(). See docs/decisions/021.
 */

/** With no answer headers after this long (and nothing else answering), the server counts as out of reach. */
export const SLOW_AFTER_MS = 3000;
/** A probe with no answer after this long failed. */
export const PROBE_TIMEOUT_MS = 4000;
/** The waits between probes while offline: quick at first, then steady. */
export const PROBE_DELAYS_MS = [1000, 2000, 4000, 5000] as const;
export const PROBE_URL = '/api/health';

type Listener = () => void;

let online = true;
let started = false;
/** How many answers our server has given, to tell a slow request from a dead connection. */
let answers = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeRound = 0;
let probing = false;
const listeners = new Set<Listener>();
const backListeners = new Set<Listener>();

/** Only a page keeps the state: a worker's or the server's copy of this module stays inert. */
const onPage = () => typeof window !== 'undefined' && typeof document !== 'undefined';

const goOffline = () => setOnline(false);
const probeIfOffline = () => {
  if (!online && document.visibilityState !== 'hidden') void probe();
};

/** Listens to the browser once, on a page; false elsewhere (a worker, the server). */
function start(): boolean {
  if (started) return true;
  if (!onPage()) return false;
  started = true;
  // A browser that says it has no network is right; one that says it has may not be.
  if (!navigator.onLine) setOnline(false);
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', probeIfOffline);
  document.addEventListener('visibilitychange', probeIfOffline);
  return true;
}

function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  clearTimeout(probeTimer);
  probeRound = 0;
  if (!online) scheduleProbe();
  listeners.forEach((listener) => listener());
  if (online) backListeners.forEach((listener) => listener());
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  const delay = PROBE_DELAYS_MS[Math.min(probeRound, PROBE_DELAYS_MS.length - 1)];
  probeRound += 1;
  probeTimer = setTimeout(() => void probe(), delay);
}

/** Asks the server whether it is there; an answer brings the app back online. */
async function probe(): Promise<void> {
  if (probing || online) return;
  probing = true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const res = await fetch(PROBE_URL, { cache: 'no-store', signal: controller.signal });
    if (reachedServer(res.status)) reportAnswer();
  } catch {
    // still out of reach
  } finally {
    clearTimeout(timer);
    probing = false;
    if (!online) scheduleProbe();
  }
}

/** A gateway's error page (the proxy answered, the server did not) is no answer from our server. */
export function reachedServer(status: number): boolean {
  return status !== 502 && status !== 503 && status !== 504;
}

/** Our server answered (any status but a gateway's error): the connection works. */
export function reportAnswer(): void {
  if (!start()) return;
  answers += 1;
  setOnline(true);
}

/** A request to our server failed at the network (no answer at all). */
export function reportFailure(): void {
  if (!start()) return;
  setOnline(false);
}

/** A mark taken when a request starts, for reportNoAnswer. */
export function answersSoFar(): number {
  return answers;
}

/**
 * A request has had no answer for SLOW_AFTER_MS (or was given up). If nothing else answered since
 * it started (`mark`, from answersSoFar()), the server counts as out of reach.
 */
export function reportNoAnswer(mark: number): void {
  if (!start()) return;
  if (answers === mark) setOnline(false);
}

/** Something says the network may be back (the service worker's Background Sync): ask now. */
export function checkConnection(): void {
  if (start() && !online) void probe();
}

/** What the app believes now; true on the server and in workers. */
export function isOnline(): boolean {
  start();
  return online;
}

/** For useSyncExternalStore: called on every change either way. */
export function subscribeConnection(listener: Listener): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called each time the app goes from offline back to online. */
export function onConnectionBack(listener: Listener): () => void {
  start();
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** For tests: back to the first state, listeners and timers dropped. */
export function resetConnectionForTests(): void {
  clearTimeout(probeTimer);
  online = true;
  started = false;
  answers = 0;
  probeRound = 0;
  probing = false;
  listeners.clear();
  backListeners.clear();
}
