/**
 * Seeded nutrition tips. The experts are fictional members of SproutPlate's advisory panel
 * (no real people are named); the advice follows current public-health guidance (WHO, NHS,
 * AAP). Avatars are drawn by scripts/make-content-images.ts into app/public/images/experts.
 */
import type { SeedTip } from './types';

const OKAFOR = {
  expertName: 'Dr. Amara Okafor',
  expertTitle: 'Pediatric Dietitian',
  expertImageUrl: '/images/experts/dr-amara-okafor.svg',
} as const;

const MOREAU = {
  expertName: 'Dr. Lucas Moreau',
  expertTitle: 'Consultant Pediatrician',
  expertImageUrl: '/images/experts/dr-lucas-moreau.svg',
} as const;

const RAMAN = {
  expertName: 'Priya Raman',
  expertTitle: 'Registered Public Health Nutritionist',
  expertImageUrl: '/images/experts/priya-raman.svg',
} as const;

const LINDQVIST = {
  expertName: 'Sofia Lindqvist',
  expertTitle: 'Pediatric Feeding Therapist',
  expertImageUrl: '/images/experts/sofia-lindqvist.svg',
} as const;

export const SEED_TIPS: readonly SeedTip[] = [
  {
    title: 'Start solids around 6 months',
    content:
      'Most babies are ready for solid food at around 6 months, when they can sit up with ' +
      'support, hold their head steady, and swallow food rather than push it back out. Starting ' +
      'before 4 months is not recommended. Breast milk or formula stays the main source of ' +
      'nutrition until about 12 months, so think of early solids as practice.',
    tipType: 'primary',
    ...OKAFOR,
    imageUrl: '/images/categories/first-tastes.svg',
  },
  {
    title: 'Offer iron-rich foods every day',
    content:
      'The iron a baby is born with starts to run low from about 6 months, so include an ' +
      'iron-rich food at least once a day: meat, fish, eggs, lentils, beans, tofu or fortified ' +
      'cereals. Pair plant sources with fruit or vegetables rich in vitamin C, such as orange, ' +
      'kiwi, pepper or broccoli, to help the body absorb the iron.',
    tipType: 'secondary',
    ...OKAFOR,
    imageUrl: '/images/categories/iron-rich-meals.svg',
  },
  {
    title: 'Introduce allergens early, one at a time',
    content:
      "Introducing peanut and hen's egg from around 6 months, in a safe form such as smooth " +
      'peanut butter stirred into porridge or well-cooked egg, may lower the risk of allergy. ' +
      'Offer one new allergen at a time and keep giving it regularly once it is tolerated. If ' +
      'your baby has severe eczema or an existing food allergy, speak to your doctor first.',
    tipType: 'accent',
    ...MOREAU,
    imageUrl: null,
  },
  {
    title: 'No honey, salt or added sugar for babies',
    content:
      'Honey can carry bacteria that cause infant botulism, so wait until after 12 months. Young ' +
      'kidneys cannot cope with added salt, so skip stock cubes, gravy and salty foods like bacon, ' +
      'and cook without salt. Avoid added sugar until at least 2 years to protect teeth and help ' +
      'your child enjoy natural flavours.',
    tipType: 'primary',
    ...MOREAU,
    imageUrl: null,
  },
  {
    title: 'Know the difference between gagging and choking',
    content:
      'Gagging is noisy and normal: it is a reflex that pushes food forward while your baby ' +
      'learns to eat. Choking is often silent, and the child cannot cough, cry or breathe. Always ' +
      'sit your child upright and stay with them while they eat, cut grapes and cherry tomatoes ' +
      'into quarters lengthways, and consider a baby first-aid course.',
    tipType: 'secondary',
    ...LINDQVIST,
    imageUrl: null,
  },
  {
    title: 'Keep offering new vegetables',
    content:
      'It can take 8 to 15 tastes before a child accepts a new food, so a refusal today is not a ' +
      'verdict. Keep offering small amounts alongside foods they already like, without pressure ' +
      'or rewards, and eat the same foods yourself. Bitter greens such as broccoli and spinach ' +
      'are especially worth repeating early on.',
    tipType: 'accent',
    ...RAMAN,
    imageUrl: '/images/categories/healthy-snacks.svg',
  },
  {
    title: 'Water and milk: the right drinks at the right age',
    content:
      "From 6 months, offer sips of water from an open or free-flow cup with meals. Cow's milk " +
      'can be used in cooking from 6 months but should not be the main drink until 12 months. ' +
      'After that, around 350 ml of whole milk a day is plenty, as more can fill toddlers up and ' +
      'crowd out iron-rich foods. Juice and sugary drinks are best avoided.',
    tipType: 'primary',
    ...RAMAN,
    imageUrl: null,
  },
  {
    title: 'A daily vitamin D supplement',
    content:
      'Vitamin D is hard to get from food, and children need it for healthy bones and teeth. ' +
      'Health services such as the NHS recommend a daily vitamin D supplement for breastfed ' +
      'babies from birth and for all children aged 1 to 4. Babies drinking more than 500 ml of ' +
      'formula a day do not need one, as formula is already fortified.',
    tipType: 'secondary',
    ...OKAFOR,
    imageUrl: null,
  },
  {
    title: 'You decide what, your child decides how much',
    content:
      'Parents decide what food is offered, and when and where; children decide whether to eat ' +
      'and how much. Toddler appetites vary a lot from day to day, so look at what they eat over ' +
      'a week rather than at a single meal. Pressure to finish the plate tends to make children ' +
      'less keen on food, not more.',
    tipType: 'accent',
    ...LINDQVIST,
    imageUrl: '/images/categories/family-dinners.svg',
  },
  {
    title: 'Healthy fats for growing brains',
    content:
      'Young children need proportionally more fat than adults, so choose full-fat dairy until at ' +
      'least age 2 and use oils such as olive or rapeseed in cooking. Aim for oily fish such as ' +
      'salmon, sardines or mackerel once or twice a week: its omega-3 fats support brain and eye ' +
      'development.',
    tipType: 'primary',
    ...OKAFOR,
    imageUrl: null,
  },
  {
    title: 'Move on from smooth purees',
    content:
      'Smooth purees are only a first step. Aim to offer mashed and lumpier textures and soft ' +
      'finger foods by around 7 to 9 months, as babies who stay on smooth food for too long can ' +
      'find lumps harder to accept later. Finger foods about the size of an adult finger are ' +
      'easiest for little hands to hold.',
    tipType: 'secondary',
    ...LINDQVIST,
    imageUrl: '/images/categories/finger-foods.svg',
  },
  {
    title: 'Treat snacks as mini meals',
    content:
      'Toddlers have small stomachs and usually need 2 or 3 planned snacks a day as well as their ' +
      'meals. Make them mini meals: fruit, vegetables with a dip, plain yogurt, cheese or ' +
      'wholegrain toast. Grazing all day, especially on sweet or salty packaged snacks, can blunt ' +
      'their appetite at mealtimes.',
    tipType: 'accent',
    ...RAMAN,
    imageUrl: null,
  },
  {
    title: 'Batch cooking safely',
    content:
      'Cool leftovers quickly and put them in the fridge or freezer within 1 to 2 hours. Reheat ' +
      'food only once, until it is steaming hot all the way through, then let it cool before ' +
      'serving. Cooked rice needs extra care: cool it within an hour and eat it within a day.',
    tipType: 'primary',
    ...MOREAU,
    imageUrl: '/images/categories/batch-cooking.svg',
  },
];
