/** The First Foods guide: vegetables. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food, FoodRule } from './types';

// Rules that many vegetables share, each with its source.
const NO_SALT: FoodRule = {
  text: "Do not add salt to a baby's food or cooking water before 12 months; after that keep it low (no more than 2 g of salt a day at 1 to 3 years).",
  source: 'NHS',
};
const KEEP_OFFERING: FoodRule = {
  text: 'Offer a range of vegetables, bitter greens included, and keep offering them: a new taste can take 10 or more tries.',
  source: 'NHS',
};
const HARD_VEG_NHS: FoodRule = {
  text: 'Cook hard vegetables such as carrot until soft, or grate them, for babies and young children.',
  source: 'NHS',
};
const HARD_VEG_AAP: FoodRule = {
  text: 'Chunks and sticks of hard raw vegetables are a choking risk for children under 4.',
  source: 'AAP',
};
const SMALL_PIECES: FoodRule = {
  text: 'Cut food for young children into small pieces they can chew, and keep firm, round foods away from under-4s unless cut up.',
  source: 'CFOC',
};
const VARIETY: FoodRule = {
  text: 'From about 6 months, offer a variety of vegetables: dark green, red and orange, beans and peas, starchy and others.',
  source: 'DGA',
};
const WASH: FoodRule = {
  text: 'Wash vegetables and salad leaves well before you prepare them.',
  source: 'NHS',
};
const IRON_WITH_VITAMIN_C: FoodRule = {
  text: 'Serve plant sources of iron with a vitamin C food, such as tomato, pepper or orange, to help the body absorb the iron.',
  source: 'NHS',
};
const TINS: FoodRule = {
  text: 'Choose tinned vegetables in water with no added salt or sugar.',
  source: 'NHS',
};
const NO_ADDED_SUGAR: FoodRule = {
  text: 'Children under 2 should have no added sugar.',
  source: 'AHA',
};
const SMALL_ROUND: FoodRule = {
  text: 'Cut small round foods, such as cherry tomatoes, into quarters lengthways.',
  source: 'NHS',
};
const STAY_CLOSE: FoodRule = {
  text: 'Always stay with your baby while they eat, and have them sitting upright.',
  source: 'NHS',
};

export const VEGETABLES: readonly Food[] = [
  {
    slug: 'carrot',
    name: 'Carrot',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Sweet, bright and easy to cook soft, carrot is often one of the first vegetables babies enjoy. Raw carrot is hard and a common choking risk, so serve it cooked soft or finely grated until at least 4.',
    stages: {
      '6m': "Steamed or boiled until very soft, then mashed or blended smooth with a little of baby's usual milk or the cooking water. Or offer cooked sticks about the size of an adult finger, soft enough to squash between your finger and thumb.",
      '9m': 'Cooked until soft and cut into small pieces about the size of a pea for picking up, or mashed with soft lumps. Finely grated raw carrot stirred into porridge or yogurt works too.',
      '12m':
        'Soft cooked carrot in bite-sized pieces or half-moons, or finely grated raw carrot mixed into pasta, rice or sandwich fillings. Do not offer raw carrot sticks or chunks.',
      '18m':
        'Cooked carrot as part of family meals: roasted, in stews or as soft batons. Raw carrot still needs to be finely grated.',
      '2-3y':
        'Roasted or steamed carrot batons your child can bite and chew, and grated raw carrot in salads, wraps and sandwiches. Keep hard raw sticks and chunks off the plate.',
      '3-5y':
        'Much as the family eats it: roasted, in soups, stews and bakes. Keep raw carrot grated or peeled into thin ribbons until at least 4; after that, thin sticks are fine while your child sits down and you are close by.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Cook carrot until it squashes easily between finger and thumb, or grate it finely. Avoid raw sticks, chunks and coins before age 4, and stay with your child while they eat.',
    },
    allergens: [],
    flags: [],
    rules: [HARD_VEG_NHS, HARD_VEG_AAP, SMALL_PIECES],
  },
  {
    slug: 'sweet-potato',
    name: 'Sweet potato',
    otherNames: ['kumara'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Naturally sweet and soft when cooked, sweet potato mashes smoothly and makes an easy first finger food. Bake or steam it at home rather than buying fries or crisps, which are usually salted.',
    stages: {
      '6m': 'Baked or steamed until very soft, then mashed smooth, or served as thick peeled wedges about two fingers wide that baby can grip and gum.',
      '9m': 'Soft cooked cubes about the size of a fingertip for picking up, or mashed with soft lumps and mixed with lentils, fish or chicken.',
      '12m':
        'Bite-sized soft cubes, homemade oven wedges made with a little oil and no salt, or mashed into fish cakes and patties.',
      '18m': 'Part of family meals: roasted chunks, mash, soups and curries, cut into bite-sized pieces.',
      '2-3y':
        'Roasted wedges, baked sweet potato with the skin on, and chunks in stews, just as the family eats them.',
      '3-5y':
        'Served as the family has it. Homemade wedges are a better everyday choice than shop-bought fries, which tend to be salty.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook it until soft all the way through and offer wedges or soft cubes; skip crunchy baked crisps for young children.',
    },
    allergens: [],
    flags: [],
    rules: [NO_SALT, VARIETY, KEEP_OFFERING],
  },
  {
    slug: 'potato',
    name: 'Potato',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'A filling, familiar starch that mashes to whatever texture your baby is ready for. Cook it without salt for babies, cut away any green patches or sprouts, and keep crisps and salty chips for later and rarely.',
    stages: {
      '6m': "Boiled or steamed until very soft and mashed smooth with baby's usual milk, or offered as soft peeled wedges about two fingers wide.",
      '9m': 'Mashed with a fork so it stays a little lumpy, or soft cooked cubes about the size of a fingertip to pick up. Mash it with other vegetables such as carrot, swede or broccoli.',
      '12m':
        'Bite-sized pieces of boiled, steamed or roasted potato, mash, or homemade oven wedges with a little oil and no salt.',
      '18m':
        'Potato as the family has it: jacket potato, mash, new potatoes cut in half or quarters, and roast potatoes in bite-sized pieces.',
      '2-3y':
        'Jacket potatoes, wedges and halved new potatoes as part of family meals. Keep salty crisps and chips to an occasional small portion.',
      '3-5y':
        'Served as the rest of the family eats it, with small whole new potatoes cut in half so they cannot roll to the back of the throat.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until soft all the way through, cut small new potatoes in half, and let hot potato cool: the middle stays hot long after the outside.',
    },
    allergens: [],
    flags: [],
    rules: [
      NO_SALT,
      { text: 'Keep salty snacks such as crisps out of babies’ and young children’s diets.', source: 'NHS' },
      VARIETY,
    ],
  },
  {
    slug: 'parsnip',
    name: 'Parsnip',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Sweet and nutty when roasted, parsnip mashes well and makes a good soft finger food. Like carrot it is hard when raw, so always serve it cooked soft.',
    stages: {
      '6m': 'Steamed or roasted until very soft, then mashed smooth, or cut into finger-length strips about two fingers wide that squash easily between finger and thumb. Cut out the woody core of large parsnips.',
      '9m': 'Soft cooked pieces about the size of a fingertip, or mashed with soft lumps, on its own or with potato or carrot.',
      '12m': 'Bite-sized pieces of roasted or steamed parsnip, or mashed into other root vegetables.',
      '18m':
        'Roasted or steamed parsnip batons as part of family meals, and parsnip cooked into soups and stews.',
      '2-3y': 'Roast parsnips with the family meal, cut into bite-sized pieces, or blended into soup.',
      '3-5y':
        'Served as the family eats it, always cooked until soft: raw parsnip is too hard for young children to chew safely.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Always cook until soft enough to squash, cut out the tough core of big parsnips, and trim off very crisp roasted ends.',
    },
    allergens: [],
    flags: [],
    rules: [HARD_VEG_NHS, HARD_VEG_AAP, NO_SALT],
  },
  {
    slug: 'butternut-squash',
    name: 'Butternut squash',
    otherNames: ['butternut pumpkin'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Silky and sweet once roasted or steamed, butternut squash is an easy first vegetable. Peel it and scoop out the seeds before serving.',
    stages: {
      '6m': 'Steamed or roasted until very soft, then mashed or blended, or served as peeled strips about the size of an adult finger that squash easily between finger and thumb.',
      '9m': 'Soft cooked cubes the size of a fingertip, or mashed with soft lumps and stirred into pasta, risotto or lentils.',
      '12m': 'Bite-sized soft cubes, roasted wedges, or blended into a pasta sauce or soup.',
      '18m':
        'Roasted or steamed squash in family meals such as curries, risotto and traybakes, in bite-sized pieces.',
      '2-3y': 'Roasted chunks, soups and stews as the family eats them.',
      '3-5y': 'As the family has it: roasted, in soups, curries and pasta bakes.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until very soft and peel away the tough skin; raw squash is hard and should be cooked or finely grated.',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, NO_SALT, KEEP_OFFERING],
  },
  {
    slug: 'pumpkin',
    name: 'Pumpkin',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Pumpkin cooks down to a soft, mild mash and works well in soups and bakes. Plain tinned pumpkin purée is fine; pumpkin pie filling is not, as it has added sugar and spices.',
    stages: {
      '6m': 'Steamed or roasted until very soft, then mashed, or offered as soft peeled strips about the size of an adult finger. Plain tinned pumpkin purée, with nothing mixed in, works too.',
      '9m': 'Soft cooked cubes the size of a fingertip, or mashed with soft lumps and stirred into porridge, pasta or lentils.',
      '12m': 'Bite-sized soft pieces, or pumpkin mashed into pancakes, muffins or pasta sauce.',
      '18m': 'Roasted pumpkin in bite-sized pieces, and pumpkin soups and stews, as part of family meals.',
      '2-3y': 'Roasted chunks, soups and bakes as the family eats them.',
      '3-5y': 'As the family has it, in soups, curries, risotto and traybakes.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until very soft, remove the skin and seeds, and never give raw chunks to young children.',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, NO_ADDED_SUGAR, NO_SALT],
  },
  {
    slug: 'courgette',
    name: 'Courgette',
    usName: 'Zucchini',
    otherNames: ['summer squash'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Mild, soft and quick to cook, courgette suits babies from the start. Leaving the skin on makes steamed sticks easier for little hands to hold.',
    stages: {
      '6m': 'Steamed until soft and mashed, or thick steamed sticks with the skin on, about the size of an adult finger, for baby to hold and gum.',
      '9m': 'Soft cooked pieces the size of a fingertip, or grated and cooked into omelettes, pasta sauce or fritters.',
      '12m':
        'Bite-sized soft pieces in pasta, ratatouille and risotto, or grated into savoury muffins and fritters.',
      '18m': 'Roasted, steamed or stir-fried courgette in bite-sized pieces as part of family meals.',
      '2-3y': 'Courgette as the family eats it: roasted, in sauces, or grated into bakes.',
      '3-5y': 'As the family has it, cooked in meals or thinly sliced raw in salads.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until soft for babies and toddlers; raw courgette is firm, so grate it or slice it very thinly.',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, KEEP_OFFERING, NO_SALT],
  },
  {
    slug: 'aubergine',
    name: 'Aubergine',
    usName: 'Eggplant',
    otherNames: ['brinjal'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Roasted until creamy, aubergine is soft and soaks up flavour without any need for salt. The skin can be chewy, so peel it or cook it until very tender for young babies.',
    stages: {
      '6m': 'Roasted or baked until very soft and creamy, then mashed, or served as soft strips with the skin peeled off, about two fingers wide.',
      '9m': 'Soft cooked pieces the size of a fingertip, or mashed and stirred into pasta sauce, lentils or couscous.',
      '12m': 'Bite-sized soft pieces in ratatouille, curries, moussaka and pasta sauce.',
      '18m': 'Roasted or stewed aubergine in family meals, cut into bite-sized pieces.',
      '2-3y':
        'Aubergine as the family eats it, in curries, bakes and dips. Baba ganoush usually contains tahini, which is sesame.',
      '3-5y': 'As the family has it: roasted, stewed, grilled or in dips.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook until very soft and peel the skin for babies, as it can be tough and hard to chew.',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, NO_SALT, KEEP_OFFERING],
  },
  {
    slug: 'broccoli',
    name: 'Broccoli',
    otherNames: ['calabrese', 'tenderstem'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      "Broccoli florets make a perfect first finger food, with a built-in 'handle'. Offering bitter green vegetables early and often helps babies learn to like them.",
    stages: {
      '6m': 'Florets with a long stalk left on, steamed until soft enough to squash between finger and thumb, so baby can hold the stalk and gum the top. Or steamed and mashed or blended.',
      '9m': 'Small soft florets or chopped pieces for picking up, or finely chopped into pasta, rice or mash.',
      '12m': 'Bite-sized steamed florets, and chopped broccoli in pasta bakes, stir-fries and omelettes.',
      '18m': 'Steamed or roasted florets as part of family meals, cooked until tender.',
      '2-3y': 'Broccoli as the family eats it, steamed, roasted or stir-fried, cut into bite-sized florets.',
      '3-5y':
        'As the family has it. The stalks are good too: peel them, slice them and cook them until soft.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Steam until tender; raw florets break into hard crumbly bits, so save raw broccoli for older children.',
    },
    allergens: [],
    flags: [],
    rules: [KEEP_OFFERING, VARIETY, NO_SALT],
  },
  {
    slug: 'cauliflower',
    name: 'Cauliflower',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Mild and creamy once cooked, cauliflower can be mashed, roasted or served as soft florets. Like broccoli, it is worth offering again and again.',
    stages: {
      '6m': 'Florets with a stalk to hold, steamed until soft enough to squash between finger and thumb, or steamed and mashed or blended.',
      '9m': 'Small soft florets or chopped pieces for picking up, or mashed with potato or stirred into a cheese sauce.',
      '12m':
        'Bite-sized steamed or roasted florets, cauliflower cheese, or cauliflower in curries and pasta bakes.',
      '18m': 'Cooked cauliflower as part of family meals, cut into bite-sized florets.',
      '2-3y': 'Roasted, steamed or curried cauliflower as the family eats it.',
      '3-5y': 'As the family has it; try roasting for a sweeter, nuttier taste.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook until tender; raw florets are hard and crumbly, so keep them for older children.',
    },
    allergens: [],
    flags: [],
    rules: [KEEP_OFFERING, VARIETY, NO_SALT],
  },
  {
    slug: 'green-beans',
    name: 'Green beans',
    otherNames: ['French beans', 'string beans', 'fine beans'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Long, thin and easy to hold, cooked green beans are a handy early finger food. Cook them soft; raw beans are tough and squeaky to chew.',
    stages: {
      '6m': 'Whole beans with the tops trimmed, steamed or boiled until soft enough to squash between finger and thumb, or cooked and blended with other vegetables.',
      '9m': 'Soft cooked beans cut into short pieces about 1 cm long, easy to pick up with finger and thumb.',
      '12m': 'Cooked beans cut into bite-sized pieces, in stir-fries, stews and pasta.',
      '18m': 'Steamed or stir-fried beans as part of family meals, cut into short lengths.',
      '2-3y': 'Cooked green beans as the family eats them, whole or cut in half.',
      '3-5y': 'As the family has them, cooked or lightly steamed so they are still tender.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until soft, trim the ends, and pull off any tough strings (especially on runner beans).',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, TINS, NO_SALT],
  },
  {
    slug: 'peas',
    name: 'Peas',
    otherNames: ['garden peas', 'petits pois'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Frozen peas are cheap, quick and great for practising the pincer grip. Cook them and squash them for young babies, because small round foods can slip into the airway.',
    stages: {
      '6m': 'Cooked until soft and mashed or blended, on their own or mixed into mashed potato or other vegetables.',
      '9m': 'Cooked peas lightly squashed with a fork so each pea is flattened, for practising picking up with finger and thumb.',
      '12m': 'Cooked peas, squashed flat or mixed into rice, pasta, omelettes and shepherd’s pie.',
      '18m':
        'Cooked peas in family meals; keep squashing them lightly if your child still tends to swallow without chewing.',
      '2-3y': 'Cooked whole peas with family meals, while your child is sitting down and you are close by.',
      '3-5y':
        'Cooked peas as the family has them. Frozen peas straight from the bag are hard, so cook them first.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook peas until soft and squash them flat for babies; do not give raw or frozen peas to under-4s.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Raw peas are on the list of foods to keep away from children under 4.', source: 'CFOC' },
      VARIETY,
      STAY_CLOSE,
    ],
  },
  {
    slug: 'sugar-snap-peas',
    name: 'Sugar snap peas',
    otherNames: ['snap peas'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Sugar snap peas are crunchy, juicy pods with peas inside. Cook them soft and take off the strings for babies; raw pods are firm and stringy.',
    stages: {
      '6m': 'Steamed until soft, strings pulled off, and offered whole for baby to hold and gum, or blended with other vegetables.',
      '9m': 'Soft steamed pods, strings removed, cut into short pieces about 1 cm long.',
      '12m': 'Steamed pods, strings removed, cut into bite-sized pieces, in stir-fries and noodles.',
      '18m': 'Lightly cooked pods, strings removed, cut into short pieces, as part of family meals.',
      '2-3y': 'Lightly cooked pods cut into short lengths, with family meals or alongside a dip.',
      '3-5y':
        'Raw or lightly cooked pods with the strings removed, whole or halved, as a crunchy snack or in stir-fries.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Pull off the strings, steam until soft for babies and toddlers, and cut the pods into short pieces until your child chews well.',
    },
    allergens: [],
    flags: [],
    rules: [SMALL_PIECES, VARIETY, STAY_CLOSE],
  },
  {
    slug: 'sweetcorn',
    name: 'Sweetcorn',
    usName: 'Corn',
    otherNames: ['corn on the cob', 'maize'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Sweet and fun to eat, sweetcorn suits babies as cooked corn on the cob or blended into other food. Choose tins or frozen corn with no added salt or sugar.',
    stages: {
      '6m': 'A cooked corn cob cut into lengths about as long as your baby’s hand, to gnaw and suck the kernels from, or cooked kernels blended smooth into other vegetables.',
      '9m': 'Cooked kernels lightly squashed or chopped so each one is broken, mixed into mash, rice or fritters, and cooked corn on the cob to gnaw.',
      '12m':
        'Cooked kernels in rice, pasta and fritters, and corn on the cob to nibble. Kernels sometimes come out whole in nappies, which is normal.',
      '18m': 'Corn on the cob and cooked kernels as part of family meals.',
      '2-3y': 'Cooked sweetcorn as the family eats it, in salads, wraps, rice dishes and on the cob.',
      '3-5y': 'As the family has it, on the cob or as cooked kernels in meals and lunchboxes.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Squash or chop cooked kernels for babies, serve the cob in large lengths, and never give popcorn to under-4s.',
    },
    allergens: [],
    flags: [],
    rules: [TINS, NO_ADDED_SUGAR, SMALL_PIECES],
  },
  {
    slug: 'spinach',
    name: 'Spinach',
    otherNames: ['baby spinach'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Spinach adds colour and some iron to meals, though plant iron is absorbed best alongside vitamin C foods like tomato or pepper. Wilt it and chop it finely, as whole leaves can stick to the roof of the mouth.',
    stages: {
      '6m': 'Wilted or steamed, then finely chopped or blended and stirred into mashed potato, lentils or other vegetables.',
      '9m': 'Finely chopped cooked spinach mixed into pasta sauce, scrambled egg, rice or dhal, or baked into soft savoury finger foods.',
      '12m':
        'Cooked and chopped into sauces, curries, omelettes and pasta, or a few finely shredded raw baby spinach leaves mixed into other food.',
      '18m': 'Chopped spinach in family dishes, and a little shredded raw baby spinach in salads.',
      '2-3y': 'Cooked into family meals, or raw baby leaves torn small in salads and wraps.',
      '3-5y': 'As the family eats it, cooked or as raw baby leaves in salads and sandwiches.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Chop or blend cooked spinach for babies; big raw leaves can stick to the roof of the mouth and cause gagging, so shred or tear them small.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [IRON_WITH_VITAMIN_C, KEEP_OFFERING, VARIETY],
  },
  {
    slug: 'kale',
    name: 'Kale',
    otherNames: ['curly kale', 'cavolo nero'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Kale is a dark green leaf with useful iron, best cooked soft and chopped finely. Pair it with a vitamin C food to help the iron go further.',
    stages: {
      '6m': 'Tough stalks removed, leaves steamed until very soft, then blended or finely chopped into mash, risotto or lentils.',
      '9m': 'Finely chopped cooked kale stirred into pasta, rice or omelettes, or blended into a sauce.',
      '12m': 'Cooked and chopped into small pieces in family dishes such as stews, pasta and soups.',
      '18m': 'Cooked kale chopped small as part of family meals.',
      '2-3y': 'Cooked kale in family meals, chopped into bite-sized pieces.',
      '3-5y': 'As the family eats it, cooked in meals or finely shredded in salads.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Remove tough stalks, cook the leaves until soft and chop them finely; raw kale is tough and chewy for small mouths.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [IRON_WITH_VITAMIN_C, KEEP_OFFERING, VARIETY],
  },
  {
    slug: 'cabbage',
    name: 'Cabbage',
    otherNames: ['savoy cabbage', 'spring greens', 'red cabbage'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Cheap, mild once cooked and good for babies learning green flavours. It can make some babies a bit windy, which is normal.',
    stages: {
      '6m': 'Shredded, then steamed or boiled until very soft and blended or finely chopped into mash or other vegetables.',
      '9m': 'Finely chopped soft-cooked cabbage mixed into mashed potato, pasta or rice.',
      '12m': 'Soft shredded cabbage chopped into short pieces, in stir-fries, soups and stews.',
      '18m':
        'Cooked cabbage as the family has it, and a little finely shredded raw cabbage in homemade coleslaw.',
      '2-3y': 'Cooked or finely shredded raw cabbage in family meals and salads.',
      '3-5y': 'As the family eats it, cooked or finely shredded in slaws and stir-fries.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook until soft and chop finely across the leaves so there are no long strands.',
    },
    allergens: [],
    flags: [],
    rules: [KEEP_OFFERING, VARIETY, NO_SALT],
  },
  {
    slug: 'brussels-sprouts',
    name: 'Brussels sprouts',
    otherNames: ['sprouts'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Small, round and firm, sprouts need cooking soft and cutting up for young children. Their strong taste may take many tries; roasting brings out a sweeter side.',
    stages: {
      '6m': 'Steamed until very soft, then mashed or blended, or quartered and cooked so each piece squashes easily between finger and thumb.',
      '9m': 'Cooked until soft and chopped into small pieces, or shredded and cooked into mash or rice.',
      '12m': 'Soft cooked sprouts cut into quarters, or shredded and roasted or stir-fried.',
      '18m': 'Cooked sprouts cut into quarters as part of family meals.',
      '2-3y': 'Roasted or steamed sprouts cut into quarters or halves, not served whole.',
      '3-5y': 'Cooked and halved, as the family eats them.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook until soft and cut into quarters or halves; whole sprouts are round and firm enough to block a small airway.',
    },
    allergens: [],
    flags: [],
    rules: [SMALL_PIECES, KEEP_OFFERING, VARIETY],
  },
  {
    slug: 'cucumber',
    name: 'Cucumber',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Cool and watery, cucumber can soothe sore gums. Peel it for young babies and cut it into long sticks rather than small hard chunks.',
    stages: {
      '6m': 'Peeled sticks about the length of an adult finger and two fingers wide, for baby to gum and suck. A chilled stick can soothe teething gums.',
      '9m': 'Peeled thin strips or small pieces, or grated into plain yogurt as a dip.',
      '12m': 'Thin sticks and slices, peeled or with the skin on, and small pieces in salads.',
      '18m': 'Sticks and thin slices with dips such as plain yogurt, and chopped cucumber in salads.',
      '2-3y': 'Sticks, slices and chopped pieces in salads, sandwiches and wraps.',
      '3-5y': 'As the family eats it, in salads, sandwiches and lunchboxes.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Offer long sticks that are easy to hold rather than small chunks, and peel the skin for babies, as it is hard to chew.',
    },
    allergens: [],
    flags: [],
    rules: [WASH, STAY_CLOSE, VARIETY],
  },
  {
    slug: 'tomato',
    name: 'Tomato',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Ripe tomatoes are soft, juicy and full of vitamin C, which helps the body absorb iron from other foods. Large tomatoes are fine in wedges; small ones need cutting (see cherry tomatoes).',
    stages: {
      '6m': 'Ripe tomato cut into large wedges for baby to suck and gum, or cooked down into a smooth sauce with other vegetables. Use plain passata or tinned tomatoes with no added salt.',
      '9m': 'Small soft pieces of peeled ripe tomato, or homemade tomato sauce stirred into pasta, rice or lentils.',
      '12m': 'Chopped ripe tomato in salads and sandwiches, and homemade tomato sauce in family meals.',
      '18m': 'Chopped or sliced tomatoes and homemade tomato sauces as the family has them.',
      '2-3y':
        'Slices and wedges in sandwiches and salads, and tomato-based family dishes. Shop-bought ketchup and pasta sauces can be high in salt and sugar, so keep them small.',
      '3-5y': 'As the family eats them, raw in salads and sandwiches or cooked in sauces, soups and stews.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Offer big wedges or small soft pieces; peel the skin for young babies if it bothers them, and quarter any small round tomatoes.',
    },
    allergens: [],
    flags: [],
    rules: [IRON_WITH_VITAMIN_C, NO_ADDED_SUGAR, NO_SALT],
  },
  {
    slug: 'cherry-tomatoes',
    name: 'Cherry tomatoes',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Cherry tomatoes are just the right size and shape to block a small child’s airway. Always quarter them lengthways for under-5s; treat grape and baby plum tomatoes the same way.',
    stages: {
      '6m': 'Cherry tomatoes quartered lengthways, or cooked until soft and mashed or blended into a sauce.',
      '9m': 'Cherry tomatoes cut into quarters lengthways, then into smaller pieces if needed, for picking up with finger and thumb.',
      '12m':
        'Cherry tomatoes, always quartered lengthways, in salads and pasta, or roasted until soft and squashed.',
      '18m': 'Cherry tomatoes quartered lengthways in salads, pasta and lunchboxes.',
      '2-3y': 'Cherry tomatoes, still quartered lengthways, in salads, wraps and lunchboxes.',
      '3-5y':
        'Keep cutting cherry tomatoes into quarters lengthways until at least 5, even when your child seems a confident eater.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Cut every cherry tomato into quarters lengthways (not across) for children under 5, and keep your child sitting down while eating.',
    },
    allergens: [],
    flags: [],
    rules: [
      SMALL_ROUND,
      { text: 'Small round foods are a leading cause of choking in children under 4.', source: 'AAP' },
      SMALL_PIECES,
    ],
  },
  {
    slug: 'sweet-pepper',
    name: 'Sweet pepper',
    usName: 'Bell pepper',
    otherNames: ['capsicum', 'red pepper', 'peppers'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Red, orange and yellow peppers are sweet and rich in vitamin C, which helps iron from other foods be absorbed. The skin is tough, so roast and peel them for babies.',
    stages: {
      '6m': 'Roasted or steamed until very soft, skin peeled off, and served as wide strips about the length of an adult finger, or blended into a sauce.',
      '9m': 'Roasted pepper with the skin removed, cut into small soft pieces, or chopped into omelettes, pasta sauce and rice.',
      '12m':
        'Cooked pepper strips and bite-sized pieces in family meals such as stir-fries, fajitas and pasta.',
      '18m':
        'Cooked pepper in family meals, and thin strips of raw pepper to munch while your child is sitting down and you are close by.',
      '2-3y': 'Cooked pepper in meals and thin raw strips with dips or in salads.',
      '3-5y': 'As the family eats it, raw in strips and salads or cooked in meals.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Roast and peel for babies (the skin is tough), and for toddlers cut raw pepper into thin strips rather than chunks.',
    },
    allergens: [],
    flags: [],
    rules: [IRON_WITH_VITAMIN_C, VARIETY, SMALL_PIECES],
  },
  {
    slug: 'beetroot',
    name: 'Beetroot',
    usName: 'Beet',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Earthy-sweet and bright purple, beetroot can turn wee and poo pink or red for a day or two, which is harmless. Choose plain cooked beetroot, not the kind pickled in vinegar.',
    stages: {
      '6m': 'Roasted or boiled until very soft, peeled, then mashed or blended (lovely mixed with potato), or cut into soft wedges about two fingers wide.',
      '9m': 'Soft cooked cubes the size of a fingertip, or grated cooked beetroot stirred into yogurt, couscous or mash.',
      '12m': 'Bite-sized soft cooked pieces, or finely grated beetroot in salads and fritters.',
      '18m': 'Roasted or boiled beetroot in bite-sized pieces as part of family meals.',
      '2-3y': 'Cooked beetroot chunks, and grated raw beetroot in salads and wraps.',
      '3-5y': 'As the family eats it: roasted, in salads, soups and bakes; raw beetroot is best grated.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook until soft enough to squash, or grate it finely; raw chunks are hard and a choking risk.',
    },
    allergens: [],
    flags: [],
    rules: [HARD_VEG_NHS, HARD_VEG_AAP, VARIETY],
  },
  {
    slug: 'swede',
    name: 'Swede',
    usName: 'Rutabaga',
    otherNames: ['neeps', 'yellow turnip'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Swede has a mild, peppery-sweet taste and mashes beautifully, on its own or with carrot or potato. It is very hard when raw, so always cook it soft.',
    stages: {
      '6m': 'Peeled, boiled or steamed until very soft, then mashed smooth, or cut into finger-length strips about two fingers wide that squash easily.',
      '9m': 'Mashed with soft lumps, often with carrot or potato, or soft cooked cubes the size of a fingertip.',
      '12m': 'Bite-sized soft cooked pieces, or mashed swede as part of family meals.',
      '18m': 'Swede mash, roasted pieces and swede in stews and soups, as the family has it.',
      '2-3y': 'Cooked swede as the family eats it, mashed, roasted or in stews.',
      '3-5y': 'As the family has it, always cooked until soft.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Always cook until soft all the way through; raw swede is far too hard for young children to chew.',
    },
    allergens: [],
    flags: [],
    rules: [HARD_VEG_NHS, NO_SALT, VARIETY],
  },
  {
    slug: 'turnip',
    name: 'Turnip',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Small white turnips are mild and cook quickly; in parts of Scotland and northern England, "turnip" can mean swede, which is cooked the same way. Always serve it cooked soft.',
    stages: {
      '6m': 'Peeled, steamed or boiled until very soft, then mashed, or cut into soft wedges about two fingers wide.',
      '9m': 'Mashed with soft lumps, or soft cooked pieces the size of a fingertip, on their own or with potato or carrot.',
      '12m': 'Bite-sized soft cooked pieces in stews, soups and mash.',
      '18m': 'Roasted or boiled turnip in family meals, cut into bite-sized pieces.',
      '2-3y': 'Cooked turnip as the family eats it.',
      '3-5y': 'As the family has it, always cooked until soft or finely grated.',
    },
    choking: {
      risk: 'medium',
      howToLower: 'Cook until soft all the way through or grate finely; raw turnip is hard.',
    },
    allergens: [],
    flags: [],
    rules: [HARD_VEG_NHS, NO_SALT, VARIETY],
  },
  {
    slug: 'leek',
    name: 'Leek',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Leeks add a gentle onion flavour and turn silky when cooked slowly. Chop them small, as long stringy pieces can make babies gag.',
    stages: {
      '6m': 'Sliced, then steamed or gently cooked until very soft and blended or mashed into potato, squash or other vegetables.',
      '9m': 'Finely chopped soft-cooked leek in risotto, mash, pasta sauce and soups.',
      '12m': 'Soft cooked leek chopped small in family meals such as leek and potato soup, pies and bakes.',
      '18m': 'Cooked leek in family meals, sliced thinly across so there are no long strands.',
      '2-3y': 'Cooked leek as the family eats it, in soups, pies, bakes and sauces.',
      '3-5y': 'As the family has it, cooked until soft.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Wash out any grit, cook until soft, and chop finely across the layers so there are no long slippery strands.',
    },
    allergens: [],
    flags: [],
    rules: [NO_SALT, WASH, VARIETY],
  },
  {
    slug: 'onion',
    name: 'Onion',
    otherNames: ['red onion', 'shallot'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Cooked onion gives baby food flavour with no need for salt. Cook it slowly until soft and sweet, and chop it small.',
    stages: {
      '6m': 'Finely chopped and cooked gently in a little oil or water until very soft, then blended or mashed into vegetables, lentils or meat.',
      '9m': 'Finely chopped and cooked soft in sauces, casseroles and mince dishes.',
      '12m':
        'Cooked onion chopped small in family meals, and a little finely chopped raw red onion in salads if your child likes the taste.',
      '18m': 'Cooked onion in family meals, chopped small or sliced thinly.',
      '2-3y': 'Onion as the family has it, cooked into meals or finely chopped raw in salads.',
      '3-5y': 'As the family eats it, cooked or raw in small pieces.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Chop it finely and cook until soft; large slippery rings can make babies gag.',
    },
    allergens: [],
    flags: [],
    rules: [NO_SALT, VARIETY],
  },
  {
    slug: 'garlic',
    name: 'Garlic',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'A little garlic cooked into food adds flavour, which helps you leave out salt. Cook it well; raw garlic is very strong for small tummies.',
    stages: {
      '6m': 'A little crushed or finely chopped garlic cooked gently into vegetables, lentils, sauces or meat dishes, then mashed or blended with the rest.',
      '9m': 'Cooked into family-style dishes such as tomato sauce, dhal or stews, then mashed or chopped small.',
      '12m':
        'Cooked garlic in family meals; a roasted clove squeezed out of its skin is soft and mild enough to spread on toast.',
      '18m': 'Garlic cooked into family meals as you normally use it.',
      '2-3y':
        'Garlic in family meals. Shop-bought garlic bread is usually salty, so keep it to a small piece.',
      '3-5y': 'As the family has it, cooked into meals.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Crush or chop it finely and cook it into food; do not give whole raw cloves to young children.',
    },
    allergens: [],
    flags: [],
    rules: [NO_SALT, KEEP_OFFERING],
  },
  {
    slug: 'spring-onion',
    name: 'Spring onion',
    usName: 'Scallion',
    otherNames: ['green onion', 'salad onion'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Spring onions have a fresh, mild onion taste and cook in a minute. Slice them finely, as the green tops can be stringy.',
    stages: {
      '6m': 'Finely chopped and cooked until soft, then mixed into mashed potato, lentils or other vegetables.',
      '9m': 'Finely sliced and cooked in omelettes, noodles, fritters and rice.',
      '12m': 'Finely sliced, cooked or a little raw, sprinkled over noodles, rice and salads.',
      '18m': 'Finely sliced in family meals, cooked or raw.',
      '2-3y': 'Sliced spring onion in family meals, stir-fries and salads.',
      '3-5y': 'As the family eats it, cooked or raw in salads and wraps.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Slice finely across the stem; long stringy green pieces can make babies gag.',
    },
    allergens: [],
    flags: [],
    rules: [NO_SALT, WASH],
  },
  {
    slug: 'mushrooms',
    name: 'Mushrooms',
    otherNames: ['button mushrooms', 'chestnut mushrooms'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Mushrooms add rich, savoury flavour and go soft when cooked. Always cook them, and only serve shop-bought mushrooms, never wild ones.',
    stages: {
      '6m': 'Cooked until soft and blended or finely chopped into sauces, risotto or mash. Large flat mushrooms can be cooked and sliced into thick strips for baby to hold.',
      '9m': 'Cooked mushrooms chopped into small pieces about the size of a pea, in pasta, omelettes and rice.',
      '12m':
        'Cooked mushrooms cut into bite-sized pieces in family meals such as pasta sauce, risotto and stir-fries.',
      '18m': 'Cooked mushrooms chopped or sliced as part of family meals.',
      '2-3y': 'Cooked mushrooms as the family eats them, cut into bite-sized pieces.',
      '3-5y':
        'As the family has them, cooked in meals; small whole button mushrooms cut in half or quarters.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cooked mushrooms are slippery and springy: chop them small for babies and toddlers, and cut small button mushrooms in half or quarters rather than serving them whole.',
    },
    allergens: [],
    flags: [],
    rules: [SMALL_PIECES, NO_SALT, WASH],
  },
  {
    slug: 'asparagus',
    name: 'Asparagus',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Soft cooked spears are easy for babies to hold. It can make wee smell strong for a while afterwards, which is harmless.',
    stages: {
      '6m': 'Spears with the woody ends snapped off, steamed until soft enough to squash between finger and thumb, for baby to hold and gum. Or steamed and blended.',
      '9m': 'Soft cooked tips and spears cut into short pieces about 1 cm long, or chopped into risotto and omelettes.',
      '12m': 'Cooked spears cut into bite-sized pieces, or whole soft tips, with family meals.',
      '18m': 'Steamed, roasted or griddled asparagus cut into short pieces as part of family meals.',
      '2-3y': 'Cooked asparagus as the family eats it, whole spears or cut into pieces.',
      '3-5y': 'As the family has it, cooked until tender.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Snap off the tough woody ends and cook until soft; raw or undercooked spears are stringy and hard to chew.',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, KEEP_OFFERING, NO_SALT],
  },
  {
    slug: 'celery',
    name: 'Celery',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Celery is stringy and firm when raw, so raw sticks are a choking risk for under-4s, but cooked soft in soups and sauces it is fine from 6 months. UK food labels list celery as an allergen, so introduce it like any new food and watch for a reaction.',
    stages: {
      '6m': 'Cooked until very soft and blended into soups and sauces, or finely chopped and cooked into mash, lentils or bolognese.',
      '9m': 'Finely chopped and cooked soft in family-style dishes, with the strings cut across into tiny pieces.',
      '12m': 'Cooked celery chopped small in soups, stews and sauces.',
      '18m':
        'Cooked celery in family meals, and very finely chopped raw celery mixed into salads or fillings, but no raw sticks.',
      '2-3y':
        'Cooked celery in family dishes, and raw celery only very finely sliced across the strings, not as sticks.',
      '3-5y':
        'Cooked celery, and thinly sliced raw celery in salads. Keep raw sticks until after 4, then pull off the strings and serve them while your child sits down.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Cook until soft or slice very finely across the strings; do not give raw celery sticks to children under 4.',
    },
    allergens: [],
    flags: [],
    rules: [HARD_VEG_AAP, HARD_VEG_NHS, SMALL_PIECES],
  },
  {
    slug: 'lettuce',
    name: 'Lettuce',
    otherNames: ['little gem', 'romaine', 'iceberg'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Lettuce is mostly water and low in nutrients, but it gets children used to salad. Thin leaves can stick to the roof of the mouth, so expect some gagging at first.',
    stages: {
      '6m': 'Finely shredded and stirred into mashed or soft foods, just for the taste; thin leaves on their own can stick to the roof of the mouth.',
      '9m': 'Finely shredded lettuce mixed into soft foods, or small strips of crunchy little gem or romaine to pick up.',
      '12m': 'Shredded or torn into small pieces in salads, sandwiches and wraps.',
      '18m':
        'Torn or shredded lettuce in salads and sandwiches; crunchy types like little gem are easier to chew than floppy leaves.',
      '2-3y': 'Salad leaves torn into bite-sized pieces, in sandwiches, wraps and mixed salads.',
      '3-5y': 'As the family eats it, in salads, sandwiches and burgers.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Shred or tear leaves small; gagging on leaves is common, so stay close and let your baby work it forward.',
    },
    allergens: [],
    flags: [],
    rules: [WASH, STAY_CLOSE],
  },
  {
    slug: 'rocket',
    name: 'Rocket',
    usName: 'Arugula',
    otherNames: ['roquette'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Rocket has a peppery bite some babies love and others need many tries to accept. Chop it finely, as small leaves can stick in the mouth.',
    stages: {
      '6m': 'Finely chopped and stirred into mashed potato, pasta or soft foods, or wilted and blended into a sauce.',
      '9m': 'Finely chopped rocket mixed into pasta, risotto, omelettes or mash.',
      '12m': 'Chopped rocket in pasta, sandwiches and salads, or wilted into sauces.',
      '18m': 'Chopped or torn rocket in salads, wraps and pasta.',
      '2-3y': 'Rocket leaves torn small in salads and sandwiches.',
      '3-5y': 'As the family eats it, in salads, wraps and on pizza.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Chop leaves finely for babies; loose leaves can stick to the roof of the mouth and cause gagging.',
    },
    allergens: [],
    flags: [],
    rules: [WASH, KEEP_OFFERING],
  },
  {
    slug: 'pak-choi',
    name: 'Pak choi',
    usName: 'Bok choy',
    otherNames: ['pak choy'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Pak choi has juicy stems and soft leaves that cook in a few minutes. Skip salty sauces for babies and chop it small.',
    stages: {
      '6m': 'Stems and leaves steamed until very soft, then finely chopped or blended into mash, noodles or rice. The cooked stem can also be cut into soft strips for baby to hold.',
      '9m': 'Cooked leaves and stems chopped small and stirred into rice, noodles or scrambled egg.',
      '12m':
        'Cooked pak choi cut into bite-sized pieces in stir-fries and noodle dishes, with just a splash of low-salt soy sauce if any.',
      '18m': 'Stir-fried or steamed pak choi chopped into bite-sized pieces as part of family meals.',
      '2-3y': 'Cooked pak choi as the family eats it, in stir-fries, soups and noodles.',
      '3-5y': 'As the family has it, cooked and cut into bite-sized pieces.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until soft and chop the leaves finely; long stems can be stringy, so cut them across.',
    },
    allergens: [],
    flags: [],
    rules: [NO_SALT, VARIETY, KEEP_OFFERING],
  },
  {
    slug: 'mangetout',
    name: 'Mangetout',
    usName: 'Snow peas',
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Flat, tender pods that are eaten whole. Pull off the strings and cook them soft for babies; raw pods are crisp and fibrous.',
    stages: {
      '6m': 'Steamed until soft, strings pulled off, and offered whole for baby to hold and gum, or blended with other vegetables.',
      '9m': 'Soft steamed pods, strings removed, cut into short pieces about 1 cm long.',
      '12m':
        'Lightly steamed mangetout, strings removed, cut into bite-sized pieces, in stir-fries and noodles.',
      '18m': 'Steamed or stir-fried mangetout in family meals, cut into short pieces.',
      '2-3y': 'Lightly cooked or raw pods, strings removed, cut into short lengths, in meals or with dips.',
      '3-5y': 'Raw or lightly cooked pods with the strings removed, as a crunchy snack or in stir-fries.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Pull off the strings, steam until soft for babies and toddlers, and cut pods into short pieces until your child chews well.',
    },
    allergens: [],
    flags: [],
    rules: [SMALL_PIECES, VARIETY, STAY_CLOSE],
  },
  {
    slug: 'edamame',
    name: 'Edamame',
    otherNames: ['soya beans', 'soybeans', 'green soybeans'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Edamame are young green soya beans, so they bring soy, one of the common food allergens, along with protein and iron. Serve them shelled and squashed for young children; the pods are too tough to eat.',
    stages: {
      '6m': 'Shelled beans cooked until soft, then mashed or blended smooth, on their own or mixed into other vegetables, as a first taste of soy.',
      '9m': 'Cooked shelled beans squashed flat between finger and thumb, or mashed into a dip to spread on toast fingers.',
      '12m':
        'Cooked shelled beans, squashed flat or cut in half, in rice, noodles and salads, or blended into a dip. Never give the pods.',
      '18m': 'Cooked shelled beans, halved or lightly squashed, in stir-fries, rice dishes and salads.',
      '2-3y': 'Cooked shelled beans, cut in half or squashed, as part of family meals.',
      '3-5y':
        'Cooked shelled beans in salads, stir-fries and lunchboxes, cut in half until at least 4. Do not offer the pods to chew, as tough pieces can break off.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Take the beans out of the pods, cook until soft, and squash or halve them for under-4s; never give the pods.',
    },
    allergens: ['soy'],
    allergenSteps: [
      'Offer soy on its own, not on the same day as another new allergen, in the morning on a day you are at home, so you can watch your baby for about 2 hours afterwards.',
      'Start small, such as a teaspoon of mashed cooked edamame, and offer a little more at the next few meals if all is well. If your baby has a cow’s milk allergy, ask your doctor first, as some babies react to both.',
      'Once your baby has had soy without problems, keep it in their diet a few times a week so they stay used to it.',
      'If you see a mild reaction, such as a few hives or a blotchy rash, stop giving soy and talk to your GP or doctor.',
      'If your baby’s lips, tongue or face swell, they struggle to breathe, or they go pale and floppy, call 999 (or your local emergency number) straight away.',
    ],
    flags: ['iron-rich'],
    rules: [
      {
        text: 'Introduce foods that can cause allergies one at a time, in small amounts, from around 6 months.',
        source: 'NHS',
      },
      { text: 'Once an allergen food is tolerated, keep it in your child’s usual diet.', source: 'NHS' },
      SMALL_PIECES,
      IRON_WITH_VITAMIN_C,
    ],
  },
  {
    slug: 'okra',
    name: 'Okra',
    otherNames: ['ladies’ fingers', 'bhindi'],
    category: 'vegetables',
    fromMonths: 6,
    summary:
      'Okra is soft and a little slippery when cooked, which many babies enjoy. Choose small, tender pods; big ones can be woody.',
    stages: {
      '6m': 'Small whole pods, stalk end trimmed, steamed or roasted until soft enough to squash between finger and thumb, for baby to hold. Or cooked and mashed into stews and curries.',
      '9m': 'Cooked until soft and cut into thin slices or small pieces, in curries, stews and rice dishes.',
      '12m': 'Cooked okra in bite-sized pieces as part of family meals.',
      '18m': 'Cooked okra in family dishes such as curries, stews and gumbo, in bite-sized pieces.',
      '2-3y': 'Okra as the family eats it, roasted, stewed or in curries.',
      '3-5y': 'As the family has it, cooked until tender.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Choose small tender pods, trim the stalk end, and cook until soft; tough woody pods are hard to chew.',
    },
    allergens: [],
    flags: [],
    rules: [VARIETY, NO_SALT, KEEP_OFFERING],
  },
];
