/** How the guide's enumerations read on screen, and the colours that code them (always with text). */
import type { ChokingRisk, FoodCategory, FoodFlag } from '@shared/content/foods/types';

/** Choking risk: green, amber, red. */
export const CHOKING_PALETTE: Record<ChokingRisk, 'green' | 'orange' | 'red'> = {
  low: 'green',
  medium: 'orange',
  high: 'red',
};

export const CHOKING_TEXT: Record<ChokingRisk, string> = {
  low: 'Choking risk: low',
  medium: 'Choking risk: medium',
  high: 'Choking risk: high',
};

/** Each food group's colour, for its icon. */
export const CATEGORY_PALETTE: Record<FoodCategory, string> = {
  vegetables: 'brand',
  fruits: 'peach',
  grains: 'yellow',
  proteins: 'red',
  dairy: 'blue',
  'nuts-seeds': 'orange',
  drinks: 'cyan',
  extras: 'purple',
};

/** Iron is good news; the rest are things to limit. */
export const FLAG_PALETTE: Record<FoodFlag, 'teal' | 'yellow'> = {
  'iron-rich': 'teal',
  'added-sugar': 'yellow',
  'high-salt': 'yellow',
  caffeine: 'yellow',
  'high-mercury': 'yellow',
};

export const ALLERGEN_PALETTE = 'purple';

/** "milk", "peanut and egg", "tree nuts, milk and sesame": allergens in a sentence. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
