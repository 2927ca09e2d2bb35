/**
 * Everyday feeding concerns, asked the way parents ask them: each answer's first sentence answers
 * what was asked, the key facts and warning signs are there, and questions about other topics are
 * left to the rest of the assistant (undefined).
 */
import { describe, expect, it } from 'vitest';
import { fixedWords, readAge } from '../answers';
import { answerEveryday } from './everyday';

function ask(question: string) {
  return answerEveryday(question, fixedWords(question).join(' '), readAge(question));
}

/** The answer's first sentence (up to the first full stop followed by a space). */
function firstSentence(answer: string): string {
  return answer.split('\n')[0]?.split(/(?<=\.)\s/)[0] ?? '';
}

interface Case {
  q: string;
  topic: string;
  /** What the first sentence must say. */
  first: RegExp;
  /** What the whole answer must say. */
  must?: RegExp[];
  /** What the answer must never say. */
  not?: RegExp[];
}

const GP = /GP or health visitor \(UK\) or your paediatrician \(US\)|111 \(UK\)|999 \(UK\)/;

const CASES: Case[] = [
  // Constipation after starting solids
  {
    q: 'my 7mo has been constipated since starting solids is this normal??',
    topic: 'constipation',
    first: /^Yes, it is common for a 7-month-old when babies start solids/,
    must: [
      /water/,
      /prunes/,
      /pears/,
      /Keep milk feeds/,
      /blood in the poo/,
      /no poo for a week/,
      GP,
      /\(NHS\)/,
    ],
  },
  {
    q: 'what can i give my 8 month old for constapation',
    topic: 'constipation',
    first: /^To ease it for an 8-month-old: offer sips of water/,
    must: [/prunes/, /swollen tummy/, /vomiting/],
  },
  {
    q: 'baby 9mo hasnt pooed in 4 days and strains, hard little pellets like rabbit droppings',
    topic: 'constipation',
    first: /common|To ease it/,
    must: [/fruit and veg/, GP],
  },
  {
    q: 'my 10 month old is constipated and there was blood in her poo',
    topic: 'constipation',
    first: /needs a doctor's check/,
    must: [/today/, /green vomit/],
    not: [/^Yes/],
  },
  {
    q: 'how do i know if my baby is constipated',
    topic: 'constipation',
    first: /^Signs of constipation: fewer than 3 poos a week/,
    must: [/rabbit droppings/],
  },
  {
    q: 'my 2 year old is constipated, she drinks loads of milk',
    topic: 'constipation',
    first: /^Constipation is common/,
    must: [/300-400 ml/],
  },
  // Poo changes
  {
    q: 'my 7 month olds poo went bright orange after carrots is that normal',
    topic: 'poo-changes',
    first: /^Yes, that is normal for a 7-month-old/,
    must: [/orange after carrots/, /white, pale or chalky/, /black, tarry/, /red blood/, GP],
  },
  {
    q: 'red poo after beetroot, should i worry? 8mo',
    topic: 'poo-changes',
    first: /normal/,
    must: [/pink after beetroot/, /not blood/],
  },
  {
    q: 'theres whole peas and sweetcorn in her nappy, 9 months, is she digesting anything',
    topic: 'poo-changes',
    first: /^Bits of undigested food in the poo are normal for a 9-month-old/,
    must: [/not a sign of allergy/],
  },
  {
    q: 'my 6mo has white chalky poo since starting solids',
    topic: 'poo-changes',
    first: /^White, pale or chalky grey poo is not normal and is not caused by food/,
    must: [/same day/, /liver/],
    not: [/^Yes/],
  },
  {
    q: 'black poo in my 10 month old, we havent given iron or blueberries',
    topic: 'poo-changes',
    first: /^Black, tarry poo that is not from iron or blueberries needs a doctor urgently/,
    must: [/111 \(UK\)/],
  },
  {
    q: 'dark green almost black poop since she started the iron drops, 7mo normal?',
    topic: 'poo-changes',
    first: /^Yes, dark green or black poo after iron drops/,
  },
  {
    q: 'green poo after spinach',
    topic: 'poo-changes',
    first: /^Poo changing colour after new foods is normal/,
  },
  {
    q: 'blood streaks in my 11mo stool after trying strawberries',
    topic: 'poo-changes',
    first: /^Blood in your child's poo is not a normal food change/,
  },
  // Spitting up
  {
    q: 'my 3 month old spits up after every feed is this normal',
    topic: 'spitting-up',
    first: /^Yes, it is normal: bringing up a little milk after feeds/,
    must: [/upright/, /projectile/, /green/, /not gaining weight/, /fewer wet nappies/, /\(NHS\)/],
  },
  {
    q: 'newborn possetting loads after bottles',
    topic: 'spitting-up',
    first: /^Bringing up a little milk after feeds/,
    must: [/flat on their back/],
  },
  {
    q: 'my 5 week old has projectile vomiting after feeds',
    topic: 'spitting-up',
    first: /^That is more than ordinary possetting/,
    must: [/same day/],
    not: [/^Yes/],
  },
  {
    q: 'baby spit up green stuff after his feed',
    topic: 'spitting-up',
    first: /^Green or yellow-green vomit.*is not ordinary possetting/,
    must: [/999 \(UK\) or 911 \(US\)/],
  },
  // Teething
  {
    q: 'my 8mo is teething and barely eating, is that normal',
    topic: 'teething',
    first: /^Yes, it is common for a teething baby to eat less for a few days/,
    must: [/milk feeds/, /fridge \(not the freezer\)/, /38°C/, /\(NHS\)/],
  },
  {
    q: 'is a fever of 38.5 from teething? my 10 month old is off her food',
    topic: 'teething',
    first: /^Teething does not cause a high temperature/,
    must: [/under 3 months/, /5 days/, /does not fade/],
  },
  {
    q: 'teething 2 month old has a temperature what do i do',
    topic: 'teething',
    first: /^Teething does not cause a high temperature/,
    must: [/A baby under 3 months with a temperature of 38°C/],
  },
  {
    q: 'what foods help a teething 9 month old with sore gums',
    topic: 'teething',
    first: /^It is common for a teething baby to eat less/,
    must: [/chilled yoghurt/, /amber/],
  },
  // Baby-led weaning vs purees
  {
    q: 'blw or purees which is better for my 6 month old',
    topic: 'baby-led-weaning',
    first: /^Both are fine for a 6-month-old/,
    must: [/combine/, /7 to 9 months/, /upright/, /never leave them alone/, /\(NHS\)/, /\(AAP\)/],
  },
  {
    q: 'is baby led weaning safe? im scared of choking',
    topic: 'baby-led-weaning',
    first: /^Baby-led weaning is safe when it is done right/,
    must: [/Gagging is common/],
  },
  {
    q: 'can we mix purees and blw',
    topic: 'baby-led-weaning',
    first: /^Both are fine/,
  },
  // Organic
  {
    q: 'should i buy organic for my 1 year old? is it healthier',
    topic: 'organic',
    first: /^Either is fine for a 12-month-old/,
    must: [/no good evidence/, /wash them/, /\(AAP\)/],
  },
  {
    q: 'is organic honey ok for my 10 month old',
    topic: 'organic',
    first: /^No, not organic honey either for a 10-month-old/,
    must: [/botulism/],
  },
  {
    q: 'organic baby pouches vs normal ones',
    topic: 'organic',
    first: /^Either is fine/,
    must: [/no lower in sugar or salt/],
  },
  // Storing and reheating
  {
    q: 'how long can homemade puree stay in the fridge',
    topic: 'storing-food',
    first: /^Up to 2 days in the fridge/,
    must: [/within an hour/, /ice-cube trays/, /about a month/, /never refreeze/, /\(NHS\)/],
  },
  {
    q: 'can i refreeze thawed baby food',
    topic: 'storing-food',
    first: /^No: never refreeze baby food/,
  },
  {
    q: 'can I reheat my 8mos bolognese twice',
    topic: 'storing-food',
    first: /^No: reheat baby food only once/,
    must: [/steaming hot/],
  },
  {
    q: 'left her puree out overnight is it still ok',
    topic: 'storing-food',
    first: /^Throw it away/,
  },
  {
    q: 'how long do frozen puree cubes last in the freezer',
    topic: 'storing-food',
    first: /^Frozen home-made purée is best used within about a month/,
  },
  {
    q: 'how long does expressed breast milk keep in the fridge',
    topic: 'storing-food',
    first: /^Expressed breast milk keeps up to 8 days in a fridge/,
    must: [/\(CDC\)/, /4 days/],
  },
  // Spicy food
  {
    q: 'can my 7mo have a mild chicken curry',
    topic: 'spicy-food',
    first: /^Yes, mild spices and herbs are fine from around 6 months for a 7-month-old/,
    must: [/without added salt/, /\(NHS\)/],
  },
  {
    q: 'is really spicy food bad for a 1 year old, we love hot sauce',
    topic: 'spicy-food',
    first: /^Very hot chilli is best avoided for a 12-month-old/,
    not: [/^Yes/],
  },
  {
    q: 'can i put spices in my 4 month olds food',
    topic: 'spicy-food',
    first: /^Not yet for a 4-month-old/,
  },
  // Salty processed foods and sauces
  {
    q: 'can i put jar cheese sauce on my 10 month olds broccoli',
    topic: 'salty-foods',
    first: /^Jar cheese sauce is too salty for a 10-month-old/,
    must: [/less than 1 g of salt a day/, /homemade sauce without salt/, /\(NHS\)/, /\(DGA\)/],
    not: [/^Yes/, /^Broccoli/],
  },
  {
    q: 'is it ok to use a stock cube in my 8mo babys stew',
    topic: 'salty-foods',
    first: /^Stock cubes are too salty for an 8-month-old/,
    must: [/2 g of salt/],
  },
  {
    q: 'is soy sauce ok on rice for my 2yo?',
    topic: 'salty-foods',
    first: /^Soy sauce is too salty for a 2-year-old/,
    must: [/no more than 2 g of salt a day/],
  },
  {
    q: 'are baked beans and sausages too salty for my 18 month old',
    topic: 'salty-foods',
    first: /^Baked beans are salty, so keep them small and occasional/,
    must: [/reduced-salt-and-sugar baked beans/],
  },
  {
    q: 'can my 9 month old have crisps',
    topic: 'salty-foods',
    first: /^Crisps are salty and best avoided for babies/,
  },
  // Sweets and choking
  {
    q: 'my 2 year old keeps eating the jelly cubes out of the packet is that ok',
    topic: 'sweets-choking',
    first: /^Raw jelly cubes are a choking hazard for a 2-year-old/,
    must: [/\(FSA\)|FSA/, /marshmallows/],
    not: [/^Yes/],
  },
  {
    q: 'can my 3yo have jellybeans',
    topic: 'sweets-choking',
    first: /^Not for under-5s: jellybeans and chewy sweets are choking hazards/,
    must: [/sugar/],
  },
  {
    q: 'my toddler swallowed his chewing gum',
    topic: 'sweets-choking',
    first: /^A swallowed piece of chewing gum usually passes through/,
  },
  {
    q: 'lollipops and hard sweets ok for a 4 year old?',
    topic: 'sweets-choking',
    first: /^Not for under-5s: hard sweets/,
  },
  {
    q: 'my 1yo ate a few jelly beans at a party, is he ok',
    topic: 'sweets-choking',
    first: /^If your child ate them without choking and is breathing and talking normally, they are fine now/,
    must: [/999 \(UK\) or 911 \(US\)/],
  },
  {
    q: 'is popcorn ok for a 3 year old',
    topic: 'sweets-choking',
    first: /^Not for under-5s: popcorn is a choking hazard for young children\./,
  },
  {
    q: 'is organic formula better',
    topic: 'organic',
    first: /^Organic infant formula is fine but no better/,
  },
  {
    q: 'my 11mo drooling a lot and biting everything, not eating, is it teeth',
    topic: 'teething',
    first: /^It is common for a teething baby to eat less/,
  },
  {
    q: 'what can i give my 6 month old for hard poos, is prune juice ok',
    topic: 'constipation',
    first: /^To ease it for a 6-month-old/,
    must: [/prune or pear juice, well diluted/],
  },
  {
    q: 'is it ok to put her dinner in the fridge overnight, 9mo',
    topic: 'storing-food',
    first: /^Cool home-made baby food quickly and put it in the fridge/,
  },
  // Accidental exposures
  {
    q: 'my baby licked honey by accident, what do i watch for',
    topic: 'honey-accident',
    first: /^Watch over the next few days and weeks for constipation/,
    must: [/floppiness/, /droopy eyelids/, /weak suck/, /see a doctor at once/, /no more honey/, /\(CDC\)/],
    not: [/^Yes/],
  },
  {
    q: 'my mum gave my 7mo a bit of hunny on a spoon, is she going to be ok',
    topic: 'honey-accident',
    first: /^(?:A lick of honey is very unlikely to harm|Watch over)/,
    must: [/botulism/],
  },
  {
    q: 'my 14 month old ate some honey by mistake',
    topic: 'honey-accident',
    first: /^A bit of honey is not a worry for a 14-month-old/,
  },
  {
    q: 'my toddler ate raw cookie dough what should i look out for',
    topic: 'raw-dough',
    first: /^Watch for diarrhoea, vomiting, tummy cramps or a fever/,
    must: [/E\. coli/, /blood in the poo/, /dehydration/, /\(CDC\)/],
  },
  {
    q: 'can my 2yo lick the cake batter spoon',
    topic: 'raw-dough',
    first: /^(?:Raw cookie dough and cake batter are not recommended|Watch for)/,
    must: [/raw flour/],
    not: [/^Yes/],
  },
  // Alcohol
  {
    q: 'can my 3 year old have a tiny sip of beer',
    topic: 'alcohol',
    first: /^No alcohol for a 3-year-old, not even a sip/,
    must: [/\(NHS\)/],
  },
  {
    q: 'is it ok to cook with wine for my 1 year old, it burns off right',
    topic: 'alcohol',
    first: /^No alcohol for a 12-month-old/,
    must: [/does not burn off all the alcohol/],
  },
  {
    q: 'my 2yo drank some of my wine by accident',
    topic: 'alcohol',
    first: /^Call 111 \(UK\) or Poison Control/,
    must: [/blood sugar/, /999 \(UK\) or 911 \(US\)/],
  },
  {
    q: 'can i have a glass of wine while breastfeeding my 4 month old',
    topic: 'alcohol',
    first: /^An occasional drink is unlikely to harm your breastfed baby/,
    must: [/2 to 3 hours/],
  },
];

