/**
 * A recipe picture shipped with the app, `/images/recipes/<slug>.webp`, is 800
 * wide; it also comes 400 wide, `<slug>-400w.webp` (scripts/make-content-images.ts),
 * which is all a card on a phone shows. Other pictures (an upload, an address an
 * admin typed) come in one size.
 */
import { useState } from 'react';
import { FALLBACK_RECIPE_IMAGE } from './labels';

const SHIPPED = /^(\/images\/recipes\/[a-z0-9-]+)\.webp$/;
const SMALL = '-400w';

/** The 400-wide copy of a shipped picture; undefined for any other, the copy itself included. */
export function smallerCopy(url: string): string | undefined {
  const base = SHIPPED.exec(url)?.[1];
  return base && !base.endsWith(SMALL) ? `${base}${SMALL}.webp` : undefined;
}

/** The picture's widths, for `srcset`; undefined when it comes in one size. */
export function pictureSrcSet(url: string): string | undefined {
  const small = smallerCopy(url);
  return small ? `${small} 400w, ${url} 800w` : undefined;
}

/**
 * The address to show for a recipe's picture, and what to do when it fails to load: its smaller
 * copy next (offline, a card may have cached it), then the default picture. None: the default.
 */
export function usePicture(src: string | null | undefined): { url: string; onError: () => void } {
  const [failures, setFailures] = useState(0);
  const tries = src ? [src, smallerCopy(src)].filter((u) => u !== undefined) : [];
  return { url: tries[failures] ?? FALLBACK_RECIPE_IMAGE, onError: () => setFailures((n) => n + 1) };
}
