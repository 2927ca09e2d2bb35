/**
 * The sugar table's look (its rows on a wide screen, its cards on a phone), as global styles of the
 * theme (lib/theme-config.ts), like the recipe card (components/recipe-card-styles.ts): the board
 * shows twenty foods at first, each as a row and as a card, and as Chakra's components those were
 * some four hundred styled elements the browser worked out again as it hydrated the page
 * (docs/decisions/019). The rules are Chakra's own recipes (table, badge) with the props the
 * components had, so the table looks as it did, in light and dark.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe, fieldSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';

export const SUGAR_TABLE = {
  wide: 'sp-sugar-wide',
  table: 'sp-sugar-table',
  header: 'sp-sugar-table__header',
  headRow: 'sp-sugar-table__head-row',
  column: 'sp-sugar-table__column',
  row: 'sp-sugar-table__row',
  cell: 'sp-sugar-table__cell',
  name: 'sp-sugar-table__name',
  number: 'sp-sugar-table__number',
  grams: 'sp-sugar-table__grams',
  muted: 'sp-sugar-table__muted',
  source: 'sp-sugar-table__source',
  badge: 'sp-sugar-badge',
  note: 'sp-sugar-note',
  noteIcon: 'sp-sugar-note__icon',
  cards: 'sp-sugar-cards',
  card: 'sp-sugar-card',
  cardTop: 'sp-sugar-card__top',
  cardText: 'sp-sugar-card__text',
  cardName: 'sp-sugar-card__name',
  cardServing: 'sp-sugar-card__serving',
  cardAmount: 'sp-sugar-card__amount',
  cardGrams: 'sp-sugar-card__grams',
  cardSpoons: 'sp-sugar-card__spoons',
  cardFoot: 'sp-sugar-card__foot',
  search: 'sp-sugar-search',
  searchLabel: 'sp-sugar-search__label',
} as const;

const table = tableSlotRecipe;
const badge = badgeRecipe;
const sm = table.variants?.size?.sm;
const outline = table.variants?.variant?.outline;
const sticky = table.variants?.stickyHeader?.true;

export const sugarTableCss: Record<string, SystemStyleObject> = {
  // The search box's Field.Root (vertical) and Field.Label: plain, so the box is the plain input.
  [`.${SUGAR_TABLE.search}`]: {
    ...fieldSlotRecipe.base?.root,
    ...fieldSlotRecipe.variants?.orientation?.vertical?.root,
    gridColumn: { base: '1 / -1', md: 'auto' },
  },
  [`.${SUGAR_TABLE.searchLabel}`]: fieldSlotRecipe.base?.label ?? {},
  [`.${SUGAR_TABLE.wide}`]: { hideBelow: 'lg' },
  [`.${SUGAR_TABLE.table}`]: {
    ...table.base?.root,
    ...sm?.root,
    ...outline?.root,
    // The header sticks below the app's sticky header (4rem high).
    '--table-sticky-offset': 'var(--chakra-sizes-16)',
    bg: 'bg.panel',
    borderRadius: 'xl',
  },
  [`.${SUGAR_TABLE.header}`]: { ...outline?.header, ...sticky?.header },
  [`.${SUGAR_TABLE.headRow}`]: { bg: 'bg.muted' },
  [`.${SUGAR_TABLE.row}`]: { ...table.base?.row, ...outline?.row, bg: 'bg.panel' },
  [`.${SUGAR_TABLE.column}`]: { ...table.base?.columnHeader, ...sm?.columnHeader, ...outline?.columnHeader },
  [`.${SUGAR_TABLE.cell}`]: { ...table.base?.cell, ...sm?.cell },
  [`.${SUGAR_TABLE.column}.${SUGAR_TABLE.name}`]: { py: '3' },
  [`.${SUGAR_TABLE.cell}.${SUGAR_TABLE.name}`]: { fontWeight: '600', py: '3', maxW: '64' },
  [`.${SUGAR_TABLE.column}.${SUGAR_TABLE.number}, .${SUGAR_TABLE.cell}.${SUGAR_TABLE.number}`]: {
    textAlign: 'end',
  },
  [`.${SUGAR_TABLE.cell}.${SUGAR_TABLE.number}`]: { whiteSpace: 'nowrap' },
  [`.${SUGAR_TABLE.cell}.${SUGAR_TABLE.grams}`]: { fontWeight: '700', fontSize: 'md' },
  [`.${SUGAR_TABLE.cell}.${SUGAR_TABLE.muted}`]: { color: 'fg.muted' },
  [`.${SUGAR_TABLE.cell}.${SUGAR_TABLE.source}`]: { color: 'fg.muted', fontSize: 'xs', maxW: '40' },
  [`.${SUGAR_TABLE.badge}`]: {
    ...badge.base,
    ...badge.variants?.size?.md,
    ...badge.variants?.variant?.subtle,
    flexShrink: 0,
  },
  [`.${SUGAR_TABLE.note}`]: {
    display: 'flex',
    gap: '1.5',
    alignItems: 'flex-start',
    fontSize: 'xs',
    fontWeight: 'normal',
    color: 'fg.muted',
    mt: '1',
  },
  [`.${SUGAR_TABLE.noteIcon}`]: { mt: '0.5', flexShrink: 0 },
  [`.${SUGAR_TABLE.cards}`]: {
    hideFrom: 'lg',
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  },
  [`.${SUGAR_TABLE.card}`]: {
    bg: 'bg.panel',
    borderWidth: '1px',
    borderRadius: 'xl',
    px: '4',
    py: '3',
    listStyleType: 'none',
  },
  [`.${SUGAR_TABLE.cardTop}`]: {
    display: 'flex',
    gap: '3',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
  },
  [`.${SUGAR_TABLE.cardText}`]: { minW: '0' },
  [`.${SUGAR_TABLE.cardName}`]: { fontWeight: '700', lineHeight: '1.35' },
  [`.${SUGAR_TABLE.cardServing}`]: { fontSize: 'sm', color: 'fg.muted', mt: '0.5' },
  [`.${SUGAR_TABLE.cardAmount}`]: { textAlign: 'end', flexShrink: 0 },
  [`.${SUGAR_TABLE.cardGrams}`]: {
    fontSize: 'xl',
    fontWeight: '800',
    lineHeight: '1.1',
    whiteSpace: 'nowrap',
  },
  [`.${SUGAR_TABLE.cardSpoons}`]: { fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' },
  [`.${SUGAR_TABLE.cardFoot}`]: {
    display: 'flex',
    mt: '2',
    gap: '2',
    alignItems: 'center',
    fontSize: 'xs',
    color: 'fg.muted',
  },
};
