/**
 * Sourced answers on milk feeds and drinks: how much formula by age and how milk feeds drop as
 * solids grow, making up formula safely, cow's milk protein allergy and special formulas, swapping
 * and combining feeds, night feeds, follow-on and toddler milks, cow's milk (when, which fat, how
 * much, raw milk), bottles and cups, water for babies, squash, smoothies and juice, vitamins (D,
 * A-C-D drops, B12 for vegans, iron), and tea, coffee, fizzy and energy drinks and alcohol.
 *
 * A question can have two parts ("juice in a bottle, and how much?"): both are answered, the
 * riskier first. The first sentence answers what was asked: "Yes"/"No" for a yes/no question, the
 * amount for "how much", the age for "when". Where UK (NHS) and US (AAP) guidance differ, the
 * answer says so. Anything medical points to the GP, health visitor or paediatrician.
 *
 * Plain questions on plant drinks are left to the plant drinks answer; anything outside these
 * topics gets `undefined`, for other answers to take.
 */
import { Reply, type BuiltInAnswer, type ReadAge } from '../reply';

type Source = Parameters<Reply['rule']>[1];

/** Misspellings parents make of this topic's words, corrected before reading the question. */
const TOPIC_MISSPELLINGS: Readonly<Record<string, string>> = {
  formular: 'formula',
  fomula: 'formula',
  forumla: 'formula',
  formla: 'formula',
  formulla: 'formula',
  fourmula: 'formula',
  formual: 'formula',
  furmula: 'formula',
  formulars: 'formula',
  botle: 'bottle',
  bottel: 'bottle',
  bottl: 'bottle',
  botles: 'bottles',
  bottels: 'bottles',
  vitamine: 'vitamin',
  vitamen: 'vitamin',
  vitimin: 'vitamin',
  vitiman: 'vitamin',
  vitamn: 'vitamin',
  vitamines: 'vitamins',
  vitimins: 'vitamins',
  vitamens: 'vitamins',
  vit: 'vitamin',
  mlik: 'milk',
  milkk: 'milk',
  millk: 'milk',
  juce: 'juice',
  jiuce: 'juice',
  juise: 'juice',
  jucie: 'juice',
  smoothy: 'smoothie',
  smothie: 'smoothie',
  smoothe: 'smoothie',
  smoothys: 'smoothies',
  watter: 'water',
  warter: 'water',
  sqaush: 'squash',
  squosh: 'squash',
  skimed: 'skimmed',
  semiskimmed: 'semi skimmed',
  coffe: 'coffee',
  cofee: 'coffee',
  caffiene: 'caffeine',
  cafeine: 'caffeine',
  caffine: 'caffeine',
  unpasturised: 'unpasteurised',
  unpasteurized: 'unpasteurised',
  unpasturized: 'unpasteurised',
  pasturised: 'pasteurised',
  pasteurized: 'pasteurised',
  sippie: 'sippy',
  nite: 'night',
  nigth: 'night',
  hydrolized: 'hydrolysed',
  hydrolyzed: 'hydrolysed',
  hydrolised: 'hydrolysed',
  sugarfree: 'sugar free',
  followon: 'follow on',
  wholemilk: 'whole milk',
  cowsmilk: 'cows milk',
  cowmilk: 'cows milk',
  alchohol: 'alcohol',
  alcohal: 'alcohol',
  alcahol: 'alcohol',
  alchol: 'alcohol',
  anemia: 'anaemia',
  anemic: 'anaemic',
  ozs: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  mls: 'ml',
  millilitres: 'ml',
  milliliters: 'ml',
};

/** What the question asks, read from its clauses. */
interface Ask {
  /** A yes/no question ("can I", "is it ok", "should I"). */
  yesno: boolean;
  /** "How much", "how many ml". */
  howMuch: boolean;
  /** "When", "what age". */
  when: boolean;
}

interface Context extends Ask {
  /** The question's words, lower case, misspellings fixed. */
  t: string;
  /** The parent's raw words (for "2%" and the like). */
  q: string;
  age: ReadAge | undefined;
}

interface Part {
  topic: string;
  /** Higher is riskier: the riskier part is answered first. */
  risk: number;
  write: (r: Reply, c: Context) => void;
}

const YESNO_START =
  /^(?:(?:hi|hello|hey|help|please|quick question|question|so|and|but|also|sorry)\s+)*(?:can|could|is|are|should|shall|do|does|did|may|will|would|must|am|ok|okay|its|it is|any harm|alright|what if i)\b/;
const YESNO_ANYWHERE =
  /\b(?:is (?:it|that|this) (?:ok|okay|safe|fine|alright|bad|normal|too much|enough|a problem)|(?:ok|okay|safe|alright|fine|allowed)$|is that right|right$)\b/;
const YESNO_INSIDE =
  /(?<!\b(?:how|what|where|which|when|why|who) )\b(?:can|could|should|may|is it ok to) (?:i|we|he|she|they|my|our|you)\b/;
const HOW_MUCH = /\bhow (?:much|many)\b|\bwhat (?:amount|quantity)\b|\bhow (?:often|long)\b/;
const WHEN =
  /^(?:when|at what age|what age)\b|\bwhen (?:can|should|do|does|to|is|will|are)\b|\bwhat age\b|\bhow old\b/;

function readAsk(question: string, t: string): Ask {
  const clauses = question
    .toLowerCase()
    .split(
      /[?!.;,]|\b(?:and also|also|and|plus)\b(?= (?:how|what|when|can|could|should|is|do|does|are|will))/,
    )
    .map((c) => fixed(c))
    .filter(Boolean);
  const yesno = clauses.some((c) => YESNO_START.test(c) || YESNO_ANYWHERE.test(c) || YESNO_INSIDE.test(c));
  return { yesno, howMuch: HOW_MUCH.test(t), when: WHEN.test(t) };
}

/** Lower-case words with this topic's misspellings fixed. */
function fixed(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => TOPIC_MISSPELLINGS[w] ?? w)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Ages and openings
// ---------------------------------------------------------------------------------------------

const below = (age: ReadAge | undefined, months: number): boolean => age !== undefined && age.max < months;
const from = (age: ReadAge | undefined, months: number): boolean => age !== undefined && age.min >= months;
const forWho = (age: ReadAge | undefined) => (age ? ` for ${age.phrase}` : '');
const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** "No: body" for a yes/no question; otherwise the plain answer. */
function lead(c: Context, word: 'Yes' | 'No', body: string, otherwise?: string): string {
  return c.yesno ? `${word}: ${body}` : capital(otherwise ?? body);
}

/** A sourced rule, once per answer. */
function rule(r: Reply, text: string, ...sources: Source[]) {
  if (r.lines.some((l) => l.startsWith(`- ${text} (`))) return;
  r.rule(text, ...sources);
}

const GP = 'If you are worried, talk to your GP, health visitor or paediatrician.';

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const FORMULA = /\b(?:formula|formulas|bottle fed|formula fed|ff|scoops?|powder(?:ed)? milk)\b/;
const BOTTLE = /\b(?:bottles?|teats?)\b/;
const BREAST =
  /\b(?:breast ?(?:milk|feed\w*|fed)|breastfeed\w*|breastfed|nursing|nurse|bf|ebm|expressed milk)\b/;
const BABY_WORDS =
  /\b(?:baby|babys|babies|infant|newborn|toddler|child|kid|son|daughter|he|she|him|her|lo)\b/;
const OTHER_MILK =
  /\b(?:breast|formula|oat|oats|soy|soya|almond|rice|coconut|plant|toddler|follow on|growing up|chocolate|flavoured|flavored|strawberry|pea|hemp|nut|cashew|hazelnut|expressed|powdered|condensed|evaporated|goats?|sheeps?|camel|lactose free|a2) milks?\b/;
/** Milk as an ingredient or a word that is not milk ("milk teeth"). */
const NOT_A_MILK_DRINK =
  /\bmilk (?:teeth|tooth|spots?|yogh?urts?|cheese|kefir|butter|chocolate|thistle|bottle scores?)\b/;
const COWS_MILK_WORDS =
  /\b(?:cows milk|cow milk|whole milk|full fat milk|full cream milk|semi skimmed|semi skim|skimmed|skim|skim milk|low fat milk|lowfat milk|reduced fat milk|fat free milk|dairy milk|regular milk|normal milk|fresh milk|pasteurised milk|blue top|green top|red top|1 milk|2 milk|1 percent|2 percent)\b/;

