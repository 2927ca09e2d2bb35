/**
 * One family recipe, each child's portion: how to serve a recipe to a child of a given age, from
 * the First Foods guide and the child-safety rules. For every food of the guide the recipe uses,
 * the guide's words for the child's stage (what to mash, cut or shape, and how big), or why it
 * waits and to leave it out of the child's portion; how to lower the choking risk under 4; and,
 * for every salt, sugar or honey the safety rules flag at the child's own age (not the recipe's
 * age group), when to take the child's portion out, naming the step that adds it.
 *
 * The safety rules are read for the child's age in months (`checkRecipeSafetyForAge`), so a
 * 7-month-old and a 3-year-old get different advice for the same dish; see
 * docs/decisions/010-portion-advice-from-the-safety-rules.md. Pure, so the app, its tests and
 * any later server use read a recipe the same way.
 */
import { stageForAge } from '../content/foods/foods';
import {
  FOOD_SOURCES,
  FOOD_STAGES,
  type Allergen,
  type ChokingRisk,
  type Food,
  type FoodSource,
  type FoodStageId,
} from '../content/foods/types';
import { GUIDANCE_MAX_MONTHS, OLDER_CHILD_NOTE } from './child-age';
import { recipeFoods } from './child-foods';
import { linkFoods } from './food-links';
import {
  checkRecipeSafetyForAge,
  type AgeSafetyFinding,
  type RecipeForSafety,
  type SafetyRule,
} from './safety';

/** What portion advice reads of a recipe. */
export interface PortionRecipe {
  title?: string;
  ageGroup?: string;
  ingredients: string | readonly string[];
  instructions?: string | readonly string[];
}

/** One food of the recipe, for one child. */
export interface FoodPortion {
  slug: string;
  name: string;
  /** 'serve': the guide's words for the child's stage; 'leave-out': not for this age yet. */
  kind: 'serve' | 'leave-out';
  /** The stage's words, or why it waits and that it stays out of the child's portion. */
  text: string;
  chokingRisk: ChokingRisk;
  /** How to lower the choking risk: for a food with a medium or high risk, under 4 (nuts: 5). */
  choking: string | null;
  allergens: readonly Allergen[];
}

/** The rules after which a child's portion comes out of the pot before the rest is seasoned. */
export const TAKE_OUT_RULES = [
  'salt-under-12-months',
  'honey-under-12-months',
  'sugar-under-12-months',
  'added-sugar-under-2-years',
] as const satisfies readonly SafetyRule[];
export type TakeOutRule = (typeof TAKE_OUT_RULES)[number];

/** A salt, sugar or honey the child should not have: take their portion out before it goes in. */
export interface TakeOut {
  rule: TakeOutRule;
  /** What goes in, as read ('soy sauce', 'honey'). */
  what: string;
  /** The ingredient line (or step) it was read in. */
  ingredient: string;
  /** The step that adds it, counted from 1 as the recipe page numbers them; null when none names it. */
  step: number | null;
  text: string;
}

/** Another safety rule the recipe breaks for this child as written (a choking hazard, raw egg...). */
export interface PortionWarning {
  rule: SafetyRule;
  ingredient: string;
  text: string;
}

export interface PortionAdvice {
  name: string;
  months: number;
  /** The guide's stage for the child, null under 6 months (milk only). */
  stage: FoodStageId | null;
  stageLabel: string | null;
  /** Under 6 months: milk only, and nothing else is said. */
  milkOnly: string | null;
  /** Over 5: the guidance is written for birth to 5. */
  olderNote: string | null;
  /** The texture for the child's stage. */
  texture: string | null;
  takeOut: TakeOut[];
  /** "Go easy" on salt or sugar for a child old enough to have a little. */
  goEasy: string[];
  warnings: PortionWarning[];
  foods: FoodPortion[];
  /** Every source the advice names, in the guide's order. */
  sources: FoodSource[];
}

/** The choking age for most foods, and for whole nuts (NHS). */
const CHOKING_MONTHS = 48;
const WHOLE_NUT_MONTHS = 60;
/** The first solid food, in months (NHS, WHO). */
const SOLIDS_MONTHS = 6;

/** "Maya's", "James's"; "your child's" for no name. */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** How a child of each stage eats (NHS, "Your baby's first solid foods" and "Baby and toddler meal ideas"). */
const TEXTURE: Record<FoodStageId, (name: string, months: number) => string> = {
  '6m': (n) =>
    `Mash or blend ${possessive(n)} portion, or give soft pieces about the size of your finger that squash easily between your finger and thumb; move on to lumpier mashes within a few weeks (NHS).`,
  '9m': (n) =>
    `Mash ${possessive(n)} portion with soft lumps, or chop it into soft pieces about the size of a pea to pick up with finger and thumb (NHS).`,
  '12m': (n) =>
    `Chop ${possessive(n)} portion into small bite-sized pieces: most of what the family eats is fine, soft and cut up (NHS).`,
  '18m': (n) =>
    `${n} can eat the family meal cut into bite-sized pieces, with a spoon or fork to practise with (NHS).`,
  '2-3y': (n) =>
    `${n} can eat the family meal, cut into bite-sized pieces; keep cutting small round foods into quarters lengthways until 4 (NHS, AAP).`,
  '3-5y': (n, months) =>
    months < CHOKING_MONTHS
      ? `${n} can eat the family meal much as you do; still quarter small round foods until 4 and keep whole nuts away until 5 (NHS).`
      : months < WHOLE_NUT_MONTHS
        ? `${n} can eat the family meal as you do; keep whole nuts away until 5 (NHS).`
        : `${n} can eat the family meal as you do.`,
};

