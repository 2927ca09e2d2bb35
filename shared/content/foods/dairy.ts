/** The First Foods guide: dairy. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food } from './types';

/** What to do if a reaction shows up, the same for every allergen food. */
const REACTION_STEP =
  'If you see a mild reaction, such as a few hives, a red rash around the mouth, vomiting or diarrhoea, stop the ' +
  'food and talk to your GP or doctor before trying it again. If the lips, tongue or face swell, breathing is ' +
  'noisy or hard, or your child turns pale and floppy, call 999 (or your local emergency number) straight away.';

/** The usual way to bring in milk as a food: one new allergen at a time, small first, then keep it going. */
function milkSteps(first: string, buildUp: string): readonly string[] {
  return [
    'Offer it on a morning at home when your baby is well, and make it the only new allergen that day, so you ' +
      "can watch them for about 2 hours afterwards. Babies already on cow's milk formula have usually met milk.",
    `Start small: ${first}. If all is well, offer a little more over the next few days: ${buildUp}.`,
    'Once milk foods suit them, keep yoghurt, cheese or milk in cooking in their meals a few times a week, as ' +
      'eating them regularly helps them stay tolerant.',
    REACTION_STEP,
  ];
}

/** For the cheeses kept until 5: the milk in them is not new by then, the germs are the concern. */
const LATER_CHEESE_STEPS: readonly string[] = [
  'By 5 most children already eat milk foods such as yoghurt and hard cheese; if yours has not had milk yet, ' +
    'bring it in first with plain yoghurt or cooked milk.',
  'Offer a small taste first, at home, and watch for about 2 hours.',
  "A child with a milk allergy must avoid these cheeses too: goat's and sheep's milk cheeses usually cause the " +
    'same reaction.',
  REACTION_STEP,
];

