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
import { fold, normalise, singular, words } from './language';

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

/**
 * Ingredients that are no food of the guide but carry a major allergen: recipes name them
 * ("plain flour", "200 ml milk", "soy sauce") and parents type them. They are read only in the
 * words the guide's own names leave over, so "coconut milk" and "oat milk" count as those foods
 * and never as milk. Like the safety rules (shared/lib/safety.ts), the table errs on the side of
 * caution: a false alarm costs a parent a second look, a missed allergen could cost far more.
 * Terms are singular, folded words; `notAfter` lists the words that make it another thing
 * ("rice flour", "plant milk").
 */
const NOT_WHEAT_FLOURS = words(
  'rice corn maize gram chickpea coconut almond oat potato tapioca cassava buckwheat teff millet sorghum quinoa banana arrowroot soya soy chestnut lentil pea hemp',
);
const PLANT_MILKS = words(
  'coconut oat almond soya soy rice hemp cashew pea plant nut hazelnut breast quinoa',
);

interface AllergenIngredient {
  term: string;
  allergens: readonly Allergen[];
  /** Words right before it that make it another thing ("rice flour"). */
  notAfter?: readonly string[];
  /** Longer phrases starting with it that are another thing ("cream of tartar"). */
  unless?: readonly string[];
}

/** [allergens, terms]: each term of a row, comma-separated, carries every allergen of the row. */
const INGREDIENT_ROWS: readonly (readonly [readonly Allergen[], string])[] = [
  [['wheat'], 'wheat, wheatgerm, breadcrumb, panko, semolina, spelt, bulgur, bulghur, pastry, gnocchi'],
  [['wheat'], 'biscuit, cookie, rusk, tortilla, pitta, bagel, crumpet'],
  [['wheat', 'milk'], 'naan, scone, croissant'],
  [['wheat', 'egg', 'milk'], 'brioche, pancake, waffle, cake, muffin, batter'],
  [['soy', 'wheat'], 'soy sauce, soya sauce'],
  [['soy'], 'soya flour, soy flour, tamari, miso, soya, soy'],
  [['milk'], 'creme fraiche, ghee, buttermilk, whey, casein, parmesan, mascarpone, kefir, quark'],
  [['milk', 'egg'], 'custard'],
  [['egg'], 'mayonnaise, mayo, aioli, meringue'],
  [['tree-nuts', 'milk'], 'pesto'],
  [['tree-nuts'], 'marzipan, praline'],
  [['peanut', 'tree-nuts'], 'nut'],
  [['fish'], 'fish, anchovy, worcestershire'],
  [['fish', 'shellfish'], 'seafood'],
  [['shellfish'], 'shellfish, lobster, langoustine, crayfish, squid, calamari, scallop, clam, oyster'],
];

/** The terms that depend on the words around them. */
const INGREDIENTS_IN_CONTEXT: readonly AllergenIngredient[] = [
  { term: 'flour', allergens: ['wheat'], notAfter: NOT_WHEAT_FLOURS },
  { term: 'milk', allergens: ['milk'], notAfter: PLANT_MILKS },
  { term: 'cream', allergens: ['milk'], notAfter: PLANT_MILKS, unless: ['cream of tartar'] },
];

const ALLERGEN_INGREDIENTS = [
  ...INGREDIENTS_IN_CONTEXT,
  ...INGREDIENT_ROWS.flatMap(([allergens, terms]) =>
    terms.split(/,\s*/).map((term): AllergenIngredient => ({ term, allergens })),
  ),
].map((entry) => ({ ...entry, words: entry.term.split(' ') }));

/** The ingredients by their first word, so a line is read once whatever the table's length. */
const INGREDIENTS_BY_FIRST_WORD = new Map<string, (typeof ALLERGEN_INGREDIENTS)[number][]>();
for (const entry of ALLERGEN_INGREDIENTS) {
  const first = entry.words[0]!;
  INGREDIENTS_BY_FIRST_WORD.set(first, [...(INGREDIENTS_BY_FIRST_WORD.get(first) ?? []), entry]);
}

/** Every word of the ingredients above: a "no" before one of them is about that one. */
const INGREDIENT_WORDS = new Set(ALLERGEN_INGREDIENTS.flatMap((i) => i.words));

/** Words a few words before a food, in the same clause, that say it is left out ("no nuts"). */
const ABSENT_BEFORE = new Set(['no', 'without', 'non']);

