/**
 * The built-in assistant's answers about meals as a whole rather than one food: how many meals and
 * snacks a day at each age, how much a child should eat, snacks, treats and biscuits, lunchboxes,
 * a day's menu, family meals, party food, breakfast and skipped meals, vegetarian and vegan
 * children, and meal ideas (pointing to the recipes for the child's age).
 *
 * Each answer leads with the answer to what was asked (the number, "there is no set number", what
 * goes in, the day), fitted to the child's age when it is stated, then the sourced rules. When a
 * question also names a food that can be a choking or safety risk ("grapes in the lunchbox"), that
 * part comes first. Growth, weight and a child not eating for days go to the GP or health visitor.
 * A question about a single food ("can my 9 month old have honey?") is not for this module: it
 * gets `undefined`, for the food answers to handle.
 */
import { ageGroupForMonths, normalise } from '../../../../shared/lib/language';
import { Reply, type BuiltInAnswer, type ReadAge } from '../reply';

// ---------------------------------------------------------------------------------------------
// Reading the question
// ---------------------------------------------------------------------------------------------

/** Misspellings of this topic's words that the shared table does not carry. */
const MEAL_TYPOS: Readonly<Record<string, string>> = {
  meels: 'meals',
  meel: 'meal',
  mealz: 'meals',
  snaks: 'snacks',
  snak: 'snack',
  snakcs: 'snacks',
  snackes: 'snacks',
  snacs: 'snacks',
  lunchbx: 'lunchbox',
  lunchboxs: 'lunchboxes',
  lunchbocks: 'lunchbox',
  luchbox: 'lunchbox',
  lunchbag: 'lunchbox',
  brekfast: 'breakfast',
  breakfest: 'breakfast',
  brekkie: 'breakfast',
  brekky: 'breakfast',
  breakfeast: 'breakfast',
  brakfast: 'breakfast',
  biscuts: 'biscuits',
  biscits: 'biscuits',
  bisquits: 'biscuits',
  biscuites: 'biscuits',
  biccies: 'biscuits',
  bickies: 'biscuits',
  cookis: 'cookies',
  vegiterian: 'vegetarian',
  vegitarian: 'vegetarian',
  vegeterian: 'vegetarian',
  vegatarian: 'vegetarian',
  vegetarain: 'vegetarian',
  veggan: 'vegan',
  portian: 'portion',
  porshun: 'portion',
  portians: 'portions',
  portins: 'portions',
  menue: 'menu',
  menus: 'menu',
  nursary: 'nursery',
  nursey: 'nursery',
  daycare: 'daycare',
  childcare: 'daycare',
  birthdy: 'birthday',
  bday: 'birthday',
  partys: 'party',
  protien: 'protein',
  protine: 'protein',
  sweeties: 'sweets',
  chocolat: 'chocolate',
  choclate: 'chocolate',
  shud: 'should',
  shld: 'should',
  wat: 'what',
  wot: 'what',
  hw: 'how',
  mny: 'many',
  alot: 'a lot',
  dinna: 'dinner',
  diner: 'dinner',
  lunh: 'lunch',
  luch: 'lunch',
  enuff: 'enough',
  enogh: 'enough',
  enouf: 'enough',
};

/** The words of the question, lower case, with this topic's misspellings fixed. */
function readWords(question: string, text: string): string {
  const base = text || normalise(question);
  return ` ${base
    .split(' ')
    .map((w) => MEAL_TYPOS[w] ?? w)
    .join(' ')
    .replace(/\blunch box(es)?\b/g, 'lunchbox$1')
    .replace(/\bpack(?:ed)? lunch(?:es)?\b/g, 'lunchbox')
    .replace(/\bbento(?: box)?\b/g, 'lunchbox')
    .replace(/\bday care\b/g, 'daycare')} `;
}

const YES_NO =
  /^\s*(?:(?:hi|hello|hey|so|ok|okay|please|quick question|question)\s+)*(?:can|could|is|are|should|shall|do|does|will|would|may|am|must|has|have)\b/;

