/**
 * The shopping list: turns the ingredient lines of planned recipes into a list to shop from.
 *
 * parseIngredient reads one free-text line ("1 1/2 tbsp olive oil", "a pinch of ground
 * cinnamon", "400 g can chickpeas (no salt added), drained") into a quantity, a unit and a
 * normalised name; mergeIngredients adds up the lines that name the same food in units that
 * convert, and keeps every other line as an item of its own, so nothing a recipe needs is ever
 * dropped. Pure and dependency-free: it runs in the browser and in the service worker.
 */
import { NUMBER_WORDS, singular } from './language';

// Aisles in the order the list shows them (roughly the walk through a supermarket).
export const AISLES = [
  'produce',
  'dairy and eggs',
  'meat and fish',
  'bakery',
  'grains and pasta',
  'tins and jars',
  'frozen',
  'herbs and spices',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

// Every unit a parsed line can carry; counted items ("2 bananas") have no unit (null).
export const UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'oz',
  'lb',
  'pinch',
  'handful',
  'tin',
  'can',
  'jar',
  'packet',
  'slice',
  'clove',
  'bunch',
  'sprig',
  'stick',
  'floret',
] as const;
export type Unit = (typeof UNITS)[number];

export interface ParsedIngredient {
  /** The line as given. */
  raw: string;
  /** The amount, or the low end of a range; null when the line gives none ("salt to taste"). */
  quantity: number | null;
  /** The high end of a range ("2-3" gives 3), else null. */
  quantityMax: number | null;
  unit: Unit | null;
  /** Normalised ingredient name used to merge lines, e.g. 'sweet potato', 'egg', 'cheddar'. */
  name: string;
  /** The ingredient as written, without amount, unit and notes, e.g. 'ripe avocado'. */
  display: string;
  /** Preparation and packaging notes: 'halved', '400 g', 'no salt added, drained', 'to taste'. */
  note: string | null;
}

export interface ShoppingItem {
  /** Stable id for check-offs: the name and the unit family. */
  key: string;
  name: string;
  /** Human text: '350 g', '1 ½ tbsp', '3', '2–3', 'a pinch', '' when unknown. */
  amount: string;
  /** The total in `unit` (the low end for ranges); null when unknown. */
  quantity: number | null;
  unit: Unit | null;
  aisle: Aisle;
  /** Titles of the recipes needing it, unique, in first-seen order. */
  recipes: string[];
  /** The original lines merged here. */
  lines: string[];
}

export interface IngredientSource {
  line: string;
  recipeTitle: string;
}

// ---------------------------------------------------------------------------------------- tables

// Unicode vulgar fractions recipe lines use ("½ ripe avocado", "1½ cups"), by value.
const FRACTION_CHARS = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
} as const;

// The fractions formatQuantity prints as glyphs; anything else prints as a trimmed decimal.
const FRACTION_GLYPHS = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
] as const;

// Fractions a cook measures with (eighths, quarters, thirds): a merged total is shown in a bigger
// unit only when it comes out as one of these, so 4 tsp reads '1 ⅓ tbsp' but 3.5 tsp stays in tsp.
const MEASURABLE_FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1] as const;

// Every spelling of a unit a recipe line may use, mapped to the unit the list shows.
const UNIT_ALIASES = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  ml: 'ml',
  mls: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  ltr: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tblsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  cup: 'cup',
  cups: 'cup',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  pinch: 'pinch',
  pinches: 'pinch',
  handful: 'handful',
  handfuls: 'handful',
  tin: 'tin',
  tins: 'tin',
  can: 'can',
  cans: 'can',
  jar: 'jar',
  jars: 'jar',
  packet: 'packet',
  packets: 'packet',
  pack: 'packet',
  packs: 'packet',
  slice: 'slice',
  slices: 'slice',
  clove: 'clove',
  cloves: 'clove',
  bunch: 'bunch',
  bunches: 'bunch',
  sprig: 'sprig',
  sprigs: 'sprig',
  stick: 'stick',
  sticks: 'stick',
  floret: 'floret',
  florets: 'floret',
} as const satisfies Record<string, Unit>;

// Units that add up with each other, and each one's size in the family's smallest unit.
// Units outside these families only add up with themselves.
const UNIT_FAMILIES = {
  spoon: { tsp: 1, tbsp: 3, cup: 48 },
  mass: { g: 1, kg: 1000 },
  volume: { ml: 1, l: 1000 },
  imperial: { oz: 1, lb: 16 },
} as const;
type FamilyName = keyof typeof UNIT_FAMILIES;

// Metric units print as decimals ('1.2 kg'); the others as kitchen fractions ('1 ⅓ tbsp').
const METRIC_UNITS = ['g', 'kg', 'ml', 'l'] as const;

// Units that name a container; "400 g can chickpeas" or "1 tin (400 g) chickpeas" is one can.
const CONTAINER_UNITS = ['tin', 'can', 'jar', 'packet'] as const;

