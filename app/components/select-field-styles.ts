/**
 * A labelled native select's look (select-field.tsx), as global styles of the theme
 * (lib/theme-config.ts), like the recipe card (recipe-card-styles.ts): the recipe list's filters,
 * the sugar table and the foods guide show several on pages the server renders, and as Chakra's
 * Field and NativeSelect each was five styled elements the browser worked out again as it hydrated
 * the page (docs/decisions/019). The rules are those two recipes (vertical, outline, md and lg).
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

export const SELECT_FIELD = {
  root: 'sp-select-field',
  label: 'sp-select-field__label',
  control: 'sp-select-field__control',
  select: 'sp-select-field__select',
  indicator: 'sp-select-field__indicator',
} as const;

const field = fieldSlotRecipe;
const select = nativeSelectSlotRecipe;
const sizes = ['md', 'lg'] as const;

export const selectFieldCss: Record<string, SystemStyleObject> = {
  [`.${SELECT_FIELD.root}`]: { ...field.base?.root, ...field.variants?.orientation?.vertical?.root },
  [`.${SELECT_FIELD.label}`]: { ...field.base?.label, fontWeight: '600' },
  [`.${SELECT_FIELD.control}`]: {
    ...select.base?.root,
    ...Object.fromEntries(sizes.map((s) => [`&[data-size=${s}]`, select.variants?.size?.[s]?.root])),
  },
  [`.${SELECT_FIELD.select}`]: {
    ...select.base?.field,
    ...select.variants?.variant?.outline?.field,
    '&[data-bg=panel]': { bg: 'bg.panel' },
    '&[data-bg=page]': { bg: 'bg' },
    ...Object.fromEntries(sizes.map((s) => [`[data-size=${s}] > &`, select.variants?.size?.[s]?.field])),
  },
  [`.${SELECT_FIELD.indicator}`]: {
    ...select.base?.indicator,
    ...Object.fromEntries(sizes.map((s) => [`[data-size=${s}] > &`, select.variants?.size?.[s]?.indicator])),
    '& svg': {
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
  },
};
