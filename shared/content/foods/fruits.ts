/** The First Foods guide: fruits. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food, FoodRule } from './types';

// Rules several fruits share. Each says only what its source says.
const FRUIT_FROM_6M: FoodRule = {
  text: 'Fruit can be one of the first foods from around 6 months, mashed or as soft finger food.',
  source: 'NHS',
};
const NO_JUICE_UNDER_1: FoodRule = {
  text: 'Offer the whole fruit rather than juice: no fruit juice before 12 months.',
  source: 'AAP',
};
const MOSTLY_WHOLE_FRUIT: FoodRule = {
  text: 'Most of the fruit young children eat should be whole fruit rather than juice.',
  source: 'DGA',
};
const REMOVE_STONES: FoodRule = {
  text: 'Take out stones and pips before serving fruit to babies and young children.',
  source: 'NHS',
};
const CUT_SMALL_ROUND: FoodRule = {
  text: 'Cut small round fruit such as grapes, blueberries and cherries lengthways into quarters for young children.',
  source: 'NHS',
};
const STAY_AND_SIT: FoodRule = {
  text: 'Always stay with your child while they eat, sitting upright, never walking or lying down.',
  source: 'NHS',
};
const DRIED_FRUIT_MEALTIMES: FoodRule = {
  text: 'Dried fruit is sticky and hard on teeth: offer it as part of a meal, not as a snack between meals.',
  source: 'NHS',
};

export const FRUITS: readonly Food[] = [
  {
    slug: 'apple',
    name: 'Apple',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'A handy everyday fruit with fibre and vitamin C. Raw apple is hard and a classic choking risk, so cook it soft or grate it for babies and toddlers.',
    stages: {
      '6m': 'Peeled, cored wedges about the size of your finger, steamed or baked until soft enough to squash between finger and thumb, or cooked and mashed. Raw apple only finely grated.',
      '9m': 'Soft-cooked apple in small pieces they can pick up, or raw apple finely grated and stirred into porridge or yoghurt.',
      '12m':
        'Cooked apple in bite-sized pieces, or raw apple grated or sliced paper-thin. Keep raw chunks off the plate.',
      '18m':
        'Raw apple grated or in very thin slices, skin on if they manage it; cooked apple in any shape, stirred into porridge or baked into muffins.',
      '2-3y':
        'Thin slices or matchsticks of raw apple, or grated into salads and bakes. Keep chunks and whole apples for later.',
      '3-5y':
        'Grated raw apple, or soft-cooked slices with the skin on. Thin raw slices wait until 4, eaten sitting down, and a whole apple to bite from until they chew well, usually nearer 5.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Cook apple until soft or grate it raw; slice raw apple paper-thin rather than in chunks; take out the core and pips, and peel it for young babies.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Cook hard fruit such as apple until soft, or grate it, for babies and young children.',
        source: 'NHS',
      },
      { text: 'Chunks of raw fruit such as apple are a choking hazard for children under 4.', source: 'AAP' },
      NO_JUICE_UNDER_1,
    ],
  },
  {
    slug: 'banana',
    name: 'Banana',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Soft, sweet and easy to carry: one of the simplest first finger foods. Ripe banana mashes with a fork and can sweeten porridge with nothing else added.',
    stages: {
      '6m': 'Ripe banana mashed with a fork, or half a peeled banana with a strip of skin left on the bottom as a handle. Slippery spears are easier to hold rolled in ground oats.',
      '9m': 'Small soft pieces about the size of a chickpea for the pincer grasp, or thick slices cut in half lengthways.',
      '12m': 'Bite-sized pieces or slices, on their own or sliced onto toast or porridge.',
      '18m':
        'A whole peeled banana to bite from, or slices in porridge, on toast or mashed into pancake batter.',
      '2-3y': 'As the family eats it: whole, sliced, mashed on toast or baked into banana bread.',
      '3-5y':
        'Whole or sliced, in lunchboxes, porridge and bakes. They can help peel and slice it with a blunt knife.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Use ripe, soft banana; mash it or offer large spears for young babies rather than small round slices, and keep them sitting upright.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, NO_JUICE_UNDER_1],
  },
  {
    slug: 'avocado',
    name: 'Avocado',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Creamy, soft and rich in healthy fats, avocado is a great first food. Choose ones that give when pressed; hard avocado is hard to chew.',
    stages: {
      '6m': 'Ripe avocado mashed smooth, or in thick wedges with a little skin left on one end to grip. Rolling wedges in ground oats stops them slipping.',
      '9m': 'Small soft cubes for picking up, or mashed and spread on toast fingers.',
      '12m': 'Bite-sized pieces, mashed on toast, or stirred into pasta and rice.',
      '18m': 'Sliced or cubed, on toast, in wraps or mashed into a dip for soft vegetables.',
      '2-3y': 'Slices, cubes or mashed as a dip; they can help mash it with a fork.',
      '3-5y': 'As the family eats it: sliced in sandwiches and salads, or as a dip for vegetable sticks.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Offer only ripe, soft avocado, mashed or in large wedges for young babies; firm, underripe pieces are harder to manage.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, STAY_AND_SIT],
  },
  {
    slug: 'pear',
    name: 'Pear',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Gentle, juicy and good for keeping things moving. A ripe pear is soft enough to hold; a firm one needs cooking like apple.',
    stages: {
      '6m': 'Very ripe pear, peeled and cored, in finger-length wedges; firm pear steamed until soft enough to squash between finger and thumb, or cooked and mashed.',
      '9m': 'Small soft pieces of ripe or cooked pear, peeled, or grated into porridge.',
      '12m': 'Bite-sized pieces of ripe pear; firm pear cooked soft or grated.',
      '18m': 'Thin slices or small pieces of ripe pear, skin on if they manage it.',
      '2-3y': 'Thin slices of ripe pear, or cooked pear in porridge and crumbles.',
      '3-5y': 'Slices of ripe pear; a whole ripe pear to bite from once they chew well.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Use ripe, soft pear or cook firm pear soft; take out the core and pips and peel it for young babies; slice rather than chunk.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Cook hard fruit until soft, or grate it, for babies and young children.',
        source: 'NHS',
      },
      FRUIT_FROM_6M,
      NO_JUICE_UNDER_1,
    ],
  },
  {
    slug: 'peach',
    name: 'Peach',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Sweet and soft when ripe, with vitamin C. Always take the stone out: it is just the size to block a small airway.',
    stages: {
      '6m': 'Ripe peach, stone out and skin peeled, in finger-length wedges, or mashed. Firm peaches can be gently cooked until soft.',
      '9m': 'Small soft pieces of peeled ripe peach, or mashed into yoghurt or porridge.',
      '12m': 'Bite-sized pieces of ripe peach; the skin can stay on if it is thin.',
      '18m': 'Slices or small pieces of ripe peach, stone always out.',
      '2-3y': 'Slices of ripe peach, or halves with the stone taken out.',
      '3-5y': 'Slices or halves, stone out; tinned peaches in juice are fine too.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Remove the stone every time; use ripe, soft fruit; peel tough skin for babies and cut into strips rather than chunks.',
    },
    allergens: [],
    flags: [],
    rules: [REMOVE_STONES, FRUIT_FROM_6M, NO_JUICE_UNDER_1],
  },
  {
    slug: 'nectarine',
    name: 'Nectarine',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'A smooth-skinned cousin of the peach, served the same way. Ripe ones are soft and juicy; the stone must always come out.',
    stages: {
      '6m': 'Ripe nectarine, stone out, in finger-length wedges with the skin peeled off, or mashed. Firm ones can be cooked until soft.',
      '9m': 'Small soft pieces of peeled ripe nectarine, or mashed into yoghurt or porridge.',
      '12m': 'Bite-sized pieces of ripe nectarine; thin skin can stay on.',
      '18m': 'Slices or small pieces of ripe nectarine, stone always out.',
      '2-3y': 'Slices of ripe nectarine, or halves with the stone taken out.',
      '3-5y': 'Slices or halves with the stone out, on their own or in fruit salad.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Remove the stone; use ripe fruit; peel the skin for young babies and cut into strips rather than chunks.',
    },
    allergens: [],
    flags: [],
    rules: [REMOVE_STONES, FRUIT_FROM_6M],
  },
  {
    slug: 'plum',
    name: 'Plum',
    otherNames: ['damson', 'greengage'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Juicy and a little tart, and good for constipation. Use ripe or stewed plums, and take the stone out.',
    stages: {
      '6m': 'Ripe plum, stone out and skin peeled, in wedges, or stewed until soft and mashed. Stewed plums stirred into porridge are a gentle help for constipation.',
      '9m': 'Small soft pieces of peeled ripe plum, or stewed plum in porridge or yoghurt.',
      '12m': 'Bite-sized pieces of ripe plum, skin on if thin, or stewed and mashed.',
      '18m': 'Slices or small pieces of ripe plum, stone always out.',
      '2-3y': 'Slices or quarters of ripe plum with the stone taken out, or stewed in crumbles.',
      '3-5y': 'Halves or slices with the stone out.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Remove the stone every time; offer ripe or stewed plum; peel tough skin for babies and cut into strips rather than round chunks.',
    },
    allergens: [],
    flags: [],
    rules: [REMOVE_STONES, FRUIT_FROM_6M],
  },
  {
    slug: 'apricot',
    name: 'Apricot',
    otherNames: ['dried apricots'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Fresh apricots are soft and mild; dried ones add fibre and a little iron but are sticky, so chop them and keep them to mealtimes.',
    stages: {
      '6m': 'Ripe fresh apricot, stone out and skin peeled, in wedges or mashed. Dried apricots only soaked in hot water and blended smooth into porridge.',
      '9m': 'Small soft pieces of ripe fresh apricot, or soaked dried apricots finely chopped and stirred into porridge.',
      '12m':
        'Fresh apricot in bite-sized pieces; dried apricots chopped small and mixed into porridge, yoghurt or bakes.',
      '18m': 'Fresh apricot halves or slices, stone out; dried apricots cut into small strips at mealtimes.',
      '2-3y': 'Fresh apricot halves with the stone out; dried apricots chopped, at mealtimes.',
      '3-5y': 'Fresh apricot halves; dried apricots cut in half or chopped, as part of a meal.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Remove the stone from fresh apricots; soak and chop or blend dried apricots, which are chewy and sticky.',
    },
    allergens: [],
    flags: [],
    rules: [REMOVE_STONES, DRIED_FRUIT_MEALTIMES, FRUIT_FROM_6M],
  },
  {
    slug: 'mango',
    name: 'Mango',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Sweet, soft and full of vitamin A and C. Ripe mango is slippery, so larger pieces are easier for small hands.',
    stages: {
      '6m': 'Ripe mango, peeled, in long finger-length slices, or mashed smooth. Keep the big flat stone for the adults.',
      '9m': 'Small soft pieces of ripe mango, or mashed into yoghurt or porridge.',
      '12m': 'Bite-sized pieces of ripe mango, or slices for biting.',
      '18m': 'Slices or small cubes of ripe mango.',
      '2-3y': 'Slices, cubes or cheeks cut in a criss-cross pattern to scoop.',
      '3-5y': 'As the family eats it: slices, cubes or in fruit salad.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Use ripe, soft mango; offer long slices rather than small firm cubes to young babies; do not give the stone to suck.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, NO_JUICE_UNDER_1],
  },
  {
    slug: 'melon',
    name: 'Melon',
    otherNames: ['cantaloupe', 'honeydew', 'galia melon'],
    category: 'fruits',
    fromMonths: 6,
    summary: 'Juicy, soft and cooling, with vitamin C. Serve it ripe, with the rind and seeds taken off.',
    stages: {
      '6m': 'Ripe melon, rind and seeds removed, in finger-length strips about two fingers wide, or mashed.',
      '9m': 'Small soft pieces of ripe melon for picking up.',
      '12m': 'Bite-sized cubes of ripe melon, rind off.',
      '18m': 'Small slices or cubes of ripe melon.',
      '2-3y': 'Slices or cubes; they can practise with a child-safe fork.',
      '3-5y': 'Slices or cubes, or a thin wedge with the rind on to hold, eaten sitting down.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Remove the rind and seeds; use ripe, soft melon in strips or small pieces, not hard underripe chunks.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, STAY_AND_SIT],
  },
  {
    slug: 'watermelon',
    name: 'Watermelon',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Mostly water, so it is refreshing on a hot day. Pick out the dark seeds and take off the rind for babies.',
    stages: {
      '6m': 'Ripe watermelon, rind and dark seeds removed, in finger-length sticks about two fingers wide, or mashed.',
      '9m': 'Small pieces, seeds picked out, for picking up.',
      '12m': 'Bite-sized cubes, seeds out, rind off.',
      '18m': 'Small slices or cubes, seeds out.',
      '2-3y': 'Slices or cubes, seeds out.',
      '3-5y': 'Thin wedges with the rind on to hold, seeds out, eaten sitting down.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Take out the dark seeds and the rind; offer sticks or small pieces rather than large chunks.',
    },
    allergens: [],
    flags: [],
    rules: [REMOVE_STONES, FRUIT_FROM_6M],
  },
  {
    slug: 'kiwi',
    name: 'Kiwi',
    otherNames: ['kiwi fruit', 'kiwifruit', 'Chinese gooseberry'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Packed with vitamin C, which helps the body absorb iron from other foods. Its acidity can leave a harmless red ring around the mouth.',
    stages: {
      '6m': 'Ripe kiwi, peeled, cut lengthways into quarters to make long spears, or mashed.',
      '9m': 'Small soft pieces of peeled ripe kiwi.',
      '12m': 'Bite-sized pieces or thin slices of peeled kiwi.',
      '18m': 'Slices or small pieces, peeled.',
      '2-3y': 'Slices or half a kiwi to scoop out with a spoon.',
      '3-5y': 'Halved to scoop with a spoon, or sliced into fruit salad.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Use ripe, soft kiwi; peel it and cut it into long spears or small pieces.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, NO_JUICE_UNDER_1],
  },
  {
    slug: 'orange',
    name: 'Orange',
    otherNames: ['navel orange', 'blood orange'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Full of vitamin C, which helps iron from other foods go further. Offer the fruit rather than the juice, with pips and tough membrane taken out for babies.',
    stages: {
      '6m': 'Peeled segments with the pips and tough outer membrane removed, flesh squashed flat or chopped small.',
      '9m': 'Small pieces of peeled segment, pips and membrane removed, for the pincer grasp.',
      '12m': 'Segments cut into bite-sized pieces, pips out.',
      '18m': 'Segments cut in half, pips out; some toddlers can manage whole thin segments.',
      '2-3y': 'Peeled segments, pips out; they can practise peeling with you.',
      '3-5y': 'Segments or wedges, pips out.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Remove pips and the tough membrane for babies; cut segments into small pieces until they chew well.',
    },
    allergens: [],
    flags: [],
    rules: [
      FRUIT_FROM_6M,
      NO_JUICE_UNDER_1,
      {
        text: 'After 12 months, fruit juice is best diluted (1 part juice to 10 parts water), with meals, and no more than 150 ml a day.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'clementine',
    name: 'Clementine',
    otherNames: ['satsuma', 'mandarin', 'tangerine', 'easy peeler'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Small, sweet and easy to peel; satsumas and tangerines are served the same way. Check for pips and cut segments up for babies.',
    stages: {
      '6m': 'Peeled segments with pips and membrane removed, flesh squashed flat or chopped small.',
      '9m': 'Segments cut into small pieces, pips out, for the pincer grasp.',
      '12m': 'Segments cut in half or into bite-sized pieces, pips out.',
      '18m': 'Segments cut in half; pips out.',
      '2-3y': 'Whole segments once they chew well; they can practise peeling.',
      '3-5y': 'Whole segments, pips out, in lunchboxes and snacks.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Take out pips; remove the membrane and cut segments small for babies; let them eat sitting down.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, REMOVE_STONES, NO_JUICE_UNDER_1],
  },
  {
    slug: 'grapes',
    name: 'Grapes',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'A favourite snack, and one of the foods most often linked to choking in young children. Quarter them lengthways, every time.',
    stages: {
      '6m': 'Grapes quartered lengthways, seeds removed, and squashed flat, or mashed into other soft fruit.',
      '9m': 'Grapes quartered lengthways into thin slivers, seeds removed, for little fingers to pick up.',
      '12m':
        'Grapes quartered lengthways, every time; halves are still the right size to block a small airway.',
      '18m': 'Grapes still quartered lengthways, served sitting down with an adult watching.',
      '2-3y': "Grapes quartered lengthways; a whole grape is the perfect size to block a toddler's airway.",
      '3-5y':
        'Grapes quartered lengthways until at least 4, and cut up until 5, as the NHS advises for small round foods; always sitting down.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Cut every grape lengthways into quarters (halves are not enough for young children); take out seeds; serve sitting down and supervised.',
    },
    allergens: [],
    flags: [],
    rules: [
      CUT_SMALL_ROUND,
      { text: 'Whole grapes are a choking hazard for children under 4.', source: 'AAP' },
      { text: 'Do not serve whole grapes to children under 4 in childcare.', source: 'CFOC' },
    ],
  },
  {
    slug: 'blueberries',
    name: 'Blueberries',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Small, sweet and easy to add to breakfast, but round and firm: squash or cut them for young children.',
    stages: {
      '6m': 'Blueberries squashed flat between finger and thumb, or mashed into porridge or yoghurt.',
      '9m': 'Blueberries halved or quartered, or squashed flat, for the pincer grasp.',
      '12m': 'Blueberries halved or quartered lengthways, or squashed.',
      '18m': 'Blueberries halved or quartered lengthways; large ones quartered.',
      '2-3y': 'Blueberries still halved or quartered lengthways, eaten sitting down.',
      '3-5y': 'Blueberries halved or quartered until 5, as the NHS advises for small round foods.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Squash blueberries flat for babies and cut them in half or quarters lengthways until 5; serve sitting down.',
    },
    allergens: [],
    flags: [],
    rules: [CUT_SMALL_ROUND, FRUIT_FROM_6M, STAY_AND_SIT],
  },
  {
    slug: 'strawberries',
    name: 'Strawberries',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Rich in vitamin C and loved by most children. A red rash around the mouth after strawberries is common and usually just skin irritation, not allergy.',
    stages: {
      '6m': 'Ripe strawberries, hulled, mashed, or large ones cut lengthways into quarters.',
      '9m': 'Strawberries quartered lengthways or chopped small.',
      '12m': 'Strawberries halved or quartered, depending on size.',
      '18m': 'Strawberries halved or quartered lengthways.',
      '2-3y': 'Strawberries halved or quartered, on their own or on porridge.',
      '3-5y': 'Strawberries halved; small firm ones quartered until 5.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Use ripe, soft strawberries; cut them lengthways into halves or quarters rather than serving whole.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, CUT_SMALL_ROUND, NO_JUICE_UNDER_1],
  },
  {
    slug: 'raspberries',
    name: 'Raspberries',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Soft, tart berries with fibre and vitamin C. They squash easily, which makes them a good early finger food.',
    stages: {
      '6m': 'Ripe raspberries squashed flat, or mashed into porridge or yoghurt.',
      '9m': 'Ripe raspberries gently squashed or torn in half, for the pincer grasp.',
      '12m': 'Ripe raspberries, gently squashed or halved.',
      '18m': 'Ripe raspberries, halved if large.',
      '2-3y': 'Ripe raspberries, halved if large, on porridge, yoghurt or on their own.',
      '3-5y': 'Ripe raspberries, whole or halved, sitting down.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Offer ripe, soft raspberries and squash or halve them for babies; avoid hard unripe ones.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, STAY_AND_SIT],
  },
  {
    slug: 'blackberries',
    name: 'Blackberries',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Juicy berries with fibre and vitamin C. They are firmer and rounder than raspberries, so cut them for young children.',
    stages: {
      '6m': 'Ripe blackberries squashed flat or mashed into porridge or yoghurt.',
      '9m': 'Blackberries quartered lengthways, or squashed flat.',
      '12m': 'Blackberries halved or quartered lengthways.',
      '18m': 'Blackberries halved or quartered lengthways.',
      '2-3y': 'Blackberries halved or quartered, eaten sitting down.',
      '3-5y': 'Blackberries halved, or quartered if large, until 5.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Squash blackberries flat for babies and cut them in halves or quarters lengthways for young children; pick ripe, soft ones.',
    },
    allergens: [],
    flags: [],
    rules: [CUT_SMALL_ROUND, FRUIT_FROM_6M],
  },
  {
    slug: 'cherries',
    name: 'Cherries',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Sweet and juicy, but they come with two hazards: a hard stone and a round shape. Take the stone out and quarter them.',
    stages: {
      '6m': 'Cherries, stones out, quartered lengthways and squashed flat, or mashed.',
      '9m': 'Cherries, stones out, quartered lengthways, for the pincer grasp.',
      '12m': 'Cherries, stones out, quartered lengthways.',
      '18m': 'Cherries, stones out, quartered lengthways.',
      '2-3y': 'Cherries, stones out, quartered lengthways, sitting down.',
      '3-5y': 'Cherries, stones out, halved or quartered until 5.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Take out every stone and cut cherries lengthways into quarters; a cherry pitter makes it quick.',
    },
    allergens: [],
    flags: [],
    rules: [CUT_SMALL_ROUND, REMOVE_STONES, STAY_AND_SIT],
  },
  {
    slug: 'pineapple',
    name: 'Pineapple',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Tangy and sweet, with vitamin C. It is fibrous, so ripe flesh in long spears or small soft pieces works best.',
    stages: {
      '6m': 'Ripe pineapple, skin and core cut away, in long finger-length spears to gnaw, or finely chopped and mashed into yoghurt.',
      '9m': 'Small soft pieces of ripe pineapple, core removed; tinned pineapple in juice is softer.',
      '12m': 'Bite-sized pieces of ripe pineapple, core removed.',
      '18m': 'Small pieces or thin slices, core removed.',
      '2-3y': 'Small pieces or thin rings, core removed.',
      '3-5y': 'Chunks, rings or spears, core removed.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cut out the hard core; use ripe fruit in long spears or small pieces; tinned pineapple in juice is softer.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, NO_JUICE_UNDER_1],
  },
  {
    slug: 'papaya',
    name: 'Papaya',
    otherNames: ['pawpaw'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Very soft when ripe and full of vitamin C, so it is an easy first fruit. Scoop out the black seeds.',
    stages: {
      '6m': 'Ripe papaya, peeled and seeds scooped out, in finger-length strips, or mashed.',
      '9m': 'Small soft pieces of ripe papaya.',
      '12m': 'Bite-sized pieces of ripe papaya.',
      '18m': 'Slices or small pieces.',
      '2-3y': 'Slices or cubes, or a wedge to scoop with a spoon.',
      '3-5y': 'Slices, cubes or in fruit salad.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Use ripe, soft papaya; scoop out the seeds and peel it.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, STAY_AND_SIT],
  },
  {
    slug: 'figs',
    name: 'Figs',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Fresh figs are soft and sweet with tiny edible seeds; dried figs are chewy and sticky, so chop them and keep them to mealtimes.',
    stages: {
      '6m': 'Ripe fresh figs, quartered lengthways or mashed. Dried figs only soaked in hot water and blended into porridge.',
      '9m': 'Fresh figs in small soft pieces; soaked dried figs chopped finely into porridge.',
      '12m': 'Fresh figs in bite-sized pieces; dried figs chopped small.',
      '18m': 'Fresh figs quartered; dried figs chopped small, at mealtimes.',
      '2-3y': 'Fresh figs halved or quartered; dried figs chopped, at mealtimes.',
      '3-5y': 'Fresh figs halved; dried figs chopped or cut in strips, as part of a meal.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Use ripe, soft fresh figs; soak and chop dried figs, which are chewy and sticky; cut off the hard stem.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, DRIED_FRUIT_MEALTIMES],
  },
  {
    slug: 'dates',
    name: 'Dates',
    otherNames: ['medjool dates'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Naturally very sweet and a handy way to sweeten porridge or bakes with fruit. Sticky and with a hard stone, so always pit and chop them.',
    stages: {
      '6m': 'Pitted soft dates soaked in warm water, then blended or mashed smooth and stirred into porridge or yoghurt.',
      '9m': 'Pitted dates, soaked and finely chopped, stirred into porridge.',
      '12m': 'Pitted dates cut into thin strips or small pieces, or blended into bakes.',
      '18m': 'Pitted dates cut into small pieces, at mealtimes.',
      '2-3y': 'Pitted dates cut into quarters or strips, at mealtimes.',
      '3-5y': 'Pitted dates halved or cut in strips, as part of a meal.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Check every date for the stone, even in "pitted" packs; soak and chop or blend them, as whole dates are sticky and hard to clear.',
    },
    allergens: [],
    flags: [],
    rules: [REMOVE_STONES, DRIED_FRUIT_MEALTIMES],
  },
  {
    slug: 'raisins',
    name: 'Raisins',
    otherNames: ['sultanas', 'currants', 'dried fruit'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Handy and full of fibre, but small, sticky and hard on teeth. Soak and chop them for little ones, and offer them with meals rather than as a snack.',
    stages: {
      '6m': 'Raisins soaked in hot water until plump, then chopped finely or blended into porridge or mashed fruit.',
      '9m': 'Raisins soaked and chopped, stirred into porridge or cooked into soft bakes.',
      '12m': 'Raisins soaked and chopped, or cooked into porridge, stews and bakes.',
      '18m': 'Raisins chopped or soaked, or cooked into porridge and bakes, at mealtimes.',
      '2-3y': 'Raisins cooked into food or chopped; a few soaked whole raisins at a time, at mealtimes.',
      '3-5y':
        'A small handful of raisins as part of a meal, eaten sitting down; chopped in bakes and salads.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Soak raisins until plump and chop them or cook them into food; offer only a few whole ones at a time to older children, sitting down.',
    },
    allergens: [],
    flags: [],
    rules: [
      DRIED_FRUIT_MEALTIMES,
      {
        text: 'Food for babies should be soft and cut into shapes they can manage, not small, hard or sticky pieces.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'prunes',
    name: 'Prunes',
    otherNames: ['dried plums'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'The classic help for constipation: fibre plus natural sorbitol. A little goes a long way, and the stones must come out.',
    stages: {
      '6m': 'Pitted prunes soaked or gently cooked until soft, then blended smooth and stirred into porridge.',
      '9m': 'Pitted, soaked prunes finely chopped or mashed into porridge or yoghurt.',
      '12m': 'Pitted prunes chopped small, or mashed into porridge.',
      '18m': 'Pitted prunes cut into small pieces, at mealtimes.',
      '2-3y': 'Pitted prunes cut in quarters or strips, at mealtimes.',
      '3-5y': 'Pitted prunes halved, as part of a meal.',
    },
    choking: {
      risk: 'medium',
      howToLower: 'Check for stones; soak and blend or chop prunes, as whole ones are sticky and chewy.',
    },
    allergens: [],
    flags: [],
    rules: [DRIED_FRUIT_MEALTIMES, REMOVE_STONES],
  },
  {
    slug: 'pomegranate',
    name: 'Pomegranate',
    otherNames: ['pomegranate seeds', 'arils'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Jewel-like seeds with a crunchy centre that brighten up porridge and yoghurt. Small and firm, so squash them for babies.',
    stages: {
      '6m': 'Seeds squashed flat with a fork and stirred into porridge, yoghurt or mashed fruit.',
      '9m': 'Seeds lightly squashed and mixed into soft food, or a few loose seeds to practise the pincer grasp.',
      '12m': 'Seeds sprinkled over porridge, yoghurt or salads, a few at a time.',
      '18m': 'Seeds over porridge, yoghurt or salads.',
      '2-3y': 'Seeds over breakfast or salads, eaten sitting down.',
      '3-5y': 'Seeds by the spoonful, or scattered over salads and curries.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Squash the seeds flat for young babies and mix them into soft food; offer a few at a time rather than a handful.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, STAY_AND_SIT],
  },
  {
    slug: 'coconut',
    name: 'Coconut',
    otherNames: ['desiccated coconut', 'coconut milk'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Adds creaminess and energy to curries and porridge. Coconut is not treated as a nut in the UK, but fresh coconut is hard, so grate it, and carton coconut drinks are not a swap for milk.',
    stages: {
      '6m': 'A sprinkle of unsweetened desiccated coconut stirred into porridge or yoghurt, or full-fat tinned coconut milk cooked into curries and rice.',
      '9m': 'Unsweetened desiccated coconut in porridge and bakes; fresh coconut only finely grated; coconut milk in cooking.',
      '12m':
        'Unsweetened desiccated coconut, finely grated fresh coconut, or coconut milk in curries and porridge.',
      '18m': 'Grated coconut in bakes and porridge, coconut milk in family curries.',
      '2-3y': 'Grated or desiccated coconut in food; thin soft shavings of fresh coconut.',
      '3-5y': 'Thin strips of fresh coconut, grated coconut in bakes, coconut milk in cooking.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Grate fresh coconut finely or use desiccated coconut stirred into food; avoid hard chunks and dried coconut chips for young children.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Hard foods should be grated or cooked soft for babies and young children.',
        source: 'NHS',
      },
      {
        text: 'Under-2s should have no added sugar, so choose unsweetened coconut products.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'lemon',
    name: 'Lemon',
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Too sour to eat on its own, but a squeeze of juice brightens vegetables and fish in place of salt. Babies often pull a face and then come back for more.',
    stages: {
      '6m': 'A squeeze of lemon juice over vegetables, fish or fruit, or a little zest stirred into food; a pipless wedge to lick and explore while you watch.',
      '9m': 'Lemon juice or finely grated zest in family cooking.',
      '12m': 'Lemon juice and zest in dressings, fish and vegetables.',
      '18m': 'As the family uses it: juice and zest in cooking and dressings.',
      '2-3y': 'Juice and zest in cooking; a slice to try if they are curious.',
      '3-5y': 'Juice and zest in cooking and dressings.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Take out the pips; if you offer a wedge to lick, stay close and take it back once the peel starts to break.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Babies should have no salt added to their food before 12 months.', source: 'NHS' },
      FRUIT_FROM_6M,
    ],
  },
  {
    slug: 'passion-fruit',
    name: 'Passion fruit',
    otherNames: ['passionfruit', 'granadilla'],
    category: 'fruits',
    fromMonths: 6,
    summary:
      'Fragrant, tangy pulp with small crunchy seeds, lovely stirred into yoghurt. The seeds are edible but can be sieved out for young babies.',
    stages: {
      '6m': 'Pulp scooped out and pressed through a sieve, then stirred into yoghurt, porridge or mashed fruit.',
      '9m': 'Pulp with its seeds stirred into yoghurt or porridge, or sieved if your baby gags on the seeds.',
      '12m': 'Pulp and seeds stirred into yoghurt or porridge.',
      '18m': 'Pulp and seeds over yoghurt, porridge or fruit.',
      '2-3y': 'Half a passion fruit to scoop with a spoon, or the pulp over yoghurt.',
      '3-5y': 'Halved and eaten with a spoon.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Mix the pulp into soft food; sieve out the seeds for young babies if needed.',
    },
    allergens: [],
    flags: [],
    rules: [FRUIT_FROM_6M, MOSTLY_WHOLE_FRUIT],
  },
];
