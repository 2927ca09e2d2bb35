/** The First Foods guide: nuts and seeds. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food } from './types';

/** What to do if a new food seems to cause a reaction; the last step of every allergen list. */
const IF_REACTION =
  "If you see a mild reaction, such as a blotchy rash or a few hives around the mouth, stop giving it and talk to your GP or doctor. If your child's lips, tongue or face swell, they cough, wheeze or struggle to breathe, or they turn pale and floppy, call 999 (or your local emergency number) straight away.";

/** The usual way to bring in an allergen: one at a time, small first, then keep it going. */
function introduceSteps(allergen: string, firstTaste: string): string[] {
  return [
    `Make ${allergen} the only new allergen that day, and offer it in the morning on a day you're at home so you can watch your baby for 2 hours afterwards.`,
    `Start with ${firstTaste}. If all is well, offer a little more each time over the next few days.`,
    `Once ${allergen} suits them, keep it in their meals a few times a week: eating it regularly helps their body stay used to it.`,
    IF_REACTION,
  ];
}

/** Tree nuts: each kind is its own allergen, so each is introduced on its own. */
function treeNutSteps(nut: string, firstTaste: string): string[] {
  const [oneAtATime, ...rest] = introduceSteps(nut, firstTaste);
  return [
    `${oneAtATime} Each kind of tree nut is a separate allergen, so introduce them one by one.`,
    ...rest,
  ];
}

function treeNutChoking(nuts: string): { risk: 'high'; howToLower: string } {
  return {
    risk: 'high',
    howToLower: `Whole and chopped ${nuts} are a choking hazard until 5. Offer them finely ground, or as a smooth nut butter thinned with water or your baby's usual milk, and spread nut butter thinly; never give it by the spoonful.`,
  };
}

const WHOLE_NUTS_RULE = {
  text: "Don't give whole or chopped nuts or peanuts to children under 5: they can choke on them.",
  source: 'NHS',
} as const;

const GROUND_NUTS_RULE = {
  text: 'From around 6 months, nuts can be given crushed, finely ground or as a smooth nut butter, introduced one at a time like other allergens.',
  source: 'NHS',
} as const;

const ALLERGENS_EARLY_RULE = {
  text: 'Tree nuts, like peanut and egg, can be introduced along with other first foods; delaying them does not prevent allergy.',
  source: 'DGA',
} as const;

const NUT_BUTTER_RULE = {
  text: 'Thick spoonfuls of nut butter can block a small airway: spread it thinly or thin it down.',
  source: 'AAP',
} as const;

const TREE_NUT_RULES = [WHOLE_NUTS_RULE, GROUND_NUTS_RULE, ALLERGENS_EARLY_RULE, NUT_BUTTER_RULE] as const;

const SEEDS_ALLERGY_RULE = {
  text: 'Seeds can cause allergic reactions; introduce them one at a time from around 6 months and watch for a reaction.',
  source: 'NHS',
} as const;

const WHOLE_SEEDS_RULE = {
  text: 'Seeds such as sunflower and pumpkin seeds are a choking risk for children under 4.',
  source: 'AAP',
} as const;

const NO_ADDED_SUGAR_RULE = {
  text: 'Choose nut and seed butters with no added sugar: children under 2 should have none.',
  source: 'AHA',
} as const;

