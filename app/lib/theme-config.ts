/**
 * The configuration of SproutPlate's Chakra UI system (lib/system.ts): a fresh
 * green brand with a warm peach accent, system fonts (nothing loaded from
 * elsewhere), and semantic tokens so `colorPalette="brand"` works in light and
 * dark. The system itself is built from it in lib/system.ts.
 */
import { defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { buttonCss } from '../components/button-styles';
import { foodCardCss } from '../components/food-card-styles';
import { footerCss, logoCss } from '../components/footer-styles';
import { headerCss } from '../components/header-styles';
import { recipeCardCss } from '../components/recipe-card-styles';
import { paletteCss } from './palette-styles';
import { stylePartsCss } from './style-parts';
import { selectFieldCss } from '../components/select-field-styles';
import { tipCardCss } from '../components/tip-card-styles';
import { courseCardCss } from '../features/guides/course-card-styles';
import { curriculumCss } from '../features/guides/curriculum-styles';
import { homeSectionCss } from '../features/home/home-section-styles';
import { collectionCardCss } from '../features/home/collection-card-styles';
import { weekGridCss } from '../features/home/week-grid-styles';
import { sugarTableCss } from '../features/sugar/sugar-table-styles';

/**
 * Chakra's theme with only the component recipes SproutPlate uses: the full
 * set is over 100 KB of JavaScript on the first screen. `system.test.ts` fails
 * when a screen starts using a component whose recipe is not listed here.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: readableToasts(),
};

/**
 * Chakra's toasts put white text on green.600 and orange.600 (3.3:1 and 3.6:1) and dim the
 * description to 80%: darker backgrounds and a full-strength description read at 4.5:1 or more.
 */
function readableToasts(): typeof toastSlotRecipe {
  const base = toastSlotRecipe.base ?? {};
  return {
    ...toastSlotRecipe,
    base: {
      ...base,
      root: {
        ...base.root,
        '&[data-type=success]': { ...base.root?.['&[data-type=success]'], bg: 'brand.600', color: 'white' },
        '&[data-type=warning]': { ...base.root?.['&[data-type=warning]'], bg: 'peach.700', color: 'white' },
        '&[data-type=error]': { ...base.root?.['&[data-type=error]'], bg: 'red.700', color: 'white' },
      },
      description: { ...base.description, opacity: 1 },
    },
  };
}

export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * What `colorPalette="…"` reads for one of our palettes, as Chakra's own
 * palettes have it: the shade for each role, in light and in dark.
 */
function paletteSemantics(palette: 'brand' | 'peach') {
  const shade = (value: number | 'white') => (value === 'white' ? value : `{colors.${palette}.${value}}`);
  const role = (light: number | 'white', dark: number) => ({
    value: { _light: shade(light), _dark: shade(dark) },
  });
  return {
    solid: role(600, 400),
    contrast: role('white', 950),
    fg: role(700, 300),
    muted: role(100, 900),
    subtle: role(50, 950),
    emphasized: role(200, 800),
    focusRing: role(600, 300),
  };
}

export const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    '.no-print': { '@media print': { display: 'none !important' } },
    ...paletteCss,
    ...stylePartsCss,
    ...buttonCss,
    ...recipeCardCss,
    ...foodCardCss,
    ...logoCss,
    ...headerCss,
    ...footerCss,
    ...sugarTableCss,
    ...weekGridCss,
    ...collectionCardCss,
    ...homeSectionCss,
    ...selectFieldCss,
    ...tipCardCss,
    ...courseCardCss,
    ...curriculumCss,
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef8f1' },
          100: { value: '#d5eedd' },
          200: { value: '#acdcbd' },
          300: { value: '#7cc597' },
          400: { value: '#4fab73' },
          500: { value: '#2f8f5b' },
          600: { value: '#237449' },
          700: { value: '#1d5c3b' },
          800: { value: '#194a31' },
          900: { value: '#153d29' },
          950: { value: '#0b2217' },
        },
        peach: {
          50: { value: '#fff4ee' },
          100: { value: '#ffe4d4' },
          200: { value: '#ffc7a8' },
          300: { value: '#ffa271' },
          400: { value: '#fb7d45' },
          500: { value: '#e8622a' },
          600: { value: '#c74c1b' },
          700: { value: '#a03d18' },
          800: { value: '#7f3319' },
          900: { value: '#672b17' },
          950: { value: '#381309' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand'),
        peach: paletteSemantics('peach'),
        bg: {
          DEFAULT: { value: { _light: '#fcfdfb', _dark: '#0f1713' } },
          panel: { value: { _light: 'white', _dark: '#16211b' } },
          subtle: { value: { _light: '#f3f7f2', _dark: '#131d18' } },
        },
      },
    },
  },
});
