/**
 * A course's curriculum (course-view.tsx): its modules as native `<details>` and their lessons as
 * rows, as global styles of the theme (lib/theme-config.ts), like the course card
 * (course-card-styles.ts): the guide's page shows every lesson of every module, and as Chakra's
 * components each lesson was eight styled elements and each module ten, which the browser worked
 * out again as it hydrated the page (docs/decisions/019). The rules are Chakra's own recipes (list,
 * badge) with the props the components had.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { VISUALLY_HIDDEN, row } from '../../lib/style-parts';

export const CURRICULUM = {
  modules: 'sp-curriculum',
  module: 'sp-module',
  summary: 'sp-module__summary',
  heading: 'sp-module__heading',
  number: 'sp-module__number',
  title: 'sp-module__title',
  count: 'sp-module__count',
  chevron: 'sp-module-chevron',
  body: 'sp-module__body',
  lessons: 'sp-lessons',
  lesson: 'sp-lesson',
  link: 'sp-lesson__link',
  icon: 'sp-lesson__icon',
  text: 'sp-lesson__text',
  lessonTitle: 'sp-lesson__title',
  meta: 'sp-lesson__meta',
  arrow: 'sp-lesson__arrow',
  hidden: VISUALLY_HIDDEN,
} as const;

const list = listSlotRecipe;
const badge = badgeRecipe;

export const curriculumCss: Record<string, SystemStyleObject> = {
  [`.${CURRICULUM.modules}`]: { bg: 'bg.panel', borderWidth: '1px', borderRadius: 'l3', overflow: 'hidden' },
  [`.${CURRICULUM.module}`]: {
    '& + &': { borderTopWidth: '1px' },
    '& > summary': { listStyle: 'none' },
    '& > summary::-webkit-details-marker': { display: 'none' },
    [`&[open] > summary .${CURRICULUM.chevron}`]: { transform: 'rotate(180deg)' },
  } as SystemStyleObject,
  [`.${CURRICULUM.summary}`]: {
    ...row,
    py: '4',
    px: '4',
    gap: '3',
    cursor: 'pointer',
    borderRadius: 'l3',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  },
  [`.${CURRICULUM.heading}`]: { flex: '1', textAlign: 'start' },
  // Spans shown as the blocks (Chakra's Text) they were: a summary holds phrasing content only.
  [`.${CURRICULUM.number}`]: {
    display: 'block',
    fontSize: 'xs',
    fontWeight: '700',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
  [`.${CURRICULUM.title}`]: {
    display: 'block',
    fontWeight: '700',
    fontSize: { base: 'md', md: 'lg' },
    lineHeight: '1.3',
  },
  // Badge, sm: solid when the module is done, subtle before.
  [`.${CURRICULUM.count}`]: {
    ...badge.base,
    ...badge.variants?.size?.sm,
    ...badge.variants?.variant?.subtle,
    colorPalette: 'gray',
    flexShrink: '0',
    '&[data-done]': { ...badge.variants?.variant?.solid, colorPalette: 'brand' },
  },
  [`.${CURRICULUM.chevron}`]: { color: 'fg.muted', transition: 'transform 0.2s', flexShrink: '0' },
  [`.${CURRICULUM.body}`]: { px: { base: '2', md: '3' }, pb: '3' },
  // List.Root, plain, gap 1.
  [`.${CURRICULUM.lessons}`]: { ...list.base?.root, gap: '1' },
  [`.${CURRICULUM.lesson}`]: { ...list.base?.item, ...list.variants?.variant?.plain?.item },
  [`.${CURRICULUM.link}`]: {
    ...row,
    flex: '1',
    gap: '3',
    px: { base: '2', md: '3' },
    py: '3',
    borderRadius: 'lg',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
  },
  // Center: the lesson's type, or a tick once it is done.
  [`.${CURRICULUM.icon}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '9',
    flexShrink: '0',
    borderRadius: 'full',
    bg: 'bg.panel',
    borderWidth: '1px',
    color: 'fg.muted',
    '&[data-done]': { bg: 'brand.solid', borderWidth: '0', color: 'brand.contrast' },
  },
  [`.${CURRICULUM.text}`]: { flex: '1', minW: '0' },
  [`.${CURRICULUM.lessonTitle}`]: { display: 'block', fontWeight: '600', lineHeight: '1.35' },
  [`.${CURRICULUM.meta}`]: { display: 'block', fontSize: 'sm', color: 'fg.muted' },
  [`.${CURRICULUM.arrow}`]: { color: 'fg.muted', flexShrink: '0' },
};
