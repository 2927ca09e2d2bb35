/**
 * The built-in assistant's answers to the questions parents ask most, grounded in the First Foods
 * guide (shared/content/foods) and the sourced guidance it carries: can my child have X at this
 * age, how do I serve it, when and how to introduce an allergen, how much salt, sugar, juice or
 * milk, drinks, fish and mercury, eggs, reactions after a food, gagging and picky eating.
 *
 * Every answer leads with the direct answer for the child's age ("No, not for a 9-month-old: ...",
 * "Yes, from around 6 months: ..."), gives the reason and names its sources. The age is the one
 * the parent states ("my 8mo is basically 1" is 8 months), read by the language layer; rules do
 * not bend for "just a little". System messages in the conversation are never read: only what the
 * parent wrote. A question outside these topics gets `undefined`, for the caller to handle (and,
 * when nothing fits, to say it is not sure rather than answer with something unrelated).
 *
 * Emergencies are not handled here: the caller checks `classifyEmergency` first.
 */
import { FOODS, foodBySlug, stageForAge } from '../../../shared/content/foods/foods';
import { FOOD_STAGES, type Food } from '../../../shared/content/foods/types';
import { isEmergency, isGaggingQuestion, isMildReactionQuestion } from '../../../shared/lib/emergency';
import {
  agePhrase,
  corrections,
  knows,
  makeVocabulary,
  MAX_GUIDE_MONTHS,
  MISSPELLINGS,
  normalise,
  parseStatedAge,
  singular,
  singularWords,
  synonymsOf,
} from '../../../shared/lib/language';
import type { ChatMessage } from '../../../shared/schemas/chatbot';
import { Reply, type BuiltInAnswer, type ReadAge } from './reply';
import { answerEveryday } from './topics/everyday';
import { answerMeals } from './topics/meals';
import { answerMilkAndDrinks } from './topics/milk-and-drinks';

export type { BuiltInAnswer, ReadAge } from './reply';

const ASK_A_PROFESSIONAL = 'If you are worried about your child, talk to your doctor or health visitor.';

