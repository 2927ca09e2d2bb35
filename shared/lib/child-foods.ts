/**
 * What a child's food log means: which foods of the First Foods guide they have tried (the
 * count towards "100 foods before 1"), where each major allergen stands, and which foods and
 * allergens a recipe brings. Pure functions over the guide and the logs, with today passed in,
 * so the device, the server and the tests read a log the same way.
 *
 * Allergens follow the NIAID addendum (2017) and the NHS: offer them from around 6 months, one
 * new allergen at a time, and once one is in the diet keep it there, several times a week. Each
 * allergen is in one state:
 * - not offered: no food carrying it logged;
 * - introduced: offered on one day;
 * - kept: offered on two days or more;
 * - paused: a reaction (mild or severe) was logged after it, and no doctor's go-ahead was
 *   recorded since (`resumedAllergens` on the child, dated the day or after the reaction).
 * An introduced or kept allergen not offered for 7 days or more is due: the page reminds.
 */
import { FOODS, foodBySlug, suitsAge } from '../content/foods/foods';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  FOOD_CATEGORIES,
  FOOD_CATEGORY_LABELS,
  type Allergen,
  type Food,
  type FoodCategory,
} from '../content/foods/types';
import type { Child, FoodLog, Reaction } from '../schemas/children';
import { ageInMonths, daysBetween } from './child-age';
import { linkFoods } from './food-links';
import { fold } from './language';

/** The goal parents count towards: 100 different foods before their first birthday. */
export const FOODS_GOAL = 100;
/** An allergen in the diet not offered for this many days is due again. */
export const ALLERGEN_REMINDER_DAYS = 7;

export type AllergenStatus = 'not-offered' | 'introduced' | 'kept' | 'paused';

export const ALLERGEN_STATUS_LABELS = {
  'not-offered': 'Not yet offered',
  introduced: 'Introduced',
  kept: 'Kept in the diet',
  paused: 'Paused after a reaction',
} as const satisfies Record<AllergenStatus, string>;

export interface AllergenState {
  allergen: Allergen;
  label: string;
  status: AllergenStatus;
  /** The first and the last day it was offered (null when never). */
  firstDate: string | null;
  lastDate: string | null;
  /** On how many different days it was offered. */
  days: number;
  /** Days since it was last offered (null when never). */
  daysSinceLast: number | null;
  /** Introduced or kept, and not offered for 7 days or more. */
  due: boolean;
  /** The reaction that paused it. */
  reaction: { date: string; severity: Exclude<Reaction, 'none'>; foodName: string; note: string } | null;
}

/** Advice shown before any allergen step for a child with severe eczema or a known food allergy. */
export const ALLERGY_RISK_ADVICE =
  'Because of severe eczema or a known food allergy, talk to your doctor before offering peanut, egg or any other allergen for the first time: they may suggest a test first or introducing it under their care (NIAID addendum guidelines, 2017; NHS).';

/** Advice for a paused allergen. */
export const PAUSED_ADVICE =
  "Don't offer it again until you have talked to your GP or doctor: they may refer your child to an allergy clinic before it goes back into meals (NHS).";

/** What to do if a reaction is severe: the same words as the guide's allergen steps. */
export const SEVERE_REACTION_ADVICE =
  "If your child's lips, tongue or face swell, they cough, wheeze or struggle to breathe, or they turn pale and floppy, call 999 (or your local emergency number, 911 in the US) straight away (NHS).";

/** The guide's foods a log names: its slug, or the foods its free-text name mentions. */
export function foodsOfLog(log: Pick<FoodLog, 'foodSlug' | 'foodName'>): Food[] {
  if (log.foodSlug) {
    const food = foodBySlug(log.foodSlug);
    if (food) return [food];
  }
  return slugsIn(log.foodName)
    .map((s) => foodBySlug(s))
    .filter((f): f is Food => f !== undefined);
}

function slugsIn(text: string): string[] {
  return linkFoods(text)
    .map((s) => s.slug)
    .filter((s): s is string => s !== undefined);
}

/** The allergens a log's food carries. */
export function allergensOfLog(log: Pick<FoodLog, 'foodSlug' | 'foodName'>): Allergen[] {
  return [...new Set(foodsOfLog(log).flatMap((f) => f.allergens))];
}

/** The guide's food a typed name is, when it names exactly one ("Sweet potatoes" is sweet-potato). */
export function guideFoodNamed(name: string): Food | undefined {
  const folded = fold(name).trim();
  const exact = FOODS.find((f) => fold(f.name) === folded || (f.usName && fold(f.usName) === folded));
  if (exact) return exact;
  const segments = linkFoods(name);
  const named = segments.filter((s) => s.slug);
  const rest = segments
    .filter((s) => !s.slug)
    .map((s) => s.text)
    .join('')
    .trim();
  return named.length === 1 && rest === '' ? foodBySlug(named[0]!.slug!) : undefined;
}