// Containers that are not list units: "500 g tub Greek yogurt" is 500 g with 'tub' as a note.
const OTHER_CONTAINERS = ['tub', 'pot', 'carton', 'bag', 'box', 'bottle'] as const;

// Units written after the food ("2 garlic cloves", "100 g broccoli florets").
const TRAILING_UNITS = ['clove', 'floret', 'sprig', 'stick', 'slice'] as const;

// Amounts of 1 that read better with an article: 'a pinch', 'a handful'.
const ARTICLE_UNITS = ['pinch', 'handful'] as const;

// Units that take a plural ('2 cups', '3 cloves'); abbreviations never do.
const PLURAL_UNITS = {
  cup: 'cups',
  pinch: 'pinches',
  handful: 'handfuls',
  tin: 'tins',
  can: 'cans',
  jar: 'jars',
  packet: 'packets',
  slice: 'slices',
  clove: 'cloves',
  bunch: 'bunches',
  sprig: 'sprigs',
  stick: 'sticks',
  floret: 'florets',
} as const satisfies Partial<Record<Unit, string>>;

// Words that qualify a spoonful or handful without being the food: "2 large handfuls", "1 heaped tsp".
const MEASURE_SIZES = [
  'large',
  'small',
  'medium',
  'big',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'generous',
  'scant',
  'good',
] as const;

// Amounts without a number; the phrase is kept as the note and shown as the amount.
const VAGUE_AMOUNTS = [
  'few',
  'little',
  'splash',
  'squeeze',
  'drizzle',
  'dash',
  'knob',
  'sprinkle',
  'sprinkling',
  'bit',
  'dollop',
  'glug',
  'touch',
] as const;

// Endings that say when or whether to use a food, kept as the note ("salt to taste").
const SERVING_NOTES = [
  'to taste',
  'to serve',
  'to garnish',
  'for serving',
  'for dusting',
  'for frying',
  'for greasing',
  'for garnish',
  'for garnishing',
  'for drizzling',
  'for brushing',
  'for decoration',
  'to decorate',
  'for the tin',
  'for the pan',
  'optional',
  'if liked',
  'if you like',
] as const;

// What a tin or jar is packed in ("tuna in spring water"): a note, not part of the food's name.
const PACKING_LIQUIDS = [
  'spring water',
  'water',
  'brine',
  'oil',
  'olive oil',
  'sunflower oil',
  'vegetable oil',
  'juice',
  'its own juice',
  'natural juice',
  'tomato sauce',
] as const;

// Words that describe how a food is bought or prepared, not which food it is; they are dropped
// from the merge name so "grated cheddar" and "cheddar" land on one line. Words that change the
// food ('dried', 'ground', 'whole', 'unsalted', 'sweet', 'baby') are deliberately not here.
const DESCRIPTORS = [
  'ripe',
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'big',
  'extra-large',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'chopped',
  'finely-chopped',
  'grated',
  'diced',
  'peeled',
  'cooked',
  'frozen',
  'canned',
  'tinned',
  'sliced',
  'halved',
  'quartered',
  'mashed',
  'crushed',
  'minced',
  'beaten',
  'melted',
  'softened',
  'skinless',
  'boneless',
  'pitted',
  'stoned',
  'deseeded',
  'seeded',
  'trimmed',
  'washed',
  'rinsed',
  'drained',
  'cooled',
  'warm',
  'cold',
  'lean',
  'smooth',
  'organic',
  'free-range',
  'homemade',
  'extra',
  'virgin',
  'extra-virgin',
  'mature',
] as const;

// Descriptors that are part of a product's name when followed by these words: canned "chopped
// tomatoes" are not the same shopping as fresh tomatoes.
const KEEP_DESCRIPTOR_BEFORE = { chopped: ['tomato', 'tomatoes'] } as const;

// Words left dangling at either end of a name once descriptors are gone ("peeled and diced").
const CONNECTORS = ['and', 'or', 'of', 'a', 'an', 'the', 'some', 'plus', 'with', '&'] as const;

// Different names for one food, applied after descriptors are dropped and the last word is
// made singular, so the lines of different recipes merge.
const NAME_ALIASES = {
  'cheddar cheese': 'cheddar',
  'parmesan cheese': 'parmesan',
  'mozzarella cheese': 'mozzarella',
  'feta cheese': 'feta',
  'rolled oat': 'oats',
  'porridge oat': 'oats',
  'jumbo oat': 'oats',
  'jumbo rolled oat': 'oats',
  oat: 'oats',
  'eating apple': 'apple',
  'baby spinach': 'spinach',
  'baby spinach leaf': 'spinach',
  'spinach leaf': 'spinach',
  'dried red lentil': 'red lentil',
  'soft date': 'date',
  'medjool date': 'date',
  'mango chunk': 'mango',
  'greek-style yogurt': 'greek yogurt',
  'natural yogurt': 'plain yogurt',
  'garlic clove': 'garlic',
  scallion: 'spring onion',
  cilantro: 'coriander',
  zucchini: 'courgette',
  'chick pea': 'chickpea',
  'garbanzo bean': 'chickpea',
  'sweet corn': 'sweetcorn',
  'red bell pepper': 'red pepper',
  'basil leaf': 'basil',
  'mint leaf': 'mint',
  'coriander leaf': 'coriander',
  'parsley leaf': 'parsley',
  'broccoli floret': 'broccoli',
  'cauliflower floret': 'cauliflower',
} as const;

