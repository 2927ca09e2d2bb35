/**
 * A recipe picture shipped with the app, `/images/recipes/<slug>.webp`, is 800
 * wide; it also comes 400 wide, `<slug>-400w.webp`, for a card on a tablet or a
 * desktop, and 300 wide, `<slug>-300w.webp`, all a card on a phone shows
 * (scripts/make-content-images.ts). An uploaded picture, `/api/media/<id>`, is
 * at most 2048 wide, with a copy at most 400 wide at `/api/media/<id>/thumb`. An
 * address an admin typed comes in one size.
 */
import { FALLBACK_ATTRIBUTE } from '@shared/lib/page-init';
import { FALLBACK_RECIPE_IMAGE } from './labels';

const SHIPPED = /^(\/images\/recipes\/[a-z0-9-]+)\.webp$/;
const SMALL = '-400w';
const PHONE = '-300w';
const UPLOADED = /^\/api\/media\/[\w-]+$/;

/** The 400-wide copy of a shipped or uploaded picture; undefined for any other, the copy itself included. */
export function smallerCopy(url: string): string | undefined {
  if (UPLOADED.test(url)) return `${url}/thumb`;
  const base = SHIPPED.exec(url)?.[1];
  return base && !base.endsWith(SMALL) && !base.endsWith(PHONE) ? `${base}${SMALL}.webp` : undefined;
}

/** A picture as a list shows it: its 400-wide copy when it has one (a preview's data URL as it is). */
export function listPicture(url: string): string {
  return smallerCopy(url) ?? url;
}

/** The picture's widths, for `srcset`; undefined when it comes in one size. */
export function pictureSrcSet(url: string): string | undefined {
  const small = smallerCopy(url);
  if (!small) return undefined;
  if (UPLOADED.test(url)) return `${small} 400w, ${url} 2048w`;
  return `${small.replace(`${SMALL}.webp`, `${PHONE}.webp`)} 300w, ${small} 400w, ${url} 800w`;
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
