/**
 * The home page's sample week (meal-planner-promo.tsx) as global styles of the theme
 * (lib/theme-config.ts), like the recipe card (components/recipe-card-styles.ts): eighteen dishes
 * in a table, which as Chakra's components were some fifty styled elements the browser worked out
 * again as it hydrated the home page (docs/decisions/019). The rules are Chakra's table recipe
 * (size sm, line) with the props the components had.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { VISUALLY_HIDDEN } from '../../lib/style-parts';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

export const WEEK = {
  root: 'sp-week',
  scroll: 'sp-week__scroll',
  table: 'sp-week__table',
  caption: 'sp-week__caption',
  headRow: 'sp-week__head-row',
  corner: 'sp-week__corner',
  day: 'sp-week__day',
  hidden: VISUALLY_HIDDEN,
  row: 'sp-week__row',
  meal: 'sp-week__meal',
  cell: 'sp-week__cell',
  dish: 'sp-week__dish',
  hint: 'sp-week__hint',
} as const;

const table = tableSlotRecipe;
const sm = table.variants?.size?.sm;
const line = table.variants?.variant?.line;
const column: SystemStyleObject = { ...table.base?.columnHeader, ...sm?.columnHeader, ...line?.columnHeader };
const cell: SystemStyleObject = { ...table.base?.cell, ...sm?.cell, ...line?.cell };
const row: SystemStyleObject = { ...table.base?.row, ...line?.row };
/** Stays in view while the days scroll past on a phone. */
const stickyStart: SystemStyleObject = { position: 'sticky', left: '0', zIndex: '1' };

export const weekGridCss: Record<string, SystemStyleObject> = {
  [`.${WEEK.root}`]: { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
  // Chakra's Table.ScrollArea: the week is wider than a phone and scrolls inside its own box.
  [`.${WEEK.scroll}`]: {
    display: 'block',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
    overflow: 'auto',
    maxWidth: '100%',
    borderWidth: '1px',
    borderRadius: 'xl',
    bg: 'bg.panel',
    boxShadow: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  [`.${WEEK.table}`]: {
    ...table.base?.root,
    ...sm?.root,
    minW: '680px',
    tableLayout: 'fixed',
    whiteSpace: 'normal',
  },
  [`.${WEEK.caption}`]: { ...table.base?.caption, srOnly: true },
  [`.${WEEK.headRow}`]: { ...row, bg: 'bg.subtle' },
  [`.${WEEK.corner}`]: { ...column, w: '24', ...stickyStart, bg: 'bg.subtle' },
  [`.${WEEK.day}`]: { ...column, textAlign: 'center', fontWeight: '700', color: 'fg' },
  [`.${WEEK.row}`]: row,
  [`.${WEEK.meal}`]: {
    ...cell,
    fontWeight: '700',
    fontSize: 'sm',
    textAlign: 'start',
    ...stickyStart,
    bg: 'bg.panel',
  },
  [`.${WEEK.cell}`]: { ...cell, p: '1.5' },
  [`.${WEEK.dish}`]: {
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    borderRadius: 'md',
    px: '2',
    py: '2',
    fontSize: 'xs',
    fontWeight: '600',
    lineHeight: '1.3',
    minH: '16',
    display: 'flex',
    alignItems: 'center',
  },
  [`.${WEEK.hint}`]: {
    display: { base: 'flex', lg: 'none' },
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
  },
};
