/**
 * What a recipe, and a week of planned recipes, means for each child: the allergens a recipe
 * carries, the foods new to a child, an allergen paused for them, which of the allergens a child
 * already eats the week keeps going and which it misses, and the foods that eating a recipe logs.
 * Pure functions over the First Foods guide and a child's food log, with today passed in, so the
 * recipe page, the meal planner and the shopping list read them alike.
 *
 * Allergens follow the NIAID addendum (2017) and the NHS: once an allergen is in a child's diet,
 * keep offering it, several times a week (shared/lib/child-foods.ts).
 */
import { ALLERGEN_LABELS, ALLERGENS, type Allergen, type Food } from '../content/foods/types';
import { AGE_GROUPS, type AgeGroup } from '../enums';
import type { Child, FoodLog, FoodLogInput, FoodResponse } from '../schemas/children';
import { ageGroupOfMonths, ageInMonths } from './child-age';
import {
  allergenStates,
  allergensInText,
  allergensOfLog,
  foodsOfLog,
  recipeAllergens,
  recipeFoods,
  type AllergenState,
} from './child-foods';
import { TAKE_OUT_RULES } from './portion-advice';
import { checkRecipeSafetyForAge } from './safety';

/** A baby's usual drinks in a recipe ("2 tbsp breast milk or water"): never a new food to log. */
const USUAL_DRINKS = new Set(['water', 'breast-milk', 'infant-formula']);

/** The first month of solid food (NHS, WHO). */
export const SOLIDS_FROM_MONTHS = 6;

/** The foods of a recipe worth counting: the guide's foods it uses, less water and baby's milk. */
export function recipeFoodsToCount(ingredients: string | readonly string[]): Food[] {
  return recipeFoods(ingredients).filter((f) => !USUAL_DRINKS.has(f.slug));
}

/** The major allergens some food of the list carries, in the guide's order. */
export function allergensOf(foods: readonly Food[]): Allergen[] {
  const found = new Set(foods.flatMap((f) => f.allergens));
  return ALLERGENS.filter((a) => found.has(a));
}

/** What a recipe is made of, read once for every child who sees it. */
export interface RecipeContents {
  ingredients: string | readonly string[];
  /** The guide's foods it uses (water and baby's milk aside). */
  foods: Food[];
  /** The major allergens its ingredients carry (`recipeAllergens`: guide foods and the rest). */
  allergens: Allergen[];
}

export function recipeContents(ingredients: string | readonly string[]): RecipeContents {
  return { ingredients, foods: recipeFoodsToCount(ingredients), allergens: recipeAllergens(ingredients) };
}

export type ChildLike = Pick<Child, 'id' | 'name' | 'birthDate' | 'allergyRisk' | 'resumedAllergens'>;

/** A recipe seen for one child. */
export interface RecipeForChild {
  childId: string;
  name: string;
  months: number;
  /** Foods of the recipe this child has not tried yet and can have at their age. */
  newFoods: Food[];
  /**
   * Allergens this child has never been offered that their portion carries (not those of an
   * ingredient their portion is taken out before, such as soy sauce for a baby).
   */
  newAllergens: Allergen[];
  /** Allergens of the recipe paused for this child after a reaction. */
  paused: Allergen[];
  /** Foods of the recipe not for this child's age yet (left out of their portion). */
  notYet: Food[];
}

function triedSlugs(logs: readonly FoodLog[], today: string): Set<string> {
  return new Set(logs.filter((l) => l.date <= today).flatMap((l) => foodsOfLog(l).map((f) => f.slug)));
}

/** What a recipe brings one child: `logs` are that child's logs. */
export function recipeForChild(
  child: ChildLike,
  logs: readonly FoodLog[],
  { ingredients, foods, allergens }: RecipeContents,
  today: string,
  states: readonly AllergenState[] = allergenStates(child, logs, today),
): RecipeForChild {
  const months = ageInMonths(child.birthDate, today);
  const tried = triedSlugs(logs, today);
  const portion = new Set(portionAllergens(ingredients, months, today));
  const status = new Map(states.map((s) => [s.allergen, s.status]));
  const suits = (f: Food) => f.fromMonths <= months && months >= SOLIDS_FROM_MONTHS;
  return {
    childId: child.id,
    name: child.name,
    months,
    newFoods: foods.filter((f) => suits(f) && !tried.has(f.slug) && !USUAL_DRINKS.has(f.slug)),
    newAllergens: allergens.filter((a) => status.get(a) === 'not-offered' && portion.has(a)),
    paused: allergens.filter((a) => status.get(a) === 'paused'),
    notYet: foods.filter((f) => !suits(f)),
  };
}

/** "Peanut is paused for Maya". */
export function pausedMessage(allergen: Allergen, name: string): string {
  return `${ALLERGEN_LABELS[allergen]} is paused for ${name}`;
}

