/**
 * Child-safety and dietary rules for recipes (DESIGN.md, "Child safety").
 *
 * The rules follow the age of the youngest child an age group covers: a recipe for
 * '6-12 months' must be safe for a 6-month-old. Age rules (UK NHS / WHO guidance):
 * - no honey before 12 months (infant botulism);
 * - no added salt before 12 months (immature kidneys);
 * - no added sugar before 2 years (reported as 'sugar-under-12-months' for babies);
 * - no choking hazards before 4 years: whole nuts, whole grapes and other small round
 *   foods, popcorn, hard sweets, marshmallows, hard raw vegetables and fruit, whole
 *   sausages, chewing gum;
 * - no cow's milk as a main drink before 12 months (cooking with it is fine).
 * Dietary rules flag ingredients that break a restriction a recipe claims.
 *
 * Matching is word-based and case-insensitive: text is lowercased, accents and apostrophes
 * are dropped ("Crème fraîche" -> "creme fraiche", "cow's" -> "cows"), and each line is cut
 * into segments at commas, brackets and semicolons, then into words at anything that is not
 * a letter or digit ("no-salt-added" -> no salt added). A term matches whole words only, so
 * "honey" never matches "honeydew", "nut" never matches "nutmeg", "coconut" or "butternut",
 * and "salt" never matches "unsalted". Each word of a term also matches its plural
 * (s, es, y -> ies). A match is excused when:
 * - the next word is "free" ("nut-free", "salt-free", "dairy-free"), or "no", "without",
 *   "non" or "zero" comes up to four words before it ("no added salt or sugar");
 * - a safe phrase overlaps it ("peanut butter" for dairy, "coconut milk", "sugar snap peas");
 * - a safe modifier ends at most two words before it ("gluten-free rolled oats");
 * - for choking hazards, the line (or a step naming the food) says how it was made safe
 *   ("grapes, quartered", "peanuts, finely ground", "carrot sticks, steamed").
 * The tables err on the side of caution: a false alarm costs a parent a second look, a miss
 * could cost far more. Plain Node-free TypeScript so the app, the API and the service
 * worker can all share it.
 */
import { DIETARY_RESTRICTIONS } from '../enums';
import { fold, plurals } from './language';
import type { AgeGroup, DietaryRestriction } from '../enums';

export type DietaryRule = `dietary-${DietaryRestriction}`;

export type SafetyRule =
  | 'honey-under-12-months'
  | 'salt-under-12-months'
  | 'sugar-under-12-months'
  | 'added-sugar-under-2-years'
  | 'choking-hazard-under-4'
  | 'cows-milk-drink-under-12-months'
  | DietaryRule;

export interface SafetyViolation {
  rule: SafetyRule;
  /** Parent-friendly English explaining the problem and, where useful, the fix. */
  message: string;
  /** The ingredient line (or step, or title) that breaks the rule, as written. */
  ingredient: string;
}

export interface RecipeForSafety {
  ageGroup: string;
  ingredients: string | readonly string[];
  instructions?: string | readonly string[];
  title?: string;
  dietaryRestrictions?: readonly string[];
}

/** How one rule recognises its ingredients; see the file comment for the matching model. */
interface TermTable {
  /** Words or phrases that trigger the rule. */
  readonly terms: readonly string[];
  /** Phrases that contain or overlap a trigger and make it fine ('peanut butter'). */
  readonly safePhrases?: readonly string[];
  /** Phrases ending at most two words before a trigger that make it fine ('gluten free'). */
  readonly safeBefore?: readonly string[];
  /** A trigger directly followed by one of these words is fine ('almond' + 'milk'). */
  readonly safeAfter?: readonly string[];
  /** Phrases anywhere in the line that make every trigger fine ('halved', 'ground'). */
  readonly safeIfLineHas?: readonly string[];
  /** The trigger only counts when the line also has one of these phrases ('whole'). */
  readonly onlyIfLineHas?: readonly string[];
}

interface ChokingHazard extends TermTable {
  readonly message: string;
}

// ---------------------------------------------------------------------------------------------
// Data tables. Each is `as const` so the lists are fixed, greppable data, reviewed like the
// rest of the content; the type assertions below only check their shape.
// ---------------------------------------------------------------------------------------------

/**
 * Age groups as months, used to find the youngest child a recipe is for. An unknown label
 * (e.g. 'All ages') is read as 0-60 months, the strictest reading.
 */
