/**
 * The sugar awareness board's fixed content (spec "Sugar board", section 3 "Sugar food item" and
 * "Swap", section 9 "Daily added sugar limits"): daily limits by age, the food sugar table, the
 * "Why Worry About Sugar?" cards, the smart swaps and the "Ask AI About Sugar" prompts.
 *
 * Sugar values are total sugars per serving, rounded to one decimal, from public composition data
 * (USDA FoodData Central, the UK Composition of Foods Integrated Dataset) or typical manufacturer
 * labels for branded-style products; real products vary. One teaspoon is 4 g (spec section 9).
 */

export const GRAMS_PER_TEASPOON = 4;

/** Grams of sugar to teaspoons, rounded to one decimal (one teaspoon = 4 g). */
export function gramsToTeaspoons(grams: number): number {
  return Math.round((grams / GRAMS_PER_TEASPOON) * 10) / 10;
}

export interface DailySugarLimit {
  ageGroup: string;
  /** Grams of added sugar a day. */
  grams: number;
  teaspoons: number;
  /** Short label for the card, e.g. 'No added sugar at all'. */
  label: string;
  explanation: string;
  source: string;
}

export const DAILY_SUGAR_LIMITS: readonly DailySugarLimit[] = [
  {
    ageGroup: 'Under 2 years',
    grams: 0,
    teaspoons: 0,
    label: 'No added sugar at all',
    explanation:
      'Babies and toddlers need every bite to count for growth. Added sugars (including honey, syrups ' +
      'and fruit juice) bring no nutrients, harm new teeth and shape a lasting taste for sweetness.',
    source:
      'American Heart Association scientific statement "Added Sugars and Cardiovascular Disease Risk in ' +
      'Children" (Circulation, 2016); Dietary Guidelines for Americans 2020-2025',
  },
  {
    ageGroup: '2 to 18 years',
    grams: 25,
    teaspoons: 6,
    label: 'Less than 25 g (6 teaspoons) a day',
    explanation:
      'Children from 2 years should have less than 25 g of added sugar a day. A single can of cola ' +
      'holds about 35 g, so one sugary drink can take a child over the limit.',
    source:
      'American Heart Association scientific statement "Added Sugars and Cardiovascular Disease Risk in ' +
      'Children" (Circulation, 2016)',
  },
  {
    ageGroup: 'Adults',
    grams: 50,
    teaspoons: 12,
    label: 'Less than 50 g (12 teaspoons) a day',
    explanation:
      'Free sugars should be less than 10% of daily energy, about 50 g for an adult eating 2,000 ' +
      'kcal, and ideally under 5% (about 25 g). Parents who cut back make it easier for children too.',
    source: 'World Health Organization, Guideline: Sugars intake for adults and children (2015)',
  },
];

export const SUGAR_CATEGORIES = [
  'Beverages',
  'Breakfast',
  'Candy',
  'Snacks',
  'Desserts',
  'Fruits',
  'Condiments',
  'Fast Food',
  'Dairy',
  'Baked Goods',
  'Cereals',
  'Vegetables',
  'Dried Fruits',
] as const;
export type SugarCategory = (typeof SUGAR_CATEGORIES)[number];

export const SUGAR_TYPES = ['Added', 'Natural', 'Mixed'] as const;
/** Added: sugar put in during making; Natural: sugar in the food itself; Mixed: both. */
export type SugarType = (typeof SUGAR_TYPES)[number];

export interface SugarFood {
  name: string;
  category: SugarCategory;
  serving: string;
  /** Total sugars per serving, one decimal at most. */
  sugarGrams: number;
  /** `gramsToTeaspoons(sugarGrams)`. */
  teaspoons: number;
  type: SugarType;
  source: string;
  /** A short caution shown with the item. */
  note?: string;
}

const USDA = 'USDA FoodData Central';
const COFID = 'UK CoFID';
const LABEL = 'manufacturer label (typical)';

/** Juices, smoothies and purées: fruit sugar that counts as free sugar once the fruit is broken down. */
const FREE_SUGAR_NOTE = 'Counts as free sugar (WHO): limit like added sugar';

function food(
  name: string,
  category: SugarCategory,
  serving: string,
  sugarGrams: number,
  type: SugarType,
  source: string,
  note?: string,
): SugarFood {
  const item: SugarFood = {
    name,
    category,
    serving,
    sugarGrams,
    teaspoons: gramsToTeaspoons(sugarGrams),
    type,
    source,
  };
  return note ? { ...item, note } : item;
}

