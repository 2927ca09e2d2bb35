/**
 * A nutrition tip's card and an expert's photo, as global styles of the theme
 * (lib/theme-config.ts), like the recipe card (recipe-card-styles.ts): the tips page shows every
 * tip and the home page three, and as Chakra's components each card was a dozen styled elements
 * the browser worked out again as it hydrated the page (docs/decisions/019). The rules are Chakra's
 * own recipes (card, heading) and layout components (Circle, HStack, Stack) with the props they had.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';

export const TIP_CARD = {
  root: 'sp-tip-card',
  picture: 'sp-tip-card__picture',
  image: 'sp-tip-card__image',
  body: 'sp-tip-card__body',
  title: 'sp-tip-card__title',
  text: 'sp-tip-card__text',
  footer: 'sp-tip-card__footer',
  byline: 'sp-tip-card__byline',
  who: 'sp-tip-card__who',
  name: 'sp-tip-card__name',
  role: 'sp-tip-card__role',
} as const;

export const AVATAR = {
  root: 'sp-avatar',
  initial: 'sp-avatar__initial',
  photo: 'sp-avatar__photo',
} as const;

/** The sizes an expert's photo is shown at, in pixels. */
export const AVATAR_SIZES = [40, 48, 56, 80, 88] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

const card = cardSlotRecipe;

export const tipCardCss: Record<string, SystemStyleObject> = {
  [`.${TIP_CARD.root}`]: {
    ...card.base?.root,
    ...card.variants?.variant?.outline?.root,
    ...card.variants?.size?.md?.root,
    bg: 'bg.panel',
    borderRadius: 'xl',
    overflow: 'hidden',
    borderTopWidth: '4px',
    borderTopColor: 'colorPalette.solid',
  },
  [`.${TIP_CARD.picture}`]: { bg: 'bg.muted' },
  [`.${TIP_CARD.image}`]: {
    w: 'full',
    h: 'auto',
    aspectRatio: { base: '21 / 9', md: '16 / 9' },
    objectFit: 'cover',
  },
  [`.${TIP_CARD.body}`]: { ...card.base?.body, gap: '3', p: '6' },
  [`.${TIP_CARD.title}`]: { ...headingRecipe.base, ...headingRecipe.variants?.size?.lg, lineHeight: '1.3' },
  [`.${TIP_CARD.text}`]: { color: 'fg.muted', lineHeight: '1.7', '&[data-compact]': { lineClamp: 5 } },
  [`.${TIP_CARD.footer}`]: { ...card.base?.footer, px: '6', pb: '6', pt: '0' },
  [`.${TIP_CARD.byline}`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '3',
    pt: '4',
    borderTopWidth: '1px',
    borderColor: 'colorPalette.muted',
    w: 'full',
  },
  [`.${TIP_CARD.who}`]: { display: 'flex', flexDirection: 'column', gap: '0', minW: '0' },
  [`.${TIP_CARD.name}`]: { fontWeight: '700' },
  [`.${TIP_CARD.role}`]: { color: 'colorPalette.fg', fontSize: 'sm' },
  [`.${AVATAR.root}`]: {
    position: 'relative',
    flexShrink: 0,
    boxSize: 'var(--avatar-size)',
    ...Object.fromEntries(AVATAR_SIZES.map((s) => [`&[data-size="${s}"]`, { '--avatar-size': `${s}px` }])),
  },
  // Chakra's Circle.
  [`.${AVATAR.initial}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    flexGrow: 0,
    boxSize: 'var(--avatar-size)',
    borderRadius: '9999px',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    fontWeight: '700',
    fontSize: 'xl',
    '[data-size="40"] > &': { fontSize: 'md' },
  },
  [`.${AVATAR.photo}`]: {
    position: 'absolute',
    inset: '0',
    boxSize: 'var(--avatar-size)',
    borderRadius: 'full',
    objectFit: 'cover',
  },
};
