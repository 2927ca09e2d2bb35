/**
 * A recipe picture shipped with the app, `/images/recipes/<slug>.webp`, is 800
 * wide; it also comes 400 wide, `<slug>-400w.webp` (scripts/make-content-images.ts),
 * which is all a card on a phone shows. Other pictures (an upload, an address an
 * admin typed) come in one size.
 */
import { FALLBACK_ATTRIBUTE } from '@shared/lib/page-init';
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
 * A recipe picture's <img> attributes. When it fails to load, the page's inline
 * script (shared/lib/page-init.ts) tries its smaller copy (offline, a card may
 * have cached it), then the default picture, then an empty one; it does so
 * before hydration too, when React could not yet see the error.
 */
export function recipePicture(src: string | null | undefined): {
  src: string;
  srcSet: string | undefined;
  [FALLBACK_ATTRIBUTE]: string;
} {
  const url = src || FALLBACK_RECIPE_IMAGE;
  const next = [smallerCopy(url), url === FALLBACK_RECIPE_IMAGE ? undefined : FALLBACK_RECIPE_IMAGE];
  return {
    src: url,
    srcSet: pictureSrcSet(url),
    [FALLBACK_ATTRIBUTE]: next.filter((u) => u !== undefined).join(' '),
  };
}