function mentionsCowsMilk(c: Context): boolean {
  if (COWS_MILK_WORDS.test(c.t) || /\b[12](?:\.\d)? ?%/.test(c.q)) return true;
  if (!/\bmilk\b/.test(c.t) || NOT_A_MILK_DRINK.test(c.t)) return false;
  // "milk" on its own, not breast milk, formula or a plant drink.
  const bare = c.t
    .replace(new RegExp(OTHER_MILK.source, 'g'), ' ')
    .replace(/\bmilk (?:feeds?|feeding)\b/g, ' ');
  if (!/\bmilk\b/.test(bare)) return false;
  // A baby's "milk" is their breast milk or formula, unless the parent means it instead of them.
  return (
    !below(c.age, 12) ||
    /\binstead of (?:formula|breast|her formula|his formula)|\bin (?:his|her|the|their) bottle\b/.test(c.t)
  );
}

const ALCOHOL =
  /\b(?:alcohol\w*|wine|beer|lager|cider|prosecco|champagne|vodka|gin|rum|whisky|whiskey|brandy|shandy|booze|cocktails?|baileys|sherry|port)\b/;
const NOT_ALCOHOL = /\b(?:vinegar|alcohol free wipes?|wipes?|hand gel|sanitiser|sanitizer|ginger|rump)\b/;
const TEA = /\btea\b/;
const NOT_TEA_DRINK =
  /\b(?:for|at|after|before|dinner|lunch|high|afternoon) tea\b|\btea ?time\b|\btea ?spoons?\b|\bteaspoons?\b/;
const COFFEE = /\b(?:coffee|caffeine|caffeinated|espresso|latte|cappuccino|decaf|frappuccino)\b/;
const FIZZY =
  /\b(?:fizzy|soda|sodas|cola|coke|pepsi|lemonade|sprite|fanta|diet coke|pop|soft drinks?|carbonated|sparkling water)\b/;
const ENERGY = /\b(?:energy drinks?|red bull|monster|lucozade|relentless|prime)\b/;
const RAW_MILK =
  /\b(?:raw|unpasteurised|unpasteurized|unpasturised|farm fresh|straight from the (?:cow|farm)|green top)\b/;
const SQUASH_DRINK =
  /\b(?:squash|cordial|ribena|fruit shoot|robinsons|no added sugar drinks?|sugar free drinks?|diet drinks?|sweeteners?|sweetened drinks?)\b/;
const FOOD_SQUASH =
  /\b(?:butternut|summer|winter|acorn|spaghetti|kabocha|patty pan) squash\b|\bsquash (?:soup|puree|mash|risotto|chunks?|fries|wedges|cubes?)\b|\b(?:roast\w*|steam\w*|mash\w*|puree\w*|cook\w*|serve\w*|cut\w*|bake\w*) (?:the |some )?squash\b/;
const JUICE = /\b(?:juices?|smoothies?|fruit drinks?)\b/;
const SUGARY =
  /\b(?:juices?|squash|cordial|ribena|sugary|sweet|sweetened|fizzy|soda|cola|coke|smoothies?|chocolate milk|flavoured milk|flavored milk|milkshake|sugar water|honey)\b/;
const WATER = /\bwater\b/;
const VITAMINS =
  /\b(?:vitamins?|vitamin [a-z0-9]+|abidec|dalivit|healthy start|multivitamins?|(?:vitamin|iron|b12|iodine|d|dietary) supplements?|b12|iodine|vegan\w*)\b/;
const IRON = /\biron\b/;

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

const alcohol: Part = {
  topic: 'drinks-alcohol',
  risk: 100,
  write(r, c) {
    r.add(
      lead(
        c,
        'No',
        'alcohol is not safe for a child in any amount, not even a sip or a tiny bit of wine or beer.',
        'None: alcohol is not safe for a child in any amount, not even a sip.',
      ),
      'A young child\'s body cannot deal with alcohol: even a small amount can drop their blood sugar and make them drowsy, floppy or seriously unwell. This rule has no exception for "just a little".',
      'If your child has drunk alcohol and seems drowsy, floppy, sick or is breathing oddly, call your local emergency number now.',
    );
    rule(r, 'Children should not drink alcohol: an alcohol-free childhood is the healthiest option.', 'NHS');
    rule(
      r,
      'Even small amounts of alcohol can be dangerous for young children, causing low blood sugar, seizures or breathing problems.',
      'AAP',
    );
  },
};

function caffeineAndFizzy(c: Context): Part {
  const energy = ENERGY.test(c.t);
  const coffee = COFFEE.test(c.t);
  const tea = TEA.test(c.t) && !NOT_TEA_DRINK.test(c.t);
  const what = energy ? 'energy drinks' : coffee ? 'coffee' : tea ? 'tea' : 'fizzy drinks';
  return {
    topic: 'drinks-caffeine-fizzy',
    risk: energy ? 85 : 75,
    write(r) {
      const why = energy
        ? 'they are packed with caffeine and sugar (or sweeteners) and can cause a racing heart, sleep problems and anxiety'
        : coffee
          ? 'caffeine is a stimulant that affects sleep and behaviour, and coffee reduces how much iron the body takes in'
          : tea
            ? 'tea (black, green, herbal or decaf) reduces how much iron your child takes in from food, especially with meals, and sugar in it harms teeth'
            : 'they are sugary or sweetened and acidic, which damages teeth, and cola has caffeine';
      r.add(
        lead(
          c,
          'No',
          `${what} ${what.endsWith('s') ? 'are' : 'is'} not suitable for children under 5${forWho(c.age) ? `, including ${c.age?.phrase}` : ''}: ${why}.`,
          `Not for under-5s: ${why}.`,
        ),
        'Water and milk are the best drinks for young children.',
      );
      if (tea || coffee)
        rule(
          r,
          'Tea and coffee are not suitable for babies or young children: they reduce iron absorption, and added sugar causes tooth decay.',
          'NHS',
        );
      if (!tea && !coffee && !energy)
        rule(
          r,
          'Fizzy drinks are acidic and can damage tooth enamel, so they are not suitable for young children.',
          'NHS',
        );
      if (energy)
        rule(r, 'Energy drinks are high in caffeine and sugar and are not suitable for children.', 'NHS');
      rule(
        r,
        'Children under 5 should have no drinks with caffeine, and no sugary or sweetened drinks.',
        'AAP',
      );
    },
  };
}

const rawMilk: Part = {
  topic: 'milk-raw',
  risk: 90,
  write(r, c) {
    r.add(
      lead(
        c,
        'No',
        'never give raw (unpasteurised) milk to a child: it can carry germs such as E. coli, Salmonella, Listeria and Campylobacter that cause serious illness, and young children are most at risk.',
        'Never for children: raw (unpasteurised) milk can carry germs such as E. coli, Salmonella, Listeria and Campylobacter that cause serious illness.',
      ),
      "Use pasteurised milk: whole cow's milk as a drink from 12 months (in cooking from 6 months).",
    );
    rule(r, 'Children should not have unpasteurised (raw) milk or cream.', 'NHS');
    rule(
      r,
      'Raw milk can carry harmful germs; young children are among those most likely to get seriously ill.',
      'CDC',
    );
  },
};

// ------------------------------------------------------------------------- making up formula

const DILUTE =
  /\b(?:(?:extra|more)(?: \w+){0,2} water|extra water|more water|add(?:ing)? (?:some |a bit of |more )?water|water (?:it |them )?down|watered down|weaker|dilut\w*|less powder|fewer scoops?|half scoops?|half a scoop|stretch\w*|make (?:the |it |our )?formula last|extra scoops?|more powder|more scoops?|stronger|thicker|heaped scoops?)\b/;
const ADD_TO_BOTTLE =
  /\b(?:add|adding|put|putting|mix|mixing)\b(?: \w+){0,4} (?:cereal|baby rice|rice|porridge|oats|sugar|honey|rusk|weetabix|thickener|syrup|chocolate)\b(?: \w+){0,4} (?:bottle|formula|milk)\b|\b(?:cereal|baby rice|rice|porridge|oats|sugar|honey|rusk|weetabix|syrup) (?:in|into) (?:the |his |her |their |a )?(?:bottle|formula)\b/;
const LEFTOVER =
  /\b(?:reheat\w*|re heat\w*|warm (?:it |them )?(?:up )?again|left ?overs?|leftover|rest of the (?:bottle|formula)|half (?:a |the )?bottle|unfinished|(?:didnt|doesnt|did not|does not|wont) finish|save (?:it|the|them)|keep (?:it|the|them|leftover|formula)|reuse|re use|use (?:it |them )?again|later feed|next feed|after an hour|hours? later|sat out|left out|sitting out|room temperature|how long (?:can|does|is|will)|still (?:ok|good|safe)|go off|goes off)\b/;
const BOTTLED_WATER =
  /\b(?:bottled water|mineral water|spring water|evian|volvic|buxton|highland spring|nestle pure life)\b/;