const AGE_RANGES = {
  '0-6 months': { min: 0, max: 6 },
  '6-12 months': { min: 6, max: 12 },
  '1-2 years': { min: 12, max: 24 },
  '2-3 years': { min: 24, max: 36 },
  '3-5 years': { min: 36, max: 60 },
} as const satisfies Record<AgeGroup, { min: number; max: number }>;

/** Ages (months) below which each age rule applies. */
const AGE_LIMITS = {
  honey: 12,
  salt: 12,
  babySugar: 12,
  addedSugar: 24,
  choking: 48,
  cowsMilkDrink: 12,
} as const;

/** Words that, up to four words before a trigger, say it is absent ("no added salt"). */
const NEGATION_WORDS = ['no', 'without', 'non', 'zero'] as const;

/**
 * A step or title sentence with one of these words is about leaving something out or about
 * the adults' portions ("Do not add salt", "Season the adults' portions"), so the age rules
 * do not read it.
 */
const SKIP_SENTENCE_WORDS = [
  'no',
  'not',
  'dont',
  'never',
  'without',
  'avoid',
  'skip',
  'instead',
  'omit',
  'adult',
  'adults',
  'grown up',
  'free',
] as const;

/** Honey and foods made with it (infant botulism). "honeydew" is a melon: no match. */
const HONEY = {
  terms: ['honey', 'honeycomb', 'honeyed'],
} as const satisfies TermTable;

/** Added salt and very salty foods a baby should not have (NHS "babies and salt"). */
const SALT = {
  terms: [
    'salt',
    'salted',
    'stock cube',
    'stock pot',
    'bouillon',
    'gravy',
    'soy sauce',
    'fish sauce',
    'oyster sauce',
    'worcestershire sauce',
    'tamari',
    'miso',
    'yeast extract',
    'marmite',
    'vegemite',
    'seasoning',
    'monosodium glutamate',
    'msg',
    'bacon',
    'ham',
    'gammon',
    'salami',
    'chorizo',
    'pepperoni',
    'prosciutto',
    'pancetta',
    'crisps',
  ],
  safePhrases: ['low salt', 'low sodium', 'reduced sodium'],
} as const satisfies TermTable;

/**
 * Added ("free") sugars: sugar of any kind, syrups, sweet spreads and sweets. Whole fruit
 * (bananas, dates) is not added sugar. Honey is added sugar too; it is handled by its own
 * rule under 12 months and by this one from 12 to 24 months.
 */
const SUGAR = {
  terms: [
    'sugar',
    'syrup',
    'agave',
    'molasses',
    'treacle',
    'jam',
    'jelly',
    'marmalade',
    'condensed milk',
    'chocolate',
    'chocolate chip',
    'nutella',
    'icing',
    'frosting',
    'caramel',
    'fudge',
    'toffee',
    'dulce de leche',
    'sweetened',
    'sweets',
    'candy',
    'marshmallow',
    'ice cream',
    'sorbet',
    'dextrose',
    'glucose',
    'fructose',
    'sucrose',
  ],
  safePhrases: ['sugar snap', 'natural sugar', 'blood sugar', 'petroleum jelly'],
} as const satisfies TermTable;

/** Ways of preparing small round foods so they stop being a choking risk. */
const CUT_SMALL = [
  'halved',
  'halve',
  'halves',
  'quartered',
  'quarter',
  'quarters',
  'cut',
  'chopped',
  'chop',
  'diced',
  'mashed',
  'mash',
  'squashed',
  'squash',
  'pureed',
  'puree',
  'blended',
  'blend',
] as const;

/** Ways of softening hard raw vegetables and fruit. */
const SOFTENED = [
  'grated',
  'grate',
  'steamed',
  'steam',
  'cooked',
  'cook',
  'boiled',
  'boil',
  'roasted',
  'roast',
  'baked',
  'bake',
  'stewed',
  'stew',
  'poached',
  'mashed',
  'mash',
  'pureed',
  'puree',
  'blended',
  'softened',
  'soften',
  'soft',
  'spiralized',
  'ribbons',
] as const;