// Keywords that place a food in an aisle, matched as whole words against the merge name; the
// longest match wins, so 'peanut butter' beats 'butter', 'rice vinegar' beats 'rice' and
// 'ground coriander' beats 'coriander'. Lines that say canned/tinned or use a tin, can or jar
// go to 'tins and jars', and lines that say frozen go to 'frozen', before this table is read.
const AISLE_KEYWORDS = {
  produce: [
    'apple',
    'apricot',
    'avocado',
    'banana',
    'beetroot',
    'berry',
    'blackberry',
    'blueberry',
    'broccoli',
    'butternut squash',
    'cabbage',
    'carrot',
    'cauliflower',
    'celery',
    'cherry',
    'courgette',
    'cucumber',
    'fruit',
    'garlic',
    'ginger',
    'grape',
    'green bean',
    'kale',
    'kiwi',
    'leek',
    'lemon',
    'lettuce',
    'lime',
    'mango',
    'melon',
    'mushroom',
    'onion',
    'orange',
    'parsnip',
    'pea',
    'peach',
    'pear',
    'plum',
    'potato',
    'pumpkin',
    'raspberry',
    'red pepper',
    'green pepper',
    'yellow pepper',
    'bell pepper',
    'spinach',
    'squash',
    'strawberry',
    'sweet potato',
    'sweetcorn',
    'tomato',
    'vegetable',
    'watermelon',
    'basil',
    'chive',
    'coriander',
    'dill',
    'mint',
    'parsley',
    'rosemary',
    'sage',
  ],
  'dairy and eggs': [
    'butter',
    'cheddar',
    'cheese',
    'cream',
    'cream cheese',
    'creme fraiche',
    'crème fraîche',
    'egg',
    'feta',
    'fromage frais',
    'halloumi',
    'kefir',
    'milk',
    'mozzarella',
    'parmesan',
    'ricotta',
    'yogurt',
  ],
  'meat and fish': [
    'bacon',
    'beef',
    'chicken',
    'cod',
    'fish',
    'haddock',
    'ham',
    'lamb',
    'mackerel',
    'mince',
    'pork',
    'prawn',
    'salmon',
    'sardine',
    'sausage',
    'trout',
    'tuna',
    'turkey',
  ],
  bakery: [
    'bagel',
    'bread',
    'breadcrumb',
    'bun',
    'crumpet',
    'english muffin',
    'naan',
    'pitta',
    'pita',
    'roll',
    'tortilla',
    'wrap',
  ],
  'grains and pasta': [
    'barley',
    'bread flour',
    'bulgur',
    'chickpea flour',
    'couscous',
    'flour',
    'lasagne',
    'lentil',
    'macaroni',
    'noodle',
    'oats',
    'pasta',
    'penne',
    'polenta',
    'quinoa',
    'rice',
    'semolina',
    'spaghetti',
  ],
  'tins and jars': [
    'baked bean',
    'bean',
    'black bean',
    'butter bean',
    'chickpea',
    'chopped tomato',
    'coconut milk',
    'kidney bean',
    'passata',
    'tomato puree',
    'tomato purée',
    'tomato paste',
  ],
  frozen: ['ice cream', 'frozen'],
  'herbs and spices': [
    'allspice',
    'bay leaf',
    'black pepper',
    'cardamom',
    'cinnamon',
    'clove',
    'cumin',
    'curry powder',
    'dried basil',
    'dried coriander',
    'dried dill',
    'dried herb',
    'dried mint',
    'dried oregano',
    'dried parsley',
    'dried rosemary',
    'dried sage',
    'dried thyme',
    'garam masala',
    'ground coriander',
    'ground ginger',
    'mixed herb',
    'mixed spice',
    'nutmeg',
    'oregano',
    'paprika',
    'pepper',
    'salt',
    'seasoning',
    'thyme',
    'turmeric',
  ],
  other: [
    'baking powder',
    'bicarbonate of soda',
    'breast milk',
    'coconut',
    'cocoa',
    'dried apricot',
    'date',
    'flaxseed',
    'formula',
    'nori',
    'nut butter',
    'almond butter',
    'cashew butter',
    'oil',
    'olive oil',
    'vegetable oil',
    'sunflower oil',
    'rapeseed oil',
    'coconut oil',
    'peanut butter',
    'raisin',
    'rice vinegar',
    'seed',
    'seed butter',
    'sesame oil',
    'soy sauce',
    'stock',
    'beef stock',
    'chicken stock',
    'fish stock',
    'vegetable stock',
    'syrup',
    'tahini',
    'vanilla',
    'vinegar',
    'water',
    'yeast',
  ],
} as const satisfies Record<Aisle, readonly string[]>;