const PREP =
  /\b(?:make|making|made|prepare|preparing|prep|mix|mixing|make up|making up|boil\w*|kettle|70|70c|degrees|temperature|hot water|cooled boiled|cold water|tap water|fridge|in advance|ahead|night before|batch|flask|microwave\w*|perfect prep|prep machine|sterili\w*)\b/;

function formulaDilute(c: Context): Part {
  const added = ADD_TO_BOTTLE.exec(c.t)?.[0];
  const cereal = added && /\b(?:cereal|baby rice|rice|porridge|oats|rusk|weetabix)\b/.test(added);
  const honey = added && /\bhoney\b/.test(added);
  return {
    topic: 'formula-making',
    risk: 88,
    write(r) {
      r.add(
        lead(
          c,
          'No',
          'always make formula exactly as the pack says, with the right amount of water for the number of scoops, and add nothing else to the bottle.',
          'Make formula exactly as the pack says, and add nothing else to the bottle.',
        ),
        'Extra water makes the feed too dilute, so your baby does not get enough to grow and can become unwell; extra powder can dehydrate them and cause constipation.',
      );
      if (cereal)
        r.add(
          'Cereal or baby rice in a bottle can make a baby choke and overfeed, and it does not help them sleep. Solid food starts from around 6 months, from a spoon or fingers. (A thickener for reflux only if your doctor prescribes it.)',
        );
      if (honey) r.add('Never honey before 12 months: it can cause infant botulism.');
      if (/\b(?:afford|money|cost|expensive|cheap\w*|run(?:ning)? out|last longer)\b/.test(c.t))
        r.add(
          'If money is tight, any first infant formula will do (the cheapest is as good as the dearest), and your health visitor, Healthy Start (UK) or WIC (US) can help with the cost.',
        );
      rule(
        r,
        'Use the exact amount of water and powder on the pack; never add extra water or powder, or sugar or cereals, to a feed.',
        'NHS',
      );
      rule(r, 'Do not put cereal in a baby’s bottle unless your doctor advises it.', 'AAP');
    },
  };
}

function formulaLeftover(c: Context): Part {
  const breast = BREAST.test(c.t) && !FORMULA.test(c.t);
  return {
    topic: 'formula-making',
    risk: 70,
    write(r) {
      const howLong = /\bhow long\b/.test(c.t);
      if (breast) {
        r.add(
          howLong
            ? 'Within 1-2 hours: expressed breast milk left over from a feed should be thrown away within 1-2 hours of the feed, and not saved for the next one.'
            : lead(
                c,
                'No',
                'expressed breast milk left over from a feed should be thrown away within 1-2 hours, not saved or reheated for the next feed.',
              ),
        );
        rule(
          r,
          'Leftover breast milk from a feed should be used within 2 hours after the baby finishes, then thrown away.',
          'CDC',
        );
        return;
      }
      r.add(
        howLong
          ? 'Up to 2 hours at most: use made-up formula within 2 hours, and throw away whatever is left after a feed (within an hour of the feed starting is safest); never reheat it.'
          : lead(
              c,
              'No',
              'throw away any formula left in the bottle after a feed, and never reheat or save it for the next feed.',
              'Throw it away: formula left in the bottle after a feed should not be kept, reheated or saved for later.',
            ),
        "Germs from your baby's mouth and from the air grow quickly in warm milk. Make a fresh feed each time, and never warm a bottle in the microwave (it heats unevenly and can scald).",
      );
      rule(
        r,
        'Throw away any formula that has not been used within 2 hours, and any left over after a feed; never reheat it.',
        'NHS',
      );
      rule(
        r,
        'Use prepared formula within 2 hours, and within 1 hour from when the feed starts; throw away what is left.',
        'CDC',
      );
    },
  };
}

const bottledWater: Part = {
  topic: 'formula-making',
  risk: 60,
  write(r, c) {
    r.add(
      c.yesno
        ? 'Only if you must: bottled water is not recommended for making up formula, because it can contain too much sodium (salt) or sulphate; boiled tap water is best.'
        : 'Boiled tap water is best: bottled water is not recommended for making up formula, because it can contain too much sodium (salt) or sulphate.',
      'If you have to use bottled water, check the label: sodium (Na) under 200 mg per litre and sulphate (SO or SO4) under 250 mg per litre. It is not sterile, so boil it first, just like tap water.',
    );
    rule(
      r,
      'Bottled water is not recommended for formula; if used, it should have less than 200 mg/l sodium and 250 mg/l sulphate, and still be boiled.',
      'NHS',
    );
  },
};

function formulaPrep(c: Context): Part {
  const advance = /\b(?:in advance|ahead|night before|batch|fridge|going out|day out|flask)\b/.test(c.t);
  const coldWater =
    /\b(?:cold water|cooled boiled|tap water|room temperature water|without boiling|not boil\w*|dont boil|do i (?:have|need) to boil|need to boil)\b/.test(
      c.t,
    );
  const microwave = /\bmicrowave\w*\b/.test(c.t);
  return {
    topic: 'formula-making',
    risk: microwave ? 65 : 55,
    write(r) {
      if (microwave) {
        r.add(
          lead(
            c,
            'No',
            'never warm formula or breast milk in a microwave: it heats unevenly and can leave hot spots that scald your baby’s mouth.',
          ),
          'Stand the bottle in a jug of warm water instead, shake it, and test a few drops on the inside of your wrist: it should feel warm, not hot.',
        );
      } else if (advance) {
        r.add(
          c.yesno
            ? 'Best not: make each feed fresh when your baby needs it, because germs grow in made-up formula.'
            : 'Make each feed fresh when your baby needs it, because germs grow in made-up formula.',
          'If you have to make one ahead, cool it quickly under a cold tap and keep it at the back of the fridge (5°C or below) for no more than 24 hours. For going out, take hot boiled water in a clean flask and the powder separately, and make the feed when needed.',
        );
      } else {
        r.add(
          coldWater && c.yesno
            ? 'No: make formula with water boiled and left to cool for no more than 30 minutes, so it is still at least 70°C: water that hot kills any germs in the powder, which is not sterile.'
            : 'Use fresh tap water, boiled and left to cool for no more than 30 minutes, so it is still at least 70°C: water that hot kills any germs in the powder, which is not sterile.',
          'Pour the water into the sterilised bottle first, then add the exact number of level scoops the pack says, shake, cool the bottle under a cold tap, and check a few drops on your wrist: warm, not hot.',
        );
      }
      rule(
        r,
        'Make up each feed with water boiled and left to cool for no more than 30 minutes, so it is at least 70°C.',
        'NHS',
        'FSA',
      );
      rule(
        r,
        'Powdered formula should be made up with water of at least 70°C to kill harmful bacteria.',
        'WHO',
      );
      if (advance)
        rule(
          r,
          'If a feed must be made in advance, keep it at the back of the fridge and use it within 24 hours.',
          'NHS',
        );
    },
  };
}

// ---------------------------------------------------------------------------------- amounts

/** The baby's weight in kg, when the question gives it ("6kg", "13 lbs"). */
function weightKg(t: string): number | undefined {
  const m = /\b(\d+(?:\.\d+)?) ?(kg|kgs|kilos?|kilograms?|lb|lbs|pounds?)\b/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const kg = /^k/.test(m[2] ?? '') ? n : n * 0.4536;
  return kg >= 1.5 && kg <= 15 ? kg : undefined;
}

const round10 = (n: number) => Math.round(n / 10) * 10;