/** Choking hazards for under-4s (NHS "food choking hazards", AAP). */
const CHOKING_HAZARDS = [
  {
    terms: [
      'nut',
      'peanut',
      'groundnut',
      'monkey nut',
      'almond',
      'walnut',
      'cashew',
      'pecan',
      'hazelnut',
      'pistachio',
      'macadamia',
      'brazil nut',
      'pine nut',
    ],
    safeAfter: [
      'butter',
      'milk',
      'drink',
      'flour',
      'oil',
      'extract',
      'paste',
      'spread',
      'meal',
      'cream',
      'yogurt',
    ],
    safeIfLineHas: ['ground', 'crushed', 'blitzed', 'blended', 'powdered', 'powder'],
    message:
      'Whole nuts and peanuts are a choking hazard for children under 4: use smooth nut butter ' +
      'or finely ground nuts instead.',
  },
  {
    terms: ['grape', 'cherry tomato', 'grape tomato'],
    safeAfter: ['juice'],
    safeIfLineHas: CUT_SMALL,
    message:
      'Whole grapes and cherry tomatoes are a choking hazard for children under 4: cut them into ' +
      'quarters lengthways.',
  },
  {
    terms: ['blueberry', 'cherry', 'olive'],
    onlyIfLineHas: ['whole'],
    safeAfter: ['oil', 'juice'],
    safeIfLineHas: CUT_SMALL,
    message:
      'Whole small round fruit such as blueberries, cherries and olives can block a small ' +
      'airway: squash, halve or quarter them for children under 4.',
  },
  {
    terms: ['popcorn'],
    message: 'Popcorn is a choking hazard for children under 4.',
  },
  {
    terms: [
      'hard sweet',
      'boiled sweet',
      'hard candy',
      'candy',
      'lollipop',
      'lolly',
      'jelly bean',
      'gobstopper',
    ],
    // A frozen ice lolly melts; a "lolly" on its own is a hard lollipop.
    safePhrases: ['ice lolly', 'ice lollies'],
    message: 'Hard sweets and candy are a choking hazard for children under 4.',
  },
  {
    terms: ['marshmallow'],
    message: 'Marshmallows are a choking hazard for children under 4.',
  },
  {
    terms: ['raw carrot', 'carrot stick', 'raw apple', 'apple chunk', 'raw celery', 'celery stick'],
    safeIfLineHas: SOFTENED,
    message:
      'Hard raw vegetables and fruit such as carrot sticks and apple chunks are a choking hazard ' +
      'for children under 4: grate them, or cook them until soft.',
  },
  {
    terms: ['sausage', 'hot dog', 'frankfurter', 'chipolata'],
    safePhrases: ['sausage meat'],
    safeIfLineHas: ['lengthways', 'lengthwise', 'finely chopped', 'crumbled', 'mashed'],
    message:
      'Whole or round-sliced sausages and hot dogs are a choking hazard for children under 4: ' +
      'cut them into quarters lengthways, then into small pieces.',
  },
  {
    terms: ['chewing gum', 'bubble gum'],
    message: 'Chewing gum is a choking hazard for children under 4.',
  },
] as const satisfies readonly ChokingHazard[];

/** Milks that are not cow's milk (the drink rule is about cow's milk). */
const NOT_COWS_MILK = [
  'breast milk',
  'expressed milk',
  'formula milk',
  'oat milk',
  'soy milk',
  'soya milk',
  'almond milk',
  'coconut milk',
  'rice milk',
  'cashew milk',
  'hemp milk',
  'pea milk',
  'hazelnut milk',
  'plant milk',
  'nut milk',
] as const;

/** Cow's milk given as a drink ("whole milk, to drink", "a glass of milk"). */
const COWS_MILK_DRINK = {
  terms: ['milk'],
  safePhrases: [...NOT_COWS_MILK, 'condensed milk', 'evaporated milk', 'milk powder'],
  safeBefore: ['plant based', 'dairy free', 'vegan'],
  onlyIfLineHas: ['drink', 'drinking', 'glass of', 'beaker of'],
} as const satisfies TermTable;

/** Modifiers that mean a meat-like ingredient is made without meat or fish. */
const VEGETARIAN_MODIFIERS = [
  'vegetarian',
  'veggie',
  'vegan',
  'plant based',
  'meat free',
  'meatless',
] as const;

/**
 * Ingredients that break each dietary restriction. Cautious on purpose: plain oats are not
 * gluten-free (cross-contact), stock cubes and gravy often contain wheat, formula is dairy
 * unless it says otherwise, Parmesan and pesto are not vegetarian (animal rennet), and pesto
 * has pine nuts.
 */