// ------------------------------------------------------------------------------------ lookups

const UNIT_ALIAS_MAP = new Map<string, Unit>(Object.entries(UNIT_ALIASES));
const NAME_ALIAS_MAP = new Map<string, string>(Object.entries(NAME_ALIASES));
const NUMBER_WORD_MAP = new Map<string, number>(Object.entries(NUMBER_WORDS));
const FRACTION_MAP = new Map<string, number>(Object.entries(FRACTION_CHARS));
const PLURAL_UNIT_MAP = new Map<string, string>(Object.entries(PLURAL_UNITS));
const KEEP_BEFORE_MAP = new Map<string, readonly string[]>(Object.entries(KEEP_DESCRIPTOR_BEFORE));
const DESCRIPTOR_SET: ReadonlySet<string> = new Set(DESCRIPTORS);
const CONNECTOR_SET: ReadonlySet<string> = new Set(CONNECTORS);
const METRIC_SET: ReadonlySet<string> = new Set(METRIC_UNITS);
const CONTAINER_SET: ReadonlySet<string> = new Set(CONTAINER_UNITS);
const ARTICLE_UNIT_SET: ReadonlySet<string> = new Set(ARTICLE_UNITS);

interface AisleKeyword {
  aisle: Aisle;
  words: string[];
  length: number;
}

const AISLE_KEYWORD_LIST: readonly AisleKeyword[] = AISLES.flatMap((aisle) =>
  AISLE_KEYWORDS[aisle].map((keyword) => ({
    aisle,
    words: nameWords(keyword),
    length: keyword.length,
  })),
);

function familyOfUnit(unit: Unit): { family: FamilyName; factor: number } | null {
  for (const family of Object.keys(UNIT_FAMILIES) as FamilyName[]) {
    const factors: Readonly<Record<string, number>> = UNIT_FAMILIES[family];
    const factor = factors[unit];
    if (factor !== undefined && Object.hasOwn(factors, unit)) return { family, factor };
  }
  return null;
}

// -------------------------------------------------------------------------------------- regexes

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

const FRACTION_CLASS = `[${Object.keys(FRACTION_CHARS).join('')}]`;
const UNIT_WORDS = alternation(Object.keys(UNIT_ALIASES));
const SIZE_WORDS = alternation(MEASURE_SIZES);
const CONTAINER_WORDS = alternation([
  ...Object.keys(UNIT_ALIASES).filter((k) => CONTAINER_SET.has(UNIT_ALIAS_MAP.get(k) ?? '')),
  ...OTHER_CONTAINERS,
]);
const TRAILING_UNIT_WORDS = alternation(TRAILING_UNITS.flatMap((u) => [u, PLURAL_UNIT_MAP.get(u) ?? u]));
const NOT_LETTER = '(?![\\p{L}])';
// Mixed numbers first, so "1 1/2" is not read as 1 followed by "1/2 ...".
const NUMBER = [
  '\\d+\\s+\\d+/\\d+',
  '\\d+/\\d+',
  `\\d+\\s*${FRACTION_CLASS}`,
  FRACTION_CLASS,
  '\\d*\\.\\d+',
  '\\d+',
].join('|');
const RANGE_RE = new RegExp(`^(${NUMBER})(?:(?:\\s*[-–—]\\s*|\\s+(?:to|or)\\s+)(${NUMBER}))?`, 'i');
const MULTIPLIER_RE = /^\s*[x×]\s*(?=\d)/i;
const UNIT_RE = new RegExp(
  `^(?:(?:${SIZE_WORDS})\\s+)?(${UNIT_WORDS})${NOT_LETTER}\\.?\\s*(?:of\\s+)?`,
  'iu',
);
const CONTAINER_RE = new RegExp(`^(${CONTAINER_WORDS})${NOT_LETTER}\\s*(?:of\\s+)?`, 'iu');
const VAGUE_RE = new RegExp(
  `^an?\\s+(?:(?:${SIZE_WORDS})\\s+)?(?:${alternation(VAGUE_AMOUNTS)})${NOT_LETTER}(?:\\s+of)?\\s*`,
  'iu',
);
const SOME_RE = /^some\s+/i;
const NUMBER_WORD_RE = new RegExp(`^(${alternation(Object.keys(NUMBER_WORDS))})\\s+`, 'i');
const COUPLE_RE = /^(?:a\s+)?couple(?:\s+of)?\s+/i;
const DOZEN_RE = /^(?:a|one)\s+dozen(?:\s+of)?\s+/i;
const HALF_RE = /^half\s+(?:an?\s+)?/i;
const ARTICLE_RE = /^an?\s+/i;
const APPROX_RE = /^(?:about|approx\.?|approximately|around|roughly|circa|c\.)\s+/i;
const JUICE_OF_RE =
  /^(?:the\s+)?((?:finely\s+grated\s+)?(?:juice|zest)(?:\s+and\s+(?:juice|zest))?)\s+of\s+/i;