const formulaAmount: Part = {
  topic: 'formula-amount',
  risk: 40,
  write(r, c) {
    const kg = weightKg(c.t);
    const often = /\bhow often\b|\bhow many (?:feeds|bottles|times)\b|\bhow long between\b/.test(c.t);
    const dropping = /\b(?:drop\w*|cut\w*|reduce\w*|fewer|less|stop\w*|replace\w*)\b/.test(c.t);
    const age = c.age;
    if (from(age, 12)) {
      r.add(
        `None needed${forWho(age)}: from 12 months your child does not need formula; swap it for whole cow's milk in a cup, about 300-400 ml (10-14 oz) a day, alongside 3 meals and 2 snacks.`,
      );
      rule(
        r,
        'From 12 months, first infant formula is not needed: whole cow’s milk can be the main drink.',
        'NHS',
      );
      return;
    }
    if (age && age.min >= 6) {
      const m = age.months ?? age.min;
      r.add(
        m < 7
          ? `At ${m} months milk is still most of what your baby needs: keep offering their usual breast milk or formula feeds as solids start, and let feeds fall slowly as meals grow, to around 500-600 ml (17-20 oz) of formula a day from 7 months.`
          : dropping && !c.howMuch
            ? `Gradually, and by themselves: as ${age.phrase} eats more, milk feeds fall, to around 500-600 ml (17-20 oz) of formula a day as a guide from 7 to 12 months. Keep offering milk; cut a feed only as meals replace it.`
            : `As a guide, around 500-600 ml (17-20 oz) of formula a day${forWho(age)}, usually over 3-4 milk feeds, falling as meals grow until 12 months.`,
        'Every baby is different: follow their cues, and offer milk after or between meals so it does not replace food.',
      );
    } else if (age && (age.months ?? age.max) < 1) {
      r.add(
        `Small amounts that build up: after the first few days, a newborn usually takes about 60-90 ml (2-3 oz) a feed, every 3-4 hours or when hungry (8 or more feeds in 24 hours at first).`,
        'Feed when your baby shows hunger cues (rooting, sucking fists), and let them stop when they turn away.',
      );
    } else {
      const total = kg
        ? `about ${round10(kg * 150)}-${round10(kg * 200)} ml a day for ${kg.toFixed(1).replace(/\.0$/, '')} kg`
        : undefined;
      r.add(
        `${total ? capital(total) : 'About 150-200 ml per kg of your baby’s weight a day'}${age ? ` for ${age.phrase}` : ' up to 6 months'}${total ? ' (150-200 ml per kg)' : ' (for example 750-1,000 ml for a 5 kg baby)'}, split over their feeds${often ? ': about every 3-4 hours at first, and by 6 months usually 4-5 feeds of 180-240 ml (6-8 oz)' : ''}.`,
        'Individual babies vary: follow your baby’s cues, pause during the feed, and never make them finish the bottle.',
      );
      if (!age)
        r.add(
          'From 7 to 12 months, as solids grow, around 500-600 ml a day is a guide; from 12 months formula is not needed.',
        );
    }
    rule(
      r,
      'Up to 6 months, babies need roughly 150-200 ml of formula per kg of their weight a day; individual babies vary.',
      'NHS',
    );
    rule(
      r,
      'About 2.5 oz of formula per pound of body weight a day, and no more than 32 oz (about 960 ml) a day.',
      'AAP',
    );
    if (!below(age, 6))
      rule(
        r,
        'As solids grow, milk feeds drop: around 500-600 ml a day is a guide at 7 to 12 months.',
        'NHS',
      );
    r.add('Your health visitor can check that your baby is growing well if you are unsure.');
  },
};

// ---------------------------------------------------------------------------- special formula

const CMPA =
  /\b(?:cmpa|cows milk (?:protein )?allerg\w*|milk (?:protein )?allerg\w*|dairy allerg\w*|allerg\w* to (?:cows )?(?:milk|dairy|formula)|milk intoleran\w*|dairy intoleran\w*|lactose\w*|hypoallergenic|hypo allergenic|hydrolysed|amino acid|nutramigen|neocate|alfamino|pepti|alimentum|elecare|puramino)\b/;
const OTHER_FORMULA =
  /\b(?:goats?|sheeps?|soy|soya) (?:milk )?(?:based )?formula\b|\bformula (?:made )?(?:from|with) (?:goats?|sheeps?|soy|soya)\b/;

function specialFormula(c: Context): Part {
  const goat = /\b(?:goats?|sheeps?)\b/.test(c.t);
  const soya = /\b(?:soy|soya)\b/.test(c.t);
  const lactose = /\blactose\b/.test(c.t) && !/\ballerg\w*|cmpa\b/.test(c.t);
  const allergy = CMPA.test(c.t) && !lactose;
  return {
    topic: 'formula-special',
    risk: 78,
    write(r) {
      const age = c.age;
      if (goat) {
        r.add(
          allergy
            ? lead(
                c,
                'No',
                "goat's or sheep's milk formula is not suitable for a baby with cow's milk protein allergy: the proteins are so similar that most of these babies react to it too.",
              )
            : lead(
                c,
                'Yes',
                "goat's milk-based first infant formula meets the same standards as cow's milk formula and can be used from birth; it is not for babies with cow's milk allergy, who usually react to it too.",
                "Goat's milk-based first infant formula meets the same standards as cow's milk formula and can be used from birth, but not for babies with cow's milk allergy.",
              ),
        );
      } else if (soya) {
        r.add(
          below(age, 6)
            ? lead(
                c,
                'No',
                `not for ${age?.phrase ?? 'your baby'}: soya formula is not recommended under 6 months, and only on a doctor’s advice.`,
              )
            : lead(
                c,
                'No',
                'not without your GP’s advice: soya formula is sometimes suggested from 6 months, but many babies allergic to cow’s milk react to soya too.',
                'Only on your GP’s advice: soya formula is not recommended under 6 months, and many babies allergic to cow’s milk react to soya too.',
              ),
        );
      } else if (lactose) {
        r.add(
          'See your GP before changing formula: lactose intolerance is uncommon in babies and is not the same as a milk allergy, and lactose-free formula is only for a baby a doctor has advised it for.',
        );
      } else {
        r.add(
          c.yesno && /\b(?:switch|change|swap|buy|try|use|give)\w*\b/.test(c.t) && !/\bprescri\w*/.test(c.t)
            ? 'Not on your own: if your baby has or may have cow’s milk protein allergy, see your GP, who can prescribe a special formula: an extensively hydrolysed formula first, or an amino acid formula if symptoms are severe or do not settle.'
            : 'See your GP: a baby with cow’s milk protein allergy needs a special formula on prescription, an extensively hydrolysed formula first, or an amino acid formula if symptoms are severe or do not settle.',
        );
      }
      if (BREAST.test(c.t))
        r.add(
          'If you breastfeed, keep going: your GP may suggest you cut dairy from your own diet for a while (with calcium and vitamin D for you).',
        );
      r.add(
        'Signs to mention: vomiting, diarrhoea, blood or mucus in the poo, eczema, hives or colic-like crying. Call your local emergency number for swelling of the lips or face or any trouble breathing.',
      );
      rule(
        r,
        "Cow's milk allergy is treated with an extensively hydrolysed or amino acid formula on prescription from a doctor.",
        'NHS',
      );
      rule(
        r,
        "Goat's and sheep's milk formulas are not suitable for babies with cow's milk allergy; soya formula is not advised under 6 months.",
        'NHS',
      );
      rule(r, 'Do not switch formulas on your own for a suspected allergy: ask your pediatrician.', 'AAP');
    },
  };
}

// -------------------------------------------------------------------- swaps, nights, follow-on

const COMBINATION =
  /\b(?:combi(?:nation)? feed\w*|combo feed\w*|mix(?:ed)? feed\w*|breast and (?:formula|bottle)|formula and breast|top ?ups?|topping up|supplement\w* with formula|both breast|some formula|one bottle a day|a bottle at night)\b/;
const SWAP_FROM_BREAST =
  /\b(?:swap\w*|switch\w*|replac\w*|chang\w*|mov\w*|go(?:ing)?|transition\w*|introduc\w*|instead)\b.*\b(?:breast|breastfeed\w*|breastfed|nursing|bf)\b.*\b(?:formula|bottles?)\b|\b(?:formula|bottles?)\b.*\binstead of (?:breast|breastfeed\w*|nursing)\b|\b(?:stop\w*|giv\w* up|wean\w* off) (?:breastfeed\w*|breast feeding|nursing|the breast)\b/;
const BRANDS =
  /\b(?:aptamil|cow and gate|kendamil|hipp|sma|similac|enfamil|mamia|little steps|bebe|nanny care|kabrita|brand|brands|cheaper|supermarket)\b/;
const NIGHT =
  /\b(?:night feeds?|night ?time (?:feeds?|bottles?|milk)|feeds? (?:at|in the) night|wak\w* (?:up )?(?:for|to) (?:a )?(?:feed|bottle|milk)|dream feed\w*|milk (?:at|in the) night|feeding (?:at|in the) night|sleep through|bottles? (?:at|in the) night|night bottles?|bottles? (?:at|to) bed\w*|bottles? of milk (?:at|to|before|in) (?:bed\w*|night|sleep)|(?:to )?fall\w* asleep (?:with|on|drinking)|bed ?time bottles?|asleep (?:with|on) (?:a|the|her|his) bottle|bottle to sleep|prop\w* (?:the |a )?bottle)\b/;
const FOLLOW_ON =
  /\b(?:follow on|stage 2|stage 3|stage two|stage three|toddler (?:milk|formula)|growing up (?:milk|formula)|transition formula|next step milk)\b/;