/**
 * Words that join foods in a "no" list, which is about every one: "no milk or egg". Not "and":
 * "no salt and egg yolk to glaze" may well mean the egg, and a missed allergen costs more.
 */
const JOINING = new Set(['or', 'nor']);

interface Token {
  word: string;
  /** The clause it is in: commas, semicolons and brackets end one. */
  clause: number;
  /** The guide food's segment it belongs to, or -1 for a word the guide's names left over. */
  segment: number;
}

/** "X-free": the allergens an X takes away ("dairy-free cheese" is no milk; "sugar-free" keeps all). */
const FREE_OF: Readonly<Record<string, readonly Allergen[]>> = {
  dairy: ['milk'],
  milk: ['milk'],
  egg: ['egg'],
  nut: ['peanut', 'tree-nuts'],
  peanut: ['peanut'],
  gluten: ['wheat'],
  wheat: ['wheat'],
  soy: ['soy'],
  soya: ['soy'],
  sesame: ['sesame'],
  fish: ['fish'],
  shellfish: ['shellfish'],
};

/**
 * The allergens of a food at tokens[from..to) that the words around it take away: all of them
 * for "(no nuts)", "without egg" or the "egg" of "egg-free"; those its "X-free" names for
 * "dairy-free milk" or "egg-free pasta" (still wheat). "Low-fat", "sugar-free" or "lactose-free"
 * take nothing away: lactose-free milk is still milk to an allergic child.
 */
function takenAway(tokens: readonly Token[], from: number, to: number): readonly Allergen[] | 'all' {
  if (tokens[to]?.word === 'free') return 'all';
  // "no" says the next food is left out, not one after it: "no-egg pancakes" are still pancakes;
  // but a list after it is left out whole: "no milk or egg", "no salt or sugar added".
  for (let i = from - 1, words = 0; i >= 0 && words < 3; i -= 1) {
    const t = tokens[i]!;
    if (t.clause !== tokens[from]?.clause) break;
    if (ABSENT_BEFORE.has(t.word)) return 'all';
    const food = t.segment >= 0 || INGREDIENT_WORDS.has(t.word);
    if (food && !JOINING.has(tokens[i + 1]?.word ?? '')) break;
    if (!food) words += 1;
  }
  const freeOf = tokens[from - 1]?.word === 'free' ? tokens[from - 2]?.word : undefined;
  return (freeOf && FREE_OF[freeOf]) || [];
}

/** Words right before a food with no allergen of its own that say there is little of it ("low-salt stock"). */
const LITTLE_BEFORE = new Set(['low', 'reduced', 'less', 'zero']);

interface FoodMention {
  food: Food;
  /** What the words around it take away (see `takenAway`). */
  away: readonly Allergen[] | 'all';
  /** "low-salt", "reduced-sugar": little of a food that carries no allergen. */
  little: boolean;
}

/** A text's words, each with its clause and the guide food it belongs to, and the guide's foods it names. */
function readText(text: string): { tokens: Token[]; mentions: FoodMention[] } {
  const segments: { from: number; to: number; food: Food }[] = [];
  let offset = 0;
  for (const segment of linkFoods(text)) {
    const food = segment.slug ? foodBySlug(segment.slug) : undefined;
    if (food) segments.push({ from: offset, to: offset + segment.text.length, food });
    offset += segment.text.length;
  }
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu)) {
    const word = singular(fold(m[0]).replace(/[^\p{L}\p{N}]/gu, ''));
    if (!word) continue;
    const clause = (text.slice(0, m.index).match(/[,;()[\]]/g) ?? []).length;
    const segment = segments.findIndex((s) => m.index >= s.from && m.index < s.to);
    tokens.push({ word, clause, segment });
  }
  const mentions: FoodMention[] = [];
  segments.forEach((s, k) => {
    const from = tokens.findIndex((t) => t.segment === k);
    const to = tokens.findLastIndex((t) => t.segment === k) + 1;
    if (from < 0) return;
    const before = tokens[from - 1];
    const little =
      s.food.allergens.length === 0 &&
      before !== undefined &&
      before.clause === tokens[from]!.clause &&
      LITTLE_BEFORE.has(before.word);
    mentions.push({ food: s.food, away: takenAway(tokens, from, to), little });
  });
  return { tokens, mentions };
}