const SERVING_NOTE_RE = new RegExp(`\\s*\\b(${alternation(SERVING_NOTES)})$`, 'i');
const PACKED_IN_RE = new RegExp(`\\s+(in (?:${alternation(PACKING_LIQUIDS)}))$`, 'i');
const TRAILING_UNIT_RE = new RegExp(`^(.*\\S)\\s+(${TRAILING_UNIT_WORDS})$`, 'iu');
const GLYPH_NUMBER_RE = new RegExp(`^(\\d*)\\s*(${FRACTION_CLASS})$`);
const MEASURE_TEXT_RE = new RegExp(`^(${NUMBER})\\s*(${UNIT_WORDS})\\.?$`, 'iu');

// ---------------------------------------------------------------------------------------- numbers

function parseNumber(text: string): number | null {
  const t = text.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return ratio(Number(mixed[1]), Number(mixed[2]), Number(mixed[3]));
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return ratio(0, Number(fraction[1]), Number(fraction[2]));
  const glyph = GLYPH_NUMBER_RE.exec(t);
  if (glyph) return Number(glyph[1] || '0') + (FRACTION_MAP.get(glyph[2] ?? '') ?? 0);
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function ratio(whole: number, top: number, bottom: number): number | null {
  return bottom === 0 ? null : whole + top / bottom;
}

/** Prints an amount the way a cook writes it: 0.5 → '½', 1.5 → '1 ½', 1.2 → '1.2', 2 → '2'. */
export function formatQuantity(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (n < 0) return `-${formatQuantity(-n)}`;
  const tolerance = 0.005;
  const whole = Math.floor(n);
  const fraction = n - whole;
  if (fraction < tolerance) return String(whole);
  if (1 - fraction < tolerance) return String(whole + 1);
  for (const [value, glyph] of FRACTION_GLYPHS) {
    if (Math.abs(fraction - value) < tolerance) return whole === 0 ? glyph : `${whole} ${glyph}`;
  }
  return formatDecimal(n);
}

function formatDecimal(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function isMeasurable(n: number): boolean {
  const fraction = n - Math.floor(n);
  return MEASURABLE_FRACTIONS.some((f) => Math.abs(fraction - f) < 0.005);
}

// ---------------------------------------------------------------------------------------- names

function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w !== '')
    .map(singularise);
}

/** The singular of a word (the language layer's), keeping an apostrophe-s ("cow's"). */
function singularise(word: string): string {
  return word.endsWith("'s") ? word : singular(word);
}

/** The merge name of an ingredient as written: lower case, no descriptors, singular, aliased. */
function normaliseName(display: string): string {
  const words = display
    .toLowerCase()
    .replace(/yoghurt/g, 'yogurt')
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}'&-]+/u)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter((w) => w !== '');
  const kept = words.filter((word, i) => {
    if (!DESCRIPTOR_SET.has(word)) return true;
    const next = words[i + 1];
    return next !== undefined && (KEEP_BEFORE_MAP.get(word) ?? []).includes(next);
  });
  while (kept.length > 0 && CONNECTOR_SET.has(kept[0] ?? '')) kept.shift();
  while (kept.length > 0 && CONNECTOR_SET.has(kept[kept.length - 1] ?? '')) kept.pop();
  const last = kept.pop();
  if (last === undefined) return '';
  const name = [...kept, singularise(last)].join(' ');
  return NAME_ALIAS_MAP.get(name) ?? name;
}

// ---------------------------------------------------------------------------------------- parsing

interface Measure {
  quantity: number;
  quantityMax: number | null;
  unit: Unit | null;
  /** What is left of the text after the amount. */
  rest: string;
}

/** Reads "2-3 tbsp", "1 1/2 cups of", "200g", "2 large handfuls" at the start of `text`. */
function readMeasure(text: string): Measure | null {
  const range = RANGE_RE.exec(text);
  if (!range) return null;
  const low = parseNumber(range[1] ?? '');
  if (low === null) return null;
  const highText = range[2];
  let high = highText === undefined ? null : parseNumber(highText);
  let quantity = low;
  if (high !== null && high < quantity) [quantity, high] = [high, quantity];
  if (high !== null && high === quantity) high = null;
  let rest = text.slice(range[0].length).trimStart();
  const unitMatch = UNIT_RE.exec(rest);
  let unit: Unit | null = null;
  if (unitMatch) {
    unit = UNIT_ALIAS_MAP.get((unitMatch[1] ?? '').toLowerCase()) ?? null;
    rest = rest.slice(unitMatch[0].length);
  }
  return { quantity, quantityMax: high, unit, rest };
}

/** Reads a unit written without a number ("pinch of salt", "handful of peas"). */
function readBareUnit(text: string): Measure | null {
  const unitMatch = UNIT_RE.exec(text);
  if (!unitMatch) return null;
  const unit = UNIT_ALIAS_MAP.get((unitMatch[1] ?? '').toLowerCase()) ?? null;
  if (unit === null || familyOfUnit(unit) !== null) return null;
  if (unit !== 'pinch' && !/\sof\s+$/i.test(unitMatch[0])) return null;
  return { quantity: 1, quantityMax: null, unit, rest: text.slice(unitMatch[0].length) };
}