function feedSwap(c: Context): Part {
  return {
    topic: 'feeds-swap',
    risk: 30,
    write(r) {
      const age = c.age;
      if (from(age, 12)) {
        r.add(
          `${c.yesno ? 'Yes, and' : 'From 12 months'} you do not need formula${forWho(age)}: if you stop or cut down breastfeeding now, whole cow's milk in a cup (about 300-400 ml a day) alongside meals is all they need.`,
          'Drop one feed at a time, every few days, so your breasts adjust.',
        );
        rule(r, 'From 12 months, whole cow’s milk can be the main drink; formula is not needed.', 'NHS');
        return;
      }
      r.add(
        lead(
          c,
          'Yes',
          'you can swap breastfeeds for first infant formula, or mix the two: do it gradually, one feed at a time every few days, so your breasts adjust (less risk of engorgement and mastitis) and your baby gets used to the bottle.',
          'Gradually: swap one breastfeed at a time for first infant formula, every few days, so your breasts adjust (less risk of engorgement and mastitis) and your baby gets used to the bottle.',
        ),
        'Start with the feed your baby is least interested in; someone else offering the bottle can help. Hold your baby upright and pace the feed. Combination feeding (some breastfeeds, some formula) works for many families.',
        'Your health visitor or local infant feeding team can help you plan it.',
      );
      rule(r, 'Use first infant formula until 12 months; follow-on formula is not needed.', 'NHS');
      rule(r, 'When moving from breastfeeding to formula, cut down gradually, one feed at a time.', 'NHS');
    },
  };
}

const brandSwap: Part = {
  topic: 'formula-brands',
  risk: 25,
  write(r, c) {
    r.add(
      lead(
        c,
        'Yes',
        'you can switch first infant formula brands: they are all made to the same legal standards, and a cheaper one is as good as a dearer one.',
        'Any first infant formula will do: they are all made to the same legal standards, and a cheaper one is as good as a dearer one.',
      ),
      'Switch straight over or mix old and new for a few days; some babies take a little while to settle. Comfort, anti-reflux or hungry-baby formulas are not needed unless a health professional advises them.',
    );
    rule(r, 'All first infant formulas meet the same composition rules; switching brands is fine.', 'NHS');
    rule(r, 'Store-brand formulas meet the same standards as name brands.', 'AAP');
  },
};

function nightFeeds(c: Context): Part {
  const bottleToBed = /\bbottles?\b/.test(c.t) && /\b(?:bed\w*|asleep|sleep|night|nap|prop\w*)\b/.test(c.t);
  return {
    topic: 'feeds-night',
    risk: bottleToBed ? 65 : 30,
    write(r) {
      const age = c.age;
      if (bottleToBed && !below(age, 6)) {
        r.add(
          lead(
            c,
            'No',
            'do not put your child to bed with a bottle or let them fall asleep feeding from one: milk pooling on the teeth overnight causes tooth decay, and a propped bottle can cause choking.',
            'Not to fall asleep with: milk pooling on the teeth overnight causes tooth decay, and a propped bottle can cause choking.',
          ),
          from(age, 12)
            ? 'From 12 months, offer milk from a cup as part of the bedtime routine, then brush teeth; only water in the night. Wean off the night bottle gradually (a little less milk, or water, each night).'
            : 'Finish the feed before sleep, and once teeth come, brush them before bed.',
        );
        rule(
          r,
          'Do not let your child fall asleep with a bottle of milk; milk at night can cause tooth decay.',
          'NHS',
        );
        rule(r, 'Do not put a baby to bed with a bottle or prop a bottle.', 'AAP');
        return;
      }
      if (below(age, 6)) {
        r.add(
          `Night feeds are normal and needed${forWho(age)}: young babies have small tummies and need milk through the night. Feed when they wake hungry; do not try to cut night feeds yet.`,
        );
      } else if (from(age, 12)) {
        r.add(
          `${capital(age?.phrase ?? 'a toddler')} who eats and grows well does not usually need milk in the night: wean off gradually, with a little less each night or water instead, and brush teeth after the last milk.`,
        );
      } else {
        r.add(
          `There is no set age${forWho(age)}: many babies still feed at night in the first year, and from around 6 months some drop night feeds by themselves. Cut them gradually once your baby is eating and growing well.`,
        );
      }
      r.add('Your health visitor can help if night waking is wearing you out.');
      rule(
        r,
        'Do not let your child fall asleep with a bottle of milk; milk at night can cause tooth decay.',
        'NHS',
      );
    },
  };
}

const followOn: Part = {
  topic: 'formula-follow-on',
  risk: 25,
  write(r, c) {
    r.add(
      lead(
        c,
        'No',
        'follow-on formula and toddler or growing-up milks are not needed: first infant formula is suitable for the whole first year, and from 12 months whole cow’s milk (or breast milk) is all a child needs.',
        'Not needed at any age: first infant formula is suitable for the whole first year, and from 12 months whole cow’s milk (or breast milk) is all a child needs.',
      ),
      'They are often sweeter and cost more, and offer no benefit unless a doctor has advised a special formula.',
    );
    rule(
      r,
      'Switching to follow-on formula at 6 months has no benefits; growing-up and toddler milks are not needed.',
      'NHS',
    );
    rule(r, 'Toddler milks are not needed: whole cow’s milk and a varied diet are better.', 'AAP');
  },
};

// --------------------------------------------------------------------------------- cow's milk

const TOO_MUCH_MILK =
  /\b(?:too much milk|lots of milk|a lot of milk|so much milk|litre|liter|1000 ?ml|1 ?l|\d+ (?:bottles|cups|beakers|glasses) of milk|(?:five|six|seven|eight|several) (?:bottles|cups|beakers|glasses)|only (?:drinks|wants|has) milk|fills? (?:him |her |them )?up on milk|(?:wont|doesnt|will not|does not) eat\b.*\bmilk|milk\b.*\b(?:wont|doesnt|will not|does not) eat|anaemi\w*|iron deficien\w*|low iron|32 ?oz|\d{2} ?oz)\b/;
const COOKING =
  /\b(?:cook\w*|porridge|cereal|weetabix|sauce|mash\w*|baking|bake|pancakes?|custard|rice pudding|scrambled|recipes?)\b/;
const LOW_FAT =
  /\b(?:semi skimmed|semi skim|skimmed|skim|low fat|lowfat|reduced fat|fat free|1 percent|2 percent|1 milk|2 milk|green top|red top)\b/;

