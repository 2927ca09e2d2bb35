/** The First Foods guide: extras. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food, FoodRule } from './types';

// Rules several extras share. Each says only what its source says.
const NO_ADDED_SUGAR_UNDER_2_DGA: FoodRule = {
  text: 'Avoid foods and drinks with added sugars for children under 2.',
  source: 'DGA',
};
const NO_ADDED_SUGAR_UNDER_2_AHA: FoodRule = {
  text: 'No added sugars before 2; from 2, less than 25 g (about 6 teaspoons) a day.',
  source: 'AHA',
};
const SUGAR_AT_MEALTIMES: FoodRule = {
  text: 'Keep sugary foods to mealtimes rather than snacks, to protect teeth.',
  source: 'NHS',
};
const NO_SALT_UNDER_1: FoodRule = {
  text: 'No salt added to food or cooking water for babies under 12 months.',
  source: 'NHS',
};
const SALT_1_TO_3: FoodRule = {
  text: 'Children aged 1 to 3 should have no more than 2 g of salt a day (0.8 g sodium).',
  source: 'NHS',
};

/** Milk as a new allergen, introduced through a food that contains it. */
const MILK_STEPS_INTRO = [
  'If your baby has severe eczema or already has a food allergy, talk to your GP or health visitor before introducing milk foods.',
  'Offer milk as the only new allergen that day, on a morning at home when your baby is well, so you can watch them for 2 hours afterwards.',
  'Start with a small amount, such as a little unsalted butter melted into mashed vegetables, then offer a little more over the next few days.',
  'Once it suits them, keep milk foods in their diet a few times a week.',
  'Mild signs such as a rash around the mouth, hives or vomiting: stop and talk to your GP. Swelling of the lips, tongue or face, trouble breathing or floppiness: call 999 (or your local emergency number) straight away.',
] as const;

