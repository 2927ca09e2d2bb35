/**
 * Taps kept by the page's inline script (shared/lib/page-init.ts) before React
 * hydrated the page: each is done once, now that the app has the page. A
 * kept element React replaced meanwhile is no longer on the page and is let go.
 */
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS, REACT_LISTENS } from '@shared/lib/page-init';

type EarlyWindow = Window & { [EARLY_TAPS]?: Element[]; [REACT_LISTENS]?: boolean };

/**
 * From here on React's root listens to the page (and replays a tap on what it has not hydrated
 * yet), so the inline script keeps no more taps. Called as the root is made, hydrating or not.
 */
export function reactListens(): void {
  (window as EarlyWindow)[REACT_LISTENS] = true;
}

export function replayEarlyTaps(): void {
  const kept = (window as EarlyWindow)[EARLY_TAPS]?.splice(0) ?? [];
  for (const element of kept) {
    element.removeAttribute(EARLY_TAP_ATTRIBUTE);
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