const DIETARY_TERMS = {
  'dairy-free': {
    terms: [
      'milk',
      'buttermilk',
      'cheese',
      'cheddar',
      'mozzarella',
      'parmesan',
      'parmigiano',
      'pecorino',
      'ricotta',
      'feta',
      'paneer',
      'halloumi',
      'mascarpone',
      'brie',
      'camembert',
      'gouda',
      'edam',
      'emmental',
      'gruyere',
      'quark',
      'labneh',
      'skyr',
      'kefir',
      'fromage frais',
      'butter',
      'yogurt',
      'yoghurt',
      'cream',
      'creme fraiche',
      'ghee',
      'whey',
      'casein',
      'custard',
      'formula',
      'brioche',
      'croissant',
      'pesto',
    ],
    safePhrases: [
      ...NOT_COWS_MILK,
      'coconut cream',
      'coconut yogurt',
      'coconut yoghurt',
      'soy yogurt',
      'soya yogurt',
      'soy yoghurt',
      'soya yoghurt',
      'oat yogurt',
      'oat yoghurt',
      'almond yogurt',
      'oat cream',
      'soy cream',
      'soya cream',
      'cashew cream',
      'soy formula',
      'soya formula',
      'nut butter',
      'peanut butter',
      'almond butter',
      'cashew butter',
      'hazelnut butter',
      'seed butter',
      'sunflower butter',
      'cocoa butter',
      'shea butter',
      'apple butter',
      'butter bean',
      'butter lettuce',
      'cream of tartar',
      'cream cracker',
    ],
    safeBefore: ['dairy free', 'vegan', 'plant based'],
  },
  'gluten-free': {
    terms: [
      'wheat',
      'wholemeal',
      'wholewheat',
      'flour',
      'bread',
      'breadcrumb',
      'breadstick',
      'panko',
      'toast',
      'bun',
      'bagel',
      'crumpet',
      'brioche',
      'croissant',
      'pitta',
      'pita',
      'naan',
      'chapati',
      'roti',
      'tortilla',
      'wrap',
      'cracker',
      'oatcake',
      'pastry',
      'pizza',
      'pasta',
      'spaghetti',
      'macaroni',
      'penne',
      'fusilli',
      'farfalle',
      'orzo',
      'lasagne',
      'lasagna',
      'tagliatelle',
      'linguine',
      'gnocchi',
      'noodle',
      'dumpling',
      'couscous',
      'barley',
      'rye',
      'semolina',
      'spelt',
      'bulgur',
      'bulgar',
      'freekeh',
      'farro',
      'kamut',
      'oat',
      'oatmeal',
      'muesli',
      'granola',
      'soy sauce',
      'teriyaki',
      'stock cube',
      'stock pot',
      'bouillon',
      'gravy',
      'malt',
      'seitan',
      'beer',
    ],
    safePhrases: [
      'rice flour',
      'brown rice flour',
      'almond flour',
      'coconut flour',
      'chickpea flour',
      'gram flour',
      'buckwheat flour',
      'corn flour',
      'maize flour',
      'tapioca flour',
      'potato flour',
      'sorghum flour',
      'teff flour',
      'quinoa flour',
      'millet flour',
      'cassava flour',
      'banana flour',
      'arrowroot flour',
      'rice pasta',
      'lentil pasta',
      'chickpea pasta',
      'pea pasta',
      'corn pasta',
      'quinoa pasta',
      'bean pasta',
      'rice noodle',
      'corn tortilla',
      'rice cracker',
    ],
    safeBefore: ['gluten free'],
  },
  'egg-free': {
    terms: [
      'egg',
      'egg yolk',
      'egg white',
      'mayonnaise',
      'mayo',
      'meringue',
      'aioli',
      'hollandaise',
      'brioche',
      'custard',
      'eggnog',
      'frittata',
      'omelette',
      'omelet',
      'quiche',
      'albumen',
    ],
    safePhrases: ['flax egg', 'flaxseed egg', 'chia egg', 'egg replacer', 'custard powder'],
    safeBefore: ['egg free', 'eggless', 'vegan'],
  },
  'nut-free': {
    terms: [
      'nut',
      'peanut',
      'groundnut',
      'almond',
      'walnut',
      'cashew',
      'pecan',
      'hazelnut',
      'pistachio',
      'macadamia',
      'brazil nut',
      'pine nut',
      'praline',
      'marzipan',
      'frangipane',
      'nutella',
      'gianduja',
      'nougat',
      'satay',
      'pesto',
      'amaretti',
    ],
    safeBefore: ['nut free'],
  },
  vegetarian: {
    terms: [
      'meat',
      'mince',
      'meatball',
      'beef',
      'steak',
      'veal',
      'pork',
      'lamb',
      'mutton',
      'chicken',
      'turkey',
      'duck',
      'goose',
      'venison',
      'rabbit',
      'ham',
      'gammon',
      'bacon',
      'pancetta',
      'prosciutto',
      'salami',
      'chorizo',
      'pepperoni',
      'sausage',
      'hot dog',
      'frankfurter',
      'liver',
      'kidney',
      'pate',
      'fish',
      'salmon',
      'tuna',
      'cod',
      'haddock',
      'pollock',
      'hake',
      'plaice',
      'tilapia',
      'sardine',
      'mackerel',
      'trout',
      'herring',
      'kipper',
      'anchovy',
      'prawn',
      'shrimp',
      'crab',
      'lobster',
      'mussel',
      'clam',
      'oyster',
      'scallop',
      'squid',
      'calamari',
      'octopus',
      'seafood',
      'worcestershire',
      'gelatine',
      'gelatin',
      'lard',
      'suet',
      'dripping',
      'bone broth',
      'rennet',
      'parmesan',
      'parmigiano',
      'pecorino',
      'pesto',
    ],
    safePhrases: [
      'kidney bean',
      'oyster mushroom',
      'lamb lettuce',
      'duck egg',
      'coconut meat',
      'vegetable suet',
      'soy mince',
      'soya mince',
      'quorn mince',
      'lentil mince',
    ],
    safeBefore: VEGETARIAN_MODIFIERS,
  },
} as const satisfies Record<DietaryRestriction, TermTable>;