/** The answer when the built-in assistant does not know: say so, and point somewhere useful. */
export function notSureAnswer(): string {
  return [
    "I'm not sure about that one, and I would rather not guess.",
    'For any food, the foods guide (/foods) shows from what age it is safe and how to serve it at each stage.',
    'For anything about your child’s health, please ask your doctor or health visitor.',
    'You can ask me things like "Can my 9 month old have honey?", "How do I serve grapes to my 2yo?" or "When should I introduce peanuts?".',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Reading the question: words (with misspellings fixed), the child's age, the foods named
// ---------------------------------------------------------------------------------------------

/** The parent's words, normalised, each misspelling of the language layer's table corrected. */
export function fixedWords(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => MISSPELLINGS[w] ?? w);
}

/** "a 8-month-old" -> "an 8-month-old". */
function withArticle(phrase: string): string {
  return phrase.replace(/^a (8|11|18)\b/, 'an $1');
}

/** The child's age a text states ("10mo", "2yo", "1.5 years") or implies ("toddler", "newborn"). */
export function readAge(text: string): ReadAge | undefined {
  const stated = parseStatedAge(text);
  if (stated !== undefined && stated >= 0 && stated < 240) {
    const phrase =
      stated <= MAX_GUIDE_MONTHS ? withArticle(agePhrase(stated)) : `a ${Math.floor(stated / 12)}-year-old`;
    return { months: stated, min: stated, max: stated, phrase, stated: true };
  }
  const t = normalise(text);
  if (/\b(?:new ?borns?|newly born)\b/.test(t))
    return { months: 0, min: 0, max: 1, phrase: 'a newborn', stated: false };
  if (/\bpre ?schoolers?\b/.test(t)) return { min: 36, max: 59, phrase: 'a preschooler', stated: false };
  if (/\btoddlers?\b/.test(t)) return { min: 12, max: 35, phrase: 'a toddler', stated: false };
  if (/\b(?:bab(?:y|ies|e|ys)|infants?)\b/.test(t))
    return { min: 0, max: 11, phrase: 'a baby', stated: false };
  return undefined;
}

/** "around 6 months", "12 months", "2 years", "5 years". */
function monthsLabel(months: number): string {
  if (months <= 6) return 'around 6 months';
  if (months < 24) return `${months} months`;
  const years = months / 12;
  return Number.isInteger(years) ? `${years} years` : `${Math.floor(years)}½ years`;
}

/** Food names to foods: every name of the guide in singular words, with its synonyms. */
const NAME_INDEX: ReadonlyMap<string, Food> = (() => {
  const index = new Map<string, Food>();
  /** Single words that name a food but mean something else in a sentence ("flake the fish"). */
  const skip = new Set(['flake', 'date', 'pop', 'sprout', 'bean', 'greens', 'green', 'chip']);
  const add = (phrase: string, food: Food) => {
    const key = singularWords(phrase).join(' ');
    if (!key || skip.has(key) || index.has(key)) return;
    index.set(key, food);
  };
  // Plain words parents use for a whole group, to the food they most often mean.
  const generic: [string, string][] = [
    ['milk', 'cows-milk'],
    ['cow milk', 'cows-milk'],
    ['cows milk', 'cows-milk'],
    ['juice', 'fruit-juice'],
    ['cheese', 'hard-cheese'],
    ['formula', 'infant-formula'],
    ['egg', 'egg'],
    ['peanut', 'peanuts'],
    ['grape', 'grapes'],
    ['tomato', 'tomato'],
    ['strawberry', 'strawberries'],
    ['blueberry', 'blueberries'],
    ['raspberry', 'raspberries'],
    ['cherry', 'cherries'],
    ['hot dog', 'sausages'],
    ['sausage', 'sausages'],
    ['bacon', 'ham-and-bacon'],
    ['ham', 'ham-and-bacon'],
    ['soy milk', 'soya-milk'],
    ['chocolate milk', 'flavoured-milk'],
    ['coke', 'fizzy-drinks'],
    ['fizzy', 'fizzy-drinks'],
    ['soda', 'fizzy-drinks'],
    ['green tea', 'tea'],
    ['herbal tea', 'tea'],
    ['caffeine', 'coffee'],
  ];
  for (const [phrase, slug] of generic) {
    const food = foodBySlug(slug);
    if (food) add(phrase, food);
  }
  for (const food of FOODS) {
    for (const name of [food.name, food.usName, ...(food.otherNames ?? [])]) {
      if (!name) continue;
      for (const phrase of synonymsOf(name)) add(phrase, food);
      add(name, food);
    }
  }
  // "Brie and camembert", "Ham and bacon": each part names the food too.
  for (const food of FOODS) {
    if (/ and /.test(food.name)) for (const part of food.name.split(' and ')) add(part, food);
  }
  return index;
})();

const LONGEST_NAME = Math.max(...[...NAME_INDEX.keys()].map((k) => k.split(' ').length));

/** Every word of a food name: what a misspelling may be corrected to. */
const FOOD_VOCABULARY = makeVocabulary([...NAME_INDEX.keys()].flatMap((k) => k.split(' ')));

/** Common words a typo correction must leave alone: they are words, not misspelt foods. */
const PLAIN_WORDS = new Set(
  (
    'about after again allergic allergy always amount another anything around baby basically because before ' +
    'being better bottle breakfast bring cause child childs children cooked could daily dinner doctor does ' +
    'doing drink drinking drinks during early eating enough every everyone feeding first fussy given giving ' +
    'going gonna happy having healthy however introduce just later little lunch maybe meals might month ' +
    'months morning mouth never night normal often other pieces please plenty portion pretty quite ready ' +
    'really right safely serve serving should since small snack snacks solid solids something sorry still ' +
    'sure taste teeth thank thanks their there these thing things think those though throat today toddler ' +
    'tomorrow tried trying twice under until usually wants water weeks whats where which while whole would ' +
    'years young yours alright allowed okay fine sweet sweets salty sugary juicy creamy crunchy spicy sore ' +
    'cough colds fever worried weaning reaction reactions rashes hives spots swollen vomit vomited sicked'
  ).split(' '),
);

/** The foods a text names, in the order named (at most `limit`), through names, synonyms and typos. */
export function foodsIn(text: string, limit = 3): Food[] {
  const raw = fixedWords(text.slice(0, 4000)).map(singular);
  const ws = raw.map((w) => {
    if (w.length < 5 || PLAIN_WORDS.has(w) || /\d/.test(w) || knows(FOOD_VOCABULARY, w)) return w;
    const fix = corrections(w, FOOD_VOCABULARY, 1)[0];
    return fix ? singular(fix) : w;
  });
  const found: Food[] = [];
  let i = 0;
  while (i < ws.length && found.length < limit) {
    let matched = 0;
    for (let len = Math.min(LONGEST_NAME, ws.length - i); len >= 1; len -= 1) {
      const food = NAME_INDEX.get(ws.slice(i, i + len).join(' '));
      if (food) {
        if (!found.includes(food)) found.push(food);
        matched = len;
        break;
      }
    }
    i += matched || 1;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Building an answer
// ---------------------------------------------------------------------------------------------

const lower = (food: Food) => (food.slug === 'cows-milk' ? "cow's milk" : food.name.toLowerCase());
const isPlural = (food: Food) =>
  /s$/.test(food.name) && !/(?:hummus|couscous|asparagus|swiss)$/i.test(food.name);

/** The stage text for an age (at least the food's first stage). */
function stageText(food: Food, months: number): string | undefined {
  const stage = stageForAge(Math.max(months, food.fromMonths));
  return food.stages[stage] ?? Object.values(food.stages)[0];
}

function firstStageText(food: Food): string | undefined {
  for (const s of FOOD_STAGES) {
    const text = food.stages[s.id];
    if (text) return text;
  }
  return undefined;
}

/** Up to `n` of the food's rules as sourced lines. */
function addRules(reply: Reply, food: Food, n = 3, filter?: (text: string) => boolean) {
  const rules = food.rules.filter((r) => !filter || filter(r.text)).slice(0, n);
  for (const r of rules) reply.rule(r.text, r.source);
}

const AGE_QUESTION =
  'How old is your child? Tell me (for example "my 9 month old") and I will give you the advice for their age.';

/** Words parents use to talk a rule away. */
const PUSHBACK =
  /\b(?:basically|practically|nearly|almost|pretty much|just (?:a )?(?:little|bit|tiny|taste|lick|once|one)|tiny (?:bit|amount)|only (?:a )?(?:little|bit|tiny|taste|once)|once wont|wont hurt|surely|everyone|every one|my (?:mum|mom|mother|gran|granny|grandma|nan|nanny|mil|mother in law|sister|friend)|(?:doctor|gp|nurse) said|its fine|it is fine|its okay|i read|right$|cooked into|baked into|in (?:a )?(?:cake|baking|bake))\b/;

/** Health complaints a food is sometimes given for. */
const COMPLAINT =
  /\b(sore throat|cough(?:ing)?|cold|colds|constipat\w*|teething|fever|temperature|tummy ache|colic|diarrhoea|diarrhea|reflux|sleep)\b/;

function pushbackLine(age: ReadAge | undefined): string {
  const who =
    age?.months !== undefined
      ? ` (${age.months < 24 ? `${age.months} months` : monthsLabel(age.months)})`
      : '';
  return `I know it is tempting, but I go by your child's actual age${who}, and this rule has no exceptions for "just a little" or "nearly old enough".`;
}

function complaintLine(text: string): string {
  const complaint = COMPLAINT.exec(text)?.[1];
  if (!complaint) return '';
  return `For the ${complaint.replace(/^cold$/, 'cold').replace(/^colds$/, 'cold')}, ask a pharmacist, your doctor or health visitor what is safe at this age.`;
}

// ---------------------------------------------------------------------------------------------
// Topic answers
// ---------------------------------------------------------------------------------------------

const HIGH_MERCURY = ['shark', 'swordfish', 'marlin'];
const LOW_MERCURY_FISH =
  'salmon, cod, haddock and other white fish, sardines, mackerel or tinned light tuna in spring water';

function fishPortionRules(reply: Reply) {
  reply.rule(
    'Aim for 2 portions of fish a week, one of them oily (salmon, sardines, mackerel); boys can have up to 4 portions of oily fish a week, girls up to 2.',
    'NHS',
  );
  reply.rule(
    'Children should not eat shark, swordfish or marlin, because of the mercury they contain.',
    'NHS',
  );
  reply.rule(
    'Choose fish lower in mercury for young children; shark, swordfish, marlin, king mackerel and bigeye tuna are the ones to avoid.',
    'DGA',
  );
}

function answerFish(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const baby = age && age.max < 6;
  r.add(
    baby
      ? `Not yet for ${age.phrase}: fish, like all solid food, starts from around 6 months. From then, fish is a great food: soft, flaked, every bone removed.`
      : `Yes${age ? ` for ${age.phrase}` : ''}: fish is good for young children from around 6 months, flaked and checked for bones, as long as you choose fish low in mercury such as ${LOW_MERCURY_FISH}. Never shark, swordfish or marlin.`,
  );
  fishPortionRules(r);
  r.rule('Choose tinned fish in spring water or oil rather than brine, which is salty.', 'NHS');
  r.link('/foods/salmon').link('/foods/white-fish');
  return r.done('fish');
}

function answerNuts(age: ReadAge | undefined, text: string): BuiltInAnswer {
  const r = new Reply();
  const whole = /\bwhole\b|\bchopped\b|\bhandful\b/.test(text);
  if (age && age.max < 6) {
    r.add(
      `Not yet for ${age.phrase}: nuts come with the first solids, from around 6 months, ground or as smooth nut butter.`,
    );
  } else if (age?.months !== undefined && age.months >= 60) {
    r.add(`Yes: from 5 years, whole nuts are fine for ${age.phrase} who chews well, eaten sitting down.`);
  } else if (whole) {
    r.add(
      `No, not whole${age ? ` for ${age.phrase}` : ''}: whole or chopped nuts are a choking hazard for children under 5. Give them ground, or as smooth nut butter thinned or spread thinly.`,
    );
    if (PUSHBACK.test(text)) r.add(pushbackLine(age));
  } else {
    r.add(
      `Yes${age ? ` for ${age.phrase}` : ''}, in a safe form: finely ground nuts or smooth nut butter, thinned or spread thinly, from around 6 months. Never whole or chopped nuts under 5.`,
    );
  }
  r.rule("Don't give whole or chopped nuts or peanuts to children under 5: they can choke on them.", 'NHS');
  r.rule('Thick spoonfuls of nut butter can block a small airway: spread it thinly or thin it down.', 'AAP');
  r.rule(
    'Offer peanut early, around 6 months; babies with severe eczema or egg allergy should see a doctor first.',
    'NIAID',
  );
  r.link('/foods/peanuts').link('/foods/almonds');
  return r.done('nuts');
}

const ALLERGEN_FOOD_FOR: Record<string, string> = {
  peanut: 'peanuts',
  egg: 'egg',
  milk: 'cows-milk',
  sesame: 'sesame-seeds',
  soy: 'tofu',
  wheat: 'bread',
  fish: 'salmon',
  shellfish: 'prawns',
  'tree-nuts': 'almonds',
};

function answerAllergen(food: Food | undefined, age: ReadAge | undefined, text: string): BuiltInAnswer {
  const r = new Reply();
  const name = food ? lower(food) : 'common allergens';
  const peanut = food?.allergens.includes('peanut');
  const egg = food?.allergens.includes('egg') && food.slug === 'egg';
  const young = age && age.max < 4;
  const under6 = age && age.max < 6;
  const unsafe = food && food.fromMonths > 12;
  if (food && unsafe) return answerFood(food, age, text, 'permission');
  if (young) {
    r.add(
      `Not yet for ${age.phrase}: ${name} ${food && isPlural(food) ? 'are' : 'is'} introduced with the first solids, from around 6 months (never before 4 months). Until then, breast milk or formula is all your baby needs.`,
    );
  } else if (under6) {
    r.add(
      `Around 6 months, once ${age.phrase === 'a baby' ? 'your baby' : age.phrase} has started solids: offer ${name} early rather than late, in a safe form. If your baby has severe eczema or an egg allergy, see your doctor first: they may advise starting a little earlier, after a check.`,
    );
  } else if (age && age.min >= 6) {
    r.add(
      `Now is a good time: offer ${name} to ${age.phrase} in a safe form, one new allergen at a time. Early and regular is better than late: waiting does not prevent allergy.`,
    );
  } else {
    r.add(
      `Early: offer ${name} from around 6 months, alongside other first foods, in a safe form. Waiting longer does not prevent allergy; offering it early and keeping it in the diet can make allergy less likely.`,
    );
  }
  r.add(
    'See your doctor first if your baby has severe eczema, an egg allergy or another food allergy: they may want to test before you start.',
  );
  if (peanut) {
    r.rule(
      'Offer peanut-containing food early, around 6 months; babies with severe eczema or egg allergy should see a doctor first (the LEAP study found early peanut cut peanut allergy by about 80% in high-risk babies).',
      'NIAID',
    );
    r.rule(
      'Once peanut is started, keep it in the diet: about 2 g of peanut protein (2 teaspoons of peanut butter) three times a week.',
      'NIAID',
    );
    r.rule('Never give whole or chopped peanuts to children under 5: they can choke on them.', 'NHS');
  } else if (egg) {
    r.rule(
      'Offer egg from around 6 months along with other solids; there is no need to wait, and early egg may lower the chance of egg allergy.',
      'AAP',
    );
    r.rule(
      "British Lion-stamped hen's eggs can be given soft or runny from around 6 months; cook other eggs until the white and yolk are solid.",
      'NHS',
    );
  } else {
    r.rule(
      'Common allergens such as egg, fish, shellfish, soy, peanut and tree nuts can be introduced along with other first foods; delaying them does not prevent allergy.',
      'DGA',
    );
    // NIAID's 2017 addendum is about peanut only; early egg is the AAP's advice.
    r.rule(
      'Offer peanut early, around 6 months; babies with severe eczema or egg allergy should see a doctor first.',
      'NIAID',
    );
    r.rule(
      'Egg, like the other allergens, can be offered early too; delaying it does not prevent allergy.',
      'AAP',
    );
  }
  const stepsFood = food ?? foodBySlug('peanuts');
  const steps = stepsFood?.allergenSteps?.filter((s) => !/^If your baby has severe eczema/.test(s));
  if (steps?.length) {
    r.add(food ? `How to introduce ${name}:` : 'How to introduce an allergen (peanut as the example):');
    steps.forEach((s, i) => r.add(`${i + 1}. ${s}`));
  }
  if (!food) {
    r.add(
      'The common allergens: milk, egg, peanut, tree nuts, sesame, soy, wheat, fish and shellfish. Introduce them one at a time, a few days apart.',
    );
  }
  if (!age) r.add(AGE_QUESTION);
  if (food) r.link(`/foods/${food.slug}`);
  else r.link('/foods');
  return r.done('allergen');
}

function answerGagging(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  r.add(
    `Gagging is normal and protective${age ? ` for ${age.phrase}` : ''}: it is how a baby learning to eat pushes food that is too big back to the front of the mouth. It is noisy: coughing, spluttering, eyes watering, tongue pushing forward, maybe bringing food up, and it settles by itself.`,
    'Choking is different and often silent: the airway is blocked, so the cough is weak or silent and the child cannot cry, breathe or make a sound, and may turn blue. That is an emergency: call your local emergency number and give back blows, then chest thrusts (under 1 year) or abdominal thrusts (over 1 year).',
    'While they gag: stay calm, keep them sitting upright, and let them work it out; do not put your fingers in their mouth.',
  );
  r.rule('Always stay with your child while they eat, sitting upright, never walking or lying down.', 'NHS');
  r.rule(
    'Offer food in textures and shapes that suit their age: soft enough to squash between finger and thumb at first, small round foods quartered lengthways.',
    'NHS',
  );
  r.add(
    'A baby and child first-aid course (St John Ambulance, the British Red Cross or your local equivalent) teaches you the difference and what to do, and gives great peace of mind.',
    'If gagging happens at every meal, or your child struggles with textures past 9-10 months, talk to your health visitor or doctor.',
  );
  return r.done('gagging');
}

function answerChokingFirstAid(): BuiltInAnswer {
  const r = new Reply();
  r.add(
    'Yes, a baby and child first-aid course is well worth it: St John Ambulance, the British Red Cross and local hospitals run short ones, and some are free.',
    'What to do if a child chokes (it is silent: they cannot cough, cry or breathe):',
    '- Call your local emergency number (999 in the UK, 911 in the US, 112 in Europe), on speaker.',
    '- Under 1 year: up to 5 back blows with the baby face down along your thigh, then up to 5 chest thrusts with two fingers. Never abdominal thrusts under 1.',
    '- Over 1 year: up to 5 back blows with the child leaning forward, then up to 5 abdominal thrusts.',
    '- Repeat until the object comes out or help arrives; if they stop responding, start CPR.',
    'If they are coughing loudly, crying or talking, it is gagging or a partial block: encourage them to keep coughing and stay with them. A weak or silent cough is choking: start the back blows.',
  );
  r.cite('NHS', 'AAP');
  r.rule('Always stay with your child while they eat, sitting upright, never walking or lying down.', 'NHS');
  return r.done('first-aid');
}

function answerChokingHazards(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  r.add(
    `The foods most often linked to choking${age ? ` for ${age.phrase}` : ''}, and how to make them safer:`,
    '- Grapes, cherry tomatoes, blueberries and cherries: quartered lengthways (halves are not enough) until at least 4, and cut up until 5.',
    '- Whole nuts and peanuts: never under 5; ground, or smooth nut butter spread thinly.',
    '- Sausages and hot dogs: cut lengthways into thin strips, then short pieces.',
    '- Raw apple, carrot and celery: grated, or cooked until soft.',
    '- Popcorn, hard sweets, marshmallows and whole pieces of chewy or hard food: not for under-5s.',
    '- Thick blobs of nut butter: spread thinly or thin it down.',
  );
  r.rule(
    'Cut small round fruit such as grapes, blueberries and cherries lengthways into quarters for young children.',
    'NHS',
  );
  r.rule(
    'Whole grapes, nuts, hot dogs, popcorn and hard raw vegetables are choking hazards for children under 4.',
    'AAP',
  );
  r.rule('Always stay with your child while they eat, sitting upright, never walking or lying down.', 'NHS');
  r.link('/foods/grapes').link('/foods/peanuts');
  return r.done('choking-hazards');
}

const ACIDIC =
  /\b(?:strawberr\w*|tomato\w*|orange\w*|clementine\w*|citrus|kiwi\w*|pineapple\w*|lemon\w*|raspberr\w*|berr(?:y|ies)|mandarin\w*|satsuma\w*)\b/;
const SERIOUS_SIGN =
  /\b(?:swell\w*|swollen|puffy|wheez\w*|breath\w*|vomit\w*|sick|threw up|throw up|thrown up|diarrh\w*|floppy|pale|blue|cough\w*|throat|tongue|lips? (?:swell\w*|swollen|puff\w*))\b/;

function answerReaction(foods: Food[], age: ReadAge | undefined, text: string): BuiltInAnswer {
  const r = new Reply();
  const mild = isMildReactionQuestion(text);
  const acidic = ACIDIC.test(text);
  const serious = !mild && SERIOUS_SIGN.test(text);
  if (mild && acidic) {
    r.add(
      'This is usually not an allergy: mild redness around the mouth after acidic fruit such as strawberries, tomato, citrus, kiwi or pineapple is common contact irritation from the fruit acid on delicate skin. It fades within an hour or so, with no other symptoms.',
      'Wipe their face after eating, and a thin layer of barrier cream (such as petroleum jelly) around the mouth before the meal can help.',
      'See your doctor or health visitor if the rash spreads beyond where the food touched, your baby gets hives elsewhere, vomits, or seems unwell; and call your local emergency number at once for swelling of the lips, tongue or face, wheezing or trouble breathing, or if they go pale and floppy.',
    );
  } else if (serious) {
    r.add(
      'That could have been an allergic reaction: stop giving that food and see your doctor before offering it again; they may refer you to an allergy clinic.',
      'If it happens now, call your local emergency number straight away for swelling of the lips, tongue or face, wheezing, coughing or trouble breathing, repeated vomiting, or if they go pale and floppy.',
    );
  } else {
    r.add(
      'A few hives or a blotchy rash around the mouth or on the face, with no other symptoms, can be a mild allergic reaction (or just skin irritation from the food). Stop giving that food for now, take a photo of the rash, and talk to your doctor or health visitor before offering it again.',
      'Call your local emergency number straight away for swelling of the lips, tongue or face, wheezing, coughing or trouble breathing, repeated vomiting, or if they go pale and floppy.',
    );
  }
  r.rule(
    'Signs of a food allergy include a rash, hives, swelling, vomiting, diarrhoea, coughing, wheezing or a runny nose soon after eating; any breathing difficulty is an emergency.',
    'NHS',
  );
  for (const food of foods.slice(0, 1)) r.link(`/foods/${food.slug}`);
  if (age === undefined) r.add(ASK_A_PROFESSIONAL);
  return r.done('reaction');
}

function answerPicky(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  r.add(
    `This is very common${age ? ` for ${age.phrase}` : ''}, and it usually passes: keep offering, without pressure. Many children need to try a new food 10 to 15 times, or more, before they accept it.`,
    '- Offer a small amount of the new food next to a food they already like; let them touch, smell and leave it.',
    '- Eat together, and eat the same foods: children copy you.',
    '- No pressure, bribes or rewards (not pudding for finishing vegetables): praise trying, and let them decide how much.',
    '- Keep to regular meals and 2 healthy snacks, and keep meals to about 30 minutes; take the plate away without fuss.',
    '- Try the food in another form: roasted instead of steamed, grated into sauces, as finger food.',
  );
  r.cite('NHS');
  r.add(
    'Talk to your doctor or health visitor if your child is losing weight, seems unwell, eats only a handful of foods, or you are worried.',
  );
  return r.done('picky-eating');
}

function answerSolids(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 6) {
    r.add(
      `Not yet for ${age.phrase}: solid food starts from around 6 months, never before 4 months. Until then, breast milk or first infant formula gives your baby everything they need.`,
    );
  } else {
    r.add(
      `${age ? `For ${age.phrase}: ` : ''}start solids from around 6 months, when your baby can sit up with support, hold their head steady, pick up food and bring it to their mouth, and swallow rather than push food out.`,
    );
  }
  r.add(
    'Good first foods: soft cooked vegetables and fruit (mashed or as soft finger food), iron-rich foods (meat, fish, eggs, lentils, beans, iron-fortified cereal), and the common allergens such as egg and peanut, one at a time.',
    'No salt, sugar or honey, no whole nuts, and small round foods quartered lengthways.',
  );
  r.rule('Start solids at around 6 months, when your baby shows the signs of being ready.', 'NHS');
  r.rule('Introduce solids at about 6 months, not before 4 months.', 'AAP');
  r.rule(
    'Offer a variety of foods, including iron-rich foods and common allergens, from around 6 months.',
    'AAP',
  );
  r.link('/foods');
  return r.done('starting-solids');
}

// ----------------------------------------------------------------------------------- amounts

function answerSalt(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 12) {
    r.add(
      `None for ${age.phrase}: no salt added to food or cooking water before 12 months, because a baby's kidneys cannot cope with it. Avoid stock cubes, gravy, soy sauce, ham, bacon and other salty foods too.`,
    );
  } else if (age && age.min >= 12 && age.max < 48) {
    r.add(
      `No more than 2 g of salt a day in total for ${age.phrase} (about 0.8 g sodium), and still none added at the table: bread, cheese and other foods already bring most of it.`,
    );
  } else if (age && age.min >= 48 && age.max <= 72) {
    r.add(
      `No more than 3 g of salt a day in total for ${age.phrase}, from every food together; add none at the table.`,
    );
  } else {
    r.add(
      'None before 12 months; no more than 2 g a day from 1 to 3 years; no more than 3 g a day from 4 to 6 years, counting all their food.',
    );
    if (!age) r.add(AGE_QUESTION);
  }
  r.rule('No salt added to food or cooking water for babies under 12 months.', 'NHS');
  r.rule('Children aged 1 to 3 should have no more than 2 g of salt a day (0.8 g sodium).', 'NHS');
  r.rule('Children aged 4 to 6 should have no more than 3 g of salt a day.', 'NHS');
  r.add(
    'Check labels: more than 1.5 g of salt per 100 g is high. Flavour food with herbs, spices, garlic and lemon instead.',
  );
  r.link('/foods/salt');
  return r.done('amount-salt');
}

function answerSugar(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 24) {
    r.add(
      `None for ${age.phrase}: no added sugar at all before 2 years, including honey, syrups, juice and sweetened drinks. Sweetness from whole fruit, such as mashed banana, is fine.`,
    );
  } else if (age && age.min >= 24) {
    r.add(
      `For ${age.phrase}, less than 25 g (6 teaspoons) of added sugar a day, kept to mealtimes.${age.min >= 48 ? ' From 4, the NHS sets no more than 19 g of free sugars a day (about 5 sugar cubes).' : ''}`,
    );
  } else {
    r.add(
      `${age ? `For ${age.phrase}: no` : 'No'} added sugar at all before 2 years; from 2, less than 25 g (6 teaspoons) of added sugar a day; from 4, no more than 19 g of free sugars a day.`,
    );
    if (!age) r.add(AGE_QUESTION);
  }
  r.rule('Avoid foods and drinks with added sugars for children under 2.', 'DGA');
  r.rule('No added sugars before 2; from 2, less than 25 g (about 6 teaspoons) a day.', 'AHA');
  r.rule('Children aged 4 to 6 should have no more than 19 g of free sugars a day.', 'NHS');
  r.link('/foods/sugar');
  return r.done('amount-sugar');
}

