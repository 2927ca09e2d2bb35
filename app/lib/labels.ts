/** How enumerations read on screen, and the colours that code them. */
import type { Difficulty, MealType, TipType } from '@shared/enums';

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  advanced: 'Advanced',
};

/** Difficulty is colour-coded: green, amber, red. */
export const DIFFICULTY_PALETTE: Record<Difficulty, 'green' | 'orange' | 'red'> = {
  easy: 'green',
  medium: 'orange',
  advanced: 'red',
};

export const DIETARY_LABELS: Record<string, string> = {
  vegetarian: 'Vegetarian',
  'dairy-free': 'Dairy-free',
  'gluten-free': 'Gluten-free',
  'egg-free': 'Egg-free',
  'nut-free': 'Nut-free',
};

/** A tip's type only picks its colour. */
export const TIP_PALETTE: Record<TipType, 'brand' | 'peach' | 'purple'> = {
  primary: 'brand',
  secondary: 'peach',
  accent: 'purple',
};

/** "45 minutes", or "1 hr 30 min" for long ones (soaking, slow cooking). */
/** A preparation-time filter, as its option and its chip read. */
export const prepLabel = (p: number) => (p >= 60 ? '60+ minutes' : `${p} minutes or less`);

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

export const FALLBACK_RECIPE_IMAGE = '/images/recipe-fallback.svg';