/**
 * Whether a mention is of the food itself: not "(no salt added)", "sugar-free" or "low-salt",
 * and not a stand-in free of what the food carries ("dairy-free cheese" is no cheese).
 */
function isUsed(m: FoodMention): boolean {
  if (m.away === 'all' || m.little) return false;
  const { allergens } = m.food;
  return !(allergens.length > 0 && allergens.every((a) => m.away.includes(a)));
}

/**
 * The major allergens a piece of text names: those of the guide's foods it names, and those of
 * the allergen-carrying ingredients in `ALLERGEN_INGREDIENTS` among the words left over, less
 * what the text says is left out ("nut-free pesto", "no egg"; see `takenAway`).
 */
export function allergensInText(text: string): Allergen[] {
  const found = new Set<Allergen>();
  const { tokens, mentions } = readText(text);
  const add = (allergens: readonly Allergen[], away: readonly Allergen[] | 'all') => {
    if (away === 'all') return;
    for (const a of allergens) if (!away.includes(a)) found.add(a);
  };
  for (const m of mentions) add(m.food.allergens, m.away);
  const at = (i: number, phrase: readonly string[]) => phrase.every((w, j) => tokens[i + j]?.word === w);
  tokens.forEach((token, i) => {
    const candidates = INGREDIENTS_BY_FIRST_WORD.get(token.word) ?? [];
    for (const { words: term, allergens, notAfter, unless } of candidates) {
      if (!at(i, term) || !tokens.slice(i, i + term.length).every((t) => t.segment < 0)) continue;
      const before = tokens[i - 1]?.word;
      if (before && notAfter?.includes(before)) continue;
      if (unless?.some((phrase) => at(i, phrase.split(' ')))) continue;
      add(allergens, takenAway(tokens, i, i + term.length));
    }
  });
  return ALLERGENS.filter((a) => found.has(a));
}

/**
 * The allergens a log's food carries: the guide food's own, or for a food typed as free text
 * ("peanut butter on toast", "pancakes") those its words name.
 */
export function allergensOfLog(log: Pick<FoodLog, 'foodSlug' | 'foodName'>): Allergen[] {
  const food = log.foodSlug ? foodBySlug(log.foodSlug) : undefined;
  return food ? ALLERGENS.filter((a) => food.allergens.includes(a)) : allergensInText(log.foodName);
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
    // A name typed without its slug ("Sweet potatoes", logged offline) is still the guide's food,
    // as the server files it; other typed names count once however they are spaced or capitalised.
    const food = (log.foodSlug ? foodBySlug(log.foodSlug) : undefined) ?? guideFoodNamed(log.foodName);
    const key = food ? `slug:${food.slug}` : `name:${normalise(log.foodName)}`;
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

/**
 * The guide's foods a recipe's ingredient lines use, each once, in the order they appear, less
 * those a line says are absent or stand in for: "400 g chickpeas (no salt added)" is no salt,
 * "low-salt stock" no salt, "dairy-free cheese" no cheese.
 */
export function recipeFoods(ingredients: string | readonly string[]): Food[] {
  const lines = typeof ingredients === 'string' ? ingredients.split('\n') : ingredients;
  const seen = new Set<string>();
  const foods: Food[] = [];
  for (const line of lines) {
    for (const mention of readText(line).mentions) {
      if (seen.has(mention.food.slug) || !isUsed(mention)) continue;
      seen.add(mention.food.slug);
      foods.push(mention.food);
    }
  }
  return foods;
}

/**
 * The major allergens a recipe's ingredients carry: its guide foods' and those of ingredients
 * the guide has no page for ("plain flour", "milk", "soy sauce"; see `allergensInText`).
 */
export function recipeAllergens(ingredients: string | readonly string[]): Allergen[] {
  const lines = typeof ingredients === 'string' ? ingredients.split('\n') : ingredients;
  const found = new Set(lines.flatMap((line) => allergensInText(line)));
  return ALLERGENS.filter((a) => found.has(a));
}

/** The foods of a recipe this child has not tried yet. */
export function newFoodsFor(logs: readonly FoodLog[], foods: readonly Food[], today: string): Food[] {
  const tried = new Set(logs.filter((l) => l.date <= today).flatMap((l) => foodsOfLog(l).map((f) => f.slug)));
  return foods.filter((f) => !tried.has(f.slug));
}
