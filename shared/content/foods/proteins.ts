/** The First Foods guide: proteins. Written for SproutPlate; see ./types.ts for the shape. */
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

const FISH_STEPS = introduceSteps(
  'fish',
  'a teaspoon of soft, flaked fish with every bone removed, mashed into a food they already eat',
);

const SHELLFISH_STEPS = introduceSteps(
  'shellfish',
  'a teaspoon of thoroughly cooked, very finely chopped shellfish mixed into a food they already eat',
);

const SOY_STEPS = introduceSteps(
  'soya',
  'a teaspoon of soft mashed tofu stirred into a food they already eat',
);

const OILY_FISH_RULE = {
  text: 'Oily fish such as salmon, sardines and mackerel is good for children: boys can have up to 4 portions a week, girls up to 2.',
  source: 'NHS',
} as const;

const FISH_BONES_RULE = {
  text: 'Fish is fine from around 6 months; take out every bone before serving.',
  source: 'NHS',
} as const;

const SHELLFISH_COOKED_RULE = {
  text: 'Give babies and young children only thoroughly cooked shellfish, never raw or lightly cooked, to avoid food poisoning.',
  source: 'NHS',
} as const;

const ALLERGENS_EARLY_RULE = {
  text: 'Common allergens such as egg, fish, shellfish, soy, peanut and tree nuts can be introduced along with other first foods; delaying them does not prevent allergy.',
  source: 'DGA',
} as const;

const MEAT_COOKED_RULE = {
  text: 'Cook meat for babies and young children all the way through, until no pink is left and the juices run clear.',
  source: 'NHS',
} as const;

const MEAT_IRON_RULE = {
  text: 'From about 6 months, babies need iron and zinc from food; meat is one of the best sources.',
  source: 'DGA',
} as const;

const CUT_SMALL_RULE = {
  text: 'Cut meat for toddlers into small pieces (no bigger than about 1 cm) and take off bones, skin and gristle.',
  source: 'CFOC',
} as const;

const NO_SALT_RULE = {
  text: "Don't add salt, stock cubes or salty sauces to a baby's food before 12 months.",
  source: 'NHS',
} as const;

const PULSES_TINS_RULE = {
  text: 'Pick tinned pulses in water with no added salt or sugar, and rinse them before use.',
  source: 'NHS',
} as const;

const SQUASH_ROUND_RULE = {
  text: 'Firm, round foods are a choking risk for young children: squash them flat or cut them up.',
  source: 'AAP',
} as const;

const IRON_VITAMIN_C_RULE = {
  text: 'Serve plant sources of iron, such as pulses, with fruit or vegetables rich in vitamin C to help the iron get absorbed.',
  source: 'NHS',
} as const;

const HIGH_MERCURY_RULES = [
  {
    text: 'Children should not eat shark, swordfish or marlin, because of the mercury they contain.',
    source: 'NHS',
  },
  {
    text: 'Choose fish lower in mercury for young children; shark, swordfish, marlin, king mackerel and bigeye tuna are the ones to avoid.',
    source: 'DGA',
  },
] as const;