const TOPIC = {
  worry:
    /\b(?:(?:not|hasnt|has not|havent|have not|wont|will not|refus\w*|stopped|barely) (?:been )?(?:eat\w*|eaten|feeding)\b.{0,30}\b(?:days?|a week|weeks)|(?:losing|lost|not gaining|not putting on|dropped|dropping) (?:any )?weight|weight loss|underweight|under weight|overweight|over weight|(?:not|isnt|is not|hasnt) grow\w*|(?:worried|concerned|worry|worries) (?:about )?(?:his|her|their|my \w+s )?(?:growth|weight)|growth (?:chart|concerns?|worries)|(?:dropped|dropping|fallen|falling) (?:down )?(?:a |the )?(?:centiles?|percentiles?)|failure to thrive|dehydrat\w*|no wet (?:nappies|diapers))\b/,
  veg: /\b(?:vegetarian|vegan|veggie (?:diet|baby|toddler|child|kid|family|household)|plant based (?:diet|baby|toddler|child|kid|family|eating)|meat free|no meat|(?:dont|do not|doesnt|does not|wont) eat meat|pescatarian)\b/,
  plantDrink:
    /\b(?:plant|non dairy|dairy free|vegan|alternative|oat|soya?|almond|rice|coconut)(?: based)? (?:milks?|drinks?)\b|\bmilk alternatives?\b/,
  lunchbox:
    /\blunchbox(?:es)?\b|\b(?:nursery|daycare|preschool|pre school|school|creche|childminder) (?:lunch(?:es)?|food|meals?|snacks?)\b|\b(?:pack|send|take|put) (?:in |for )?(?:to |for )?(?:nursery|daycare|preschool|school)\b|\bpicnic\b/,
  party: /\b(?:party|parties|birthday|buffet|celebration|playdate)\b/,
  treat:
    /\b(?:biscuits?|cookies?|treats?|sweets|candy|chocolate|cakes?|crisps|chips|pudding|desserts?|ice cream|junk food|sweet things)\b/,
  amount:
    /\b(?:how many|how much|how often|a day|per day|each day|every day|everyday|daily|a week|per week|limit|too many|too much|every night|after every|with every)\b/,
  mealsADay:
    /\bhow many (?:meals?|times|solid meals|feeds of solids|times a day)\b|\bmeals? (?:a|per|each|every) day\b|\b(?:1|2|3|one|two|three) meals\b|\bhow often (?:should|does|do|can|must) .{0,40}\beat\b/,
  snacks:
    /\bsnacks\b|\bsnacking\b|\bsnack (?:ideas?|foods?|time|options)\b|\bbetween meals\b|\bhow many snack\b/,
  howMuch:
    /\bhow much (?:food |solids? |solid food )?(?:should|does|do|can|must|will|would|is|to)\b(?! .{0,40}\b(?:milk|water|juice|salt|sugar|formula|feed|drink)\w*\b)|\bhow much (?:food|solids?)\b|\bportions?\b|\bserving sizes?\b|\bhow big (?:a|should)\b|\beat(?:ing)? enough\b|\benough (?:food|to eat)\b|\beat(?:ing|s)? too (?:much|little)\b|\b(?:over ?eat\w*|greedy|always hungry|still hungry|never full|clean (?:their |his |her )?plates?|finish (?:their|his|her) (?:plate|food|dinner|meal))\b|\bprotein\b|\bfive a day\b|\b5 a day\b|\bfruit and veg(?:etables?)? (?:a day|portions?)\b/,
  menu: /\b(?:menu|meal plans?|meal planner|meal schedule|feeding schedule|eating schedule|food schedule|daily routine|food routine|meal routine|sample day|typical day|example day)\b|\bday of (?:meals|food|eating)\b|\ba days? (?:food|meals|eating)\b|\bwhat (?:should|does|do|can|could|would|to|shall)\b.{0,40}\b(?:eat|have|feed|give)\b.{0,20}\b(?:in|each|every|per|for|during|over|through) (?:a |one |the |the whole )?day\b/,
  family:
    /\bfamily (?:meals?|food|dinners?|foods|table)\b|\b(?:same|what) (?:food|foods|meals?|dinner|things?)? ?(?:as (?:us|we|the family|the rest of us|me|adults)|we (?:eat|have))\b|\bour (?:food|dinner|meals?|tea)\b|\badult (?:food|meals?|portions?)\b|\bwhat (?:we|the family|adults) (?:eat|have)\b|\bshare (?:our|my) (?:food|plate|dinner|meal)\b/,
  breakfast:
    /\bbreakfasts?\b.*\b(?:ideas?|good|best|healthy|options?|quick|easy|suggestions?)\b|\b(?:ideas?|good|best|healthy|options?|quick|easy|suggestions?|what)\b.*\bbreakfasts?\b/,
  skip: /\bskip\w*\b|\bmiss\w* (?:a )?meals?\b|\b(?:not|never|isnt) hungry\b|\bno appetite\b|\bdoesnt want (?:breakfast|lunch|dinner|tea|to eat)\b/,
  ideas:
    /\b(?:recipes?|ideas?|inspiration|what (?:to|can i|should i|could i|shall i) (?:cook|make|give|feed|serve)|what (?:can|should|could) (?:i|we) (?:cook|make))\b/,
  meal: /\b(?:breakfast|lunch|dinner|tea|supper|meals?|food)\b/,
} as const;

/** A question about one food and nothing on this module's topics. */
function aboutOneFood(t: string): boolean {
  return /\b(?:honey|nuts?|peanuts?|eggs?|grapes?|fish|milk)\b/.test(t) && !/\bmeals?\b/.test(t);
}

// ---------------------------------------------------------------------------------------------
// The child's age
// ---------------------------------------------------------------------------------------------

/** Where the child is in feeding: milk only, first meals, 3 meals, 3 meals and snacks, toddler... */
type Stage = 'milk' | 'first' | 'three' | 'ten' | 'toddler' | 'preschool';

function stageOf(age: ReadAge | undefined): Stage | undefined {
  if (!age) return undefined;
  const m = age.months ?? (age.min === age.max ? age.min : undefined);
  if (m === undefined) {
    if (age.max < 6) return 'milk';
    if (age.min >= 36) return 'preschool';
    if (age.min >= 12) return 'toddler';
    return undefined;
  }
  if (m < 6) return 'milk';
  if (m < 7) return 'first';
  if (m < 10) return 'three';
  if (m < 12) return 'ten';
  if (m < 36) return 'toddler';
  return 'preschool';
}

const underOne = (s: Stage | undefined) => s === 'first' || s === 'three' || s === 'ten';