function answerJuice(age: ReadAge | undefined, text: string): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 12) {
    r.add(
      `No juice for ${age.phrase}: none before 12 months. Babies do not need it, and its sugars and acids harm new teeth; offer whole fruit, and water or milk to drink.`,
    );
    if (PUSHBACK.test(text)) r.add(pushbackLine(age));
  } else if (age && age.min >= 12 && age.max < 48) {
    r.add(
      `Juice is not needed, but if you give it to ${age.phrase}: at most 120 ml (4 oz) of 100% juice a day, diluted one part juice to ten parts water, only with a meal, in an open cup. Whole fruit is better; water and milk are the best drinks.`,
    );
  } else if (age && age.min >= 48) {
    r.add(
      `At most 120-180 ml (4-6 oz) of 100% juice a day for ${age.phrase}, diluted and with a meal; whole fruit is better, and water and milk are the best drinks.`,
    );
  } else {
    r.add(
      'None before 12 months. From 1 to 3 years, at most 120 ml (4 oz) a day, diluted well and only with meals; from 4, up to 120-180 ml. Whole fruit is better.',
    );
    if (!age) r.add(AGE_QUESTION);
  }
  r.rule(
    'No juice before 12 months; from 1 to 3 years no more than 120 ml (4 oz) a day, and 120-180 ml from 4 to 6.',
    'AAP',
  );
  r.rule('Dilute juice one part to ten parts water and give it only at mealtimes.', 'NHS');
  r.link('/foods/fruit-juice');
  return r.done('amount-juice');
}

