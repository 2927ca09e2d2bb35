/**
 * The built-in recipe wizard: composes recipe ideas a parent would cook from foods of the First
 * Foods guide (shared/content/foods) that suit the child's age.
 *
 * Each food has a role in a dish: a base (oats, rice, pasta, couscous, quinoa, wraps), a vegetable
 * or fruit, a protein (lentils, fish, chicken, beans, egg, cheese, tofu...) and a fat where it fits
 * (olive oil, butter, avocado, thinned nut butter). Dish shapes follow the child's stage: single
 * smooth purées as first tastes at around 6 months, mashes and porridge at 6 months, finger food
 * (fritters, mini muffins, omelette strips) from about 9 months, and family dishes (pasta bake,
 * risotto, dhal, stew, wraps, patties, traybake) for toddlers and up. Foods at choking risk are
 * prepared the way the guide's stage for that age says, and its words are quoted in the steps.
 *
 * Foods the parent likes are used where they fit a role. A liked food that is not right at that age
 * (honey before 1, juice, tea, whole nuts, sweets and biscuits) or that is a drink is never cooked:
 * the first idea's description names it with the reason, from the guide or the safety rules.
 * Disliked foods never appear, the dietary restrictions hold, and every idea passes
 * `checkRecipeSafety` for its age group. No randomness: the same request gives the same ideas.
 */
import { DIETARY_RESTRICTIONS, type AgeGroup, type DietaryRestriction } from '../../../shared/enums';
import { FOODS } from '../../../shared/content/foods/foods';
import { FOOD_STAGES, type Food, type FoodStageId } from '../../../shared/content/foods/types';
import { singularWords, synonymsOf } from '../../../shared/lib/language';
import { checkIngredientSafety, checkRecipeSafety, type SafetyViolation } from '../../../shared/lib/safety';
import type { GeneratedRecipe } from '../../../shared/schemas/chatbot';
import { containsAnyFood, mentionsFood } from './guardrails';
import type { RecipeRequest } from './provider';

// ---------------------------------------------------------------------------------------------
// Ages and stages
// ---------------------------------------------------------------------------------------------

/**
 * The month whose foods an age group may use: its youngest month, except that babies under 6
 * months are not on solids yet, so ideas for '0-6 months' are first tastes for around 6 months.
 */
const FIRST_MONTH: Record<AgeGroup, number> = {
  '0-6 months': 6,
  '6-12 months': 6,
  '1-2 years': 12,
  '2-3 years': 24,
  '3-5 years': 36,
};

const STAGE_OF_GROUP: Record<AgeGroup, FoodStageId> = {
  '0-6 months': '6m',
  '6-12 months': '6m',
  '1-2 years': '12m',
  '2-3 years': '2-3y',
  '3-5 years': '3-5y',
};

const STAGE_LABEL = Object.fromEntries(FOOD_STAGES.map((s) => [s.id, s.label.toLowerCase()])) as Record<
  FoodStageId,
  string
>;

/** How a dish is shaped for a child at each stage (NHS: textures and finger food by age). */
const SERVE_BY_STAGE: Record<FoodStageId, string> = {
  '6m': 'Mash or blend to a texture your baby can manage: smooth at first, then thicker with soft lumps.',
  '9m': 'Cut into finger-length strips your baby can hold and feed themselves.',
  '12m': 'Cut into bite-sized pieces and let your child feed themselves with fingers or a spoon.',
  '18m': 'Serve in bite-sized pieces alongside the rest of the family.',
  '2-3y': 'Serve as the family eats it, in pieces your child can manage.',
  '3-5y': 'Serve as the family eats it.',
};

// ---------------------------------------------------------------------------------------------
// The kitchen: how each guide food goes into a dish
// ---------------------------------------------------------------------------------------------

type DishId =
  | 'puree'
  | 'mash'
  | 'porridge'
  | 'pot'
  | 'fritters'
  | 'muffins'
  | 'omelette'
  | 'pasta'
  | 'risotto'
  | 'dhal'
  | 'stew'
  | 'wraps'
  | 'patties'
  | 'traybake';

interface Produce {
  slug: string;
  /** How steps name it: 'sweet potato'. */
  noun: string;
  /** How titles name it: 'Sweet Potato'. */
  title: string;
  /** The ingredient line with its amount: '1 medium sweet potato (about 200 g), peeled and diced'. */
  line: string;
  /** The line for fritters, muffins and omelettes, where it is grated or finely chopped. */
  fine?: string;
  /** Minutes to steam it soft; 0 when ripe and soft enough to eat raw. */
  steam: number;
  fruit: boolean;
  dishes: readonly DishId[];
}

type ProteinKind = 'fish' | 'poultry' | 'mince' | 'lentil' | 'tin' | 'cheese' | 'tofu' | 'spread';

interface Protein {
  slug: string;
  noun: string;
  title: string;
  line: string;
  kind: ProteinKind;
  dishes: readonly DishId[];
}

const d = (text: string) => text.split(' ') as DishId[];

const produce = (
  slug: string,
  title: string,
  line: string,
  steam: number,
  dishes: string,
  fine?: string,
): Produce => ({
  slug,
  noun: title.toLowerCase(),
  title,
  line,
  steam,
  fruit: false,
  dishes: d(dishes),
  ...(fine ? { fine } : {}),
});

const fruit = (slug: string, title: string, noun: string, line: string, steam: number, dishes: string) => ({
  slug,
  noun,
  title,
  line,
  steam,
  fruit: true,
  dishes: d(dishes),
});

const PRODUCE: readonly Produce[] = [
  produce(
    'sweet-potato',
    'Sweet Potato',
    '1 medium sweet potato (about 200 g), peeled and diced',
    12,
    'puree mash fritters dhal stew patties traybake',
    '1 small sweet potato (about 150 g), peeled and finely grated',
  ),
  produce(
    'carrot',
    'Carrot',
    '2 medium carrots (about 150 g), peeled and sliced',
    12,
    'puree mash fritters muffins dhal stew patties traybake wraps',
    '2 medium carrots (about 150 g), peeled and finely grated',
  ),
  produce(
    'broccoli',
    'Broccoli',
    '150 g broccoli, cut into small florets',
    7,
    'puree mash fritters muffins omelette pasta risotto traybake',
    '100 g broccoli, steamed soft and finely chopped',
  ),
  produce(
    'butternut-squash',
    'Butternut Squash',
    '250 g butternut squash, peeled, seeded and diced',
    12,
    'puree mash risotto pasta dhal stew traybake',
  ),
  produce(
    'pumpkin',
    'Pumpkin',
    '250 g pumpkin, peeled, seeded and diced',
    12,
    'puree mash risotto dhal stew',
  ),
  produce(
    'peas',
    'Pea',
    '100 g frozen peas',
    4,
    'puree mash fritters omelette pasta risotto dhal',
    '100 g frozen peas, cooked and lightly squashed',
  ),
  produce(
    'courgette',
    'Courgette',
    '1 medium courgette (about 200 g), diced',
    6,
    'puree fritters muffins omelette pasta risotto traybake',
    '1 medium courgette (about 200 g), coarsely grated and squeezed dry',
  ),
  produce(
    'cauliflower',
    'Cauliflower',
    '200 g cauliflower, cut into small florets',
    8,
    'puree mash dhal pasta traybake',
  ),
  produce(
    'spinach',
    'Spinach',
    '2 handfuls of baby spinach (about 50 g), finely chopped',
    2,
    'fritters muffins omelette pasta risotto dhal',
  ),
  produce(
    'parsnip',
    'Parsnip',
    '1 large parsnip (about 200 g), peeled, cored and diced',
    12,
    'puree mash stew traybake',
  ),
  produce(
    'potato',
    'Potato',
    '2 medium potatoes (about 300 g), peeled and diced',
    15,
    'puree mash patties stew traybake',
  ),
  produce('swede', 'Swede', '250 g swede, peeled and diced', 15, 'puree mash stew'),
  produce('green-beans', 'Green Bean', '100 g green beans, trimmed and chopped', 7, 'puree stew pasta'),
  produce(
    'sweet-pepper',
    'Pepper',
    '1 red pepper, seeded and cut into thin strips',
    0,
    'omelette pasta stew wraps traybake',
    '1 red pepper, seeded and finely diced',
  ),
  produce(
    'sweetcorn',
    'Sweetcorn',
    '100 g sweetcorn (frozen, or tinned in water), cooked and lightly squashed',
    4,
    'fritters muffins pasta wraps',
  ),
  produce('tomato', 'Tomato', '2 ripe tomatoes, chopped', 0, 'stew pasta dhal wraps'),
  produce(
    'mushrooms',
    'Mushroom',
    '150 g mushrooms, finely chopped',
    0,
    'risotto omelette stew pasta',
    '100 g mushrooms, finely chopped',
  ),
  produce('leek', 'Leek', '1 small leek, washed and finely sliced', 0, 'risotto stew pasta'),
  produce('aubergine', 'Aubergine', '1 small aubergine, diced', 0, 'stew traybake pasta'),
  produce('kale', 'Kale', '50 g kale, tough stalks removed, finely chopped', 0, 'pasta stew omelette'),
  produce(
    'asparagus',
    'Asparagus',
    '6 asparagus spears, woody ends trimmed, chopped',
    0,
    'risotto omelette pasta',
  ),
  produce('cabbage', 'Cabbage', '100 g cabbage, finely shredded', 0, 'stew patties'),
  produce('beetroot', 'Beetroot', '2 small beetroot, peeled and diced', 0, 'traybake risotto'),
  produce('cucumber', 'Cucumber', '1/4 cucumber, coarsely grated and squeezed dry', 0, 'wraps'),
  produce('lettuce', 'Lettuce', 'a handful of lettuce, finely shredded', 0, 'wraps'),
  produce('cherry-tomatoes', 'Cherry Tomato', '8 cherry tomatoes, quartered lengthways', 0, 'pasta wraps'),
  fruit('banana', 'Banana', 'banana', '1 ripe banana, mashed', 0, 'puree porridge pot muffins'),
  fruit('avocado', 'Avocado', 'avocado', '1/2 ripe avocado, mashed', 0, 'puree wraps'),
  fruit('pear', 'Pear', 'pear', '1 ripe pear, peeled, cored and chopped', 5, 'puree porridge pot'),
  fruit(
    'apple',
    'Apple',
    'apple',
    '1 eating apple, peeled, cored and finely grated',
    8,
    'puree porridge muffins pot',
  ),
  fruit('mango', 'Mango', 'mango', '1/2 ripe mango, peeled and chopped', 0, 'puree porridge pot'),
  fruit('peach', 'Peach', 'peach', '1 ripe peach, peeled, stoned and chopped', 0, 'puree porridge pot'),
  fruit(
    'nectarine',
    'Nectarine',
    'nectarine',
    '1 ripe nectarine, peeled, stoned and chopped',
    0,
    'puree pot',
  ),
  fruit('plum', 'Plum', 'plums', '2 ripe plums, peeled, stoned and chopped', 5, 'puree porridge pot'),
  fruit('apricot', 'Apricot', 'apricots', '3 ripe apricots, stoned and chopped', 5, 'puree porridge pot'),
  fruit('papaya', 'Papaya', 'papaya', '1/2 ripe papaya, peeled, seeded and chopped', 0, 'puree pot'),
  fruit('melon', 'Melon', 'melon', '1 thick slice of ripe melon, peeled, seeded and chopped', 0, 'puree pot'),
  fruit('blueberries', 'Blueberry', 'blueberries', '60 g blueberries, squashed', 0, 'porridge pot muffins'),
  fruit('raspberries', 'Raspberry', 'raspberries', '60 g raspberries, mashed', 0, 'porridge pot'),
  fruit('strawberries', 'Strawberry', 'strawberries', '4 strawberries, hulled and mashed', 0, 'porridge pot'),
  fruit('blackberries', 'Blackberry', 'blackberries', '60 g blackberries, mashed', 0, 'porridge pot'),
  fruit('kiwi', 'Kiwi', 'kiwi', '1 ripe kiwi, peeled and chopped', 0, 'pot'),
  fruit('prunes', 'Prune', 'prunes', '3 soft prunes, stoned and finely chopped', 0, 'porridge'),
  fruit('dates', 'Date', 'dates', '2 soft dates, stoned and finely chopped', 0, 'porridge'),
  fruit('grapes', 'Grape', 'grapes', '8 grapes, seeds removed, quartered lengthways', 0, 'pot'),
  fruit('cherries', 'Cherry', 'cherries', '8 cherries, stoned and quartered', 0, 'pot'),
  fruit(
    'clementine',
    'Clementine',
    'clementine',
    '1 clementine, peeled, pith and pips removed, chopped',
    0,
    'pot',
  ),
];