/** Where each major allergen stands for one child, in the guide's order. */
export function allergenStates(
  child: Pick<Child, 'resumedAllergens'>,
  logs: readonly FoodLog[],
  today: string,
): AllergenState[] {
  const byAllergen = new Map<Allergen, FoodLog[]>();
  for (const log of logs) {
    if (log.date > today) continue;
    for (const a of allergensOfLog(log)) {
      const list = byAllergen.get(a) ?? [];
      list.push(log);
      byAllergen.set(a, list);
    }
  }
  return ALLERGENS.map((allergen) => {
    const list = (byAllergen.get(allergen) ?? []).sort(
      (a, b) => a.date.localeCompare(b.date) || a.createdAt - b.createdAt,
    );
    const days = new Set(list.map((l) => l.date));
    const firstDate = list[0]?.date ?? null;
    const lastDate = list[list.length - 1]?.date ?? null;
    const daysSinceLast = lastDate ? daysBetween(lastDate, today) : null;
    const resumed = child.resumedAllergens[allergen];
    const reactionLog = [...list].reverse().find((l) => l.reaction !== 'none');
    const paused = reactionLog && !(resumed && resumed >= reactionLog.date) ? reactionLog : undefined;
    const status: AllergenStatus = paused
      ? 'paused'
      : days.size === 0
        ? 'not-offered'
        : days.size === 1
          ? 'introduced'
          : 'kept';
    return {
      allergen,
      label: ALLERGEN_LABELS[allergen],
      status,
      firstDate,
      lastDate,
      days: days.size,
      daysSinceLast,
      due:
        (status === 'introduced' || status === 'kept') &&
        daysSinceLast !== null &&
        daysSinceLast >= ALLERGEN_REMINDER_DAYS,
      reaction: paused
        ? {
            date: paused.date,
            severity: paused.reaction as Exclude<Reaction, 'none'>,
            foodName: paused.foodName,
            note: paused.note,
          }
        : null,
    };
  });
}

/** The allergens due again (reminders), longest-waiting first. */
export function dueAllergens(states: readonly AllergenState[]): AllergenState[] {
  return states.filter((s) => s.due).sort((a, b) => (b.daysSinceLast ?? 0) - (a.daysSinceLast ?? 0));
}

export interface TriedFood {
  /** The guide's slug, or null for a food typed as free text. */
  slug: string | null;
  name: string;
  firstDate: string;
  times: number;
}

export interface CategoryProgress {
  category: FoodCategory;
  label: string;
  tried: TriedFood[];
  /** Foods of the category not tried yet that suit the child's age today. */
  toTry: Food[];
}

export interface FoodProgress {
  /** Different foods tried (guide foods by slug, others by their folded name). */
  triedCount: number;
  goal: number;
  categories: CategoryProgress[];
  /** Foods typed as free text, not in the guide. */
  other: TriedFood[];
}

/** Foods tried by category, the count towards 100, and what to try next at this age. */
export function foodProgress(
  child: Pick<Child, 'birthDate'>,
  logs: readonly FoodLog[],
  today: string,
): FoodProgress {
  const months = ageInMonths(child.birthDate, today);
  const tried = new Map<string, TriedFood & { category: FoodCategory | null }>();
  const sorted = [...logs].filter((l) => l.date <= today).sort((a, b) => a.date.localeCompare(b.date));
  for (const log of sorted) {
    const food = log.foodSlug ? foodBySlug(log.foodSlug) : undefined;
    const key = food ? `slug:${food.slug}` : `name:${fold(log.foodName).trim()}`;
    const entry = tried.get(key);
    if (entry) entry.times += 1;
    else
      tried.set(key, {
        slug: food?.slug ?? null,
        name: food?.name ?? log.foodName,
        firstDate: log.date,
        times: 1,
        category: food?.category ?? null,
      });
  }
  const all = [...tried.values()];
  const categories = FOOD_CATEGORIES.map((category) => {
    const inCategory = all.filter((t) => t.category === category);
    const triedSlugs = new Set(inCategory.map((t) => t.slug));
    return {
      category,
      label: FOOD_CATEGORY_LABELS[category],
      tried: inCategory.map(({ category: _c, ...t }) => t),
      toTry: FOODS.filter((f) => f.category === category && !triedSlugs.has(f.slug) && suitsAge(f, months)),
    };
  });
  return {
    triedCount: all.length,
    goal: FOODS_GOAL,
    categories,
    other: all.filter((t) => t.category === null).map(({ category: _c, ...t }) => t),
  };
}

/** The guide's foods a recipe's ingredient lines name, each once, in the order they appear. */
export function recipeFoods(ingredients: string | readonly string[]): Food[] {
  const lines = typeof ingredients === 'string' ? ingredients.split('\n') : ingredients;
  const seen = new Set<string>();
  const foods: Food[] = [];
  for (const line of lines) {
    for (const slug of slugsIn(line)) {
      if (seen.has(slug)) continue;
      seen.add(slug);
      const food = foodBySlug(slug);
      if (food) foods.push(food);
    }
  }
  return foods;
}

/** The major allergens a recipe's ingredients carry. */
export function recipeAllergens(ingredients: string | readonly string[]): Allergen[] {
  const found = new Set(recipeFoods(ingredients).flatMap((f) => f.allergens));
  return ALLERGENS.filter((a) => found.has(a));
}

/** The foods of a recipe this child has not tried yet. */
export function newFoodsFor(logs: readonly FoodLog[], foods: readonly Food[], today: string): Food[] {
  const tried = new Set(logs.filter((l) => l.date <= today).flatMap((l) => foodsOfLog(l).map((f) => f.slug)));
  return foods.filter((f) => !tried.has(f.slug));
}