export const SUGAR_FOODS: readonly SugarFood[] = [
  // Beverages
  food('Cola', 'Beverages', '1 can (330 ml)', 35, 'Added', LABEL),
  food('Lemon-lime soda', 'Beverages', '1 can (330 ml)', 33, 'Added', USDA),
  food('Orange soda', 'Beverages', '1 can (330 ml)', 40, 'Added', LABEL),
  food('Ginger ale', 'Beverages', '1 can (330 ml)', 29, 'Added', USDA),
  food(
    'Apple juice (100% juice)',
    'Beverages',
    '1 small glass (200 ml)',
    20,
    'Natural',
    USDA,
    FREE_SUGAR_NOTE,
  ),
  food(
    'Orange juice (100% juice)',
    'Beverages',
    '1 small glass (200 ml)',
    16.8,
    'Natural',
    USDA,
    FREE_SUGAR_NOTE,
  ),
  food(
    'Grape juice (100% juice)',
    'Beverages',
    '1 small glass (200 ml)',
    30,
    'Natural',
    USDA,
    FREE_SUGAR_NOTE,
  ),
  food('Fruit punch drink', 'Beverages', '1 pouch (200 ml)', 20, 'Added', LABEL),
  food('Chocolate milk', 'Beverages', '1 cup (250 ml)', 24, 'Mixed', USDA),
  food('Sports drink', 'Beverages', '1 bottle (500 ml)', 30, 'Added', LABEL),
  food('Energy drink', 'Beverages', '1 can (250 ml)', 27.5, 'Added', LABEL, 'Not suitable for children'),
  food('Sweetened iced tea', 'Beverages', '1 bottle (500 ml)', 34, 'Added', LABEL),
  food('Lemonade', 'Beverages', '1 cup (250 ml)', 25, 'Added', USDA),
  food('Fruit smoothie (bottled)', 'Beverages', '1 bottle (250 ml)', 29, 'Natural', LABEL, FREE_SUGAR_NOTE),
  food('Hot chocolate made with milk', 'Beverages', '1 mug (250 ml)', 23, 'Mixed', COFID),
  food('Slush drink', 'Beverages', '1 medium (470 ml)', 50, 'Added', LABEL),

  // Breakfast
  food('Pancakes with maple syrup', 'Breakfast', '2 pancakes + 2 tbsp syrup', 28, 'Mixed', USDA),
  food('Frosted toaster pastry', 'Breakfast', '1 pastry (52 g)', 16, 'Added', LABEL),
  food('Frozen waffles', 'Breakfast', '2 waffles (70 g)', 3, 'Added', LABEL),
  food('Flavored instant oatmeal', 'Breakfast', '1 packet (43 g)', 12, 'Added', LABEL),
  food(
    'Plain porridge made with whole milk',
    'Breakfast',
    '1 bowl (40 g oats + 200 ml milk)',
    9.8,
    'Natural',
    COFID,
  ),
  food('Jam on toast', 'Breakfast', '1 slice + 1 tbsp jam', 11.1, 'Mixed', USDA),
  food('Chocolate hazelnut spread on toast', 'Breakfast', '1 slice + 1 tbsp spread', 12.1, 'Mixed', LABEL),
  food('Breakfast biscuits', 'Breakfast', '4 biscuits (50 g)', 11, 'Added', LABEL),
  food('Acai bowl with granola', 'Breakfast', '1 bowl (350 g)', 38, 'Mixed', LABEL),
  food('Scrambled eggs on wholemeal toast', 'Breakfast', '2 eggs + 1 slice', 1.8, 'Mixed', USDA),
  food('Peanut butter on wholemeal toast', 'Breakfast', '1 slice + 1 tbsp', 3.1, 'Mixed', USDA),
  food('Baked beans on toast', 'Breakfast', '1/2 can (200 g) + 1 slice', 10.8, 'Mixed', COFID),
  food('French toast with syrup', 'Breakfast', '2 slices + 2 tbsp syrup', 27, 'Mixed', USDA),
  food('Yogurt parfait with granola', 'Breakfast', '1 cup (230 g)', 26, 'Mixed', LABEL),

  // Candy
  food('Milk chocolate bar', 'Candy', '1 bar (43 g)', 24, 'Added', LABEL),
  food('Dark chocolate (70%)', 'Candy', '2 squares (20 g)', 4.8, 'Added', USDA),
  food('White chocolate bar', 'Candy', '1 bar (40 g)', 23.6, 'Added', USDA),
  food('Gummy bears', 'Candy', '1 small bag (50 g)', 23, 'Added', LABEL),
  food('Jelly beans', 'Candy', '1 small bag (40 g)', 28, 'Added', USDA),
  food('Lollipop', 'Candy', '1 lollipop (14 g)', 11, 'Added', LABEL),
  food('Candy-coated chocolate buttons', 'Candy', '1 pack (48 g)', 30, 'Added', LABEL),
  food('Chocolate caramel nougat bar', 'Candy', '1 bar (51 g)', 31, 'Added', LABEL),
  food('Chocolate wafer bar', 'Candy', '4 fingers (42 g)', 20, 'Added', LABEL),
  food('Cotton candy', 'Candy', '1 serving (28 g)', 28, 'Added', USDA),
  food('Marshmallows', 'Candy', '4 large (28 g)', 16.1, 'Added', USDA),
  food('Red licorice twists', 'Candy', '4 pieces (45 g)', 19, 'Added', LABEL),
  food('Sour gummy worms', 'Candy', '1 small bag (50 g)', 31, 'Added', LABEL),
  food('Fudge', 'Candy', '1 piece (30 g)', 22, 'Added', COFID),
  food('Peanut butter cups', 'Candy', '2 cups (42 g)', 22, 'Added', LABEL),

  // Snacks
  food('Chewy granola bar', 'Snacks', '1 bar (24 g)', 7, 'Added', LABEL),
  food('Fruit-filled cereal bar', 'Snacks', '1 bar (37 g)', 12, 'Added', LABEL),
  food('Fruit snacks', 'Snacks', '1 pouch (23 g)', 11, 'Added', LABEL),
  food('Fruit roll-up', 'Snacks', '1 roll (14 g)', 7, 'Added', LABEL),
  food('Yogurt-covered raisins', 'Snacks', '1 small bag (30 g)', 19.5, 'Mixed', USDA),
  food('Fruit puree pouch', 'Snacks', '1 pouch (90 g)', 10.8, 'Natural', LABEL, FREE_SUGAR_NOTE),
  food('Baby puffs', 'Snacks', '1 serving (7 g)', 0.5, 'Mixed', LABEL),
  food('Teething rusk', 'Snacks', '1 rusk (17 g)', 4.9, 'Added', COFID),
  food('Plain rice cakes', 'Snacks', '2 cakes (18 g)', 0.2, 'Natural', USDA),
  food('Caramel rice cake', 'Snacks', '1 cake (13 g)', 4, 'Added', LABEL),
  food('Butter crackers', 'Snacks', '5 crackers (16 g)', 1, 'Added', LABEL),
  food('Potato chips', 'Snacks', '1 small bag (28 g)', 0.3, 'Natural', USDA),
  food('Toffee popcorn', 'Snacks', '1 small bag (35 g)', 18, 'Added', COFID),
  food('Trail mix with chocolate', 'Snacks', '1/4 cup (38 g)', 12, 'Mixed', USDA),
  food('Cheese crackers', 'Snacks', '1 pack (30 g)', 0.3, 'Mixed', LABEL),
  food('Oatcakes', 'Snacks', '2 oatcakes (20 g)', 0.6, 'Mixed', COFID),

  // Desserts
  food('Vanilla ice cream', 'Desserts', '1/2 cup (66 g)', 14, 'Mixed', USDA),
  food('Chocolate ice cream', 'Desserts', '1/2 cup (66 g)', 16, 'Mixed', USDA),
  food('Fruit sorbet', 'Desserts', '1/2 cup (100 g)', 24, 'Mixed', USDA),
  food('Frozen yogurt', 'Desserts', '1/2 cup (72 g)', 17.2, 'Mixed', USDA),
  food('Chocolate pudding cup', 'Desserts', '1 cup (99 g)', 14, 'Mixed', LABEL),
  food('Fruit jelly (gelatin dessert)', 'Desserts', '1 pot (100 g)', 14, 'Added', USDA),
  food('Apple pie', 'Desserts', '1 slice (117 g)', 19, 'Mixed', USDA),
  food('Cheesecake', 'Desserts', '1 slice (80 g)', 17.4, 'Mixed', USDA),
  food('Creamed rice pudding', 'Desserts', '1 pot (150 g)', 13.4, 'Mixed', COFID),
  food('Ready-made custard', 'Desserts', '1 pot (120 g)', 13.9, 'Mixed', COFID),
  food('Fruit ice pop', 'Desserts', '1 pop (55 g)', 10, 'Added', USDA),
  food('Ice cream sandwich', 'Desserts', '1 sandwich (59 g)', 14.5, 'Mixed', USDA),
  food('Chocolate mousse', 'Desserts', '1 pot (55 g)', 12, 'Mixed', LABEL),
  food('Frozen banana "nice cream"', 'Desserts', '1/2 cup (100 g)', 12.2, 'Natural', USDA),

  // Fruits
  food('Banana', 'Fruits', '1 medium (118 g)', 14.4, 'Natural', USDA),
  food('Apple', 'Fruits', '1 medium (182 g)', 18.9, 'Natural', USDA),
  food('Orange', 'Fruits', '1 medium (131 g)', 12.2, 'Natural', USDA),
  food('Pear', 'Fruits', '1 medium (178 g)', 17.4, 'Natural', USDA),
  food('Grapes', 'Fruits', '1 cup (151 g)', 23.4, 'Natural', USDA, 'Quarter lengthways for under-5s'),
  food('Strawberries', 'Fruits', '1 cup halves (152 g)', 7.4, 'Natural', USDA),
  food('Blueberries', 'Fruits', '1 cup (148 g)', 14.7, 'Natural', USDA),
  food('Raspberries', 'Fruits', '1 cup (123 g)', 5.4, 'Natural', USDA),
  food('Mango', 'Fruits', '1 cup pieces (165 g)', 22.5, 'Natural', USDA),
  food('Watermelon', 'Fruits', '1 cup diced (152 g)', 9.4, 'Natural', USDA),
  food('Pineapple', 'Fruits', '1 cup chunks (165 g)', 16.3, 'Natural', USDA),
  food('Kiwi', 'Fruits', '1 medium (69 g)', 6.2, 'Natural', USDA),
  food('Peach', 'Fruits', '1 medium (150 g)', 12.6, 'Natural', USDA),
  food('Avocado', 'Fruits', '1/2 fruit (100 g)', 0.7, 'Natural', USDA),
  food('Unsweetened applesauce', 'Fruits', '1/2 cup (122 g)', 11.4, 'Natural', USDA),
  food('Sweetened applesauce', 'Fruits', '1/2 cup (128 g)', 20, 'Mixed', USDA),
  food('Canned peaches in heavy syrup', 'Fruits', '1/2 cup (131 g)', 24.4, 'Mixed', USDA),
  food('Canned fruit cocktail in juice', 'Fruits', '1/2 cup (124 g)', 13.5, 'Natural', USDA),

  // Condiments
  food('Ketchup', 'Condiments', '1 tbsp (17 g)', 3.7, 'Added', USDA),
  food('Barbecue sauce', 'Condiments', '2 tbsp (36 g)', 12, 'Added', USDA),
  food(
    'Honey',
    'Condiments',
    '1 tbsp (21 g)',
    17.2,
    'Added',
    USDA,
    'Never give honey to babies under 12 months',
  ),
  food('Maple syrup', 'Condiments', '1 tbsp (20 g)', 12.1, 'Added', USDA),
  food('Strawberry jam', 'Condiments', '1 tbsp (20 g)', 9.7, 'Added', USDA),
  food('Chocolate hazelnut spread', 'Condiments', '1 tbsp (19 g)', 10.7, 'Added', LABEL),
  food('Chocolate syrup', 'Condiments', '2 tbsp (39 g)', 20, 'Added', LABEL),
  food('Sweet chili sauce', 'Condiments', '1 tbsp (19 g)', 8.4, 'Added', LABEL),
  food('Teriyaki sauce', 'Condiments', '1 tbsp (18 g)', 2.6, 'Added', USDA),
  food('Honey mustard dressing', 'Condiments', '2 tbsp (30 g)', 6, 'Added', LABEL),
  food('Ranch dressing', 'Condiments', '2 tbsp (30 g)', 1.4, 'Mixed', USDA),
  food('Brown sauce', 'Condiments', '1 tbsp (17 g)', 3.9, 'Added', COFID),
  food('Sweet pickle relish', 'Condiments', '1 tbsp (15 g)', 4.4, 'Added', USDA),
  food('Jarred tomato pasta sauce', 'Condiments', '1/2 cup (125 g)', 8, 'Mixed', USDA),
  food('Mayonnaise', 'Condiments', '1 tbsp (14 g)', 0.2, 'Added', USDA),
  food('Balsamic vinegar', 'Condiments', '1 tbsp (16 g)', 2.4, 'Natural', USDA),

  // Fast Food
  food('Cheeseburger', 'Fast Food', '1 burger (119 g)', 7, 'Mixed', LABEL),
  food('Chicken nuggets', 'Fast Food', '6 pieces (96 g)', 0.3, 'Mixed', LABEL),
  food('French fries', 'Fast Food', '1 medium (117 g)', 0.3, 'Natural', USDA),
  food('Chocolate milkshake', 'Fast Food', '1 small (350 ml)', 60, 'Mixed', LABEL),
  food('Hot fudge sundae', 'Fast Food', '1 sundae (179 g)', 48, 'Mixed', LABEL),
  food('Cheese pizza', 'Fast Food', '1 slice (107 g)', 3.6, 'Mixed', USDA),
  food('Hot dog in a bun with ketchup', 'Fast Food', '1 hot dog (115 g)', 7.5, 'Mixed', USDA),
  food('Breaded chicken sandwich', 'Fast Food', '1 sandwich (143 g)', 5, 'Mixed', LABEL),
  food('Crunchy beef taco', 'Fast Food', '1 taco (78 g)', 1, 'Mixed', LABEL),
  food('Sweet and sour chicken (takeaway)', 'Fast Food', '1 portion (300 g)', 33, 'Mixed', COFID),
  food('Baked apple pie (fast food)', 'Fast Food', '1 pie (77 g)', 13, 'Mixed', LABEL),
  food('Hotcakes with syrup', 'Fast Food', '3 hotcakes (221 g)', 45, 'Mixed', LABEL),
  food('Chicken strips with honey mustard dip', 'Fast Food', '3 strips + 1 dip', 11, 'Mixed', LABEL),
  food('Fruit smoothie (fast food)', 'Fast Food', '1 small (350 ml)', 44, 'Mixed', LABEL),

  // Dairy
  food('Whole milk', 'Dairy', '1 cup (244 g)', 12.3, 'Natural', USDA, 'Main drink only from 12 months'),
  food('Reduced-fat (2%) milk', 'Dairy', '1 cup (244 g)', 12.4, 'Natural', USDA),
  food('Breast milk', 'Dairy', '100 ml', 7.1, 'Natural', USDA),
  food('Infant formula (first milk)', 'Dairy', '100 ml (made up)', 7, 'Natural', LABEL),
  food('Toddler growing-up milk', 'Dairy', '1 cup (200 ml)', 16, 'Mixed', LABEL),
  food('Plain whole-milk yogurt', 'Dairy', '1 pot (125 g)', 5.8, 'Natural', USDA),
  food('Plain Greek yogurt', 'Dairy', '1 pot (170 g)', 6.1, 'Natural', USDA),
  food('Strawberry yogurt', 'Dairy', '1 pot (125 g)', 13.8, 'Mixed', COFID),
  food("Children's fromage frais", 'Dairy', '1 pot (47 g)', 5.5, 'Mixed', LABEL),
  food("Yogurt tube (children's)", 'Dairy', '1 tube (64 g)', 7, 'Mixed', LABEL),
  food('Drinking yogurt (strawberry)', 'Dairy', '1 bottle (200 ml)', 24, 'Mixed', LABEL),
  food('Strawberry-flavored milk', 'Dairy', '1 bottle (250 ml)', 25, 'Mixed', LABEL),
  food('Cheddar cheese', 'Dairy', '1 slice (28 g)', 0.1, 'Natural', USDA),
  food('String cheese', 'Dairy', '1 stick (28 g)', 0.3, 'Natural', USDA),
  food('Cottage cheese', 'Dairy', '1/2 cup (113 g)', 3, 'Natural', USDA),
  food('Cream cheese', 'Dairy', '1 tbsp (15 g)', 0.5, 'Natural', USDA),
  food('Sweetened condensed milk', 'Dairy', '2 tbsp (38 g)', 20.7, 'Mixed', USDA),
  food('Vanilla soy drink (sweetened)', 'Dairy', '1 cup (243 g)', 8, 'Added', LABEL),

  // Baked Goods
  food('Chocolate chip cookie', 'Baked Goods', '1 medium (16 g)', 5.6, 'Added', USDA),
  food('Chocolate sandwich cookies', 'Baked Goods', '3 cookies (34 g)', 14, 'Added', LABEL),
  food('Glazed doughnut', 'Baked Goods', '1 medium (60 g)', 12, 'Added', LABEL),
  food('Blueberry muffin (bakery)', 'Baked Goods', '1 large (113 g)', 28, 'Mixed', LABEL),
  food('Croissant', 'Baked Goods', '1 medium (57 g)', 6.4, 'Mixed', USDA),
  food('Chocolate croissant (pain au chocolat)', 'Baked Goods', '1 pastry (60 g)', 9, 'Added', COFID),
  food('Cinnamon roll with icing', 'Baked Goods', '1 roll (80 g)', 18, 'Added', LABEL),
  food('Cupcake with frosting', 'Baked Goods', '1 cupcake (70 g)', 24, 'Added', LABEL),
  food('Chocolate brownie', 'Baked Goods', '1 square (56 g)', 20.5, 'Added', USDA),
  food('Banana bread', 'Baked Goods', '1 slice (60 g)', 18, 'Mixed', USDA),
  food('Frosted layer cake', 'Baked Goods', '1 slice (80 g)', 28, 'Added', USDA),
  food('Plain scone', 'Baked Goods', '1 scone (70 g)', 7, 'Added', COFID),
  food('Digestive biscuit', 'Baked Goods', '1 biscuit (15 g)', 2.5, 'Added', COFID),
  food('White sandwich bread', 'Baked Goods', '1 slice (28 g)', 1.4, 'Added', USDA),
  food('Wholemeal bread', 'Baked Goods', '1 slice (32 g)', 1.3, 'Mixed', COFID),
  food('Plain bagel', 'Baked Goods', '1 medium (105 g)', 6, 'Added', USDA),

  // Cereals
  food('Frosted corn flakes', 'Cereals', '3/4 cup (30 g)', 11, 'Added', LABEL),
  food('Corn flakes', 'Cereals', '1 cup (28 g)', 2.4, 'Added', LABEL),
  food('Chocolate rice cereal', 'Cereals', '3/4 cup (30 g)', 10, 'Added', LABEL),
  food('Fruit-flavored loops', 'Cereals', '1 cup (29 g)', 11, 'Added', LABEL),
  food('Honey nut oat rings', 'Cereals', '3/4 cup (28 g)', 9, 'Added', LABEL),
  food('Plain oat rings', 'Cereals', '1 cup (28 g)', 1, 'Added', LABEL),
  food('Bran flakes', 'Cereals', '3/4 cup (30 g)', 4.8, 'Added', LABEL),
  food('Granola (sweetened)', 'Cereals', '1/2 cup (60 g)', 14, 'Mixed', USDA),
  food('Muesli, no added sugar', 'Cereals', '1/2 cup (45 g)', 7, 'Natural', COFID),
  food('Shredded wheat', 'Cereals', '2 biscuits (45 g)', 0.3, 'Natural', COFID),
  food('Wheat biscuits', 'Cereals', '2 biscuits (37.5 g)', 1.6, 'Added', COFID),
  food('Crisped rice cereal', 'Cereals', '1 cup (28 g)', 3, 'Added', LABEL),
  food('Honey-coated puffed wheat', 'Cereals', '3/4 cup (27 g)', 15, 'Added', LABEL),
  food('Iron-fortified baby oat cereal', 'Cereals', '4 tbsp dry (15 g)', 0.2, 'Natural', LABEL),

  // Vegetables
  food('Carrot', 'Vegetables', '1 medium (61 g)', 2.9, 'Natural', USDA),
  food('Sweet potato, baked', 'Vegetables', '1 medium (114 g)', 7.4, 'Natural', USDA),
  food('Sweetcorn', 'Vegetables', '1/2 cup (82 g)', 3.7, 'Natural', USDA),
  food('Green peas', 'Vegetables', '1/2 cup (80 g)', 4.7, 'Natural', USDA),
  food('Broccoli', 'Vegetables', '1/2 cup chopped (78 g)', 1.1, 'Natural', USDA),
  food('Tomato', 'Vegetables', '1 medium (123 g)', 3.2, 'Natural', USDA),
  food('Red bell pepper', 'Vegetables', '1/2 cup chopped (75 g)', 3.2, 'Natural', USDA),
  food('Beetroot', 'Vegetables', '1/2 cup sliced (85 g)', 6.8, 'Natural', USDA),
  food('Butternut squash', 'Vegetables', '1/2 cup cubes (103 g)', 2.3, 'Natural', USDA),
  food('Spinach', 'Vegetables', '1 cup raw (30 g)', 0.1, 'Natural', USDA),
  food('Cucumber', 'Vegetables', '1/2 cup sliced (52 g)', 0.9, 'Natural', USDA),
  food('Green beans', 'Vegetables', '1/2 cup (62 g)', 1, 'Natural', USDA),
  food('Onion', 'Vegetables', '1/2 cup chopped (80 g)', 3.4, 'Natural', USDA),
  food('Parsnip', 'Vegetables', '1/2 cup (78 g)', 3.7, 'Natural', USDA),
  food('Cauliflower', 'Vegetables', '1/2 cup (62 g)', 1.3, 'Natural', USDA),
  food('Baked beans in tomato sauce', 'Vegetables', '1/2 cup (130 g)', 6.1, 'Mixed', COFID),

  // Dried Fruits
  food('Raisins', 'Dried Fruits', '1 small box (43 g)', 25.5, 'Natural', USDA),
  food('Sultanas', 'Dried Fruits', '1 tbsp (15 g)', 10.4, 'Natural', COFID),
  food('Dried apricots', 'Dried Fruits', '1/4 cup (33 g)', 17.6, 'Natural', USDA),
  food('Medjool dates', 'Dried Fruits', '2 dates (48 g)', 31.9, 'Natural', USDA),
  food('Prunes', 'Dried Fruits', '5 prunes (48 g)', 18.2, 'Natural', USDA),
  food('Dried figs', 'Dried Fruits', '3 figs (25 g)', 12, 'Natural', USDA),
  food('Dried apple rings', 'Dried Fruits', '5 rings (32 g)', 18.3, 'Natural', USDA),
  food('Dried mango (sweetened)', 'Dried Fruits', '1/4 cup (40 g)', 26.4, 'Mixed', USDA),
  food('Dried cranberries (sweetened)', 'Dried Fruits', '1/4 cup (40 g)', 26, 'Mixed', USDA),
  food('Dried cherries (sweetened)', 'Dried Fruits', '1/4 cup (40 g)', 26, 'Mixed', LABEL),
  food('Banana chips', 'Dried Fruits', '1/4 cup (28 g)', 9.9, 'Mixed', USDA),
  food('Freeze-dried strawberries', 'Dried Fruits', '1 bag (10 g)', 5, 'Natural', LABEL),
  food('Fruit leather (100% fruit)', 'Dried Fruits', '1 bar (20 g)', 13, 'Natural', LABEL, FREE_SUGAR_NOTE),
  food('Mixed dried fruit', 'Dried Fruits', '1/4 cup (40 g)', 27.2, 'Natural', COFID),
];

