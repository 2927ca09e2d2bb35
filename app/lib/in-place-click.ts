import type { MouseEvent } from 'react';

/** A click the app handles in place: the main button, not one that opens a link in a new tab or window. */
export function inPlaceClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