/** Quantities, sizes and units at the start of an ingredient line ("200 g", "1 tbsp", "2 large"). */
const LEADING_AMOUNT =
  /^(?:[\d\s/.,\u00bc-\u00be\u2153-\u215e-]+|(?:a|an|one|two|three|few|some)\s+)?(?:(?:g|kg|ml|l|oz|lb|tbsp|tsp|tablespoons?|teaspoons?|cups?|cans?|tins?|jars?|packs?|slices?|pinch|handful|dash|splash|bunch|large|medium|small|heaped|level)\b\.?\s*(?:of\s+)?)*/i;

/** An ingredient line as a food's name: "200 g plain flour, sifted" is "plain flour". */
export function ingredientName(line: string): string {
  const head = line.split(/[,(;]/)[0] ?? line;
  const name = head
    .replace(LEADING_AMOUNT, '')
    .replace(/[<>\p{Cc}]/gu, '')
    .trim();
  return (name || head.trim()).slice(0, 80).trim();
}

/** A recipe as `recipeLogEntries` reads it. */
export interface LoggedRecipe {
  id: number;
  title: string;
  ingredients: string | readonly string[];
  instructions?: string | readonly string[];
}

/**
 * The log entries eating a recipe makes for a child of `months` months: one per food of the
 * guide the recipe uses that the child can have at that age (a food not for their age yet was
 * left out of their portion; a baby under 6 months has milk only, so nothing), and one, as typed
 * text, per other ingredient carrying an allergen none of those foods carries ("plain flour"),
 * so the allergens the child ate reach their log. An ingredient whose salt, sugar or honey the
 * child's portion was taken out before is not logged. A recipe naming no food at all logs its
 * title, so the meal still counts.
 */
export function recipeLogEntries(
  recipe: LoggedRecipe,
  months: number,
  date: string,
  response: FoodResponse = 'liked',
): Omit<FoodLogInput, 'id'>[] {
  if (months < SOLIDS_FROM_MONTHS) return [];
  const base = { date, response, reaction: 'none' as const, note: '', recipeId: recipe.id };
  const all = recipeFoodsToCount(recipe.ingredients);
  const foods = all.filter((f) => f.fromMonths <= months);
  const entries: Omit<FoodLogInput, 'id'>[] = foods.map((f) => ({
    ...base,
    foodSlug: f.slug,
    foodName: f.name,
  }));

  const takenOut = new Set(
    checkRecipeSafetyForAge({ ingredients: recipe.ingredients }, months)
      .filter((f) => (TAKE_OUT_RULES as readonly string[]).includes(f.rule))
      .map((f) => f.ingredient),
  );
  const carried = new Set(allergensOf(foods));
  const lines = typeof recipe.ingredients === 'string' ? recipe.ingredients.split('\n') : recipe.ingredients;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || takenOut.has(line)) continue;
    const extra = allergensInText(line).filter((a) => !carried.has(a));
    if (extra.length === 0) continue;
    // Foods of this line not for the child's age were left out: so is what else it carries.
    if (recipeFoods([line]).some((f) => f.fromMonths > months)) continue;
    for (const a of extra) carried.add(a);
    entries.push({ ...base, foodSlug: null, foodName: ingredientName(line) });
  }
  if (entries.length === 0 && all.length === 0) {
    return [{ ...base, foodSlug: null, foodName: recipe.title.slice(0, 80).trim() }];
  }
  return entries;
}

/**
 * The allergens a child of `months` months eats in their portion of a recipe: those of the foods
 * eating it logs (`recipeLogEntries`), so not soy sauce a baby's portion is taken out before.
 */
export function portionAllergens(
  ingredients: string | readonly string[],
  months: number,
  date: string,
): Allergen[] {
  // Only the age and the recipe matter (the date is only stamped on the entries): a planner
  // redrawing 28 meals for each child reads each recipe once per age.
  const text = typeof ingredients === 'string' ? ingredients : ingredients.join('\n');
  const key = `${months}\u0000${text}`;
  const cached = PORTION_CACHE.get(key);
  if (cached) return cached;
  const found = new Set(
    recipeLogEntries({ id: 1, title: '', ingredients: text }, months, date).flatMap((e) =>
      allergensOfLog({ foodSlug: e.foodSlug ?? null, foodName: e.foodName }),
    ),
  );
  const allergens = ALLERGENS.filter((a) => found.has(a));
  if (PORTION_CACHE.size >= PORTION_CACHE_MAX) PORTION_CACHE.clear();
  PORTION_CACHE.set(key, allergens);
  return allergens;
}

const PORTION_CACHE = new Map<string, Allergen[]>();
const PORTION_CACHE_MAX = 500;

/** A planned meal: where it is in the week and the recipe it holds. */
export interface PlannedMeal {
  /** The day's date, YYYY-MM-DD. */
  date: string;
  /** What a page calls it: "Tuesday lunch". */
  label: string;
  recipeId: number;
  title: string;
  ingredients: string;
}

/** An allergen a child already eats, and the meals of the week that carry it. */
export interface WeekAllergen {
  allergen: Allergen;
  label: string;
  status: AllergenState['status'];
  lastDate: string | null;
  meals: PlannedMeal[];
}