function upper(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "for a 2-year-old" or "" when no age was given. */
function forWho(age: ReadAge | undefined): string {
  return age ? ` for ${age.phrase}` : '';
}

/** The recipes page, filtered to the child's age group when it is known. */
function recipesLink(age: ReadAge | undefined): string {
  const months = age ? (age.months ?? age.min) : undefined;
  const group = months !== undefined ? ageGroupForMonths(Math.min(months, 60)) : undefined;
  return group ? `/recipes?age=${group.replace(/ /g, '+')}` : '/recipes';
}

// ---------------------------------------------------------------------------------------------
// Shared lines
// ---------------------------------------------------------------------------------------------

const GP =
  'If you are worried about their growth or weight, or they are unwell or not eating for more than a day or two, talk to your GP or health visitor (your pediatrician in the US).';

/** Lines about risky foods the question names, riskiest first: these lead the answer. */
function riskLines(t: string, stage: Stage | undefined): string[] {
  const lines: string[] = [];
  if (/\bhoney\b/.test(t) && (underOne(stage) || stage === 'milk'))
    lines.push('No honey before 12 months, not even in baking: it can cause infant botulism.');
  if (/\b(?:nuts?|peanuts?|almonds?|cashews?)\b/.test(t) && !/\bnut (?:butter|free)\b/.test(t))
    lines.push(
      'No whole or chopped nuts or peanuts for under-5s: they can choke on them. Smooth nut butter spread thinly is fine unless there is an allergy, and many nurseries are nut-free, so check first.',
    );
  if (/\b(?:grapes?|cherry tomato\w*|blueberr\w*|cherries|olives?)\b/.test(t))
    lines.push(
      'Grapes, cherry tomatoes and other small round foods: cut them into quarters lengthways (halves are not enough) for under-5s.',
    );
  if (/\b(?:popcorn|marshmallows?|hard sweets|boiled sweets|lollipops?|lollies|jelly sweets|gum)\b/.test(t))
    lines.push(
      'Popcorn, marshmallows and hard or chewy sweets are not for under-5s: they are choking hazards.',
    );
  if (/\b(?:sausages?|hot ?dogs?|frankfurters?|cocktail sausages?)\b/.test(t))
    lines.push(
      'Sausages and hot dogs: cut lengthways into thin strips, then into short pieces; they are salty, so keep them occasional.',
    );
  if (/\b(?:raw carrots?|carrot sticks?|apple slices?|raw apple|celery)\b/.test(t))
    lines.push(
      'Raw carrot, apple and celery: grate them or cook them until soft for babies and young toddlers; thin sticks only once they chew well.',
    );
  return lines;
}

const CHOKING_RULE =
  'Cut small round foods such as grapes and cherry tomatoes into quarters lengthways, and give no whole nuts to children under 5.';

function addCommonRules(r: Reply, stage: Stage | undefined) {
  if (stage === 'milk' || underOne(stage) || !stage)
    r.rule('No salt, sugar or honey in food for babies under 12 months.', 'NHS');
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

function answerWorry(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  r.add(
    `Please talk to your GP or health visitor (your pediatrician in the US) about this${forWho(age)}: a child not eating for days, losing weight or not growing as expected needs to be checked, and I can't tell from here whether it is a problem.`,
    'Get help the same day if they are also not drinking, have fewer wet nappies, are very sleepy or floppy, or seem unwell.',
    'Meanwhile, keep offering small, regular meals and drinks without pressure.',
  );
  r.rule(
    'Children’s appetites go up and down; see your GP or health visitor if you are worried about their weight or growth.',
    'NHS',
  );
  return r.done('meals-worry');
}

function answerMealsADay(t: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase;
  const when = /\b(?:when|what age|how old)\b/.test(t) && /\b(?:3|three|2|two) meals\b/.test(t);
  if (when && stage !== 'milk') {
    r.add(
      `Around 7 to 9 months is when most babies move to 3 meals a day (breakfast, lunch and tea), alongside their milk feeds${
        stage === 'three' || stage === 'ten'
          ? `, so for ${who} now is a good time`
          : stage === 'first'
            ? `; for ${who}, build from 1 meal to 2 first`
            : stage === 'toddler' || stage === 'preschool'
              ? `; ${who} should already be on 3 meals and 2 healthy snacks a day`
              : ''
      }.`,
      'Start with 1 meal a day at around 6 months, build to 2, then 3 by 7 to 9 months; from 10 to 12 months add 1 or 2 healthy snacks.',
    );
  } else if (stage === 'milk') {
    r.add(
      `None yet for ${who}: solid meals start from around 6 months, and until then breast milk or first infant formula is all they need.`,
    );
  } else if (stage === 'first') {
    r.add(
      `1 meal a day to start for ${who}, building up to 2 meals a day over the first weeks, alongside their usual breast milk or formula feeds.`,
      'Start with a few teaspoons; by 7 to 9 months most babies are having 3 meals a day.',
    );
  } else if (stage === 'three') {
    r.add(
      `3 meals a day for ${who} (breakfast, lunch and tea), alongside their breast milk or formula feeds.`,
      'Snacks are not needed yet; from around 10 months 1 or 2 healthy snacks can be added.',
    );
  } else if (stage === 'ten') {
    r.add(
      `3 meals a day plus 1 or 2 healthy snacks for ${who}, alongside their breast milk or formula feeds.`,
    );
  } else if (stage === 'toddler' || stage === 'preschool') {
    r.add(
      `3 meals and 2 healthy snacks a day for ${who}, at regular times, with water to drink and about 350 ml of milk (or other dairy) a day.`,
      'Small stomachs fill up fast, so regular meals and snacks work better than grazing.',
    );
  } else {
    r.add(
      'It depends on the age: around 6 months, 1 meal a day building to 2; from 7 to 9 months, 3 meals; from 10 to 12 months, 3 meals plus 1 or 2 healthy snacks; from 1 to 5 years, 3 meals and 2 healthy snacks a day.',
      'Tell me your child’s age and I will give you theirs.',
    );
  }
  r.rule(
    'Around 6 months start with 1 meal a day, building to 2; from 7 to 9 months, 3 meals a day; from 10 to 12 months, 3 meals plus 1 or 2 healthy snacks, alongside milk feeds.',
    'NHS',
  );
  r.rule('Children from 1 to 5 years need 3 meals and 2 healthy snacks a day.', 'NHS');
  r.link(recipesLink(age));
  return r.done('meals-a-day');
}

function answerHowMuch(t: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase ?? 'a young child';
  const protein = /\bprotein\b/.test(t);
  const fiveADay =
    /\b(?:five a day|5 a day|fruit and veg\w*|portions? of (?:fruit|veg\w*))\b/.test(t) && !protein;
  const worry = TOPIC.worry.test(t);
  if (worry)
    r.add(
      'If you are worried about weight or growth, talk to your GP or health visitor: they can weigh and measure your child and check their growth chart.',
    );
  if (stage === 'milk') {
    r.add(
      `No solid food yet for ${who}: until around 6 months, breast milk or first infant formula is all they need, fed when they are hungry.`,
    );
    r.rule('Start solids at around 6 months, when your baby shows the signs of being ready.', 'NHS');
    return r.done('meals-portions');
  }
  if (protein) {
    r.add(
      `About 13 to 15 g of protein a day is enough for a child aged 1 to 3 (the US recommended amount is 13 g; the UK reference intake is 14.5 g), and a varied diet gives that easily${
        stage === 'preschool' ? '; from 4 to 5 it is about 19 to 20 g' : ''
      }.`,
      'For example: a 200 ml glass of milk (about 6-7 g), an egg (about 6 g), a small pot of yoghurt or 2 tablespoons of beans or lentils each bring a good part of it.',
    );
    if (underOne(stage))
      r.add(
        `For ${who}, breast milk or formula still brings much of their protein; offer a protein food (meat, fish, egg, beans, lentils, tofu) at 2 meals a day.`,
      );
    r.rule('Children aged 1 to 3 need about 13 g of protein a day.', 'DGA');
    r.rule(
      'Give children protein foods such as beans, pulses, fish, eggs and meat 2 times a day (3 for vegetarian children).',
      'NHS',
    );
    return r.done('meals-protein');
  }
  if (fiveADay) {
    r.add(
      `Aim for 5 portions of fruit and vegetables a day${forWho(age)}; a child's portion is about what fits in the palm of their hand.`,
      'Fresh, frozen, tinned (in water or juice, not syrup) and dried fruit all count; dried fruit is best at mealtimes for their teeth.',
    );
    r.rule(
      'Aim for 5 portions of fruit and vegetables a day; a child’s portion is about the amount that fits in their hand.',
      'NHS',
    );
    return r.done('meals-portions');
  }
  if (underOne(stage) || (!stage && age && age.max < 12)) {
    r.add(
      `There is no set amount for ${who}: follow their hunger cues, offer food at each meal and let them decide how much, and stop when they turn away or close their mouth.`,
      'At first a few teaspoons is plenty; amounts grow over the weeks, and milk feeds still give most of what they need until 12 months.',
    );
  } else {
    r.add(
      /\benough\b/.test(t)
        ? `If ${who} is growing well, active and has wet nappies, they are most likely eating enough: there is no set amount, and appetites vary from day to day.`
        : `There is no set amount for ${who}: appetites vary from day to day, so offer regular meals and let them follow their hunger and fullness cues.`,
      'A toddler portion is much smaller than an adult’s, roughly a quarter to a half: about what fits in their hand, or 2 to 5 tablespoons of pasta, rice or other starchy food at 1 to 4 years.',
      'Across the day, offer the 5 food groups: starchy foods, fruit and vegetables, protein (beans, eggs, fish, meat), dairy, and a little oil or spread.',
    );
    if (!age)
      r.add(
        'For babies from around 6 months, start with a few teaspoons and follow their cues; milk is their main food until 12 months.',
      );
  }
  r.add(
    'Do not ask them to clear their plate or use pudding as a reward: that teaches them to eat past feeling full.',
  );
  if (!worry) r.add(GP);
  r.rule(
    'Children’s appetites vary from day to day; let them decide how much to eat, and do not force them to finish.',
    'NHS',
  );
  r.rule(
    'Toddler portions are much smaller than adults’: for example 2 to 5 tablespoons of pasta or rice for 1 to 4 year olds.',
    'BDA',
  );
  r.rule(
    'Aim for 5 portions of fruit and vegetables a day; a child’s portion is about what fits in their hand.',
    'NHS',
  );
  return r.done('meals-portions');
}

function answerSnacks(t: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase;
  const risks = riskLines(t, stage);
  r.add(...risks);
  const asksNumber = /\b(?:how many|how often|a day|per day|each day)\b/.test(t);
  const ideas =
    'fruit cut safely (banana, soft pear, quartered grapes), vegetable sticks (soft-cooked for younger children) with hummus, plain yoghurt, cheese, toast or rice cakes';
  if (stage === 'milk') {
    r.add(
      `No snacks for ${who}: until around 6 months, breast milk or first infant formula is all they need.`,
    );
  } else if (stage === 'first' || stage === 'three') {
    r.add(
      `No snacks needed yet for ${who}: meals plus breast milk or formula feeds are enough; 1 or 2 healthy snacks come in from around 10 to 12 months.`,
    );
  } else if (asksNumber) {
    r.add(
      stage === 'ten'
        ? `1 or 2 healthy snacks a day for ${who}, between 3 meals and milk feeds: for example ${ideas}.`
        : `2 healthy snacks a day${forWho(age)}, between 3 meals: for example ${ideas}.`,
    );
    if (!stage) r.add('From 10 to 12 months, 1 or 2 snacks; from 1 to 5 years, 2 a day.');
  } else {
    r.add(
      `Good snacks${forWho(age)}: ${ideas}. ${stage === 'ten' ? '1 or 2 a day' : '2 a day'}, between meals, is plenty.`,
    );
  }
  if (stage !== 'milk') {
    r.add(
      'Crisps, biscuits, sweets, cakes and chocolate are not everyday snacks: they are high in salt, sugar or fat; keep them occasional, with a meal.',
      'Water or milk to drink; no sugary or fizzy drinks.',
    );
    r.rule(
      'Young children need 3 meals and 2 healthy snacks a day; choose snacks that are not high in salt, sugar or fat.',
      'NHS',
    );
    r.rule(CHOKING_RULE, 'NHS');
  }
  r.link(recipesLink(age));
  return r.done('meals-snacks');
}

function answerTreats(t: string, question: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase;
  r.add(...riskLines(t, stage));
  const things: [RegExp, string][] = [
    [/\bbiscuits?\b/, 'biscuits'],
    [/\bcookies?\b/, 'cookies'],
    [/\b(?:sweets|candy)\b/, 'sweets'],
    [/\bchocolate\b/, 'chocolate'],
    [/\bcakes?\b/, 'cake'],
    [/\b(?:crisps|chips)\b/, 'crisps'],
  ];
  const thing = things.find(([re]) => re.test(t))?.[1] ?? 'treats';
  const salty = thing === 'crisps';
  const under2 = !!age && (age.months !== undefined ? age.months < 24 : age.max < 24);
  const over2 = !!age && (age.months ?? age.min) >= 24;
  const daily = /\b(?:every day|everyday|daily|each day|every night|after every|with every)\b/.test(t);
  const yesNo = YES_NO.test(normalise(question));
  if (under2 && !salty) {
    r.add(
      `There is no set number${who ? ` for ${who}` : ''}, and none every day is best: before 2, the advice is no foods with added sugar, so keep ${thing} for the odd special occasion.`,
      'For a sweet taste, offer fruit, or plain yoghurt with mashed fruit.',
    );
  } else if (salty) {
    r.add(
      `There is no set number${forWho(age)}: crisps are high in salt, so keep them an occasional food rather than an everyday snack${underOne(stage) ? ', and none before 12 months' : ''}.`,
    );
  } else {
    r.add(
      `${daily && yesNo ? 'Not every day is best, and there is no set number' : `There is no set ${/\bhow much\b/.test(t) ? 'amount' : 'number'}`}${forWho(age)}: keep ${thing} and other sugary foods occasional rather than every day, and give them with a meal rather than between meals, which is kinder to teeth.`,
    );
    if (!over2) r.add('Before 2, the advice is no foods with added sugar at all.');
  }
  r.add(
    'Make everyday snacks fruit, vegetables, yoghurt, cheese or toast, and avoid using treats as rewards.',
  );
  r.rule(
    'Keep sugary foods such as biscuits, cakes and sweets to mealtimes, and not as everyday snacks.',
    'NHS',
  );
  r.rule('No added sugars before 2; from 2, less than 25 g (about 6 teaspoons) a day.', 'AHA');
  if (stage === 'preschool' || !age)
    r.rule(
      'From 4, no more than 19 g of free sugars a day (the UK limit; the US advice is under 25 g from 2).',
      'NHS',
    );
  r.link('/foods/sugar');
  return r.done('meals-treats');
}

function answerLunchbox(t: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase;
  const risks = riskLines(t, stage);
  r.add(...risks);
  if (stage === 'milk') {
    r.add(
      `No lunchbox food yet for ${who}: until around 6 months, send breast milk or first infant formula only (with your nursery's storage instructions).`,
    );
    return r.done('meals-lunchbox');
  }
  r.add(
    `A lunchbox${forWho(age)} needs a starchy food, a protein, a dairy food, fruit and vegetables, and water to drink: for example ${
      underOne(stage)
        ? 'soft toast fingers or pasta, flaked fish, egg or mashed beans, plain full-fat yoghurt, and soft-cooked vegetables and ripe fruit, all with no added salt or sugar'
        : 'a wholemeal sandwich, wrap or pasta, egg, chicken, tuna, beans or hummus, cheese or plain yoghurt, and cucumber, cooked vegetables or fruit, cut safely'
    }.`,
  );
  if (!risks.length)
    r.add(
      'Cut grapes and cherry tomatoes into quarters lengthways, and no whole nuts under 5; for a nut-free nursery, use seed butters, egg, beans or cheese instead of nut butter.',
    );
  r.add(
    'Leave out crisps, sweets, chocolate and sugary or fizzy drinks.',
    'Keep it cool: an insulated bag with an ice pack, and anything left over goes in the bin.',
  );
  r.rule(
    'Base children’s meals on the 5 food groups: starchy foods, fruit and vegetables, protein, dairy, and small amounts of oils.',
    'NHS',
  );
  r.rule(CHOKING_RULE, 'NHS');
  r.rule('Keep packed lunches cold with an ice pack or frozen drink in an insulated bag.', 'FSA');
  if (underOne(stage)) r.rule('No salt, sugar or honey in food for babies under 12 months.', 'NHS');
  r.link(recipesLink(age));
  return r.done('meals-lunchbox');
}

function answerParty(t: string, question: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const risks = riskLines(t, stage);
  r.add(...risks);
  if (/\b(?:cake|cakes|sweet things|treats?|chocolate)\b/.test(t) && YES_NO.test(normalise(question)))
    r.add(
      stage === 'milk' || underOne(stage)
        ? `Better not for ${age?.phrase ?? 'a baby under 1'}: no added sugar or salt before 12 months; offer soft fruit instead.`
        : `A small piece of birthday cake on the day is fine${forWho(age)} as a one-off; day to day, sugary foods are best kept occasional${stageOf(age) === 'toddler' ? ', and avoided before 2' : ''}.`,
    );
  r.add(
    `For a party${forWho(age)}, offer a variety of small, safe finger foods: sandwiches cut into fingers, soft fruit (grapes quartered lengthways), cucumber or soft-cooked vegetable sticks, cheese, cooked pasta, mini rice cakes, and a small cake for the occasion.`,
    'Not for under-5s: whole nuts, popcorn, whole grapes or cherry tomatoes, hard sweets and marshmallows, because of choking.',
    'Make sure children eat sitting down with an adult watching, not while running around, and offer water to drink.',
  );
  if (underOne(stage) || stage === 'milk')
    r.add('For babies under 1: no salt, sugar or honey, so keep some plain food aside for them.');
  r.rule(CHOKING_RULE, 'NHS');
  r.rule(
    'Whole grapes, nuts, hot dogs, popcorn and hard raw vegetables are choking hazards for children under 4.',
    'AAP',
  );
  r.rule('Always stay with your child while they eat, sitting upright, never walking or lying down.', 'NHS');
  return r.done('meals-party');
}

function milkKind(age: ReadAge | undefined): string {
  const m = age?.months;
  if (m !== undefined) return m < 24 ? 'whole milk' : 'whole or semi-skimmed milk';
  return age && age.min >= 24 ? 'whole or semi-skimmed milk' : 'whole milk; semi-skimmed is fine from 2';
}

function dayMenu(stage: Stage | undefined, age: ReadAge | undefined): string[] {
  const who = age?.phrase ?? 'your child';
  switch (stage) {
    case 'first':
      return [
        `A day for ${who}, starting with 1 meal and building to 2, around their usual milk feeds:`,
        '- Milk feeds: breast milk on demand or first infant formula, as before.',
        '- Meal 1: soft-cooked vegetables mashed or as soft finger food (broccoli, carrot, sweet potato), or iron-fortified baby cereal with their usual milk.',
        '- Meal 2 (after a week or two): mashed lentils or egg, with soft fruit such as banana or avocado.',
        '- Water: sips from an open cup with meals.',
      ];
    case 'three':
      return [
        `A day for ${who}: 3 meals plus breast milk or formula feeds:`,
        '- Breakfast: porridge made with their usual milk, with mashed banana.',
        '- Lunch: soft-cooked vegetable and lentil pasta, mashed or chopped; soft pear.',
        '- Tea: flaked salmon or minced chicken with mashed potato and peas; plain full-fat yoghurt.',
        '- Milk: breast milk or formula feeds as usual (often on waking and at bedtime); water with meals.',
      ];
    case 'ten':
      return [
        `A day for ${who}: 3 meals and 1 or 2 healthy snacks, plus breast milk or formula feeds:`,
        '- Breakfast: toast fingers with mashed egg or thinly spread smooth nut butter; soft fruit.',
        '- Lunch: chopped chicken or bean casserole with rice and soft vegetables; plain yoghurt.',
        '- Tea: fish pie or pasta with a homemade tomato and vegetable sauce; quartered grapes or blueberries.',
        '- Snacks: soft fruit, cheese, toast or a rice cake.',
        '- Milk: breast milk or formula feeds, often on waking and at bedtime; water with meals.',
      ];
    case 'toddler':
    case 'preschool':
      return [
        `A day for ${who}: 3 meals and 2 healthy snacks:`,
        '- Breakfast: wholegrain cereal or porridge with milk, and fruit.',
        '- Snack: banana or soft pear, and a few small pieces of cheese.',
        '- Lunch: a wholemeal sandwich with egg or tuna, cucumber sticks, and grapes quartered lengthways.',
        '- Snack: plain yoghurt with berries, or toast fingers.',
        '- Tea: spaghetti bolognese with hidden vegetables, or salmon, potatoes and broccoli; fruit after.',
        `- Milk: about 350 ml a day in total (${milkKind(age)}), or 2 to 3 servings of dairy; water with every meal.`,
      ];
    default:
      return [];
  }
}

function answerMenu(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  if (stage === 'milk') {
    r.add(
      `A day for ${age?.phrase ?? 'your baby'} is milk only: breast milk on demand or first infant formula, until solid food starts at around 6 months.`,
    );
    r.rule('Start solids at around 6 months, when your baby shows the signs of being ready.', 'NHS');
    return r.done('meals-menu');
  }
  const day = dayMenu(stage, age);
  if (day.length) {
    r.add(...day);
    if (underOne(stage))
      r.add('No salt, sugar or honey in any of it; let them feed themselves finger foods.');
    else r.add('Cook without added salt, and keep sugary foods occasional.');
  } else {
    r.add(
      'A day depends on the age: around 6 months, 1 to 2 small meals plus milk feeds; 7 to 9 months, 3 meals plus milk feeds; 10 to 12 months, 3 meals and 1 or 2 snacks plus milk feeds; 1 to 5 years, 3 meals, 2 healthy snacks and about 350 ml of milk.',
      'For example, for a toddler: porridge and fruit for breakfast, a sandwich with egg and cucumber for lunch, pasta with vegetables and fish or meat for tea, yoghurt and fruit as snacks.',
      'Tell me your child’s age and I will fit the day to it.',
    );
  }
  r.rule(
    'Around 6 months, 1 meal a day building to 2; 7 to 9 months, 3 meals; 10 to 12 months, 3 meals plus snacks; 1 to 5 years, 3 meals and 2 healthy snacks.',
    'NHS',
  );
  if (!underOne(stage))
    r.rule('From 1 to 5 years, about 350 ml of milk a day, or 2 to 3 servings of dairy.', 'NHS');
  addCommonRules(r, stage);
  r.link(recipesLink(age));
  return r.done('meals-menu');
}

function answerFamily(t: string, question: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase;
  const yesNo = YES_NO.test(normalise(question));
  if (stage === 'milk') {
    r.add(
      `Not yet for ${who}: solid food, family food included, starts from around 6 months; until then breast milk or first infant formula is all they need.`,
    );
  } else if (underOne(stage)) {
    r.add(
      `${yesNo ? 'Yes, with changes' : 'Family food can be shared'} for ${who}: mash or chop it to suit their stage, and cook it without salt, sugar or stock cubes.`,
      'Take their portion out before you add salt, stock, gravy or spicy sauce to the rest.',
    );
  } else if (stage === 'toddler' || stage === 'preschool') {
    r.add(
      `${yesNo ? 'Yes, ' : 'From 12 months, '}${who} can eat what the family eats, cooked without added salt and cut to a safe size.`,
      'Take their portion out before you add salt, stock or strong spice; and keep salty foods (ham, bacon, stock cubes, ready meals) occasional.',
    );
  } else {
    r.add(
      'From 12 months a child can eat what the family eats, cooked without added salt and cut to a safe size; before 1, mash or chop family food and cook it without salt.',
      'Take the child’s portion out before you add salt, stock or gravy to the rest.',
    );
  }
  if (stage !== 'milk') {
    r.add('Eating together helps: children copy what you eat.');
    r.rule(
      'From 12 months children can eat the same food as the rest of the family, without added salt and cut to a suitable size.',
      'NHS',
    );
    r.rule(
      'Children aged 1 to 3 should have no more than 2 g of salt a day; babies under 1 need no added salt.',
      'NHS',
    );
  }
  if (/\b(?:spic\w*|chilli|curry)\b/.test(t))
    r.add('Mild spices and herbs are fine from 6 months; go gently with chilli heat.');
  r.link(recipesLink(age));
  return r.done('meals-family');
}

function answerBreakfast(t: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase;
  const skip = TOPIC.skip.test(t);
  if (stage === 'milk') {
    r.add(`No breakfast food yet for ${who}: milk feeds only until around 6 months.`);
    return r.done('meals-breakfast');
  }
  const ideas = underOne(stage)
    ? 'porridge or iron-fortified cereal made with their usual milk, with mashed banana or berries; toast fingers with mashed avocado or egg; plain full-fat yoghurt with soft fruit'
    : 'porridge or low-sugar wholegrain cereal with milk and fruit; wholemeal toast with egg, cheese or thinly spread nut butter; plain yoghurt with fruit';
  if (skip) {
    const meal = /\blunch\b/.test(t)
      ? 'lunch'
      : /\b(?:dinner|tea|supper)\b/.test(t)
        ? 'tea'
        : /\bbreakfast\b/.test(t)
          ? 'breakfast'
          : 'the meal';
    r.add(
      `Skipping a meal now and then is OK${forWho(age)}, as long as they eat a varied range of food over the day or week: don't force it.`,
      `Keep offering ${meal} at the usual time without pressure, and don't replace it with snacks or extra milk later${meal === 'breakfast' ? `; small breakfast ideas: ${ideas}` : ''}.`,
      'Check they are not filling up on milk, juice or snacks before meals.',
      GP,
    );
  } else {
    r.add(
      `Good breakfasts${forWho(age)}: ${ideas}.`,
      'Breakfast is a good time for iron-fortified cereals (choose ones low in sugar and salt) with a little fruit for vitamin C.',
    );
  }
  if (underOne(stage)) r.add('No added salt, sugar or honey before 12 months.');
  r.rule('Children’s appetites vary; offer regular meals and do not force them to eat.', 'NHS');
  r.rule('Choose breakfast cereals that are low in sugar and salt.', 'NHS');
  r.link(recipesLink(age));
  return r.done(skip ? 'meals-skipped' : 'meals-breakfast');
}

function answerVegetarian(t: string, question: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const who = age?.phrase ?? 'a young child';
  const vegan = /\bvegan|plant based|dairy and egg\b/.test(t);
  const asksProtein = /\bprotein\b/.test(t);
  const asksIron = /\biron\b/.test(t);
  const yesNo = YES_NO.test(normalise(question));
  if (stage === 'milk') {
    r.add(
      `${who === 'a young child' ? 'A baby' : upper(who)} needs only breast milk or first infant formula until around 6 months${vegan ? '; if you are not breastfeeding, soya-based formula is the usual vegan option, but ask your GP or health visitor first' : ''}.`,
    );
  }
  if (asksProtein) {
    r.add(
      `Good protein foods for ${vegan ? 'a vegan' : 'a vegetarian'} ${stage === 'toddler' || stage === 'preschool' ? 'child' : 'baby'}: lentils, beans and chickpeas (mashed or as hummus), tofu${vegan ? '' : ', eggs, full-fat dairy (yoghurt, cheese)'} and smooth nut or seed butters, offered at 2 to 3 meals a day.`,
    );
  } else if (asksIron) {
    r.add(
      `Iron for ${vegan ? 'a vegan' : 'a vegetarian'} child comes from beans, lentils, ${vegan ? '' : 'eggs, '}tofu, iron-fortified cereals and dark green vegetables; give them with vitamin C foods (fruit, peppers, tomatoes) to help absorb it.`,
    );
  } else if (vegan) {
    r.add(
      `${yesNo ? 'Yes, but only with careful planning' : 'A vegan diet needs careful planning'} for ${who}: enough energy, protein, iron and calcium, and supplements of vitamin B12, vitamin D and often iodine; talk to your health visitor or a dietitian first.`,
    );
  } else {
    r.add(
      `${yesNo ? 'Yes: a' : 'A'} vegetarian diet can give ${who} everything they need, with some planning: iron from beans, lentils, eggs and iron-fortified cereals, eaten with vitamin C foods.`,
    );
  }
  if (stage !== 'milk') {
    if (vegan && (asksProtein || asksIron))
      r.add(
        'A vegan diet also needs supplements of vitamin B12, vitamin D and often iodine; a dietitian can help you plan.',
      );
    if (!vegan || asksProtein || asksIron)
      r.add(
        'Offer protein (beans, lentils, tofu, eggs, dairy) at 2 to 3 meals a day, full-fat dairy or fortified alternatives for calcium, and foods rich in energy: young children have small stomachs, so not only high-fibre foods.',
      );
    r.rule(
      'Vegetarian and vegan babies and children need a varied diet with enough energy, protein, iron and calcium; vegan children also need vitamin B12 and may need iodine supplements.',
      'NHS',
    );
    r.rule(
      'A well-planned vegan or vegetarian diet can support healthy growth; ask a dietitian for help with planning.',
      'BDA',
    );
    r.rule(
      'In the UK, children aged 6 months to 5 years should have vitamins A, C and D drops; in the US, breastfed babies get vitamin D drops from birth.',
      'NHS',
      'AAP',
    );
  }
  return r.done('meals-vegetarian');
}

function answerIdeas(t: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const stage = stageOf(age);
  const link = recipesLink(age);
  if (stage === 'milk') {
    r.add(
      `No recipes yet for ${age?.phrase}: solid food starts from around 6 months; until then, milk only.`,
    );
    return r.done('meals-ideas');
  }
  const meal = /\bbreakfast\b/.test(t)
    ? 'breakfast'
    : /\blunch\b/.test(t)
      ? 'lunch'
      : /\b(?:dinner|tea|supper)\b/.test(t)
        ? 'dinner'
        : 'meal';
  r.add(
    `SproutPlate's recipes (${link}) have ${meal} ideas${forWho(age)}, filtered by age, each with how to serve it safely.`,
  );
  r.add(
    underOne(stage)
      ? 'Quick ideas: lentil and vegetable pasta, salmon with mashed potato and peas, porridge with mashed fruit, omelette fingers; no salt, sugar or honey.'
      : 'Quick ideas: pasta with a tomato and vegetable sauce, fish pie, a bean chilli (mild), omelette with toast, a wholemeal sandwich with egg and cucumber; cooked without added salt.',
  );
  r.rule(
    'Base meals on the 5 food groups: starchy foods, fruit and vegetables, protein, dairy, and small amounts of oils.',
    'NHS',
  );
  addCommonRules(r, stage);
  r.link(link);
  return r.done('meals-ideas');
}

/**
 * The answer to a question about meals, amounts and everyday menus, or undefined when the
 * question is not about them (a single food, an allergy, a drink...). `question` is the parent's
 * words, `text` the same lower-cased with misspellings fixed, `age` the child's age when stated.
 */
export function answerMeals(
  question: string,
  text: string,
  age: ReadAge | undefined,
): BuiltInAnswer | undefined {
  const t = readWords(question, text);
  if (!t.trim()) return undefined;

  // Medical worries about eating lead, whatever else is asked.
  const worry = TOPIC.worry.test(t);
  if (worry && !TOPIC.howMuch.test(t)) return answerWorry(age);

  if (TOPIC.veg.test(t) && !(TOPIC.plantDrink.test(t) && !/\bdiet\b/.test(t))) {
    if (
      /\b(?:diet|raise|raising|bring up|brought up|enough|protein|iron|b12|supplements?|vitamins?|safe|ok|okay|healthy|nutrients?|meals?|ideas?|food|foods|eat|eating|grow|growing)\b/.test(
        t,
      )
    )
      return answerVegetarian(t, question, age);
  }
  const skipped = TOPIC.skip.test(t) && TOPIC.meal.test(t);
  if (TOPIC.lunchbox.test(t) && !skipped) return answerLunchbox(t, age);
  if (TOPIC.party.test(t) && (TOPIC.meal.test(t) || /\b(?:snacks?|eat|serve|buffet|give)\b/.test(t)))
    return answerParty(t, question, age);
  if (TOPIC.treat.test(t) && TOPIC.amount.test(t) && !/\bsugar\b.*\b(?:in|contain)\b/.test(t))
    return answerTreats(t, question, age);
  if (
    TOPIC.mealsADay.test(t) &&
    !/\bsnacks?\b/.test(t.replace(/\bmeals and (?:2 |two )?(?:healthy )?snacks\b/, ''))
  )
    return answerMealsADay(t, age);
  if (TOPIC.snacks.test(t)) return answerSnacks(t, age);
  if (TOPIC.mealsADay.test(t)) return answerMealsADay(t, age);
  if (TOPIC.howMuch.test(t) && !aboutOneFood(t)) return answerHowMuch(t, age);
  if (TOPIC.menu.test(t)) return answerMenu(age);
  if (TOPIC.family.test(t)) return answerFamily(t, question, age);
  if (TOPIC.breakfast.test(t) || skipped) return answerBreakfast(t, age);
  const cook = /\b(?:recipes?|what (?:can|should|could|shall) (?:i|we) (?:cook|make))\b/.test(t);
  if (TOPIC.ideas.test(t) && (TOPIC.meal.test(t) || cook) && !aboutOneFood(t)) return answerIdeas(t, age);
  return undefined;
}
