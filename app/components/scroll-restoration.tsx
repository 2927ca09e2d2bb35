/**
 * Where the window is scrolled as the app moves between screens, as a browser does between pages:
 * a new screen starts at the top (or at its #fragment), Back and Forward return to where the visitor
 * was, and a reload of a screen returns there too. The first render (hydrating a server-rendered
 * page, or rendering into the shell) leaves the scroll where the visitor already has it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

/** Navigation state that keeps the scroll where it is: a filter changed in place. */
export const KEEP_SCROLL = { keepScroll: true } as const;

const STORAGE_KEY = 'sp-scroll-positions';
/** Positions kept at most: the oldest go first. */
const MAX_POSITIONS = 100;

/** A history entry's key; an entry the app did not make itself (a page load) goes by its address. */
function entryKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or blocked: Back still works within this page's life, from memory.
  }
}

/** How long a position is tried again while the screen is still too short to reach it. */
const RESTORE_FOR_MS = 3000;

/**
 * Scrolls to `y`. A screen coming back with Back or Forward may not be tall enough yet (its code or
 * its data still arriving), so the browser stops short: it is tried again each frame until it is
 * reached, for a few seconds at most, unless the visitor scrolls meanwhile. Answers a function that
 * stops trying (the next navigation calls it).
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1) return () => {};
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const name of events) window.removeEventListener(name, stop);
  };
  const again = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(again);
  };
  for (const name of events) window.addEventListener(name, stop, { passive: true });
  frame = requestAnimationFrame(again);
  return stop;
}

/** The page was loaded by a reload or by Back or Forward, not by following a link. */
function reloaded(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(entryKey(location));
  const stopRestoring = useRef<() => void>(() => {});

  useEffect(() => {
    positions.current ??= readPositions();
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const record = () => {
      const kept = positions.current!;
      kept.delete(current.current); // most recent last
      kept.set(current.current, window.scrollY);
    };
    const save = () => {
      record();
      writePositions(positions.current!);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', hidden);
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location);
    current.current = key;
    stopRestoring.current();
    if (positions.current === null) {
      // The first render (read once: the positions are kept from here on). A reload, or Back to a
      // page the browser loads again: where the visitor was, unless they have scrolled since the
      // page appeared. A page loaded by following a link starts where it is.
      positions.current = readPositions();
      const saved = reloaded() ? positions.current.get(key) : undefined;
      if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
      return;
    }
    const saved = type === 'POP' ? positions.current.get(key) : undefined;
    if (saved !== undefined) {
      stopRestoring.current = restoreScroll(saved);
      return;
    }
    const state = location.state as { keepScroll?: boolean } | null;
    if (state?.keepScroll) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, type]);

  return null;
}
