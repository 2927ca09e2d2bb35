/** The First Foods guide: drinks. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food } from './types';

/** What to do if a reaction shows up, the same for every allergen food. */
const REACTION_STEP =
  'If you see a mild reaction, such as a few hives, a red rash around the mouth, vomiting or diarrhoea, stop and ' +
  'talk to your GP or doctor before trying it again. If the lips, tongue or face swell, breathing is noisy or ' +
  'hard, or your child turns pale and floppy, call 999 (or your local emergency number) straight away.';

/** For the milky drinks kept until 5: milk itself is usually met long before. */
const LATER_MILK_DRINK_STEPS: readonly string[] = [
  'By 5 most children already have milk every day; if yours has not, bring milk in first with plain yoghurt ' +
    'or milk cooked into food.',
  "A child with a milk allergy needs a milk-free version; goat's and sheep's milk usually cause the same " +
    'reaction.',
  'Try anything new at home, so you can watch for about 2 hours afterwards.',
  REACTION_STEP,
];

export const DRINKS: readonly Food[] = [
  {
    slug: 'water',
    name: 'Water',
    otherNames: ['tap water', 'plain water'],
    category: 'drinks',
    fromMonths: 6,
    summary:
      'Plain tap water is the best drink besides milk, and good for teeth. From 6 months, tap water no longer ' +
      'needs boiling and cooling first.',
    stages: {
      '6m':
        'Offer a few sips of tap water from an open or free-flow cup with meals; from 6 months it does not need ' +
        'boiling first.',
      '9m':
        'Keep offering water in a cup at every meal, and let your baby practise holding it; pour small amounts at ' +
        'a time.',
      '12m':
        'Water with every meal and snack, in an open or free-flow cup, and more in hot weather or when they are ' +
        'very active.',
      '18m': 'Water is the main drink between milk: keep a cup or bottle with a free-flow spout to hand.',
      '2-3y': 'Water with meals and whenever they are thirsty, especially after running around.',
      '3-5y': 'Water as the everyday drink at home, nursery and school, in their own cup or water bottle.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Give small amounts in an open or free-flow cup while your child is sitting up, and help them tip it ' +
        'slowly at first.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Tap water for babies under 6 months must be boiled and cooled; from 6 months it can be given straight from the tap.',
        source: 'NHS',
      },
      {
        text: 'Offer sips of water from an open or free-flow cup with meals from around 6 months.',
        source: 'NHS',
      },
      {
        text: 'From 6 to 12 months babies need only small amounts of water, about 120-240 ml (4-8 oz) a day.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'breast-milk',
    name: 'Breast milk',
    otherNames: ['breastfeeding', 'expressed breast milk', 'breastmilk'],
    category: 'drinks',
    fromMonths: 6,
    summary:
      "Breast milk stays an important part of your baby's diet as solids begin, and you can carry on for as " +
      'long as you both want. Breastfed babies need a daily vitamin D supplement.',
    stages: {
      '6m':
        'Keep breastfeeding as usual as solids start; milk is still the main source of nutrition while food ' +
        'builds up gradually.',
      '9m':
        'Breastfeeds may drop naturally as meals grow; expressed breast milk can also go into porridge and ' +
        'purées.',
      '12m':
        'Carry on breastfeeding for as long as you and your child want, with water from a cup alongside and ' +
        "cow's milk if you like.",
      '18m': 'Breastfeeds often settle into a few a day, such as mornings and bedtimes, around three meals.',
      '2-3y': 'Breastfeeding past 2 is normal and still gives comfort and nutrition alongside family food.',
      '3-5y': 'Many families have stopped by now and some carry on; both are fine.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Not a choking food; if you give expressed breast milk in a cup, offer small sips with your baby sitting ' +
        'upright.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Give breastfed babies a daily vitamin D supplement (8.5 to 10 micrograms) from birth.',
        source: 'NHS',
      },
      {
        text: 'Children from 6 months to 5 years should have vitamins A, C and D every day, unless they have 500 ml or more of formula.',
        source: 'NHS',
      },
      {
        text: 'Breastfeed alone for about the first 6 months, then carry on alongside solid food for 2 years or beyond if you both wish.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'infant-formula',
    name: 'Infant formula',
    otherNames: ['first infant formula', 'formula milk', 'first milk', 'baby formula'],
    category: 'drinks',
    fromMonths: 6,
    summary:
      'First infant formula is the only alternative to breast milk until 12 months, and one brand is as good as ' +
      'another. There is no need to switch to follow-on or toddler formula.',
    stages: {
      '6m':
        'Keep first infant formula as the main drink alongside solids, made up fresh for each feed, and start ' +
        'offering some in a free-flow or open cup.',
      '9m': 'Formula feeds usually drop as meals grow; made-up formula can also go into porridge and mashed food.',
      '12m':
        "At 12 months swap formula for whole cow's milk in a cup; there is no need for follow-on, growing-up or " +
        'toddler formula.',
      '18m':
        "Not needed now: whole cow's milk or breast milk, plus water, covers a toddler's drinks unless a doctor " +
        'has advised a special formula.',
      '2-3y': 'Not needed at this age unless a doctor or dietitian has prescribed a special formula.',
      '3-5y': 'Not needed at this age unless a doctor or dietitian has prescribed a special formula.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Hold your baby fairly upright for feeds, never prop a bottle and leave them with it, and move to a cup ' +
        'around 12 months.',
    },
    allergens: ['milk'],
    allergenSteps: [
      "Most infant formula is made from cow's milk (some from goat's milk), so a baby on formula has already " +
        'met milk protein.',
      'Signs of a possible milk allergy include rashes, hives, vomiting, diarrhoea, blood in the poo or eczema ' +
        'that flares: talk to your GP or health visitor.',
      "Do not switch to soya or goat's milk formula on your own: babies allergic to cow's milk often react to " +
        'those too, and a doctor can prescribe a special formula.',
      REACTION_STEP,
    ],
    flags: [],
    rules: [
      {
        text: 'Use first infant formula until 12 months; follow-on formula is not needed at any age.',
        source: 'NHS',
      },
      {
        text: 'Make each feed fresh with water boiled and left to cool for no more than 30 minutes (at least 70°C).',
        source: 'NHS',
      },
      { text: 'Only use soya formula on the advice of a doctor or health visitor.', source: 'NHS' },
      {
        text: 'Babies who are not breastfed should have iron-fortified formula for the first year.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'follow-on-and-toddler-milk',
    name: 'Follow-on and toddler milk',
    otherNames: ['follow-on formula', 'growing-up milk', 'toddler formula', 'stage 2 milk', 'stage 3 milk'],
    category: 'drinks',
    fromMonths: 6,
    summary:
      'Follow-on, growing-up and toddler milks are not needed: first infant formula until 12 months, then whole ' +
      "cow's milk, does the same job for less money. Some toddler milks also have added sugars.",
    stages: {
      '6m': 'Not needed: stay on the first infant formula your baby already has, as switching brings no benefit.',
      '9m': 'Not needed: first infant formula (or breast milk) stays right until 12 months.',
      '12m':
        "Not needed: switch from formula to whole cow's milk in a cup, alongside a varied diet with iron-rich " +
        'foods.',
      '18m': "Not needed: whole cow's milk, water and a varied diet give toddlers what they need.",
      '2-3y': 'Not needed: plain milk, water and family food are enough.',
      '3-5y': 'Not needed: plain milk, water and family food are enough.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A drink: offer milks in an open or free-flow cup rather than a bottle from 12 months.',
    },
    allergens: ['milk'],
    allergenSteps: [
      "These milks are made from cow's or goat's milk, so they contain milk protein.",
      'If your child has a milk allergy, only use a formula your doctor or dietitian recommends.',
      'Bring milk in first as a food (yoghurt, milk in cooking) on a morning at home, and watch for about 2 hours.',
      REACTION_STEP,
    ],
    flags: [],
    rules: [
      {
        text: 'Follow-on, growing-up and toddler milks are not needed; there is no evidence they give extra benefit.',
        source: 'NHS',
      },
      {
        text: 'Toddler milks are not recommended: they can have added sugars and offer nothing over whole milk and a balanced diet.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'goats-milk',
    name: "Goat's milk",
    usName: 'Goat milk',
    category: 'drinks',
    fromMonths: 6,
    summary:
      "Pasteurised goat's (or sheep's) milk can be used like cow's milk: in cooking from 6 months and as a drink from 12 " +
      "months. It is not a swap for children allergic to cow's milk.",
    stages: {
      '6m':
        "Pasteurised full-fat goat's milk can go into cooking, such as porridge or sauces; breast milk or formula " +
        'stays as the milk feed.',
      '9m': "Keep using it in cooking, but not yet as your baby's drink.",
      '12m':
        "From 12 months, pasteurised full-fat goat's milk can be the main drink, in an open or free-flow cup.",
      '18m': "Goat's milk in a cup, in cooking and as goat's milk yoghurt, if your child likes it.",
      '2-3y': "Goat's milk as a drink with meals and in cooking.",
      '3-5y': "Goat's milk as a drink with meals and in cooking, as for the rest of the family.",
    },
    choking: {
      risk: 'low',
      howToLower: 'A drink: use an open or free-flow cup and keep your child sitting down while they drink.',
    },
    allergens: ['milk'],
    allergenSteps: [
      "Goat's milk proteins are very like cow's milk ones: a child allergic to cow's milk will usually react to " +
        "goat's milk too.",
      'Offer it first cooked into food on a morning at home, as the only new food that day, and watch for about 2 ' +
        'hours.',
      'Start with a spoonful of porridge made with it, then build up over a few days.',
      REACTION_STEP,
    ],
    flags: [],
    rules: [
      {
        text: "Goat's and sheep's milk are not suitable as drinks before 12 months; pasteurised kinds are fine from 1 year.",
        source: 'NHS',
      },
      { text: "Goat's milk is not suitable for babies with a cow's milk allergy.", source: 'NHS' },
    ],
  },
  {
    slug: 'oat-milk',
    name: 'Oat milk',
    otherNames: ['oat drink', 'oat beverage'],
    category: 'drinks',
    fromMonths: 12,
    summary:
      "An unsweetened, calcium-fortified oat drink can be part of a toddler's diet from 12 months, but it has far " +
      "less protein and energy than whole cow's milk, so it is not a straight swap.",
    notYet:
      'Oat drinks lack the protein, fat and nutrients of breast milk or formula, so they are not suitable drinks ' +
      'for babies.',
    stages: {
      '12m':
        'Choose an unsweetened, calcium-fortified oat drink and offer it in a cup or use it in porridge and ' +
        'cooking; talk to your health visitor before making it the main drink.',
      '18m':
        'Unsweetened, fortified oat drink in a cup or in cooking, alongside plenty of protein and iron-rich foods.',
      '2-3y': 'Unsweetened, fortified oat drink with meals and in cooking, as part of a varied diet.',
      '3-5y':
        'Unsweetened, fortified oat drink as part of a varied diet; organic kinds are often not fortified.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A drink: use an open or free-flow cup and keep your child sitting down while they drink.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Unsweetened, calcium-fortified plant drinks such as oat drink can be given from 1 year as part of a balanced diet.',
        source: 'NHS',
      },
      {
        text: "Plant drinks other than fortified soya drink are not nutritionally similar to cow's milk and do not count as dairy.",
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'soya-milk',
    name: 'Soya milk',
    usName: 'Soy milk',
    otherNames: ['soya drink', 'soy drink', 'soy beverage'],
    category: 'drinks',
    fromMonths: 12,
    summary:
      "Unsweetened, calcium-fortified soya drink is the plant drink closest to cow's milk in protein. It is a " +
      'drink from 12 months; soya foods such as tofu are fine from 6 months.',
    notYet:
      'Soya drink lacks the nutrients of breast milk or formula, so it is not a suitable drink for babies under ' +
      '12 months.',
    stages: {
      '12m':
        'Choose an unsweetened, calcium-fortified soya drink and offer it in a cup or use it in cooking; talk to ' +
        'your health visitor if it will be the main drink.',
      '18m': 'Unsweetened, fortified soya drink in a cup or in cooking, as part of a varied diet.',
      '2-3y': 'Unsweetened, fortified soya drink with meals and in cooking.',
      '3-5y':
        'Unsweetened, fortified soya drink as part of a varied diet; check organic kinds are fortified.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A drink: use an open or free-flow cup and keep your child sitting down while they drink.',
    },
    allergens: ['soy'],
    allergenSteps: [
      'Bring soya in before 12 months as a food, such as a little mashed tofu, on a morning at home as the only ' +
        'new allergen that day, and watch for about 2 hours.',
      'Start small and build up over a few days; from 12 months, soya drink can join in.',
      "Babies allergic to cow's milk sometimes react to soya too; ask your GP first if your child has a milk " +
        'allergy.',
      'Once soya suits them, keep it in their meals a few times a week.',
      REACTION_STEP,
    ],
    flags: [],
    rules: [
      {
        text: 'Unsweetened, calcium-fortified soya drink can be given from 1 year as part of a balanced diet.',
        source: 'NHS',
      },
      {
        text: "Fortified soya drink counts as dairy, as it is nutritionally similar to cow's milk.",
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'almond-milk',
    name: 'Almond milk',
    otherNames: ['almond drink', 'almond beverage'],
    category: 'drinks',
    fromMonths: 12,
    summary:
      "An unsweetened, calcium-fortified almond drink can be part of a toddler's diet from 12 months, but it is " +
      "very low in protein and energy, so it cannot replace whole cow's milk.",
    notYet:
      'Almond drink lacks the protein, fat and nutrients of breast milk or formula, so it is not a suitable drink ' +
      'for babies.',
    stages: {
      '12m':
        'Choose an unsweetened, calcium-fortified almond drink for cooking or a few sips in a cup, not as the ' +
        'main drink.',
      '18m':
        'Unsweetened, fortified almond drink in cooking or as an occasional drink, alongside protein-rich foods.',
      '2-3y': 'Unsweetened, fortified almond drink as part of a varied diet with plenty of protein.',
      '3-5y':
        'Unsweetened, fortified almond drink as part of a varied diet; check organic kinds are fortified.',
    },
    choking: {
      risk: 'low',
      howToLower: 'A drink: use an open or free-flow cup and keep your child sitting down while they drink.',
    },
    allergens: ['tree-nuts'],
    allergenSteps: [
      'Bring almond in first as a food from around 6 months, such as finely ground almonds or smooth almond ' +
        'butter stirred into porridge, on a morning at home as the only new allergen that day.',
      'Watch for about 2 hours, start with a small amount, and build up over a few days.',
      'If your child has severe eczema or another food allergy, talk to your GP before trying nuts.',
      'Once almond suits them, keep it in their meals a few times a week.',
      REACTION_STEP,
    ],
    flags: [],
    rules: [
      {
        text: 'Unsweetened, calcium-fortified plant drinks such as almond drink can be given from 1 year as part of a balanced diet.',
        source: 'NHS',
      },
      {
        text: "Plant drinks other than fortified soya drink are not nutritionally similar to cow's milk and do not count as dairy.",
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'rice-milk',
    name: 'Rice milk',
    otherNames: ['rice drink', 'rice beverage'],
    category: 'drinks',
    fromMonths: 60,
    summary:
      'Rice drinks can contain too much arsenic for young children, so they are not for under-5s. Rice itself ' +
      'is fine to eat.',
    notYet: 'Rice drinks can contain levels of arsenic that are too high for babies and children under 5.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'A drink: when they are older, use a cup and keep them sitting down while they drink.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Children under 5 should not have rice drinks, because of the arsenic in them.',
        source: 'NHS',
      },
      {
        text: 'If your child has already had rice drinks there is no immediate risk: just switch to another milk.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'fruit-juice',
    name: 'Fruit juice',
    otherNames: ['orange juice', 'apple juice', '100% juice'],
    category: 'drinks',
    fromMonths: 12,
    summary:
      'Juice is not needed: the sugar released from fruit harms teeth just like added sugar. If you give it, ' +
      'dilute it well, serve it only with meals and offer whole fruit more often.',
    notYet:
      'Babies do not need juice: it fills small tummies and its sugars and acids harm new teeth, so the AAP ' +
      'advises none before 12 months.',
    stages: {
      '12m':
        'If you offer juice, dilute it one part juice to ten parts water and serve it in an open cup with a meal, ' +
        'not between meals or at bedtime.',
      '18m':
        'Still well diluted and only with meals, up to about 120 ml of juice a day at most; whole fruit is better.',
      '2-3y': 'Well diluted, with a meal, and no more than about 120 ml of juice a day.',
      '3-5y':
        'Keep diluting until 5 and serve it with meals; from 5, up to 150 ml of undiluted juice a day is the limit.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Serve it in an open cup at the table, never in a bottle or to sip while walking about.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      {
        text: 'No juice before 12 months; from 1 to 3 years no more than 120 ml (4 oz) a day, and 120-180 ml from 4 to 6.',
        source: 'AAP',
      },
      { text: 'Dilute juice one part to ten parts water and give it only at mealtimes.', source: 'NHS' },
      {
        text: 'From 5 years, no more than one 150 ml glass of juice or smoothie a day, with a meal.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'smoothies',
    name: 'Smoothies',
    otherNames: ['fruit smoothie'],
    category: 'drinks',
    fromMonths: 12,
    summary:
      'Blending fruit frees its sugars, so a smoothie acts on teeth like juice. A home-made one with yoghurt or ' +
      'milk, served with a meal, is fine now and then.',
    notYet:
      'Babies do not need smoothies: the freed fruit sugars harm new teeth, and whole or mashed fruit is better.',
    stages: {
      '12m':
        'A small home-made smoothie of fruit blended with plain yoghurt or milk, in an open cup with a meal; ' +
        'dilute shop-bought fruit smoothies like juice.',
      '18m': 'A small home-made smoothie with a meal now and then, or frozen into ice lolly moulds.',
      '2-3y':
        'Home-made smoothies with yoghurt or milk, and vegetables such as spinach, with a meal now and then.',
      '3-5y':
        'Smoothies now and then with a meal; from 5, no more than 150 ml of juice and smoothie together a day.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Blend until completely smooth, with no seeds or lumps, and serve it in an open cup at the table.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      {
        text: 'Dilute juice and smoothies one part to ten parts water for young children and give them only at mealtimes.',
        source: 'NHS',
      },
      {
        text: 'No added sugar for children under 2; the sugars freed by blending fruit count.',
        source: 'AHA',
      },
    ],
  },
  {
    slug: 'tea',
    name: 'Tea',
    otherNames: ['black tea', 'green tea', 'iced tea'],
    category: 'drinks',
    fromMonths: 60,
    summary:
      'Tea has caffeine and stops the body taking in iron from food, so it is not a drink for young children, ' +
      'even weak or decaffeinated.',
    notYet:
      'Tea contains caffeine and tannins that block iron from food, and often comes with sugar, so it is not ' +
      'suitable for under-5s.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower:
        'Hot drinks are a scald risk more than a choking one: keep mugs well out of reach of babies and toddlers.',
    },
    allergens: [],
    flags: ['caffeine'],
    rules: [
      {
        text: 'Tea and coffee are not suitable for babies or young children: they reduce how much iron the body takes in.',
        source: 'NHS',
      },
      { text: 'Children under 5 should have no drinks with caffeine.', source: 'AAP' },
    ],
  },
  {
    slug: 'coffee',
    name: 'Coffee',
    otherNames: ['decaf coffee', 'iced coffee', 'latte'],
    category: 'drinks',
    fromMonths: 60,
    summary: 'Coffee is not a drink for babies or young children: it has caffeine and blocks iron from food.',
    notYet: 'Coffee contains caffeine and reduces iron absorption, so it is not suitable for under-5s.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower:
        'Hot drinks are a scald risk more than a choking one: keep mugs well out of reach of babies and toddlers.',
    },
    allergens: [],
    flags: ['caffeine'],
    rules: [
      {
        text: 'Tea and coffee are not suitable for babies or young children: they reduce how much iron the body takes in.',
        source: 'NHS',
      },
      { text: 'Children under 5 should have no drinks with caffeine.', source: 'AAP' },
    ],
  },
  {
    slug: 'fizzy-drinks',
    name: 'Fizzy drinks',
    usName: 'Soda',
    otherNames: ['soft drinks', 'cola', 'lemonade', 'diet drinks'],
    category: 'drinks',
    fromMonths: 60,
    summary:
      'Fizzy drinks are acidic and usually sugary, which damages teeth, and cola also has caffeine. Diet ' +
      'versions swap sugar for sweeteners, which young children do not need either.',
    notYet:
      'Fizzy drinks are sugary or sweetened and acidic, harm young teeth, and fill children up instead of food.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'When they are older, serve in a cup at the table; bubbles can make small children cough.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      { text: 'Fizzy and sugary drinks are not suitable for babies and young children.', source: 'NHS' },
      { text: 'No sugar-sweetened drinks for children under 2.', source: 'DGA' },
      { text: 'Children under 5 should have no sugary or diet (sweetened) drinks.', source: 'AAP' },
    ],
  },
  {
    slug: 'fruit-squash',
    name: 'Fruit squash',
    usName: 'Fruit drink concentrate',
    otherNames: ['cordial', 'no-added-sugar squash', 'fruit drinks'],
    category: 'drinks',
    fromMonths: 60,
    summary:
      'Squash is either sugary or artificially sweetened, and even diluted it harms teeth and builds a taste for ' +
      'sweet drinks. Water and milk are all young children need.',
    notYet:
      'Squash and fruit drinks contain sugar or sweeteners that harm young teeth, even when diluted, so keep to ' +
      'water and milk.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'When they are older, serve well diluted in a cup at the table.',
    },
    allergens: [],
    flags: ['added-sugar'],
    rules: [
      {
        text: 'Squash and fruit drinks contain sugar and can cause tooth decay, even when diluted.',
        source: 'NHS',
      },
      { text: 'Children under 5 should have no sugary or diet (sweetened) drinks.', source: 'AAP' },
    ],
  },
  {
    slug: 'energy-drinks',
    name: 'Energy drinks',
    category: 'drinks',
    fromMonths: 60,
    summary:
      "Energy drinks are packed with caffeine and usually sugar, and have no place in a child's diet. Sports " +
      'drinks are sugary too and are not needed.',
    notYet:
      "Energy drinks contain large amounts of caffeine and sugar, which can upset a child's heart, sleep and teeth.",
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'Not for children: keep cans out of reach.',
    },
    allergens: [],
    flags: ['caffeine', 'added-sugar'],
    rules: [
      { text: 'Energy drinks should never be given to children.', source: 'AAP' },
      {
        text: 'No sugar-sweetened drinks for children under 2, and keep them rare after that.',
        source: 'AHA',
      },
    ],
  },
  {
    slug: 'hot-chocolate',
    name: 'Hot chocolate',
    otherNames: ['drinking chocolate'],
    category: 'drinks',
    fromMonths: 60,
    summary:
      'Hot chocolate is mostly milk, but with added sugar and a little caffeine from the cocoa. Plain warm milk ' +
      'is the better bedtime drink for under-5s.',
    notYet:
      'It adds sugar and a little caffeine to milk, and young children need neither; plain milk does the same ' +
      'job.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower:
        'A scald risk more than a choking one: when they are older, let it cool to lukewarm before handing it over.',
    },
    allergens: ['milk'],
    allergenSteps: LATER_MILK_DRINK_STEPS,
    flags: ['added-sugar', 'caffeine'],
    rules: [
      { text: "Don't put chocolate powder, sugar or cereal into a baby's bottle.", source: 'NHS' },
      { text: 'Children under 5 should not have flavoured milks or drinks with caffeine.', source: 'AAP' },
      { text: 'No added sugar for children under 2.', source: 'DGA' },
    ],
  },
  {
    slug: 'flavoured-milk',
    name: 'Flavoured milk',
    usName: 'Flavored milk',
    otherNames: ['chocolate milk', 'strawberry milk', 'milkshake'],
    category: 'drinks',
    fromMonths: 60,
    summary:
      'Flavoured milks and milkshakes have added sugar, and chocolate ones a little caffeine. Plain milk gives ' +
      'the same calcium without them.',
    notYet:
      'Flavoured milk has added sugar that harms young teeth; plain milk is the better drink for under-5s.',
    stages: {},
    choking: {
      risk: 'low',
      howToLower: 'A drink: when they are older, serve in a cup at the table.',
    },
    allergens: ['milk'],
    allergenSteps: LATER_MILK_DRINK_STEPS,
    flags: ['added-sugar'],
    rules: [
      {
        text: 'Flavoured milks contain sugar and are not suitable for babies and young children.',
        source: 'NHS',
      },
      { text: 'Children under 5 should not have flavoured milks.', source: 'AAP' },
    ],
  },
];
