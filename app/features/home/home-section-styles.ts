/**
 * The home page's section frame (section.tsx) and its Browse by Age links (browse-by-age.tsx), as
 * global styles of the theme (lib/theme-config.ts), like the collection cards
 * (collection-card-styles.ts): eight sections of Chakra's Box, Container, Flex, Stack, Heading,
 * Text and Link, and five Buttons of four elements each, were some ninety styled elements the
 * browser worked out again as it hydrated the page (docs/decisions/019). The rules are Chakra's own
 * recipes (container, heading, link, button) with the props the components had.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe, containerRecipe, headingRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { VISUALLY_HIDDEN, column, row } from '../../lib/style-parts';

export const HOME_SECTION = {
  root: 'sp-home-section',
  container: 'sp-home-section__container',
  heading: 'sp-section-heading',
  titles: 'sp-section-heading__titles',
  title: 'sp-section-heading__title',
  subtitle: 'sp-section-heading__subtitle',
  link: 'sp-section-heading__link',
  hidden: VISUALLY_HIDDEN,
} as const;

export const AGE_LINKS = {
  grid: 'sp-age-links',
  link: 'sp-age-link',
  age: 'sp-age-link__age',
  hint: 'sp-age-link__hint',
  foods: 'sp-first-foods-link',
  foodsIcon: 'sp-first-foods-link__icon',
  foodsText: 'sp-first-foods-link__text',
  foodsTitle: 'sp-first-foods-link__title',
  foodsHint: 'sp-first-foods-link__hint',
  foodsArrow: 'sp-first-foods-link__arrow',
} as const;

const button = buttonRecipe;
const link = linkRecipe;

export const homeSectionCss: Record<string, SystemStyleObject> = {
  [`.${HOME_SECTION.root}`]: {
    py: { base: '10', md: '16' },
    // Clears the sticky header when a section is scrolled to.
    scrollMarginTop: '16',
    '&[data-size=compact]': { py: { base: '8', md: '10' } },
    '&[data-bg=subtle]': { bg: 'bg.subtle' },
    // The AI assistant's warm band; full peach.950 reads as a brown slab at night, a tint keeps the warmth.
    '&[data-bg=peach]': {
      bgGradient: 'to-br',
      gradientFrom: 'peach.subtle',
      gradientTo: 'bg',
      _dark: { gradientFrom: 'peach.950/40' },
    },
  },
  // Container, with maxW="7xl" and px={{ base: '4', md: '6' }} (which replaces the recipe's px).
  [`.${HOME_SECTION.container}`]: { ...containerRecipe.base, maxWidth: '7xl', px: { base: '4', md: '6' } },
  [`.${HOME_SECTION.heading}`]: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'flex-start', sm: 'flex-end' },
    justifyContent: 'space-between',
    gap: '3',
    mb: { base: '6', md: '8' },
  },
  [`.${HOME_SECTION.titles}`]: { ...column, gap: '2', maxW: '2xl' },
  [`.${HOME_SECTION.title}`]: {
    ...headingRecipe.base,
    textStyle: { base: '2xl', md: '3xl' },
    letterSpacing: '-0.02em',
  },
  [`.${HOME_SECTION.subtitle}`]: { color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } },
  [`.${HOME_SECTION.link}`]: {
    ...link.base,
    ...link.variants?.variant?.plain,
    color: 'brand.fg',
    fontWeight: '600',
    flexShrink: 0,
    py: '2',
  },

  [`.${AGE_LINKS.grid}`]: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      md: 'repeat(5, minmax(0, 1fr))',
    },
    gap: '3',
  },
  // Button, outline, md, with the props it had.
  [`.${AGE_LINKS.link}`]: {
    ...button.base,
    ...button.variants?.size?.md,
    ...button.variants?.variant?.outline,
    bg: 'bg.panel',
    h: 'auto',
    minH: '20',
    py: '4',
    px: '3',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    whiteSpace: 'normal',
    borderRadius: 'xl',
    _hover: { bg: 'colorPalette.subtle', borderColor: 'colorPalette.solid' },
    '&[data-wide]': { gridColumn: { base: 'span 2', sm: 'auto' } },
  },
  [`.${AGE_LINKS.age}`]: { fontSize: 'lg', fontWeight: '700', color: 'colorPalette.fg' },
  [`.${AGE_LINKS.hint}`]: { fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted', textAlign: 'center' },
  [`.${AGE_LINKS.foods}`]: {
    mt: '4',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '3',
    borderWidth: '1px',
    borderRadius: 'xl',
    borderColor: 'brand.emphasized',
    bg: 'brand.subtle',
    color: 'fg',
    textDecoration: 'none',
    _hover: { borderColor: 'brand.solid', bg: 'brand.muted' },
  },
  [`.${AGE_LINKS.foodsIcon}`]: {
    ...row,
    flexShrink: 0,
    boxSize: '10',
    justifyContent: 'center',
    borderRadius: 'full',
    bg: 'brand.solid',
    color: 'brand.contrast',
  },
  [`.${AGE_LINKS.foodsText}`]: { flex: '1', minW: '0' },
  [`.${AGE_LINKS.foodsTitle}`]: { fontWeight: '700', color: 'brand.fg' },
  [`.${AGE_LINKS.foodsHint}`]: { color: 'fg.muted' },
  [`.${AGE_LINKS.foodsArrow}`]: { color: 'brand.fg' },
};
