/**
 * Parent questions on milk feeds, formula, bottles and cups, milk drinks, other drinks and
 * vitamins, written the way parents write them, each with what the first sentence must say and the
 * facts the answer must carry; and questions on other topics, which must be left to other answers.
 */
import { describe, expect, it } from 'vitest';
import { fixedWords, readAge } from '../answers';
import { answerMilkAndDrinks } from './milk-and-drinks';

function ask(question: string) {
  return answerMilkAndDrinks(question, fixedWords(question).join(' '), readAge(question));
}

/** The answer's first sentence (up to the first full stop or colon that ends a clause). */
function firstSentence(answer: string): string {
  return answer.split('\n')[0] ?? '';
}

interface Case {
  q: string;
  /** The first sentence must match. */
  first: RegExp;
  /** The whole answer must match each. */
  must?: RegExp[];
  /** The whole answer must match none. */
  not?: RegExp[];
}

const CASES: Case[] = [
  // ---------------------------------------------------------------- how much formula, how often
  {
    q: 'How much formula should my 3 month old have?',
    first: /^About 150-200 ml per kg/,
    must: [/follow your baby’s cues/, /2\.5 oz of formula per pound/, /\(NHS\)/, /\(AAP\)/],
  },
  {
    q: 'how many oz of formular does a 6kg baby need a day',
    first: /^About 900-1200 ml a day for 6 kg/,
    must: [/150-200 ml per kg/],
  },
  {
    q: 'how much formula for my newborn and how often',
    first: /^Small amounts that build up/,
    must: [/60-90 ml/, /every 3-4 hours/],
  },
  {
    q: 'How much milk should my 9mo drink now hes on solids? he has formula',
    first: /^As a guide, around 500-600 ml/,
    must: [/falling as meals grow/, /\(NHS\)/],
  },
  {
    q: 'Should I drop milk feeds now my 7 month old eats 3 meals?',
    first: /^Gradually, and by themselves/,
    must: [/500-600 ml/],
  },
  {
    q: 'how much formula does my 14 month old need',
    first: /^None needed for a 14-month-old/,
    must: [/whole cow's milk/, /300-400 ml/],
  },
  // ---------------------------------------------------------------------------- making formula
  {
    q: 'Can I make formula with cooled boiled water from the kettle?',
    first: /^No: make formula with water boiled and left to cool for no more than 30 minutes/,
    must: [/70°C/, /\(NHS, FSA\)/, /\(WHO\)/],
  },
  {
    q: 'how do i make up a formula bottle',
    first: /^Use fresh tap water, boiled and left to cool for no more than 30 minutes/,
    must: [/at least 70°C/, /exact number of level scoops/],
  },
  {
    q: 'can I make up bottles the night before for my 2 month old?',
    first: /^Best not: make each feed fresh/,
    must: [/fridge/, /24 hours/],
  },
  {
    q: 'Can I reheat the formula he didnt finish for the next feed?',
    first: /^No: throw away any formula left in the bottle/,
    must: [/never reheat/, /2 hours/, /\(CDC\)/],
  },
  {
    q: 'how long can made up formula sit out at room temperature',
    first: /^Up to 2 hours at most/,
    must: [/throw away/],
  },
  {
    q: 'can I add an extra bit of water to her formula to make it last, money is tight',
    first: /^No: always make formula exactly as the pack says/,
    must: [/too dilute/, /Healthy Start/],
  },
  {
    q: 'Should I put baby rice in his bottle to help him sleep? 4mo',
    first: /^No: always make formula exactly as the pack says/,
    must: [/choke/, /cereal/i, /\(AAP\)/],
  },
  {
    q: 'Is bottled water ok for making up formula?',
    first: /^Only if you must: bottled water is not recommended/,
    must: [/200 mg/, /250 mg/, /sulphate/, /boil it/],
  },
  {
    q: 'can I warm my babys botle in the microwave',
    first: /^No: never warm formula or breast milk in a microwave/,
    must: [/hot spots/],
  },
  // ------------------------------------------------------------------------- special formulas
  {
    q: 'my 3 month old has CMPA, can I use goats milk formula instead?',
    first: /^No: goat's or sheep's milk formula is not suitable/,
    must: [/extensively hydrolysed/, /amino acid/, /GP/],
  },
  {
    q: 'Can I switch my 4 month old to soya formula for his milk allergy?',
    first: /^No: not for a 4-month-old: soya formula is not recommended under 6 months/,
    must: [/prescription/, /GP/],
  },
  {
    q: 'I think my baby is allergic to cows milk, what formula should he have?',
    first: /^See your GP: a baby with cow’s milk protein allergy needs a special formula on prescription/,
    must: [/extensively hydrolysed/, /amino acid/],
  },
  {
    q: 'does my baby need lactose free formula? lots of wind',
    first: /^See your GP before changing formula/,
    must: [/not the same as a milk allergy/],
  },
  // -------------------------------------------------------------------- swaps, nights, follow-on
  {
    q: 'Can I swap one breastfeed for formula at 4 months?',
    first: /^Yes: you can swap breastfeeds for first infant formula/,
    must: [/one feed at a time/, /health visitor/],
  },
  {
    q: 'how do i start combination feeding my 8 week old',
    first: /^Gradually: swap one breastfeed at a time/,
    must: [/health visitor/],
  },
  {
    q: 'is it ok to change formula brands from aptamil to a cheaper one?',
    first: /^Yes: you can switch first infant formula brands/,
    must: [/same legal standards/],
  },
  {
    q: 'When should my baby stop night feeds? shes 8 months',
    first: /^There is no set age for an 8-month-old/,
    must: [/tooth decay/],
  },
  {
    q: 'can my 18 month old have a bottle of milk at bedtime to fall asleep?',
    first: /^No: do not put your child to bed with a bottle/,
    must: [/tooth decay/, /cup/],
  },
  {
    q: 'Do I need to move my 6 month old onto follow on milk?',
    first: /^No: follow-on formula and toddler or growing-up milks are not needed/,
    must: [/first infant formula/],
  },
  // -------------------------------------------------------------------------------- cow's milk
  {
    q: "Can I give cow's milk in his bottle instead of formula at 9 months?",
    first: /^No: until 12 months, breast milk or first infant formula should stay your baby's main drink/,
    must: [/iron/, /cooking/, /\(NHS\)/],
  },
  {
    q: 'can i use cows milk in my 7mo porridge',
    first: /^Yes: cow's milk is fine in cooking/,
    must: [/not as a drink until 12 months/],
  },
  {
    q: 'when can babies have cows milk as a drink',
    first: /^At 12 months/,
  },
  {
    q: 'Can my 15 month old have 2% milk?',
    first: /^No: not yet for a 15-month-old: whole milk until 2/,
    must: [/AAP/, /family history/],
  },
  {
    q: 'is skimmed milk ok for my 3 year old?',
    first: /^Semi-skimmed, yes; skimmed or 1%, not yet in the UK/,
    must: [/not until 5/, /AAP suggests low-fat \(1%\) or skim milk from 2/],
  },
  {
    q: 'my 2yo drinks about a litre of milk a day, is that too much?',
    first: /^That is too much: about 300-400 ml/,
    must: [/iron-deficiency anaemia/, /GP or health visitor/],
  },
  {
    q: 'how much milk should my toddler drink',
    first: /^About 300-400 ml \(10-14 oz\) a day for a toddler/,
    must: [/3 servings of dairy/],
  },
  {
    q: 'Can my 2 year old drink raw milk from the farm?',
    first: /^No: never give raw \(unpasteurised\) milk to a child/,
    must: [/\(CDC\)/, /\(NHS\)/],
  },
  // ---------------------------------------------------------------------------- bottles, cups
  {
    q: 'When should my baby stop using a bottle?',
    first: /^Around 12 months/,
    must: [/12-18 months/, /open or free-flow cup/],
  },
  {
    q: 'my 13mo still has bottles, how do I stop?',
    first: /^Now is a good time for a 13-month-old/,
    must: [/bedtime one last/],
  },
  {
    q: 'Is a sippy cup better than an open cup?',
    first: /^An open cup or a free-flow cup \(without a valve\) is best/,
  },
  {
    q: 'Can I put juice in her bottle and how much can she have? she is 2',
    first: /^No: never put juice or any sweet drink in a bottle/,
    must: [/At most 120 ml \(4 oz\)/, /tooth decay/],
  },
  // ------------------------------------------------------------------------------------ water
  {
    q: 'does my breastfed 2 month old need water when its hot?',
    first: /^Usually none for a 2-month-old: fully breastfed babies do not need any water/,
    must: [/Formula-fed babies may have a little cooled boiled water/],
  },
  {
    q: 'can I give my 5mo water instead of a milk feed',
    first: /^No: do not swap a milk feed for water/,
  },
  {
    q: 'can my 7 month old have watter',
    first: /^Yes for a 7-month-old: sips of tap water/,
  },
  // --------------------------------------------------------------------- squash, smoothies, juice
  {
    q: 'is no added sugar squash ok for my 2 year old?',
    first: /^No: squash, even no-added-sugar squash, is not recommended for a 2-year-old/,
    must: [/sweeteners/, /Water and milk/],
  },
  {
    q: 'how much smoothie can my 4 year old have a day',
    first: /^At most 120-180 ml \(4-6 oz\) of 100% juice a day for a 4-year-old/,
    must: [/150 ml/, /free sugars/],
  },
  {
    q: 'can my 10mo have apple juce',
    first: /^No: no juice or smoothie drinks for a 10-month-old/,
  },
  // ---------------------------------------------------------------------------------- vitamins
  {
    q: 'Does my breastfed baby need vitamin D drops?',
    first: /^Yes: breastfed babies need a daily vitamin D supplement of 8\.5-10 micrograms/,
    must: [/400 IU/, /500 ml/],
  },
  {
    q: 'does my formula fed 3 month old need vitamin d',
    first: /^No: not while your baby drinks 500 ml/,
    must: [/32 oz/],
  },
  {
    q: 'should my 2yo have vitamins?',
    first: /^Yes: the NHS advises vitamin A, C and D drops every day/,
    must: [/Healthy Start/],
  },
  {
    q: 'we are vegan, what supplements does my 18 month old need',
    first: /^With careful planning for an 18-month-old/,
    must: [/B12/, /iodine/, /dietitian/],
  },
  {
    q: 'how much iron does my 2 year old need',
    first: /^About 7 mg a day at 1-3 years/,
    must: [/6\.9 mg/, /vitamin C/],
  },
  // -------------------------------------------------------------- tea, coffee, fizzy, alcohol
  {
    q: 'can my 3yo have a tiny bit of my wine at christmas?',
    first: /^No: alcohol is not safe for a child in any amount/,
    must: [/blood sugar/],
    not: [/^Yes/],
  },
  {
    q: 'Is a cup of tea ok for my 2 year old?',
    first: /^No: tea is not suitable for children under 5/,
    must: [/iron/],
  },
  {
    q: 'can my 4yo have a sip of coke',
    first: /^No: fizzy drinks are not suitable for children under 5/,
    must: [/teeth/],
  },
  {
    q: 'are energy drinks ok for a 5 year old',
    first: /^No: energy drinks are not suitable for children under 5/,
    must: [/caffeine/],
  },
];

describe('answerMilkAndDrinks', () => {
  it('has at least 40 questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const c of CASES) {
    it(c.q, () => {
      const a = ask(c.q);
      expect(a, 'answered').toBeDefined();
      const answer = a?.answer ?? '';
      expect(firstSentence(answer)).toMatch(c.first);
      for (const m of c.must ?? []) expect(answer).toMatch(m);
      for (const n of c.not ?? []) expect(answer).not.toMatch(n);
      expect(answer).toMatch(/Sources: /);
      expect(a?.sources.length).toBeGreaterThan(0);
    });
  }

  it('opens with Yes or No only for a yes/no question', () => {
    for (const q of ['how much formula for a 2 month old', 'when should my baby stop using a bottle']) {
      expect(firstSentence(ask(q)?.answer ?? '')).not.toMatch(/^(?:Yes|No)\b/);
    }
  });

  it('answers the riskier part of a two-part question first', () => {
    const a = ask('how much juice can my 2 year old have, and can it go in a bottle?')?.answer ?? '';
    const lines = a.split('\n');
    expect(lines[0]).toMatch(/^No: never put juice/);
    expect(a).toMatch(/At most 120 ml/);
  });

  for (const q of [
    'can my 9 month old have honey?',
    'how do I serve grapes',
    'When should I introduce peanuts?',
    'how do I cook butternut squash for my 8 month old',
    'my baby is teething what can help',
    'is yogurt ok for my 7mo',
    'when do milk teeth come through',
    'how much salt can my 2 year old have',
    'can my 1 year old have oat milk?',
    'what is a good tea time meal for a toddler',
  ]) {
    it(`leaves "${q}" to other answers`, () => {
      expect(ask(q)).toBeUndefined();
    });
  }
});

describe('an age that could be under or over 6 months', () => {
  it('gives the water rule for both', () => {
    const a = ask('is it ok to give my baby some water')?.answer ?? '';
    expect(firstSentence(a)).toMatch(/^Under 6 months, usually none/);
    expect(a).toMatch(/From 6 months, sips of tap water/);
  });
  it('gives vitamin D from birth', () => {
    expect(firstSentence(ask('does my baby need vitamin d?')?.answer ?? '')).toMatch(
      /^Yes: breastfed babies need a daily vitamin D supplement of 8\.5-10 micrograms from birth/,
    );
  });
});