/** A week of meals seen for one child. */
export interface WeekForChild {
  childId: string;
  name: string;
  months: number;
  ageGroup: AgeGroup;
  /** Under 6 months: milk only, nothing to plan. */
  milkOnly: boolean;
  allergyRisk: boolean;
  /** Introduced or kept allergens the child's portion of some meal of the week carries. */
  covered: WeekAllergen[];
  /** Introduced or kept allergens no meal of the week brings the child. */
  missing: WeekAllergen[];
  /** Paused allergens some meal of the week carries (in any part of it, to be safe). */
  paused: WeekAllergen[];
  /** Every allergen paused for the child, in the week or not. */
  pausedAllergens: Allergen[];
  /** Allergens never offered that some meal of the week would bring for the first time. */
  firstTastes: WeekAllergen[];
}

/** Which allergens a week of meals keeps going for a child, which it misses, and what it flags. */
export function weekForChild(
  child: ChildLike,
  logs: readonly FoodLog[],
  meals: readonly PlannedMeal[],
  today: string,
): WeekForChild {
  const months = ageInMonths(child.birthDate, today);
  const states = allergenStates(child, logs, today);
  const carried = meals.map((meal) => ({
    meal,
    allergens: recipeAllergens(meal.ingredients),
    portion: portionAllergens(meal.ingredients, months, today),
  }));
  const withMeals = (state: AllergenState): WeekAllergen => ({
    allergen: state.allergen,
    label: state.label,
    status: state.status,
    lastDate: state.lastDate,
    meals: carried
      .filter((c) => (state.status === 'paused' ? c.allergens : c.portion).includes(state.allergen))
      .map((c) => c.meal),
  });
  const all = states.map(withMeals);
  const eaten = all.filter((a) => a.status === 'introduced' || a.status === 'kept');
  return {
    childId: child.id,
    name: child.name,
    months,
    ageGroup: ageGroupOfMonths(months),
    milkOnly: months < SOLIDS_FROM_MONTHS,
    allergyRisk: child.allergyRisk,
    covered: eaten.filter((a) => a.meals.length > 0),
    missing: eaten.filter((a) => a.meals.length === 0),
    paused: all.filter((a) => a.status === 'paused' && a.meals.length > 0),
    pausedAllergens: all.filter((a) => a.status === 'paused').map((a) => a.allergen),
    firstTastes: all.filter((a) => a.status === 'not-offered' && a.meals.length > 0),
  };
}

/**
 * Words to search the catalog with for recipes carrying an allergen: each a food of the guide
 * that carries it. Search results are checked with `recipeAllergens`, so a word that finds
 * other recipes too ("milk" finds breast milk) costs nothing but a shorter list.
 */
export const ALLERGEN_SEARCH_WORDS = {
  milk: ['cheese', 'yogurt', 'milk'],
  egg: ['egg'],
  peanut: ['peanut'],
  'tree-nuts': ['almond', 'cashew', 'walnut'],
  sesame: ['tahini', 'sesame', 'hummus'],
  soy: ['tofu', 'edamame', 'soya'],
  wheat: ['pasta', 'bread', 'flour'],
  fish: ['salmon', 'cod', 'fish'],
  shellfish: ['prawn', 'shrimp', 'mussel'],
} as const satisfies Record<Allergen, readonly string[]>;

/** A catalog recipe a suggestion can be made from. */
export interface SuggestionCandidate {
  id: number;
  title: string;
  ageGroup: string;
  ingredients: string;
}

/**
 * The recipe age groups that suit a child of `ageGroup`, closest first: their own, then the
 * younger ones from 6 months (a 3-year-old can eat a recipe written for 1-2 years; first-taste
 * purees are left to babies under 6 months' group).
 */
export function ageGroupsFor(ageGroup: AgeGroup): AgeGroup[] {
  const at = AGE_GROUPS.indexOf(ageGroup);
  const younger = AGE_GROUPS.slice(1, at).reverse();
  return at <= 0 ? [ageGroup] : [ageGroup, ...younger];
}

/**
 * Up to `limit` recipes that carry `allergen` and suit the child's age group (their own first,
 * then younger ones: `ageGroupsFor`), none already in the week and none carrying an allergen
 * paused for the child.
 */
export function keepGoingSuggestions<T extends SuggestionCandidate>(
  candidates: readonly T[],
  allergen: Allergen,
  week: Pick<WeekForChild, 'ageGroup' | 'pausedAllergens'>,
  plannedIds: ReadonlySet<number>,
  limit = 3,
): T[] {
  const groups: string[] = ageGroupsFor(week.ageGroup);
  const ordered = candidates
    .filter((r) => groups.includes(r.ageGroup))
    .sort((a, b) => groups.indexOf(a.ageGroup) - groups.indexOf(b.ageGroup));
  const seen = new Set<number>();
  const picked: T[] = [];
  for (const recipe of ordered) {
    if (picked.length >= limit) break;
    if (seen.has(recipe.id) || plannedIds.has(recipe.id)) continue;
    seen.add(recipe.id);
    const allergens = recipeAllergens(recipe.ingredients);
    if (!allergens.includes(allergen)) continue;
    if (allergens.some((a) => week.pausedAllergens.includes(a))) continue;
    picked.push(recipe);
  }
  return picked;
}