function formatMeasure(quantity: number, unit: Unit): string {
  return `${METRIC_SET.has(unit) ? formatDecimal(quantity) : formatQuantity(quantity)} ${unit}`;
}

interface DetailedParse {
  parsed: ParsedIngredient;
  /** Container size ("400 g" of "400 g can chickpeas"): cans of different sizes do not add up. */
  size: string | null;
  /** A numberless amount ("a few", "a squeeze"), shown as the amount. */
  vague: string | null;
}

function emptyParse(raw: string): DetailedParse {
  return {
    parsed: { raw, quantity: null, quantityMax: null, unit: null, name: '', display: '', note: null },
    size: null,
    vague: null,
  };
}

function parseDetailed(raw: string): DetailedParse {
  let text = raw
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\u2044/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-•*·]\s+/, '');
  if (text === '') return emptyParse(raw);

  const notes: string[] = [];
  const parentheticals: string[] = [];
  text = text
    .replace(/\s*[([]([^)\]]*)[)\]]/g, (_match, inner: string) => {
      if (inner.trim() !== '') parentheticals.push(inner.trim());
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();

  text = text.replace(APPROX_RE, '');
  const juiceOf = JUICE_OF_RE.exec(text);
  if (juiceOf) {
    notes.push((juiceOf[1] ?? '').toLowerCase());
    text = text.slice(juiceOf[0].length);
  }

  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let unit: Unit | null = null;
  let size: string | null = null;
  let vague: string | null = null;

  const vagueMatch = VAGUE_RE.exec(text) ?? SOME_RE.exec(text);
  const wordNumber = NUMBER_WORD_RE.exec(text);
  const couple = COUPLE_RE.exec(text);
  const dozen = DOZEN_RE.exec(text);
  const half = HALF_RE.exec(text);
  let measure: Measure | null = null;
  if (vagueMatch) {
    vague = vagueMatch[0]
      .trim()
      .replace(/\s+of$/i, '')
      .toLowerCase();
    text = text.slice(vagueMatch[0].length);
  } else if (couple || dozen || half || wordNumber) {
    const match = couple ?? dozen ?? half ?? wordNumber;
    const value = couple
      ? 2
      : dozen
        ? 12
        : half
          ? 0.5
          : (NUMBER_WORD_MAP.get((wordNumber?.[1] ?? '').toLowerCase()) ?? 1);
    const after = text.slice(match?.[0].length ?? 0);
    const unitMeasure = readMeasure(`1 ${after}`);
    measure = {
      quantity: value,
      quantityMax: null,
      unit: unitMeasure?.unit ?? null,
      rest: unitMeasure?.rest ?? after,
    };
  } else if (ARTICLE_RE.test(text)) {
    const after = text.replace(ARTICLE_RE, '');
    measure = readMeasure(`1 ${after}`);
  } else {
    measure = readMeasure(text) ?? readBareUnit(text);
  }

  if (measure) {
    quantity = measure.quantity;
    quantityMax = measure.quantityMax;
    unit = measure.unit;
    text = measure.rest;
    // "2 x 400 g tins chickpeas": the first number counts the containers.
    const multiplier = MULTIPLIER_RE.exec(text);
    if (multiplier && unit === null) {
      const inner = readMeasure(text.slice(multiplier[0].length));
      if (inner) {
        const container = CONTAINER_RE.exec(inner.rest);
        if (inner.unit !== null && container) {
          size = formatMeasure(inner.quantity, inner.unit);
          unit = UNIT_ALIAS_MAP.get((container[1] ?? '').toLowerCase()) ?? null;
          text = inner.rest.slice(container[0].length);
          if (unit === null) {
            notes.push((container[1] ?? '').toLowerCase());
            unit = inner.unit;
            quantity = quantity * inner.quantity;
            quantityMax = quantityMax === null ? null : quantityMax * inner.quantity;
            size = null;
          }
        } else {
          unit = inner.unit;
          quantity = quantity * inner.quantity;
          quantityMax = quantityMax === null ? null : quantityMax * inner.quantity;
          text = inner.rest;
        }
      }
    } else if (unit !== null && familyOfUnit(unit) !== null) {
      // "400 g can chickpeas" is one 400 g can; "500 g tub yogurt" is 500 g (in a tub).
      const container = CONTAINER_RE.exec(text);
      if (container) {
        const containerUnit = UNIT_ALIAS_MAP.get((container[1] ?? '').toLowerCase()) ?? null;
        text = text.slice(container[0].length);
        if (containerUnit !== null && quantityMax === null) {
          size = formatMeasure(quantity, unit);
          quantity = 1;
          unit = containerUnit;
        } else {
          notes.push((container[1] ?? '').toLowerCase());
        }
      }
    }
  }

  // "1 tin (400 g) chickpeas": the measure in brackets is the container's size.
  if (unit !== null && CONTAINER_SET.has(unit) && size === null) {
    const measureText = parentheticals.find((p) => MEASURE_TEXT_RE.test(p));
    const measureMatch = measureText === undefined ? null : MEASURE_TEXT_RE.exec(measureText);
    const sizeQuantity = parseNumber(measureMatch?.[1] ?? '');
    const sizeUnit = UNIT_ALIAS_MAP.get((measureMatch?.[2] ?? '').toLowerCase());
    if (sizeQuantity !== null && sizeUnit !== undefined) {
      size = formatMeasure(sizeQuantity, sizeUnit);
      parentheticals.splice(parentheticals.indexOf(measureText ?? ''), 1);
    }
  }
  if (size !== null) notes.unshift(size);
  if (vague !== null) notes.unshift(vague);
  notes.push(...parentheticals);

  // "boneless, skinless chicken breasts, diced": commas after the food start notes; commas
  // between descriptors before it do not.
  const segments = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  let head = segments.shift() ?? '';
  while (segments.length > 0 && normaliseName(head) === '') head = `${head}, ${segments.shift() ?? ''}`;

  const headNotes: string[] = [];
  for (let changed = true; changed;) {
    changed = false;
    const serving = SERVING_NOTE_RE.exec(head);
    if (serving && serving.index > 0) {
      headNotes.unshift((serving[1] ?? '').toLowerCase());
      head = head.slice(0, serving.index).trim();
      changed = true;
    }
    const packed = PACKED_IN_RE.exec(head);
    if (packed && packed.index > 0) {
      headNotes.unshift((packed[1] ?? '').toLowerCase());
      head = head.slice(0, packed.index).trim();
      changed = true;
    }
  }
  head = head.replace(/^of\s+/i, '').trim();

  // "2 garlic cloves", "100 g broccoli florets": the unit written after the food.
  const trailing = TRAILING_UNIT_RE.exec(head);
  if (trailing) {
    const trailingUnit = UNIT_ALIAS_MAP.get((trailing[2] ?? '').toLowerCase()) ?? null;
    if (unit === null && quantity !== null && trailingUnit !== null) {
      unit = trailingUnit;
      head = trailing[1] ?? head;
    } else if (unit !== null && trailingUnit === 'floret') {
      head = trailing[1] ?? head;
    }
  }

  notes.push(...headNotes, ...segments);
  const display = head;
  let name = normaliseName(display);
  if (name === '') name = nameWords(display).join(' ');
  if (name === '') name = raw.trim().toLowerCase();
  const note = notes.filter((n) => n !== '').join(', ');
  return {
    parsed: { raw, quantity, quantityMax, unit, name, display, note: note === '' ? null : note },
    size,
    vague,
  };
}

