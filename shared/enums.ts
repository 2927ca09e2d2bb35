/**
 * The product's enumerations (spec section 3). Every list is `as const` so the
 * zod schemas, the database, the filters and the UI all read the same values.
 */
export const AGE_GROUPS = ['0-6 months', '6-12 months', '1-2 years', '2-3 years', '3-5 years'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIETARY_RESTRICTIONS = [
  'vegetarian',
  'dairy-free',
  'gluten-free',
  'egg-free',
  'nut-free',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

export const CONTENT_TYPES = ['question', 'tip', 'experience', 'recommendation'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const TIP_TYPES = ['primary', 'secondary', 'accent'] as const;
export type TipType = (typeof TIP_TYPES)[number];

export const PREP_TIMES = [15, 30, 45, 60] as const;
export type PrepTime = (typeof PREP_TIMES)[number];

export const CHAT_ROLES = ['user', 'assistant', 'system'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Which assistant answered: the built-in library or an AI model. The UI names it (a plain list, away
 * from the chat's schemas, so a screen that only names it carries no zod). */
export const AI_PROVIDER_NAMES = ['library', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];
export const AI_PROVIDER_LABELS: Record<AiProviderName, string> = {
  library: "From SproutPlate's library",
  openai: 'AI',
};
