/**
 * A First Foods card's look, as global styles of the theme (lib/theme-config.ts), like the recipe
 * card (recipe-card-styles.ts) and for the same reason: the guide's index shows every food of the
 * guide, over a hundred cards, and rendered with Chakra's components each card was a dozen styled
 * elements whose styles the browser works out again as it takes the page over. As classes they
 * are worked out once. The badges are the recipe card's (`sp-badge`); palettes come from
 * `data-palette` (lib/palette-styles.ts).
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { CARD } from './recipe-card-styles';

export const FOOD_CARD = {
  root: 'sp-food-card',
  icon: 'sp-food-card__icon',
  body: 'sp-food-card__body',
  title: 'sp-food-card__title',
  link: 'sp-food-card__link',
  names: 'sp-food-card__names',
  age: 'sp-food-card__age',
  badges: 'sp-food-card__badges',
  badge: CARD.badge,
  hidden: CARD.hidden,
} as const;

const card = cardSlotRecipe;
const heading = headingRecipe;

export const foodCardCss: Record<string, SystemStyleObject> = {
  [`.${FOOD_CARD.root}`]: {
    position: 'relative',
    '& a[href]:not(.sp-food-card__link)': { position: 'relative', zIndex: 1 },
    ...card.base?.root,
    ...card.variants?.variant?.outline?.root,
    ...card.variants?.size?.md?.root,
    bg: 'bg.panel',
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: '3',
    p: { base: '3', sm: '4' },
    transition: 'box-shadow 0.15s, transform 0.15s, border-color 0.15s',
    _hover: { boxShadow: 'md', borderColor: 'brand.emphasized' },
    '&:focus-within': { borderColor: 'brand.solid' },
  },
  [`.${FOOD_CARD.icon}`]: {
    flexShrink: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: { base: '12', sm: '14' },
    borderRadius: 'full',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    '& svg': { width: { base: '6', sm: '7' }, height: { base: '6', sm: '7' } },
  },
  [`.${FOOD_CARD.body}`]: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' },
  [`.${FOOD_CARD.title}`]: { ...heading.base, textStyle: 'md', fontWeight: '700' },
  [`.${FOOD_CARD.root} .${FOOD_CARD.title}`]: { lineHeight: '1.3' },
  [`.${FOOD_CARD.link}`]: {
    position: 'static',
    color: 'fg',
    textDecoration: 'none',
    _hover: { color: 'brand.fg' },
    _focusVisible: { outline: 'none' },
    '&::before': {
      content: "''",
      cursor: 'pointer',
      display: 'block',
      position: 'absolute',
      inset: '0',
      zIndex: 0,
      borderRadius: 'inherit',
    },
    '&:focus-visible::before': {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
  [`.${FOOD_CARD.names}`]: { color: 'fg.muted', fontSize: 'sm', lineHeight: '1.35' },
  [`.${FOOD_CARD.age}`]: {
    fontSize: 'sm',
    fontWeight: '600',
    color: 'brand.fg',
    '&[data-not-yet]': { color: 'red.fg' },
  },
  [`.${FOOD_CARD.badges}`]: { display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1' },
};