function answerMilk(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 12) {
    r.add(
      `Not as a drink for ${age.phrase}: cow's milk becomes a main drink from 12 months. Until then, breast milk or first infant formula is the milk feed; from around 6 months cow's milk can go into food, such as porridge or sauces.`,
    );
  } else if (age && age.min >= 12) {
    r.add(
      `For ${age.phrase}: whole cow's milk as a main drink, in a cup, about 300-400 ml (10-14 oz) a day, and not more than about 700 ml (24 oz): more fills them up and crowds out iron-rich food.${age.min >= 24 ? ' From 2, semi-skimmed is fine if they eat and grow well.' : ''}`,
    );
  } else {
    r.add(
      "Under 12 months, breast milk or first infant formula is the milk feed (cow's milk only in cooking). From 12 months, whole cow's milk can be the main drink: about 300-400 ml a day, not more than about 700 ml.",
    );
    if (!age) r.add(AGE_QUESTION);
  }
  r.rule(
    "Cow's milk can be used in cooking from around 6 months but should not be the main drink until 12 months.",
    'NHS',
  );
  r.rule(
    'More than about 700 ml (24 oz) of milk a day can crowd out iron-rich food and lead to low iron.',
    'AAP',
  );
  r.rule(
    'Semi-skimmed milk can be a drink from 2 years if your child eats and grows well; skimmed and 1% not until 5.',
    'NHS',
  );
  r.link('/foods/cows-milk');
  return r.done('amount-milk');
}