export const DAIRY: readonly Food[] = [
  {
    slug: 'cows-milk',
    name: "Cow's milk",
    otherNames: ['whole milk', 'full-fat milk', 'semi-skimmed milk', 'dairy milk'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      "Full-fat cow's milk can go into your baby's food from around 6 months and becomes their main drink from " +
      '12 months. Until then, their milk feeds should be breast milk or first infant formula.',
    stages: {
      '6m':
        "Use pasteurised full-fat cow's milk in cooking only, for example in porridge, cheese sauce or mashed " +
        'potato; breast milk or formula stays as the milk feed.',
      '9m':
        'Keep using it in cooking, such as porridge, soaked cereal or white sauce, but not yet as a drink in a cup ' +
        'or bottle.',
      '12m':
        "Whole (full-fat) cow's milk can now be the main drink, in an open or free-flow cup rather than a bottle, " +
        'with meals and snacks; about 300-400 ml a day is plenty.',
      '18m':
        'Whole milk in a cup plus milk in cooking, yoghurt and cheese. If milk fills them up so they eat little, ' +
        'cut back to leave room for iron-rich food.',
      '2-3y':
        'From 2, semi-skimmed milk is fine if your child eats well and grows well; keep skimmed and 1% milk for ' +
        'cooking until 5.',
      '3-5y':
        'Whole or semi-skimmed milk with meals and in cooking; wait until 5 before giving skimmed or 1% milk as ' +
        'a drink.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'It is a drink, so the main thing is the cup: use an open or free-flow cup, and keep your child sitting ' +
        'up, not walking about or lying down, while they drink.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps(
      'a spoonful of porridge or mashed vegetables made with a little milk',
      'more milk in cooking, then plain yoghurt and cheese',
    ),
    flags: [],
    rules: [
      {
        text: "Cow's milk can be used in cooking from around 6 months but should not be the main drink until 12 months.",
        source: 'NHS',
      },
      {
        text: 'Semi-skimmed milk can be a drink from 2 years if your child eats and grows well; skimmed and 1% not until 5.',
        source: 'NHS',
      },
      {
        text: 'More than about 700 ml (24 oz) of milk a day can crowd out iron-rich food and lead to low iron.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'yoghurt',
    name: 'Yoghurt',
    usName: 'Yogurt',
    otherNames: ['natural yoghurt', 'Greek yoghurt', 'Greek-style yoghurt', 'plain yoghurt'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'Plain full-fat yoghurt is a soft, protein- and calcium-rich food from 6 months, and an easy way to bring ' +
      'in milk. Pots marketed for children often contain added sugar, so plain is best.',
    stages: {
      '6m':
        'Spoon plain, full-fat yoghurt straight from the pot, or stir in mashed or puréed fruit for flavour; ' +
        'let your baby hold a preloaded spoon.',
      '9m':
        'Thick plain yoghurt as a dip for soft finger foods such as ripe pear strips, toast fingers or steamed ' +
        'vegetables, or mixed with mashed fruit.',
      '12m':
        'Plain yoghurt with chopped soft fruit at breakfast or pudding. Check labels and pick pots with no added ' +
        'sugar.',
      '18m':
        'Plain yoghurt with fruit, as a dip, or frozen in small pots with mashed berries for a cool snack.',
      '2-3y': 'Plain yoghurt with fruit, in dips and dressings, or layered with oats for breakfast.',
      '3-5y':
        'Plain yoghurt as part of family meals; keep flavoured, sweetened pots for now and then and check the sugar.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A soft food with little risk; keep any fruit stirred into it mashed or finely chopped.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps('a teaspoon of plain yoghurt', 'a couple of spoonfuls, then a small pot'),
    flags: [],
    rules: [
      { text: 'Plain, unsweetened full-fat yoghurt can be offered from around 6 months.', source: 'NHS' },
      {
        text: "Yoghurt and cheese can be offered from about 6 months, before cow's milk becomes a drink at 12 months.",
        source: 'AAP',
      },
      { text: 'No added sugar for children under 2: choose plain yoghurt.', source: 'DGA' },
    ],
  },
  {
    slug: 'hard-cheese',
    name: 'Hard cheese',
    otherNames: ['cheese', 'cheddar', 'Red Leicester', 'Edam', 'Gouda', 'Emmental'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'Pasteurised, full-fat hard cheese such as mild Cheddar gives calcium and protein from 6 months. Grate it ' +
      'or slice it thinly, as firm cubes and chunks are a choking risk.',
    stages: {
      '6m':
        'Grate mild pasteurised Cheddar finely and stir it into mashed vegetables, pasta or sauces until it ' +
        'melts, or offer thin finger-length slices your baby can gum.',
      '9m':
        'Finely grated cheese to pick up pinch by pinch, thin slices torn small, or cheese melted into toast ' +
        'fingers and omelette; avoid firm cubes.',
      '12m':
        'Grated cheese, thin slices, or cheese melted onto toast or pasta; if you cut cubes, keep them tiny, ' +
        'about the size of a pea.',
      '18m': 'Thin slices and sticks, grated cheese on meals, or small pieces alongside fruit and crackers.',
      '2-3y':
        'Cheese in sandwiches, grated on pasta, or thin sticks as a snack; keep pieces small rather than chunky.',
      '3-5y': 'The same cheese as the family, sliced or grated; cheese is salty, so keep portions small.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Grate it, slice it thinly or melt it; for under-4s cut firm cheese into thin strips or pea-sized pieces ' +
        'rather than cubes or chunks.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps(
      'a pinch of finely grated cheese melted into a food your baby knows',
      'a tablespoon of grated cheese, then thin slices',
    ),
    flags: [],
    rules: [
      {
        text: 'Pasteurised full-fat cheese, including hard cheese such as mild Cheddar, is fine from 6 months.',
        source: 'NHS',
      },
      {
        text: 'Chunks of cheese are a choking hazard for young children: grate or slice thinly.',
        source: 'AAP',
      },
      {
        text: 'For toddlers, cut firm foods into pieces about 1 cm (half an inch) or smaller.',
        source: 'CFOC',
      },
    ],
  },
  {
    slug: 'cottage-cheese',
    name: 'Cottage cheese',
    otherNames: ['curd cheese'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'Soft, mild and lumpy, cottage cheese is a gentle step up in texture. Choose pasteurised full-fat kinds.',
    stages: {
      '6m':
        'Mash or blend plain full-fat cottage cheese to soften the curds, and mix with puréed fruit or ' +
        'vegetables.',
      '9m': 'Offer it as it is on a preloaded spoon, spread on toast fingers, or mixed into mashed potato.',
      '12m': 'Cottage cheese with chopped soft fruit, on toast, or stirred into pasta.',
      '18m': 'Cottage cheese as a dip, on crackers or in baked potatoes.',
      '2-3y': 'Cottage cheese in sandwiches, jacket potatoes and pasta bakes.',
      '3-5y': 'The same cottage cheese dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A soft food with little risk; mash the curds for the first few tries if your baby gags.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps('a teaspoon of cottage cheese mashed into a purée', 'a couple of spoonfuls'),
    flags: [],
    rules: [
      { text: 'Pasteurised full-fat cottage cheese is fine for babies from 6 months.', source: 'NHS' },
      { text: 'Offer thicker, lumpier textures as your baby gets used to eating.', source: 'NHS' },
    ],
  },
  {
    slug: 'cream-cheese',
    name: 'Cream cheese',
    otherNames: ['soft cheese', 'full-fat soft cheese'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'Smooth and spreadable, cream cheese makes toast fingers easier to eat. Choose plain, pasteurised, ' +
      'full-fat kinds.',
    stages: {
      '6m':
        'Spread a thin layer of plain full-fat cream cheese on lightly toasted bread fingers, or swirl a ' +
        'spoonful into vegetable purée or pasta.',
      '9m': 'Thinly spread on toast squares or soft pitta pieces, or mixed into sauces to make them creamy.',
      '12m': 'On toast, crackers and in sandwiches, or stirred into pasta sauces.',
      '18m': 'Cream cheese sandwiches, dips and sauces.',
      '2-3y': 'As a spread or dip with the family.',
      '3-5y': 'The same cream cheese dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Spread it thinly rather than in thick dollops, which can be sticky to swallow.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps('a thin smear on a toast finger', 'a thicker spread, or a spoonful in a sauce'),
    flags: [],
    rules: [
      { text: 'Pasteurised full-fat cream cheese is fine for babies from 6 months.', source: 'NHS' },
      { text: 'Finger foods such as toast strips can be offered from around 6 months.', source: 'NHS' },
    ],
  },
  {
    slug: 'mozzarella',
    name: 'Mozzarella',
    otherNames: ['mozzarella pearls', 'bocconcini', 'burrata'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'Mild, soft pasteurised mozzarella is good for babies. Cut round mini balls into quarters, and watch ' +
      'stringy melted cheese.',
    stages: {
      '6m':
        'Tear fresh mozzarella into thin, finger-length strips, or melt small amounts into pasta or vegetable ' +
        'bakes.',
      '9m': 'Small torn pieces of fresh mozzarella, or mozzarella pearls quartered, for pincer picking.',
      '12m':
        'Mozzarella balls and pearls quartered, torn pieces, or a little melted on pizza cut into strips.',
      '18m': 'Torn or sliced mozzarella with tomatoes and bread; quarter any small balls.',
      '2-3y': 'Sliced mozzarella in sandwiches and salads; keep quartering the mini balls.',
      '3-5y': 'The same mozzarella dishes as the family; cut mini balls into quarters until at least 5.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Quarter mini balls and pearls, tear fresh mozzarella into thin strips, and cut stringy melted cheese ' +
        'into small pieces.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps('a small strip of fresh mozzarella', 'a few strips, or some melted into a meal'),
    flags: [],
    rules: [
      { text: 'Pasteurised cheese such as mozzarella is fine for babies from 6 months.', source: 'NHS' },
      { text: 'Cut small round foods into quarters for young children.', source: 'NHS' },
    ],
  },
  {
    slug: 'paneer',
    name: 'Paneer',
    otherNames: ['Indian cottage cheese', 'chenna'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'A mild, firm, pasteurised cheese that holds its shape in cooking. Soften it in a sauce and crumble or ' +
      'slice it for little ones.',
    stages: {
      '6m':
        'Crumble or grate paneer into soft dals and mashed vegetables, or simmer it in a sauce until soft and offer ' +
        'finger-length strips that squash under gentle pressure.',
      '9m': 'Soft-cooked paneer crumbled or cut into small, thin pieces for pincer picking.',
      '12m': 'Bite-sized pieces of soft-cooked paneer in family curries and stir-fries.',
      '18m': 'Paneer in family dishes, cut into small thin pieces rather than big cubes.',
      '2-3y': 'Family paneer dishes, with cubes cut smaller for their plate.',
      '3-5y': 'The same paneer dishes as the family.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook paneer in a sauce until soft, and crumble it or cut it into thin strips or small pieces instead of ' +
        'firm cubes.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps(
      'a little crumbled paneer stirred into a food your baby knows',
      'a few soft strips',
    ),
    flags: [],
    rules: [
      { text: 'Pasteurised full-fat cheese is fine for babies from 6 months.', source: 'NHS' },
      {
        text: 'Firm foods should be cut small or softened for young children to lower choking risk.',
        source: 'CFOC',
      },
    ],
  },
  {
    slug: 'ricotta',
    name: 'Ricotta',
    otherNames: ['ricotta cheese'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'Soft, mild and spoonable, ricotta is an easy first cheese. Choose pasteurised ricotta, which is what UK ' +
      'shops usually sell.',
    stages: {
      '6m': 'Spoon plain ricotta on its own, or stir it into puréed vegetables, fruit or soft pasta.',
      '9m': 'Spread ricotta on toast fingers, or mix it into pasta with finely chopped soft vegetables.',
      '12m': 'Ricotta in pasta bakes, on toast, or in soft pancakes cut into bite-sized pieces.',
      '18m': 'Ricotta in family pasta dishes, dips and pancakes.',
      '2-3y': 'Ricotta in family dishes such as lasagne and stuffed pasta.',
      '3-5y': 'The same ricotta dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A soft food with little risk; spread it thinly on toast so it is not sticky.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps('a teaspoon of ricotta mixed into a purée', 'a couple of spoonfuls'),
    flags: [],
    rules: [
      { text: 'Pasteurised soft cheeses such as ricotta are fine for babies from 6 months.', source: 'NHS' },
      { text: 'Start solid foods at around 6 months, with a wide range of foods.', source: 'NHS' },
    ],
  },
  {
    slug: 'fromage-frais',
    name: 'Fromage frais',
    otherNames: ['fromage blanc'],
    category: 'dairy',
    fromMonths: 6,
    summary:
      'A smooth, fresh soft cheese eaten like yoghurt. Plain is best: many little pots made for children have ' +
      'added sugar.',
    stages: {
      '6m': 'Plain full-fat fromage frais on a spoon, on its own or stirred with mashed fruit.',
      '9m': 'Plain fromage frais as a dip for soft fruit and toast fingers, or mixed with mashed berries.',
      '12m': 'Plain fromage frais with chopped soft fruit; choose pots with no added sugar.',
      '18m': 'Plain fromage frais with fruit, or as a dip.',
      '2-3y': 'Plain fromage frais with fruit; flavoured pots now and then, checking the sugar on the label.',
      '3-5y': 'Plain fromage frais as part of family meals; keep sweetened pots for occasional treats.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A soft food with little risk; keep any fruit stirred into it mashed or finely chopped.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps('a teaspoon of plain fromage frais', 'a couple of spoonfuls, then a small pot'),
    flags: [],
    rules: [
      { text: 'Choose plain, unsweetened dairy foods for babies.', source: 'NHS' },
      { text: 'No added sugar for children under 2.', source: 'AHA' },
    ],
  },
  {
    slug: 'feta',
    name: 'Feta',
    otherNames: ['feta cheese', 'salad cheese', 'white cheese'],
    category: 'dairy',
    fromMonths: 12,
    summary:
      'Feta is a pasteurised cheese but a very salty one, so it is best kept for toddlers in small amounts. ' +
      'Soaking it in water first takes some of the salt out.',
    notYet: 'Feta is very salty, and babies under 12 months should have as little salt as possible.',
    stages: {
      '12m':
        'A small amount of pasteurised feta, soaked in water for 10 minutes, crumbled finely into salads, pasta ' +
        'or omelette.',
      '18m': 'Crumbled feta in family dishes, in small amounts.',
      '2-3y': 'Crumbled feta in salads, pasta and pastries now and then.',
      '3-5y': 'The same feta dishes as the family, keeping portions small as it is salty.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Crumble it finely rather than serving firm cubes.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps(
      'a pinch of crumbled feta in a dish, once your child already eats milk foods such as yoghurt',
      'a spoonful crumbled over a meal',
    ),
    flags: ['high-salt'],
    rules: [
      { text: "Babies should have very little salt, as it isn't good for their kidneys.", source: 'NHS' },
      { text: 'Only pasteurised cheese for babies and young children.', source: 'NHS' },
    ],
  },
  {
    slug: 'halloumi',
    name: 'Halloumi',
    otherNames: ['grilling cheese'],
    category: 'dairy',
    fromMonths: 12,
    summary:
      'Halloumi is salty and squeaky-firm, so keep it for toddlers, soak it first and cut it small or thin.',
    notYet:
      'Halloumi is very salty and rubbery, and babies under 12 months should have as little salt as possible.',
    stages: {
      '12m':
        'Soak slices in water for 10 minutes, cook them until soft, and cut into thin strips or small pieces, as ' +
        'an occasional food.',
      '18m': 'Thin strips or small pieces of cooked halloumi, in small amounts.',
      '2-3y': 'Cooked halloumi in family dishes, cut into small pieces.',
      '3-5y': 'The same halloumi dishes as the family, cut small and kept occasional as it is salty.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Serve it warm and cooked, in thin strips or small pieces; firm, rubbery chunks are hard to chew.',
    },
    allergens: ['milk'],
    allergenSteps: milkSteps(
      'a small strip of cooked halloumi, once your child already eats milk foods such as yoghurt',
      'a few small pieces with a meal',
    ),
    flags: ['high-salt'],
    rules: [
      { text: "Babies should have very little salt, as it isn't good for their kidneys.", source: 'NHS' },
      {
        text: 'For toddlers, cut firm foods into pieces about 1 cm (half an inch) or smaller.',
        source: 'CFOC',
      },
    ],
  },
  {
    slug: 'unpasteurised-cheese',
    name: 'Unpasteurised cheese',
    otherNames: ['raw milk cheese', 'raw cheese'],
    category: 'dairy',
    fromMonths: 60,
    summary:
      'Cheese made from raw, unpasteurised milk can carry listeria and other germs that can make a young child ' +
      'very ill. Check the label and choose pasteurised cheese for under-5s.',
    notYet:
      'Unpasteurised cheese can carry listeria, a germ that can cause serious illness in babies and young ' +
      'children, so keep it off their plates until 5.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'When they are older, grate or thinly slice firm cheese as you would any other.',
    },
    allergens: ['milk'],
    allergenSteps: LATER_CHEESE_STEPS,
    flags: [],
    rules: [
      {
        text: 'Babies and young children should only have cheese made from pasteurised milk.',
        source: 'NHS',
      },
      {
        text: 'Do not give raw (unpasteurised) milk or foods made from it to young children.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'brie-and-camembert',
    name: 'Brie and camembert',
    otherNames: ['mould-ripened cheese', "ripened goats' cheese", 'chèvre'],
    category: 'dairy',
    fromMonths: 60,
    summary:
      "Soft cheeses with a white rind, and ripened goats' cheese, carry a higher risk of listeria, so they are " +
      'not for babies and young children.',
    notYet:
      'Mould-ripened soft cheeses are more likely to carry listeria, which can make babies and young children ' +
      'seriously ill.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'When they are older, serve small thin slices rather than thick wedges.',
    },
    allergens: ['milk'],
    allergenSteps: LATER_CHEESE_STEPS,
    flags: [],
    rules: [
      {
        text: 'Babies and young children should not eat mould-ripened soft cheeses such as brie and camembert.',
        source: 'NHS',
      },
      {
        text: 'Stick to pasteurised hard and soft cheeses such as Cheddar, ricotta and cream cheese.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'soft-blue-cheese',
    name: 'Soft blue cheese',
    otherNames: ['Gorgonzola', 'Roquefort', 'Danish blue', 'dolcelatte', 'blue cheese'],
    category: 'dairy',
    fromMonths: 60,
    summary:
      'Soft blue-veined cheeses carry a higher risk of listeria, so keep them for older children and adults.',
    notYet:
      'Soft blue-veined cheeses are more likely to carry listeria, which can make babies and young children ' +
      'seriously ill.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'When they are older, crumble it or serve small thin pieces.',
    },
    allergens: ['milk'],
    allergenSteps: LATER_CHEESE_STEPS,
    flags: [],
    rules: [
      {
        text: 'Babies and young children should not eat soft blue-veined cheese such as Roquefort.',
        source: 'NHS',
      },
      {
        text: 'Stick to pasteurised hard and soft cheeses such as Cheddar, ricotta and cream cheese.',
        source: 'NHS',
      },
    ],
  },
];