const protein = (
  slug: string,
  title: string,
  noun: string,
  line: string,
  kind: ProteinKind,
  dishes: string,
) => ({
  slug,
  title,
  noun,
  line,
  kind,
  dishes: d(dishes),
});

const PROTEINS: readonly Protein[] = [
  protein(
    'lentils',
    'Lentil',
    'lentils',
    '1/2 cup (100 g) red lentils, rinsed',
    'lentil',
    'mash stew patties',
  ),
  protein(
    'salmon',
    'Salmon',
    'salmon',
    '1 skinless salmon fillet (about 120 g)',
    'fish',
    'mash pasta patties traybake',
  ),
  protein(
    'chicken',
    'Chicken',
    'chicken',
    '2 skinless chicken thigh fillets (about 200 g), diced',
    'poultry',
    'mash stew risotto wraps traybake',
  ),
  protein(
    'chickpeas',
    'Chickpea',
    'chickpeas',
    '1 tin (400 g) chickpeas in water, drained and rinsed',
    'tin',
    'mash fritters stew wraps patties traybake',
  ),
  protein(
    'hard-cheese',
    'Cheese',
    'cheese',
    '40 g mild Cheddar, finely grated',
    'cheese',
    'fritters muffins pasta risotto wraps',
  ),
  protein('cod', 'Cod', 'cod', '1 skinless cod fillet (about 120 g)', 'fish', 'mash pasta patties stew'),
  protein(
    'butter-beans',
    'Butter Bean',
    'butter beans',
    '1 tin (400 g) butter beans in water, drained and rinsed',
    'tin',
    'mash stew patties',
  ),
  protein(
    'white-fish',
    'Fish',
    'fish',
    '1 skinless white fish fillet, such as haddock or pollock (about 120 g)',
    'fish',
    'mash patties stew',
  ),
  protein(
    'tofu',
    'Tofu',
    'tofu',
    '200 g firm tofu, patted dry and cut into small cubes',
    'tofu',
    'stew traybake',
  ),
  protein('beef', 'Beef', 'beef mince', '250 g lean beef mince', 'mince', 'mash pasta stew patties'),
  protein('mince', 'Beef', 'beef mince', '250 g lean beef mince', 'mince', 'mash pasta stew patties'),
  protein('turkey', 'Turkey', 'turkey mince', '250 g turkey mince', 'mince', 'pasta patties stew'),
  protein('lamb', 'Lamb', 'lamb mince', '250 g lean lamb mince', 'mince', 'stew patties'),
  protein('pork', 'Pork', 'pork mince', '250 g lean pork mince', 'mince', 'stew patties'),
  protein(
    'tuna',
    'Tuna',
    'tuna',
    '1 tin (145 g) tuna in spring water, drained',
    'fish',
    'pasta patties wraps',
  ),
  protein(
    'black-beans',
    'Black Bean',
    'black beans',
    '1 tin (400 g) black beans in water, drained and rinsed',
    'tin',
    'stew wraps patties',
  ),
  protein(
    'kidney-beans',
    'Kidney Bean',
    'kidney beans',
    '1 tin (400 g) kidney beans in water, drained and rinsed',
    'tin',
    'stew wraps',
  ),
  protein(
    'mozzarella',
    'Mozzarella',
    'mozzarella',
    '60 g mozzarella, torn into small pieces',
    'cheese',
    'pasta wraps',
  ),
  protein('ricotta', 'Ricotta', 'ricotta', '100 g ricotta', 'cheese', 'pasta'),
  protein(
    'cream-cheese',
    'Cream Cheese',
    'cream cheese',
    '2 tbsp full-fat cream cheese',
    'cheese',
    'pasta wraps',
  ),
  protein('paneer', 'Paneer', 'paneer', '100 g paneer, cut into small cubes', 'cheese', 'stew traybake'),
  protein('hummus', 'Hummus', 'hummus', '4 tbsp hummus', 'spread', 'wraps'),
  protein('prawns', 'Prawn', 'prawns', '150 g cooked peeled prawns, chopped', 'fish', 'risotto pasta'),
];

/** Foods a dish always has: a liked one of these picks the dish ("eggs" gives omelette strips). */
const DISH_FIXED: Partial<Record<DishId, readonly string[]>> = {
  porridge: ['porridge-oats', 'cows-milk'],
  pot: ['yoghurt'],
  omelette: ['egg'],
  muffins: ['egg'],
  dhal: ['lentils', 'rice'],
  risotto: ['rice'],
  pasta: ['pasta'],
  stew: ['couscous', 'quinoa'],
  wraps: ['bread'],
  patties: ['egg'],
};

/** Nuts and seeds go in as the guide says: ground, or smooth butter thinned (never whole). */
interface NutForm {
  slug: string;
  title: string;
  line: string;
}

