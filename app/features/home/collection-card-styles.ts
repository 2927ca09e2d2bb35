/**
 * A collection card on the home page, as global styles of the theme (lib/theme-config.ts), like
 * the recipe card (components/recipe-card-styles.ts): the home page shows every collection, and
 * as Chakra's components each card was nine styled elements the browser worked out again as it
 * hydrated the page (docs/decisions/019). The rules are Chakra's own recipes (card, heading, link
 * box) with the props the components had.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { linkBox, linkOverlay, row } from '../../lib/style-parts';

export const COLLECTION = {
  root: 'sp-collection-card',
  picture: 'sp-collection-card__picture',
  image: 'sp-collection-card__image',
  body: 'sp-collection-card__body',
  title: 'sp-collection-card__title',
  link: 'sp-collection-card__link',
  description: 'sp-collection-card__description',
  more: 'sp-collection-card__more',
} as const;

/** Collection pictures are drawn at 800x600; the box is reserved at that ratio. */
export const COLLECTION_IMAGE_RATIO = '4 / 3';

const card = cardSlotRecipe;

export const collectionCardCss: Record<string, SystemStyleObject> = {
  [`.${COLLECTION.root}`]: {
    // LinkBox: the title's link covers the card; other links stay above it.
    ...linkBox(COLLECTION.link),
    // Card.Root, outline, md.
    ...card.base?.root,
    ...card.variants?.variant?.outline?.root,
    ...card.variants?.size?.md?.root,
    overflow: 'hidden',
    bg: 'bg.panel',
    borderRadius: 'xl',
    transition: 'box-shadow 0.15s, transform 0.15s',
    _hover: { boxShadow: 'md', transform: 'translateY(-2px)' },
  },
  [`.${COLLECTION.picture}`]: { bg: 'bg.muted' },
  [`.${COLLECTION.image}`]: {
    objectFit: 'cover',
    w: 'full',
    h: 'auto',
    aspectRatio: COLLECTION_IMAGE_RATIO,
  },
  [`.${COLLECTION.body}`]: { ...card.base?.body, gap: '2', p: '5' },
  [`.${COLLECTION.title}`]: { ...headingRecipe.base, ...headingRecipe.variants?.size?.lg },
  // LinkOverlay: the link's box covers the whole card.
  [`.${COLLECTION.link}`]: linkOverlay,
  [`.${COLLECTION.description}`]: { color: 'fg.muted', fontSize: 'sm', lineClamp: 2 },
  [`.${COLLECTION.more}`]: {
    ...row,
    gap: '1',
    color: 'brand.fg',
    fontWeight: '600',
    fontSize: 'sm',
    mt: 'auto',
    pt: '2',
  },
};