function cowsMilk(c: Context): Part {
  const tooMuch = TOO_MUCH_MILK.test(c.t) && from(c.age, 12);
  const lowFat = LOW_FAT.test(c.t) || /\b[12](?:\.\d)? ?%/.test(c.q);
  const cooking = COOKING.test(c.t);
  const goat = /\b(?:goats?|sheeps?) milk\b/.test(c.t);
  const age = c.age;
  const early =
    below(age, 12) ||
    (!age && /\binstead of (?:formula|breast)|\bin (?:his|her|the|their) bottle\b/.test(c.t));
  return {
    topic: 'cows-milk',
    risk: early ? 60 : tooMuch ? 55 : 35,
    write(r) {
      const milk = goat ? "goat's or sheep's milk" : "cow's milk";
      if (early && cooking && !/\b(?:drink|instead|bottle|cup)\b/.test(c.t)) {
        r.add(
          lead(
            c,
            'Yes',
            `${milk} is fine in cooking and on cereal from around 6 months, for example in porridge, sauces or mash; just not as a drink until 12 months.`,
            `In cooking, from around 6 months: ${milk} can go into porridge, sauces or mash, but not as a drink until 12 months.`,
          ),
        );
      } else if (early) {
        r.add(
          lead(
            c,
            'No',
            `until 12 months, breast milk or first infant formula should stay your baby's main drink: ${milk} does not have enough iron and other nutrients for a baby.`,
            `At 12 months: until then, breast milk or first infant formula should stay your baby's main drink, because ${milk} does not have enough iron and other nutrients for a baby.`,
          ),
          `${capital(milk)} is fine in cooking from around 6 months (porridge, sauces). From 12 months, whole milk can be the main drink, in a cup rather than a bottle.`,
        );
      } else if (tooMuch) {
        r.add(
          `That is too much: about 300-400 ml (10-14 oz) of milk a day is enough${forWho(age)}. Around a litre a day fills them up so they eat less iron-rich food, and it is linked to iron-deficiency anaemia.`,
          'Cut down gradually: milk in a cup with meals or snacks, water in between, and no bottles. Talk to your GP or health visitor, who can check their iron if they seem pale, tired or eat poorly.',
        );
      } else if (lowFat) {
        if (from(age, 60)) {
          r.add(
            lead(
              c,
              'Yes',
              `from 5 years, skimmed or 1% milk is fine${forWho(age)}, as well as semi-skimmed.`,
            ),
          );
        } else if (from(age, 24)) {
          r.add(
            `${c.yesno ? 'Semi-skimmed, yes; skimmed or 1%, not yet in the UK' : 'Semi-skimmed from 2'}${forWho(age)}: the NHS says semi-skimmed is fine from 2 if they eat well and grow well, but skimmed and 1% milk not until 5. US guidance differs: the AAP suggests low-fat (1%) or skim milk from 2.`,
          );
        } else if (from(age, 12)) {
          r.add(
            lead(
              c,
              'No',
              `not yet${forWho(age)}: whole milk until 2. The NHS and the AAP both say whole milk from 12 to 24 months; in the US, a pediatrician may advise 2% earlier for some children (for example with a family history of obesity or heart disease, or growth concerns).`,
              `Whole milk until 2${forWho(age)}: the NHS and the AAP both say whole milk from 12 to 24 months; in the US, a pediatrician may advise 2% earlier for some children (for example with a family history or growth concerns).`,
            ),
          );
        } else {
          r.add(
            c.when
              ? 'From 2 years for semi-skimmed (if your child eats and grows well) and 5 years for skimmed or 1% in the UK; the AAP says low-fat or skim from 2. Whole milk from 12 months to 2 years.'
              : 'Whole milk from 12 months to 2 years; semi-skimmed from 2 if your child eats and grows well; skimmed and 1% not until 5 in the UK. The AAP says low-fat (1%) or skim from 2, so UK and US differ after 2.',
          );
        }
      } else if (c.howMuch) {
        r.add(
          `About 300-400 ml (10-14 oz) a day${forWho(age)}, or about 3 servings of dairy a day (milk, cheese, yoghurt), in a cup. Much more fills them up and crowds out iron-rich food.`,
        );
      } else if (c.when) {
        r.add(
          `At 12 months: whole ${milk} can become the main drink from 1 year, in a cup; before then it is fine in cooking from around 6 months.`,
        );
      } else {
        r.add(
          lead(
            c,
            'Yes',
            `from 12 months whole ${milk} can be the main drink${forWho(age)}: about 300-400 ml (10-14 oz) a day, in a cup, alongside 3 meals and 2 snacks.`,
            `From 12 months, whole ${milk} can be the main drink${forWho(age)}: about 300-400 ml (10-14 oz) a day, in a cup.`,
          ),
        );
        if (goat) r.add('It must be pasteurised, and whole (full fat), like cow’s milk.');
      }
      rule(
        r,
        "Cow's milk can go into cooking from 6 months but should not be the main drink until 12 months.",
        'NHS',
      );
      if (!early) {
        rule(
          r,
          'Whole milk from 1 to 2 years; semi-skimmed from 2 if your child eats well; skimmed and 1% milk not before 5.',
          'NHS',
        );
        rule(r, 'Whole milk from 12 to 24 months, then low-fat (1%) or fat-free (skim) milk.', 'AAP');
      }
      if (tooMuch || c.howMuch)
        rule(
          r,
          'Too much cow’s milk (more than about 700 ml, 24 oz, a day) can lead to iron-deficiency anaemia.',
          'AAP',
        );
    },
  };
}

// ------------------------------------------------------------------------------ bottles, cups

function bottlesAndCups(c: Context): Part {
  const sugary = BOTTLE.test(c.t) && SUGARY.test(c.t);
  return {
    topic: 'bottles-cups',
    risk: sugary ? 95 : 20,
    write(r) {
      const age = c.age;
      if (sugary) {
        r.add(
          lead(
            c,
            'No',
            'never put juice or any sweet drink in a bottle: sucking keeps the sugar washing over the teeth and causes tooth decay.',
            'Never in a bottle: sucking keeps the sugar washing over the teeth and causes tooth decay.',
          ),
          below(age, 12)
            ? 'Under 12 months, no juice at all; milk and sips of water are the drinks.'
            : 'If you give juice at all, only well diluted, with a meal, in an open cup.',
        );
        rule(r, 'Do not give juice or sugary drinks in a bottle, especially at bedtime.', 'NHS');
        rule(r, 'Do not give juice in a bottle or a cup your child carries around or takes to bed.', 'AAP');
        return;
      }
      const valve =
        /\b(?:sippy|valve|non spill|spill proof|straw|free flow|open cup|which cup|what cup|best cup|kind of cup|type of cup)\b/.test(
          c.t,
        );
      if (valve && !/\b(?:stop|wean|give up|get rid|quit|ditch)\b/.test(c.t)) {
        r.add(
          'An open cup or a free-flow cup (without a valve) is best: non-spill valve cups make your child suck as from a bottle, which is worse for teeth and does not teach sipping. Start from around 6 months.',
        );
      } else if (from(age, 12)) {
        r.add(
          `Now is a good time${forWho(age)}: aim to stop bottles by about 12 months, swapping them for an open or free-flow cup (the AAP says wean off by 12-18 months).`,
          'Swap one bottle at a time, daytime first and the bedtime one last; give milk in a cup with meals, and keep bottles out of sight.',
        );
      } else if (age?.stated && !c.when) {
        r.add(
          `Start a cup now${forWho(age)}: offer an open or free-flow cup from around 6 months, with sips of water at meals, and aim to stop bottles by about 12 months.`,
        );
      } else {
        r.add(
          'Around 12 months: offer an open or free-flow cup from around 6 months, and aim to stop bottles by about 12 months (the AAP says wean off by 12-18 months).',
        );
      }
      rule(
        r,
        'Introduce an open or free-flow cup from around 6 months; feeding from a bottle should be discouraged from 1 year.',
        'NHS',
      );
      rule(r, 'Wean your child off the bottle by 12 to 18 months.', 'AAP');
    },
  };
}

// ----------------------------------------------------------------------------------- water

function water(c: Context): Part {
  const swap =
    /\b(?:instead of (?:a |his |her |their |the )?(?:milk|feed|bottle|formula|breast\w*)|replac\w* (?:a |his |her |the )?(?:milk |feed|bottle)|swap\w* (?:a |his |her |the )?(?:milk |feed|bottle)|skip (?:a )?feed)\b/.test(
      c.t,
    );
  const constipation = /\bconstipat\w*|\bhard poo\w*|\bnot pooed\b/.test(c.t);
  return {
    topic: 'water',
    risk: swap ? 50 : constipation ? 45 : 30,
    write(r) {
      // "My baby" could be under or over 6 months: give the rule for both.
      const age = c.age && c.age.min < 6 && c.age.max >= 6 ? undefined : c.age;
      if (swap) {
        r.add(
          below(age, 12) || !age
            ? lead(
                c,
                'No',
                'do not swap a milk feed for water: a baby needs all their milk feeds to grow, and water fills a small tummy with nothing nourishing.',
                'Keep the milk feeds: do not swap a milk feed for water, because a baby needs all their milk to grow.',
              )
            : `Water is a good drink between meals${forWho(age)}, but keep about 300-400 ml of milk a day in their meals and snacks.`,
        );
      }
      if (!swap || !age || below(age, 6)) {
        if (below(age, 6) || (!age && !swap)) {
          r.add(
            `${swap ? '' : below(age, 6) ? `Usually none${forWho(age)}: ` : 'Under 6 months, usually none: '}fully breastfed babies do not need any water, even in hot weather (offer more breastfeeds). Formula-fed babies may have a little cooled boiled water between feeds in hot weather.`,
          );
        }
        if (!below(age, 6) && !swap) {
          r.add(
            below(age, 12)
              ? `Yes${forWho(age)}: sips of tap water from an open or free-flow cup with meals (it no longer needs boiling), alongside their usual milk.`
              : age
                ? `Water freely${forWho(age)}: with every meal and snack, and more in hot weather or when active.`
                : 'From 6 months, sips of tap water from a cup with meals (no need to boil it); from 12 months, water freely with meals and snacks.',
          );
        }
      }
      if (constipation)
        r.add(
          'For constipation, talk to your GP or health visitor; for a formula-fed baby, extra cooled boiled water between feeds can help, and check the formula is made up exactly as the pack says.',
        );
      rule(
        r,
        'Fully breastfed babies do not need water in the first 6 months; formula-fed babies may need a little cooled boiled water in hot weather.',
        'NHS',
      );
      rule(
        r,
        'From 6 months, babies can have sips of tap water from a cup with meals; it no longer needs boiling.',
        'NHS',
      );
      rule(r, 'Babies under 6 months get all the water they need from breast milk or formula.', 'AAP');
    },
  };
}

// ------------------------------------------------------------------ squash, smoothies, juice