export interface WhyWorryCard {
  title: string;
  text: string;
  /** A lucide icon name. */
  icon: string;
}

export const WHY_WORRY_CARDS: readonly WhyWorryCard[] = [
  {
    title: 'Tooth Decay',
    text:
      'Tooth decay is one of the most common diseases of early childhood. Every sip of juice or sweet ' +
      'snack feeds the bacteria that make acid and attack new teeth, and how often matters as much as ' +
      'how much.',
    icon: 'Smile',
  },
  {
    title: 'Taste Preferences',
    text:
      'Babies are born liking sweetness. Children given sweet foods and drinks early learn to expect ' +
      'them, and may refuse less sweet foods such as vegetables. Tastes formed before 2 tend to last.',
    icon: 'Brain',
  },
  {
    title: 'Empty Calories',
    text:
      'Small tummies have little room. Added sugar brings energy without the iron, calcium, protein ' +
      'and fiber children need, and sweet drinks and snacks crowd out the foods that do.',
    icon: 'Utensils',
  },
  {
    title: 'Long-Term Health',
    text:
      'Diets high in added sugar from an early age are linked to excess weight, higher blood pressure ' +
      'and blood fats, and a greater risk of type 2 diabetes and heart disease later in life.',
    icon: 'Heart',
  },
];