/** Reads one ingredient line: amount, unit, the name lines merge on, the display text and notes. */
export function parseIngredient(line: string): ParsedIngredient {
  return parseDetailed(line).parsed;
}

// ------------------------------------------------------------------------------------- merging

function aisleFor(name: string, parses: readonly DetailedParse[]): Aisle {
  const says = (pattern: RegExp): boolean => parses.some((p) => pattern.test(p.parsed.raw));
  if (parses.some((p) => p.parsed.unit !== null && ['tin', 'can', 'jar'].includes(p.parsed.unit))) {
    return 'tins and jars';
  }
  if (says(/\b(?:canned|tinned|jarred)\b/i)) return 'tins and jars';
  if (says(/\bfrozen\b/i)) return 'frozen';
  const words = nameWords(name);
  let best: AisleKeyword | null = null;
  for (const keyword of AISLE_KEYWORD_LIST) {
    if (best !== null && keyword.length <= best.length) continue;
    if (containsRun(words, keyword.words)) best = keyword;
  }
  return best?.aisle ?? 'other';
}

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let i = 0; i + run.length <= words.length; i++) {
    if (run.every((w, j) => words[i + j] === w)) return true;
  }
  return false;
}

/** Which lines add up: name plus unit family (container sizes kept apart). */
function familyKey(p: DetailedParse): string {
  const { quantity, unit } = p.parsed;
  if (quantity === null) return 'none';
  if (unit === null) return 'count';
  const family = familyOfUnit(unit);
  if (family !== null) return family.family;
  return p.size === null ? unit : `${unit}:${p.size}`;
}

interface Group {
  key: string;
  name: string;
  family: string;
  parses: DetailedParse[];
  recipes: string[];
  lines: string[];
}

interface Total {
  quantity: number | null;
  unit: Unit | null;
  amount: string;
}

