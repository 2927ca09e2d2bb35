/** The First Foods guide: grains. Written for SproutPlate; see ./types.ts for the shape. */
import type { Food } from './types';

/** What to do if a reaction shows up, the same for every allergen food. */
const REACTION_STEP =
  'If you see a mild reaction, such as a few hives, a red rash around the mouth or vomiting, stop the food and ' +
  'talk to your GP or doctor before trying it again. If the lips, tongue or face swell, breathing is noisy or ' +
  'hard, or your child turns pale and floppy, call 999 (or your local emergency number) straight away.';

/** The usual way to bring in wheat: one new allergen at a time, small first, then keep it going. */
function wheatSteps(first: string, buildUp: string): readonly string[] {
  return [
    'Offer it on a morning at home when your baby is well, and make it the only new allergen that day, so you ' +
      'can watch them for about 2 hours afterwards.',
    `Start small: ${first}. If all is well, offer a little more over the next few days: ${buildUp}.`,
    'Once wheat suits them, keep wheat foods such as bread, pasta or cereal in their meals a few times a week, ' +
      'as eating it regularly helps them stay tolerant.',
    REACTION_STEP,
  ];
}

export const GRAINS: readonly Food[] = [
  {
    slug: 'porridge-oats',
    name: 'Porridge oats',
    usName: 'Rolled oats',
    otherNames: ['oats', 'oatmeal', 'porridge', 'oat flakes'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'A cheap, filling whole grain that makes smooth porridge for new eaters and soft oat fingers later on. ' +
      'Buy plain oats: flavoured instant sachets often come with added sugar and salt.',
    stages: {
      '6m':
        "Cook the oats in water, breast milk, formula or full-fat cow's milk until very soft, then blend or mash " +
        'into a thick, smooth porridge that sits on a spoon. Stir in mashed banana or puréed fruit for flavour.',
      '9m':
        'Make the porridge thicker and a little lumpier so your baby practises chewing, or bake soft oat fingers ' +
        'from oats and mashed banana that squash easily between finger and thumb.',
      '12m':
        'A small bowl of porridge with chopped soft fruit and a spoon to practise with, or soft oat fingers and ' +
        'oat pancakes cut into strips.',
      '18m':
        'The same porridge as the family, cooled a little, topped with plain yoghurt or smooth peanut butter ' +
        'thinned with milk for extra protein.',
      '2-3y':
        'Porridge, overnight oats soaked in milk and yoghurt, or oats in home-made crumbles and bars sweetened ' +
        'with fruit instead of sugar or syrup.',
      '3-5y':
        'Family porridge and overnight oats that they top themselves with sliced fruit. Keep flavoured instant ' +
        'pots and cereal bars for now and then, as most have added sugar.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Keep porridge soft and loose rather than thick and gluey (stir in a little more milk if it clumps), and ' +
        'make oat fingers soft enough to squash, not crunchy.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Start solid foods at around 6 months; smooth or mashed porridge is a good first texture.',
        source: 'NHS',
      },
      {
        text: 'Choose whole grains such as oats for at least half of the grains your child eats.',
        source: 'DGA',
      },
      {
        text: 'No added sugar for children under 2: sweeten porridge with fruit if you like.',
        source: 'AHA',
      },
    ],
  },
  {
    slug: 'baby-rice',
    name: 'Baby rice',
    usName: 'Infant rice cereal',
    otherNames: ['rice cereal', 'baby rice cereal'],
    category: 'grains',
    fromMonths: 6,
    summary:
      "A very mild, smooth first food mixed with your baby's usual milk. Fine to use, but not essential, and it " +
      'should not be the only cereal you offer, as rice takes up more arsenic than other grains.',
    stages: {
      '6m':
        'Mix with breast milk or formula to a smooth, soft texture like runny yoghurt and offer from a spoon, or ' +
        'stir it into vegetable or fruit purée to thicken it.',
      '9m':
        'Make it thicker, or use it to bind mashed vegetables. By now most babies are ready for lumpier ' +
        'porridges and soft, well-cooked grains too.',
      '12m':
        'It is no longer needed: move on to family grains such as porridge, soft rice, pasta and bread. Any ' +
        'left in the packet can thicken soups or pancake batter.',
      '18m':
        'Leave baby rice behind and offer ordinary soft-cooked rice, pasta, oats and bread as part of family ' +
        'meals.',
      '2-3y':
        'Not needed at this age: family grains cover it. Use up any leftover packet in baking or soups.',
      '3-5y': 'Not needed at this age: offer the same rice, oats, bread and pasta as the rest of the family.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Mix it smooth and loose enough to slide off the spoon; thick, dry clumps are harder for a new eater to ' +
        'move around the mouth.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Offer a variety of iron-fortified cereals (oat, barley, multigrain), not only rice cereal, to limit arsenic.',
        source: 'AAP',
      },
      { text: "Never add baby rice or cereal to your baby's bottle.", source: 'NHS' },
      {
        text: 'Start solid foods at around 6 months, when your baby shows the signs of being ready.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'baby-cereal',
    name: 'Baby cereal',
    usName: 'Infant cereal',
    otherNames: ['iron-fortified baby cereal', 'oat baby cereal', 'multigrain baby cereal'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Iron-fortified baby cereals (oat, barley or multigrain) are a simple way to give iron as your baby ' +
      'starts solids. Check the label: multigrain and wheat kinds contain wheat.',
    stages: {
      '6m':
        'Mix iron-fortified oat or multigrain baby cereal with breast milk or formula to a smooth, spoonable ' +
        'paste, then make it thicker as your baby gets used to it.',
      '9m':
        'Make it thicker and stir in mashed or finely chopped soft fruit, or use it to bind soft baked fingers ' +
        'with mashed banana.',
      '12m': 'Use it in porridge, pancakes or soft baked oat fingers alongside family cereals and grains.',
      '18m':
        'Most toddlers have moved on to family cereals and oats; any leftover baby cereal can go into pancakes ' +
        'and muffins.',
      '2-3y': 'Not needed now: family porridge and plain fortified cereals do the same job.',
      '3-5y': 'Not needed now: offer plain fortified breakfast cereals and oats with the family.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Mix to a smooth, loose paste at first and thicken gradually; keep baked fingers soft enough to squash.',
    },
    allergens: [],
    flags: ['iron-rich'],
    rules: [
      {
        text: 'Iron-fortified infant cereals are a good early source of iron; offer oat, barley and multigrain ones, not only rice.',
        source: 'AAP',
      },
      { text: "Never put cereal in your baby's bottle: offer it from a spoon.", source: 'NHS' },
      {
        text: 'Babies under 12 months should have no added salt or sugar, so pick plain cereals.',
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'rice',
    name: 'Rice',
    otherNames: ['white rice', 'brown rice', 'basmati rice', 'risotto rice'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Soft, well-cooked rice is an easy base for many family meals. Cool leftovers quickly and reheat them only ' +
      'once, and mix rice with other grains through the week.',
    stages: {
      '6m':
        'Cook until very soft, then blend or mash with vegetables, lentils or fish, or squeeze soft sticky rice ' +
        'into small balls your baby can hold and squash.',
      '9m':
        'Offer soft, slightly sticky rice as it is for pincer picking, or pressed into little balls or patties ' +
        'with mashed vegetables.',
      '12m':
        'Soft rice with family dishes such as a mild curry, risotto or stir-fry, in small amounts on a spoon or ' +
        'picked up with fingers.',
      '18m':
        "Ordinary family rice dishes; take your toddler's portion out before adding soy sauce or stock cubes, " +
        'which are salty.',
      '2-3y':
        'Family rice dishes, egg fried rice with peas, rice salads, and rice pudding made with milk and fruit.',
      '3-5y':
        'The same rice as everyone else; try brown and wild rice too, and let them help measure and rinse it.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook rice soft and keep hard, crispy bits from the bottom of the pan for older children; serve it with a ' +
        'sauce or mashed food so it holds together.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Cool cooked rice within an hour, keep it in the fridge for no more than a day, and reheat it only once, until steaming hot.',
        source: 'NHS',
      },
      {
        text: 'Rice is fine to eat, but rice drinks are not suitable for children under 5 because of arsenic.',
        source: 'NHS',
      },
      { text: 'Vary the grains you offer rather than relying on rice, to limit arsenic.', source: 'AAP' },
    ],
  },
  {
    slug: 'bread',
    name: 'Bread',
    otherNames: ['wholemeal bread', 'sliced bread', 'pitta bread', 'chapati', 'tortilla wrap'],
    category: 'grains',
    fromMonths: 6,
    summary:
      "An everyday wheat food and an easy way to bring wheat into your baby's diet. Lightly toasting soft bread " +
      'stops it balling up in the mouth; choose lower-salt loaves when you can.',
    stages: {
      '6m':
        'Lightly toast a slice and cut it into finger-length strips about two fingers wide, spread thinly with ' +
        'mashed avocado or full-fat cream cheese.',
      '9m':
        'Offer lightly toasted strips or small squares of bread, or soft pitta and chapati torn into small ' +
        'pieces for your baby to pick up.',
      '12m':
        'Bite-sized pieces of bread, pitta or wraps with meals, and soft sandwiches cut into fingers with mashed ' +
        'egg, grated cheese or hummus.',
      '18m':
        'Small sandwiches, pitta halves and wraps cut into strips or pinwheels, with water to sip alongside.',
      '2-3y':
        'Family bread and sandwiches cut into halves or quarters; wholemeal and seeded loaves are good once they ' +
        'chew well.',
      '3-5y':
        'The same bread as the family. Let them spread and build their own sandwiches, and pick wholemeal often.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Lightly toast very soft white bread, offer a few small pieces at a time, keep your child sitting upright ' +
        'with water to hand, and avoid big doughy chunks that can form a sticky ball.',
    },
    allergens: ['wheat'],
    allergenSteps: wheatSteps(
      'a strip of lightly toasted bread, or a little soft bread mashed into a familiar purée',
      'a whole toast finger, then bread at more than one meal',
    ),
    flags: [],
    rules: [
      {
        text: 'Foods containing wheat can be offered from around 6 months, one new allergen at a time.',
        source: 'NHS',
      },
      {
        text: 'Make at least half of the grains your child eats whole grains, such as wholemeal bread.',
        source: 'DGA',
      },
      { text: 'Babies need very little salt, so choose lower-salt bread and spreads.', source: 'NHS' },
    ],
  },
  {
    slug: 'toast',
    name: 'Toast',
    otherNames: ['toast fingers', 'toast soldiers'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Toast fingers are a classic first finger food: firm enough to hold, softening as your baby gums them. ' +
      'Toast lightly, not to a hard crunch.',
    stages: {
      '6m':
        'Lightly toast bread so it is firm outside but still soft inside, cut it into finger-length strips about ' +
        'two fingers wide, and spread thinly with mashed avocado, cream cheese or smooth peanut butter thinned with ' +
        'a little water.',
      '9m':
        'Cut lightly toasted bread into small squares or thin strips for pincer picking, topped with mashed ' +
        'banana, scrambled egg or finely grated cheese.',
      '12m':
        'Toast in bite-sized squares or soldiers to dip into a soft-boiled Lion-stamped egg, or with mashed beans ' +
        'or soft scrambled egg.',
      '18m': 'Toast cut into strips or small triangles with thin toppings, as part of breakfast or a snack.',
      '2-3y':
        'Family toast cut into halves or quarters; let them spread their own topping with a blunt knife.',
      '3-5y':
        'The same toast as the family; wholemeal toast with egg, beans or banana makes a filling breakfast.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Toast lightly rather than crisply, as hard toast can snap into sharp pieces. Spread toppings thinly and ' +
        'never give a thick layer or spoonful of nut butter.',
    },
    allergens: ['wheat'],
    allergenSteps: wheatSteps(
      'one lightly toasted finger with a topping your baby already knows',
      'two or three fingers, then toast at different meals',
    ),
    flags: [],
    rules: [
      {
        text: 'Finger foods such as soft toast strips can be offered from around 6 months.',
        source: 'NHS',
      },
      {
        text: 'Foods containing wheat can be offered from around 6 months, one new allergen at a time.',
        source: 'NHS',
      },
      { text: 'Nut butter should be smooth and spread thinly, never served by the spoonful.', source: 'AAP' },
    ],
  },
  {
    slug: 'pasta',
    name: 'Pasta',
    otherNames: ['spaghetti', 'penne', 'fusilli', 'macaroni', 'orzo'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Soft pasta is easy to hold, easy to chew and goes with almost any sauce. Most dried pasta is wheat; fresh ' +
      'egg pasta also contains egg.',
    stages: {
      '6m':
        'Cook large shapes such as fusilli or penne a few minutes past the packet time until very soft, for your ' +
        'baby to hold and gum, or blend small pasta into a vegetable sauce.',
      '9m':
        'Soft small shapes, or larger shapes cut into pieces, with a smooth sauce to help them stick to little ' +
        'fingers.',
      '12m': 'Family pasta in bite-sized pieces; cut long spaghetti into short lengths.',
      '18m': 'Pasta in family dishes such as a bake or a tomato and lentil sauce, in bite-sized pieces.',
      '2-3y': 'Family pasta as it is; spaghetti is fine if they manage it, and great practice with a fork.',
      '3-5y': 'The same pasta as the family; try wholewheat pasta and bean or lentil pasta for variety.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook it soft, cut long strands short for under-2s, and keep your child sitting upright while they eat.',
    },
    allergens: ['wheat'],
    allergenSteps: wheatSteps(
      'a few pieces of very soft pasta in a sauce your baby already enjoys',
      'a small bowlful, then pasta at more than one meal',
    ),
    flags: [],
    rules: [
      {
        text: 'Foods containing wheat can be offered from around 6 months, one new allergen at a time.',
        source: 'NHS',
      },
      {
        text: "Don't add salt to your baby's food or cooking water, including the pasta water.",
        source: 'NHS',
      },
    ],
  },
  {
    slug: 'couscous',
    name: 'Couscous',
    otherNames: ['giant couscous', 'pearl couscous'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Couscous is tiny pieces of wheat pasta that cook in minutes with just boiling water. Mixed into something ' +
      'soft, it is a quick way to add wheat and new texture.',
    stages: {
      '6m':
        'Make it with boiling water only, with no stock, fluff it up and stir it into purée or mashed vegetables ' +
        'so the tiny grains hold together.',
      '9m':
        'Mix it into soft stews, or squash it into small patties with mashed sweet potato or mashed chickpeas ' +
        'for little fingers to pick up.',
      '12m': 'Couscous stirred through family stews and vegetables, on a preloaded spoon or with fingers.',
      '18m':
        'Couscous salads with finely chopped cooked vegetables, or giant couscous cooked soft in a sauce.',
      '2-3y': 'Family couscous dishes, with chopped vegetables, chickpeas and herbs.',
      '3-5y':
        'The same couscous as the family; they can help fluff it with a fork and stir in the vegetables.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Mix it into something moist so the grains stick together rather than scattering dry into the throat.',
    },
    allergens: ['wheat'],
    allergenSteps: wheatSteps(
      'a teaspoon of couscous stirred into a purée your baby knows',
      'a couple of spoonfuls, then couscous at more than one meal',
    ),
    flags: [],
    rules: [
      {
        text: 'Foods containing wheat can be offered from around 6 months, one new allergen at a time.',
        source: 'NHS',
      },
      { text: 'Do not use stock cubes or gravy for babies: they are often high in salt.', source: 'NHS' },
    ],
  },
  {
    slug: 'quinoa',
    name: 'Quinoa',
    otherNames: ['red quinoa', 'black quinoa'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'A small seed cooked like a grain, with more protein than most grains. Rinse it well first to wash off its ' +
      'bitter coating.',
    stages: {
      '6m':
        'Rinse, then cook in water until very soft and fluffy, and blend or mash it into vegetable purée or ' +
        'porridge.',
      '9m':
        'Stir soft-cooked quinoa into mashed vegetables, or bind it with mashed sweet potato into small, soft ' +
        'patties to pick up.',
      '12m': 'Soft quinoa mixed into family stews, salads and patties, served on a spoon or as finger food.',
      '18m': 'Quinoa in place of rice or couscous with family meals, or baked into soft savoury muffins.',
      '2-3y': 'Family quinoa salads and bowls with chopped cooked vegetables and beans.',
      '3-5y': 'The same quinoa dishes as the family; try mixing it half and half with rice.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook it soft and mix it with something moist so the small grains clump together.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Start solid foods at around 6 months, with a wide range of foods.', source: 'NHS' },
      {
        text: 'Offer a variety of grains, which also helps limit arsenic from eating a lot of rice.',
        source: 'AAP',
      },
    ],
  },
  {
    slug: 'barley',
    name: 'Barley',
    otherNames: ['pearl barley', 'pot barley'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'A chewy, nutty grain that thickens soups and stews. It contains gluten, so it counts as one of the ' +
      'gluten foods to bring in one at a time.',
    stages: {
      '6m':
        'Simmer pearl barley for 45 minutes to an hour until very soft, then blend it into soups or stews or mash ' +
        'it with vegetables.',
      '9m':
        'Stir soft, plump cooked barley into stews and risotto-style dishes; each grain should squash easily ' +
        'between finger and thumb.',
      '12m': 'Soft-cooked barley in family soups, stews and barley risotto, on a spoon or with fingers.',
      '18m': 'Barley in family soups and casseroles, or cooked soft and served like rice.',
      '2-3y': 'Family barley dishes, such as a barley and vegetable broth or barley salad.',
      '3-5y': 'The same barley dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook barley until completely soft and serve it in a sauce or soup, not as dry, firm grains.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Foods containing gluten, such as wheat, barley and rye, can be offered from around 6 months, one at a time.',
        source: 'NHS',
      },
      {
        text: 'Choose whole grains such as barley for at least half of the grains your child eats.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'millet',
    name: 'Millet',
    otherNames: ['bajra', 'ragi', 'finger millet'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'A mild, gluten-free grain that cooks into a creamy porridge. A useful change from rice for families who ' +
      'want to vary their grains.',
    stages: {
      '6m':
        'Cook hulled millet in plenty of water until very soft, then blend it into a smooth porridge or mash it ' +
        'into vegetables.',
      '9m':
        'Make the porridge thicker and lumpier, or mix soft millet with mashed vegetables and shape it into small ' +
        'soft patties.',
      '12m': 'Soft millet porridge or millet cooked like rice with family meals.',
      '18m': 'Millet in porridges, flatbreads and family dishes in place of rice or couscous.',
      '2-3y': 'Family millet dishes, such as porridge or millet flatbreads.',
      '3-5y': 'The same millet dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook it until soft and creamy, and serve it moist rather than as dry, separate grains.',
    },
    allergens: [],
    flags: [],
    rules: [
      {
        text: 'Start solid foods at around 6 months, moving on to thicker and lumpier textures.',
        source: 'NHS',
      },
      {
        text: 'Choose whole grains such as millet for at least half of the grains your child eats.',
        source: 'DGA',
      },
    ],
  },
  {
    slug: 'polenta',
    name: 'Polenta',
    otherNames: ['cornmeal', 'maize meal', 'grits'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Ground maize that cooks into a soft porridge or sets firm enough to slice into fingers. Naturally ' +
      'gluten-free.',
    stages: {
      '6m':
        "Cook into soft, smooth polenta with water or your baby's usual milk and offer from a spoon, or let it set " +
        'and cut it into finger-length strips about two fingers wide.',
      '9m': 'Cut set polenta into small soft cubes or thin strips, or stir soft polenta into vegetable stews.',
      '12m': 'Soft or set polenta with family meals, cut into bite-sized pieces.',
      '18m': 'Baked or grilled polenta fingers and soft polenta with sauces, as part of family meals.',
      '2-3y': 'Family polenta dishes, or cornmeal muffins and pancakes made without added sugar.',
      '3-5y': 'The same polenta and cornmeal dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Keep set polenta soft and squashable, and skip crisp, crunchy edges for babies.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Finger foods can be offered from around 6 months, alongside mashed food.', source: 'NHS' },
      { text: 'No added sugar for children under 2.', source: 'DGA' },
    ],
  },
  {
    slug: 'buckwheat',
    name: 'Buckwheat',
    otherNames: ['kasha', 'buckwheat groats', 'buckwheat flour'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Despite its name, buckwheat is not wheat and is gluten-free. Check labels on soba noodles, though, as ' +
      'most also contain wheat flour.',
    stages: {
      '6m':
        'Cook buckwheat groats in water until very soft, then blend into a smooth porridge or mash into ' +
        'vegetables.',
      '9m':
        'Thicker buckwheat porridge, or small soft buckwheat pancakes made with mashed banana and cut into ' +
        'strips.',
      '12m':
        'Buckwheat porridge or pancakes cut into bite-sized pieces, or soft groats mixed into family stews.',
      '18m': 'Buckwheat pancakes, porridge and soft groats with family meals.',
      '2-3y': 'Family buckwheat dishes, such as pancakes, porridge or kasha with vegetables.',
      '3-5y': 'The same buckwheat dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook groats until completely soft, and keep pancakes soft and thin.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Start solid foods at around 6 months, with a wide range of foods.', source: 'NHS' },
      { text: 'No added sugar for children under 2, including in pancakes.', source: 'AHA' },
    ],
  },
  {
    slug: 'rice-cakes',
    name: 'Rice cakes',
    otherNames: ['baby rice cakes', 'puffed rice cakes'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Light, melt-in-the-mouth rice cakes are a handy snack, but pick unsalted ones and vary snacks so rice ' +
      'is not on the menu every day.',
    stages: {
      '6m':
        'Choose unsalted baby rice cakes that melt in the mouth, or break a thin plain rice cake into large ' +
        'pieces spread with mashed avocado so it softens.',
      '9m':
        'Unsalted rice cakes broken into pieces, spread thinly with cream cheese, mashed banana or smooth peanut ' +
        'butter thinned with water.',
      '12m': 'Plain rice cakes with a soft topping, as an occasional snack alongside fruit.',
      '18m': 'Plain rice cakes with toppings, mixed in with other snacks through the week.',
      '2-3y': 'Plain rice cakes as one of several snack choices; check the label for added sugar and salt.',
      '3-5y': 'Plain rice cakes now and then; flavoured and coated ones are best kept for treats.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Pick thin, melt-in-the-mouth kinds for babies; thick, hard rice cakes can snap into sharp shards, so ' +
        'spread them with something soft.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: "Babies shouldn't have added salt, so choose unsalted rice cakes.", source: 'NHS' },
      { text: 'Vary grains and snacks rather than relying on rice, to limit arsenic.', source: 'AAP' },
    ],
  },
  {
    slug: 'breakfast-cereal',
    name: 'Breakfast cereal',
    otherNames: ['fortified cereal', 'wheat biscuits', 'cereal', 'shredded wheat'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Plain fortified cereals such as wheat biscuits are a handy source of iron. Choose ones low in sugar and ' +
      'salt, and skip frosted, chocolate or honey-coated kinds.',
    stages: {
      '6m':
        "Crumble a plain wheat biscuit or plain wholegrain flakes into breast milk, formula or full-fat cow's " +
        'milk and let it soak into a soft, smooth mush to spoon up.',
      '9m':
        'Soak plain cereal for less time so it keeps soft lumps, or offer a few plain O-shaped cereal pieces ' +
        'that soften quickly in the mouth.',
      '12m':
        'A small bowl of plain fortified cereal with milk and chopped soft fruit; plain O-shaped cereal makes an ' +
        'easy finger food.',
      '18m': 'Plain fortified cereal with milk and fruit, or dry plain cereal pieces as a snack.',
      '2-3y':
        'Let them choose between two or three plain fortified cereals and add their own fruit. Keep coated and ' +
        'sugary cereals for an occasional treat.',
      '3-5y':
        "Plain fortified cereals as part of a family breakfast; check labels, as many children's cereals are high " +
        'in sugar and salt.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Soak flakes and wheat biscuits in milk for babies; dry cereal should be small, light pieces that soften ' +
        'quickly, never hard clusters or granola with nuts.',
    },
    allergens: ['wheat'],
    allergenSteps: wheatSteps(
      'a teaspoon or two of a plain wheat biscuit soaked in milk',
      'half a wheat biscuit, then a whole one',
    ),
    flags: ['iron-rich'],
    rules: [
      { text: 'Iron-fortified cereals are a good source of iron once babies start solids.', source: 'AAP' },
      { text: 'Choose cereals low in sugar and salt; babies need neither added.', source: 'NHS' },
      { text: 'No added sugar for children under 2.', source: 'DGA' },
    ],
  },
  {
    slug: 'crackers',
    name: 'Crackers',
    otherNames: ['oatcakes', 'cream crackers', 'savoury biscuits'],
    category: 'grains',
    fromMonths: 12,
    summary:
      'Crackers are handy but most are salty, so keep them for toddlers and choose plain, lower-salt kinds. ' +
      'Most contain wheat; check oatcakes and seeded crackers for other allergens too.',
    notYet:
      'Most crackers are salty, and babies under 12 months should have no added salt, so offer unsalted rice ' +
      'cakes or toast fingers instead.',
    stages: {
      '12m':
        'Plain, lower-salt crackers or oatcakes broken into small pieces and topped with soft cheese or mashed ' +
        'avocado, as an occasional snack.',
      '18m': 'Plain crackers broken in half with a soft topping or a dip such as hummus, eaten sitting down.',
      '2-3y':
        'Plain crackers with cheese or dips; keep portions small and pair them with fruit or vegetables.',
      '3-5y':
        'Plain crackers as one of several snacks; check labels for salt and keep cheesy, salty kinds occasional.',
    },
    choking: {
      risk: 'medium',
      howToLower:
        'Choose crackers that soften quickly, break them into small pieces, keep your child sitting down with a ' +
        'drink to hand, and skip hard pretzels and crackers with whole seeds or nuts.',
    },
    allergens: ['wheat'],
    allergenSteps: wheatSteps(
      'a small piece of plain cracker, ideally once your child already eats bread or pasta without trouble',
      'a whole cracker with a soft topping',
    ),
    flags: ['high-salt'],
    rules: [
      { text: 'Avoid salty foods such as crackers and crisps for babies.', source: 'NHS' },
      {
        text: 'Hard, dry snacks such as pretzels and chips are a choking risk for young children; serve them small and seated.',
        source: 'CFOC',
      },
    ],
  },
  {
    slug: 'noodles',
    name: 'Noodles',
    otherNames: ['egg noodles', 'udon', 'ramen', 'instant noodles'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Soft noodles are fun to hold and slurp. Wheat noodles contain wheat and egg noodles contain egg too, so ' +
      'bring those allergens in on their own first; leave out any flavour sachet.',
    stages: {
      '6m':
        "Cook wheat noodles until very soft, cut them into short lengths about the size of your baby's finger, " +
        'and toss with a smooth vegetable or lentil sauce.',
      '9m':
        'Soft noodles chopped into short pieces for your baby to pick up, mixed with finely chopped cooked ' +
        'vegetables and flaked fish or chicken.',
      '12m':
        'Bite-sized lengths of noodles in family stir-fries, with their portion taken out before any soy sauce ' +
        'goes in.',
      '18m': 'Noodles in family stir-fries and soups, cut shorter if they struggle with long strands.',
      '2-3y': 'Family noodle dishes; long noodles are fine if they manage them, and great for fork practice.',
      '3-5y':
        'The same noodles as the family; keep instant noodle sachets for rare use, as they are very salty.',
    },
    choking: {
      risk: 'low',
      howToLower:
        'Cook until very soft and cut long strands short so they cannot be slurped in one go; never offer hard ' +
        'dry noodles as a snack.',
    },
    allergens: ['wheat', 'egg'],
    allergenSteps: [
      'Egg noodles contain egg: if your baby has severe eczema or an existing food allergy, talk to your GP ' +
        'before first trying egg or peanut.',
      'Bring in wheat (for example, toast) and egg (for example, well-cooked egg) on their own first, each on a ' +
        'morning at home so you can watch for 2 hours afterwards.',
      'Once both suit your baby, start with a few short pieces of soft noodle, then build up to a small bowlful.',
      'Keep wheat and egg in their meals a few times a week once tolerated.',
      REACTION_STEP,
    ],
    flags: [],
    rules: [
      {
        text: 'Wheat and egg can be offered from around 6 months, one new allergen at a time.',
        source: 'NHS',
      },
      {
        // NIAID's 2017 addendum covers peanut only: early egg is the AAP's advice (2019 clinical report).
        text: 'Egg can be offered early, around 6 months, with other solids; delaying it does not prevent egg allergy. Babies with severe eczema or a food allergy should see a doctor first.',
        source: 'AAP',
      },
      { text: "Keep salty flavour sachets and sauces out of babies' food.", source: 'NHS' },
    ],
  },
  {
    slug: 'rice-noodles',
    name: 'Rice noodles',
    otherNames: ['rice vermicelli', 'flat rice noodles', 'pad thai noodles'],
    category: 'grains',
    fromMonths: 6,
    summary:
      'Soft, slippery noodles made from rice flour: wheat-free and egg-free, so a handy swap for families ' +
      'avoiding those.',
    stages: {
      '6m':
        'Cook or soak until very soft, cut into short finger-length pieces, and toss with mashed vegetables or a ' +
        'smooth sauce.',
      '9m': 'Soft rice noodles chopped short, mixed with finely chopped cooked vegetables, egg, fish or tofu.',
      '12m': 'Bite-sized lengths of rice noodles in family stir-fries and soups.',
      '18m': 'Rice noodles in family dishes, cut shorter if long strands are tricky.',
      '2-3y': 'Family rice noodle dishes, such as noodle soup or a mild stir-fry.',
      '3-5y': 'The same rice noodle dishes as the family.',
    },
    choking: {
      risk: 'low',
      howToLower: 'Cook until very soft and cut long, slippery strands into short pieces for under-2s.',
    },
    allergens: [],
    flags: [],
    rules: [
      { text: 'Start solid foods at around 6 months, with a wide range of foods.', source: 'NHS' },
      { text: 'Vary grains rather than relying on rice, to limit arsenic.', source: 'AAP' },
    ],
  },
];