export const SWAP_CATEGORIES = [
  'Beverages',
  'Breakfast',
  'Snacks',
  'Desserts',
  'Condiments & Toppings',
  'Baked Goods',
] as const;
export type SwapCategory = (typeof SWAP_CATEGORIES)[number];

export interface SugarSwap {
  category: SwapCategory;
  instead: string;
  choose: string;
  /** e.g. '33g sugar'. */
  saves: string;
  /** The number in `saves`. */
  savesGrams: number;
  benefit: string;
}

function swap(
  category: SwapCategory,
  instead: string,
  choose: string,
  savesGrams: number,
  benefit: string,
): SugarSwap {
  return { category, instead, choose, saves: `${savesGrams}g sugar`, savesGrams, benefit };
}

export const SUGAR_SWAPS: readonly SugarSwap[] = [
  swap(
    'Beverages',
    'Cola (330 ml can)',
    'Water with a few berries or a slice of orange',
    35,
    'No sugar and no acid attack on teeth; water is the best drink between meals.',
  ),
  swap(
    'Beverages',
    'Apple juice (200 ml glass)',
    'Water, with a whole apple at snack time',
    20,
    'The whole fruit keeps its fiber and fills children up; juice is free sugar.',
  ),
  swap(
    'Beverages',
    'Chocolate milk (250 ml)',
    'Plain whole milk (250 ml)',
    12,
    'The same calcium and protein without the added sugar.',
  ),
  swap(
    'Beverages',
    'Fruit punch pouch (200 ml)',
    'Water in a fun open cup or straw cup',
    20,
    'Builds a water habit early and protects new teeth.',
  ),
  swap(
    'Beverages',
    'Sports drink (500 ml bottle)',
    'Water (500 ml)',
    30,
    'Active children rehydrate perfectly well with water.',
  ),

  swap(
    'Breakfast',
    'Frosted corn flakes (30 g)',
    'Wheat biscuits with milk and sliced banana',
    9,
    'More fiber and steady energy until lunch.',
  ),
  swap(
    'Breakfast',
    'Flavored instant oatmeal packet',
    'Plain oats cooked with milk and cinnamon',
    11,
    'Same creamy porridge; sweeten with mashed ripe fruit if needed.',
  ),
  swap(
    'Breakfast',
    'Pancakes with 2 tbsp maple syrup',
    'Pancakes topped with mashed berries',
    20,
    'Berries add vitamin C and color instead of syrup.',
  ),
  swap(
    'Breakfast',
    'Frosted toaster pastry',
    'Wholemeal toast with peanut butter',
    12,
    'Protein and healthy fats keep little ones full for longer.',
  ),
  swap(
    'Breakfast',
    'Strawberry yogurt (125 g pot)',
    'Plain yogurt with chopped strawberries',
    6,
    'Keeps the calcium and protein; fruit adds natural sweetness.',
  ),

  swap(
    'Snacks',
    'Fruit snacks (23 g pouch)',
    'Cheese cubes and cucumber sticks',
    10,
    'Protein and crunch with almost no sugar; grate or cut cheese into strips for under-5s.',
  ),
  swap(
    'Snacks',
    'Fruit-filled cereal bar',
    'Rice cake with smooth nut butter',
    10,
    'Less sugar and a little protein to keep energy steady.',
  ),
  swap('Snacks', 'Caramel rice cake', 'Plain rice cake', 4, 'The same crunch without the sugary coating.'),
  swap(
    'Snacks',
    'Chewy granola bar',
    'Oatcakes with cream cheese',
    6,
    'Whole oats and dairy, with far less sugar stuck to teeth.',
  ),
  swap(
    'Snacks',
    'Toffee popcorn (35 g bag)',
    'Savory crackers with hummus',
    17,
    'Protein and fiber from chickpeas; popcorn is a choking risk under 4 anyway.',
  ),

  swap(
    'Desserts',
    'Vanilla ice cream (1/2 cup)',
    'Frozen banana "nice cream"',
    10,
    'Creamy and cold, sweetened only by the fruit.',
  ),
  swap(
    'Desserts',
    'Chocolate pudding cup',
    'Plain yogurt with cocoa and mashed banana',
    9,
    'Chocolatey taste with calcium and no added sugar.',
  ),
  swap(
    'Desserts',
    'Fruit jelly pot',
    'Fresh fruit salad',
    14,
    'Real fruit brings fiber and vitamins instead of sugar and gelatin.',
  ),
  swap(
    'Desserts',
    'Apple pie (1 slice)',
    'Baked apple with cinnamon',
    12,
    'Warm, soft and naturally sweet, with no pastry or added sugar.',
  ),
  swap(
    'Desserts',
    'Fruit ice pop',
    'Homemade frozen yogurt and berry pop',
    7,
    'Made with plain yogurt and blended fruit: you control the sugar.',
  ),

  swap(
    'Condiments & Toppings',
    'Ketchup (2 tbsp)',
    'Plain passata or homemade tomato salsa',
    6,
    'All the tomato flavor without the added sugar and salt.',
  ),
  swap(
    'Condiments & Toppings',
    'Barbecue sauce (2 tbsp)',
    'Smoked paprika and garlic rub',
    12,
    'Smoky flavor from spices, with no sugar at all.',
  ),
  swap(
    'Condiments & Toppings',
    'Maple syrup (2 tbsp)',
    'Mashed berries or thinly spread nut butter',
    22,
    'Fruit and healthy fats instead of a spoonful of pure sugar.',
  ),
  swap(
    'Condiments & Toppings',
    'Chocolate hazelnut spread (1 tbsp)',
    'Smooth peanut butter (1 tbsp)',
    9,
    'More protein, far less sugar, and a regular dose of an early allergen.',
  ),
  swap(
    'Condiments & Toppings',
    'Strawberry jam (1 tbsp)',
    'Mashed strawberries with chia seeds',
    7,
    'A fresh fruit spread with fiber and no added sugar.',
  ),

  swap(
    'Baked Goods',
    'Bakery blueberry muffin',
    'Homemade banana and oat muffin, no added sugar',
    22,
    'Sweetened by ripe banana, with whole oats for fiber.',
  ),
  swap(
    'Baked Goods',
    'Glazed doughnut',
    'Toasted English muffin with butter',
    10,
    'A warm treat without the glaze.',
  ),
  swap(
    'Baked Goods',
    'Chocolate sandwich cookies (3)',
    'Oatcakes (3)',
    13,
    'Whole grains and a satisfying crunch with next to no sugar.',
  ),
  swap(
    'Baked Goods',
    'Frosted layer cake (1 slice)',
    'Plain scone with fresh strawberries',
    19,
    'Still feels special, with a fraction of the sugar.',
  ),
  swap(
    'Baked Goods',
    'Cinnamon roll with icing',
    'Wholemeal toast with cinnamon and butter',
    16,
    'The same warm cinnamon smell, minus the icing.',
  ),
];