function answerWater(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 6) {
    r.add(
      `${age.phrase === 'a newborn' ? 'A newborn' : `${age.phrase[0]?.toUpperCase()}${age.phrase.slice(1)}`} does not usually need water: breast milk or formula gives all the fluid they need. In hot weather, a formula-fed baby can have a little extra water, boiled and cooled first.`,
    );
  } else if (age && age.max < 12) {
    r.add(
      `Yes, for ${age.phrase}: sips of water from an open or free-flow cup with meals, about 120-240 ml (4-8 oz) a day at most, alongside their usual milk. From 6 months, tap water does not need boiling.`,
    );
  } else if (age) {
    r.add(
      `Water as much as ${age.phrase} wants: with every meal and snack, and more in hot weather or when active.`,
    );
  } else {
    r.add(
      'Under 6 months, babies do not usually need water (boiled and cooled, if any). From 6 months, sips from a cup with meals (about 120-240 ml a day); from 12 months, water freely with every meal and snack.',
    );
  }
  r.rule(
    'Tap water for babies under 6 months must be boiled and cooled; from 6 months it can be given straight from the tap.',
    'NHS',
  );
  r.rule(
    'From 6 to 12 months babies need only small amounts of water, about 120-240 ml (4-8 oz) a day.',
    'AAP',
  );
  r.link('/foods/water');
  return r.done('amount-water');
}

function answerDrinks(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 6) {
    r.add(
      `For ${age.phrase}: only breast milk or first infant formula. No water (unless boiled and cooled, in hot weather), juice, tea or other drinks.`,
    );
  } else if (age && age.max < 12) {
    r.add(
      `For ${age.phrase}: breast milk or formula as the main drink, plus sips of water from a cup with meals. No juice, no cow's milk as a drink yet (cooking is fine), and no tea, coffee, fizzy or rice drinks.`,
    );
  } else {
    r.add(
      `${age ? `For ${age.phrase}: ` : ''}water and milk are the best drinks. From 12 months, whole cow's milk (about 300-400 ml a day) or an unsweetened, calcium-fortified plant drink (not rice drink); water with every meal.`,
      'Not for under-5s: tea, coffee and other caffeine drinks, fizzy drinks, energy drinks and rice drinks. Juice is not needed; if you give it, well diluted and only with meals.',
    );
  }
  r.rule(
    'Tea and coffee are not suitable for babies or young children: they reduce how much iron the body takes in.',
    'NHS',
  );
  r.rule('Children under 5 should have no drinks with caffeine.', 'AAP');
  r.rule('Children under 5 should not have rice drinks, because of the arsenic in them.', 'NHS');
  r.rule('No juice before 12 months.', 'AAP');
  r.link('/foods/water').link('/foods/cows-milk');
  return r.done('drinks');
}

function answerPlantDrinks(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (age && age.max < 12) {
    r.add(
      `Not as a main drink for ${age.phrase}: under 12 months the milk feed is breast milk or infant formula. Plant drinks can go into cooking from 6 months (not rice drink).`,
    );
  } else {
    r.add(
      `${age ? `For ${age.phrase}, from 12 months: ` : 'From 12 months: '}unsweetened, calcium-fortified plant drinks (soya, oat, almond) can be part of a varied diet. Fortified soya drink is closest to cow's milk; oat and almond drinks have much less protein and energy, so talk to your health visitor before making one the main drink. Never rice drink under 5 (arsenic).`,
    );
  }
  r.rule(
    'Unsweetened, calcium-fortified plant drinks such as oat drink can be given from 1 year as part of a balanced diet.',
    'NHS',
  );
  r.rule('Children under 5 should not have rice drinks, because of the arsenic in them.', 'NHS');
  r.rule(
    "Plant drinks other than fortified soya drink are not nutritionally similar to cow's milk and do not count as dairy.",
    'DGA',
  );
  r.link('/foods/soya-milk').link('/foods/oat-milk');
  return r.done('plant-drinks');
}

function answerEggs(age: ReadAge | undefined, text: string): BuiltInAnswer {
  const egg = foodBySlug('egg');
  const r = new Reply();
  const raw = /\braw\b|\buncooked\b|\bmayo\w*\b|\bcookie dough\b|\bcake (?:mix|batter)\b/.test(text);
  if (age && age.max < 6) {
    r.add(`Not yet for ${age.phrase}: egg comes with the first solids, from around 6 months.`);
  } else if (raw) {
    r.add(
      `Only with British Lion-stamped eggs${age ? ` for ${age.phrase}` : ''}: in the UK they are safe raw or lightly cooked from around 6 months. Any other egg, or outside the UK, cook until the white and yolk are firm, and skip raw egg in homemade mayonnaise, mousse or cake mixture.`,
    );
  } else {
    r.add(
      `Yes${age ? ` for ${age.phrase}` : ', from around 6 months'}, if it is a British Lion-stamped egg: those can be served soft or runny. Any other egg (including eggs outside the UK), cook until the white and yolk are firm.`,
    );
  }
  r.rule(
    "British Lion-stamped hen's eggs can be given soft or runny from around 6 months; cook other eggs until the white and yolk are solid.",
    'NHS',
  );
  if (egg && age?.min !== undefined && age.min >= 6) {
    const how = stageText(egg, age.months ?? age.min);
    if (how) r.add(`How to serve it: ${how}`);
  }
  r.rule('Offer egg from around 6 months; early egg may lower the chance of egg allergy.', 'AAP');
  r.link('/foods/egg');
  return r.done('eggs');
}

// ----------------------------------------------------------------------------------- foods

type FoodIntent = 'permission' | 'serve' | 'when' | 'whole';