const NUT_FORMS: readonly NutForm[] = [
  {
    slug: 'peanuts',
    title: 'Peanut Butter',
    line: '2 tsp smooth peanut butter, thinned with a little warm water',
  },
  { slug: 'almonds', title: 'Almond', line: '1 tbsp finely ground almonds' },
  { slug: 'cashews', title: 'Cashew', line: '2 tsp smooth cashew butter, thinned with a little warm water' },
  { slug: 'hazelnuts', title: 'Hazelnut', line: '1 tbsp finely ground hazelnuts' },
  { slug: 'walnuts', title: 'Walnut', line: '1 tbsp finely ground walnuts' },
  { slug: 'pecans', title: 'Pecan', line: '1 tbsp finely ground pecans' },
  { slug: 'pistachios', title: 'Pistachio', line: '1 tbsp finely ground pistachios' },
  { slug: 'brazil-nuts', title: 'Brazil Nut', line: '1 tbsp finely ground Brazil nuts' },
  { slug: 'macadamia-nuts', title: 'Macadamia', line: '1 tbsp finely ground macadamia nuts' },
  { slug: 'pine-nuts', title: 'Pine Nut', line: '1 tbsp finely ground pine nuts' },
  { slug: 'tahini', title: 'Tahini', line: '2 tsp tahini, thinned with a little warm water' },
  {
    slug: 'sunflower-seeds',
    title: 'Sunflower Seed',
    line: '2 tsp smooth sunflower seed butter, thinned with a little warm water',
  },
  { slug: 'chia-seeds', title: 'Chia', line: '1 tsp chia seeds, soaked in 2 tbsp water for 10 minutes' },
  { slug: 'flaxseed', title: 'Flaxseed', line: '1 tbsp ground flaxseed' },
  { slug: 'pumpkin-seeds', title: 'Pumpkin Seed', line: '1 tbsp finely ground pumpkin seeds' },
  { slug: 'sesame-seeds', title: 'Sesame', line: '1 tsp ground sesame seeds' },
];

/** The vegetables and fruits filled in when the parent names none, in order of preference. */
const DEFAULT_PRODUCE: Record<AgeGroup, readonly string[]> = {
  '0-6 months': [
    'sweet-potato',
    'carrot',
    'butternut-squash',
    'pear',
    'broccoli',
    'apple',
    'banana',
    'parsnip',
    'peas',
    'avocado',
  ],
  '6-12 months': [
    'sweet-potato',
    'banana',
    'broccoli',
    'carrot',
    'butternut-squash',
    'pear',
    'peas',
    'courgette',
    'spinach',
    'blueberries',
    'apple',
    'cauliflower',
  ],
  '1-2 years': [
    'courgette',
    'broccoli',
    'banana',
    'sweet-potato',
    'spinach',
    'carrot',
    'butternut-squash',
    'peas',
    'sweetcorn',
    'blueberries',
    'mushrooms',
    'cauliflower',
    'sweet-pepper',
    'tomato',
  ],
  '2-3 years': [
    'sweet-pepper',
    'broccoli',
    'sweetcorn',
    'butternut-squash',
    'carrot',
    'courgette',
    'spinach',
    'sweet-potato',
    'peas',
    'mushrooms',
    'tomato',
    'cucumber',
    'cauliflower',
    'banana',
    'blueberries',
    'apple',
    'raspberries',
  ],
  '3-5 years': [
    'sweetcorn',
    'sweet-pepper',
    'spinach',
    'butternut-squash',
    'courgette',
    'broccoli',
    'carrot',
    'sweet-potato',
    'peas',
    'mushrooms',
    'tomato',
    'cucumber',
    'cauliflower',
    'banana',
    'blueberries',
    'apple',
    'raspberries',
  ],
};

const DEFAULT_PROTEINS: readonly string[] = [
  'salmon',
  'lentils',
  'chicken',
  'chickpeas',
  'hard-cheese',
  'cod',
  'butter-beans',
  'tofu',
  'turkey',
  'beef',
  'black-beans',
  'tuna',
  'white-fish',
];

/** The dishes for each age, in the order they are offered. */
const DISHES_BY_AGE: Record<AgeGroup, readonly DishId[]> = {
  '0-6 months': ['puree'],
  '6-12 months': ['mash', 'porridge', 'fritters', 'omelette', 'dhal', 'muffins', 'pasta', 'pot'],
  '1-2 years': [
    'porridge',
    'pasta',
    'fritters',
    'dhal',
    'stew',
    'muffins',
    'patties',
    'risotto',
    'omelette',
    'pot',
  ],
  '2-3 years': [
    'pasta',
    'risotto',
    'wraps',
    'dhal',
    'stew',
    'patties',
    'traybake',
    'fritters',
    'muffins',
    'porridge',
    'pot',
  ],
  '3-5 years': [
    'traybake',
    'pasta',
    'wraps',
    'risotto',
    'stew',
    'dhal',
    'patties',
    'muffins',
    'fritters',
    'porridge',
    'pot',
  ],
};

// ---------------------------------------------------------------------------------------------
// Building a dish
// ---------------------------------------------------------------------------------------------

interface Context {
  age: AgeGroup;
  months: number;
  restrictions: readonly DietaryRestriction[];
  disliked: readonly string[];
  /** The parent likes cow's milk: the porridge is made with it. */
  milkLiked: boolean;
}

interface Parts {
  produce: Produce;
  protein?: Protein | undefined;
  second?: Produce | undefined;
  nut?: NutForm | undefined;
  base?: string | undefined;
}

interface Draft {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  mealType: string;
  prepTime: number;
  cookTime: number;
  /** Guide foods in the dish, for the serving step. */
  foods: string[];
}

/** True when an ingredient line breaks none of the dietary restrictions and names no disliked food. */
// The safety rules read text word by word against long tables, a few milliseconds a line; the
// composer tries many lines and steps, always the same ones, so each verdict is kept.
const LINE_VERDICTS = new Map<string, readonly SafetyViolation[]>();
const TEXT_VERDICTS = new Map<string, boolean>();
const CACHE_LIMIT = 20_000;

