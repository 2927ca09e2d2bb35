/**
 * The shape of the First Foods guide: one record per food, written for SproutPlate.
 *
 * A food says from what age it can be offered and how to serve it at each stage of a child's
 * first five years; the stages before its first age say why not yet. Every rule names where it
 * comes from. `shared/content/foods/foods.test.ts` runs the child-safety rules of
 * `shared/lib/safety.ts` over every stage of every food, so a stage's text must describe a safe
 * way to serve the food at that age in words the safety rules understand ("grapes, quartered
 * lengthways", "peanut butter thinned with water").
 */

/** The stages a food is described at, with the age in months each starts at. */
export const FOOD_STAGES = [
  { id: '6m', label: 'Around 6 months', fromMonths: 6 },
  { id: '9m', label: '9 months', fromMonths: 9 },
  { id: '12m', label: '12 months', fromMonths: 12 },
  { id: '18m', label: '18 months', fromMonths: 18 },
  { id: '2-3y', label: '2-3 years', fromMonths: 24 },
  { id: '3-5y', label: '3-5 years', fromMonths: 36 },
] as const;
export type FoodStageId = (typeof FOOD_STAGES)[number]['id'];

export const FOOD_CATEGORIES = [
  'vegetables',
  'fruits',
  'grains',
  'proteins',
  'dairy',
  'nuts-seeds',
  'drinks',
  'extras',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

export const FOOD_CATEGORY_LABELS = {
  vegetables: 'Vegetables',
  fruits: 'Fruits',
  grains: 'Grains and starches',
  proteins: 'Meat, fish, eggs and pulses',
  dairy: 'Dairy',
  'nuts-seeds': 'Nuts and seeds',
  drinks: 'Drinks',
  extras: 'Sweeteners, salt and extras',
} as const satisfies Record<FoodCategory, string>;

/** The major food allergens (NIAID, NHS). */
export const ALLERGENS = [
  'milk',
  'egg',
  'peanut',
  'tree-nuts',
  'sesame',
  'soy',
  'wheat',
  'fish',
  'shellfish',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS = {
  milk: 'Milk',
  egg: 'Egg',
  peanut: 'Peanut',
  'tree-nuts': 'Tree nuts',
  sesame: 'Sesame',
  soy: 'Soy',
  wheat: 'Wheat',
  fish: 'Fish',
  shellfish: 'Shellfish',
} as const satisfies Record<Allergen, string>;

export const FOOD_FLAGS = ['iron-rich', 'added-sugar', 'high-salt', 'caffeine', 'high-mercury'] as const;
export type FoodFlag = (typeof FOOD_FLAGS)[number];

export const FOOD_FLAG_LABELS = {
  'iron-rich': 'Iron-rich',
  'added-sugar': 'High in added sugar',
  'high-salt': 'High in salt',
  caffeine: 'Contains caffeine',
  'high-mercury': 'High in mercury',
} as const satisfies Record<FoodFlag, string>;

/** Where a rule comes from. */
export const FOOD_SOURCES = ['NHS', 'AAP', 'CFOC', 'DGA', 'AHA', 'NIAID'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];

export const FOOD_SOURCE_LABELS = {
  NHS: 'NHS (UK National Health Service), Start for Life weaning guidance',
  AAP: 'American Academy of Pediatrics',
  CFOC: 'Caring for Our Children (national health and safety standards for early care)',
  DGA: 'Dietary Guidelines for Americans 2020-2025',
  AHA: 'American Heart Association',
  NIAID: 'NIAID addendum guidelines for the prevention of peanut allergy (2017)',
} as const satisfies Record<FoodSource, string>;

export type ChokingRisk = 'low' | 'medium' | 'high';

/** One piece of guidance and the source it comes from. */
export interface FoodRule {
  text: string;
  source: FoodSource;
}

export interface Food {
  /** kebab-case, unique: the address /foods/{slug}. */
  slug: string;
  /** The UK name, capitalised as a title: 'Courgette'. */
  name: string;
  /** The US name where it differs: 'Zucchini'. */
  usName?: string;
  /** Other names parents use ('garbanzo beans', 'kumara'); misspellings are not listed here. */
  otherNames?: readonly string[];
  category: FoodCategory;
  /**
   * The youngest age, in months, at which the food can be offered in some safe form: the first
   * month of a stage (6, 9, 12, 18, 24, 36), or 60 for what is not for under-5s at all.
   */
  fromMonths: number;
  /** One or two sentences: what it is good for and the one thing to know. */
  summary: string;
  /** For foods that wait past 6 months: why, in one sentence ("Honey can carry botulism..."). */
  notYet?: string;
  /**
   * How to prepare and serve it at each stage from `fromMonths` on: shape, size, texture.
   * Every stage at or after `fromMonths` is present; stages before it are left out.
   */
  stages: Partial<Record<FoodStageId, string>>;
  choking: {
    risk: ChokingRisk;
    /** How to lower the risk, concretely. */
    howToLower: string;
  };
  /** Which of the major allergens it is or contains (empty when none). */
  allergens: readonly Allergen[];
  /** How to introduce it, for allergen foods: 3-5 short steps. */
  allergenSteps?: readonly string[];
  flags: readonly FoodFlag[];
  /** The rules above with their sources; at least one. */
  rules: readonly FoodRule[];
}

/**
 * What the guide's list and its search read of a food: its card (icon, names, from what age,
 * choking risk, allergens, flags) and the names a search matches. The list hydrates with these
 * (./entries.ts, a few KB), not with the whole guide.
 */
export type FoodEntry = Pick<
  Food,
  'slug' | 'name' | 'usName' | 'otherNames' | 'category' | 'fromMonths' | 'allergens' | 'flags'
> & {
  choking: Pick<Food['choking'], 'risk'>;
};