/** Foods where a whole piece is the danger (grapes, nuts, hot dogs...). */
const WHOLE_DANGER = new Set([
  'grapes',
  'cherry-tomatoes',
  'blueberries',
  'cherries',
  'sausages',
  'peanuts',
  'almonds',
  'cashews',
  'hazelnuts',
  'walnuts',
  'pecans',
  'pistachios',
  'brazil-nuts',
  'macadamia-nuts',
  'pine-nuts',
  'apple',
  'carrot',
  'celery',
  'popcorn',
  'sweets',
  'marshmallows',
]);

function answerFood(food: Food, age: ReadAge | undefined, text: string, intent: FoodIntent): BuiltInAnswer {
  const r = new Reply();
  const name = lower(food);
  const are = isPlural(food) ? 'are' : 'is';
  const who = age?.phrase;
  const mercury = food.flags.includes('high-mercury');
  const caffeine = food.flags.includes('caffeine');
  const pushback = PUSHBACK.test(text);
  r.link(`/foods/${food.slug}`);

  // Juice: not needed; how much at most, by age.
  if (food.slug === 'fruit-juice' && intent !== 'serve') return answerJuice(age, text);

  // Cow's milk before 12 months: in cooking, not as a drink.
  if (food.slug === 'cows-milk' && age && age.max < 12) return answerMilk(age);

  // Before solids: milk only.
  const milkFeeds = ['breast-milk', 'infant-formula'];
  if (age && age.max < 6 && !milkFeeds.includes(food.slug)) {
    if (food.slug === 'water') return answerWater(age);
    r.add(
      `Not yet for ${who}: ${food.fromMonths >= 60 ? `${name} ${are} not for children under 5, and ` : ''}solid food and other drinks start from around 6 months, never before 4 months. Until then, breast milk or first infant formula is all your baby needs.`,
    );
    if (food.fromMonths < 60) {
      const first = firstStageText(food);
      if (first) r.add(`From ${monthsLabel(food.fromMonths)}: ${first}`);
    } else {
      addRules(r, food, 2);
    }
    r.rule('Start solids at around 6 months, when your baby shows the signs of being ready.', 'NHS');
    r.rule(
      'Babies should have only breast milk or formula for about the first 6 months, and no solids before 4 months.',
      'AAP',
    );
    if (pushback) r.add(pushbackLine(age));
    return r.done('food');
  }

  // Never under 5 (tea, coffee, rice drinks, swordfish, popcorn...).
  const verdict: 'yes' | 'no' | 'depends' | 'unknown' = !age
    ? 'unknown'
    : age.min >= food.fromMonths
      ? 'yes'
      : age.max < food.fromMonths
        ? 'no'
        : 'depends';

  if (intent === 'whole' && WHOLE_DANGER.has(food.slug) && (!age || (age.months ?? age.max) < 60)) {
    const form = /\b(?:halved|halves|in half|half)\b/.test(text)
      ? 'halved'
      : /\b(?:raw|sticks?|chunks?|coins?|slices?)\b/.test(text) && !/\bwhole\b/.test(text)
        ? 'in raw chunks or sticks'
        : 'whole';
    r.add(
      `No, not ${form}${who ? ` for ${who}` : ''}: ${form === 'whole' ? `whole ${name} ${are} a choking hazard for children under 5` : `${name} served ${form} ${are} a choking hazard for young children`}. ${food.choking.howToLower}`,
    );
    if (verdict !== 'no') {
      const how = age ? stageText(food, age.months ?? age.min) : firstStageText(food);
      if (how) r.add(`${who ? `For ${who}` : 'Safely'}: ${how}`);
    }
    if (pushback) r.add(pushbackLine(age));
    addRules(r, food, 3);
    return r.done('food');
  }

  if (verdict === 'no' || (verdict === 'unknown' && food.fromMonths >= 60)) {
    if (food.slug === 'honey') {
      const stillBaby = !age || age.max < 12;
      r.add(
        stillBaby
          ? `No${who ? `, not for ${who}` : ' honey before 12 months'}: ${who ? 'no honey before 12 months, ' : ''}not even a little or cooked into food. Honey can carry spores that cause infant botulism, a serious illness in babies under 1.`
          : `Not yet for ${who}: after 12 months honey is no longer a botulism risk, but it is an added sugar, best kept until after 2, and then only now and then.`,
      );
      if (!age)
        r.add(
          'From 12 months the botulism risk is gone, but as an added sugar honey is best kept until after 2.',
        );
    } else if (food.fromMonths >= 60) {
      const why = mercury
        ? `${name} ${are} high in mercury, which can harm a child's developing brain and nerves`
        : (food.notYet ?? food.summary).replace(/\.$/, '');
      r.add(
        `No${who ? `, not for ${who}` : ''}: ${name} ${are} ${mercury ? 'not advised for any child' : 'not for children under 5'}. ${why.charAt(0).toUpperCase()}${why.slice(1)}.`,
      );
      if (mercury) r.add(`Choose a lower-mercury fish instead, such as ${LOW_MERCURY_FISH}.`);
      if (caffeine)
        r.add(
          'That goes for all tea (green, black, iced, weak or decaf) and coffee: no caffeine drinks for under-5s. Water and milk are the best drinks.',
        );
    } else {
      r.add(
        `No, not for ${who}: ${name} can wait until ${monthsLabel(food.fromMonths)}. ${food.notYet ?? ''}`.trim(),
      );
      const first = firstStageText(food);
      if (first) r.add(`From ${monthsLabel(food.fromMonths)}: ${first}`);
    }
    if (pushback) r.add(pushbackLine(age));
    const complaint = complaintLine(text);
    if (complaint) r.add(complaint);
    addRules(r, food, mercury ? 2 : 3);
    if (mercury) r.rule('Aim for 2 portions of fish a week, one of them oily.', 'NHS');
    return r.done('food');
  }

  const how = age ? stageText(food, age.months ?? Math.max(age.min, food.fromMonths)) : firstStageText(food);
  const safeForm = food.choking.risk === 'high' || food.category === 'nuts-seeds';
  if (verdict === 'yes') {
    if (intent === 'serve') r.add(`For ${who}: ${how ?? food.summary}`);
    else r.add(`Yes, ${who} can have ${name}${safeForm ? ', served safely' : ''}. ${how ?? ''}`.trim());
  } else if (verdict === 'depends') {
    r.add(
      `${food.fromMonths <= 6 ? 'From around 6 months' : `From ${monthsLabel(food.fromMonths)}`}: ${how ?? food.summary}`,
    );
    r.add(AGE_QUESTION);
  } else {
    r.add(
      `${food.fromMonths <= 6 ? 'Yes, from around 6 months' : `From ${monthsLabel(food.fromMonths)}`}${food.notYet ? '' : ''}: ${how ?? food.summary}`,
    );
    if (food.notYet) r.add(`Not before: ${food.notYet}`);
    r.add(AGE_QUESTION);
  }
  if (food.choking.risk !== 'low') r.add(`Choking: ${food.choking.howToLower}`);
  if (food.flags.includes('high-salt'))
    r.add('It is salty: keep it small and occasional, and look for lower-salt kinds.');
  if (food.flags.includes('added-sugar') && food.fromMonths < 24 && (!age || age.min < 24)) {
    r.add('It usually has added sugar: none is advised before 2 years, so choose plain, unsweetened kinds.');
  }
  if (
    food.allergens.length &&
    food.allergenSteps?.length &&
    food.allergens.some((a) => a !== 'milk' && a !== 'wheat')
  ) {
    r.add(
      `If it is the first time: offer it on a morning at home, one new allergen at a time, starting small, then keep it in their diet. See your doctor first if your baby has severe eczema or a food allergy.`,
    );
  }
  if (food.category === 'proteins' && food.allergens.includes('fish')) {
    r.rule('Aim for 2 portions of fish a week, one of them oily; never shark, swordfish or marlin.', 'NHS');
  }
  if (pushback && intent === 'whole') r.add(pushbackLine(age));
  const complaint = complaintLine(text);
  if (complaint) r.add(complaint);
  addRules(r, food, 3);
  return r.done('food');
}