const TAKE_OUT_WHY: Record<TakeOutRule, string> = {
  'salt-under-12-months':
    'Babies under 12 months should have no added salt: their kidneys cannot cope with it yet (NHS).',
  'honey-under-12-months':
    'Honey can cause infant botulism, a serious illness, in babies under 12 months, even when it is cooked (NHS, AAP).',
  'sugar-under-12-months':
    'Babies under 12 months should have no added sugar: it harms new teeth and builds a sweet tooth (NHS).',
  'added-sugar-under-2-years': 'Children under 2 should have no added sugar (AAP, DGA).',
};

/** A source for the safety rules whose messages name none. */
const WARNING_SOURCES: Partial<Record<SafetyRule, string>> = {
  'choking-hazard-under-4': 'NHS, AAP',
  'cows-milk-drink-under-12-months': 'NHS',
};

/** The ingredient lines naming each food (by slug), so advice about a line can cover its foods. */
function linesBySlug(ingredients: string | readonly string[]): Map<string, string[]> {
  const lines = typeof ingredients === 'string' ? ingredients.split('\n') : ingredients;
  const map = new Map<string, string[]>();
  for (const raw of lines) {
    const line = raw.replace(/^\s*(?:[-*\u2022]\s+)?/, '').trim();
    if (!line) continue;
    for (const segment of linkFoods(line)) {
      if (!segment.slug) continue;
      map.set(segment.slug, [...(map.get(segment.slug) ?? []), line]);
    }
  }
  return map;
}

function isTakeOutRule(rule: SafetyRule): rule is TakeOutRule {
  return (TAKE_OUT_RULES as readonly string[]).includes(rule);
}

/** Words the rules match that describe another food ("salted peanuts"): the line names it better. */
const DESCRIBING_WORDS = new Set(['salted', 'sweetened', 'honeyed', 'seasoning']);

/** What a finding adds, as a parent would say it: "soy sauce"; a describing word names its line. */
function whatGoesIn(finding: AgeSafetyFinding): string {
  const found = finding.found.trim();
  if (!found || DESCRIBING_WORDS.has(found)) return `"${finding.ingredient}"`;
  return found;
}

function takeOutText(finding: AgeSafetyFinding & { rule: TakeOutRule }, name: string): string {
  const what = whatGoesIn(finding);
  const whose = possessive(name);
  const why = TAKE_OUT_WHY[finding.rule];
  if (finding.step !== null) {
    return `Take ${whose} portion out before the ${what} goes in (step ${finding.step + 1} adds it). ${why}`;
  }
  return (
    `Take ${whose} portion out before the ${what} goes in, or make ${whose} portion without it; ` +
    `if it is mixed through the whole dish, give ${name} something else this time. ${why}`
  );
}