/** How each dietary rule explains itself. */
const DIETARY_LABELS = {
  vegetarian: 'vegetarian',
  'dairy-free': 'dairy-free',
  'gluten-free': 'gluten-free',
  'egg-free': 'egg-free',
  'nut-free': 'nut-free',
} as const satisfies Record<DietaryRestriction, string>;

const MESSAGES = {
  honey: 'Honey is not safe before 12 months (risk of infant botulism).',
  salt: (term: string) =>
    `${capitalise(term)} adds salt, and babies under 12 months should have no added salt ` +
    '(their kidneys cannot cope with it yet).',
  babySugar: (term: string) =>
    `${capitalise(term)} is an added sugar, and babies under 12 months should not have added sugar.`,
  addedSugar: (term: string) =>
    `${capitalise(term)} is an added sugar, and children under 2 should have no added sugar.`,
  cowsMilkDrink: "Cow's milk should not be given as a drink before 12 months; it is fine cooked into food.",
  dietary: (restriction: DietaryRestriction, term: string) =>
    `Not ${DIETARY_LABELS[restriction]}: contains ${term}.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------

type Words = readonly string[];

interface PreparedText {
  readonly segments: readonly Words[];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower case, accents and apostrophes dropped: the language layer's folding. */
const normalise = fold;

function prepare(text: string): PreparedText {
  const segments = normalise(text)
    .split(/[,;:()[\]{}/|]+|\.(?:\s|$)/)
    .map((part) => part.split(/[^a-z0-9]+/).filter((word) => word.length > 0))
    .filter((words) => words.length > 0);
  return { segments };
}

const phraseCache = new Map<string, Words>();

function phraseWords(phrase: string): Words {
  let words = phraseCache.get(phrase);
  if (!words) {
    words = normalise(phrase)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 0);
    phraseCache.set(phrase, words);
  }
  return words;
}

/** A pattern word matches itself and its plural: grape/grapes, tomato/tomatoes, cherry/cherries. */
function wordMatches(pattern: string, word: string): boolean {
  if (word === pattern || word === `${pattern}s` || word === `${pattern}es`) return true;
  return plurals(pattern).includes(word);
}

/** Start indexes of every occurrence of `phrase` in `words`. */
function occurrences(words: Words, phrase: string): number[] {
  const pattern = phraseWords(phrase);
  const starts: number[] = [];
  if (pattern.length === 0) return starts;
  for (let start = 0; start + pattern.length <= words.length; start += 1) {
    if (pattern.every((part, offset) => wordMatches(part, words[start + offset] ?? ''))) {
      starts.push(start);
    }
  }
  return starts;
}

function textHas(text: PreparedText, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => text.segments.some((words) => occurrences(words, phrase).length > 0));
}

function isExcused(words: Words, start: number, end: number, table: TermTable, line: PreparedText): boolean {
  const next = words[end];
  if (next === 'free') return true;
  if (next !== undefined && table.safeAfter?.includes(next)) return true;
  const before = words.slice(Math.max(0, start - 4), start);
  if (before.some((word) => (NEGATION_WORDS as readonly string[]).includes(word))) return true;
  for (const phrase of table.safePhrases ?? []) {
    const length = phraseWords(phrase).length;
    if (occurrences(words, phrase).some((at) => at < end && at + length > start)) return true;
  }
  for (const phrase of table.safeBefore ?? []) {
    const length = phraseWords(phrase).length;
    if (occurrences(words, phrase).some((at) => at + length <= start && start - (at + length) <= 2)) {
      return true;
    }
  }
  return table.safeIfLineHas !== undefined && textHas(line, table.safeIfLineHas);
}

interface TermMatch {
  /** The words that matched, as normalised text ('peanuts', 'soy sauce'). */
  readonly text: string;
  /** The table term that matched ('peanut', 'soy sauce'). */
  readonly term: string;
}

/** The first trigger of `table` in `text` that nothing excuses, or null. */
function findTerm(text: PreparedText, table: TermTable): TermMatch | null {
  if (table.onlyIfLineHas !== undefined && !textHas(text, table.onlyIfLineHas)) return null;
  for (const words of text.segments) {
    for (let start = 0; start < words.length; start += 1) {
      for (const term of table.terms) {
        const length = phraseWords(term).length;
        if (start + length > words.length) continue;
        const hit = phraseWords(term).every((part, offset) => wordMatches(part, words[start + offset] ?? ''));
        if (hit && !isExcused(words, start, start + length, table, text)) {
          return { text: words.slice(start, start + length).join(' '), term };
        }
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

interface Finding {
  readonly violation: SafetyViolation;
  /** For choking hazards: which hazard and term, so a step can show the food was cut up. */
  readonly hazard?: ChokingHazard;
  readonly term?: string;
}

function isDietaryRestriction(value: string): value is DietaryRestriction {
  return (DIETARY_RESTRICTIONS as readonly string[]).includes(value);
}

export function ageInMonthsRange(ageGroup: string): { min: number; max: number } {
  const key = ageGroup.trim();
  if (Object.prototype.hasOwnProperty.call(AGE_RANGES, key)) {
    const range = AGE_RANGES[key as AgeGroup];
    return { min: range.min, max: range.max };
  }
  return { min: 0, max: 60 };
}

interface AgeRuleOptions {
  readonly choking: boolean;
}

function ageFindings(text: PreparedText, original: string, minMonths: number, options: AgeRuleOptions) {
  const findings: Finding[] = [];
  const add = (rule: SafetyRule, message: string, extra: Omit<Finding, 'violation'> = {}) => {
    findings.push({ violation: { rule, message, ingredient: original }, ...extra });
  };

  const honey = findTerm(text, HONEY);
  if (minMonths < AGE_LIMITS.honey && honey) add('honey-under-12-months', MESSAGES.honey);

  if (minMonths < AGE_LIMITS.salt) {
    const salt = findTerm(text, SALT);
    if (salt) add('salt-under-12-months', MESSAGES.salt(salt.text));
  }

  if (minMonths < AGE_LIMITS.addedSugar) {
    const sugar = findTerm(text, SUGAR) ?? (minMonths >= AGE_LIMITS.honey ? honey : null);
    if (sugar && minMonths < AGE_LIMITS.babySugar) {
      add('sugar-under-12-months', MESSAGES.babySugar(sugar.text));
    } else if (sugar) {
      add('added-sugar-under-2-years', MESSAGES.addedSugar(sugar.text));
    }
  }

  if (options.choking && minMonths < AGE_LIMITS.choking) {
    for (const hazard of CHOKING_HAZARDS) {
      const match = findTerm(text, hazard);
      if (match) {
        add('choking-hazard-under-4', hazard.message, { hazard, term: match.term });
        break;
      }
    }
  }

  if (minMonths < AGE_LIMITS.cowsMilkDrink && findTerm(text, COWS_MILK_DRINK)) {
    add('cows-milk-drink-under-12-months', MESSAGES.cowsMilkDrink);
  }
  return findings;
}

function dietaryFindings(text: PreparedText, original: string, restrictions: readonly string[]) {
  const findings: Finding[] = [];
  for (const restriction of new Set(restrictions)) {
    if (!isDietaryRestriction(restriction)) continue;
    const match = findTerm(text, DIETARY_TERMS[restriction]);
    if (match) {
      findings.push({
        violation: {
          rule: `dietary-${restriction}`,
          message: MESSAGES.dietary(restriction, match.text),
          ingredient: original,
        },
      });
    }
  }
  return findings;
}

function lineFindings(line: string, ageGroup: string, restrictions: readonly string[]): Finding[] {
  const original = line.trim();
  if (original.length === 0) return [];
  const text = prepare(original);
  const { min } = ageInMonthsRange(ageGroup);
  return [
    ...ageFindings(text, original, min, { choking: true }),
    ...dietaryFindings(text, original, restrictions),
  ];
}

/** Every rule one ingredient line breaks for a child of the given age group. */
export function checkIngredientSafety(
  line: string,
  ageGroup: string,
  restrictions: readonly string[] = [],
): SafetyViolation[] {
  return lineFindings(line, ageGroup, restrictions).map((finding) => finding.violation);
}

function toLines(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const lines =
    typeof value === 'string' ? value.split(/\r?\n/) : value.flatMap((item) => item.split(/\r?\n/));
  return lines
    .map((line) => line.replace(/^\s*(?:[-*\u2022]\s+)?/, '').trim())
    .filter((line) => line.length > 0);
}

function toSentences(steps: readonly string[]): string[] {
  return steps
    .flatMap((step) => step.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence.trim().length > 0);
}

/** True when a step names the hazardous food and says it is cut up or softened. */
function stepMakesSafe(sentences: readonly PreparedText[], hazard: ChokingHazard, term: string): boolean {
  if (!hazard.safeIfLineHas) return false;
  const food = phraseWords(term).at(-1);
  if (food === undefined) return false;
  return sentences.some(
    (sentence) => textHas(sentence, [food]) && textHas(sentence, hazard.safeIfLineHas ?? []),
  );
}

/**
 * Every rule a recipe breaks for the youngest child of its age group, and every ingredient
 * that contradicts a dietary restriction it claims. Ingredient lines are read for all rules;
 * steps and the title are read for honey, salt, sugar and cow's milk as a drink (a step such
 * as "Drizzle with honey"), except sentences about leaving things out or adults' portions.
 * A choking hazard in the ingredients is fine when a step cuts it up ("Quarter the grapes").
 * Dietary rules read the ingredients only: dish names and steps mention foods by their
 * short names ("toast the bread") even when the ingredient is the gluten-free kind.
 */
export function checkRecipeSafety(recipe: RecipeForSafety): SafetyViolation[] {
  const restrictions = recipe.dietaryRestrictions ?? [];
  const { min } = ageInMonthsRange(recipe.ageGroup);
  const sentences = toSentences(toLines(recipe.instructions));
  const preparedSentences = sentences.map(prepare);

  const findings = toLines(recipe.ingredients)
    .flatMap((line) => lineFindings(line, recipe.ageGroup, restrictions))
    .filter(
      (finding) =>
        !(finding.hazard && finding.term && stepMakesSafe(preparedSentences, finding.hazard, finding.term)),
    );

  const reported = new Set(findings.map((finding) => finding.violation.rule));
  const extraTexts = [...(recipe.title ? [recipe.title] : []), ...sentences];
  for (const sentence of extraTexts) {
    const text = prepare(sentence);
    if (textHas(text, SKIP_SENTENCE_WORDS)) continue;
    for (const finding of ageFindings(text, sentence.trim(), min, { choking: false })) {
      if (reported.has(finding.violation.rule)) continue;
      reported.add(finding.violation.rule);
      findings.push(finding);
    }
  }

  const seen = new Set<string>();
  const violations: SafetyViolation[] = [];
  for (const { violation } of findings) {
    const key = `${violation.rule}\u0000${violation.ingredient}\u0000${violation.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push(violation);
  }
  return violations;
}

/** True when the recipe breaks none of the rules above. */
export function isRecipeSafe(recipe: RecipeForSafety): boolean {
  return checkRecipeSafety(recipe).length === 0;
}