export const PROTEINS: readonly Food[] = [
  {
    slug: 'egg',
    name: 'Egg',
    otherNames: ['Eggs', "Hen's eggs"],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Eggs are a quick, cheap source of protein, iron and vitamin D, and one of the allergens worth offering early, from around 6 months. British Lion-stamped eggs can be served with a soft yolk; cook any other egg until the white and yolk are firm.',
    stages: {
      '6m': 'Hard-boil an egg and cut it into quarters lengthways for your baby to hold, or mash it with a little of their usual milk. A thin omelette cut into strips two fingers wide works well too. A runny yolk is fine only with British Lion-stamped eggs; cook other eggs until white and yolk are solid.',
      '9m': 'Soft omelette or frittata strips, scrambled egg in small moist clumps they can pick up with finger and thumb, or hard-boiled egg chopped into pea-sized pieces.',
      '12m':
        'Scrambled, boiled, poached or in an omelette, cut into bite-sized pieces and served on its own or mixed into rice, pasta or vegetables. Egg baked into pancakes and muffins counts too.',
      '18m':
        'Close to how you eat it: eggy bread fingers, a boiled egg with toast soldiers, or egg fried rice chopped small. With Lion-stamped eggs, a soft-boiled yolk for dipping is a favourite.',
      '2-3y':
        'Family egg dishes such as a vegetable omelette, mashed egg in a sandwich, or a halved hard-boiled egg in the lunchbox.',
      '3-5y':
        'Any family egg dish, in pieces they can manage with a fork. Let them crack and whisk eggs when you cook together, then wash hands, as raw egg can carry germs.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Serve egg soft and moist rather than dry and crumbly, in strips for babies and small pieces later, and stay with your child while they eat.',
    },
    allergens: ['egg'],
    allergenSteps: [
      'If your baby has severe eczema or already has a food allergy, talk to your GP or doctor before you introduce egg.',
      ...introduceSteps(
        'egg',
        'about a quarter of a teaspoon of well-cooked egg, such as mashed hard-boiled egg stirred into a food they already eat',
      ),
    ],
    flags: ['iron-rich'],
    rules: [
      {
        text: "British Lion-stamped hen's eggs can be given soft or runny from around 6 months; cook other eggs until the white and yolk are solid.",
        source: 'NHS',
      },
      {
        text: 'Offer egg from around 6 months along with other solids; there is no need to wait, and early egg may lower the chance of egg allergy.',
        source: 'AAP',
      },
      {
        text: 'If your baby has eczema or a diagnosed food allergy, talk to your GP before introducing egg.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'chicken',
    name: 'Chicken',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Chicken is a gentle first meat with protein, zinc and some iron; dark thigh meat is softer and has more iron than breast. Cook it right through, with no pink left.',
    stages: {
      '6m': 'Thigh meat poached or slow-cooked until very tender, then blended or mashed with its cooking water or vegetables. Or offer a soft, shredded strip about the size of your finger to suck and gnaw.',
      '9m': 'Finely shredded or minced chicken in soft pieces they can pick up, or small homemade chicken meatballs cooked through and soft enough to squash.',
      '12m':
        'Bite-sized, tender pieces of chicken casserole, mild curry or roast chicken, cut across the grain, with any skin that is hard to chew taken off.',
      '18m':
        'Small pieces from family chicken dishes such as stir-fries, pasta bakes or wraps; pull out dry or stringy bits.',
      '2-3y':
        "Chicken as the family eats it, cut into small strips. A drumstick is fun to hold once you've taken off the loose skin, small bones and gristle.",
      '3-5y':
        'Family chicken dishes in forkable pieces. Keep nuggets and shop-bought coated chicken for now and then, as they tend to be salty.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook chicken until very tender, shred it or cut it across the grain, and take off bones, skin and gristle. Offer finger-length strips to young babies and small soft pieces later, never big chunks.',
    },
    allergens: [],
    flags: [],
    rules: [MEAT_COOKED_RULE, MEAT_IRON_RULE, CUT_SMALL_RULE],
  },
  {
    slug: 'turkey',
    name: 'Turkey',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Turkey is lean and mild, and turkey mince makes easy meatballs and bolognese. Cook it through, and leave processed turkey slices for later because they are salty.',
    stages: {
      '6m': 'Turkey thigh or mince cooked through, then blended or mashed with vegetables until soft and moist. Breast meat dries out, so mix it with plenty of the cooking liquid.',
      '9m': 'Soft turkey meatballs or patties about the size of your finger, or minced turkey stirred into soft rice or pasta.',
      '12m':
        'Bite-sized pieces of turkey casserole, mild chilli or bolognese; moist dark meat is easier to chew than breast.',
      '18m':
        'Family turkey meals cut small, such as chopped turkey burgers, stir-fries, or leftover roast turkey with sauce to keep it moist.',
      '2-3y': 'Turkey mince tacos, strips of roast turkey, or meatballs cut in half if they are large.',
      '3-5y':
        'Any family turkey dish in forkable pieces. Deli turkey slices are salty, so make them an occasional filling rather than a daily one.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Keep turkey moist with sauce or cooking liquid, cut it across the grain into strips or small pieces, and take off skin, bones and gristle.',
    },
    allergens: [],
    flags: [],
    rules: [
      MEAT_COOKED_RULE,
      {
        text: 'Processed meats such as deli turkey and ham are salty; keep them out of meals for babies and limit them for toddlers.',
        source: 'NHS',
      },
      CUT_SMALL_RULE,
    ],
  },
  {
    slug: 'beef',
    name: 'Beef',
    otherNames: ['Steak', 'Stewing beef', 'Braising steak'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Beef is one of the best sources of easily absorbed iron and zinc, which babies need more of from about 6 months. Slow cooking makes it soft enough for gums.',
    stages: {
      '6m': 'Stewing beef braised slowly until it falls apart, then blended or mashed with the cooking liquid and vegetables. A finger-length strip of very tender slow-cooked beef is fine to suck and gnaw.',
      '9m': 'Tender slow-cooked beef pulled into small soft shreds they can pick up, or mixed into mashed vegetables.',
      '12m':
        'Bite-sized pieces of beef casserole or stew; if you cook steak, slice it very thinly across the grain and cut it small.',
      '18m':
        'Small pieces from family meals such as beef stew, short stir-fry strips, or shredded beef in a soft wrap.',
      '2-3y':
        'Family beef dishes cut into small pieces; thin slices of tender roast beef are fine with fat and gristle trimmed off.',
      '3-5y':
        'Most family beef meals, cut into forkable pieces. Steak still needs cutting small, with chewy and gristly bits taken out.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook beef slowly until it falls apart, cut across the grain, trim gristle, and offer strips to babies and small pieces later. Chunks of tough meat are a common cause of choking.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [MEAT_IRON_RULE, MEAT_COOKED_RULE, CUT_SMALL_RULE],
  },
  {
    slug: 'mince',
    name: 'Mince',
    usName: 'Ground beef',
    otherNames: ['Minced beef', 'Beef mince'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Mince is an easy, budget way to give babies iron-rich red meat: it cooks soft and mixes into almost anything. Cook it until no pink is left.',
    stages: {
      '6m': "Cook the mince right through, then blend or mash it with vegetables or a homemade tomato sauce until soft and smooth. Don't add salt or stock cubes.",
      '9m': 'Soft mince stirred into mashed potato, pasta or rice, or homemade meatballs about the size of your finger, tender enough to squash.',
      '12m':
        'Mild bolognese, cottage pie or chilli with the mince in small soft crumbles; shape homemade burgers into fingers they can hold.',
      '18m': 'Family mince dishes such as lasagne, meatballs cut in half, or soft tacos.',
      '2-3y':
        'Burgers and meatballs as the family eats them, cut into small pieces. Cook burgers all the way through, with no pink in the middle.',
      '3-5y':
        'Any family mince dish. Let them help roll meatballs, and wash hands well after touching raw meat.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Keep mince moist in a sauce, break up dry crumbles, and make meatballs soft and small or cut them in half.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [
      {
        text: 'Cook mince, burgers and meatballs until no pink is left and the juices run clear.',
        source: 'NHS',
      },
      NO_SALT_RULE,
      MEAT_IRON_RULE,
    ],
  },
  {
    slug: 'lamb',
    name: 'Lamb',
    otherNames: ['Mutton'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Lamb is rich in iron and zinc and turns soft and tender with slow cooking. Trim off the fat and cook it through.',
    stages: {
      '6m': 'Slow-cooked lamb shoulder or lamb mince, cooked through and blended or mashed with a vegetable such as sweet potato. A finger-length strip of very tender meat is fine to hold and gnaw.',
      '9m': 'Soft pulled lamb in small shreds, or small lamb mince koftas soft enough to squash between finger and thumb.',
      '12m': "Bite-sized pieces of lamb stew, mild curry or shepherd's pie.",
      '18m': 'Small pieces from family meals such as roast lamb, tagine or koftas, cut up.',
      '2-3y':
        'Family lamb dishes cut small, with chewy fat trimmed and every small bone from chops taken out.',
      '3-5y':
        'Most family lamb meals in forkable pieces; a chop bone is fine to gnaw once the small bones and gristle are off.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Slow-cook lamb until tender, trim fat and gristle, remove small bones, and cut it into strips or small pieces rather than chunks.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [MEAT_IRON_RULE, MEAT_COOKED_RULE, CUT_SMALL_RULE],
  },
  {
    slug: 'pork',
    name: 'Pork',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Fresh pork, such as loin, shoulder or pork mince, is a good everyday meat once cooked through. Ham, bacon and sausages are salty processed pork and have their own pages.',
    stages: {
      '6m': 'Slow-cooked pork shoulder pulled into soft shreds and mashed with vegetables, or a finger-length strip of very tender meat to hold. Cook pork until no pink remains.',
      '9m': 'Soft shreds of pulled pork, or small tender pieces of pork mince in a sauce, for little fingers to pick up.',
      '12m':
        'Bite-sized pieces of pork casserole, stir-fry or homemade pork meatballs. Shop-bought pulled pork usually comes in a very sweet, salty sauce, so make your own.',
      '18m':
        'Family pork dishes cut small; slice roast pork thinly across the grain and take off the hard crackling.',
      '2-3y': 'Pork as the family eats it, in small pieces, with crackling and chewy fat left off.',
      '3-5y': 'Most family pork meals, cut into forkable pieces, with hard crackling and gristle removed.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook pork until tender, cut it across the grain into strips or small pieces, and leave off crackling and gristle, which are hard to chew.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [
      MEAT_COOKED_RULE,
      {
        text: "Ham, bacon and sausages are high in salt; don't give them to babies, and keep them occasional for toddlers.",
        source: 'NHS',
      },
      CUT_SMALL_RULE,
    ],
  },
  {
    slug: 'liver',
    name: 'Liver',
    otherNames: ["Lamb's liver", 'Chicken livers', "Calf's liver"],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Liver is packed with iron, but it is also very high in vitamin A, so give it no more than once a week. Shop-bought liver pâté is a different food and is best kept for after 5 because of the listeria risk.',
    stages: {
      '6m': "A little lamb's or chicken liver, cooked right through until no pink remains, then blended with a vegetable such as carrot or sweet potato. About a tablespoon, once a week at most.",
      '9m': 'Cooked liver finely chopped or mashed into a bolognese or cottage pie, once a week at most.',
      '12m':
        'Small, soft pieces of cooked liver, or chopped liver in a family casserole, no more than once a week.',
      '18m': 'Liver and onions or a liver casserole, cut into small pieces, once a week at most.',
      '2-3y': 'Cooked liver in small pieces as part of a family meal, no more than once a week.',
      '3-5y': 'Cooked liver in forkable pieces as part of a family meal, no more than once a week.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook liver gently so it stays soft rather than rubbery, then blend it for babies and cut it into small pieces later.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [
      {
        text: 'Liver is very high in vitamin A; give liver or liver products no more than once a week.',
        source: 'NHS',
      },
      MEAT_COOKED_RULE,
      MEAT_IRON_RULE,
    ],
  },
  {
    slug: 'sausages',
    name: 'Sausages',
    otherNames: ['Bangers', 'Chipolatas', 'Hot dogs', 'Frankfurters'],
    category: 'proteins',
    fromMonths: 12,
    summary:
      'Sausages and hot dogs are salty processed meat, so keep them as an occasional food after the first birthday. They are one of the most common foods children choke on: always cut them lengthways.',
    notYet:
      'Sausages are too salty for babies under 12 months, and their round shape and tough skin make them a choking risk.',
    stages: {
      '12m':
        'Now and then, cook a good-quality sausage through, peel off the skin, and cut the sausage into quarters lengthways, then into small pieces.',
      '18m':
        'Skinned sausages cut into quarters lengthways, then chopped small, or crumbled sausage meat in a pasta sauce.',
      '2-3y':
        'Cut sausages and hot dogs into quarters lengthways, then into short pieces; never serve them in round slices.',
      '3-5y':
        'Still cut each sausage lengthways into halves or quarters, then into pieces, and make sure your child sits down to eat. Hot dogs in a bun are cut lengthways the same way.',
    },
    choking: {
      risk: 'high',
      howToLower:
        'Take off the skin, cut sausages and hot dogs into quarters lengthways and then into small pieces, never round slices, and keep doing this until at least 5. Stay with your child and make sure they sit down to eat.',
    },
    allergens: [],
    flags: ['high-salt'],
    rules: [
      {
        text: 'Sausages are high in salt: avoid them for babies and keep them occasional for toddlers.',
        source: 'NHS',
      },
      {
        text: 'Cut sausages lengthways rather than into round slices for young children.',
        source: 'NHS',
      },
      {
        text: 'Hot dogs are a leading choking food for young children: cut them lengthways and then into small pieces.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'ham-and-bacon',
    name: 'Ham and bacon',
    otherNames: ['Gammon', 'Pancetta', 'Cured meat'],
    category: 'proteins',
    fromMonths: 12,
    summary:
      'Ham, bacon and other cured meats are high in salt, so they are not for babies and only an occasional extra for toddlers. Used as a flavour, a little goes a long way.',
    notYet:
      "Ham and bacon are cured with salt, and a baby's kidneys can't cope with salty foods before 12 months.",
    stages: {
      '12m':
        'Now and then, a little finely chopped ham or well-cooked bacon stirred into pasta, an omelette or soup, rather than as the main protein.',
      '18m':
        'An occasional thin slice of lower-salt ham torn into small strips, or a little well-cooked bacon crumbled into a dish.',
      '2-3y':
        'Small amounts in a sandwich or on a homemade pizza, cut small; make most lunches with fresh meat, egg, fish or beans.',
      '3-5y':
        'Still an occasional food, such as a slice of ham in a sandwich or a rasher of bacon at the weekend, cut into small pieces. Crispy bacon can be sharp, so break it up small.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cut off the rind and fat, tear ham into small strips, and break bacon into small pieces; chewy rind is hard for small children to manage.',
    },
    allergens: [],
    flags: ['high-salt'],
    rules: [
      {
        text: "Don't give babies salty foods such as ham and bacon.",
        source: 'NHS',
      },
      {
        text: 'Children aged 1 to 3 should have no more than 2 g of salt a day in total, and cured meats use it up quickly.',
        source: 'NHS',
      },
      {
        text: "Limit processed meats, which are one of the main sources of sodium in children's diets.",
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'salmon',
    name: 'Salmon',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Salmon is an oily fish full of omega-3 fats for growing brains, and it mashes easily. Boys can have up to 4 portions of oily fish a week and girls up to 2.',
    stages: {
      '6m': 'Bake, steam or poach a fillet until it flakes, check carefully for bones, then mash it with a little of their usual milk or potato, or offer soft flakes to pick up.',
      '9m': 'Soft flakes they can pick up, or small homemade salmon fishcakes made with mashed potato.',
      '12m': 'Flaked salmon stirred into pasta with peas, fish pie, or fishcakes cut into bite-sized pieces.',
      '18m':
        'Family salmon dishes: a baked fillet broken into pieces, salmon pasta or fish pie. Smoked salmon is salty, so keep it to a little now and then.',
      '2-3y':
        'Baked or grilled salmon as the family eats it, flaked and checked for bones; tinned salmon mashed into sandwiches works too.',
      '3-5y':
        'A salmon fillet, fishcakes or homemade salmon fish fingers, in forkable pieces with the bones removed.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Flake the fish with your fingers to find and remove every bone, and offer soft flakes rather than big chunks.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: [],
    rules: [FISH_BONES_RULE, OILY_FISH_RULE, ALLERGENS_EARLY_RULE],
  },
  {
    slug: 'cod',
    name: 'Cod',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Cod is a mild white fish that falls into soft flakes, which makes it a good first fish. Fresh, frozen or in homemade fish fingers all work.',
    stages: {
      '6m': 'Steamed, poached or baked until it flakes, every bone removed, then mashed into potato or a white sauce, or offered as soft flakes.',
      '9m': 'Soft flakes for little fingers, or homemade fish fingers cut into strips about the size of your finger.',
      '12m': 'Bite-sized pieces in fish pie, with pasta and vegetables, or homemade breaded cod.',
      '18m':
        'Family fish dishes cut small; shop-bought fish fingers are fine sometimes, oven-baked and cut into small pieces.',
      '2-3y':
        'Cod as the family eats it, flaked and checked for bones: fish pie, soft fish tacos or a fish finger sandwich.',
      '3-5y':
        'Any family cod dish in forkable pieces. Battered chip-shop fish is a treat rather than a regular meal.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Flake the fish with your fingers to find and remove every bone, and keep the pieces soft and moist.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: [],
    rules: [
      FISH_BONES_RULE,
      {
        text: 'Offer a variety of fish that is lower in mercury, such as cod, about twice a week.',
        source: 'DGA',
      },
      ALLERGENS_EARLY_RULE,
    ],
  },
  {
    slug: 'tuna',
    name: 'Tuna',
    otherNames: ['Tinned tuna', 'Canned tuna'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Tinned tuna is a cheap, handy fish for sandwiches and pasta. Pick tins in spring water rather than brine, and swap it around with other fish.',
    stages: {
      '6m': 'Tinned tuna in spring water, drained and mashed with plain yogurt, avocado or potato until moist and smooth. Tuna in brine is not for babies because of the salt.',
      '9m': 'Tuna mixed into mashed potato and shaped into soft fishcakes, or stirred into pasta with a vegetable sauce.',
      '12m':
        'Tuna pasta bake, tuna mashed with sweetcorn on toast fingers, or small fishcakes cut into bite-sized pieces.',
      '18m': 'Tuna sandwiches cut into small fingers, tuna pasta, or tuna in a soft wrap.',
      '2-3y':
        'Family tuna meals such as pasta bake, a jacket potato filling or a sandwich. Keep fresh tuna steak to an occasional meal, cooked through and flaked.',
      '3-5y':
        'Any family tuna dish; rotate it with salmon, sardines and white fish rather than having it every day.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Mash tinned tuna with something moist so it is not dry and crumbly, and check fresh tuna for bones.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: [],
    rules: [
      {
        text: 'Choose tinned fish in spring water or oil rather than brine, which is salty.',
        source: 'NHS',
      },
      {
        text: 'Light (skipjack) tuna is lower in mercury than albacore; keep albacore to about once a week and avoid bigeye tuna.',
        source: 'DGA',
      },
      ALLERGENS_EARLY_RULE,
    ],
  },
  {
    slug: 'sardines',
    name: 'Sardines',
    otherNames: ['Pilchards'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Sardines are an oily fish packed with omega-3s, and the soft tinned bones, mashed in, add calcium. Choose tins in water or olive oil, not brine or salty sauce.',
    stages: {
      '6m': 'Tinned sardines in water or olive oil, drained and mashed well with a fork, soft bones and all, then spread thinly on toast fingers or stirred into mashed potato.',
      '9m': 'Mashed sardines on toast fingers, or broken into small soft pieces in a pasta sauce.',
      '12m': 'Sardines mashed on toast, stirred through pasta, or broken into bite-sized pieces.',
      '18m': 'Sardines on toast or crackers, or mashed into fishcakes, cut into small pieces.',
      '2-3y':
        'Sardines on toast or in a pasta sauce with the family; grilled fresh sardines are fine if you take out every bone.',
      '3-5y': 'Any family sardine dish in forkable pieces, with fresh sardines carefully boned.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Mash tinned sardines well so the soft bones are crushed, and take every bone out of fresh sardines.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: [],
    rules: [
      OILY_FISH_RULE,
      {
        text: 'Choose tinned fish in water or oil rather than brine or salty sauces.',
        source: 'NHS',
      },
      {
        text: 'Sardines are a low-mercury fish and a good choice for young children.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'mackerel',
    name: 'Mackerel',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Mackerel is a rich, oily fish full of omega-3s with a stronger taste. Fresh or tinned mackerel is fine from 6 months; smoked mackerel is salty and waits until after the first birthday.',
    stages: {
      '6m': 'Fresh mackerel baked or grilled until cooked through, every bone picked out, then mashed with potato or sweet potato. Smoked mackerel is not for babies because it is salty.',
      '9m': 'Flakes of cooked, boned mackerel to pick up, or mackerel mashed with cream cheese and spread thinly on toast fingers.',
      '12m':
        'Mackerel flaked into pasta or mashed onto toast; a little smoked mackerel now and then is fine from now on.',
      '18m': 'Mackerel in fishcakes, pasta or on toast, in small pieces with every bone removed.',
      '2-3y':
        'Family mackerel dishes, flaked and checked for bones, such as mackerel with potatoes or in a pasta salad.',
      '3-5y': 'Any family mackerel dish in forkable pieces, with the bones removed.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Mackerel has many fine bones: flake it with your fingers and remove every one, and serve soft flakes.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: [],
    rules: [
      OILY_FISH_RULE,
      {
        text: 'Atlantic mackerel is low in mercury; king mackerel, sold in the US, is high in mercury and should be avoided.',
        source: 'DGA',
      },
      NO_SALT_RULE,
    ],
  },
  {
    slug: 'white-fish',
    name: 'White fish',
    otherNames: ['Haddock', 'Pollock', 'Coley', 'Hake', 'Plaice', 'Basa'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Haddock, pollock, coley, hake and plaice are mild, flaky and low in mercury: ideal first fish. Smoked haddock is salty, so choose unsmoked fish for babies.',
    stages: {
      '6m': 'Poach or steam unsmoked white fish until it flakes, remove every bone, then mash it with potato, a vegetable purée or a little of their usual milk.',
      '9m': 'Soft flakes they can pick up, or homemade fish fingers or fishcakes in strips about the size of your finger.',
      '12m': 'Fish pie, fish with pasta and vegetables, or fishcakes, in bite-sized pieces.',
      '18m': 'Family fish dishes cut small; a little smoked haddock in a fish pie is fine now and then.',
      '2-3y': 'White fish as the family eats it, baked or in breadcrumbs, flaked and checked for bones.',
      '3-5y': 'Any family white fish dish in forkable pieces, with bones removed.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Flake the fish with your fingers to find and remove every bone, and keep it soft and moist.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: [],
    rules: [
      FISH_BONES_RULE,
      {
        text: 'White fish such as haddock and pollock are low in mercury and a good choice for young children.',
        source: 'DGA',
      },
      NO_SALT_RULE,
    ],
  },
  {
    slug: 'swordfish',
    name: 'Swordfish',
    category: 'proteins',
    fromMonths: 60,
    summary:
      'Swordfish is a large hunting fish that builds up mercury. Children should not eat it; it is listed here so you know to skip it and pick another fish.',
    notYet:
      "Swordfish carries high levels of mercury, which can harm a child's developing nervous system, so it is not advised for any child.",
    stages: {},
    choking: {
      risk: 'low',
      howToLower:
        'Choose a lower-mercury fish such as salmon, cod or sardines instead, flaked with every bone removed.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: ['high-mercury'],
    rules: [...HIGH_MERCURY_RULES],
  },
  {
    slug: 'shark',
    name: 'Shark',
    otherNames: ['Flake'],
    category: 'proteins',
    fromMonths: 60,
    summary:
      'Shark sits at the top of the ocean food chain and builds up mercury. Children should not eat it; choose a lower-mercury fish instead.',
    notYet:
      "Shark carries high levels of mercury, which can harm a child's developing nervous system, so it is not advised for any child.",
    stages: {},
    choking: {
      risk: 'low',
      howToLower:
        'Choose a lower-mercury fish such as salmon, cod or sardines instead, flaked with every bone removed.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: ['high-mercury'],
    rules: [...HIGH_MERCURY_RULES],
  },
  {
    slug: 'marlin',
    name: 'Marlin',
    category: 'proteins',
    fromMonths: 60,
    summary:
      'Marlin is a large hunting fish, like swordfish, that builds up mercury. Children should not eat it; choose a lower-mercury fish instead.',
    notYet:
      "Marlin carries high levels of mercury, which can harm a child's developing nervous system, so it is not advised for any child.",
    stages: {},
    choking: {
      risk: 'low',
      howToLower:
        'Choose a lower-mercury fish such as salmon, cod or sardines instead, flaked with every bone removed.',
    },
    allergens: ['fish'],
    allergenSteps: FISH_STEPS,
    flags: ['high-mercury'],
    rules: [...HIGH_MERCURY_RULES],
  },
  {
    slug: 'prawns',
    name: 'Prawns',
    usName: 'Shrimp',
    otherNames: ['King prawns', 'Tiger prawns'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Prawns are shellfish, one of the common allergens, and are fine from around 6 months as long as they are thoroughly cooked. Their springy texture needs chopping small.',
    stages: {
      '6m': 'Cook prawns until pink and firm all the way through, then chop them very finely or blend them into a sauce, risotto or mashed potato.',
      '9m': 'Cooked prawns finely chopped and stirred into rice, pasta or scrambled egg.',
      '12m': 'Cooked prawns cut into pea-sized pieces in stir-fries, pasta or fishcakes.',
      '18m': 'Cooked prawns chopped small in family dishes such as paella, noodles or fried rice.',
      '2-3y': 'Cooked prawns cut into halves or thirds in curries, stir-fries or pasta.',
      '3-5y':
        'Small cooked prawns are usually fine whole now if your child chews well; cut big king prawns into pieces.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Take off shells and tails, chop prawns finely for babies and into small pieces for toddlers, as their firm, springy texture is hard to chew.',
    },
    allergens: ['shellfish'],
    allergenSteps: SHELLFISH_STEPS,
    flags: [],
    rules: [SHELLFISH_COOKED_RULE, ALLERGENS_EARLY_RULE, CUT_SMALL_RULE],
  },
  {
    slug: 'crab',
    name: 'Crab',
    otherNames: ['White crab meat'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'White crab meat is soft, mild and easy to mix into food, and crab is a shellfish allergen. Use cooked fresh, frozen or tinned white meat, and pick through it for bits of shell.',
    stages: {
      '6m': 'Cooked white crab meat, picked through carefully for shell, mixed into mashed potato, risotto or pasta. Crab sticks are not crab at all but processed fish, and too salty for babies.',
      '9m': 'Flaked white crab meat stirred into scrambled egg, pasta or rice, in small soft pieces.',
      '12m': 'Crab in fishcakes, pasta or on toast, in bite-sized pieces with any shell removed.',
      '18m':
        'Crab mixed with a little mayonnaise or cream cheese in a sandwich, or in family pasta and rice dishes.',
      '2-3y': 'Family crab dishes such as crab cakes or crab pasta, cut small and checked for shell.',
      '3-5y': 'Any family crab dish in forkable pieces, checked for bits of shell.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Pick through the meat with your fingers for sharp bits of shell, and mix it into something soft and moist.',
    },
    allergens: ['shellfish'],
    allergenSteps: SHELLFISH_STEPS,
    flags: [],
    rules: [SHELLFISH_COOKED_RULE, ALLERGENS_EARLY_RULE, NO_SALT_RULE],
  },
  {
    slug: 'mussels',
    name: 'Mussels',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Mussels are a cheap shellfish rich in iron and vitamin B12. Cook them until the shells open, and throw away any that stay shut.',
    stages: {
      '6m': 'Steam fresh mussels until the shells open, throw away any that stay closed, then take out the meat and chop it very finely or blend it into a sauce or risotto.',
      '9m': 'Cooked mussel meat chopped into small pieces and stirred into pasta, rice or a soup.',
      '12m': 'Cooked mussels chopped into pea-sized pieces in pasta, paella or a tomato sauce.',
      '18m': 'Cooked mussels cut in half or into small pieces, out of the shell, in family dishes.',
      '2-3y': 'Cooked mussels cut in half, or whole if small, out of the shell, with the family.',
      '3-5y':
        'Cooked mussels out of the shell with the family; older children often enjoy picking them out themselves.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Take mussels out of their shells, remove the stringy beard, and chop them for babies and toddlers, as they are chewy.',
    },
    allergens: ['shellfish'],
    allergenSteps: SHELLFISH_STEPS,
    flags: ['iron-rich'],
    rules: [SHELLFISH_COOKED_RULE, ALLERGENS_EARLY_RULE, CUT_SMALL_RULE],
  },
  {
    slug: 'lentils',
    name: 'Lentils',
    otherNames: ['Red lentils', 'Dal', 'Puy lentils'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Lentils are cheap, quick and full of iron, protein and fibre, and red lentils cook down to a soft purée babies love. Serve them with vitamin C-rich fruit or vegetables to help the iron get absorbed.',
    stages: {
      '6m': 'Red lentils simmered in plain water until they collapse, then mashed or blended smooth, on their own or with carrot or sweet potato. Use water, not stock cubes.',
      '9m': 'Thicker lentil dal with soft lumps, spread on toast fingers or offered on a loaded spoon for them to grab; green or brown lentils cooked soft and mashed.',
      '12m': 'Lentil dal with rice, lentil bolognese, or soft lentil patties cut into bite-sized pieces.',
      '18m': "Family lentil dishes such as dal, lentil soup or a lentil shepherd's pie.",
      '2-3y':
        'Lentil curries, soups and stews as the family eats them, thinned with a little water if thick.',
      '3-5y': 'Any lentil dish, including whole cooked green or brown lentils in salads.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook lentils until completely soft and keep dishes moist; mash them for young babies.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [
      {
        text: 'Pulses such as lentils are a good source of protein and iron for babies from around 6 months.',
        source: 'NHS',
      },
      IRON_VITAMIN_C_RULE,
      NO_SALT_RULE,
    ],
  },
  {
    slug: 'chickpeas',
    name: 'Chickpeas',
    usName: 'Garbanzo beans',
    otherNames: ['Chana', 'Ceci beans'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Chickpeas bring protein, iron and fibre, and mash well into dips and curries. Whole chickpeas are firm and round, so squash them flat for little ones.',
    stages: {
      '6m': 'Soft cooked chickpeas mashed or blended smooth with a little water or olive oil, on their own or stirred into vegetable purée.',
      '9m': 'Soft cooked chickpeas squashed flat one by one between your finger and thumb for pincer practice, or mashed into a mild curry.',
      '12m': 'Chickpeas squashed flat or halved in curries, stews or pasta, or mashed into soft patties.',
      '18m': 'Squashed or halved chickpeas in family dishes; homemade baked falafel cut into small pieces.',
      '2-3y':
        'Soft chickpeas, squashed or halved, in salads, curries and wraps. Skip crunchy roasted chickpeas, which are hard.',
      '3-5y':
        'Soft cooked whole chickpeas are fine for most children now, eaten sitting down; wait with hard roasted ones until they chew well.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Use soft-cooked chickpeas, mash them or squash each one flat until about 3, and avoid hard roasted chickpeas for young children.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [PULSES_TINS_RULE, SQUASH_ROUND_RULE, IRON_VITAMIN_C_RULE],
  },
  {
    slug: 'kidney-beans',
    name: 'Kidney beans',
    otherNames: ['Red kidney beans'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Kidney beans are a filling, iron-rich pulse for chillies and stews. Tinned ones are easiest; dried ones must be soaked and boiled hard before eating.',
    stages: {
      '6m': 'Tinned kidney beans with no added salt, rinsed, heated and mashed or blended smooth, or popped out of their skins and mashed into sweet potato.',
      '9m': 'Soft kidney beans squashed flat between your finger and thumb, or mashed into a mild homemade chilli.',
      '12m': 'Kidney beans squashed or halved in a mild chilli, stew or rice dish.',
      '18m': 'Squashed or halved kidney beans in family chilli, burritos or bean burgers.',
      '2-3y': 'Kidney beans halved or lightly squashed in family dishes.',
      '3-5y': 'Soft whole kidney beans in family meals are fine for most children now, eaten sitting down.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Cook beans until soft, squash or mash them for babies and young toddlers, and halve them until about 3; slipping off the skins helps young babies.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [
      {
        text: 'Dried kidney beans contain a natural toxin: soak them, then boil them hard for at least 10 minutes. Tinned beans are already cooked.',
        source: 'NHS',
      },
      PULSES_TINS_RULE,
      SQUASH_ROUND_RULE,
    ],
  },
  {
    slug: 'black-beans',
    name: 'Black beans',
    otherNames: ['Black turtle beans'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Black beans are soft, mild and full of iron and fibre, lovely mashed on toast or in burritos. Choose tins in water with no added salt.',
    stages: {
      '6m': 'Rinsed tinned black beans, heated and mashed or blended smooth with a little water or avocado, or mashed into sweet potato.',
      '9m': 'Soft black beans squashed flat for picking up, or mashed and spread on toast fingers.',
      '12m': 'Black beans squashed or halved in rice dishes, quesadillas or mild chilli.',
      '18m': 'Squashed black beans in family burritos, tacos or bean burgers, cut small.',
      '2-3y': 'Black beans halved or lightly squashed in family meals, or whole in soft, saucy dishes.',
      '3-5y': 'Soft whole black beans in family meals are fine for most children now, eaten sitting down.',
    },
    choking: {
      risk: 'medium',
      howToLower: 'Cook beans until soft, and mash or squash them flat for babies and young toddlers.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [PULSES_TINS_RULE, SQUASH_ROUND_RULE, IRON_VITAMIN_C_RULE],
  },
  {
    slug: 'butter-beans',
    name: 'Butter beans',
    usName: 'Lima beans',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Butter beans are big, creamy beans that mash easily and make good soft finger food. Rinse tinned ones, and choose tins with no added salt.',
    stages: {
      '6m': 'Rinsed tinned butter beans, warmed and mashed smooth, or a whole soft bean squashed flat for your baby to pick up.',
      '9m': 'Soft butter beans squashed flat between finger and thumb, or mashed into a dip with a little olive oil.',
      '12m': 'Butter beans squashed or halved in stews, pasta or a tomato sauce.',
      '18m': 'Halved or squashed butter beans in family stews and bakes.',
      '2-3y': 'Butter beans halved or lightly squashed in family meals, or mashed on toast.',
      '3-5y': 'Soft whole butter beans in family meals are fine for most children now.',
    },
    choking: {
      risk: 'medium',
      howToLower: 'Cook beans until soft, and squash them flat or mash them for babies and young toddlers.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [PULSES_TINS_RULE, SQUASH_ROUND_RULE, IRON_VITAMIN_C_RULE],
  },
  {
    slug: 'baked-beans',
    name: 'Baked beans',
    category: 'proteins',
    fromMonths: 12,
    summary:
      'Baked beans are a handy source of fibre and protein, but tins come with salt and added sugar. Choose reduced-salt, reduced-sugar tins and keep portions small.',
    notYet:
      'Tinned baked beans come in a salty, sweetened sauce, so under 12 months make your own beans in a plain tomato sauce instead.',
    stages: {
      '12m':
        'Pick reduced-salt, reduced-sugar tins, not the standard ones, and serve a couple of spoonfuls, warmed and lightly mashed, with toast fingers. Homemade beans in a plain tomato sauce are the better everyday choice until 2.',
      '18m':
        'A few spoonfuls of the reduced-salt and reduced-sugar kind, not the regular one, with toast or a jacket potato; keep it occasional.',
      '2-3y': 'Baked beans on toast or with a jacket potato, about 2 to 3 tablespoons, now and then.',
      '3-5y':
        'Baked beans as part of a family meal now and then, choosing the reduced-salt and sugar versions.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Baked beans are soft; lightly mash them for younger toddlers.',
    },
    allergens: [],
    flags: ['added-sugar', 'high-salt'],
    rules: [
      {
        text: 'Choose reduced-salt and reduced-sugar baked beans.',
        source: 'NHS',
      },
      {
        text: 'Children under 2 should have no added sugar, so homemade beans are the better choice for them.',
        source: 'AHA',
      },
      {
        text: 'Avoid added sugars before age 2.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'tofu',
    name: 'Tofu',
    otherNames: ['Bean curd', 'Silken tofu'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Tofu is a soft, protein-rich soya food, and tofu set with calcium is a good source of calcium and iron too. Soya is a common allergen, so introduce it like the others.',
    stages: {
      '6m': 'Firm tofu cut into finger-length strips and steamed or baked until soft, or silken tofu mashed into vegetable or fruit purée. Skip soy sauce and salty marinades.',
      '9m': 'Pea-sized cubes of steamed firm tofu for picking up, or crumbled tofu scrambled like egg with soft vegetables.',
      '12m': 'Bite-sized cubes of tofu in stir-fries and mild curries, or a tofu scramble with vegetables.',
      '18m': 'Family tofu dishes such as tofu with noodles, baked tofu strips, or tofu in soup, cut small.',
      '2-3y':
        'Crispy baked tofu strips, tofu in curries, or silken tofu blended into sauces; a splash of reduced-salt soy sauce at most.',
      '3-5y': 'Any family tofu dish in forkable pieces.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Serve tofu soft, in strips for babies and small cubes later; very crispy fried edges can be hard, so keep them soft for young children.',
    },
    allergens: ['soy'],
    allergenSteps: SOY_STEPS,
    flags: ['iron-rich'],
    rules: [
      ALLERGENS_EARLY_RULE,
      {
        text: "Don't add salt or salty sauces such as soy sauce to a baby's food.",
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'tempeh',
    name: 'Tempeh',
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Tempeh is whole soya beans, fermented and pressed into a firm block, with plenty of protein and iron. Steam or simmer it first to soften it.',
    stages: {
      '6m': 'Steam or simmer tempeh for about 10 minutes until soft, then crumble it finely into mashed vegetables, or cut thin finger strips that squash easily.',
      '9m': 'Steamed tempeh crumbled into small soft pieces, or grated into a sauce for pasta or rice.',
      '12m': 'Steamed or simmered tempeh in bite-sized pieces in stir-fries, curries or bolognese.',
      '18m': 'Tempeh in family dishes, cooked soft and cut small.',
      '2-3y': 'Baked or pan-fried tempeh strips, or crumbled tempeh in tacos and sauces.',
      '3-5y': 'Any family tempeh dish in forkable pieces.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Tempeh is firm: steam or simmer it until soft, then crumble it or cut it into thin strips or small pieces.',
    },
    allergens: ['soy'],
    allergenSteps: SOY_STEPS,
    flags: ['iron-rich'],
    rules: [
      ALLERGENS_EARLY_RULE,
      {
        text: "Don't add salt or salty sauces such as soy sauce or tamari to a baby's food.",
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'hummus',
    name: 'Hummus',
    otherNames: ['Houmous', 'Hommus'],
    category: 'proteins',
    fromMonths: 6,
    summary:
      'Hummus is chickpeas blended with tahini (sesame paste), lemon and garlic: a handy dip and spread, and an easy way to introduce sesame. Shop-bought hummus has added salt, so make your own for babies.',
    stages: {
      '6m': 'Homemade hummus made without salt, spread thinly on toast fingers, offered on a loaded spoon, or as a dip for soft steamed vegetable sticks.',
      '9m': 'Homemade hummus spread on toast fingers or soft pitta strips, or as a dip for soft-cooked carrot and pepper sticks.',
      '12m':
        'Hummus on toast or in wraps, or with soft vegetables to dip; a little shop-bought hummus is fine now.',
      '18m': 'A spoonful of hummus as a dip with pitta, cucumber sticks or breadsticks.',
      '2-3y': 'Hummus in sandwiches and lunchboxes, or as a dip with cucumber or pepper strips.',
      '3-5y': 'Hummus as a family dip or spread; let them help make it in a blender.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Spread hummus thinly rather than giving large blobs, and serve dippers that are soft or easy to chew.',
    },
    allergens: ['sesame'],
    allergenSteps: introduceSteps(
      'sesame',
      'a quarter of a teaspoon of hummus or thinned tahini stirred into a food they already eat',
    ),
    flags: [],
    rules: [
      {
        text: 'Seeds such as sesame can cause allergic reactions; introduce them one at a time from around 6 months.',
        source: 'NHS',
      },
      NO_SALT_RULE,
      ALLERGENS_EARLY_RULE,
    ],
  },
];