/** "the soy sauce", "the soy sauce and the ham". */
function listOf(items: readonly string[]): string {
  const named = items.map((item) => (item.startsWith('"') ? item : `the ${item}`));
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** The most salt a day for a child of this age (NHS). */
function saltLimit(months: number): string {
  if (months < 48) return 'Children aged 1 to 3 should have no more than 2 g of salt a day';
  if (months < 84) return 'Children aged 4 to 6 should have no more than 3 g of salt a day';
  if (months < 132) return 'Children aged 7 to 10 should have no more than 5 g of salt a day';
  return 'Children from 11 should have no more than 6 g of salt a day';
}

function goEasyLines(
  recipe: RecipeForSafety,
  months: number,
  name: string,
  takeOut: readonly TakeOut[],
): string[] {
  // At 0 months every age rule applies: the recipe's salty and sweet ingredients, whatever the age.
  const all = checkRecipeSafetyForAge(recipe, 0);
  const whose = possessive(name);
  const lines: string[] = [];
  const salty = [...new Set(all.filter((f) => f.rule === 'salt-under-12-months').map(whatGoesIn))];
  if (salty.length > 0 && months >= 12 && !takeOut.some((t) => t.rule === 'salt-under-12-months')) {
    lines.push(
      `Go easy on salt: ${listOf(salty)} ${salty.length === 1 ? 'is' : 'are'} salty. ${saltLimit(months)} (NHS), so serve ${whose} portion before anyone adds more.`,
    );
  }
  const sweet = [
    ...new Set(
      all
        .filter((f) => f.rule === 'sugar-under-12-months' || f.rule === 'honey-under-12-months')
        .map(whatGoesIn),
    ),
  ];
  if (sweet.length > 0 && months >= 24) {
    lines.push(
      `Go easy on added sugar (${listOf(sweet)}): from 2, less than 25 g (about 6 teaspoons) a day (AHA), kept to mealtimes to protect teeth (NHS).`,
    );
  }
  return lines;
}

function stageLabelOf(stage: FoodStageId): string {
  return FOOD_STAGES.find((s) => s.id === stage)?.label ?? stage;
}

function chokingAdvice(food: Food, months: number): string | null {
  if (food.choking.risk === 'low') return null;
  const limit =
    food.category === 'nuts-seeds' && food.choking.risk === 'high' ? WHOLE_NUT_MONTHS : CHOKING_MONTHS;
  return months < limit ? food.choking.howToLower : null;
}

function orderedSources(sources: Iterable<FoodSource>): FoodSource[] {
  const set = new Set(sources);
  return FOOD_SOURCES.filter((s) => set.has(s));
}

/** The sources a sentence names in brackets: "(NHS, AAP)" gives NHS and AAP. */
function sourcesIn(text: string): FoodSource[] {
  return FOOD_SOURCES.filter((s) => new RegExp(`\\b${s}\\b`).test(text));
}

/**
 * How to serve `recipe` to a child of `months` months called `name` ("your child" when there is
 * no name). Under 6 months: milk only, nothing else. Over 5: the older-child note, then the
 * advice for 3-5 years.
 */
export function portionAdvice(recipe: PortionRecipe, months: number, name = 'your child'): PortionAdvice {
  const base = {
    name,
    months,
    olderNote: months >= GUIDANCE_MAX_MONTHS ? OLDER_CHILD_NOTE : null,
    takeOut: [],
    goEasy: [],
    warnings: [],
    foods: [],
  };
  if (months < SOLIDS_MONTHS) {
    return {
      ...base,
      stage: null,
      stageLabel: null,
      milkOnly:
        `Only breast milk or first infant formula for ${name} for now: babies are ready for solid food at ` +
        'around 6 months, when they can sit up, hold their head steady and pick food up (NHS, WHO). ' +
        `Nothing from this recipe is for ${name} yet.`,
      texture: null,
      sources: ['NHS'],
    };
  }

  const safetyRecipe: RecipeForSafety = {
    ageGroup: recipe.ageGroup ?? '',
    ingredients: recipe.ingredients,
    ...(recipe.instructions !== undefined ? { instructions: recipe.instructions } : {}),
    ...(recipe.title !== undefined ? { title: recipe.title } : {}),
  };
  const findings = checkRecipeSafetyForAge(safetyRecipe, months);
  const takeOut: TakeOut[] = findings
    .filter((f): f is AgeSafetyFinding & { rule: TakeOutRule } => isTakeOutRule(f.rule))
    .map((f) => ({
      rule: f.rule,
      what: whatGoesIn(f),
      ingredient: f.ingredient,
      step: f.step === null ? null : f.step + 1,
      text: takeOutText(f, name),
    }));
  const warnings: PortionWarning[] = findings
    .filter((f) => !isTakeOutRule(f.rule))
    .map((f) => {
      const source = WARNING_SOURCES[f.rule];
      const named = /\((?:[^)]*\b(?:NHS|AAP|DGA|AHA|NIAID|FDA)\b[^)]*)\)/.test(f.message);
      return {
        rule: f.rule,
        ingredient: f.ingredient,
        text: source && !named ? `${f.message.replace(/\.$/, '')} (${source}).` : f.message,
      };
    });

  // A food the take-out or a warning already speaks for (salt, honey, juice) is not said twice.
  const covered = new Set([...findings.map((f) => f.ingredient)]);
  const lines = linesBySlug(recipe.ingredients);
  const stage = stageForAge(months);
  const foods: FoodPortion[] = [];
  const sources = new Set<FoodSource>(['NHS']);
  for (const food of recipeFoods(recipe.ingredients)) {
    const notYet = food.fromMonths > months;
    if (!notYet && food.category === 'drinks') continue; // water or milk to drink: not part of the dish
    if (notYet && (lines.get(food.slug) ?? []).every((line) => covered.has(line))) continue;
    const text = notYet
      ? `${food.notYet ?? `${food.name} is for children from ${food.fromMonths} months.`} Leave it out of ${possessive(name)} portion.`
      : (food.stages[stage] ?? food.summary);
    foods.push({
      slug: food.slug,
      name: food.name,
      kind: notYet ? 'leave-out' : 'serve',
      text,
      chokingRisk: food.choking.risk,
      choking: notYet ? null : chokingAdvice(food, months),
      allergens: food.allergens,
    });
    for (const rule of food.rules) sources.add(rule.source);
  }

  const goEasy = goEasyLines(safetyRecipe, months, name, takeOut);
  const texture = TEXTURE[stage](name, months);
  for (const text of [texture, ...takeOut.map((t) => t.text), ...goEasy, ...warnings.map((w) => w.text)]) {
    for (const s of sourcesIn(text)) sources.add(s);
  }

  return {
    ...base,
    stage,
    stageLabel: stageLabelOf(stage),
    milkOnly: null,
    texture,
    takeOut,
    goEasy,
    warnings,
    foods,
    sources: orderedSources(sources),
  };
}