function squashAndJuice(c: Context): Part {
  const squash = SQUASH_DRINK.test(c.t) && !FOOD_SQUASH.test(c.t);
  const smoothie = /\bsmoothies?\b/.test(c.t);
  return {
    topic: squash ? 'drinks-squash' : 'amount-juice',
    risk: 40,
    write(r) {
      const age = c.age;
      if (squash) {
        r.add(
          lead(
            c,
            'No',
            `squash, even no-added-sugar squash, is not recommended${forWho(age)}: it is sweet, and no-added-sugar versions use sweeteners that keep a taste for sweet drinks. Water and milk are the drinks to offer.`,
            `Best avoided${forWho(age)}: squash, even no-added-sugar squash, is sweet or sweetened and keeps a taste for sweet drinks. Water and milk are the drinks to offer.`,
          ),
          below(age, 12)
            ? 'Under 12 months, none at all.'
            : 'If you do give it to an older child, dilute it well and only with meals.',
        );
        rule(
          r,
          'Squash and other diluted drinks, including no-added-sugar ones, are not recommended for babies and young children.',
          'NHS',
        );
      }
      if (!squash || JUICE.test(c.t)) {
        const what = smoothie ? 'smoothies and juice' : 'juice';
        if (below(age, 12)) {
          r.add(
            lead(
              c,
              'No',
              `no juice or smoothie drinks for ${age?.phrase ?? 'your baby'}: none before 12 months. Offer whole fruit, and milk and water to drink.`,
              `None for ${age?.phrase ?? 'your baby'}: no juice or smoothie drinks before 12 months. Offer whole fruit, and milk and water to drink.`,
            ),
          );
        } else if (c.howMuch || !c.yesno) {
          const us =
            age && age.min >= 48
              ? '120-180 ml (4-6 oz)'
              : age && age.max < 48
                ? '120 ml (4 oz)'
                : '120 ml (4 oz) at 1-3 years, 120-180 ml (4-6 oz) at 4-6';
          r.add(
            `At most ${us} of 100% juice a day${forWho(age)} (AAP), with a meal and well diluted; the NHS limit of 150 ml a day, for juice and smoothies together, is for older children and adults.`,
            `${capital(what)} ${smoothie ? 'count' : 'counts'} as free sugars: whole fruit is better, and ${what} never ${smoothie ? 'replace' : 'replaces'} it.`,
          );
        } else {
          r.add(
            `Yes, a little${forWho(age)}, but not needed: ${what} count as free sugars, so only with a meal, diluted (1 part to 10 parts water for young children), and whole fruit is better.`,
            'At most 120 ml (4 oz) of 100% juice a day at 1-3 years, 120-180 ml (4-6 oz) at 4-6 (AAP).',
          );
        }
        rule(
          r,
          'Fruit juice and smoothies count as free sugars: keep them to mealtimes, diluted, and no more than 150 ml a day in total (older children and adults).',
          'NHS',
        );
        rule(
          r,
          'No juice before 12 months; at most 4 oz (120 ml) a day at 1-3 years and 4-6 oz (120-180 ml) at 4-6 years.',
          'AAP',
        );
      }
    },
  };
}

// -------------------------------------------------------------------------------- vitamins