// ---------------------------------------------------------------------------------------------
// The question, understood
// ---------------------------------------------------------------------------------------------

/** Common words of other languages that English questions do not use. */
const FOREIGN_WORDS = new Set(
  (
    'mi mio mia bebe puede puedo comer miel leche que el los las una para con es mon ma bebes peut manger ' +
    'lait est les une pour avec mein meine kann essen milch ist und der die das nicht meu minha pode ' +
    'leite com nao il mio puo mangiare latte della anni meses mois monate jahre ano anos ans jaar mijn ' +
    'kan eten het een niet ella hija hijo bambino bambina enfant kind fille fils sicuro seguro sur sûr'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  'my can is the a an to for with have eat give old month months year years baby child how what when should i it of and or does do safe'.split(
    ' ',
  ),
);

function otherLanguage(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return false;
  const nonLatin = letters.filter((c) => !/\p{Script=Latin}/u.test(c)).length;
  if (nonLatin / letters.length > 0.5) return true;
  const ws = normalise(text).split(' ');
  const foreign = ws.filter((w) => FOREIGN_WORDS.has(w)).length;
  const english = ws.filter((w) => ENGLISH_WORDS.has(w)).length;
  return foreign >= 2 && foreign > english;
}

const AMOUNT =
  /\b(?:how much|how many|how often|limit|limits|maximum|max|per day|a day|each day|every day|daily|a week|allowance|amount|too much|ml|oz|ounces|grams?)\b/;
const SERVE =
  /\b(?:how (?:do|should|can|would|to|best)(?: i| we| you)? (?:serve|prepare|cook|give|offer|cut|make|introduce|present)|how to|serve|serving|prepare|preparing|cut|cutting|slice|chop|mash|puree|texture|size|shape|finger food|blw|baby led)\b/;
const WHEN =
  /\b(?:when|what age|which age|how old|from what|at what|start (?:giving|offering)|too early|too young)\b/;
const INTRODUCE =
  /\b(?:introduc\w*|first time|start(?:ing)? (?:with )?|allergen\w*|allerg\w*|early|earlier|wean\w*)\b/;
const WHOLE =
  /\b(?:whole|uncut|not cut|without cutting|halved|halves|in half|half|raw|sticks?|chunks?|coins?)\b/;
const REACTION =
  /\b(?:rash\w*|hives|blotch\w*|itch\w*|swell\w*|swollen|puffy|reacted|reaction|bumps|welts|threw up|throw up|thrown up|vomit\w*|sick|diarrh\w*|redness)\b|\bred (?:rash|marks?|patch\w*|spots?|skin|cheeks?|face|mouth|lips|chin|bumps)\b|\b(?:lips|mouth|face|cheeks?|chin|skin) (?:is |are |went |got |turned |looks? )?(?:a bit |slightly |very |all |really )?red\b/;
const REACTION_CONTEXT = /\b(?:after|since|ate|eating|eaten|tried|trying|touched|first time|straight away)\b/;
const ASKS_SIGNS =
  /\b(?:signs? of|what (?:does|do|would) (?:an? )?(?:allergic )?reactions? look|how (?:do|would|will) i (?:know|tell|spot))\b/;
const PICKY =
  /\b(?:picky|fussy|refus\w*|wont eat|will not eat|doesnt eat|does not eat|not eating|only eats|only wants|spits? (?:it )?out|throws (?:food|it)|hates|dislikes|wont try|selective)\b/;
const DRINKS = /\b(?:drinks?|drinking|to drink|thirsty|beverages?|sippy|cup)\b/;
const PLANT_DRINK =
  /\b(?:plant|non dairy|nondairy|dairy free|vegan|alternative|alt)(?: based)? (?:milks?|drinks?)\b|\bmilk alternatives?\b/;
const SOLIDS =
  /\b(?:start(?:ing)? (?:solids|weaning|food)|first foods?|when (?:can|should|do) (?:i|we) (?:start|begin)|what (?:foods? )?can (?:my|a|an|our) .{0,30}(?:eat|have)|ready for (?:solids|food)|weaning)\b/;
const FISH = /\b(?:fish|seafood|mercury)\b/;
const NUTS = /\b(?:nuts?|tree nuts?|nut butters?)\b/;
const CHOKE = /\bchok\w*\b/;

/** The user messages of a conversation, newest first, without the last one. */
function earlierUserMessages(history: readonly ChatMessage[] | undefined, question: string): string[] {
  if (!history) return [];
  const users = history.filter((m) => m.role === 'user').map((m) => m.content);
  if (users.at(-1) === question) users.pop();
  return users.reverse().slice(0, 5);
}

/**
 * The built-in answer to a parent's question, or undefined when the question is outside what it
 * knows (for the caller to try elsewhere or say it is not sure). Never throws.
 */
export function answerQuestion(
  question: string,
  history?: readonly ChatMessage[],
): BuiltInAnswer | undefined {
  try {
    return answer(question, history);
  } catch {
    return { answer: notSureAnswer(), topic: 'unknown', sources: [] };
  }
}

function answer(question: string, history?: readonly ChatMessage[]): BuiltInAnswer | undefined {
  const q = (question ?? '').slice(0, 4000);
  if (!/[\p{L}\p{N}]/u.test(q)) {
    return {
      answer: [
        "I didn't catch a question there. Ask me about feeding your child, for example:",
        '- "Can my 9 month old have honey?"',
        '- "How do I serve grapes to my 2 year old?"',
        '- "When should I introduce peanuts?"',
        'Or browse every food by age in the foods guide (/foods).',
      ].join('\n'),
      topic: 'unclear',
      sources: [],
    };
  }
  if (otherLanguage(q)) {
    return {
      answer: [
        'Sorry, I can only answer in English for now.',
        'The foods guide (/foods) shows, for every food, from what age it is safe and how to serve it at each stage.',
        'If you are worried about your child, please talk to your doctor or health visitor.',
      ].join('\n'),
      topic: 'other-language',
      sources: [],
    };
  }
  if (isEmergency(q)) return undefined;

  const text = fixedWords(q).join(' ');
  const earlier = earlierUserMessages(history, question);
  const age = readAge(q) ?? earlier.map(readAge).find(Boolean);
  let foods = foodsIn(q);

  if (age?.months !== undefined && age.months > MAX_GUIDE_MONTHS) {
    const r = new Reply();
    r.add(
      `SproutPlate's guidance covers children from birth to 5, so I can't give age-specific advice for ${age.phrase}. The foods guide (/foods) shows the 3-5 year advice for each food; for anything specific, ask your doctor or school nurse.`,
    );
    return r.done('out-of-range');
  }

  // Gagging, choking questions that are not emergencies.
  if (isGaggingQuestion(q)) return answerGagging(age);
  if (CHOKE.test(text)) {
    if (foods.length && SERVE.test(text))
      return answerFood(foods[0]!, age, text, WHOLE.test(text) ? 'whole' : 'serve');
    if (
      /\b(?:first aid|course|class|what (?:do|should|would) (?:i|we) do|in case|what if|how do i (?:know|help|stop)|back blows)\b/.test(
        text,
      )
    ) {
      return answerChokingFirstAid();
    }
    if (
      /\b(?:hazard|hazards|risk|risks|which foods?|what foods?|foods? (?:to avoid|that)|dangerous|prevent)\b/.test(
        text,
      ) ||
      !foods.length
    ) {
      return answerChokingHazards(age);
    }
  }

  // Reactions after a food.
  if (
    isMildReactionQuestion(q) ||
    (REACTION.test(text) && REACTION_CONTEXT.test(text) && !ASKS_SIGNS.test(text))
  ) {
    if (!/\b(?:nappy|diaper|teething|eczema cream|heat rash|sun)\b/.test(text))
      return answerReaction(foods, age, q);
  }

  // Two topics, the riskier first: salt added to a food ("runny eggs and a little salt"). The salt
  // is answered first, then the question as if the salt were not in it.
  const SALT_ADDED =
    /\b(?:and |with |plus )?(?:a little |a pinch of |a bit of |some |bit of )?(?:salt|salted)\b/gi;
  if (/\b(?:salt|salted)\b/.test(text) && foods.some((f) => f.slug !== 'salt')) {
    const withoutSalt = q.replace(SALT_ADDED, ' ').replace(/\s+/g, ' ').trim();
    const rest = withoutSalt !== q ? answer(withoutSalt, history) : undefined;
    if (rest) {
      const salt = answerSalt(age);
      return {
        answer: `${salt.answer}\n\n${rest.answer}`,
        topic: 'two-topics',
        sources: [...new Set([...salt.sources, ...rest.sources])],
      };
    }
  }

  // Meals as a whole (how many a day, portions, snacks, treats, lunchboxes, a day's menu, family
  // meals, diets): questions with no single food in them.
  // Recipe ideas with a food in them are the catalog's (the caller's retrieval) to answer.
  const recipesWith = /\b(?:recipes?|ideas?)\b/.test(text) && foods.length > 0;
  const meals = recipesWith ? undefined : answerMeals(q, text, age);
  if (meals) return meals;

  // Everyday concerns: what is normal (poo, spitting up, constipation, teething), what to watch
  // for after an accident (a lick of honey), salty sauces, sweets that choke, storing food,
  // spices, alcohol. A plain question about a food of the guide is the guide's to answer.
  if (
    !foods.length ||
    /\b(?:sauces?|jars?|gravy|stock|soy|accident\w*|lick\w*|by mistake|dough|normal|curry|spic\w*|jelly|jellies)\b/.test(
      text,
    )
  ) {
    const everyday = answerEveryday(q, text, age);
    if (everyday) return everyday;
  }

  // Sugar content of a food: the sugar table (the caller's retrieval) answers.
  if (
    /\bsugars?\b/.test(text) &&
    /\b(?:in|does|contain\w*|has|have)\b/.test(text) &&
    foods.some((f) => f.slug !== 'sugar')
  ) {
    return undefined;
  }

  // Amounts.
  if (AMOUNT.test(text) || /\bhow much\b/.test(text)) {
    if (/\b(?:salt|salty|sodium)\b/.test(text)) return answerSalt(age);
    if (/\b(?:sugar|sugars|sugary|sweet)\b/.test(text)) return answerSugar(age);
    if (/\bjuices?\b/.test(text)) return answerJuice(age, text);
    if (/\bwater\b/.test(text)) return answerWater(age);
    if (
      /\bmilk\b/.test(text) &&
      !PLANT_DRINK.test(text) &&
      (!foods.length || foods[0]?.slug === 'cows-milk')
    ) {
      return answerMilk(age);
    }
    if (FISH.test(text) && !foods.some((f) => HIGH_MERCURY.includes(f.slug))) return answerFish(age);
  }
  // Milk feeds, formula, bottles and cups, milk and other drinks, vitamins: what to give, how
  // much, when to switch, and what may replace what. Plant drinks and caffeine drinks have their
  // own answers below.
  const plantDrink = foods.some((f) => ['oat-milk', 'almond-milk', 'rice-milk'].includes(f.slug));
  if (!PLANT_DRINK.test(text) && !plantDrink && !foods.some((f) => f.flags.includes('caffeine'))) {
    const drinks = answerMilkAndDrinks(q, text, age);
    if (drinks) return drinks;
  }
  if (/\bsalt\b/.test(text) && !foods.some((f) => f.slug !== 'salt')) return answerSalt(age);
  if (/\b(?:added )?sugar\b/.test(text) && !foods.some((f) => f.slug !== 'sugar')) return answerSugar(age);

  // Allergens and how to introduce them.
  const allergenFood = foods.find(
    (f) => f.allergens.length > 0 && f.allergens.some((a) => a !== 'milk' && a !== 'wheat'),
  );
  if (INTRODUCE.test(text) || (WHEN.test(text) && allergenFood)) {
    if (allergenFood && (INTRODUCE.test(text) || WHEN.test(text))) {
      if (
        allergenFood.slug === 'egg' &&
        /\b(?:runny|raw|soft boiled|dippy|lightly cooked|uncooked)\b/.test(text)
      ) {
        return answerEggs(age, text);
      }
      return answerAllergen(allergenFood, age, text);
    }
    if (!foods.length && /\ballerg\w*\b/.test(text)) {
      const named = /\b(peanut|egg|milk|sesame|soy|soya|wheat|fish|shellfish|tree nut|nut)s?\b/.exec(
        text,
      )?.[1];
      const key = named === 'soya' ? 'soy' : named === 'tree nut' || named === 'nut' ? 'tree-nuts' : named;
      const food = key ? foodBySlug(ALLERGEN_FOOD_FOR[key] ?? '') : undefined;
      return answerAllergen(food, age, text);
    }
  }

  // Picky eating.
  if (PICKY.test(text)) return answerPicky(age);

  // Recipe and meal ideas: the catalog (the caller's retrieval) answers those.
  if (/\b(?:recipes?|ideas?|meal plans?|what (?:can|should|could) (?:i|we) (?:cook|make))\b/.test(text)) {
    if (!/\b(?:can|safe|ok|okay|allowed)\b/.test(text) || !foods.length) return undefined;
  }

  // Drinks.
  if (PLANT_DRINK.test(text) && !foods.some((f) => f.category === 'drinks' && f.slug !== 'cows-milk')) {
    return answerPlantDrinks(age);
  }
  if (DRINKS.test(text) && !foods.length) return answerDrinks(age);

  // Fish and mercury, nuts in general, eggs.
  const specificFish = foods.find((f) => f.allergens.includes('fish') || f.allergens.includes('shellfish'));
  if (/\bmercury\b/.test(text) && !specificFish) return answerFish(age);
  if (FISH.test(text) && !specificFish && !foods.length) return answerFish(age);
  if (NUTS.test(text) && !foods.some((f) => f.category === 'nuts-seeds')) {
    if (!foods.length || /\bnut butter\b/.test(text)) return answerNuts(age, text);
  }
  if (
    foods[0]?.slug === 'egg' &&
    /\b(?:runny|raw|soft boiled|dippy|lightly cooked|uncooked|mayo\w*|lion)\b/.test(text)
  ) {
    return answerEggs(age, text);
  }

  // A follow-up about a food named earlier ("and how do I serve it?").
  if (
    !foods.length &&
    /\b(?:it|them|that|those)\b/.test(text) &&
    (SERVE.test(text) || /\b(?:can|is|are)\b/.test(text))
  ) {
    for (const m of earlier) {
      const before = foodsIn(m, 1);
      if (before.length) {
        foods = before;
        break;
      }
    }
  }

  if (foods.length) {
    const intent: FoodIntent = WHOLE.test(text)
      ? 'whole'
      : SERVE.test(text)
        ? 'serve'
        : WHEN.test(text)
          ? 'when'
          : 'permission';
    const answers = foods.slice(0, 2).map((f) => answerFood(f, age, text, intent));
    if (answers.length === 1) return answers[0];
    return {
      answer: answers.map((a) => a.answer).join('\n\n'),
      topic: 'food',
      sources: [...new Set(answers.flatMap((a) => a.sources))],
    };
  }

  if (SOLIDS.test(text)) return answerSolids(age);
  if (DRINKS.test(text)) return answerDrinks(age);
  return undefined;
}
