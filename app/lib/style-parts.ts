/**
 * Pieces the theme's classes share (components/*-styles.ts, features/*\/*-styles.ts): Chakra's
 * layout components and its LinkBox / LinkOverlay, as style objects, and one class for text only
 * screen readers read.
 */
import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';

/** `HStack`: a row, its items centred. */
export const row: SystemStyleObject = { display: 'flex', flexDirection: 'row', alignItems: 'center' };
/** `Stack`: a column. */
export const column: SystemStyleObject = { display: 'flex', flexDirection: 'column' };

/** `LinkBox` around a card whose title's link (`overlayClass`) covers it; other links stay above. */
export function linkBox(overlayClass: string): SystemStyleObject {
  const links = { position: 'relative', zIndex: 1 };
  // A computed selector key: TypeScript cannot tell it from a style property, so the object is cast.
  return {
    position: 'relative',
    [`& a[href]:not(.${overlayClass}), abbr[title]`]: links,
  } as SystemStyleObject;
}

/** `LinkOverlay`: the link's box covers the whole card. */
export const linkOverlay: SystemStyleObject = {
  position: 'static',
  '&::before': {
    content: "''",
    cursor: 'inherit',
    display: 'block',
    position: 'absolute',
    top: 0,
    left: 0,
    zIndex: 0,
    width: '100%',
    height: '100%',
  },
};

/** Chakra's `srOnly` (VisuallyHidden): text a screen reader reads and the page does not show. */
export const VISUALLY_HIDDEN = 'sp-visually-hidden';

/** The shared classes, for the theme's global styles (lib/theme-config.ts). */
export const stylePartsCss: Record<string, SystemStyleObject> = {
  [`.${VISUALLY_HIDDEN}`]: visuallyHiddenStyle,
};
