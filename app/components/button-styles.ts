/**
 * Chakra's Button as the theme's classes (lib/theme-config.ts), for the buttons and button-like
 * links a list shows many of: the recipe list's age chips and search button, the pagination. As
 * Chakra's component each was a styled element the browser worked out again as it hydrated the
 * page (docs/decisions/019). The rules are Chakra's button recipe; an element names its variant
 * and size (`data-variant`, `data-size`, both required), its palette (`data-palette`, else the
 * page's), `data-icon` for an icon-only button (IconButton) and `data-pill` for a round one.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';

export const BUTTON = 'sp-button';
/** A button's text that only a screen from `sm` up shows (its icon stays; give it an aria-label). */
export const BUTTON_TEXT_WIDE = 'sp-button__text-wide';

const SIZES = ['sm', 'md', 'lg'] as const;
const VARIANTS = ['solid', 'outline', 'ghost'] as const;
export type ButtonSize = (typeof SIZES)[number];
export type ButtonVariant = (typeof VARIANTS)[number];

const { size, variant } = buttonRecipe.variants ?? {};

export const buttonCss: Record<string, SystemStyleObject> = {
  [`.${BUTTON}`]: {
    ...buttonRecipe.base,
    ...Object.fromEntries(SIZES.map((s) => [`&[data-size=${s}]`, size?.[s]])),
    ...Object.fromEntries(VARIANTS.map((v) => [`&[data-variant=${v}]`, variant?.[v]])),
    // IconButton: no padding, and the icon a little larger than the text would be.
    '&[data-icon]': { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
    '&[data-pill]': { borderRadius: 'full' },
  },
  [`.${BUTTON_TEXT_WIDE}`]: { hideBelow: 'sm' },
};