export const EXTRAS: readonly Food[] = [
  {
    slug: 'honey',
    name: 'Honey',
    otherNames: ['honeycomb', 'manuka honey'],
    category: 'extras',
    fromMonths: 24,
    summary:
      'Honey is a sugar, not a health food. It must never be given before 12 months, not even cooked into food, and as an added sugar it is best kept until after 2, then only now and then.',
    notYet:
      'Honey can carry spores that cause infant botulism, a serious illness, in babies under 12 months, and as an added sugar it is best left until after 2.',
    stages: {
      '2-3y':
        'A small drizzle on porridge or plain yoghurt now and then, counted as added sugar and kept to mealtimes.',
      '3-5y':
        'A little on porridge or yoghurt, or in home baking, as an occasional extra; brush teeth twice a day.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Spread it thinly or stir it in; honeycomb is waxy and chewy, so leave it for older children.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      { text: 'No honey before 12 months: it can cause infant botulism.', source: 'NHS' },
      {
        text: 'Do not give honey to babies under 12 months.',
        source: 'AAP',
      },
      NO_ADDED_SUGAR_UNDER_2_DGA,
      NO_ADDED_SUGAR_UNDER_2_AHA,
    ],
  },
  {
    slug: 'salt',
    name: 'Salt',
    otherNames: ['table salt', 'sea salt', 'sodium'],
    category: 'extras',
    fromMonths: 12,
    summary:
      'Children need very little salt, and most of what they get already comes from bread, cheese and other everyday foods. Nothing added for babies, and keep it low after that.',
    notYet:
      "A baby's kidneys cannot cope with added salt, so nothing salty should go into their food before 12 months.",
    stages: {
      '12m':
        "Cook family food with no added salt and take your child's portion out before salting the rest. Keep bacon, ham, stock cubes and crisps rare.",
      '18m':
        'Still no salt added to their plate or at the table. All their food together should come to no more than 2 g of salt a day.',
      '2-3y':
        'Flavour food with herbs, garlic, lemon and spices rather than salt; no more than 2 g a day in total until 4.',
      '3-5y':
        'From 4, no more than 3 g of salt a day in total. Check labels: over 1.5 g salt per 100 g is high.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Not a choking risk; the risk is too much. Keep the salt cellar off their part of the table and check labels on bread, cheese and sauces.',
    },
    allergens: [],
    flags: ['high-salt'],
    rules: [
      NO_SALT_UNDER_1,
      SALT_1_TO_3,
      { text: 'Children aged 4 to 6 should have no more than 3 g of salt a day.', source: 'NHS' },
      { text: 'Toddlers aged 1 to 3 should keep sodium under 1,200 mg a day.', source: 'DGA' },
    ],
  },
  {
    slug: 'sugar',
    name: 'Sugar',
    otherNames: ['caster sugar', 'brown sugar', 'icing sugar', 'maple syrup', 'golden syrup', 'agave syrup'],
    category: 'extras',
    fromMonths: 24,
    summary:
      'Added sugar, including syrups, gives energy without nourishment and harms new teeth. None before 2; after that, small amounts at mealtimes.',
    notYet:
      'Children under 2 should have no added sugar: it fills small tummies without nourishing them, builds a sweet tooth and harms new teeth.',
    stages: {
      '2-3y':
        'A little in home baking or a small pudding at the end of a meal, not every day. Sweeten porridge and yoghurt with mashed banana or grated apple.',
      '3-5y':
        'From 4, no more than 19 g of free sugars a day, about 5 sugar cubes, including the sugar in juice. Keep sweet foods to mealtimes.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Sugar itself is not a choking risk, but hard and sticky sweets are: see the Sweets entry.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      NO_ADDED_SUGAR_UNDER_2_DGA,
      NO_ADDED_SUGAR_UNDER_2_AHA,
      { text: 'Children aged 4 to 6 should have no more than 19 g of free sugars a day.', source: 'NHS' },
      SUGAR_AT_MEALTIMES,
    ],
  },
  {
    slug: 'chocolate',
    name: 'Chocolate',
    otherNames: ['chocolate buttons', 'cocoa'],
    category: 'extras',
    fromMonths: 24,
    summary:
      'A treat, not a food group: high in added sugar, with a little caffeine (more in dark chocolate). Most chocolate contains milk.',
    notYet:
      'Chocolate is high in added sugar, which under-2s should not have, and it contains a little caffeine.',
    stages: {
      '2-3y':
        'A couple of thin chocolate buttons or a small square of milk chocolate, now and then, at the end of a meal; chocolate in home baking.',
      '3-5y':
        'A small portion of milk chocolate as an occasional treat after a meal. Dark chocolate and cocoa drinks have more caffeine, so keep them small and rare.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Skip small hard chocolates, mini eggs and chocolate-coated nuts or raisins for under-5s; offer thin buttons or a small flat square, sitting down.',
    },
    allergens: ['milk'],
    allergenSteps: [
      'By 2 most children already eat milk foods such as yoghurt and cheese; if yours does not yet, introduce milk with those first, not with chocolate.',
      'Read the label: many chocolates also contain soy and may contain nuts or wheat, so choose one whose allergens your child already eats.',
      'Give the first taste earlier in the day at home, so you can watch them for 2 hours.',
      'Mild signs such as a rash, hives or vomiting: stop and talk to your GP. Swelling of the lips, tongue or face, trouble breathing or floppiness: call 999 (or your local emergency number) straight away.',
    ],
    flags: ['added-sugar', 'caffeine'],
    rules: [NO_ADDED_SUGAR_UNDER_2_DGA, NO_ADDED_SUGAR_UNDER_2_AHA, SUGAR_AT_MEALTIMES],
  },
  {
    slug: 'jam',
    name: 'Jam',
    otherNames: ['fruit preserve', 'conserve', 'fruit spread', 'marmalade'],
    category: 'extras',
    fromMonths: 24,
    summary:
      'Jam is mostly sugar, even the reduced-sugar kind, and "no added sugar" fruit spreads still use concentrated fruit juice. Mashed berries on toast do the same job for little ones.',
    notYet:
      'Jam is mostly sugar, and children under 2 should have no added sugar; mashed soft fruit on toast is a good swap.',
    stages: {
      '2-3y': 'A thin scrape on toast, or a little swirled into plain yoghurt, now and then at mealtimes.',
      '3-5y':
        'A thin layer on toast or in a sandwich at mealtimes, not every day; mashed berries work just as well.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Spread it thinly; the choking risk is low, the teeth risk is not.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [NO_ADDED_SUGAR_UNDER_2_DGA, NO_ADDED_SUGAR_UNDER_2_AHA, SUGAR_AT_MEALTIMES],
  },
  {
    slug: 'herbs-and-spices',
    name: 'Herbs and spices',
    otherNames: ['cinnamon', 'cumin', 'paprika', 'turmeric', 'basil', 'parsley', 'mint', 'oregano'],
    category: 'extras',
    fromMonths: 6,
    summary:
      'The way to give baby food flavour instead of salt. Start with mild spices and soft herbs; check ready-made blends, which can hide salt, sugar, mustard, celery or sesame.',
    stages: {
      '6m': 'A pinch of mild spice such as cinnamon, cumin, ground coriander or mild paprika, or finely chopped soft herbs like basil, parsley or mint, stirred into purées, mashed vegetables or porridge.',
      '9m': 'Finely chopped fresh herbs, garlic and mild spices stirred into lentils, stews and mashed vegetables; go gently with chilli heat.',
      '12m':
        'Herbs, garlic, ginger and gentle spice blends as the family eats them; take their portion out before adding hot chilli.',
      '18m': 'Family dishes with herbs and mild to medium spices, chopped herbs scattered over.',
      '2-3y': 'Most family flavours, with hot chilli added to adult plates at the end.',
      '3-5y': 'Family food with herbs and spices; let them sprinkle and taste as they help cook.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Take out whole spices (cinnamon sticks, cloves, cardamom pods, star anise, bay leaves) before serving; chop herbs finely and remove woody stalks.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Flavour baby food with herbs and spices rather than salt.', source: 'NHS' },
      NO_SALT_UNDER_1,
    ],
  },
  {
    slug: 'olive-oil',
    name: 'Olive oil',
    otherNames: ['extra virgin olive oil'],
    category: 'extras',
    fromMonths: 6,
    summary:
      'A little unsaturated oil adds energy and healthy fats to baby food and helps vegetables roast soft. Rapeseed oil works the same way.',
    stages: {
      '6m': 'A few drops stirred into mashed or puréed vegetables, or used to roast soft vegetable fingers.',
      '9m': 'A little in cooking, roasted vegetables and pasta.',
      '12m': 'In family cooking and drizzled over pasta and vegetables.',
      '18m': 'In family cooking, roasting and dressings.',
      '2-3y': 'In family cooking; they can dip soft bread in a little.',
      '3-5y': 'In cooking and dressings, in small amounts.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Oil is not a choking risk, but it makes finger foods slippery: roll oily pieces in ground oats or cut them in easy-to-grip strips.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Choose unsaturated oils such as olive or rapeseed oil, and use them in small amounts.',
        source: 'NHS',
      },
      { text: 'Use vegetable oils in place of solid fats such as butter.', source: 'DGA' },
    ],
  },
  {
    slug: 'butter',
    name: 'Butter',
    otherNames: ['unsalted butter'],
    category: 'extras',
    fromMonths: 6,
    summary:
      'Made from milk, so it counts as a milk allergen food. Unsalted butter is best for babies; use it in small amounts and lean on oils too.',
    stages: {
      '6m': 'A small amount of unsalted butter melted into mashed potato, vegetables or porridge, or spread thinly on toast fingers.',
      '9m': 'Unsalted butter melted into vegetables or thinly spread on toast and soft bread.',
      '12m': 'A thin spread on toast or in family cooking; unsalted is still best.',
      '18m': 'A thin spread on toast and sandwiches, or in cooking.',
      '2-3y': 'A thin spread or a little in cooking, alongside vegetable oils.',
      '3-5y': 'A thin spread or in cooking and baking, in small amounts.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Spread it thinly; not a choking risk in itself.',
    },
    allergens: ['milk'],
    allergenSteps: MILK_STEPS_INTRO,
    flags: [],
    rules: [
      {
        text: "Foods made from cow's milk can be part of your baby's diet from around 6 months.",
        source: 'NHS',
      },
      NO_SALT_UNDER_1,
      { text: 'Use vegetable oils in place of solid fats such as butter where you can.', source: 'DGA' },
    ],
  },
  {
    slug: 'ketchup',
    name: 'Ketchup',
    otherNames: ['tomato ketchup', 'tomato sauce', 'catsup'],
    category: 'extras',
    fromMonths: 24,
    summary:
      'About a fifth of ketchup is sugar, and it is salty too. A small dip now and then is fine after 2; reduced-sugar and salt versions are better.',
    notYet: 'Ketchup is high in added sugar and salty, and children under 2 should have no added sugar.',
    stages: {
      '2-3y':
        'A small dab on the side of the plate for dipping, not poured over the meal; choose a reduced-sugar and salt version.',
      '3-5y': 'A small dip now and then; a tablespoon of regular ketchup has nearly a teaspoon of sugar.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Not a choking risk; keep the portion to a small dab.',
    },
    allergens: [],
    flags: ['added-sugar', 'high-salt'],
    rules: [NO_ADDED_SUGAR_UNDER_2_DGA, SALT_1_TO_3, NO_ADDED_SUGAR_UNDER_2_AHA],
  },
  {
    slug: 'stock-cubes',
    name: 'Stock cubes',
    usName: 'Bouillon cubes',
    otherNames: ['stock pots', 'bouillon', 'stock powder'],
    category: 'extras',
    fromMonths: 12,
    summary:
      'Ordinary stock cubes are very salty: a single cube can hold as much salt as a toddler should have in a whole day, or more. Use low-salt ones, made up weak, or cook without. Check the label too: many contain celery, and some wheat or milk.',
    notYet: 'Ordinary stock cubes are very salty, and babies under 12 months should have no added salt.',
    stages: {
      '12m':
        'Best left out. If a family recipe needs stock, use a low-salt cube or stock made without salt, at half strength or weaker.',
      '18m':
        'Low-salt stock cubes only, made up weaker than the packet says, in family stews and soups; count it in the 2 g daily salt limit.',
      '2-3y': 'Low-salt stock, made up weak, in family soups and stews.',
      '3-5y': 'Low-salt stock in family cooking, made up weaker than the packet says.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Not a choking risk; the risk is the salt, so use low-salt cubes made up weak.',
    },
    allergens: [],
    flags: ['high-salt'],
    rules: [
      { text: 'Do not use stock cubes or gravy in food for babies: they are high in salt.', source: 'NHS' },
      NO_SALT_UNDER_1,
      SALT_1_TO_3,
    ],
  },
  {
    slug: 'popcorn',
    name: 'Popcorn',
    category: 'extras',
    fromMonths: 60,
    summary:
      'Light and crunchy, and one of the foods most often named in choking warnings for young children: flakes can be breathed in and hard kernels and husks can lodge in an airway. Not before 4; this guide lists it from 5.',
    notYet:
      'Popcorn is a choking hazard for under-4s, and this guide waits until 5 to be safe: the light flakes are easily breathed in and the hard kernels and husks can lodge in a small airway.',
    stages: {},
    choking: {
      risk: 'high',
      howToLower:
        'None before 4, and this guide waits until 5. After that, serve plain popcorn in a bowl, sitting down, with the unpopped kernels sifted out.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Popcorn is a choking hazard for children under 4.', source: 'AAP' },
      { text: 'Do not serve popcorn to children under 4 in childcare.', source: 'CFOC' },
    ],
  },
  {
    slug: 'sweets',
    name: 'Sweets',
    usName: 'Candy',
    otherNames: ['boiled sweets', 'hard sweets', 'lollipops', 'jelly sweets', 'gummy sweets', 'jelly beans'],
    category: 'extras',
    fromMonths: 60,
    summary:
      'Hard, chewy and sticky sweets are both a choking hazard and pure added sugar. Not before 4; this guide lists them from 5, and then as an occasional treat after a meal.',
    notYet:
      'Hard, round and sticky sweets can block a small airway and are all added sugar; none under 4, and this guide waits until 5.',
    stages: {},
    choking: {
      risk: 'high',
      howToLower:
        'None before 4, and this guide waits until 5. Never let children eat sweets while running, lying down or in the car, and keep raw jelly cubes (for making jelly) out of reach: they are a choking hazard too.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      { text: 'Hard, gooey or sticky sweets are a choking hazard for children under 4.', source: 'AAP' },
      { text: 'Do not serve hard sweets to children under 4 in childcare.', source: 'CFOC' },
      NO_ADDED_SUGAR_UNDER_2_AHA,
    ],
  },
  {
    slug: 'marshmallows',
    name: 'Marshmallows',
    category: 'extras',
    fromMonths: 60,
    summary:
      'Soft, but they turn sticky when wet and can seal a small airway. Not for babies and young children; this guide lists them from 5, as an occasional treat.',
    notYet:
      'Marshmallows get sticky in the mouth and can plug a small airway, so they are not for under-4s, and this guide waits until 5.',
    stages: {},
    choking: {
      risk: 'high',
      howToLower:
        'None before 4, and this guide waits until 5. After that, cut them small and offer one piece at a time, sitting down.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      { text: 'Do not give marshmallows to babies and young children.', source: 'NHS' },
      { text: 'Marshmallows are a choking hazard for children under 4.', source: 'AAP' },
      { text: 'Do not serve marshmallows to children under 4 in childcare.', source: 'CFOC' },
    ],
  },
];