/** The sum of `savesGrams` over the swaps of one category (spec: 'Total Sugar Savings'). */
export function totalSugarSavings(category: SwapCategory): number {
  return SUGAR_SWAPS.filter((s) => s.category === category).reduce((sum, s) => sum + s.savesGrams, 0);
}

export const SUGAR_AI_QUESTIONS = [
  'How much sugar should my toddler have each day?',
  'Is fruit juice okay for my 1-year-old?',
  'What are hidden sources of sugar in baby food?',
] as const;

/** Sent as the first (system) message of the sugar board's chat request. */
export const SUGAR_AI_SYSTEM_PROMPT = [
  "You are SproutPlate's child-nutrition assistant. You answer questions about sugar from parents and " +
    'caregivers of children aged 0 to 5 years.',
  'Be concise: a short, practical answer of at most about 150 words, in plain language, with a list ' +
    'when it helps. Base answers on current evidence and public health guidance (WHO, the American ' +
    'Heart Association, the American Academy of Pediatrics, the UK NHS).',
  'Key facts: no added sugar before 2 years; under 25 g (6 teaspoons) of added sugar a day from 2 ' +
    'years; one teaspoon is about 4 g; fruit juice, smoothies, honey and syrups count as free sugars; ' +
    'no juice before 12 months and no honey before 12 months; water and milk are the best drinks.',
  'You are not a doctor. Do not diagnose or give medical treatment advice. For weight, growth, ' +
    "diabetes, allergies or any worry about a child's health, suggest speaking to their doctor or " +
    'health professional, and in an emergency to call the local emergency number.',
  "If a question is not about children's nutrition, say briefly that you can only help with feeding " +
    'and sugar questions. Never ask for or repeat personal details about the family or child.',
].join('\n\n');
