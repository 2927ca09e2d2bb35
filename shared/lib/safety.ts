/**
 * Child-safety and dietary rules for recipes (DESIGN.md, "Child safety").
 *
 * The rules follow the age of the youngest child an age group covers: a recipe for
 * '6-12 months' must be safe for a 6-month-old. Age rules (UK NHS / WHO guidance):
 * - no honey before 12 months (infant botulism);
 * - no added salt before 12 months (immature kidneys);
 * - no added sugar before 2 years (reported as 'sugar-under-12-months' for babies);
 * - no choking hazards before 4 years: whole grapes and other small round foods, popcorn,
 *   hard sweets, marshmallows, hard raw vegetables and fruit, whole sausages, chewing gum;
 *   and no whole or chopped nuts before 5 years (NHS; reported as 'choking-hazard-under-4'
 *   too, since it is the same kind of risk);
 * - no cow's milk as a main drink before 12 months (cooking with it is fine);
 * - no fruit juice before 12 months (AAP); a squeeze of lemon or lime in cooking is fine;
 * - no tea, coffee, cola, energy drinks or other caffeine drinks, even decaf or herbal, for
 *   under-5s (NHS, AAP);
 * - no rice drinks ("rice milk") for under-5s, because of arsenic (NHS); rice is fine;
 * - no shark, swordfish, marlin or other high-mercury fish for any child (NHS; FDA/EPA in
 *   the Dietary Guidelines for Americans);
 * - no raw or lightly cooked eggs for under-5s unless they are British Lion-stamped or
 *   pasteurised (NHS);
 * - no spoonfuls or blobs of nut butter for under-5s: thin it or spread it thinly (AAP).
 * `explainNonFood` says why a liked "cookies", "apple juice" or "play-doh" is not cooked.
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
 * - "of" and a safe food follow it within a few words ("juice of half a lemon");
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
  | 'juice-under-12-months'
  | 'caffeine-under-5'
  | 'rice-drink-under-5'
  | 'high-mercury-fish'
  | 'raw-egg-under-5'
  | 'nut-butter-spoonful-under-5'
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
  /** A trigger followed by "of" and one of these within four words is fine ('juice of a lemon'). */
  readonly safeOf?: readonly string[];
}

interface ChokingHazard extends TermTable {
  readonly message: string;
  /** Age (months) below which this hazard applies, when not AGE_LIMITS.choking (nuts: 60). */
  readonly underMonths?: number;
}

/**
 * One age rule read from ingredient lines, steps and titles alike: it applies below
 * `underMonths`, and the first of its tables that matches a line reports it.
 */
