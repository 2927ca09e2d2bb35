/**
 * The header's look, as global styles of the theme (lib/theme-config.ts), like the footer's
 * (footer-styles.ts) and for the same reason: every page hydrates it (docs/decisions/019). Its
 * buttons and menus stay Chakra's components; the bar, the links and the phone's menu panel are
 * plain elements with these classes, which carry the props the components had.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { VISUALLY_HIDDEN, column, row } from '../lib/style-parts';
import { containerRecipe } from '@chakra-ui/react/theme';

export const HEADER = {
  root: 'sp-header',
  inner: 'sp-header__inner',
  bar: 'sp-header__bar',
  nav: 'sp-header__nav',
  link: 'sp-nav-link',
  actions: 'sp-header__actions',
  account: 'sp-header__account',
  menu: 'sp-header__menu',
  menuButton: 'sp-header__menu-button',
  menuState: 'sp-header__menu-state',
  hidden: VISUALLY_HIDDEN,
  panel: 'sp-header__panel',
  panelInner: 'sp-header__panel-inner',
  panelNav: 'sp-header__panel-nav',
  panelLink: 'sp-nav-link--panel',
  panelAccount: 'sp-header__panel-account',
  panelUser: 'sp-header__panel-user',
  signedInAs: 'sp-header__signed-in-as',
  panelButtons: 'sp-header__panel-buttons',
} as const;

export const headerCss: Record<string, SystemStyleObject> = {
  [`.${HEADER.root}`]: {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'bg/85',
    backdropFilter: 'blur(10px)',
    borderBottomWidth: '1px',
  },
  [`.${HEADER.inner}`]: { ...containerRecipe.base, maxW: '7xl', px: { base: '4', md: '6' } },
  [`.${HEADER.bar}`]: {
    display: 'flex',
    h: '16',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
  },
  [`.${HEADER.nav}`]: { ...row, gap: '0.5', hideBelow: 'xl' },
  [`.${HEADER.link}`]: {
    px: '3',
    py: '2',
    borderRadius: 'md',
    fontWeight: '600',
    fontSize: 'sm',
    color: 'fg.muted',
    _hover: { color: 'fg', bg: 'bg.muted' },
    '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' },
  },
  [`.${HEADER.actions}`]: { ...row, gap: '2' },
  [`.${HEADER.account}`]: { ...row, gap: '2', hideBelow: 'md', minW: '44', justifyContent: 'flex-end' },
  [`.${HEADER.menu}`]: {
    hideFrom: 'xl',
    '& > summary': { listStyle: 'none' },
    '& > summary::-webkit-details-marker': { display: 'none' },
    '&[open] > summary .when-closed, &:not([open]) > summary .when-open': { display: 'none' },
  },
  [`.${HEADER.menuButton}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '9',
    borderRadius: 'l2',
    cursor: 'pointer',
    color: 'fg',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    '& svg': { boxSize: '5' },
  },
  [`.${HEADER.menuState}`]: { display: 'contents' },
  [`.${HEADER.panel}`]: {
    position: 'absolute',
    top: '100%',
    left: '0',
    right: '0',
    borderTopWidth: '1px',
    borderBottomWidth: '1px',
    bg: 'bg.panel',
    boxShadow: 'md',
  },
  [`.${HEADER.panelInner}`]: { ...containerRecipe.base, maxW: '7xl', py: '3', px: '4' },
  [`.${HEADER.panelNav}`]: { ...column, gap: '0.5' },
  // A link in the phone's menu: larger; the nav's links taller still (the account's keep py 2).
  [`.${HEADER.link}.${HEADER.panelLink}`]: { fontSize: 'md' },
  [`.${HEADER.panelNav} .${HEADER.link}`]: { py: '2.5' },
  [`.${HEADER.panelAccount}`]: { borderTopWidth: '1px', mt: '3', pt: '3' },
  [`.${HEADER.panelUser}`]: { ...column, gap: '1' },
  [`.${HEADER.signedInAs}`]: { fontSize: 'sm', color: 'fg.muted', px: '3' },
  [`.${HEADER.panelButtons}`]: { ...row, gap: '3' },
};