function vitamins(c: Context): Part {
  const vegan = /\bvegan\w*|\bplant based (?:diet|child|toddler|baby|family)\b/.test(c.t);
  const iron = IRON.test(c.t) && !/\bvitamin (?:d|a|drops)\b|\bvitamins\b/.test(c.t);
  const formulaFed = /\b(?:formula fed|bottle fed|on formula|has formula|drinks formula|ff)\b/.test(c.t);
  const breastFed = BREAST.test(c.t);
  return {
    topic: vegan ? 'vitamins-vegan' : iron ? 'iron' : 'vitamins',
    risk: vegan ? 45 : 35,
    write(r) {
      const age = c.age;
      if (vegan) {
        r.add(
          lead(
            c,
            'Yes',
            `a vegan diet can work${forWho(age)}, but it needs careful planning: give a vitamin B12 supplement (or B12-fortified foods) and ask about iodine, on top of the usual vitamin drops.`,
            `With careful planning${forWho(age)}: a vegan child needs a vitamin B12 supplement (or B12-fortified foods), possibly iodine, and the usual vitamin drops.`,
          ),
          'Make sure of iron, calcium, energy and protein (beans, lentils, tofu, smooth nut butters, fortified cereals, and unsweetened calcium-fortified soya drink from 12 months; never rice drink). A dietitian or your health visitor can check the plan.',
        );
        rule(
          r,
          'Babies and young children on a vegan diet need careful planning and may need a vitamin B12 supplement.',
          'NHS',
        );
        rule(
          r,
          'Well-planned vegan diets can support healthy growth in children; a dietitian can help.',
          'BDA',
        );
        rule(
          r,
          'All children from 6 months to 5 years should have vitamin A, C and D drops every day.',
          'NHS',
        );
        return;
      }
      if (iron) {
        const m = age?.months ?? age?.min;
        const amount =
          m !== undefined && m < 12 && m >= 6
            ? `About 7.8 mg a day at 7-12 months (UK reference intake; the US figure is 11 mg)`
            : m !== undefined && m >= 48
              ? 'About 6.1 mg a day at 4-6 years (UK reference intake; the US figure is 10 mg at 4-8)'
              : 'About 7 mg a day at 1-3 years (US, NIH; the UK reference intake is 6.9 mg)';
        r.add(
          `${amount}, from food: red meat, fish, eggs, beans, lentils, tofu, fortified cereals and dark green vegetables.`,
          'Serve them with vitamin C (fruit, vegetables) to help absorb the iron, keep milk to about 300-400 ml a day from 12 months, and no tea. Give iron supplements only if your GP advises them.',
        );
        r.add('- Toddlers aged 1-3 need about 7 mg of iron a day. (NIH)');
        r.cite('NIH');
        rule(r, 'Iron-rich foods with vitamin C help iron absorption; tea and coffee reduce it.', 'NHS');
        return;
      }
      if (below(age, 12) && (formulaFed || (!breastFed && /\bformula\b/.test(c.t)))) {
        r.add(
          lead(
            c,
            'No',
            'not while your baby drinks 500 ml (about 17 oz) or more of formula a day: formula already has vitamin D added. Start the daily vitamin drops when they drink less than that.',
            'Only once your baby drinks less than 500 ml (about 17 oz) of formula a day: formula already has vitamin D added.',
          ),
          'US guidance differs: the AAP advises 400 IU of vitamin D a day for babies drinking less than about 1 litre (32 oz) of formula a day.',
        );
      } else if (below(age, 6) || breastFed || (age && age.min < 6 && age.max >= 6)) {
        r.add(
          lead(
            c,
            'Yes',
            `breastfed babies need a daily vitamin D supplement of 8.5-10 micrograms from birth${forWho(age)}, even if you take vitamin D yourself.`,
            `From birth: breastfed babies need a daily vitamin D supplement of 8.5-10 micrograms${forWho(age)}, even if you take vitamin D yourself.`,
          ),
          'The AAP advises 400 IU (10 micrograms) of vitamin D a day for breastfed babies, starting soon after birth. Formula-fed babies drinking 500 ml or more a day do not need it (NHS).',
        );
      } else {
        r.add(
          lead(
            c,
            'Yes',
            `the NHS advises vitamin A, C and D drops every day for all children from 6 months to 5 years${forWho(age)}, unless they drink 500 ml or more of formula a day.`,
            `Every day from 6 months to 5 years: the NHS advises vitamin A, C and D drops for all children${forWho(age)}, unless they drink 500 ml or more of formula a day.`,
          ),
          'Healthy Start vitamins are free for families who qualify (UK). In the US, the AAP advises vitamin D for children who do not get enough from food and milk: ask your pediatrician.',
        );
      }
      rule(
        r,
        'Breastfed babies should have a daily vitamin D supplement of 8.5-10 micrograms from birth; formula-fed babies do not need one while they drink 500 ml or more of formula a day.',
        'NHS',
      );
      rule(r, 'All children from 6 months to 5 years should have vitamin A, C and D drops every day.', 'NHS');
      rule(
        r,
        'Breastfed and partly breastfed babies need 400 IU of vitamin D a day, starting soon after birth.',
        'AAP',
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The question, understood
// ---------------------------------------------------------------------------------------------

const PLANT_DRINK_ONLY =
  /\b(?:oat|oats|soy|soya|almond|rice|coconut|plant|pea|hemp|cashew|hazelnut|non dairy|dairy free) (?:milks?|drinks?)\b/;

function partsFor(c: Context): Part[] {
  const t = c.t;
  const parts: Part[] = [];
  const formulaContext = FORMULA.test(t) || BOTTLE.test(t) || /\b(?:feeds?|feeding)\b/.test(t);

  if (ALCOHOL.test(t) && !NOT_ALCOHOL.test(t)) parts.push(alcohol);
  if (
    ENERGY.test(t) ||
    COFFEE.test(t) ||
    (TEA.test(t) && !NOT_TEA_DRINK.test(t) && /\b(?:drink|sip|cup|mug|have|give|try|tea)\b/.test(t)) ||
    (FIZZY.test(t) && !/\bpop (?:it|them|the|a|in|into|out)\b/.test(t))
  ) {
    if (!(
      TEA.test(t) &&
      !ENERGY.test(t) &&
      !COFFEE.test(t) &&
      !FIZZY.test(t) &&
      /\bbubble tea|tea tree\b/.test(t)
    ))
      parts.push(caffeineAndFizzy(c));
  }
  const cowsMilkMentioned = mentionsCowsMilk(c);
  if (RAW_MILK.test(t) && (/\bmilk\b/.test(t) || /\bgreen top\b/.test(t))) parts.push(rawMilk);

  // Making up formula.
  const dilute = formulaContext && (DILUTE.test(t) || ADD_TO_BOTTLE.test(t));
  if (dilute) parts.push(formulaDilute(c));
  if (
    !dilute &&
    (FORMULA.test(t) || BOTTLE.test(t) || /\b(?:expressed|breast) milk\b/.test(t)) &&
    LEFTOVER.test(t) &&
    !/\bhow long (?:should|can|do|does) (?:i|we|she|he|they) (?:breast ?feed|feed|use a bottle)\b/.test(t)
  )
    parts.push(formulaLeftover(c));
  if (BOTTLED_WATER.test(t) && (formulaContext || BABY_WORDS.test(t) || c.age)) parts.push(bottledWater);
  else if (
    !dilute &&
    !parts.some((p) => p.topic === 'formula-making') &&
    (FORMULA.test(t) || /\bbottles?\b/.test(t)) &&
    PREP.test(t) &&
    !/\b(?:make|making) (?:the )?(?:switch|change|move)\b/.test(t)
  )
    parts.push(formulaPrep(c));

  // Special formulas.
  const special = CMPA.test(t) || OTHER_FORMULA.test(t);
  if (special) parts.push(specialFormula(c));

  // Follow-on and toddler milks.
  if (FOLLOW_ON.test(t)) parts.push(followOn);

  // Amounts of formula and milk feeds.
  const feedWords = FORMULA.test(t) || /\b(?:milk feeds?|bottles?|feeds?|oz|ml)\b/.test(t);
  const aboutMilkAmount =
    (c.howMuch ||
      /\b(?:enough|too much|overfeed\w*|underfeed\w*|not drinking enough|drinking less|less milk|fewer feeds?)\b/.test(
        t,
      )) &&
    feedWords &&
    !cowsMilkMentioned &&
    !/\bjuice|water\b/.test(t.replace(/\bcooled boiled water\b/, ''));
  const dropFeeds =
    /\b(?:milk feeds?|bottles?|feeds?|formula)\b/.test(t) &&
    /\b(?:drop\w*|cut\w* (?:down|back|out)?|reduc\w*|fewer|less)\b/.test(t) &&
    (/\bsolids?|meals?|food|weaning\b/.test(t) || from(c.age, 6)) &&
    !below(c.age, 6);
  if (
    (aboutMilkAmount || dropFeeds) &&
    !FOLLOW_ON.test(t) &&
    !special &&
    !NIGHT.test(t) &&
    (FORMULA.test(t) || !from(c.age, 12) || dropFeeds)
  )
    parts.push(formulaAmount);

  // Swaps, brands, night feeds.
  if (SWAP_FROM_BREAST.test(t) || COMBINATION.test(t)) parts.push(feedSwap(c));
  else if (
    /\b(?:switch\w*|chang\w*|swap\w*|different|another|move|moving)\b/.test(t) &&
    /\bformulas?\b/.test(t) &&
    !special &&
    !FOLLOW_ON.test(t) &&
    !cowsMilkMentioned &&
    (BRANDS.test(t) || /\b(?:switch\w*|chang\w*|swap\w*) (?:\w+ ){0,2}formulas?\b/.test(t))
  )
    parts.push(brandSwap);
  if (NIGHT.test(t)) parts.push(nightFeeds(c));

  // Cow's milk.
  if (
    cowsMilkMentioned &&
    !parts.some((p) => p === rawMilk || p.topic === 'formula-special' || p.topic === 'feeds-swap') &&
    !(parts.some((p) => p.topic === 'feeds-night') && !LOW_FAT.test(t) && !c.howMuch) &&
    !(RAW_MILK.test(t) && !LOW_FAT.test(t))
  ) {
    const swapOnly =
      parts.some((p) => p.topic === 'formula-follow-on') && !/\bcows milk|whole milk|semi|skim/.test(t);
    if (!swapOnly) parts.push(cowsMilk(c));
  }

  // Bottles and cups.
  const cupTopic =
    /\b(?:sippy|beakers?|free flow|open cup|straw cups?|cups?)\b/.test(t) &&
    /\b(?:when|start|stop|introduce|best|which|what|sippy|valve|free flow|open|straw|use|switch|move|from)\b/.test(
      t,
    );
  const bottleTopic =
    /\bbottles?\b/.test(t) &&
    /\b(?:stop\w*|wean\w*|give up|giving up|get rid|quit|ditch\w*|off the bottle|still (?:has|have|having|on|uses|using|drinks?) (?:a |the )?bottles?|too old|how long|until|age)\b/.test(
      t,
    );
  const sugaryBottle = BOTTLE.test(t) && SUGARY.test(t) && !dilute;
  if (
    (sugaryBottle || ((cupTopic || bottleTopic) && !parts.some((p) => p.topic === 'feeds-night'))) &&
    !parts.some((p) => p.topic === 'cows-milk' && below(c.age, 12) && !bottleTopic)
  )
    parts.push(bottlesAndCups(c));

  // Water.
  if (
    WATER.test(t.replace(/\b(?:bottled|mineral|spring|boiled|hot|cold|tap) water\b/g, ' ')) ||
    (/\btap water\b/.test(t) && !formulaContext) ||
    (/\b(?:boiled|cooled boiled) water\b/.test(t) && !parts.some((p) => p.topic === 'formula-making'))
  ) {
    if (!parts.some((p) => p.topic === 'formula-making') && !/\bwater (?:it |them )?down|\bwatered\b/.test(t))
      parts.push(water(c));
  }

  // Squash, smoothies, juice.
  if ((SQUASH_DRINK.test(t) && !FOOD_SQUASH.test(t)) || JUICE.test(t)) {
    if (!/\b(?:lemon|lime|orange) juice (?:on|in|over) (?!(?:a |the |his |her )?bottle)/.test(t))
      parts.push(squashAndJuice(c));
  }

  // Vitamins and iron.
  if (
    VITAMINS.test(t) ||
    (IRON.test(t) &&
      /\b(?:need\w*|much|enough|rich|source\w*|supplements?|drops|foods?|get|low)\b/.test(t) &&
      !TOO_MUCH_MILK.test(t))
  ) {
    if (!/\bvitamin c\b/.test(t) || /\b(?:drops|supplements?|vitamins)\b/.test(t) || IRON.test(t))
      parts.push(vitamins(c));
  }

  return parts;
}

/**
 * The answer to a question on milk feeds, formula, bottles and cups, milk drinks, other drinks or
 * vitamins, or undefined when the question is about something else.
 *
 * `question` is the parent's words; `text` the same, lower case with misspellings fixed; `age` the
 * child's age when the question states or implies one.
 */
export function answerMilkAndDrinks(
  question: string,
  text: string,
  age: ReadAge | undefined,
): BuiltInAnswer | undefined {
  const t = fixed(text);
  if (!t) return undefined;
  const c: Context = { ...readAsk(question, t), t, q: question, age };
  const parts = partsFor(c);
  if (!parts.length) return undefined;
  // A question only about plant drinks is for the plant drinks answer.
  if (PLANT_DRINK_ONLY.test(t) && parts.every((p) => p.topic === 'cows-milk') && !COWS_MILK_WORDS.test(t))
    return undefined;
  const ordered = [...parts].sort((a, b) => b.risk - a.risk);
  const chosen = ordered.filter((p, i) => ordered.findIndex((o) => o.topic === p.topic) === i).slice(0, 2);
  const r = new Reply();
  for (const part of chosen) part.write(r, c);
  if (chosen.some((p) => p.topic === 'formula-special' || p.topic === 'iron')) r.add(GP);
  return r.done(chosen[0]?.topic ?? 'drinks');
}