interface AgeRule {
  readonly rule: SafetyRule;
  readonly underMonths: number;
  readonly tables: readonly TermTable[];
  /** Parent-friendly English naming the source; `found` is the matched words ('apple juice'). */
  readonly message: (found: string) => string;
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
  wholeNuts: 60,
  cowsMilkDrink: 12,
  juice: 12,
  caffeine: 60,
  riceDrink: 60,
  // Every child: the app covers birth to 5, and the advice holds for older children too.
  mercuryFish: Number.POSITIVE_INFINITY,
  rawEgg: 60,
  nutButterSpoonful: 60,
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
    underMonths: AGE_LIMITS.wholeNuts,
    message:
      'Whole or chopped nuts and peanuts are a choking hazard for children under 5 (NHS): use ' +
      'smooth nut butter or finely ground nuts instead.',
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

/**
 * Fruit juice and juice drinks (AAP: no juice before 12 months). A squeeze of lemon or lime
 * in cooking, the juices of cooking meat, the excess juice squeezed from grated vegetables and
 * tinned fruit "in juice" are not a drink.
 */
const JUICE = {
  terms: ['juice', 'juice drink', 'juice box'],
  safePhrases: [
    'lemon juice',
    'lime juice',
    'yuzu juice',
    'squeeze of juice',
    'juice and zest',
    'zest and juice',
    'in juice',
    'in natural juice',
    'in fruit juice',
    'in its own juice',
    'in own juice',
    'in their own juice',
    'its juice',
    'their juice',
    'the juices',
    'cooking juice',
    'meat juice',
    'pan juice',
    'roasting juice',
    'resting juice',
    'excess juice',
    'juices run clear',
    'juice runs clear',
  ],
  safeBefore: ['squeeze of', 'squeezed from'],
  safeOf: ['lemon', 'lime'],
} as const satisfies TermTable;

/**
 * Tea, coffee and other caffeine drinks (NHS: not suitable for babies or young children; AAP:
 * no caffeine for under-5s). Decaf and herbal teas count too. "Afternoon tea", "tea time" and
 * "tea towel" are not a drink, and a teaspoon ("1 tsp") is a measure.
 */
const CAFFEINE = {
  terms: [
    'tea',
    'tea bag',
    'teabag',
    'green tea',
    'iced tea',
    'chai',
    'matcha',
    'rooibos',
    'coffee',
    'decaf',
    'decaffeinated',
    'espresso',
    'cappuccino',
    'latte',
    'americano',
    'macchiato',
    'frappuccino',
    'mocha',
    'cola',
    'coke',
    'pepsi',
    'energy drink',
    'red bull',
    'guarana',
    'yerba mate',
    // "caffeinated", not "caffeine": the word alone is mostly in advice ("has more caffeine").
    'caffeinated',
  ],
  safePhrases: [
    'afternoon tea',
    'high tea',
    'for tea',
    'at tea',
    'tea time',
    'tea towel',
    'tea spoon',
    'tea party',
    'tea set',
    'tea cake',
    'coffee table',
    'coffee shop',
    'coffee morning',
  ],
} as const satisfies TermTable;

/** Rice drinks, which can hold too much arsenic for under-5s (NHS). Rice itself is fine. */
const RICE_DRINK = {
  terms: ['rice milk', 'rice drink', 'rice beverage', 'rice based drink', 'rice based milk', 'horchata'],
} as const satisfies TermTable;

/**
 * Fish high in mercury: shark, swordfish and marlin (NHS), and the other fish the FDA/EPA
 * advice in the Dietary Guidelines for Americans says to avoid. Mackerel and tuna are fine.
 */
const HIGH_MERCURY_FISH = {
  terms: [
    'shark',
    'swordfish',
    'marlin',
    'king mackerel',
    'bigeye tuna',
    'big eye tuna',
    'tilefish',
    'orange roughy',
  ],
} as const satisfies TermTable;

/** Egg safe to serve raw or lightly cooked: British Lion-stamped or pasteurised (NHS). */
const SAFE_EGGS = ['lion', 'stamped', 'pasteurised', 'pasteurized'] as const;

/**
 * Raw or lightly cooked egg: runny or soft-boiled eggs, and dishes made with raw egg. A
 * sentence about washing hands after handling raw egg is hygiene advice, not a serving.
 */
const RAW_EGG = {
  terms: [
    'raw egg',
    'raw egg yolk',
    'raw yolk',
    'raw egg white',
    'uncooked egg',
    'runny egg',
    'runny yolk',
    'soft yolk',
    'soft boiled',
    'soft boiled egg',
    'dippy egg',
    'lightly cooked egg',
    'lightly boiled egg',
    'soft poached',
    'sunny side up',
    'over easy',
    'homemade mayonnaise',
    'home made mayonnaise',
    'homemade mayo',
    'fresh mayonnaise',
    'homemade aioli',
    'hollandaise',
    'eggnog',
    'egg nog',
    'tiramisu',
    'cookie dough',
    'raw batter',
    'uncooked batter',
    'raw cake batter',
    'raw cake mix',
  ],
  safeIfLineHas: [...SAFE_EGGS, 'wash hands', 'wash your hands', 'wash their hands'],
} as const satisfies TermTable;

/** Egg in a line about an uncooked dish ("2 egg whites, whisked, for the mousse"). */
const RAW_EGG_IN_DISH = {
  terms: ['egg', 'egg yolk', 'egg white', 'yolk'],
  onlyIfLineHas: ['mousse', 'mayonnaise', 'mayo', 'uncooked'],
  safeIfLineHas: [...SAFE_EGGS, 'hard boiled', 'hardboiled', 'baked', 'bake'],
} as const satisfies TermTable;

/** Nut and seed butters, thick and sticky enough to block a small airway by the spoonful. */
const NUT_BUTTER_SPOONFUL = {
  terms: [
    'nut butter',
    'peanut butter',
    'almond butter',
    'cashew butter',
    'hazelnut butter',
    'walnut butter',
    'pecan butter',
    'pistachio butter',
    'macadamia butter',
    'seed butter',
    'sunflower butter',
  ],
  onlyIfLineHas: ['spoonful', 'spoonsful', 'spoon', 'blob', 'dollop', 'lump', 'clump', 'scoop'],
  safeIfLineHas: [
    'thinned',
    'thin',
    'thinly',
    'loosened',
    'loosen',
    'watered down',
    'diluted',
    'stirred',
    'stir',
    'mixed',
    'mix',
    'swirled',
    'swirl',
    'blended',
    'blend',
    'whisked',
    'whisk',
    'melted',
    'into',
  ],
} as const satisfies TermTable;

/** The age rules that read every line, step and title the same way. */
const AGE_RULES = [
  {
    rule: 'juice-under-12-months',
    underMonths: AGE_LIMITS.juice,
    tables: [JUICE],
    message: (found) =>
      `${capitalise(found)} is not for babies under 12 months: they do not need juice, and its sugars ` +
      'harm new teeth (AAP). Offer the whole fruit, with breast milk, formula or water to drink.',
  },
  {
    rule: 'caffeine-under-5',
    underMonths: AGE_LIMITS.caffeine,
    tables: [CAFFEINE],
    message: (found) =>
      `${capitalise(found)} is not suitable for children under 5: tea, coffee, cola and energy drinks, ` +
      'even decaf or herbal, have caffeine or tannins that upset sleep and stop iron from food ' +
      'being absorbed (NHS, AAP). Offer water or milk instead.',
  },
  {
    rule: 'rice-drink-under-5',
    underMonths: AGE_LIMITS.riceDrink,
    tables: [RICE_DRINK],
    message: () =>
      'Rice drinks (rice milk) are not suitable for children under 5 because they can contain too ' +
      'much arsenic (NHS); rice itself is fine. Use another milk or a fortified unsweetened soya or ' +
      'oat drink (from 12 months) instead.',
  },
  {
    rule: 'high-mercury-fish',
    underMonths: AGE_LIMITS.mercuryFish,
    tables: [HIGH_MERCURY_FISH],
    message: (found) =>
      `${capitalise(found)} is high in mercury, which can harm a child's developing nervous system, ` +
      'so children should not eat it (NHS; FDA/EPA advice in the Dietary Guidelines for ' +
      'Americans). Choose salmon, cod, sardines or light tuna instead.',
  },
  {
    rule: 'raw-egg-under-5',
    underMonths: AGE_LIMITS.rawEgg,
    tables: [RAW_EGG, RAW_EGG_IN_DISH],
    message: () =>
      'Raw or lightly cooked egg (runny, soft-boiled, or raw in mousse, mayonnaise or batter) is ' +
      'only safe for children under 5 when the eggs are British Lion-stamped or pasteurised (NHS); ' +
      'otherwise cook eggs until the white and yolk are solid.',
  },
  {
    rule: 'nut-butter-spoonful-under-5',
    underMonths: AGE_LIMITS.nutButterSpoonful,
    tables: [NUT_BUTTER_SPOONFUL],
    message: (found) =>
      `A spoonful or thick blob of ${found} can stick to the roof of a young child's mouth and ` +
      'block the airway (AAP): for children under 5, thin it with water or milk, stir it into ' +
      'food, or spread it thinly.',
  },
] as const satisfies readonly AgeRule[];

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

const formsCache = new Map<string, ReadonlySet<string>>();

/** A pattern word matches itself and its plural: grape/grapes, tomato/tomatoes, cherry/cherries. */
function wordMatches(pattern: string, word: string): boolean {
  let forms = formsCache.get(pattern);
  if (!forms) {
    forms = new Set([pattern, `${pattern}s`, `${pattern}es`, ...plurals(pattern)]);
    formsCache.set(pattern, forms);
  }
  return forms.has(word);
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
  if (next === 'of' && table.safeOf?.some((food) => words.slice(end + 1, end + 5).includes(food))) {
    return true;
  }
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
  /** The words that triggered the rule, when a term table did ('soy sauce', 'honey'). */
  readonly match?: TermMatch;
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
  if (minMonths < AGE_LIMITS.honey && honey) add('honey-under-12-months', MESSAGES.honey, { match: honey });

  if (minMonths < AGE_LIMITS.salt) {
    const salt = findTerm(text, SALT);
    if (salt) add('salt-under-12-months', MESSAGES.salt(salt.text), { match: salt });
  }

  if (minMonths < AGE_LIMITS.addedSugar) {
    const sugar = findTerm(text, SUGAR) ?? (minMonths >= AGE_LIMITS.honey ? honey : null);
    if (sugar && minMonths < AGE_LIMITS.babySugar) {
      add('sugar-under-12-months', MESSAGES.babySugar(sugar.text), { match: sugar });
    } else if (sugar) {
      add('added-sugar-under-2-years', MESSAGES.addedSugar(sugar.text), { match: sugar });
    }
  }

  if (options.choking) {
    for (const hazard of CHOKING_HAZARDS) {
      const limit: number = 'underMonths' in hazard ? hazard.underMonths : AGE_LIMITS.choking;
      if (minMonths >= limit) continue;
      const match = findTerm(text, hazard);
      if (match) {
        add('choking-hazard-under-4', hazard.message, { hazard, term: match.term, match });
        break;
      }
    }
  }

  const milkDrink = minMonths < AGE_LIMITS.cowsMilkDrink ? findTerm(text, COWS_MILK_DRINK) : null;
  if (milkDrink) add('cows-milk-drink-under-12-months', MESSAGES.cowsMilkDrink, { match: milkDrink });

  for (const ageRule of AGE_RULES) {
    if (minMonths >= ageRule.underMonths) continue;
    for (const table of ageRule.tables) {
      const match = findTerm(text, table);
      if (match) {
        add(ageRule.rule, ageRule.message(match.text), { match });
        break;
      }
    }
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

function lineFindings(line: string, minMonths: number, restrictions: readonly string[]): Finding[] {
  const original = line.trim();
  if (original.length === 0) return [];
  const text = prepare(original);
  return [
    ...ageFindings(text, original, minMonths, { choking: true }),
    ...dietaryFindings(text, original, restrictions),
  ];
}

/** Every rule one ingredient line breaks for a child of the given age group. */
export function checkIngredientSafety(
  line: string,
  ageGroup: string,
  restrictions: readonly string[] = [],
): SafetyViolation[] {
  return lineFindings(line, ageInMonthsRange(ageGroup).min, restrictions).map((finding) => finding.violation);
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

/** A finding in a recipe, with the step (index from 0) it was read in; null for a line or the title. */
interface RecipeFinding extends Finding {
  readonly step: number | null;
}

/** A step's sentence, prepared for matching, and the step it belongs to. */
interface StepSentence {
  readonly original: string;
  readonly text: PreparedText;
  readonly step: number;
}

function stepSentences(instructions: RecipeForSafety['instructions']): StepSentence[] {
  return toLines(instructions).flatMap((step, index) =>
    toSentences([step]).map((sentence) => ({ original: sentence, text: prepare(sentence), step: index })),
  );
}

/**
 * What `checkRecipeSafety` reads, for a child of `minMonths`: the ingredient lines for every
 * rule, then the title and the steps for the age rules not found yet (see there).
 */
function recipeFindings(
  recipe: Omit<RecipeForSafety, 'ageGroup'>,
  minMonths: number,
  sentences: readonly StepSentence[],
): RecipeFinding[] {
  const restrictions = recipe.dietaryRestrictions ?? [];
  const prepared = sentences.map((sentence) => sentence.text);
  const findings: RecipeFinding[] = toLines(recipe.ingredients)
    .flatMap((line) => lineFindings(line, minMonths, restrictions))
    .filter(
      (finding) => !(finding.hazard && finding.term && stepMakesSafe(prepared, finding.hazard, finding.term)),
    )
    .map((finding) => ({ ...finding, step: null }));

  const reported = new Set(findings.map((finding) => finding.violation.rule));
  const extraTexts = [
    ...(recipe.title ? [{ original: recipe.title, text: prepare(recipe.title), step: null }] : []),
    ...sentences,
  ];
  for (const { original, text, step } of extraTexts) {
    if (textHas(text, SKIP_SENTENCE_WORDS)) continue;
    for (const finding of ageFindings(text, original.trim(), minMonths, { choking: false })) {
      if (reported.has(finding.violation.rule)) continue;
      reported.add(finding.violation.rule);
      findings.push({ ...finding, step });
    }
  }

  const seen = new Set<string>();
  return findings.filter(({ violation }) => {
    const key = `${violation.rule}\u0000${violation.ingredient}\u0000${violation.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every rule a recipe breaks for the youngest child of its age group, and every ingredient
 * that contradicts a dietary restriction it claims. Ingredient lines are read for all rules;
 * steps and the title are read for every age rule but the choking hazards (a step such as
 * "Drizzle with honey", "Serve with apple juice", "Boil for 4 minutes for a runny yolk"),
 * except sentences about leaving things out or adults' portions.
 * A choking hazard in the ingredients is fine when a step cuts it up ("Quarter the grapes").
 * Dietary rules read the ingredients only: dish names and steps mention foods by their
 * short names ("toast the bread") even when the ingredient is the gluten-free kind.
 */
export function checkRecipeSafety(recipe: RecipeForSafety): SafetyViolation[] {
  const { min } = ageInMonthsRange(recipe.ageGroup);
  return recipeFindings(recipe, min, stepSentences(recipe.instructions)).map((finding) => finding.violation);
}

/** An age rule a recipe breaks for one child, with what triggers it and where it goes in. */
export interface AgeSafetyFinding extends SafetyViolation {
  /** The words that triggered the rule, as read: lower case, no punctuation ('soy sauce'). */
  found: string;
  /**
   * The step (index from 0) that adds it: the step it was read in, or else the first step that
   * names it and is not about leaving it out ("Add the rice and soy sauce"); null when none does.
   */
  step: number | null;
}

/**
 * The age rules a recipe breaks for a child of exactly `months` months, whatever age group the
 * recipe is written for: a family recipe for 2-3 years read for a 7-month-old flags its soy sauce.
 * The same reading as `checkRecipeSafety` (ingredients, then title and steps), without the
 * dietary claims. At 0 months every age rule applies, which lists every salty or sweet
 * ingredient of a recipe.
 */
export function checkRecipeSafetyForAge(
  recipe: Omit<RecipeForSafety, 'ageGroup' | 'dietaryRestrictions'>,
  months: number,
): AgeSafetyFinding[] {
  const sentences = stepSentences(recipe.instructions);
  const addingSentences = sentences.filter((sentence) => !textHas(sentence.text, SKIP_SENTENCE_WORDS));
  return recipeFindings(recipe, Math.max(0, months), sentences).map(({ violation, match, step }) => {
    const found = match?.text ?? '';
    const term = match?.term;
    const named =
      step ??
      (term === undefined
        ? undefined
        : addingSentences.find((sentence) => textHas(sentence.text, [term]))?.step) ??
      null;
    return { ...violation, found, step: named };
  });
}

/** True when the recipe breaks none of the rules above. */
export function isRecipeSafe(recipe: RecipeForSafety): boolean {
  return checkRecipeSafety(recipe).length === 0;
}

// ---------------------------------------------------------------------------------------------
// Things a parent may "like" that are not an ingredient to cook from
// ---------------------------------------------------------------------------------------------

/** A kind of thing that is not cooked from, and how to explain it in one sentence. */
interface NonFoodKind extends TermTable {
  /** `name` is the parent's words, capitalised; `are` is 'is' or 'are' to agree with it. */
  readonly explain: (name: string, are: string, words: Words) => string;
}

/** Words before "juice" that do not name a fruit or vegetable ("100% pure apple juice"). */
const JUICE_NOT_A_FRUIT = new Set([
  'fruit',
  'mixed',
  'pure',
  'fresh',
  'freshly',
  'squeezed',
  'organic',
  'unsweetened',
  'concentrated',
  'diluted',
  'cloudy',
  'smooth',
  'box',
  'carton',
  'of',
  'a',
]);

/** "apple" from "apple juice", or undefined when no fruit is named. */
function juiceFruit(words: Words): string | undefined {
  const at = words.findIndex((word) => wordMatches('juice', word));
  const before = at > 0 ? words[at - 1] : undefined;
  if (before === undefined || !/^[a-z]+$/.test(before) || JUICE_NOT_A_FRUIT.has(before)) return undefined;
  return before;
}

const NON_FOODS = [
  {
    // A drink to cook with? Only a squeeze of lemon or lime is an ingredient.
    terms: ['juice', 'juice drink', 'juice box'],
    safePhrases: ['lemon juice', 'lime juice'],
    explain: (name, are, words) => {
      const fruit = juiceFruit(words);
      return `${name} ${are} a drink, not something to cook with; try fresh ${fruit ?? 'fruit'} instead.`;
    },
  },
  {
    terms: [
      'squash drink',
      'fruit squash',
      'orange squash',
      'blackcurrant squash',
      'summer fruits squash',
      'lemon squash',
      'cordial',
      'fizzy drink',
      'soft drink',
      'soda',
      'cola',
      'coke',
      'pepsi',
      'lemonade',
      'energy drink',
      'sports drink',
      'red bull',
      'milkshake',
      'flavoured milk',
      'flavored milk',
      'chocolate milk',
      'strawberry milk',
      'hot chocolate',
    ],
    safePhrases: ['baking soda', 'bicarbonate of soda', 'bicarb soda', 'soda bread', 'soda water'],
    explain: (name, are) =>
      `${name} ${are} a sugary drink, not something to cook with; offer water or milk to drink instead.`,
  },
  {
    terms: [
      'tea',
      'green tea',
      'herbal tea',
      'chai',
      'matcha',
      'coffee',
      'decaf',
      'latte',
      'cappuccino',
      'espresso',
    ],
    safePhrases: ['tea cake', 'tea towel', 'afternoon tea'],
    explain: (name, are) =>
      `${name} ${are} a drink with caffeine or tannins, not something to cook with, and not suitable ` +
      'for children under 5 (NHS, AAP); offer water or milk instead.',
  },
  {
    terms: ['cookie', 'biscuit', 'cake', 'cupcake', 'brownie', 'doughnut', 'donut', 'cereal bar', 'pop tart'],
    safePhrases: [
      'rice cake',
      'corn cake',
      'oat cake',
      'fish cake',
      'potato cake',
      'crab cake',
      'tea cake',
      'cookie cutter',
    ],
    explain: (name, are) =>
      `${name} ${are} a processed sweet treat, not an ingredient for your child's recipe; try a ` +
      'naturally sweet bake of oats and ripe banana instead.',
  },
  {
    terms: [
      'sweets',
      'sweetie',
      'candy',
      'chocolate',
      'chocolate bar',
      'lolly',
      'lollipop',
      'gummy',
      'gummies',
      'gummy bear',
      'jelly bean',
      'jelly baby',
      'marshmallow',
      'haribo',
      'skittles',
      'smarties',
      'ice cream',
      'toffee',
      'fudge',
    ],
    safePhrases: ['candy floss'],
    explain: (name, are) =>
      `${name} ${are} a processed sweet treat, not an ingredient for your child's recipe; try fresh ` +
      'fruit such as berries, mango or banana instead.',
  },
  {
    terms: [
      'crisps',
      'chip',
      'potato chip',
      'tortilla chip',
      'cheese puff',
      'wotsits',
      'pringles',
      'doritos',
    ],
    explain: (name, are) =>
      `${name} ${are} a processed salty snack, not an ingredient for your child's recipe; try ` +
      'oven-baked potato or sweet potato wedges instead.',
  },
  {
    terms: [
      'play doh',
      'playdoh',
      'play dough',
      'playdough',
      'plasticine',
      'slime',
      'crayon',
      'chalk',
      'paint',
      'glue',
      'sticker',
      'bubbles',
      'soap',
      'toothpaste',
      'sand',
      'mud',
      'dirt',
      'soil',
      'paper',
      'cardboard',
      'clay',
      'toy',
      'lego',
      'pebble',
    ],
    safePhrases: ['rice paper', 'mud cake', 'mud pie', 'paper cases'],
    explain: (name, are) =>
      `${name} ${are} not food, so ${are === 'are' ? 'they are' : 'it is'} left out of the recipe; ` +
      'if your child has swallowed some ' +
      'and seems unwell, call your doctor (NHS 111 in the UK, Poison Control in the US).',
  },
] as const satisfies readonly NonFoodKind[];

/**
 * Why a liked "food" is not cooked into a child's recipe, in one sentence: processed sweet and
 * salty products (cookies, sweets, crisps, cake), drinks (apple juice, squash, fizzy drinks,
 * tea) and things that are not food (play-doh, crayons). Undefined for a real food, including
 * look-alikes such as "sweet potato", "butternut squash", "rice cakes" and "lemon juice".
 */
export function explainNonFood(term: string): string | undefined {
  const original = term.trim().replace(/\s+/g, ' ');
  if (original.length === 0) return undefined;
  const text = prepare(original);
  for (const kind of NON_FOODS) {
    if (findTerm(text, kind) === null) continue;
    const words = text.segments.flat();
    const last = words.at(-1) ?? '';
    const are = last.length > 3 && /[^su]s$/.test(last) ? 'are' : 'is';
    return kind.explain(capitalise(original), are, words);
  }
  return undefined;
}
