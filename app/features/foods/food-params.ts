/**
 * The /foods address is the state of the guide's index: `q`, `category`, `allergen` and `age`
 * (the child's age in months). Reading it keeps what is valid and drops the rest; an age that is
 * not a number or outside what SproutPlate's guidance covers is reported (`ageRefused`) so the
 * screen can say so, never an error. The same helpers name ages on the screens.
 */
import {
  ALLERGENS,
  FOOD_CATEGORIES,
  type Allergen,
  type Food,
  type FoodCategory,
} from '@shared/content/foods/types';
import { MAX_GUIDE_MONTHS, parseAge, withoutAge } from '@shared/lib/language';
import { paths } from '../../lib/paths';

/** The longest search the box keeps, as the recipe search does. */
export const MAX_QUERY_LENGTH = 200;

/** The ages the pickers offer, in months: 6 to 11 months, then 1, 1½, 2, 3, 4 and 5 years. */
export const AGE_CHOICES = [6, 7, 8, 9, 10, 11, 12, 18, 24, 36, 48, 60] as const;

/** Solid foods start at around 6 months. */
export const FIRST_FOODS_MONTHS = 6;

export interface FoodFilters {
  q?: string | undefined;
  category?: FoodCategory | undefined;
  allergen?: Allergen | undefined;
  /** The child's age in months, 0 to MAX_GUIDE_MONTHS. */
  age?: number | undefined;
}

export interface ParsedFoodFilters extends FoodFilters {
  /** An `age` was given that is not a number or is outside 0 to 5 years; it is ignored. */
  ageRefused: boolean;
}

/** The last value of a parameter, trimmed; undefined when absent or blank. */
function last(params: URLSearchParams, key: string): string | undefined {
  const all = params.getAll(key);
  const raw = all[all.length - 1]?.trim();
  return raw ? raw : undefined;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string | undefined): T | undefined =>
    raw !== undefined && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

export const readCategory = oneOf(FOOD_CATEGORIES);
export const readAllergen = oneOf(ALLERGENS);

/**
 * An age from the address: whole months ("9"), or the way parents write it ("9mo", "2 years").
 * `refused` when something was given that is not an age of 0 to 5 years.
 */
export function readAge(raw: string | undefined): { months?: number; refused: boolean } {
  if (raw === undefined) return { refused: false };
  const months = /^\d{1,3}$/.test(raw) ? Number(raw) : parseAge(raw);
  if (months === undefined || !Number.isInteger(months) || months < 0 || months > MAX_GUIDE_MONTHS) {
    return { refused: true };
  }
  return { months, refused: false };
}

export function parseFoodParams(params: URLSearchParams): ParsedFoodFilters {
  const q = last(params, 'q');
  const age = readAge(last(params, 'age'));
  return {
    q: q === undefined ? undefined : q.slice(0, MAX_QUERY_LENGTH),
    category: readCategory(last(params, 'category')),
    allergen: readAllergen(last(params, 'allergen')),
    age: age.months,
    ageRefused: age.refused,
  };
}

export function toFoodParams(filters: FoodFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.allergen) params.set('allergen', filters.allergen);
  if (filters.age !== undefined) params.set('age', String(filters.age));
  return params;
}

export const hasFoodFilters = (f: FoodFilters) =>
  Boolean(f.q || f.category || f.allergen || f.age !== undefined);

/**
 * A search that states an age ("eggs 9 months", "can my 2yo have honey") when no age is picked:
 * the age picks the foods and the rest is searched. Ages outside the guide are left in the text.
 */
export function ageInQuery(q: string | undefined): { q: string | undefined; age?: number } {
  if (!q) return { q };
  const rest = withoutAge(q);
  // Only an age written with a number: "baby rice" and "toddler milk" are foods, not ages.
  if (rest === q.replace(/\s+/g, ' ').trim()) return { q };
  const months = parseAge(q);
  if (months === undefined || months < 0 || months > MAX_GUIDE_MONTHS) return { q };
  return { q: rest || undefined, age: months };
}

/** An age as the pickers and headings say it: "9 months", "1 year", "18 months", "3 years". */
export function ageLabel(months: number): string {
  if (months === 12) return '1 year';
  if (months >= 24 && months % 12 === 0) return `${months / 12} years`;
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The age a food starts at, as guidance says it: "6 months", "12 months", "2 years". */
export function startAgeLabel(months: number): string {
  return months === 12 ? '12 months' : ageLabel(months);
}

/** When a food can first be offered: "From 6 months", "From 2 years", or "Not before 5 years". */
export function fromAgeLabel(food: Pick<Food, 'fromMonths'>): string {
  if (food.fromMonths >= MAX_GUIDE_MONTHS) return `Not before ${ageLabel(MAX_GUIDE_MONTHS)}`;
  return `From ${startAgeLabel(food.fromMonths)}`;
}

/** The ages a picker offers, with the chosen one added when it is not among them. */
export function ageOptions(chosen: number | undefined): { value: string; label: string }[] {
  const ages: number[] = [...AGE_CHOICES];
  if (chosen !== undefined && !ages.includes(chosen)) {
    ages.push(chosen);
    ages.sort((a, b) => a - b);
  }
  return ages.map((m) => ({ value: String(m), label: ageLabel(m) }));
}

/** A food's page, for a child of `age` months when one is chosen. */
export function foodHref(slug: string, age?: number): string {
  return age === undefined ? paths.food(slug) : `${paths.food(slug)}?age=${age}`;
}
