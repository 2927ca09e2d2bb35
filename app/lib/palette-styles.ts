/**
 * `data-palette="…"` sets an element's colour palette (Chakra's `colorPalette`), for the plain
 * elements styled with the theme's classes (the cards, badges and tables of docs/decisions/019):
 * one rule per palette in the theme's global styles, shared by all of them, rather than one per
 * component (each palette is a dozen CSS variables).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** Every palette a `data-palette` names. */
export const PALETTES = [
  'brand',
  'peach',
  'yellow',
  'green',
  'orange',
  'red',
  'blue',
  'cyan',
  'teal',
  'purple',
  'gray',
] as const;

export const paletteCss: Record<string, SystemStyleObject> = Object.fromEntries(
  PALETTES.map((p) => [`[data-palette=${p}]`, { colorPalette: p }]),
);
