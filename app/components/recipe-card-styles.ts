/**
 * A recipe card's look, as global styles of the theme (lib/theme-config.ts).
 *
 * A list screen shows a dozen cards. Rendered with Chakra's components, each card
 * was some fifteen styled elements whose styles the browser worked out again
 * as it took over the server's page: about a tenth of the list screen's start
 * on a slow phone. As classes the card's styles are worked out once, with the
 * theme's other global styles, by the server (the browser never redoes them on
 * a page the server rendered) or by the browser for a screen it renders alone.
 *
 * The rules are Chakra's own recipes (card, badge, heading, link box) with the
 * card's props on top, so the card looks as it did with the components, in
 * light and dark, and follows the theme's tokens.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { VISUALLY_HIDDEN, linkBox, linkOverlay, row } from '../lib/style-parts';
import { badgeRecipe, cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';

/** The card's class names: one per part. */
export const CARD = {
  root: 'sp-recipe-card',
  picture: 'sp-recipe-card__picture',
  image: 'sp-recipe-card__image',
  body: 'sp-recipe-card__body',
  badges: 'sp-recipe-card__badges',
  badge: 'sp-badge',
  title: 'sp-recipe-card__title',
  link: 'sp-recipe-card__link',
  description: 'sp-recipe-card__description',
  time: 'sp-recipe-card__time',
  hidden: VISUALLY_HIDDEN,
} as const;

const card = cardSlotRecipe;
const badge = badgeRecipe;
const heading = headingRecipe;

export const recipeCardCss: Record<string, SystemStyleObject> = {
  [`.${CARD.root}`]: {
    // LinkBox: the title's link covers the card; other links stay above it.
    ...linkBox('sp-recipe-card__link'),
    // Card.Root, outline, md.
    ...card.base?.root,
    ...card.variants?.variant?.outline?.root,
    ...card.variants?.size?.md?.root,
    overflow: 'hidden',
    bg: 'bg.panel',
    transition: 'box-shadow 0.15s, transform 0.15s',
    _hover: { boxShadow: 'md', transform: 'translateY(-2px)' },
    // On a phone the card is a compact row: picture on the left, text beside it.
    flexDirection: { base: 'row', sm: 'column' },
  },
  [`.${CARD.picture}`]: { flexShrink: '0', w: { base: '36%', sm: 'full' } },
  [`.${CARD.image}`]: {
    objectFit: 'cover',
    bg: 'bg.muted',
    w: 'full',
    h: { base: 'full', sm: 'auto' },
    aspectRatio: { base: '1', sm: '4 / 3' },
  },
  [`.${CARD.body}`]: {
    ...card.base?.body,
    gap: '2',
    p: { base: '3', sm: '4' },
    minW: '0',
  },
  [`.${CARD.badges}`]: { ...row, gap: '2', flexWrap: 'wrap' },
  [`.${CARD.badge}`]: {
    ...badge.base,
    ...badge.variants?.size?.sm,
    '&[data-variant=solid]': badge.variants?.variant?.solid,
    '&[data-variant=subtle]': badge.variants?.variant?.subtle,
  },
  [`.${CARD.title}`]: {
    ...heading.base,
    textStyle: { base: heading.variants?.size?.sm?.textStyle, sm: heading.variants?.size?.md?.textStyle },
  },
  // Tighter than the text styles' line height at every width: a rule that outranks theirs.
  [`.${CARD.root} .${CARD.title}`]: { lineHeight: '1.3' },
  // LinkOverlay: the link's box covers the whole card.
  [`.${CARD.link}`]: linkOverlay,
  [`.${CARD.description}`]: { color: 'fg.muted', fontSize: 'sm', lineClamp: 2, hideBelow: 'sm' },
  [`.${CARD.time}`]: { ...row, gap: '1.5', color: 'fg.muted', fontSize: 'sm', mt: 'auto', pt: '1' },
  // Read out, not shown.
};
