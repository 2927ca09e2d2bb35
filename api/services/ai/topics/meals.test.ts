/**
 * Meals, amounts and everyday menus: parent questions with no single food in them, written the
 * way parents write them, each with what the first sentence must say and the facts the answer
 * must carry; and single-food questions this topic must leave to the food answers.
 */
import { describe, expect, it } from 'vitest';
import { fixedWords, readAge } from '../answers';
import { answerMeals } from './meals';

interface Case {
  q: string;
  topic: string;
  /** The answer's first line must match. */
  first: RegExp;
  /** Every pattern must match somewhere in the answer. */
  must?: RegExp[];
  /** No pattern may match anywhere in the answer. */
  not?: RegExp[];
}

function ask(q: string) {
  return answerMeals(q, fixedWords(q).join(' '), readAge(q));
}

const CASES: Case[] = [
  // Meals a day
  {
    q: 'how many meals a day for my 8mo',
    topic: 'meals-a-day',
    first: /^3 meals a day for an 8-month-old/,
    must: [/milk feeds/, /\(NHS\)/],
  },
  {
    q: 'how many meals should a 6 month old have',
    topic: 'meals-a-day',
    first: /^1 meal a day to start for a 6-month-old, building up to 2/,
  },
  {
    q: 'how many meels a day shud my 11mo have',
    topic: 'meals-a-day',
    first: /^3 meals a day plus 1 or 2 healthy snacks for an 11-month-old/,
  },
  {
    q: 'How many meals and snacks does a 2yo need?',
    topic: 'meals-a-day',
    first: /^3 meals and 2 healthy snacks a day for a 2-year-old/,
    must: [/350 ml/],
  },
  {
    q: 'when do babies go to 3 meals a day',
    topic: 'meals-a-day',
    first: /^Around 7 to 9 months/,
  },
  {
    q: 'my 8 month old when should she go to three meals',
    topic: 'meals-a-day',
    first: /^Around 7 to 9 months.*now is a good time/,
  },
  {
    q: 'my baby is 4 months how many meals',
    topic: 'meals-a-day',
    first: /^None yet for a 4-month-old: solid meals start from around 6 months/,
    not: [/3 meals a day for/],
  },
  {
    q: 'how many times a day should a toddler eat',
    topic: 'meals-a-day',
    first: /^3 meals and 2 healthy snacks a day for a toddler/,
  },
  {
    q: 'how many meals per day',
    topic: 'meals-a-day',
    first: /^It depends on the age: around 6 months, 1 meal a day building to 2/,
    must: [/7 to 9 months, 3 meals/, /1 to 5 years, 3 meals and 2 healthy snacks/],
  },
  // How much / portions / protein / five a day
  {
    q: 'how much should a 1 year old eat',
    topic: 'meals-portions',
    first: /^There is no set amount for a 12-month-old/,
    must: [/quarter to a half/, /2 to 5 tablespoons/, /\(BDA\)/, /clear their plate/, /GP or health visitor/],
  },
  {
    q: 'how much food should my 9 mth old be eating',
    topic: 'meals-portions',
    first: /^There is no set amount for a 9-month-old: follow their hunger cues/,
    must: [/milk feeds still give most/],
  },
  {
    q: 'what portian size for a 3yo?? he eats loads',
    topic: 'meals-portions',
    first: /^There is no set amount for a 3-year-old/,
    must: [/what fits in their hand/, /5 food groups/],
  },
  {
    q: 'is my toddler eating enough',
    topic: 'meals-portions',
    first: /^If a toddler is growing well.*most likely eating enough: there is no set amount/,
    must: [/GP or health visitor/],
  },
  {
    q: 'how much should my 18 month old eat hes underweight',
    topic: 'meals-portions',
    first: /^If you are worried about weight or growth, talk to your GP or health visitor/,
    must: [/There is no set amount for an 18-month-old/],
  },
  {
    q: 'should i make my 2yo finish his plate',
    topic: 'meals-portions',
    first: /^There is no set amount for a 2-year-old/,
    must: [/clear their plate/],
  },
  {
    q: 'how much protien does a 2 year old need a day',
    topic: 'meals-protein',
    first: /^About 13 to 15 g of protein a day/,
    must: [/US recommended amount is 13 g/, /UK reference intake is 14\.5 g/, /\(DGA\)/],
  },
  {
    q: 'how many portions of fruit and veg a day for a 3yo',
    topic: 'meals-portions',
    first: /^Aim for 5 portions of fruit and vegetables a day for a 3-year-old/,
    must: [/palm of their hand/, /\(NHS\)/],
  },
  // Snacks
  {
    q: 'how many snacks should my 2yo have a day',
    topic: 'meals-snacks',
    first: /^2 healthy snacks a day for a 2-year-old/,
    must: [/yoghurt/, /Crisps, biscuits, sweets/],
  },
  {
    q: 'healthy snack ideas for 18 month old',
    topic: 'meals-snacks',
    first: /^Good snacks for an 18-month-old: fruit cut safely/,
    must: [/2 a day/, /soft-cooked/],
  },
  {
    q: 'does my 7mo need snacks',
    topic: 'meals-snacks',
    first: /^No snacks needed yet for a 7-month-old/,
  },
  {
    q: 'snaks for toddlers pls, what are good ones',
    topic: 'meals-snacks',
    first: /^Good snacks for a toddler/,
  },
  // Treats and biscuits
  {
    q: 'how many biscuits a day is OK',
    topic: 'meals-treats',
    first: /^There is no set number: keep biscuits .* occasional/,
    must: [/Before 2, the advice is no foods with added sugar/, /\(AHA\)/, /\(NHS\)/],
  },
  {
    q: 'how many biscuts can my 15 month old have a day',
    topic: 'meals-treats',
    first: /^There is no set number for a 15-month-old, and none every day is best/,
    must: [/no foods with added sugar/],
  },
  {
    q: 'is it ok to give my 3 year old a biscuit every day',
    topic: 'meals-treats',
    first: /^Not every day is best, and there is no set number for a 3-year-old/,
    must: [/with a meal/],
  },
  {
    q: 'how many sweets can my 4yo have a week',
    topic: 'meals-treats',
    first: /^There is no set number for a 4-year-old: keep sweets/,
    must: [/19 g/],
  },
  {
    q: 'how much cake is too much for a 2 yo',
    topic: 'meals-treats',
    first: /^There is no set amount for a 2-year-old/,
  },
  // Lunchboxes
  {
    q: "what can go in a 2-year-old's lunchbox",
    topic: 'meals-lunchbox',
    first:
      /^A lunchbox for a 2-year-old needs a starchy food, a protein, a dairy food, fruit and vegetables, and water/,
    must: [/quarters lengthways/, /no whole nuts/, /ice pack/, /crisps, sweets/, /\(FSA\)/],
  },
  {
    q: 'can i put grapes in my 2 year olds lunch box and what else should go in',
    topic: 'meals-lunchbox',
    first: /^Grapes, cherry tomatoes and other small round foods: cut them into quarters lengthways/,
    must: [/A lunchbox for a 2-year-old needs a starchy food/],
  },
  {
    q: 'packed lunch ideas for nursery, its nut free',
    topic: 'meals-lunchbox',
    first: /^A lunchbox needs a starchy food/,
    must: [/seed butters/],
  },
  {
    q: 'what to send to day care for lunch for my 1yo',
    topic: 'meals-lunchbox',
    first: /^A lunchbox for a 12-month-old needs/,
  },
  {
    q: 'nursery lunch for my 10 month old what do i pack',
    topic: 'meals-lunchbox',
    first: /^A lunchbox for a 10-month-old needs/,
    must: [/no added salt or sugar/],
  },
  {
    q: 'can I put nuts in my 3yos lunchbox',
    topic: 'meals-lunchbox',
    first: /^No whole or chopped nuts or peanuts for under-5s/,
  },
  // A day's menu
  {
    q: 'menu for a day for my 10 month old',
    topic: 'meals-menu',
    first: /^A day for a 10-month-old: 3 meals and 1 or 2 healthy snacks, plus breast milk or formula feeds/,
    must: [/Breakfast:/, /Lunch:/, /Tea:/, /No salt, sugar or honey/],
  },
  {
    q: 'what should a 2 year old eat in a day',
    topic: 'meals-menu',
    first: /^A day for a 2-year-old: 3 meals and 2 healthy snacks/,
    must: [/350 ml/, /quartered lengthways/],
  },
  {
    q: 'sample day of meals for a 3 year old',
    topic: 'meals-menu',
    first: /^A day for a 3-year-old/,
  },
  {
    q: 'meal plan for my 7 month old pls',
    topic: 'meals-menu',
    first: /^A day for a 7-month-old: 3 meals plus breast milk or formula feeds/,
  },
  {
    q: 'feeding schedule for a 5 month old',
    topic: 'meals-menu',
    first: /^A day for a 5-month-old is milk only/,
  },
  // Family meals
  {
    q: 'can my 1 year old eat what we eat',
    topic: 'meals-family',
    first:
      /^Yes, a 12-month-old can eat what the family eats, cooked without added salt and cut to a safe size/,
    must: [/\(NHS\)/],
  },
  {
    q: 'can my 8 month old eat family meals',
    topic: 'meals-family',
    first: /^Yes, with changes for an 8-month-old: mash or chop it/,
    must: [/portion out before you add salt/],
  },
  {
    q: 'when can baby eat the same food as us',
    topic: 'meals-family',
    first: /^From 12 months a child can eat what the family eats/,
  },
  // Party food
  {
    q: 'party food for 2 year olds birthday',
    topic: 'meals-party',
    first: /^For a party for a 2-year-old, offer a variety of small, safe finger foods/,
    must: [/popcorn/, /marshmallows/, /sitting down/, /\(AAP\)/],
  },
  {
    q: 'bday party snacks for toddlers, is popcorn ok?',
    topic: 'meals-party',
    first: /^Popcorn, marshmallows and hard or chewy sweets are not for under-5s/,
  },
  {
    q: 'can my 1 year old eat cake at his birthday party',
    topic: 'meals-party',
    first: /^A small piece of birthday cake on the day is fine for a 12-month-old as a one-off/,
    must: [/avoided before 2/, /whole nuts, popcorn/],
  },
  // Breakfast and skipped meals
  {
    q: 'breakfast ideas for 10 month old',
    topic: 'meals-breakfast',
    first: /^Good breakfasts for a 10-month-old: porridge/,
  },
  {
    q: 'my toddler skips breakfast is that ok',
    topic: 'meals-skipped',
    first: /^Skipping a meal now and then is OK for a toddler/,
    must: [/don't force/, /GP or health visitor/],
  },
  {
    q: 'my 3yo keeps skipping lunch at nursery',
    topic: 'meals-skipped',
    first: /^Skipping a meal now and then is OK for a 3-year-old/,
    must: [/Keep offering lunch/],
  },
  {
    q: 'my 2yo sometimes skips dinner completely, should i worry',
    topic: 'meals-skipped',
    first: /^Skipping a meal now and then is OK for a 2-year-old/,
    must: [/Keep offering tea/],
  },
  // Vegetarian and vegan
  {
    q: 'is a vegan diet safe for my toddler',
    topic: 'meals-vegetarian',
    first: /^Yes, but only with careful planning for a toddler/,
    must: [/B12/, /vitamin D/, /iodine/, /dietitian/, /\(BDA\)/],
  },
  {
    q: 'what protein can i give my vegitarian 9 month old',
    topic: 'meals-vegetarian',
    first: /^Good protein foods for a vegetarian baby: lentils, beans/,
    must: [/tofu/, /eggs/, /nut or seed butters/],
  },
  {
    q: 'were raising our 1yo vegetarian, is that ok',
    topic: 'meals-vegetarian',
    first: /vegetarian diet can give a 12-month-old everything they need/,
    must: [/iron/, /vitamin C/],
  },
  {
    q: 'iron for my vegan 2 year old?',
    topic: 'meals-vegetarian',
    first: /^Iron for a vegan child comes from beans, lentils/,
    must: [/B12/],
  },
  // Ideas and recipes
  {
    q: 'dinner ideas for 1 year old',
    topic: 'meals-ideas',
    first: /^SproutPlate's recipes \(\/recipes\?age=1-2\+years\) have dinner ideas/,
  },
  {
    q: 'recipe ideas for my 9 month old',
    topic: 'meals-ideas',
    first: /^SproutPlate's recipes \(\/recipes\?age=6-12\+months\)/,
    must: [/no salt, sugar or honey/],
  },
  // Medical worries
  {
    q: 'my 2yo hasnt eaten for 3 days',
    topic: 'meals-worry',
    first: /^Please talk to your GP or health visitor/,
  },
  {
    q: 'my 14 month old is losing weight and wont eat his meals',
    topic: 'meals-worry',
    first: /^Please talk to your GP or health visitor/,
  },
];

/** Single-food and other-topic questions: left to the rest of the assistant. */
const NOT_MINE = [
  'can my 9 month old have honey?',
  'how do I serve grapes',
  'how do i serve grapes to my 2yo',
  'how many eggs a week for toddler',
  'can my baby have eggs for breakfast',
  'how much milk should my 1 year old drink',
  'how much banana can my 7 month old have',
  'vegan milk for toddler',
  'when should I introduce peanuts?',
  'how much salt can a 2 year old have',
  'is popcorn safe for a 3 year old',
  'my baby is gagging on lumps',
  'how much fish should my child eat',
  'can my 6 month old have strawberries',
  '',
];

describe('answerMeals', () => {
  it('has at least 40 parent questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const c of CASES) {
    it(c.q, () => {
      const a = ask(c.q);
      expect(a, 'an answer').toBeDefined();
      if (!a) return;
      expect(a.topic).toBe(c.topic);
      const [first] = a.answer.split('\n');
      expect(first).toMatch(c.first);
      for (const m of c.must ?? []) expect(a.answer).toMatch(m);
      for (const n of c.not ?? []) expect(a.answer).not.toMatch(n);
      // "Yes"/"No" only opens the answer to a yes/no question.
      if (/^(?:Yes|No)\b/.test(first ?? ''))
        expect(c.q).toMatch(/^\s*(?:can|could|is|are|should|do|does)\b/i);
      expect(a.answer.split('\n').length).toBeLessThanOrEqual(16);
    });
  }

  for (const q of NOT_MINE) {
    it(`leaves "${q}" to the other answers`, () => {
      expect(ask(q)).toBeUndefined();
    });
  }

  it('names its sources', () => {
    const a = ask('how many meals a day for my 8mo');
    expect(a?.sources).toContain('NHS');
    expect(a?.answer).toMatch(/Sources: NHS/);
  });
});