function remember<V>(cache: Map<string, V>, key: string, compute: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** Every rule an ingredient line breaks at this age, dietary rules for every restriction included. */
function lineViolations(line: string, age: AgeGroup): readonly SafetyViolation[] {
  return remember(LINE_VERDICTS, `${age}\u0000${line}`, () =>
    checkIngredientSafety(line, age, DIETARY_RESTRICTIONS),
  );
}

/** True when an ingredient line breaks no age rule and none of the restrictions asked for. */
function lineSafe(line: string, ctx: Context): boolean {
  return lineViolations(line, ctx.age).every((v) => {
    if (!v.rule.startsWith('dietary-')) return false;
    return !ctx.restrictions.some((r) => v.rule === `dietary-${r}`);
  });
}

/** True when a title or a step sentence breaks none of the rules read in titles and steps. */
function textSafe(text: string, kind: 'title' | 'step', age: AgeGroup): boolean {
  return remember(TEXT_VERDICTS, `${age}\u0000${kind}\u0000${text}`, () =>
    kind === 'title'
      ? checkRecipeSafety({ ageGroup: age, ingredients: [], title: text }).length === 0
      : checkRecipeSafety({ ageGroup: age, ingredients: [], instructions: [text] }).length === 0,
  );
}

/** True when an ingredient line is safe at this age, meets the restrictions and names no disliked food. */
function lineFits(line: string, ctx: Context): boolean {
  return lineSafe(line, ctx) && !ctx.disliked.some((food) => mentionsFood(line, food));
}

/** The first line of the options that fits; undefined when none does. */
function pick(ctx: Context, ...options: string[]): string | undefined {
  return options.find((line) => lineFits(line, ctx));
}

const isBaby = (ctx: Context) => ctx.months < 12;

/** The milk to cook with at this age and diet ("fine in cooking from 6 months", the guide). */
function cookingMilk(ctx: Context, ml: number): string | undefined {
  return pick(
    ctx,
    `${ml} ml whole cow's milk`,
    isBaby(ctx) ? `${ml} ml breast milk or formula` : `${ml} ml unsweetened fortified soya milk`,
    ...(isBaby(ctx) ? [`${ml} ml breast milk or water`] : []),
    `${ml} ml water`,
  );
}

function cookingFat(ctx: Context): string {
  return pick(ctx, '1 tbsp olive oil') ?? '1 tbsp rapeseed oil';
}

function steamStep(p: Produce): string {
  return p.steam > 0
    ? `Steam or simmer the ${p.noun} for about ${p.steam} minutes, until very soft.`
    : `No cooking needed for the ${p.noun} if it is ripe and soft.`;
}

function proteinCookStep(p: Protein): string {
  switch (p.kind) {
    case 'fish':
      return p.slug === 'tuna' || p.slug === 'prawns'
        ? `Flake or chop the ${p.noun} finely.`
        : `Poach the ${p.noun} in a little water for 8-10 minutes, until it flakes easily, then flake it and check carefully for bones.`;
    case 'poultry':
      return `Simmer the ${p.noun} in a little water for 15 minutes, until cooked through with no pink in the middle, then shred it finely.`;
    case 'mince':
      return `Cook the ${p.noun} in a pan over a medium heat for 8-10 minutes, breaking it up, until browned and cooked through.`;
    case 'lentil':
      return `Simmer the ${p.noun} in 300 ml water for 15-20 minutes, until very soft.`;
    case 'tin':
      return `Mash the ${p.noun} lightly with a fork so none stay whole.`;
    case 'tofu':
      return `Fry the ${p.noun} in a little oil for 5 minutes, turning, until golden.`;
    case 'cheese':
    case 'spread':
      return '';
  }
}

const steps = (...list: (string | undefined | false)[]): string[] =>
  list.filter((s): s is string => typeof s === 'string' && s.length > 0);

type Builder = (parts: Parts, ctx: Context, stage: FoodStageId) => Draft | undefined;

/** Title order: "Salmon and Sweet Potato" but "Broccoli and Cheese". */
function pairTitle(p: Produce, q: Protein | undefined): string {
  if (!q) return p.title;
  return q.kind === 'cheese' ? `${p.title} and ${q.title}` : `${q.title} and ${p.title}`;
}

const BUILDERS: Record<DishId, Builder> = {
  puree: ({ produce: p }, ctx) => {
    const liquid = pick(
      ctx,
      '2-4 tbsp breast milk, formula or cooled boiled water',
      '2-4 tbsp cooled boiled water',
    );
    if (!liquid) return undefined;
    const raw = p.steam === 0;
    return {
      title: raw ? `Mashed ${p.title}` : `Smooth ${p.title} Purée`,
      description:
        `A first taste of ${p.noun} for when your baby is ready for solids, at around 6 months: babies ` +
        'are not ready for food before then, and until they are, breast milk or formula is all they need ' +
        '(NHS). One vegetable or fruit at a time, smooth, with no salt, sugar or honey. It freezes well in ice cube trays.',
      ingredients: [p.line, liquid],
      instructions: steps(
        raw ? `Choose a ripe, soft ${p.noun}.` : steamStep(p),
        `${raw ? 'Mash' : 'Blend'} the ${p.noun} with 2 tablespoons of the liquid, adding more a little at a time until completely smooth.`,
        'Cool to lukewarm and check the temperature on the inside of your wrist.',
        'Offer a few teaspoons when your baby is alert and sitting upright, and let them decide how much; freeze the rest for up to 3 months.',
      ),
      mealType: 'lunch',
      prepTime: 5,
      cookTime: raw ? 0 : p.steam,
      foods: [p.slug],
    };
  },

  mash: ({ produce: p, protein: q }, ctx) => {
    if (!q) return undefined;
    const fat = pick(ctx, '1 tsp unsalted butter', '1 tsp olive oil');
    const milk = pick(ctx, '2-4 tbsp breast milk or formula', '2-4 tbsp of the cooking water');
    if (!fat || !milk) return undefined;
    return {
      title: `${q.title} and ${p.title} Mash`,
      description:
        `Soft ${q.noun} mashed into ${p.noun}: a protein-rich early meal from around 6 months, as smooth ` +
        'or as lumpy as your baby manages. No salt, sugar or honey.',
      ingredients: [p.line, q.line, fat, milk],
      instructions: steps(
        steamStep(p),
        proteinCookStep(q),
        `Mash the ${p.noun} and ${q.noun} together with the ${fat.includes('butter') ? 'butter' : 'oil'}, loosening with the milk or water.`,
        SERVE_BY_STAGE['6m'],
        'Cool to lukewarm and check the temperature before serving; freeze extra portions for up to 3 months.',
      ),
      mealType: 'lunch',
      prepTime: 10,
      cookTime: 20,
      foods: [p.slug, q.slug],
    };
  },

  porridge: ({ produce: p, nut }, ctx, stage) => {
    const oats = pick(ctx, '1/2 cup (40 g) rolled oats', '1/2 cup (40 g) gluten-free rolled oats');
    const milk =
      ctx.milkLiked || !isBaby(ctx)
        ? cookingMilk(ctx, 200)
        : pick(
            ctx,
            '200 ml breast milk or formula',
            "200 ml whole cow's milk",
            '200 ml breast milk or water',
            '200 ml water',
          );
    if (!oats || !milk) return undefined;
    const cows = milk.includes("cow's");
    const title = nut ? `${p.title} and ${nut.title} Porridge` : `${p.title} Oat Porridge`;
    return {
      title,
      description:
        `Creamy oat porridge sweetened only by ${p.noun}${nut ? `, with ${nut.title.toLowerCase()} stirred through` : ''}: no added sugar needed. ` +
        (stage !== '6m'
          ? 'A warm breakfast the whole family can share.'
          : cows
            ? "Cow's milk is fine cooked into porridge from 6 months; thin it with a little more liquid for a new eater."
            : 'Thin it with a little more liquid for a new eater.'),
      ingredients: [oats, milk, p.line, ...(nut ? [nut.line] : [])],
      instructions: steps(
        'Simmer the oats in the milk for 4-5 minutes, stirring, until thick and creamy.',
        `Stir in the ${p.noun} and cook for 2 more minutes, until soft.`,
        nut && `Stir in the ${nut.title.toLowerCase()} until smooth and evenly mixed.`,
        stage === '6m' ? 'Blend or mash until smooth enough for your baby.' : undefined,
        'Leave to cool to lukewarm and check the temperature before serving.',
      ),
      mealType: 'breakfast',
      prepTime: 5,
      cookTime: 7,
      foods: [p.slug, ...(nut ? [nut.slug] : [])],
    };
  },

  pot: ({ produce: p, nut }, ctx) => {
    const yoghurt = pick(
      ctx,
      '6 tbsp plain full-fat yoghurt (unsweetened)',
      '6 tbsp plain unsweetened coconut yoghurt',
    );
    if (!yoghurt) return undefined;
    return {
      title: nut ? `${p.title}, ${nut.title} and Yoghurt Pot` : `${p.title} and Yoghurt Pot`,
      description: `Plain yoghurt swirled with ${p.noun}: a no-cook breakfast or pudding with no added sugar (flavoured yoghurts often have plenty).`,
      ingredients: [yoghurt, p.line, ...(nut ? [nut.line] : [])],
      instructions: steps(
        p.steam > 0 && steamStep(p),
        `Mash or stir the ${p.noun} into the yoghurt${nut ? ` with the ${nut.title.toLowerCase()}` : ''}.`,
        'Serve straight away with a spoon your child can hold, or keep it covered in the fridge for up to a day.',
      ),
      mealType: 'breakfast',
      prepTime: 5,
      cookTime: p.steam,
      foods: [p.slug, ...(nut ? [nut.slug] : [])],
    };
  },

  fritters: ({ produce: p, protein: q }, ctx, stage) => {
    const flour = pick(ctx, '4 tbsp self-raising flour', '4 tbsp chickpea flour');
    const binder = pick(ctx, '1 large egg, beaten', '4 tbsp water');
    if (!flour || !binder) return undefined;
    const vegLine = p.fine ?? p.line;
    const baby = stage === '9m';
    return {
      title: `${pairTitle(p, q)} Fritters`,
      description:
        `Soft little fritters made with ${p.noun}${q ? ` and ${q.noun}` : ''}: easy to hold and good for lunchboxes.` +
        (baby ? ' Finger food for from about 9 months, when your baby is picking food up.' : ''),
      ingredients: [vegLine, ...(q ? [q.line] : []), flour, binder, cookingFat(ctx)],
      instructions: steps(
        p.steam > 0 &&
          !vegLine.includes('cooked') &&
          `Steam the ${p.noun} for 3-4 minutes to soften, then leave to cool.`,
        q && proteinCookStep(q),
        `Mix the ${p.noun}${q ? ` and ${q.noun}` : ''} with the flour and the ${binder.includes('egg') ? 'egg' : 'water'} into a thick batter.`,
        'Heat the oil in a non-stick pan over a medium heat.',
        `Drop in tablespoons of batter and cook for 3-4 minutes a side, until golden and cooked all the way through${binder.includes('egg') ? ' with no runny egg' : ''}.`,
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'lunch',
      prepTime: 10,
      cookTime: 15,
      foods: [p.slug, ...(q ? [q.slug] : [])],
    };
  },

  muffins: ({ produce: p, protein: q }, ctx, stage) => {
    const flour = pick(ctx, '100 g self-raising flour', '100 g gluten-free self-raising flour');
    const egg = pick(ctx, '2 large eggs', '2 tbsp ground flaxseed mixed with 6 tbsp water');
    const milk = cookingMilk(ctx, 80);
    if (!flour || !egg || !milk) return undefined;
    const cheese = p.fruit ? undefined : q?.kind === 'cheese' ? q : undefined;
    const title = p.fruit
      ? `${p.title} Oat Mini Muffins`
      : cheese
        ? `${p.title} and ${cheese.title} Mini Muffins`
        : `Savoury ${p.title} Mini Muffins`;
    const oats = p.fruit ? pick(ctx, '4 tbsp rolled oats', '4 tbsp gluten-free rolled oats') : undefined;
    if (p.fruit && !oats) return undefined;
    return {
      title,
      description:
        `Soft mini muffins with ${p.noun}${cheese ? ` and ${cheese.noun}` : ''}${p.fruit ? ', sweetened only by the fruit' : ''}: ` +
        `they freeze well and are easy to hold${stage === '9m' ? ', finger food from about 9 months' : ''}.`,
      ingredients: [
        flour,
        ...(oats ? [oats] : []),
        egg,
        milk,
        p.fine ?? p.line,
        ...(cheese ? [cheese.line] : []),
        '2 tbsp olive oil',
      ],
      instructions: steps(
        'Heat the oven to 180°C (160°C fan) and oil a 12-hole mini muffin tin.',
        !p.fruit &&
          p.steam > 0 &&
          !(p.fine ?? p.line).includes('cooked') &&
          `Steam the ${p.noun} for 3-4 minutes to soften.`,
        `Mix the flour${oats ? ' and oats' : ''} in a bowl; whisk the ${egg.includes('egg') ? 'eggs' : 'flaxseed mixture'}, milk and oil together, then stir everything together with the ${p.noun}${cheese ? ` and ${cheese.noun}` : ''}.`,
        'Spoon into the tin and bake for 15-18 minutes, until risen and a skewer comes out clean.',
        'Cool on a rack before serving; freeze the rest for up to 3 months.',
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'snack',
      prepTime: 10,
      cookTime: 18,
      foods: [p.slug, ...(cheese ? [cheese.slug] : []), 'egg'],
    };
  },

  omelette: ({ produce: p, protein: q }, ctx, stage) => {
    const eggs = pick(ctx, '2 large eggs');
    if (!eggs) return undefined;
    const cheese = q?.kind === 'cheese' ? q : undefined;
    return {
      title: cheese ? `${p.title} and ${cheese.title} Omelette Strips` : `${p.title} Omelette Strips`,
      description:
        `A soft omelette with ${p.noun}${cheese ? ` and ${cheese.noun}` : ''}, cooked right through and cut into strips` +
        (stage === '9m' ? ' a baby can hold: finger food from about 9 months.' : ' little hands can hold.'),
      ingredients: [eggs, p.fine ?? p.line, ...(cheese ? [cheese.line] : []), cookingFat(ctx)],
      instructions: steps(
        p.steam > 0 &&
          !(p.fine ?? p.line).includes('cooked') &&
          `Steam the ${p.noun} for 3-4 minutes to soften.`,
        `Beat the eggs and stir in the ${p.noun}${cheese ? ` and ${cheese.noun}` : ''}.`,
        'Heat the oil in a small non-stick pan, pour in the egg mixture and cook over a low heat for 4-5 minutes.',
        'Flip and cook for 1-2 minutes more, until the egg is set all the way through with no runny parts.',
        SERVE_BY_STAGE[stage === '6m' ? '9m' : stage],
      ),
      mealType: 'breakfast',
      prepTime: 5,
      cookTime: 8,
      foods: [p.slug, 'egg', ...(cheese ? [cheese.slug] : [])],
    };
  },

  pasta: ({ produce: p, protein: q }, ctx, stage) => {
    if (!q) return undefined;
    const pasta = pick(ctx, '150 g small pasta shapes', '150 g gluten-free pasta shapes');
    const topping = q.kind === 'cheese' ? undefined : pick(ctx, '30 g mild Cheddar, grated');
    if (!pasta) return undefined;
    return {
      title: `${pairTitle(p, q)} Pasta Bake`,
      description: `Small pasta in a tomato sauce with ${p.noun} and ${q.noun}, baked until bubbling: a family dinner that freezes well.`,
      ingredients: [
        pasta,
        '1 tin (400 g) chopped tomatoes',
        p.line,
        q.line,
        ...(topping ? [topping] : []),
        cookingFat(ctx),
      ],
      instructions: steps(
        'Heat the oven to 190°C (170°C fan).',
        'Cook the pasta until soft, then drain.',
        proteinCookStep(q),
        `Soften the ${p.noun} in the oil for 5 minutes, add the tomatoes and simmer for 10 minutes.`,
        `Stir in the pasta${q.kind === 'cheese' ? '' : ` and the ${q.noun}`}, tip into a baking dish${q.kind === 'cheese' ? ` and scatter over the ${q.noun}` : topping ? ' and scatter over the cheese' : ''}.`,
        'Bake for 15 minutes, until bubbling, then leave to cool a little.',
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'dinner',
      prepTime: 10,
      cookTime: 30,
      foods: [p.slug, q.slug, 'pasta'],
    };
  },

  risotto: ({ produce: p, protein: q, second }, ctx, stage) => {
    const rice = pick(ctx, '150 g risotto rice');
    const stock = ctx.months < 12 ? '700 ml water' : '700 ml low-salt vegetable stock';
    const other = q ? undefined : second;
    if (!rice || (!q && !other)) return undefined;
    const cheese = q?.kind === 'cheese' ? undefined : pick(ctx, '30 g mild Cheddar, grated');
    return {
      title: q ? `${pairTitle(p, q)} Risotto` : `${p.title} and ${other?.title ?? ''} Risotto`,
      description: `A soft, creamy risotto with ${p.noun} and ${q?.noun ?? other?.noun ?? ''}: easy to eat with a spoon or fingers.`,
      ingredients: [
        rice,
        stock,
        p.line,
        ...(q ? [q.line] : other ? [other.line] : []),
        ...(cheese ? [cheese] : []),
        cookingFat(ctx),
      ],
      instructions: steps(
        q && proteinCookStep(q),
        `Soften the ${p.noun} in the oil for 5 minutes, then stir in the rice.`,
        'Add the stock a ladle at a time, stirring, for about 20 minutes, until the rice is soft and creamy.',
        other && other.steam > 0 && `Steam the ${other.noun} for ${other.steam} minutes, until soft.`,
        `Stir in the ${q ? q.noun : (other?.noun ?? '')}${cheese ? ' and the cheese' : ''} and warm through.`,
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'dinner',
      prepTime: 10,
      cookTime: 25,
      foods: [p.slug, ...(q ? [q.slug] : other ? [other.slug] : []), 'rice'],
    };
  },

  dhal: ({ produce: p }, ctx, stage) => {
    const lentils = pick(ctx, '1 cup (200 g) red lentils, rinsed');
    const rice = pick(ctx, '1/2 cup (100 g) rice, to serve');
    if (!lentils || !rice) return undefined;
    return {
      title: `Lentil and ${p.title} Dhal`,
      description: `A mild, creamy red lentil dhal with ${p.noun} and gentle spices, served with rice: iron-rich and good for the whole family.`,
      ingredients: [
        lentils,
        p.line,
        '1/2 tsp ground cumin',
        '1/2 tsp ground turmeric',
        pick(ctx, '200 ml coconut milk') ?? '200 ml water',
        '400 ml water',
        rice,
        cookingFat(ctx),
      ],
      instructions: steps(
        'Warm the oil and spices in a pan for 1 minute.',
        `Add the lentils, the ${p.noun}, the coconut milk and the water; simmer for 20-25 minutes, stirring now and then, until the lentils are very soft.`,
        'Meanwhile cook the rice until soft.',
        stage === '6m' || stage === '9m'
          ? 'Mash or blend the dhal to a texture your baby can manage and serve with a little rice.'
          : 'Serve over the rice.',
        'Cool to lukewarm and check the temperature before serving.',
      ),
      mealType: 'dinner',
      prepTime: 10,
      cookTime: 25,
      foods: [p.slug, 'lentils', 'rice'],
    };
  },

  stew: ({ produce: p, protein: q, base }, ctx, stage) => {
    if (!q || (q.kind === 'cheese' && q.slug !== 'paneer')) return undefined;
    const side =
      base === 'quinoa'
        ? pick(ctx, '1/2 cup (90 g) quinoa, rinsed, to serve')
        : base === 'couscous'
          ? pick(ctx, '1/2 cup (90 g) couscous, to serve')
          : pick(ctx, '1/2 cup (90 g) couscous, to serve', '1/2 cup (90 g) quinoa, rinsed, to serve');
    if (!side) return undefined;
    const sideName = side.includes('quinoa') ? 'quinoa' : 'couscous';
    return {
      title: `${q.title} and ${p.title} Stew`,
      description: `A gently spiced, slow-simmered stew of ${q.noun} and ${p.noun} in tomato, served with ${sideName}.`,
      ingredients: [
        q.line,
        p.line,
        '1 tin (400 g) chopped tomatoes',
        '1 tsp mild paprika',
        q.kind === 'lentil' ? '500 ml water' : '200 ml water',
        side,
        cookingFat(ctx),
      ],
      instructions: steps(
        q.kind === 'tofu' || q.kind === 'cheese'
          ? `Fry the ${q.noun} in the oil for 5 minutes, turning, until golden.`
          : q.kind === 'poultry' || q.kind === 'mince'
            ? `Brown the ${q.noun} in the oil for 5 minutes.`
            : 'Warm the oil in a large pan over a low heat.',
        `Add the ${p.noun}, paprika, tomatoes and water${q.kind === 'tin' || q.kind === 'lentil' ? ` with the ${q.noun}` : ''}; cover and simmer for 25 minutes, stirring now and then, until everything is tender${q.kind === 'fish' ? '' : ' and cooked through'}.`,
        q.kind === 'fish' &&
          `Lay the ${q.noun} on top, cover and cook for 8-10 minutes more, until it flakes easily; break it into pieces and check carefully for bones.`,
        sideName === 'quinoa'
          ? 'Simmer the quinoa in water for 15 minutes, until soft.'
          : 'Pour boiling water over the couscous, cover for 5 minutes, then fluff with a fork.',
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'dinner',
      prepTime: 10,
      cookTime: 35,
      foods: [p.slug, q.slug, sideName],
    };
  },

  wraps: ({ produce: p, protein: q }, ctx, stage) => {
    if (!q) return undefined;
    const wrap = pick(ctx, '4 small wholemeal tortilla wraps', '4 small corn tortillas');
    if (!wrap) return undefined;
    const spread =
      q.kind === 'spread' || q.kind === 'cheese'
        ? undefined
        : pick(ctx, '2 tbsp full-fat cream cheese', '1/2 ripe avocado, mashed');
    return {
      title: `${pairTitle(p, q)} Wraps`,
      description: `Soft wraps filled with ${q.noun} and ${p.noun}, rolled up and cut small for little hands.`,
      ingredients: [wrap, q.line, p.line, ...(spread ? [spread] : [])],
      instructions: steps(
        proteinCookStep(q),
        p.steam > 0 && `Steam the ${p.noun} for ${p.steam} minutes, until soft.`,
        p.slug === 'sweet-pepper' &&
          'Soften the pepper strips in a pan with a splash of water for 5 minutes.',
        `Spread each wrap${spread ? ' thinly' : ''} and fill with the ${q.noun} and ${p.noun}.`,
        'Roll up tightly, warm in a dry pan for 1 minute a side and slice into rounds or strips.',
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'lunch',
      prepTime: 10,
      cookTime: 10,
      foods: [p.slug, q.slug, 'bread'],
    };
  },

  patties: ({ produce: p, protein: q }, ctx, stage) => {
    if (!q) return undefined;
    const crumb = pick(ctx, '3 tbsp rolled oats', '3 tbsp gluten-free rolled oats');
    const egg = pick(ctx, '1 large egg, beaten');
    if (!crumb) return undefined;
    const fish = q.kind === 'fish';
    return {
      title: fish ? `${pairTitle(p, q)} Fishcakes` : `${pairTitle(p, q)} Patties`,
      description: `Soft ${fish ? 'fishcakes' : 'patties'} of ${q.noun} and ${p.noun}, easy to hold and good cold in a lunchbox.`,
      ingredients: [q.line, p.line, crumb, ...(egg ? [egg] : []), cookingFat(ctx)],
      instructions: steps(
        steamStep(p),
        proteinCookStep(q),
        `Mash the ${p.noun} with the ${q.noun}, then mix in the oats${egg ? ' and egg' : ''}.`,
        'Shape into 8 small patties and chill for 15 minutes if you have time.',
        `Cook in the oil over a medium heat for 4 minutes a side, until golden and hot all the way through${egg ? ' with no runny egg' : ''}.`,
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'dinner',
      prepTime: 15,
      cookTime: 25,
      foods: [p.slug, q.slug],
    };
  },

  traybake: ({ produce: p, protein: q, second }, ctx, stage) => {
    if (!q || !second) return undefined;
    return {
      title: `${q.title}, ${p.title} and ${second.title} Traybake`,
      description: `${q.title}, ${p.noun} and ${second.noun} roasted together on one tray until soft and golden: one pan, little washing up.`,
      ingredients: [q.line, p.line, second.line, cookingFat(ctx), '1 tsp dried mixed herbs'],
      instructions: steps(
        'Heat the oven to 200°C (180°C fan).',
        q.kind === 'fish'
          ? `Toss the ${p.noun} and ${second.noun} with the oil and herbs on a large tray and roast for 20 minutes.`
          : `Toss the ${q.noun}, ${p.noun} and ${second.noun} with the oil and herbs on a large tray.`,
        q.kind === 'fish'
          ? `Add the ${q.noun} and roast for 12-15 minutes more, until the vegetables are soft and the fish flakes easily; check carefully for bones.`
          : `Roast for 30-35 minutes, turning halfway, until the vegetables are soft and the ${q.noun} is cooked through.`,
        SERVE_BY_STAGE[stage],
      ),
      mealType: 'dinner',
      prepTime: 10,
      cookTime: 35,
      foods: [q.slug, p.slug, second.slug],
    };
  },
};

/** Which slots a dish has: a protein (required or optional), a second vegetable, a nut. */
const SLOTS: Record<
  DishId,
  { protein: 'none' | 'optional' | 'required'; second: boolean; nut: boolean; fruit: 'only' | 'no' | 'any' }
> = {
  puree: { protein: 'none', second: false, nut: false, fruit: 'any' },
  mash: { protein: 'required', second: false, nut: false, fruit: 'no' },
  porridge: { protein: 'none', second: false, nut: true, fruit: 'only' },
  pot: { protein: 'none', second: false, nut: true, fruit: 'only' },
  fritters: { protein: 'optional', second: false, nut: false, fruit: 'no' },
  muffins: { protein: 'optional', second: false, nut: false, fruit: 'any' },
  omelette: { protein: 'optional', second: false, nut: false, fruit: 'no' },
  pasta: { protein: 'required', second: false, nut: false, fruit: 'no' },
  risotto: { protein: 'optional', second: true, nut: false, fruit: 'no' },
  dhal: { protein: 'none', second: false, nut: false, fruit: 'no' },
  stew: { protein: 'required', second: false, nut: false, fruit: 'no' },
  wraps: { protein: 'required', second: false, nut: false, fruit: 'any' },
  patties: { protein: 'required', second: false, nut: false, fruit: 'no' },
  traybake: { protein: 'required', second: true, nut: false, fruit: 'no' },
};

/** The stage a dish is served at: finger food for the 6-12 months group is for from 9 months. */
function dishStage(dish: DishId, age: AgeGroup): FoodStageId {
  const finger: readonly DishId[] = ['fritters', 'muffins', 'omelette', 'pasta'];
  if (age === '6-12 months' && finger.includes(dish)) return '9m';
  return STAGE_OF_GROUP[age];
}

// ---------------------------------------------------------------------------------------------
// Reading the parent's food lists
// ---------------------------------------------------------------------------------------------

/** Every name of every guide food, with the word sequences (synonyms included) that name it. */
const GUIDE_NAMES: readonly { food: Food; phrases: readonly (readonly string[])[]; length: number }[] =
  FOODS.flatMap((food) =>
    [food.name, food.usName, ...(food.otherNames ?? [])]
      .filter((n): n is string => Boolean(n))
      .map((name) => ({
        food,
        phrases: synonymsOf(name).map((p) => p.split(' ').filter(Boolean)),
        length: singularWords(name).length,
      })),
  );

function hasPhrase(ws: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= ws.length; start += 1) {
    if (phrase.every((word, offset) => ws[start + offset] === word)) return true;
  }
  return false;
}

/** Short words parents use for a guide food that is not one of its names. */
const ALIASES: Record<string, string> = {
  milk: 'cows-milk',
  'cow milk': 'cows-milk',
  juice: 'fruit-juice',
  fish: 'white-fish',
  oat: 'porridge-oats',
  bean: 'butter-beans',
  squash: 'butternut-squash',
  'nut butter': 'peanuts',
  yogurt: 'yoghurt',
  pepper: 'sweet-pepper',
};

/** The guide food a liked or disliked phrase names: the longest of its names the phrase contains. */
export function guideFoodFor(text: string): Food | undefined {
  const key = singularWords(text).join(' ');
  const alias = ALIASES[key];
  if (alias) return FOODS.find((f) => f.slug === alias);
  const ws = singularWords(text);
  let best: { food: Food; length: number } | undefined;
  for (const entry of GUIDE_NAMES) {
    if (entry.length > (best?.length ?? 0) && entry.phrases.some((p) => hasPhrase(ws, p))) best = entry;
  }
  return best?.food;
}

/** Treats and ready-made foods that are not in the guide: named with the reason, never cooked. */
const TREATS: readonly { words: readonly string[]; salty: boolean }[] = [
  {
    words: [
      'cookie',
      'biscuit',
      'cake',
      'cupcake',
      'doughnut',
      'donut',
      'brownie',
      'pastry',
      'pudding',
      'dessert',
    ],
    salty: false,
  },
  { words: ['ice cream', 'lolly', 'popsicle', 'sorbet', 'custard'], salty: false },
  { words: ['cereal bar', 'fruit pouch', 'pouch', 'fruit snack', 'fruit leather'], salty: false },
  {
    words: ['crisp', 'chip', 'fry', 'nugget', 'pizza', 'burger', 'hot dog', 'takeaway', 'fast food'],
    salty: true,
  },
  { words: ['soda', 'cola', 'fizzy', 'lemonade', 'energy drink', 'milkshake'], salty: false },
];

/** Why a treat is not cooked, for the child's age (NHS on salt; AHA and NHS on added sugar). */
function treatReason(salty: boolean, months: number): string {
  if (salty) {
    return months < 12
      ? 'These are salty, and babies under 12 months should have no added salt (NHS).'
      : 'These are salty and processed: an occasional food, not an everyday one (NHS).';
  }
  return months < 24
    ? 'These are high in added sugar, and children under 2 should have no added sugar (AHA, NHS).'
    : 'These are high in added sugar: an occasional treat, not an everyday food (AHA, NHS).';
}

const SOURCE_NAMES = (food: Food) => [...new Set(food.rules.map((r) => r.source))].join(', ');

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const lastSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A liked food named with why it is not cooked (head), and the guide's words on it (detail). */
interface Note {
  head: string;
  detail?: string;
}

type Liked =
  | { kind: 'produce'; item: Produce; text: string }
  | { kind: 'protein'; item: Protein; text: string }
  | { kind: 'nut'; item: NutForm; text: string }
  | { kind: 'dish'; dishes: readonly DishId[]; text: string };

interface Reading {
  liked: Liked[];
  /** The liked foods not cooked as asked, each with the reason. */
  notes: Note[];
  milkLiked: boolean;
}

function restrictionClash(line: string, ctx: Context): DietaryRestriction | undefined {
  const broken = lineViolations(line, ctx.age).map((v) => v.rule);
  return ctx.restrictions.find((r) => broken.includes(`dietary-${r}`));
}

function readLiked(request: RecipeRequest, ctx: Context): Reading {
  const liked: Liked[] = [];
  const notes: Note[] = [];
  const note = (head: string, detail?: string) => notes.push(detail ? { head, detail } : { head });
  let milkLiked = false;
  const stage = STAGE_OF_GROUP[ctx.age];
  const when = ctx.age === '0-6 months' ? 'at around 6 months' : `for a child aged ${ctx.age}`;
  const seen = new Set<string>();

  for (const text of request.preferredFoods) {
    if (ctx.disliked.some((d) => mentionsFood(text, d) || mentionsFood(d, text))) continue;
    const said = capital(text);

    const treat = TREATS.find((t) =>
      t.words.some((w) => mentionsFood(text, w) || mentionsFood(text, `${w}s`)),
    );
    const food = treat ? undefined : guideFoodFor(text);
    if (treat) {
      note(`${said}: not cooked into these ideas.`, treatReason(treat.salty, ctx.months));
      continue;
    }
    if (!food) {
      const rule = checkIngredientSafety(text, ctx.age).find((v) => !v.rule.startsWith('dietary-'));
      if (rule) note(`${said}: not cooked into these ideas.`, rule.message);
      else note(`${said}: not in SproutPlate's foods guide yet, so these ideas do not use it.`);
      continue;
    }
    if (seen.has(food.slug)) continue;
    seen.add(food.slug);
    const sources = SOURCE_NAMES(food);

    if (food.fromMonths > ctx.months) {
      note(
        `${said}: not yet ${when}, so it is not cooked into these ideas.`,
        `${lastSentence(food.notYet ?? food.summary)} (${sources})`,
      );
      continue;
    }
    const serving = food.stages[stage];
    if (food.slug === 'cows-milk' || food.category === 'drinks') {
      if (food.slug === 'cows-milk') {
        if (restrictionClash("whole cow's milk", ctx)) {
          note(`${said}: left out, as you asked for dairy-free recipes.`);
          continue;
        }
        milkLiked = true;
        if (ctx.months < 12) {
          note(
            `${said}: not as a drink before 12 months, but fine cooked into food.`,
            `${lastSentence(serving ?? food.summary)} (${sources})`,
          );
        }
        continue;
      }
      note(
        `${said}: a drink, not something to cook with.`,
        `${lastSentence(serving ?? food.summary)} (${sources})`,
      );
      continue;
    }
    const flag = food.flags.find(
      (f) => f === 'added-sugar' || f === 'high-salt' || f === 'caffeine' || f === 'high-mercury',
    );
    if (flag) {
      const why = {
        'added-sugar': 'it is high in added sugar',
        'high-salt': 'it is salty',
        caffeine: 'it contains caffeine',
        'high-mercury': 'it is high in mercury',
      }[flag];
      note(
        `${said}: ${why}, so these everyday ideas leave it out.`,
        `${lastSentence(food.summary)} (${sources})`,
      );
      continue;
    }
    const nut = NUT_FORMS.find((n) => n.slug === food.slug);
    if (nut) {
      const clash = restrictionClash(nut.line, ctx);
      if (clash) {
        note(`${said}: left out, as you asked for ${clash} recipes.`);
        continue;
      }
      if (food.choking.risk === 'high') {
        note(
          `${said}: never whole or chopped for young children, so the ideas use ${nut.line.replace(/^[\d/]+ (?:tsp|tbsp) /, '')}.`,
          `${lastSentence(food.choking.howToLower)} (${sources})`,
        );
      }
      liked.push({ kind: 'nut', item: nut, text });
      continue;
    }
    const p = PRODUCE.find((x) => x.slug === food.slug);
    const q = PROTEINS.find((x) => x.slug === food.slug);
    const dishes = (Object.keys(DISH_FIXED) as DishId[]).filter((dish) =>
      DISH_FIXED[dish]?.includes(food.slug),
    );
    const line = p?.line ?? q?.line;
    const clash = line
      ? restrictionClash(line, ctx)
      : dishes.length
        ? restrictionClash(food.name, ctx)
        : undefined;
    if (clash) {
      note(`${said}: left out, as you asked for ${clash} recipes.`);
      continue;
    }
    if (ctx.age === '0-6 months' && !p) {
      note(
        `${said}: first tastes keep to one smooth vegetable or fruit at a time; ${food.name.toLowerCase()} can follow ` +
          'once your baby has started solids at around 6 months.',
        `The guide: ${lastSentence(serving ?? food.summary)} (${sources})`,
      );
      continue;
    }
    if (p) liked.push({ kind: 'produce', item: p, text });
    else if (q) liked.push({ kind: 'protein', item: q, text });
    else if (dishes.length) liked.push({ kind: 'dish', dishes, text });
    else if (food.category === 'vegetables' || food.category === 'fruits') {
      // A guide vegetable or fruit without its own kitchen entry: chopped into the forgiving dishes.
      const item: Produce = {
        slug: food.slug,
        noun: food.name.toLowerCase(),
        title: food.name,
        line: `100 g ${food.name.toLowerCase()}, ${food.category === 'fruits' ? 'peeled, stoned and finely chopped' : 'finely chopped'}`,
        steam: food.category === 'fruits' ? 0 : 6,
        fruit: food.category === 'fruits',
        dishes: food.category === 'fruits' ? ['pot', 'porridge'] : ['stew', 'pasta', 'risotto', 'omelette'],
      };
      liked.push({ kind: 'produce', item, text });
    } else {
      note(`${said}: does not fit these dishes; see the foods guide for how to serve it ${when}.`);
    }
  }
  return { liked, notes, milkLiked };
}

// ---------------------------------------------------------------------------------------------
// Composing
// ---------------------------------------------------------------------------------------------

/** Every restriction a recipe's ingredients meet, by the shared dietary rules. */
function restrictionsMet(ingredients: readonly string[], age: AgeGroup): DietaryRestriction[] {
  return DIETARY_RESTRICTIONS.filter((r) =>
    ingredients.every((line) => lineViolations(line, age).every((v) => v.rule !== `dietary-${r}`)),
  );
}

const HIGHER_RISK = new Set(['medium', 'high']);

/** The guide's words for serving the riskiest food of the dish at this stage. */
function guideStep(draft: Draft, stage: FoodStageId): string | undefined {
  const foods = draft.foods
    .map((slug) => FOODS.find((f) => f.slug === slug))
    .filter((f): f is Food => Boolean(f))
    .filter((f) => HIGHER_RISK.has(f.choking.risk) && f.stages[stage]);
  const food = foods.find((f) => f.choking.risk === 'high') ?? foods[0];
  const text = food?.stages[stage];
  if (!food || !text) return undefined;
  return `The foods guide on ${food.name.toLowerCase()} at ${STAGE_LABEL[stage]}: ${lastSentence(text)}`;
}

interface Built {
  recipe: GeneratedRecipe;
  slugs: string[];
  dish: DishId;
}

function finish(dish: DishId, draft: Draft, ctx: Context): Built | undefined {
  const stage = dishStage(dish, ctx.age);
  const quote = dish === 'puree' ? pureeGuide(draft, stage) : guideStep(draft, stage);
  // Line by line and sentence by sentence: stricter than checkRecipeSafety on the whole recipe
  // (a step cannot excuse an ingredient line), which the tests also run on every idea.
  const safe = (instructions: string[]) =>
    draft.ingredients.every((line) => lineSafe(line, ctx)) &&
    textSafe(draft.title, 'title', ctx.age) &&
    instructions
      .flatMap((step) => step.split(/(?<=[.!?])\s+/))
      .every((sentence) => textSafe(sentence, 'step', ctx.age)) &&
    !containsAnyFood(
      {
        title: draft.title,
        description: draft.description,
        ingredients: [...draft.ingredients, ...instructions],
      },
      ctx.disliked,
    );
  const options = quote ? [[...draft.instructions, quote], draft.instructions] : [draft.instructions];
  const instructions = options.find(safe);
  if (!instructions) return undefined;
  const recipe: GeneratedRecipe = {
    title: draft.title,
    ageGroup: ctx.age,
    mealType: draft.mealType,
    difficulty: 'Easy',
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    description: draft.description,
    ingredients: draft.ingredients,
    instructions,
    dietaryRestrictions: restrictionsMet(draft.ingredients, ctx.age),
  };
  return { recipe, slugs: draft.foods, dish };
}

function pureeGuide(draft: Draft, stage: FoodStageId): string | undefined {
  const food = FOODS.find((f) => f.slug === draft.foods[0]);
  const text = food?.stages[stage];
  return food && text
    ? `The foods guide on ${food.name.toLowerCase()} at around 6 months: ${lastSentence(text)}`
    : undefined;
}

/** The first `max` items that pass `ok`, each checked only when asked for. */
function lazily<T>(list: readonly T[], ok: (item: T) => boolean, max: number): (i: number) => T | undefined {
  const kept: T[] = [];
  let next = 0;
  return (i) => {
    while (kept.length <= i && kept.length < max && next < list.length) {
      const item = list[next];
      next += 1;
      if (item !== undefined && ok(item)) kept.push(item);
    }
    return kept[i];
  };
}

/** Foods that can fill a slot, liked first, then the defaults for the age, least used first. */
function candidates<T extends { slug: string }>(
  liked: readonly T[],
  defaults: readonly T[],
  fits: (item: T) => boolean,
  used: ReadonlyMap<string, number>,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  const leastUsed = (list: readonly T[]) =>
    list
      .map((item, i) => ({ item, i }))
      .sort((a, b) => (used.get(a.item.slug) ?? 0) - (used.get(b.item.slug) ?? 0) || a.i - b.i)
      .map((x) => x.item);
  for (const item of [...leastUsed(liked), ...leastUsed(defaults)]) {
    if (seen.has(item.slug) || !fits(item)) continue;
    seen.add(item.slug);
    out.push(item);
  }
  return out;
}

function usable(item: { slug: string; line: string; noun: string }, ctx: Context): boolean {
  const food = FOODS.find((f) => f.slug === item.slug);
  if (food && food.fromMonths > ctx.months) return false;
  if (
    ctx.disliked.some(
      (dis) =>
        mentionsFood(item.noun, dis) ||
        mentionsFood(dis, item.noun) ||
        (food && mentionsFood(food.name, dis)),
    )
  ) {
    return false;
  }
  return lineFits(item.line, ctx);
}

interface Want {
  produce?: Produce;
  protein?: Protein;
  nut?: NutForm;
  base?: string;
}

/** Builds one idea of a dish, with what the parent wants in it if it fits; undefined when none can be made. */
function compose(
  dish: DishId,
  want: Want,
  ctx: Context,
  pools: Pools,
  used: ReadonlyMap<string, number>,
  titles: ReadonlySet<string>,
): Built | undefined {
  const slots = SLOTS[dish];
  const stage = dishStage(dish, ctx.age);
  const producePool = candidates(
    want.produce ? [want.produce] : pools.produce,
    pools.defaultProduce,
    (p) =>
      p.dishes.includes(dish) && (slots.fruit === 'only' ? p.fruit : slots.fruit === 'no' ? !p.fruit : true),
    used,
  );
  const proteinPool =
    slots.protein === 'none'
      ? []
      : candidates(
          want.protein ? [want.protein] : pools.protein,
          pools.defaultProtein,
          (q) => q.dishes.includes(dish),
          used,
        );
  // A liked nut goes in once, where asked or in the first porridge or yoghurt pot.
  const nut = slots.nut ? (want.nut ?? pools.nut.find((n) => !used.has(n.slug))) : undefined;
  const producePicks = want.produce ? producePool.filter((p) => p.slug === want.produce?.slug) : producePool;
  const proteinPicks: (Protein | undefined)[] = want.protein
    ? proteinPool.filter((q) => q.slug === want.protein?.slug)
    : slots.protein === 'required'
      ? proteinPool
      : slots.protein === 'optional'
        ? [
            ...proteinPool.filter((q) => pools.protein.some((l) => l.slug === q.slug)),
            ...proteinPool.filter((q) => q.kind === 'cheese'),
            undefined,
          ]
        : [undefined];
  // The safety rules are read only for the foods tried, in order, until a dish can be made.
  const ok = (item: Produce | Protein) => usable(item, ctx);
  const produceAt = lazily(producePicks, ok, 8);
  const proteinAt = lazily(
    proteinPicks.map((q) => ({ q })),
    ({ q }) => !q || ok(q),
    6,
  );
  for (let i = 0, p = produceAt(0); p; i += 1, p = produceAt(i)) {
    for (let j = 0, entry = proteinAt(0); entry; j += 1, entry = proteinAt(j)) {
      const { q } = entry;
      const second = slots.second
        ? producePool.find((o) => o.slug !== p.slug && !o.fruit && ok(o))
        : undefined;
      const draft = BUILDERS[dish]({ produce: p, protein: q, second, nut, base: want.base }, ctx, stage);
      if (!draft || titles.has(draft.title.toLowerCase())) continue;
      const built = finish(dish, draft, ctx);
      if (built) return built;
    }
  }
  return undefined;
}

interface Pools {
  produce: Produce[];
  protein: Protein[];
  nut: NutForm[];
  defaultProduce: Produce[];
  defaultProtein: Protein[];
}

/** How many ideas: three, or one for each liked food that can be cooked, up to four. */
const MIN_IDEAS = 3;
const MAX_IDEAS = 4;

export interface RecipeIdeas {
  recipes: GeneratedRecipe[];
  /** Liked foods that were not cooked, each with the reason (also in the first idea's description). */
  notes: string[];
}

/** Recipe ideas for the wizard's request, with the reasons any liked food was left out. */
export function composeRecipeIdeas(request: RecipeRequest): RecipeIdeas {
  const age = request.childAge;
  const base: Context = {
    age,
    months: FIRST_MONTH[age],
    restrictions: [...new Set(request.dietaryRestrictions)],
    disliked: request.dislikedFoods.filter((f) => f.trim()),
    milkLiked: false,
  };
  const reading = readLiked(request, base);
  const ctx: Context = { ...base, milkLiked: reading.milkLiked };
  const pools: Pools = {
    produce: reading.liked.flatMap((l) => (l.kind === 'produce' ? [l.item] : [])),
    protein: reading.liked.flatMap((l) => (l.kind === 'protein' ? [l.item] : [])),
    nut: reading.liked.flatMap((l) => (l.kind === 'nut' ? [l.item] : [])),
    defaultProduce: DEFAULT_PRODUCE[age].flatMap((slug) => PRODUCE.filter((p) => p.slug === slug)),
    defaultProtein: DEFAULT_PROTEINS.flatMap((slug) => PROTEINS.filter((q) => q.slug === slug)),
  };
  const dishes = DISHES_BY_AGE[age];
  const target = Math.min(MAX_IDEAS, Math.max(MIN_IDEAS, reading.liked.length));
  const ideas: Built[] = [];
  const used = new Map<string, number>();
  const titles = new Set<string>();
  const add = (built: Built | undefined): boolean => {
    if (!built || titles.has(built.recipe.title.toLowerCase())) return false;
    ideas.push(built);
    titles.add(built.recipe.title.toLowerCase());
    for (const slug of built.slugs) used.set(slug, (used.get(slug) ?? 0) + 1);
    return true;
  };
  const dishUsed = (dish: DishId) => ideas.some((i) => i.dish === dish) && dish !== 'puree';
  const isIn = (l: Liked, b: Built) =>
    l.kind === 'dish' ? l.dishes.includes(b.dish) : b.slugs.includes(l.item.slug);

  // 1. Each liked food, in the parent's order, in the first dish of the age it fits.
  for (const l of reading.liked) {
    if (ideas.length >= target) break;
    if (ideas.some((b) => isIn(l, b))) continue;
    for (const dish of dishes) {
      if (dishUsed(dish)) continue;
      const want: Want =
        l.kind === 'produce'
          ? { produce: l.item }
          : l.kind === 'protein'
            ? { protein: l.item }
            : l.kind === 'nut'
              ? { nut: l.item }
              : l.dishes.includes(dish)
                ? { base: FOODS.find((f) => mentionsFood(l.text, f.name))?.slug }
                : {};
      if (l.kind === 'dish' && !l.dishes.includes(dish)) continue;
      if (l.kind === 'nut' && !SLOTS[dish].nut) continue;
      if (add(compose(dish, want, ctx, pools, used, titles))) break;
    }
  }
  // 2. The dishes of the age, filled with the liked foods left and the defaults.
  for (const dish of dishes) {
    if (ideas.length >= target) break;
    if (dishUsed(dish)) continue;
    add(compose(dish, {}, ctx, pools, used, titles));
  }
  // First tastes: one purée of each of several foods.
  while (ideas.length < target && age === '0-6 months') {
    if (!add(compose('puree', {}, ctx, pools, used, titles))) break;
  }

  // A note quoting the guide may name a disliked food: then only its first sentence is kept.
  const names = (text: string) => ctx.disliked.some((food) => mentionsFood(text, food));
  const notes = reading.notes
    .map((n) => (n.detail && !names(n.detail) ? `${n.head} ${n.detail}` : n.head))
    .filter((n) => !names(n));
  const recipes = ideas.map((b) => b.recipe);
  attachNotes(recipes, notes);
  return { recipes, notes };
}

/** The description holds at most 1000 characters: the notes go on the first ideas that have room. */
const DESCRIPTION_MAX = 1000;

function attachNotes(recipes: GeneratedRecipe[], notes: readonly string[]): void {
  let i = 0;
  for (const note of notes) {
    while (i < recipes.length) {
      const recipe = recipes[i];
      if (!recipe) break;
      const head = recipe.description.includes('About the foods you listed:')
        ? ' '
        : ' About the foods you listed: ';
      const next = `${recipe.description}${head}${note}`;
      if (next.length <= DESCRIPTION_MAX) {
        recipe.description = next;
        break;
      }
      i += 1;
    }
  }
}
