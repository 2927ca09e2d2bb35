/**
 * Taps kept by the page's inline script (shared/lib/page-init.ts) before React
 * hydrated the page: each is done once, now that the app has the page. A
 * kept element React replaced meanwhile is no longer on the page and is let go.
 */
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS, REACT_LISTENS } from '@shared/lib/page-init';

type EarlyWindow = Window & { [EARLY_TAPS]?: Element[]; [REACT_LISTENS]?: boolean };

/**
 * From here on taps go to React, so the inline script keeps no more of them: called as the root
 * is made when the app renders into the shell, and once the first screen is hydrated on a page
 * the server rendered (components/layout.tsx).
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