function pickUnit(family: FamilyName, low: number, high: number, used: readonly Unit[]): Unit {
  const factors: Readonly<Record<string, number>> = UNIT_FAMILIES[family];
  const units = (Object.keys(factors) as Unit[]).sort((a, b) => (factors[b] ?? 0) - (factors[a] ?? 0));
  const smallest = units[units.length - 1] ?? 'g';
  if (family === 'mass' || family === 'volume') {
    // Metric: the bigger unit from 1000 of the smaller one ('1.2 kg', '750 ml').
    const big = units[0] ?? smallest;
    return low >= (factors[big] ?? 1) ? big : smallest;
  }
  const largestUsed = Math.max(...used.map((u) => factors[u] ?? 1));
  for (const unit of units) {
    const factor = factors[unit] ?? 1;
    const lowIn = low / factor;
    const highIn = high / factor;
    if (lowIn <= 0) continue;
    if (isMeasurable(lowIn) && isMeasurable(highIn)) {
      // A unit bigger than any line used is worth it only for whole amounts and more.
      if (lowIn >= 1 || factor <= largestUsed) return unit;
    } else if (lowIn >= 4 && factor <= largestUsed) {
      // Big totals stay in the biggest unit a line used ('8.83 tbsp', not '26 ½ tsp').
      return unit;
    }
  }
  return smallest;
}

function amountText(low: number, high: number | null, unit: Unit | null, size: string | null): string {
  const format = unit !== null && METRIC_SET.has(unit) ? formatDecimal : formatQuantity;
  const isRange = high !== null && Math.abs(high - low) > 1e-9;
  const number = isRange ? `${format(low)}–${format(high)}` : format(low);
  if (unit === null) return number;
  const sized = size === null ? '' : ` (${size})`;
  if (!isRange && Math.abs(low - 1) < 1e-9 && ARTICLE_UNIT_SET.has(unit)) return `a ${unit}${sized}`;
  const plural = PLURAL_UNIT_MAP.get(unit);
  const label = plural !== undefined && (high ?? low) > 1 ? plural : unit;
  return `${number} ${label}${sized}`;
}

function totalOf(group: Group): Total {
  const first = group.parses[0];
  if (first === undefined || first.parsed.quantity === null) {
    const vague = [...new Set(group.parses.map((p) => p.vague).filter((v): v is string => v !== null))];
    return { quantity: null, unit: null, amount: vague.join(' + ') };
  }
  const baseUnit = first.parsed.unit;
  const family = baseUnit === null ? null : familyOfUnit(baseUnit);
  let low = 0;
  let high = 0;
  let ranged = false;
  for (const { parsed } of group.parses) {
    const factor = parsed.unit === null ? 1 : (familyOfUnit(parsed.unit)?.factor ?? 1);
    const q = parsed.quantity ?? 0;
    low += q * factor;
    high += (parsed.quantityMax ?? q) * factor;
    if (parsed.quantityMax !== null) ranged = true;
  }
  if (family === null) {
    return {
      quantity: low,
      unit: baseUnit,
      amount: amountText(low, ranged ? high : null, baseUnit, first.size),
    };
  }
  const used = group.parses.map((p) => p.parsed.unit).filter((u): u is Unit => u !== null);
  const unit = pickUnit(family.family, low, high, used);
  const factor = familyOfUnit(unit)?.factor ?? 1;
  return {
    quantity: low / factor,
    unit,
    amount: amountText(low / factor, ranged ? high / factor : null, unit, null),
  };
}

/**
 * Merges the ingredient lines of planned recipes into shopping items, in first-seen order.
 * Lines naming the same food add up when their units convert; any other line (different unit
 * family, no quantity) becomes an item of its own with the same name. Blank lines are skipped.
 */
export function mergeIngredients(items: readonly IngredientSource[]): ShoppingItem[] {
  const groups = new Map<string, Group>();
  for (const { line, recipeTitle } of items) {
    if (line.trim() === '') continue;
    const parse = parseDetailed(line);
    const family = familyKey(parse);
    const key = `${parse.parsed.name}|${family}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, name: parse.parsed.name, family, parses: [], recipes: [], lines: [] };
      groups.set(key, group);
    }
    group.parses.push(parse);
    group.lines.push(line);
    if (!group.recipes.includes(recipeTitle)) group.recipes.push(recipeTitle);
  }
  return [...groups.values()].map((group) => {
    const total = totalOf(group);
    return {
      key: group.key,
      name: group.name,
      amount: total.amount,
      quantity: total.quantity,
      unit: total.unit,
      aisle: aisleFor(group.name, group.parses),
      recipes: group.recipes,
      lines: group.lines,
    };
  });
}

/** Items grouped by aisle in AISLES order; aisles with nothing in them are left out. */
export function groupByAisle(items: readonly ShoppingItem[]): { aisle: Aisle; items: ShoppingItem[] }[] {
  return AISLES.map((aisle) => ({ aisle, items: items.filter((item) => item.aisle === aisle) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * The plain-text download: the heading, a blank line, then each distinct ingredient line of the
 * planned recipes once (trimmed, blank lines dropped, first-seen order) after '- '.
 */
export function shoppingListText(items: readonly IngredientSource[], heading: string): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { line } of items) {
    const trimmed = line.trim();
    if (trimmed === '' || seen.has(trimmed)) continue;
    seen.add(trimmed);
    lines.push(`- ${trimmed}`);
  }
  return `${[heading, '', ...lines].join('\n')}\n`;
}
