/**
 * A course's card on /guides, as global styles of the theme (lib/theme-config.ts), like the recipe
 * card (components/recipe-card-styles.ts): as Chakra's components each card was some thirty styled
 * elements the browser worked out again as it hydrated the page (docs/decisions/019). The rules are
 * Chakra's own recipes (card, badge, heading, list) with the props the components had; the card's
 * buttons stay Chakra's.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { VISUALLY_HIDDEN } from '../../lib/style-parts';
import { badgeRecipe, cardSlotRecipe, headingRecipe, listSlotRecipe } from '@chakra-ui/react/theme';

export const COURSE_CARD = {
  root: 'sp-course-card',
  picture: 'sp-course-card__picture',
  image: 'sp-course-card__image',
  flag: 'sp-course-card__flag',
  body: 'sp-course-card__body',
  facts: 'sp-course-card__facts',
  difficulty: 'sp-course-difficulty',
  meta: 'sp-course-meta',
  metaIcon: 'sp-course-meta__icon',
  title: 'sp-course-card__title',
  description: 'sp-course-card__description',
  list: 'sp-course-card__list',
  item: 'sp-course-card__item',
  tick: 'sp-course-card__tick',
  progress: 'sp-course-card__progress',
  footer: 'sp-course-card__footer',
  actions: 'sp-course-card__actions',
  hidden: VISUALLY_HIDDEN,
} as const;

const card = cardSlotRecipe;
const badge = badgeRecipe;
const list = listSlotRecipe;

export const courseCardCss: Record<string, SystemStyleObject> = {
  [`.${COURSE_CARD.root}`]: {
    ...card.base?.root,
    ...card.variants?.variant?.outline?.root,
    ...card.variants?.size?.md?.root,
    bg: 'bg.panel',
    overflow: 'hidden',
    h: 'full',
    borderRadius: 'xl',
    transition: 'box-shadow 0.15s',
    _hover: { boxShadow: 'md' },
  },
  [`.${COURSE_CARD.picture}`]: { position: 'relative', bg: 'bg.muted' },
  [`.${COURSE_CARD.image}`]: { w: 'full', h: 'auto', aspectRatio: '800 / 450' },
  [`.${COURSE_CARD.flag}`]: {
    ...badge.base,
    ...badge.variants?.size?.md,
    ...badge.variants?.variant?.solid,
    position: 'absolute',
    top: '3',
    insetStart: '3',
    boxShadow: 'sm',
  },
  [`.${COURSE_CARD.body}`]: { ...card.base?.body, gap: '3', p: { base: '4', md: '5' } },
  [`.${COURSE_CARD.facts}`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '3',
    flexWrap: 'wrap',
    rowGap: '1.5',
  },
  [`.${COURSE_CARD.difficulty}`]: {
    ...badge.base,
    ...badge.variants?.size?.sm,
    ...badge.variants?.variant?.subtle,
  },
  [`.${COURSE_CARD.meta}`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '1.5',
    color: 'fg.muted',
    fontSize: 'sm',
  },
  [`.${COURSE_CARD.metaIcon}`]: { display: 'inline-flex' },
  [`.${COURSE_CARD.title}`]: {
    ...headingRecipe.base,
    ...headingRecipe.variants?.size?.lg,
    lineHeight: '1.3',
  },
  [`.${COURSE_CARD.description}`]: { color: 'fg.muted', fontSize: 'sm', lineHeight: '1.6' },
  [`.${COURSE_CARD.list}`]: { ...list.base?.root, gap: '1.5', fontSize: 'sm' },
  [`.${COURSE_CARD.item}`]: {
    ...list.base?.item,
    ...list.variants?.variant?.plain?.item,
    alignItems: 'flex-start',
  },
  [`.${COURSE_CARD.tick}`]: { ...list.base?.indicator, color: 'brand.fg', mt: '0.5' },
  [`.${COURSE_CARD.progress}`]: { fontSize: 'sm', fontWeight: '600', color: 'brand.fg' },
  [`.${COURSE_CARD.footer}`]: {
    ...card.base?.footer,
    gap: '2',
    p: { base: '4', md: '5' },
    pt: '0',
    flexWrap: 'wrap',
  },
  [`.${COURSE_CARD.actions}`]: { display: 'flex', flexDirection: 'row', gap: '2', w: 'full' },
};
