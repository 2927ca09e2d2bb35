/**
 * The footer's and the logo's look, as global styles of the theme (lib/theme-config.ts), like the
 * recipe card (recipe-card-styles.ts): they are on every page, and as Chakra's components their
 * forty-odd styled elements were worked out again by the browser each time it hydrated a page
 * (docs/decisions/019). The rules are Chakra's own recipes (container, heading, link) with the
 * props the components had, so the footer looks as it did, in light and dark.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { column, row } from '../lib/style-parts';
import { containerRecipe, headingRecipe, linkRecipe } from '@chakra-ui/react/theme';

export const LOGO = {
  root: 'sp-logo',
  name: 'sp-logo__name',
} as const;

export const FOOTER = {
  root: 'sp-footer',
  inner: 'sp-footer__inner',
  columns: 'sp-footer__columns',
  about: 'sp-footer__about',
  blurb: 'sp-footer__blurb',
  social: 'sp-footer__social',
  socialLink: 'sp-footer__social-link',
  column: 'sp-footer__column',
  heading: 'sp-footer__heading',
  link: 'sp-footer__link',
  bottom: 'sp-footer__bottom',
  legal: 'sp-footer__legal',
  legalLink: 'sp-footer__legal-link',
} as const;

/** Chakra's `Link`, plain variant. */
const link: SystemStyleObject = { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain };

export const logoCss: Record<string, SystemStyleObject> = {
  [`.${LOGO.root}`]: { ...row, gap: '2' },
  [`.${LOGO.name}`]: { fontWeight: '800', fontSize: 'xl', letterSpacing: '-0.02em', color: 'brand.fg' },
};

export const footerCss: Record<string, SystemStyleObject> = {
  [`.${FOOTER.root}`]: { bg: 'bg.subtle', borderTopWidth: '1px', mt: '16' },
  [`.${FOOTER.inner}`]: {
    ...containerRecipe.base,
    maxW: '7xl',
    px: { base: '4', md: '6' },
    py: { base: '10', md: '14' },
  },
  [`.${FOOTER.columns}`]: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: '2fr 1fr 1fr 1fr' },
    gap: '8',
  },
  [`.${FOOTER.about}`]: { ...column, gap: '4', maxW: 'xs' },
  [`.${FOOTER.blurb}`]: { color: 'fg.muted', fontSize: 'sm' },
  [`.${FOOTER.social}`]: { ...row, gap: '1' },
  [`.${FOOTER.socialLink}`]: {
    ...link,
    p: '2',
    borderRadius: 'md',
    color: 'fg.muted',
    _hover: { ...(link._hover as SystemStyleObject), color: 'brand.fg', bg: 'bg.muted' },
  },
  [`.${FOOTER.column}`]: { ...column, gap: '3' },
  [`.${FOOTER.heading}`]: { ...headingRecipe.base, ...headingRecipe.variants?.size?.sm },
  [`.${FOOTER.link}`]: {
    ...link,
    color: 'fg.muted',
    fontSize: 'sm',
    _hover: { ...(link._hover as SystemStyleObject), color: 'brand.fg' },
  },
  [`.${FOOTER.bottom}`]: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: '3',
    justifyContent: 'space-between',
    mt: '10',
    pt: '6',
    borderTopWidth: '1px',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  [`.${FOOTER.legal}`]: { ...row, gap: '4' },
  [`.${FOOTER.legalLink}`]: { ...link, color: 'fg.muted' },
};