describe('answerEveryday: each question answered, first sentence first', () => {
  it('has at least 40 questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });
  for (const c of CASES) {
    it(c.q, () => {
      const a = ask(c.q);
      expect(a, 'answered').toBeDefined();
      if (!a) return;
      expect(a.topic).toBe(c.topic);
      expect(firstSentence(a.answer)).toMatch(c.first);
      for (const m of c.must ?? []) expect(a.answer).toMatch(m);
      for (const n of c.not ?? []) expect(a.answer).not.toMatch(n);
      expect(a.sources.length).toBeGreaterThan(0);
      expect(a.answer).toMatch(/Sources: /);
    });
  }
});

describe('answerEveryday: two-part questions', () => {
  it('answers both, the riskier first', () => {
    const a = ask('my 8mo licked honey and is also a bit constipated, what do I do');
    expect(a?.topic).toBe('honey-accident');
    expect(a?.answer).toMatch(/botulism[\s\S]*Constipation|botulism[\s\S]*constipat/);
    const parts = a?.answer.split('\n\n') ?? [];
    expect(parts.length).toBe(2);
    expect(parts[1]).toMatch(/prunes/);
  });
  it('a sauce with a spicy dish: the salt first', () => {
    const a = ask('can i give my 9 month old curry made with a jar curry sauce');
    expect(a?.topic).toBe('salty-foods');
    expect(a?.answer).toMatch(/mild spices/i);
  });
  it('honey named beside storing food: no honey first', () => {
    const a = ask('how long does puree keep in the fridge and can I sweeten it with honey, 7mo');
    expect(a?.topic).toBe('honey');
    expect(firstSentence(a?.answer ?? '')).toMatch(/^No honey for a 7-month-old/);
    expect(a?.answer).toMatch(/Up to 2 days in the fridge/);
  });
});

describe('answerEveryday: other topics are left to the rest of the assistant', () => {
  const others = [
    'can my 9 month old have honey?',
    'when can my baby have honey',
    'how much salt can a 1 year old have',
    'my toddler is so fussy and refuses vegetables',
    'how do I serve grapes to my 2yo?',
    'when should I introduce peanuts',
    'can my 10mo have cows milk',
    'my baby has a rash after eating egg',
    'what are good first foods',
    'how many teeth should a 1 year old have',
    'can my 8 month old have frozen blueberries',
    'are sweet peppers ok for a 7 month old',
    'has my baby drunk enough milk today',
    'apple cider vinegar in salad dressing for toddler',
    'how do I brush my toddlers teeth',
    'is play doh safe if she eats a bit',
    '',
  ];
  for (const q of others) {
    it(q || '(empty)', () => {
      expect(ask(q)).toBeUndefined();
    });
  }
});