export const NUTS_SEEDS: readonly Food[] = [
  {
    slug: 'peanuts',
    name: 'Peanuts',
    otherNames: ['Peanut butter', 'Groundnuts', 'Monkey nuts'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Peanut is one of the most important allergens to offer early: from around 6 months, as smooth peanut butter thinned down or finely ground peanuts, and then kept in the diet. Whole peanuts are a choking hazard until 5.',
    stages: {
      '6m': 'Mix 2 teaspoons of smooth peanut butter with a little warm water, breast milk or formula until runny, then stir it into porridge, yogurt or fruit purée; or stir in finely ground peanuts the same way. Never give whole peanuts or a spoonful of thick peanut butter.',
      '9m': 'Thinned smooth peanut butter spread thinly on toast fingers, or ground peanuts stirred into porridge or a mild curry sauce. Aim for peanut a few times a week.',
      '12m':
        'A thin scrape of smooth peanut butter on toast or rice cakes, or ground peanuts in a homemade satay-style sauce made without added salt or sugar.',
      '18m':
        'Smooth peanut butter spread thinly on toast or crackers, or ground peanuts in noodles or curry. Never whole or chopped peanuts.',
      '2-3y':
        'Smooth peanut butter spread thinly, never in thick blobs, and ground peanuts in cooking. Skip crunchy peanut butter, which has hard bits of nut.',
      '3-5y':
        'Keep to smooth peanut butter and ground peanuts in cooking; whole peanuts wait until 5. Check the labels on cereal bars and snacks, which often hide chopped peanuts.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Never give whole or chopped peanuts under 5. Use smooth peanut butter thinned with water or milk, or finely ground peanuts, and spread nut butter thinly: a thick spoonful can stick to the roof of the mouth and block the throat.',
    },
    allergens: ['peanut'],
    allergenSteps: [
      'If your baby has severe eczema, an egg allergy or another food allergy, talk to your GP or doctor before offering peanut: they may want to test first.',
      "Offer peanut on a morning you're at home, with no other new allergen that day, so you can watch your baby for 2 hours afterwards.",
      'Start with a quarter of a teaspoon of smooth peanut butter thinned with water and mixed into a food they already eat; if all is well, build up over a few days to about 2 teaspoons.',
      'Once peanut suits them, keep it going: about 2 teaspoons of thinned smooth peanut butter, three times a week.',
      IF_REACTION,
    ],
    flags: [],
    rules: [
      {
        text: 'Offer peanut-containing food early, around 6 months; babies with severe eczema or egg allergy should see a doctor first.',
        source: 'NIAID',
      },
      {
        text: 'Once peanut is started, keep it in the diet: about 2 g of peanut protein (2 teaspoons of peanut butter) three times a week.',
        source: 'NIAID',
      },
      WHOLE_NUTS_RULE,
      NUT_BUTTER_RULE,
    ],
  },
  {
    slug: 'almonds',
    name: 'Almonds',
    otherNames: ['Ground almonds', 'Almond butter'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Almonds are a tree nut with protein, vitamin E and some calcium. Ground almonds and smooth almond butter are easy ways to introduce them; whole almonds wait until 5.',
    stages: {
      '6m': 'Stir a pinch of finely ground almonds into porridge, yogurt or fruit purée, or mix a little smooth almond butter with water until runny and stir it in.',
      '9m': 'Ground almonds stirred into porridge or mashed fruit, or smooth almond butter spread thinly on toast fingers.',
      '12m': 'Ground almonds in homemade pancakes or muffins, or a thin scrape of almond butter on toast.',
      '18m':
        'Ground almonds in baking and porridge, or smooth almond butter spread thinly; never whole or chopped almonds.',
      '2-3y':
        'Ground almonds in cooking, such as a mild korma, and almond butter spread thinly on toast or crackers.',
      '3-5y':
        'Ground almonds and smooth almond butter as before; whole and flaked almonds still wait until 5.',
    },
    choking: treeNutChoking('almonds'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'almond',
      'a quarter of a teaspoon of finely ground almonds or thinned almond butter stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'cashews',
    name: 'Cashews',
    otherNames: ['Cashew nuts', 'Cashew butter'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Cashews are a soft, creamy tree nut that blends into smooth sauces. Cashew and pistachio allergies often go together, so introduce them on separate days.',
    stages: {
      '6m': 'A pinch of finely ground cashews, or a little smooth cashew butter thinned with water, stirred into porridge, yogurt or vegetable purée.',
      '9m': 'Ground cashews or thinned cashew butter stirred into porridge or a mild curry, or cashew butter spread thinly on toast fingers.',
      '12m':
        'Cashews soaked and blended into a creamy pasta sauce, or smooth cashew butter spread thinly on toast.',
      '18m':
        'Blended cashew sauces, ground cashews in a mild curry, or a thin layer of cashew butter; never whole cashews.',
      '2-3y': 'Ground or blended cashews in family cooking, and cashew butter spread thinly.',
      '3-5y':
        'Keep to ground or blended cashews and smooth cashew butter; whole and chopped cashews wait until 5.',
    },
    choking: treeNutChoking('cashews'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'cashew',
      'a quarter of a teaspoon of thinned smooth cashew butter or finely ground cashews stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'walnuts',
    name: 'Walnuts',
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Walnuts are a tree nut with plant omega-3 fats. Walnut and pecan are close relatives, and allergy to one often means allergy to the other.',
    stages: {
      '6m': 'A pinch of finely ground walnuts stirred into porridge, yogurt or mashed banana, or smooth walnut butter thinned with water.',
      '9m': 'Ground walnuts stirred into porridge or mashed fruit, or thinned walnut butter spread thinly on toast fingers.',
      '12m': 'Ground walnuts in banana bread, muffins or porridge.',
      '18m': 'Ground walnuts in baking, pesto or porridge; never whole or chopped walnuts.',
      '2-3y': 'Finely ground walnuts in family cooking and baking.',
      '3-5y': 'Keep to finely ground walnuts in cooking and baking; whole and chopped walnuts wait until 5.',
    },
    choking: treeNutChoking('walnuts'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'walnut',
      'a quarter of a teaspoon of finely ground walnuts stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'hazelnuts',
    name: 'Hazelnuts',
    otherNames: ['Filberts', 'Cobnuts'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Hazelnuts are a tree nut with a sweet, toasty taste. Chocolate hazelnut spreads are mostly sugar, so they are not a good way to introduce hazelnut.',
    stages: {
      '6m': 'A pinch of finely ground hazelnuts stirred into porridge, yogurt or fruit purée, or a little smooth hazelnut butter thinned with water.',
      '9m': 'Ground hazelnuts in porridge or mashed fruit, or thinned smooth hazelnut butter spread thinly on toast fingers.',
      '12m':
        'Ground hazelnuts in homemade muffins or porridge, or a thin scrape of plain hazelnut butter on toast.',
      '18m':
        'Ground hazelnuts in baking and porridge, or plain hazelnut butter spread thinly; never whole or chopped hazelnuts.',
      '2-3y': 'Ground hazelnuts in family baking, and plain hazelnut butter spread thinly.',
      '3-5y':
        'Keep to ground hazelnuts and smooth hazelnut butter; whole and chopped hazelnuts wait until 5.',
    },
    choking: treeNutChoking('hazelnuts'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'hazelnut',
      'a quarter of a teaspoon of finely ground hazelnuts or thinned hazelnut butter stirred into a food they already eat',
    ),
    flags: [],
    rules: [
      WHOLE_NUTS_RULE,
      GROUND_NUTS_RULE,
      ALLERGENS_EARLY_RULE,
      {
        text: 'Children under 2 should have no added sugar, which rules out chocolate hazelnut spreads.',
        source: 'AHA',
      },
    ],
  },
  {
    slug: 'pistachios',
    name: 'Pistachios',
    otherNames: ['Pistachio nuts'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Pistachios are a bright green tree nut, closely related to cashew. Buy them unsalted and shelled, and grind them for young children.',
    stages: {
      '6m': 'A pinch of finely ground unsalted pistachios stirred into porridge, yogurt or fruit purée.',
      '9m': 'Ground pistachios stirred into porridge or yogurt, or blended with a little water into a smooth paste for toast fingers.',
      '12m': 'Ground pistachios sprinkled over yogurt or baked into muffins.',
      '18m': 'Ground pistachios in baking or over fruit and yogurt; never whole or chopped pistachios.',
      '2-3y': 'Finely ground pistachios in family cooking and baking.',
      '3-5y':
        'Keep to finely ground pistachios; whole and chopped pistachios, and their shells, wait until 5.',
    },
    choking: treeNutChoking('pistachios'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'pistachio',
      'a quarter of a teaspoon of finely ground pistachios stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'pecans',
    name: 'Pecans',
    otherNames: ['Pecan nuts'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Pecans are a soft, buttery tree nut and a close relative of walnut. Grind them for young children; pecan pie and candied pecans are sugary treats for much later.',
    stages: {
      '6m': 'A pinch of finely ground pecans stirred into porridge, yogurt or mashed banana.',
      '9m': 'Ground pecans stirred into porridge or mashed fruit, or blended with a little water into a smooth paste for toast fingers.',
      '12m': 'Ground pecans in homemade muffins, pancakes or porridge.',
      '18m': 'Ground pecans in baking and porridge; never whole or chopped pecans.',
      '2-3y': 'Finely ground pecans in family cooking and baking.',
      '3-5y': 'Keep to finely ground pecans; whole and chopped pecans wait until 5.',
    },
    choking: treeNutChoking('pecans'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'pecan',
      'a quarter of a teaspoon of finely ground pecans stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'brazil-nuts',
    name: 'Brazil nuts',
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Brazil nuts are a large tree nut, very rich in selenium, so a little goes a long way: a pinch for babies, about half a nut a day for toddlers and one nut a day at most from 3, always ground. Whole Brazil nuts are a choking hazard until 5.',
    stages: {
      '6m': 'A small pinch of finely ground Brazil nuts stirred into porridge, yogurt or fruit purée.',
      '9m': 'A pinch of ground Brazil nuts in porridge or mashed fruit, now and then.',
      '12m': 'Ground Brazil nuts mixed into porridge or baking, about half a nut a day at most.',
      '18m':
        'Ground Brazil nuts in porridge or baking, about half a nut a day at most; never whole or chopped.',
      '2-3y': 'Finely ground Brazil nuts in family cooking, about half a nut a day at most.',
      '3-5y': 'Keep to finely ground Brazil nuts, about one nut a day at most; whole ones wait until 5.',
    },
    choking: treeNutChoking('Brazil nuts'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'Brazil nut',
      'a small pinch of finely ground Brazil nut stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'macadamia-nuts',
    name: 'Macadamia nuts',
    otherNames: ['Macadamias', 'Queensland nuts'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Macadamias are a round, buttery tree nut, hard enough to be a real choking hazard whole. Grind them finely for young children.',
    stages: {
      '6m': 'A pinch of finely ground unsalted macadamia nuts stirred into porridge, yogurt or fruit purée.',
      '9m': 'Ground macadamia nuts in porridge or mashed fruit, or blended with a little water into a smooth paste for toast fingers.',
      '12m': 'Ground macadamia nuts in homemade muffins or porridge.',
      '18m': 'Ground macadamia nuts in baking and porridge; never whole or chopped macadamias.',
      '2-3y': 'Finely ground macadamia nuts in family cooking and baking.',
      '3-5y': 'Keep to finely ground macadamia nuts; whole ones wait until 5.',
    },
    choking: treeNutChoking('macadamias'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'macadamia',
      'a quarter of a teaspoon of finely ground macadamia stirred into a food they already eat',
    ),
    flags: [],
    rules: [...TREE_NUT_RULES],
  },
  {
    slug: 'pine-nuts',
    name: 'Pine nuts',
    otherNames: ['Pignoli', 'Pine kernels'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      "Pine nuts are really seeds, but they are grouped with tree nuts for allergy, and some children react to them. They're the nut in classic pesto; shop-bought pesto is salty and has cheese too.",
    stages: {
      '6m': 'A pinch of finely ground pine nuts stirred into vegetable purée, or blended into a homemade basil pesto with olive oil and no cheese or salt, a little stirred into pasta.',
      '9m': 'Ground pine nuts in homemade pesto stirred through soft pasta, or in porridge.',
      '12m': 'Homemade pesto with finely blended pine nuts, stirred through pasta or vegetables.',
      '18m': 'Homemade or shop-bought pesto with blended pine nuts, in small amounts; never whole pine nuts.',
      '2-3y': 'Pesto and dishes made with ground pine nuts, as the family eats them.',
      '3-5y': 'Keep to ground or blended pine nuts in pesto and cooking; whole pine nuts wait until 5.',
    },
    choking: treeNutChoking('pine nuts'),
    allergens: ['tree-nuts'],
    allergenSteps: treeNutSteps(
      'pine nut',
      'a quarter of a teaspoon of finely ground pine nuts stirred into a food they already eat',
    ),
    flags: [],
    rules: [WHOLE_NUTS_RULE, GROUND_NUTS_RULE, ALLERGENS_EARLY_RULE],
  },
  {
    slug: 'sesame-seeds',
    name: 'Sesame seeds',
    otherNames: ['Sesame'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Sesame is one of the common allergens, found in tahini, hummus, some breads and many Asian and Middle Eastern dishes. Tahini or ground sesame is the easiest way to introduce it.',
    stages: {
      '6m': 'A pinch of ground sesame seeds stirred into porridge or mashed vegetables, or a little tahini thinned with water and mixed in.',
      '9m': 'Ground or whole sesame seeds sprinkled over soft foods such as mashed sweet potato or toast fingers spread with hummus.',
      '12m':
        'Sesame seeds sprinkled on toast, noodles or roasted vegetables, or toast with a thin layer of tahini.',
      '18m': 'Sesame seeds in family meals, such as on bread rolls or in stir-fries.',
      '2-3y': 'Sesame in family cooking, such as sesame noodles, hummus, or a sprinkle on vegetables.',
      '3-5y': 'Any family dish with sesame seeds.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Sesame seeds are tiny and a low choking risk; thin tahini so it is not a thick, sticky paste, and serve seeds mixed into soft food.',
    },
    allergens: ['sesame'],
    allergenSteps: introduceSteps(
      'sesame',
      'a quarter of a teaspoon of tahini thinned with water, or a pinch of ground sesame, stirred into a food they already eat',
    ),
    flags: [],
    rules: [
      SEEDS_ALLERGY_RULE,
      {
        text: 'Common allergenic foods can be introduced along with other first foods; there is no benefit in waiting.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'tahini',
    name: 'Tahini',
    otherNames: ['Tahina', 'Sesame paste'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      "Tahini is a smooth paste of ground sesame seeds, and an easy way to bring sesame into your baby's diet. Like nut butter, it is thick and sticky, so thin it down.",
    stages: {
      '6m': 'Half a teaspoon of tahini thinned with water, breast milk or formula until runny, stirred into porridge, mashed vegetables or fruit purée.',
      '9m': 'Thinned tahini spread thinly on toast fingers, or stirred into mashed chickpeas or vegetables.',
      '12m':
        'Tahini spread thinly on toast, in homemade hummus, or whisked with lemon and water into a dressing for vegetables.',
      '18m': 'Tahini in dressings, hummus and sauces, or spread thinly on toast.',
      '2-3y': 'Tahini sauces and dips with the family, or a thin layer on toast.',
      '3-5y': 'Tahini in family cooking, dips and dressings.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Tahini is thick and sticky: thin it with water, spread it thinly, and never give it by the spoonful.',
    },
    allergens: ['sesame'],
    allergenSteps: introduceSteps(
      'sesame',
      'a quarter of a teaspoon of tahini thinned with water and stirred into a food they already eat',
    ),
    flags: [],
    rules: [SEEDS_ALLERGY_RULE, NUT_BUTTER_RULE],
  },
  {
    slug: 'chia-seeds',
    name: 'Chia seeds',
    otherNames: ['Chia'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Chia seeds add fibre and plant omega-3 fats. They swell a lot in liquid, so always soak them or mix them into wet food, and keep amounts small for babies.',
    stages: {
      '6m': 'A pinch of ground chia, or chia soaked in water or their usual milk for 15 minutes until it forms a soft gel, stirred into porridge, yogurt or fruit purée.',
      '9m': 'Up to a teaspoon of soaked chia stirred into porridge or yogurt, or baked into soft oat fingers.',
      '12m': 'Soaked chia in porridge or overnight oats, or chia baked into muffins and pancakes.',
      '18m': 'Chia soaked in milk and mashed fruit as a simple pudding, or sprinkled into porridge.',
      '2-3y': 'Chia in porridge, baking or sprinkled over yogurt and fruit.',
      '3-5y': 'Chia in family porridge, puddings and baking.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Never give dry chia seeds by the spoonful, as they swell: soak them first or mix them into wet food.',
    },
    allergens: [],
    flags: [],
    rules: [
      SEEDS_ALLERGY_RULE,
      {
        text: 'Nuts, seeds and soy products count as protein foods in a varied diet from the first year.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'sunflower-seeds',
    name: 'Sunflower seeds',
    otherNames: ['Sunflower seed butter', 'Sunbutter'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Sunflower seeds are rich in vitamin E, and sunflower seed butter is a handy nut-free spread for nursery lunches. Whole seeds are a choking risk for under-4s, so grind them.',
    stages: {
      '6m': 'Finely ground sunflower seeds, or smooth sunflower seed butter thinned with water, stirred into porridge, yogurt or vegetable purée.',
      '9m': 'Thinned sunflower seed butter spread thinly on toast fingers, or ground seeds in porridge.',
      '12m': 'Sunflower seed butter spread thinly on toast, or ground seeds baked into muffins.',
      '18m': 'Ground sunflower seeds in baking and porridge, or seed butter spread thinly.',
      '2-3y': 'Ground seeds and seed butter as before; whole seeds in bread are fine when baked in.',
      '3-5y':
        'From 4, a sprinkle of whole shelled seeds over food is fine if your child chews well and sits down to eat; keep them away from the shells.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Grind sunflower seeds or use smooth seed butter, thinned and spread thinly, until 4; never give seeds in their shells.',
    },
    allergens: [],
    flags: [],
    rules: [WHOLE_SEEDS_RULE, SEEDS_ALLERGY_RULE, NO_ADDED_SUGAR_RULE],
  },
  {
    slug: 'pumpkin-seeds',
    name: 'Pumpkin seeds',
    otherNames: ['Pepitas'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Pumpkin seeds are a good source of iron and zinc. Whole seeds are hard and a choking risk for under-4s, so grind them for little ones.',
    stages: {
      '6m': 'Finely ground pumpkin seeds stirred into porridge, yogurt or vegetable purée.',
      '9m': 'Ground pumpkin seeds sprinkled over soft foods, or blended with a little water into a smooth paste for toast fingers.',
      '12m': 'Ground pumpkin seeds in porridge, baking or stirred through pasta.',
      '18m': 'Ground pumpkin seeds in baking and porridge, or pumpkin seed butter spread thinly.',
      '2-3y': 'Ground pumpkin seeds in family cooking; seeds baked into bread are fine.',
      '3-5y':
        'From 4, a few whole shelled pumpkin seeds over food are fine if your child chews well and sits down to eat; keep grinding them before then.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Grind pumpkin seeds or use smooth seed butter until 4, and never give seeds in their tough white shells.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [WHOLE_SEEDS_RULE, SEEDS_ALLERGY_RULE],
  },
  {
    slug: 'flaxseed',
    name: 'Flaxseed',
    otherNames: ['Linseed', 'Ground flaxseed'],
    category: 'nuts-seeds',
    fromMonths: 6,
    summary:
      'Flaxseed (linseed) adds fibre and plant omega-3 fats. Use it ground, as whole seeds pass straight through, and keep amounts small because of the fibre.',
    stages: {
      '6m': 'A pinch of ground flaxseed stirred into porridge, yogurt or fruit purée.',
      '9m': 'Up to a teaspoon of ground flaxseed in porridge, yogurt or mashed fruit.',
      '12m': 'Ground flaxseed in porridge, pancakes or muffins.',
      '18m': 'Ground flaxseed in porridge and baking, or sprinkled over yogurt.',
      '2-3y': 'Ground flaxseed in family baking and breakfasts.',
      '3-5y': 'Ground flaxseed in family cooking; whole seeds baked into bread are fine too.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Use ground flaxseed mixed into wet food, and give plenty to drink alongside because of the fibre.',
    },
    allergens: [],
    flags: [],
    rules: [
      SEEDS_ALLERGY_RULE,
      {
        text: 'Nuts, seeds and soy products count as protein foods in a varied diet from the first year.',
        source: 'DGA',
      },
    ],
  },
];
