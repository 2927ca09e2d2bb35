/**
 * The emergency classifier the assistant consults before anything else: does the parent's message
 * describe an emergency happening NOW (choking, anaphylaxis, trouble breathing, a child who does
 * not respond, a seizure, a swallowed battery or poison)? If so, which kind, so the answer can give
 * the first steps that fit.
 *
 * How it reads a message:
 * 1. Words go through the language layer (shared/lib/language.ts): `normalise`, its MISSPELLINGS
 *    table ("chokeing", "cant breath") and, for a few long words, one edit of tolerance
 *    (`editDistance`). Contractions become plain words ("can't" -> cannot, "she's" -> she is).
 * 2. The message is cut into sentences, and sentences into clauses (commas, "but", "and now").
 * 3. SIGNALS find symptom phrases ("is choking", "lips turning blue", "can't breathe", "won't
 *    wake"). Each is `present` (grammatically happening now) or `ambiguous` (could be now or
 *    past: "choked", "went blue", "had a seizure").
 * 4. A signal is dropped when it sits inside a hypothetical ("what if", "in case", "if he ever",
 *    "how do I know if"), or when the sentence (an ambiguous signal) or its clause (a present one)
 *    says it is not happening now: the past ("last year", "when she was 6 months", "used to"),
 *    resolved ("coughed it up", "is fine now"), habitual ("every time I feed her") or a question
 *    about hazards ("choking hazard", "prevent", "how to cut"). A cue of immediacy close to the
 *    signal ("now", "help", "still", "just") outweighs the past, never a hypothetical: "my baby is
 *    choking what do I do" is an emergency, "what do I do if my baby is choking" is not (the
 *    assistant explains first aid calmly instead).
 * 5. The kinds found are ranked: choking, then anaphylaxis (a serious sign with an allergen, a new
 *    food or a reaction named), seizure, unresponsive, breathing, other.
 *
 * All the phrase tables live here. Plain TypeScript without Node or DOM, like the language layer.
 */
import { editDistance, MISSPELLINGS, normalise, singular } from './language';

export const EMERGENCY_KINDS = [
  'choking',
  'anaphylaxis',
  'breathing',
  'unresponsive',
  'seizure',
  'other',
] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];
export interface Emergency {
  kind: EmergencyKind;
}

// ---------------------------------------------------------------------------------------------
// Words: misspellings, a little typo tolerance, contractions
// ---------------------------------------------------------------------------------------------

/**
 * Long emergency words a typo of one letter still finds ("wheezng", "unresponsve"); the first
 * letter must match. Short or common-looking words are left to MISSPELLINGS, because one edit from
 * them is often a real word ("cooking" is one from "choking", "shallow" from "swallow").
 */
const FUZZY_TARGETS: readonly string[] = [
  'choking',
  'breathing',
  'breathe',
  'wheezing',
  'wheezy',
  'vomiting',
  'seizure',
  'seizures',
  'convulsing',
  'convulsion',
  'convulsions',
  'unresponsive',
  'unconscious',
  'responding',
  'anaphylaxis',
  'anaphylactic',
  'swelling',
  'swollen',
  'drooling',
  'floppy',
  'throat',
  'tongue',
  'epipen',
];

/** Real words one edit from a target, never "corrected" into it. */
const FUZZY_SKIP = new Set([
  'cooking',
  'coking',
  'wheeling',
  'breaching',
  'breathed',
  'breather',
  'breathes',
  'breathy',
  'smelling',
  'spelling',
  'shelling',
  'swilling',
  'stollen',
  'drooping',
  'drolling',
  'flappy',
  'flippy',
  'threat',
  'throats',
  'tongues',
  'seizing',
  'convulsed',
]);

const fuzzyCache = new Map<string, string>();

function fuzzy(word: string): string {
  const cached = fuzzyCache.get(word);
  if (cached !== undefined) return cached;
  let found = word;
  if (!FUZZY_SKIP.has(word) && !/\d/.test(word)) {
    for (const target of FUZZY_TARGETS) {
      if (target[0] !== word[0] || Math.abs(target.length - word.length) > 1) continue;
      if (editDistance(word, target, 1) <= 1) {
        found = target;
        break;
      }
    }
  }
  if (fuzzyCache.size > 5000) fuzzyCache.clear();
  fuzzyCache.set(word, found);
  return found;
}

/** A normalised word, with its listed misspelling or a one-letter typo of a long emergency word fixed. */
function fixWord(word: string): string {
  const listed = MISSPELLINGS[word] ?? (word.endsWith('s') ? MISSPELLINGS[singular(word)] : undefined);
  if (listed !== undefined) return listed;
  return word.length >= 6 ? fuzzy(word) : word;
}

/** Contractions and phrasings folded into one form, applied to a sentence's joined words. */
const REWRITES: readonly [RegExp, string][] = [
  [/\b(?:cant|carnt|cannt|can not|unable to|not able to)\b/g, 'cannot'],
  [/\bcouldnt\b/g, 'could not'],
  [/\b(?:wont|will not)\b/g, 'wont'],
  [/\bisnt\b/g, 'is not'],
  [/\barent\b/g, 'are not'],
  [/\bwasnt\b/g, 'was not'],
  [/\bwerent\b/g, 'were not'],
  [/\bdoesnt\b/g, 'does not'],
  [/\bdont\b/g, 'do not'],
  [/\bdidnt\b/g, 'did not'],
  [/\bhasnt\b/g, 'has not'],
  [/\bhavent\b/g, 'have not'],
  [/\bhes\b/g, 'he is'],
  [/\bshes\b/g, 'she is'],
  [/\btheyre\b/g, 'they are'],
  [/\bim\b/g, 'i am'],
  [/\bits\b/g, 'it is'],
  [/\bthats\b/g, 'that is'],
  [/\bwhats\b/g, 'what is'],
  [/\btheres\b/g, 'there is'],
  [/\bgray(ish)?\b/g, 'grey'],
  [/\bgreyish\b/g, 'grey'],
  [/\b(?:bluish|blueish)\b/g, 'blue'],
  [/\b(?:purplish|purpley)\b/g, 'purple'],
  [/\bepi pens?\b/g, 'epipen'],
  [/\bepipens\b/g, 'epipen'],
  [/\bauto ?injectors?\b/g, 'autoinjector'],
  [/\b(?:pls|plz|plse|please) help\b/g, 'help'],
  [/\bhelpp+\b/g, 'help'],
];

// ---------------------------------------------------------------------------------------------
// Sentences and clauses
// ---------------------------------------------------------------------------------------------

interface Sentence {
  /** Canonical words, clauses joined by " | ", padded with a space each side. */
  text: string;
  /** Shouted: written in capitals, a word in capitals or ending with "!" ("CHOKING", "baby choking!"). */
  urgent: boolean;
  /** Character offsets of each "|" in `text`. */
  bars: number[];
  /** Character offsets where each word starts. */
  wordStarts: number[];
}

const CLAUSE_WORDS = /\b(?:but|however|although|though|whereas)\b/g;
const NOW_CLAUSE = /\b(?:and|so|but) (now|suddenly|then)\b/g;

function prepareSentence(raw: string, urgent: boolean): Sentence | undefined {
  const clauses: string[] = [];
  for (const piece of raw.split(/[,:()[\]"“”]|\s[-–—]+\s|[–—]/)) {
    const ws = normalise(piece)
      .split(' ')
      .filter(Boolean)
      .map((w) => fixWord(w));
    if (ws.length) clauses.push(ws.join(' '));
  }
  if (!clauses.length) return undefined;
  let text = ` ${clauses.join(' | ')} `;
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  text = text.replace(NOW_CLAUSE, '| $1').replace(CLAUSE_WORDS, '|');
  text = ` ${text.replace(/\s+/g, ' ').trim()} `;
  const bars: number[] = [];
  const wordStarts: number[] = [];
  for (let i = 1; i < text.length; i += 1) {
    if (text[i - 1] === ' ' && text[i] !== ' ') {
      if (text[i] === '|') bars.push(i);
      else wordStarts.push(i);
    }
  }
  return { text, urgent, bars, wordStarts };
}

/** The sentences of a message: split on . ! ? ; and new lines (not the dot in "1.5"). */
function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  const pieces = text.split(/((?:[!?;\n\r…]|\.(?!\d))+)/);
  for (let i = 0; i < pieces.length; i += 2) {
    const raw = pieces[i] ?? '';
    const shouted =
      (/\p{Lu}{2}/u.test(raw) && !/\p{Ll}/u.test(raw)) || /(?<!\p{L})\p{Lu}{4,}(?!\p{L})/u.test(raw);
    const sentence = prepareSentence(raw, shouted || (pieces[i + 1] ?? '').includes('!'));
    if (sentence) out.push(sentence);
  }
  return out;
}

/** How many of the sorted offsets are at or before `pos`. */
function countUpTo(offsets: readonly number[], pos: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid] ?? 0) <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function clauseOf(s: Sentence, pos: number): number {
  return countUpTo(s.bars, pos);
}

function wordIndexOf(s: Sentence, pos: number): number {
  return countUpTo(s.wordStarts, pos) - 1;
}

/** The words of the clause a position is in, before it (nearest last). */
function wordsBefore(s: Sentence, pos: number, n: number): string[] {
  const start = Math.max(s.text.lastIndexOf('|', pos), 0);
  const before = s.text.slice(start, pos).replace('|', ' ').trim();
  const ws = before ? before.split(' ') : [];
  return ws.slice(-n).reverse();
}

function wordAfter(s: Sentence, end: number): string {
  return /^ ?([a-z0-9]+)/.exec(s.text.slice(end))?.[1] ?? '';
}

// ---------------------------------------------------------------------------------------------
// Phrase tables
// ---------------------------------------------------------------------------------------------

const W = '[a-z0-9]+';
const gap = (n: number) => `(?: ${W}){0,${n}}`;
const re = (source: string) => new RegExp(source, 'g');

/** Words naming the child, as subjects: "he", "my baby", "my 10mo", "our 2 year old", "dd". */
const SUBJ = String.raw`(?:he|she|they|him|her|them|baby|babe|bub|bubs|babies|infant|newborn|child|kid|kids|son|daughter|toddler|boy|girl|lo|dd|ds|twin|twins|old|one|\d+ ?(?:mo|mos|m|mth|mths|months?|yo|y|yr|yrs|years?|wk|wks|weeks?|wo))`;

/** Things that go floppy, limp or collapse without being a child. */
const THINGS = new Set(
  (
    'it this that these those pancake pancakes crepe crepes tortilla tortillas wrap wraps bread toast asparagus ' +
    'spinach lettuce salad leaf leaves celery carrot carrots veg veggies vegetable vegetables noodle noodles pasta ' +
    'spaghetti dough pastry batter bacon cucumber pickle pickles chip chips fries broccoli kale greens cake cakes ' +
    'sponge souffle meringue tower tent hat ear ears bunny teddy toy toys bib bibs cushion pillow omelette egg yolk ' +
    'white jelly rice potato potatoes courgette crust base pizza app page site website phone screen plant flower ' +
    'flowers balloon mat spoon straw cup bottle teat nipple dummy'
  ).split(' '),
);

const NEGATIONS = new Set([
  'not',
  'never',
  'no',
  'stop',
  'stopped',
  'from',
  'avoid',
  'prevent',
  'without',
  'wont',
  'cannot',
  'nearly',
  'almost',
]);

/** Words after "choking" that make it a topic: "choking hazard", "choking risks". */
const CHOKING_TOPIC = String.raw`(?! (?:hazard|hazards|risk|risks|danger|dangers|point|points|item|items|food|foods|sign|signs|symptom|symptoms|prevention|first|course|class|poster|guide|rule|rules|vs|versus|or gagging|and gagging)\b)`;

const ALLERGEN_FOODS = String.raw`(?:egg|eggs|peanut|peanuts|nut|nuts|cashew|cashews|almond|almonds|hazelnut|hazelnuts|walnut|walnuts|pistachio|pistachios|pecan|pecans|brazil|sesame|tahini|hummus|fish|salmon|cod|tuna|shellfish|prawn|prawns|shrimp|crab|lobster|mussel|mussels|wheat|gluten|soy|soya|tofu|kiwi|mustard|celery|lupin|cows milk|dairy|yogurt|yoghurt|cheese)`;

/** A named allergen, a new food or an allergy: what turns a breathing sign into anaphylaxis. */
const ALLERGY_CONTEXT = new RegExp(
  String.raw`\b(?:allerg[a-z]*|reaction|reactions|hives|hive|welts|epipen|autoinjector|adrenaline|anaphyla[a-z]*|${ALLERGEN_FOODS}|first (?:ever )?(?:taste|time|try|bite|spoonful|mouthful|${W} of|${ALLERGEN_FOODS})|new food|new foods|for the first time|after trying|after tasting)\b`,
);

/** Mild skin signs after a food: redness, a rash, a few hives or spots. */
const MILD_SIGN =
  /\b(?:rash|rashes|rashy|red|redness|reddish|pink|blotch|blotches|blotchy|hives|hive|welts|spots|spotty|bumps|bumpy|itch|itchy|itching|flushed|eczema)\b/;
const MILD_PLACE =
  /\b(?:mouth|lip|lips|chin|face|cheek|cheeks|skin|around|body|neck|hand|hands|tummy|arms|legs|back)\b/;
const MILD_FOOD_CONTEXT = new RegExp(
  String.raw`\b(?:after|eating|ate|eats|eat|tried|trying|try|tasting|taste|food|foods|gave|giving|given|touched|reaction|allerg[a-z]*|strawberr[a-z]*|tomato[a-z]*|citrus|orange|oranges|berries|${ALLERGEN_FOODS})\b`,
);

/** Any serious sign, even in a hypothetical: not a question about a mild reaction. */
const SERIOUS_ANY = new RegExp(
  [
    String.raw`\bcannot (?:breathe|swallow)\b`,
    String.raw`\b(?:wheez[a-z]*|gasping|stridor)\b`,
    String.raw`\b(?:trouble|difficulty|struggling|struggle|hard) (?:to )?breath[a-z]*\b`,
    String.raw`\b(?:lip|lips|tongue|throat|face|mouth|eyes)${gap(3)} (?:swell[a-z]*|swollen|puff[a-z]*)\b`,
    String.raw`\b(?:swell[a-z]*|swollen|puffy)${gap(3)} (?:lip|lips|tongue|throat|face|mouth|eyes)\b`,
    String.raw`\bthroat${gap(2)} (?:tight|tightening|closing)\b`,
    String.raw`\b(?:floppy|limp|unresponsive|unconscious|anaphyla[a-z]*|epipen|autoinjector)\b`,
    String.raw`\b(?:lip|lips|face|mouth|tongue|skin)${gap(3)} (?:blue|grey|purple)\b|\b(?:turning|going|gone|went|turned) (?:blue|grey|purple)\b`,
    String.raw`\b(?:keeps|keep|repeatedly|repeated) (?:vomit[a-z]*|being sick|throwing up)\b`,
    String.raw`\bvomit[a-z]*${gap(3)} (?:again and again|over and over|repeatedly|(?:\d+|two|three|four|five|several|many) times)\b`,
  ].join('|'),
);

type Tier = 'present' | 'ambiguous';
type SignalKind = EmergencyKind | 'vomiting';

interface Signal {
  kind: SignalKind;
  pattern: RegExp;
  /** The tier, or how to read it from the matched text. */
  tier: Tier | ((match: string) => Tier);
  /** Fires only with a strong cue of immediacy close by ("help", "now"). */
  needsNow?: boolean;
  /** With an allergen, a new food or a reaction named, this is anaphylaxis. */
  allergyTurnsAnaphylaxis?: boolean;
  /** Extra checks on the match; false drops it. */
  keep?: (s: Sentence, m: RegExpExecArray, message: string) => boolean;
}

const presentIf =
  (words: RegExp): ((match: string) => Tier) =>
  (match) =>
    words.test(match) ? 'present' : 'ambiguous';

/** The nearest word before the match that is not a verb or an adverb, if it is a thing ("pancakes are floppy"). */
function subjectIsThing(s: Sentence, pos: number): boolean {
  const skip =
    /^(?:is|are|was|were|has|have|had|been|be|went|gone|going|goes|go|got|getting|seems?|looks?|looking|feels?|became|become|becoming|turned|turning|very|really|so|all|a|bit|little|quite|suddenly|completely|just|now|still|the|my|our|totally|kind|sort|of|extremely)$/;
  for (const w of wordsBefore(s, pos, 6)) {
    if (skip.test(w)) continue;
    if (w === 'and') return false;
    return THINGS.has(w);
  }
  return false;
}

/** After a colour, a thing: "a purple rash", "blue cup". */
const NOT_A_THING = String.raw`(?! (?:rash|rashes|spots|spot|blotch|blotches|bruise|bruises|bruising|mark|marks|patch|patches|cup|cups|bowl|plate|spoon|bib|top|shirt|hat|toy|crayon|pen|poo|bits|colour|color|food|foods|cheese|berries)\b)`;

/** After "not responding" or "unresponsive": nothing, or "to" someone or a touch (not "to her name", "to new foods"). */
function respondsToSomeone(after: string): boolean {
  if (!/^ to\b/.test(after)) return true;
  return /^ to (?:me|us|anything|anyone|my voice|our voices|voices|touch|my touch|shaking|being shaken|pain|noise|noises|sound|sounds|being touched|being called)\b/.test(
    after,
  );
}

/** Medicines a child may take too many of. */
const MEDICINES = String.raw`(?:pills|tablets|medicine|medicines|medication|paracetamol|calpol|ibuprofen|nurofen|tylenol|motrin|advil|aspirin|iron tablets|antihistamines?)`;

const TRAUMA =
  /\b(?:fell|fall|fallen|falling|bump|bumped|bumping|bit (?:his|her|their|my) (?:lip|tongue)|biting|bitten|hit|banged|bashed|knocked|split lip|cold sore|teething|dentist|tooth|teeth|gum|gums)\b/;
const STAINS =
  /\b(?:blueberr[a-z]*|blackberr[a-z]*|bilberr[a-z]*|beetroot|beet|dye|dyed|colouring|coloring|colour|ice lolly|lolly|lollies|popsicle|sweet|sweets|candy|crayon|crayons|pen|marker|paint|icing|frosting|juice|ribena|jelly|slushie)\b/;
const APP_WORDS =
  /\b(?:app|page|website|site|screen|button|phone|browser|search|form|link|chatbot|assistant)\b/;

const SIGNALS: readonly Signal[] = [
  // ---- choking
  {
    kind: 'choking',
    pattern: re(
      String.raw`\b(?:${SUBJ}|is|are|am|be|being|been|keeps|keep|kept|still|now|currently|started|starting|starts|began|begun|just|again|suddenly|then|was|were)( ${W})? (choking|choked)\b${CHOKING_TOPIC}`,
    ),
    tier: (m) =>
      /\b(?:is|are|am|be|being|keeps|keep|still|now|currently)\b/.test(m) && /choking$/.test(m)
        ? 'present'
        : 'ambiguous',
    keep: (_s, m) => !NEGATIONS.has(m[1]?.trim() ?? ''),
  },
  {
    kind: 'choking',
    pattern: re(
      String.raw`\b(?:coughing|spluttering|crying|gasping|vomiting|going red|turning red) and choking\b`,
    ),
    tier: 'present',
  },
  {
    kind: 'choking',
    pattern: re(String.raw`\bchoking on\b`),
    tier: 'ambiguous',
    keep: (s, m) =>
      !/^(?:of|prevent|preventing|avoid|avoiding|about|from|reduce|risk|without|stop|stopping|no|not|never|fear|worried|scared|afraid|against|the|a)$/.test(
        wordsBefore(s, m.index, 1)[0] ?? '',
      ),
  },
  { kind: 'choking', pattern: re(String.raw`\b${SUBJ} chokes\b`), tier: 'present', needsNow: true },
  {
    kind: 'choking',
    pattern: re(String.raw`\bchoking\b${CHOKING_TOPIC}`),
    tier: 'present',
    needsNow: true,
    keep: (s, m) =>
      !/^(?:of|prevent|preventing|avoid|avoiding|about|from|reduce|risk|without|stop|no|not|never|and|or|vs|versus|the|a|after|since|for|by)$/.test(
        wordsBefore(s, m.index, 1)[0] ?? '',
      ),
  },
  {
    kind: 'choking',
    pattern: re(
      String.raw`\b(?:stuck|lodged|caught|blocking|wedged) (?:in|on|down) (?:his|her|their|the|my|a|babys|sons|daughters)?${gap(1)} ?(?:throat|windpipe|airway)\b|\b(?:throat|windpipe|airway) (?:is )?(?:blocked|obstructed)\b|\bblocked (?:airway|windpipe)\b`,
    ),
    tier: 'ambiguous',
  },
  {
    kind: 'choking',
    pattern: re(
      String.raw`\b(?:silent|silently|no sound|no noise|without (?:any |a )?(?:sound|noise)) (?:cough[a-z]*|gag[a-z]*|cry[a-z]*|chok[a-z]*)\b|\b(?:cough[a-z]*|gag[a-z]*|cry[a-z]*|chok[a-z]*)(?: ${W})? (?:silently|silent|with no (?:sound|noise)|without (?:any |a )?(?:sound|noise)|but no (?:sound|noise))\b|\b(?:cough|crying|cry) (?:has |is )?(?:gone|going|become|becoming) (?:silent|quiet)\b|\bno (?:sound|noise) (?:is )?(?:coming|comes) out\b|\b(?:not making (?:a|any)|making no) (?:sound|noise|sounds|noises)\b`,
    ),
    tier: 'present',
  },
  {
    kind: 'choking',
    pattern: re(
      String.raw`\b(cannot|could not) (?:cough|cry|speak|talk|make (?:a|any) (?:sound|noise)|get (?:any )?(?:sound|noise|air) out)\b`,
    ),
    tier: (m) => (m.startsWith('could') ? 'ambiguous' : 'present'),
    keep: (s, m) =>
      !/^(?:yet|much|well|properly|clearly|in|words|sentences|very|at|any|more|many|english|full|a|the|about|up)$/.test(
        wordAfter(s, m.index + m[0].length),
      ) && !/\byet\b/.test(s.text),
  },
  {
    kind: 'choking',
    pattern: re(
      String.raw`\b(?:clutching|grabbing|holding|clawing) (?:at )?(?:his|her|their) (?:throat|neck)\b`,
    ),
    tier: 'present',
  },

  // ---- breathing
  {
    kind: 'breathing',
    pattern: re(
      String.raw`\b(cannot|could not|can hardly|can barely|can only just) (?:really |quite |properly )?(?:breathe|get (?:his|her|their|a|any) (?:breathe|air)|catch (?:his|her|their) breathe)\b`,
    ),
    tier: (m) => (m.startsWith('could') ? 'ambiguous' : 'present'),
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) =>
      !/^ (?:properly |well )?through (?:his |her |their |the |its )?nose/.test(
        s.text.slice(m.index + m[0].length),
      ),
  },
  {
    kind: 'breathing',
    pattern: re(
      [
        String.raw`\b(?:struggling|fighting|labouring|laboring|working hard|finding it hard|finding it difficult|gasping|grasping) (?:to breathe|for (?:breathe|air)|with (?:his |her |their )?breathing)\b`,
        String.raw`\b(?:trouble|difficulty|difficulties|problems|hard time|struggle|struggles) (?:with )?breathing\b`,
        String.raw`\bbreathing (?:is |seems |looks |sounds |got |getting )?(?:very |really |so |quite )?(?:laboured|labored|difficult|hard|strained|shallow|rattly|raspy)\b`,
        String.raw`\b(?:laboured|labored|difficult|strained) breathing\b`,
        String.raw`\bbreathing (?:really |very |a bit |quite )?(?:funny|funnily|strangely|strange|weird|weirdly|oddly|odd)\b`,
        String.raw`\bhard to breathe\b`,
        String.raw`\bshort of breathe\b`,
        String.raw`\b(?:barely|hardly) breathing\b`,
        String.raw`\bnot breathing (?:properly|right|normally|well)\b`,
        String.raw`\bgasping\b`,
        String.raw`\bhaving an? (?:bad |severe |serious |really bad )?asthma attack\b`,
        String.raw`\bwheez(?:ing|y|e)\b`,
        String.raw`\bstridor\b`,
        String.raw`\bchest${gap(2)} (?:tight|tightening)\b|\btight chest\b`,
        String.raw`\bribs? (?:are |is )?(?:sucking|pulling|caving) in\b|\bsucking in (?:under|between|below) (?:his|her|their|the) ribs\b`,
        String.raw`\bgrunting with (?:each|every) breathe\b`,
      ].join('|'),
    ),
    tier: presentIf(
      /\b(?:is|are|am|struggling|fighting|gasping|wheezing|wheezy|trouble|difficulty|hard|barely|hardly|not breathing)\b/,
    ),
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) =>
      !/^(?:no|not|without|any)$/.test(wordsBefore(s, m.index, 1)[0] ?? '') &&
      !/^ for (?!air|breathe|breath)/.test(
        /gasping$/.test(m[0]) ? s.text.slice(m.index + m[0].length) : '',
      ) &&
      !/^ (?:when|after) (?:running|playing|exercise|crying)/.test(s.text.slice(m.index + m[0].length)),
  },
  {
    // Blue or grey: "lips turning blue", "he went grey", "blue around the mouth", "turning blue".
    kind: 'breathing',
    pattern: re(
      [
        String.raw`\b(?:lip|lips|face|mouth|tongue|skin|fingers|fingertips|nails|he|she|they|baby|babe|child|kid|toddler|son|daughter|boy|girl|infant|newborn|lo|old|\d+ ?(?:mo|m|yo|y|wo|mos))(?: (?:is|are|has gone|has turned|have gone|was|were|keeps|seems|seem|look|looks|looking|getting|got|gone|went|going|goes|go|turned|turning|turns|turn|becoming|became|become|all|a bit|a little|bit|little|slightly|very|really|quite|so|kind of|sort of|now|still|suddenly|and|tinged|just)){1,4} (?:blue|grey|purple|dusky|ashen)\b${NOT_A_THING}`,
        String.raw`\b(?:lip|lips|face|tongue) (?:blue|grey|purple|dusky|ashen)\b${NOT_A_THING}`,
        String.raw`\b(?:blue|grey|purple|dusky|ashen) (?:tinge (?:to |around |on )?(?:the |his |her |their )?)?(?:lip|lips|face|tongue|skin|fingertips|around (?:the|his|her|their) (?:mouth|lips))\b`,
        String.raw`\b(?:turning|going|gone|went|turned|getting) (?:a bit |slightly |very |really |all )?(?:blue|grey|purple|dusky)\b${NOT_A_THING}`,
      ].join('|'),
    ),
    tier: presentIf(
      /\b(?:is|are|turning|going|getting|looks|look|looking|seems|keeps|still|now|has gone|have gone|has turned)\b|^(?:blue|grey|purple|dusky|ashen)|^(?:lip|lips|face|tongue) (?:blue|grey|purple|dusky|ashen)$/,
    ),
    allergyTurnsAnaphylaxis: false,
    keep: (s, m) => {
      const dynamic = /\b(?:turning|going|gone|went|turned|turns|goes|getting|grey|dusky|ashen)\b/.test(m[0]);
      return dynamic || !STAINS.test(s.text);
    },
  },

  // ---- unresponsive
  {
    kind: 'unresponsive',
    pattern: re(
      String.raw`\b(?:is not|are not|not|no longer|stopped|has stopped|have stopped) breathing\b(?! (?:properly|right|normally|well|through|in|out)\b)|\bno (?:breathing|breaths?)\b`,
    ),
    tier: presentIf(/\b(?:is not|are not|not|no longer|no)\b/),
    allergyTurnsAnaphylaxis: true,
  },
  {
    kind: 'unresponsive',
    pattern: re(
      String.raw`\b(?:not sure|unsure|do not know|dont know|cannot tell|cannot see|cannot hear|not certain) (?:if|whether) (?:${SUBJ}|it) (?:is|are) (?:still )?breathing\b`,
    ),
    tier: 'present',
  },
  {
    kind: 'unresponsive',
    pattern: re(String.raw`\b(?:unresponsive|unconscious|lifeless)\b`),
    tier: 'present',
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) => !APP_WORDS.test(s.text) && respondsToSomeone(s.text.slice(m.index + m[0].length)),
  },
  {
    kind: 'unresponsive',
    pattern: re(
      String.raw`\b(?:not|is not|are not|stopped|wont|does not|will not|cannot get (?:him|her|them) to) (?:responding|respond|reacting|react)\b`,
    ),
    tier: presentIf(/\b(?:not|wont|is not|are not|does not|cannot)\b/),
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) => !APP_WORDS.test(s.text) && respondsToSomeone(s.text.slice(m.index + m[0].length)),
  },
  {
    kind: 'unresponsive',
    pattern: re(String.raw`\b(?:passed out|fainted|collapsed|blacked out|lost consciousness|keeled over)\b`),
    tier: 'ambiguous',
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) => !subjectIsThing(s, m.index),
  },
  {
    kind: 'unresponsive',
    pattern: re(
      String.raw`\b(?:wont|will not|cannot|not|is not|does not) (?:wake|waking|be woken|be roused|rouse)(?: (?:him|her|them|my ${W}|the baby|baby))?(?: up)?\b|\b(?:hard|difficult|impossible) to (?:wake|rouse)\b`,
    ),
    tier: 'present',
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) => {
      const after = s.text.slice(m.index + m[0].length);
      return !/^ (?:for|in the morning|at night|from|until|till|after|before|to feed|to eat|when|during|on time|early)\b/.test(
        after,
      );
    },
  },
  {
    kind: 'unresponsive',
    pattern: re(
      String.raw`\b(?:is|are|was|went|gone|going|goes|go|seems|seem|looks|look|looking|feels|feel|became|become|becoming|turned|turning|got|getting|very|really|so|all|and|suddenly|completely|bit|little|quite|extremely|totally)(?: (?:very|really|so|all|suddenly|completely|quite|a bit|a little|totally))? (floppy|limp|lifeless)\b`,
    ),
    tier: presentIf(
      /\b(?:is|are|gone|going|seems|seem|looks|look|looking|feels|feel|becoming|turning|getting|very|really|so|all|and|extremely|totally)\b/,
    ),
    allergyTurnsAnaphylaxis: true,
    keep: (s, m) =>
      !/^(?:hat|hats|ear|ears|disk|disc|toy|bunny|teddy|bib|book|cushion|bits?|leaves|pancakes?)$/.test(
        wordAfter(s, m.index + m[0].length),
      ) && !subjectIsThing(s, m.index),
  },
  {
    kind: 'unresponsive',
    pattern: re(String.raw`\bpale and (?:floppy|limp|unresponsive|lifeless)\b|\b(?:floppy|limp) and pale\b`),
    tier: 'present',
    allergyTurnsAnaphylaxis: true,
  },

  // ---- seizure
  {
    kind: 'seizure',
    pattern: re(
      String.raw`\b(?:${SUBJ}|is|are|am|be|been|started|starting|keeps|keep|still|now|currently|just|has been)( ${W})? (?:fitting|seizing|convulsing|seizuring)\b`,
    ),
    tier: presentIf(/\b(?:is|are|am|be|keeps|keep|still|now|currently|has been)\b/),
    keep: (s, m) =>
      !NEGATIONS.has(m[1]?.trim() ?? '') &&
      !/^(?:in|into|up|the|a|for|well|perfectly|nicely|together|her|his|their|them|it|on|with)$/.test(
        wordAfter(s, m.index + m[0].length),
      ),
  },
  {
    kind: 'seizure',
    pattern: re(
      String.raw`\bconvulsing\b|\bin (?:the middle of )?(?:a )?(?:seizure|convulsion)\b|\bhaving (?:fits|seizures|convulsions)\b`,
    ),
    tier: 'present',
    keep: (s, m) => !/^(?:not|stopped|no)$/.test(wordsBefore(s, m.index, 1)[0] ?? ''),
  },
  {
    kind: 'seizure',
    pattern: re(
      String.raw`\b(having|has had|have had|just had|had|has|is in|in) (?:a|an|another)(?: ${W})? (?:seizure|seizures|convulsion|convulsions|fit)\b`,
    ),
    tier: presentIf(/^(?:having|is in|in)\b/),
    keep: (s, m) => {
      if (!/fit$/.test(m[0])) return true;
      const after = wordAfter(s, m.index + m[0].length);
      if (/^(?:about|over|because|when|whenever|if|at|every|each|cause|since|in|of|for)$/.test(after))
        return false;
      return !/\b(?:tantrum|tantrums|meltdown|strop|screaming|angry|cross|upset|temper)\b/.test(s.text);
    },
  },
  {
    kind: 'seizure',
    pattern: re(
      String.raw`\b(?:jerking|twitching|shaking|stiffening|stiff|juddering)${gap(2)} (?:all over|uncontrollably|rhythmically|and (?:unresponsive|not responding|is not responding|eyes rolling))\b|\b(?:arms|legs|body|limbs) (?:are |is )?(?:jerking|twitching|stiffening)\b|\beyes (?:are |keep )?(?:rolling|rolled) (?:back|up)\b|\beyes (?:are )?rolling\b`,
    ),
    tier: 'present',
  },

  // ---- anaphylaxis
  {
    // Swelling of the lips, tongue, face, throat or mouth (eyes only with an allergen named).
    kind: 'anaphylaxis',
    pattern: re(
      [
        String.raw`\b(lip|lips|tongue|face|throat|mouth|eye|eyes|eyelid|eyelids)${gap(3)} (swelling|swollen|swelled|swell|swells|puffing|puffy|puffed|ballooning|blown up|blowing up)\b`,
        String.raw`\b(swelling|swollen|swelled|puffy|puffed up|swelled up)(?: (?:up|of|around|on|in))?(?: (?:the|his|her|their|my|babys|both))?(?: ${W})? (lip|lips|tongue|face|throat|mouth|eye|eyes|eyelid|eyelids)\b`,
      ].join('|'),
    ),
    tier: presentIf(/\b(?:is|are|swelling|swollen|puffy|puffing|ballooning|getting|blowing)\b/),
    keep: (s, m, message) => {
      const part = m[1] ?? m[4] ?? '';
      const how = m[2] ?? m[3] ?? '';
      if (/\b(?:gum|gums|tooth|teeth)\b/.test(m[0])) return false;
      if (TRAUMA.test(s.text) && !ALLERGY_CONTEXT.test(message)) return false;
      if (/^eye/.test(part) || /^puff/.test(how)) {
        return ALLERGY_CONTEXT.test(message) || /^(?:lip|lips|tongue|throat)$/.test(part);
      }
      return true;
    },
  },
  {
    kind: 'anaphylaxis',
    pattern: re(
      String.raw`\bthroat${gap(3)} (?:tight|tighter|tightening|closing|closed|closes)\b|\btight throat\b|\bthroat tightness\b`,
    ),
    tier: presentIf(/\b(?:is|are|feels|feel|getting|going|tightening|closing|tight|tighter)\b/),
  },
  {
    kind: 'anaphylaxis',
    pattern: re(
      String.raw`\b(?:in|having|going into|gone into|went into|goes into|into) (?:a |an )?(?:anaphylaxis|anaphylactic (?:shock|reaction|attack|episode))\b`,
    ),
    tier: presentIf(/^(?:going|gone|having|in|into)\b/),
  },
  {
    kind: 'anaphylaxis',
    pattern: re(
      String.raw`\b(?:has|have|having|showing|shows|got) (?:all the |the |some )?(?:anaphylaxis|anaphylactic) (?:symptoms|signs)\b|\b(?:has|have|having|showing|shows|got) (?:all the |the |some )?(?:signs|symptoms) of (?:anaphylaxis|anaphylactic shock|an allergic reaction|a severe allergic reaction)\b`,
    ),
    tier: presentIf(/^(?:has|have|having|showing|shows)\b/),
  },
  {
    // Bare words: "anaphylaxis help", "allergic reaction after eggs, what do I do".
    kind: 'anaphylaxis',
    pattern: re(String.raw`\banaphylactic shock\b|\banaphylaxis\b|\ballergic reaction\b`),
    tier: 'ambiguous',
    needsNow: true,
  },
  {
    kind: 'anaphylaxis',
    pattern: re(
      String.raw`\bhaving (?:a|an)((?: (?:bad|severe|serious|big|major|massive|huge|strong|allergic)){0,3}) reaction\b`,
    ),
    tier: 'present',
    keep: (_s, m, message) => {
      const severe = /\b(?:bad|severe|serious|big|major|massive|huge|strong)\b/.test(m[1] ?? '');
      if (severe) return true;
      const mild = /\b(?:mild|slight|small|little|minor|tiny)\b/.test(message) || MILD_SIGN.test(message);
      return !mild;
    },
  },
  {
    kind: 'anaphylaxis',
    pattern: re(
      String.raw`\b(use|used|using|give|gave|giving|need|needs|inject) (?:his|her|their|the|my|an|a|him|her an|him an|her the|him the) (?:epipen|autoinjector|adrenaline|jext|emerade)\b`,
    ),
    tier: presentIf(/^(?:use|using|give|giving|need|needs|inject)\b/),
  },
  {
    // Drooling and unable to swallow: anaphylaxis with an allergen, otherwise something stuck.
    kind: 'other',
    pattern: re(
      String.raw`\bdrool[a-z]*${gap(4)} (?:cannot|could not|struggling to|is not able to|can hardly|can barely) swallow\b|\b(?:cannot|struggling to|can hardly|can barely) swallow${gap(4)} (?:drool[a-z]*|saliva|spit|dribbl[a-z]*)\b|\b(?:cannot|struggling to) swallow (?:his|her|their) (?:own )?(?:saliva|spit)\b`,
    ),
    tier: 'present',
    allergyTurnsAnaphylaxis: true,
  },
  {
    kind: 'anaphylaxis',
    pattern: re(
      String.raw`\b(?:hoarse|croaky|husky) (?:voice|cry)\b|\bvoice (?:is |has |sounds )?(?:gone )?(?:hoarse|croaky)\b`,
    ),
    tier: 'present',
    keep: (_s, _m, message) => ALLERGY_CONTEXT.test(message),
  },
  {
    // Repeated vomiting: an emergency after a new food or an allergen, not with a stomach bug.
    kind: 'vomiting',
    pattern: re(
      [
        String.raw`\b(?:keeps|keep|kept|keeps on|cannot stop|wont stop|will not stop|not stopped|non stop|nonstop|constantly|repeatedly) (?:vomiting|throwing up|being sick|puking)\b`,
        String.raw`\b(?:vomit[a-z]*|throwing up|thrown up|threw up|being sick|been sick|sick|puking|puked)${gap(3)} (?:again and again|over and over|repeatedly|non stop|nonstop|(?:\d+|two|three|four|five|six|several|many|multiple|lots of|loads of|a few) times|a lot)\b`,
        String.raw`\brepeated (?:vomiting|sickness)\b`,
      ].join('|'),
    ),
    tier: presentIf(/\b(?:keeps|keep|is|are|cannot|wont|will|non|nonstop|constantly|repeatedly)\b/),
    keep: (s, _m, message) => {
      if (
        /\b(?:bug|virus|norovirus|gastro|gastroenteritis|reflux|posset[a-z]*|car sick|travel sick)\b/.test(
          s.text,
        )
      ) {
        return false;
      }
      return ALLERGY_CONTEXT.test(message);
    },
  },

  // ---- other: swallowed batteries, magnets, poisons; a rash that does not fade under a glass
  {
    kind: 'other',
    pattern: re(
      String.raw`\b(?:swallowed|ate|eaten|drank|drunk|licked|chewed|bitten into|bit into|sucked on|got into|has had|taken|took)${gap(4)} (?:button batter(?:y|ies)|batter(?:y|ies)|magnets?|bleach|poison[a-z]*|detergent|washing (?:pods?|tablets?|powder|liquid|capsules?)|laundry (?:pods?|capsules?|liquid|tablets?)|liquitabs?|dishwasher (?:tablets?|pods?|powder|liquid)|cleaning (?:products?|fluid|liquid|spray)|washing up liquid|antifreeze|weed ?killer|rat poison|slug pellets|e cigarette liquid|vape liquid|nicotine|(?:tide|laundry|detergent|washing|dishwasher|dish washer) pods?|(?:my|mum s|mums|dads|grandmas|grandads|your|a bunch of|lots of|a lot of|loads of|a bottle of|a packet of|a pack of|a handful of|a whole bottle of|half a bottle of|too much|some of my|all the|half the) ${MEDICINES})\b|\b(?:too much|lots of|a lot of|loads of|a bottle of|a packet of|a pack of|a handful of|a whole bottle of|half a bottle of) (?:${MEDICINES}|vitamins|gummy vitamins)\b`,
    ),
    tier: 'ambiguous',
  },
  {
    kind: 'other',
    pattern: re(
      String.raw`\b(?:button batter(?:y|ies)|batter(?:y|ies)|magnets?|bleach|poison[a-z]*|detergent|(?:tide|washing|laundry|dishwasher) (?:pods?|tablets?|capsules?)|liquitabs?|washing up liquid|${MEDICINES})\b${gap(8)} (?:swallowed|ate|drank|eaten|drunk|has swallowed) (?:it|them|one|some|a bit|(?:a lot|lots|loads|some|a few|most|all|half) of them)\b`,
    ),
    tier: 'ambiguous',
  },
  {
    kind: 'other',
    pattern: re(
      String.raw`\b(?:rash|spots|blotches|marks)${gap(6)} (?:does not|do not|not|wont|will not|did not) (?:fade|blanch|disappear|go away)\b|\bnon blanching\b`,
    ),
    tier: 'present',
    keep: (s, m) => /non blanching/.test(m[0]) || /\b(?:glass|press|pressed|pressing|tumbler)\b/.test(s.text),
  },
];

// ---------------------------------------------------------------------------------------------
// Markers: what says a signal is not about now
// ---------------------------------------------------------------------------------------------

/**
 * Hypotheticals: a signal after one of these, in the same clause, is not happening ("what if my
 * baby chokes", "in case he stops breathing", "how do I know if she is having a reaction"). Never
 * outweighed by "now" or "help": "what do I do if my baby is choking" is a question about first
 * aid, which the assistant answers calmly.
 */
const HYPOTHETICAL = re(
  [
    String.raw`\b(?:what|and|or|but)? ?if\b`,
    String.raw`\bin case\b|\bincase\b|\bjust in case\b`,
    String.raw`\bsuppose\b|\bsupposing\b|\bimagine\b|\bhypothetically\b`,
    String.raw`\bwhenever\b`,
    String.raw`\bwhat (?:do|should|would|can|could|must) (?:i|you|we|parents|one) do when\b|\bwhat to do when\b|\bwhat happens when\b|\bwhat would happen\b`,
    String.raw`\bwhen (?:should|do|would|to|can|could|is it|must|might)\b`,
    String.raw`\bwhat to do (?:with|for|about|when|if|in)\b|\b(?:how to|how do (?:i|you|we)|how should (?:i|you|we)|how can (?:i|you|we)) (?:help|treat|deal with|handle|manage|save|look after|care for|resuscitate) (?:a|an|your|someone|somebody|children|babies|toddlers|kids|infants)\b`,
    String.raw`\bhow (?:do|would|can|will|should|could|to) (?:i |you |we |parents |one )?(?:know|tell|recognise|recognize|spot|identify|check|notice)\b`,
    String.raw`\b(?:could|might|would|should|may) have\b`,
    String.raw`\b(?:worried|worry|worrying|scared|afraid|terrified|nervous|anxious|paranoid|frightened|panicking) (?:about|of|that)\b|\bworst fear\b|\bmy fear\b|\bfear of\b|\bfreaks? me out\b`,
    String.raw`\bwhat (?:are|is) the (?:signs?|symptoms?)\b|\bsigns? (?:of|that)\b(?<!(?:showing|shows|has|having|with) (?:some |the )?signs? (?:of|that))|\bsymptoms? of\b(?<!(?:showing|shows|has|having|with) (?:some |the |all the )?symptoms? of)|\bwhat does ${W}(?: ${W}){0,4} look like\b|\bwhat (?:do|does) ${W}(?: ${W}){0,4} look like\b`,
  ].join('|'),
);

/** These make a whole clause hypothetical, wherever they are: "if he ever chokes", "one day". */
const HYPOTHETICAL_CLAUSE =
  /\b(?:ever|one day|someday|some day|in the future|in future|future|god forbid|heaven forbid)\b/;

/** "if" after these is not hypothetical: "not sure if she is breathing". */
const IF_NOT_HYPOTHETICAL =
  /\b(?:not sure|unsure|do not know|dont know|cannot tell|cannot see|cannot hear|check|checking|see|as|even|wonder|wondering|know|asking)\s*$/;

/** The past: "last year", "when she was 6 months", "used to", "once", "had a reaction". */
const PAST = re(
  [
    String.raw`\byesterday\b(?<!since yesterday)`,
    String.raw`(?<!since )\blast (?:year|week|month|night|time|summer|winter|spring|autumn|fall|weekend|christmas|easter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`,
    String.raw`\bago\b|\ba while back\b|\b(?:a few|a couple of|some) (?:days|weeks|months|years) back\b`,
    String.raw`\bused to\b`,
    String.raw`\bpreviously\b|\bin the past\b|\bthe other day\b|\bback then\b|\bback when\b|\bhistory of\b`,
    String.raw`(?<!since )\bthis (?:morning|afternoon|evening)\b|(?<!since )\bearlier today\b|(?<!since )\blast night\b`,
    String.raw`\bas a (?:baby|newborn|toddler)\b`,
    String.raw`\bwhen (?:s?he|they|i|we|it|my ${W}|${W}) (?:was|were)(?! ${W}ing\b)\b`,
    String.raw`\b(?:had|has had|have had|having had) (?:a|an|another)(?: ${W})? (?:reaction|seizure|fit|convulsion|episode|scare|allergic|choking|bad|severe|mild)\b`,
    String.raw`\bat (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:months?|weeks?|mo|years?) old\b`,
  ].join('|'),
);

/** Weaker signs of the past, enough against an ambiguous signal only ("she choked once", "did she?"). */
const PAST_WEAK = re(
  [
    String.raw`(?<!at )\bonce\b(?! (?:again|more|she|he|they|my|the|we|i|you|your|our|a|an|it|baby|solids)\b)`,
    String.raw`\btwice\b`,
    String.raw`\bbefore(?= *(?:\||$))`,
    String.raw`\bdid\b`,
  ].join('|'),
);

/** It is over: "coughed it up", "is fine now". */
const RESOLVED = re(
  String.raw`\b(?:is|seems|seemed|looks|looked|was|feels|seem|are|now) (?:fine|ok|okay|alright|all right|better|normal|well|totally fine|absolutely fine|completely fine|back to normal)(?: now)?\b|(?<!(?:not|no longer|never|barely|hardly) )\bbreathing (?:normally|fine|ok|okay|well|easily|properly)(?: now| again)?\b|\b(?:coughed|spat|spit|threw|brought|got|pulled|hooked) (?:it|them|the ${W}|a ${W}) (?:up|out)\b|\b(?:came|come|popped) (?:out|up)\b|\bdislodged\b|\brecovered\b|\bback to normal\b|\ball good\b|\bno harm\b|\bcalmed down\b|\bsettled\b|\bstopped (?:choking|coughing|gagging)\b`,
);

/** It happens often, not now: "every time I feed her", "when he has a cold". */
const HABITUAL = re(
  String.raw`\b(?:every ?time|each time|whenever|always|usually|often|sometimes|regularly|all the time|constantly|tends? to|every (?:day|night|feed|meal|morning|evening|bottle)|after (?:every|each|most|all|her|his|their) (?:feeds?|bottles?|meals?|milk)|during (?:feeds?|feeding|meals?|mealtimes?|naps?)|when (?:s?he|they|my ${W}|${W}) (?:eats|drinks|feeds|cries|has|gets|is eating|is drinking|is feeding|is crying|is upset|is tired|laughs|coughs|gags|tries|tantrums|is teething|is poorly|is ill|is sick))\b`,
);

/**
 * A symptom in the simple present: "she gets wheezy", "he goes blue when he cries". It says only
 * that symptom is a habit, not another one in the same run-on sentence ("she is choking she goes red").
 */
const HABITUAL_SYMPTOM = re(
  String.raw`\b(?:gets|goes|get|go) (?:a |all |really |very |quite |a bit |bright |so )?(?:wheezy|wheezing|blue|grey|purple|floppy|limp|swollen|puffy|hives|rashy|red|blotchy|sick|breathless|stiff|a swollen ${W}|a rash|a fit|fits|seizures|sleepy)\b`,
);

/** Questions about hazards and prevention, or about the topic: never an emergency report. */
const HAZARD_STRONG = re(
  String.raw`\bchoking (?:hazard|hazards|risk|risks|danger|dangers)\b|\brisks? of\b|\bhazards?\b|\bprevent[a-z]*\b|\bavoid[a-z]*\b|\b(?:reduce|lower|minimise|minimize) (?:the )?(?:risk|chance)s?\b|\bfirst aid\b|\bcpr (?:course|class|training)\b|\b(?:course|courses|class|classes|training|lesson|lessons|workshop)\b|\blearn[a-z]*\b|\bdifference\b|\bversus\b|\bvs\b|\btell me about\b|\btips?\b|\bguide\b|\bleaflet\b|\barticle\b|\bexplain\b|\bteach\b`,
);

/** Weaker topic words: enough against an ambiguous signal ("she choked on a grape, how should I cut them?"). */
const HAZARD_WEAK = re(
  String.raw`\bsafe[a-z]*\b|\bhow to\b|\bhow (?:do|should|can|would) (?:i|we|you) (?:cut|serve|prepare|give|offer|introduce|stop)\b|\bcut (?:up|into|them|it|grapes|in half)\b|\bquarter[a-z]*\b|\bwhat causes\b|\bwhy (?:do|does|did|is|would)\b|\bhow common\b|\binformation\b|\binfo\b|\badvice\b|\bwhen can (?:we|i|she|he|they|you)\b|\btry (?:it |them |that |this )?again\b|\breintroduc[a-z]*\b|\bshould i (?:stop|avoid|worry|be worried)\b|\bcan (?:s?he|they|my ${W}|babies|toddlers|kids|children) (?:have|eat|still)\b`,
);

/** Close to a signal, these say it is happening now. */
const NOW_STRONG = re(
  String.raw`\b(?:right now|(?<!(?:until|till|up to|by|for|from|since|than|ago|old|months|years|weeks|\d+|one|two|three|four|five|six) )now(?! (?:that|and then|and again|on|onwards)\b)|(?<!(?:need|some|any|for|your|extra|the) )help(?! (?:with|me (?:understand|with|to|choose|find|plan|know|figure|decide|pick|make|cook|get)|on|for|understand|to|choosing|finding|planning)\b)|urgent|urgently|emergency(?! (?:snacks?|food|foods|meals?|dinners?|lunch|stash|kit|supplies|pack|bag|options?|freezer|recipes?)\b)|hurry|asap|this minute|as we speak|at the moment|atm|sos|omg|oh (?:my )?(?:god|gosh)|oh no|ambulance|(?:call|ring|dial|phone|called|calling|rang|ringing|dialled|dialed) (?:999|911|112))\b`,
);
/** Asking what to do, anywhere in the sentence: enough for a bare word ("choking, what do I do?"). */
const ACTION_NOW =
  /\b(?:what (?:do|should|can|must) (?:i|we) do|(?:i|we) do not know what to do|what now|what to do now|poison control|(?:should|do|must) (?:i|we) call|call (?:an )?(?:ambulance|999|911|112))\b/;

const NOW_WEAK = re(String.raw`\b(?:still|just|currently)\b`);

/** How many words either side of a signal a cue of immediacy may be. */
const NOW_WINDOW = 5;

interface Mark {
  pos: number;
  end: number;
  clause: number;
  word: number;
}

function marks(s: Sentence, pattern: RegExp, accept?: (m: RegExpExecArray) => boolean): Mark[] {
  const out: Mark[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(s.text); m; m = pattern.exec(s.text)) {
    if (m[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    if (accept && !accept(m)) continue;
    const pos = m.index + (m[0].startsWith(' ') ? 1 : 0);
    out.push({ pos, end: m.index + m[0].length, clause: clauseOf(s, pos), word: wordIndexOf(s, pos) });
  }
  return out;
}

interface SentenceMarks {
  hypothetical: Mark[];
  hypotheticalClauses: Set<number>;
  past: Mark[];
  pastWeak: Mark[];
  habitual: Mark[];
  habitualSymptom: Mark[];
  hazardStrong: Mark[];
  hazardWeak: Mark[];
  nowStrong: Mark[];
  nowWeak: Mark[];
  /** "what do I do", "should I call 999": enough for a bare word. */
  asksWhatToDo: boolean;
}

function sentenceMarks(s: Sentence): SentenceMarks {
  const resolved = marks(s, RESOLVED);
  const hypotheticalClauses = new Set<number>();
  const clauses = s.text.split('|');
  clauses.forEach((clause, i) => {
    if (HYPOTHETICAL_CLAUSE.test(clause)) hypotheticalClauses.add(i);
  });
  return {
    hypothetical: marks(s, HYPOTHETICAL, (m) => {
      if (!/\bif$/.test(m[0])) return true;
      return !IF_NOT_HYPOTHETICAL.test(s.text.slice(Math.max(0, m.index - 24), m.index + m[0].length - 2));
    }),
    hypotheticalClauses,
    past: [...marks(s, PAST), ...resolved],
    pastWeak: marks(s, PAST_WEAK),
    habitual: marks(s, HABITUAL),
    habitualSymptom: marks(s, HABITUAL_SYMPTOM),
    hazardStrong: marks(s, HAZARD_STRONG),
    hazardWeak: marks(s, HAZARD_WEAK),
    // "now" in "she is fine now" is no cue of an emergency.
    nowStrong: marks(s, NOW_STRONG).filter((c) => !resolved.some((r) => c.pos >= r.pos && c.pos < r.end)),
    nowWeak: marks(s, NOW_WEAK),
    asksWhatToDo: ACTION_NOW.test(s.text),
  };
}

interface Found {
  kind: SignalKind;
  allergyTurnsAnaphylaxis: boolean;
}

function near(cues: readonly Mark[], clause: number, first: number, last: number): boolean {
  return cues.some((c) => c.clause === clause && c.word >= first - NOW_WINDOW && c.word <= last + NOW_WINDOW);
}

/** True when nothing in the sentence says this signal is not happening now. */
function isNow(s: Sentence, mk: SentenceMarks, signal: Signal, m: RegExpExecArray): boolean {
  const start = m.index + (m[0].startsWith(' ') ? 1 : 0);
  const end = m.index + m[0].length;
  const clause = clauseOf(s, start);
  const first = wordIndexOf(s, start);
  const last = wordIndexOf(s, Math.max(start, end - 1));
  const tier = typeof signal.tier === 'function' ? signal.tier(m[0].trim()) : signal.tier;

  if (mk.hypotheticalClauses.has(clause)) return false;
  if (mk.hypothetical.some((h) => h.clause === clause && h.pos < start)) return false;

  const strong = near(mk.nowStrong, clause, first, last);
  const weak = strong || near(mk.nowWeak, clause, first, last);
  if (signal.needsNow && !strong && !s.urgent && !mk.asksWhatToDo) return false;

  const inScope = (mark: Mark) => tier === 'ambiguous' || mark.clause === clause;
  if (mk.past.some(inScope) && !weak) return false;
  if (tier === 'ambiguous' && mk.pastWeak.some((mark) => mark.clause === clause) && !weak) return false;
  if (mk.habitual.some(inScope) && !strong) return false;
  if (mk.habitualSymptom.some((h) => h.pos < end && start < h.end) && !strong) return false;
  if (mk.hazardStrong.some(inScope) && !(strong && tier === 'present')) return false;
  if (tier === 'ambiguous' && mk.hazardWeak.length && !weak) return false;
  return true;
}

function findSignals(s: Sentence, message: string): Found[] {
  const found: Found[] = [];
  let mk: SentenceMarks | undefined;
  for (const signal of SIGNALS) {
    signal.pattern.lastIndex = 0;
    for (let m = signal.pattern.exec(s.text); m; m = signal.pattern.exec(s.text)) {
      if (signal.keep && !signal.keep(s, m, message)) continue;
      mk ??= sentenceMarks(s);
      if (!isNow(s, mk, signal, m)) continue;
      found.push({ kind: signal.kind, allergyTurnsAnaphylaxis: signal.allergyTurnsAnaphylaxis ?? false });
      break;
    }
  }
  return found;
}

const RANK: readonly EmergencyKind[] = [
  'choking',
  'anaphylaxis',
  'seizure',
  'unresponsive',
  'breathing',
  'other',
];

/** The whole message, folded the same way, for the message-wide checks (an allergen named). */
function canonicalMessage(text: string): string {
  return sentencesOf(text)
    .map((s) => s.text)
    .join(' ');
}

/**
 * The emergency a message describes as happening now, or null. Past events, hypotheticals,
 * hazard and prevention questions, normal gagging and mild reactions are not emergencies.
 */
export function classifyEmergency(text: string): Emergency | null {
  const sentences = sentencesOf(text);
  if (!sentences.length) return null;
  const message = sentences.map((s) => s.text).join(' ');
  const allergy = ALLERGY_CONTEXT.test(message);
  const kinds = new Set<EmergencyKind>();
  for (const s of sentences) {
    if (kinds.has('choking')) break;
    for (const f of findSignals(s, message)) {
      if (f.kind === 'vomiting') kinds.add('anaphylaxis');
      else if (allergy && f.allergyTurnsAnaphylaxis) kinds.add('anaphylaxis');
      else kinds.add(f.kind);
    }
  }
  const kind = RANK.find((k) => kinds.has(k));
  return kind ? { kind } : null;
}

/** True when a message describes an emergency happening now. */
export function isEmergency(text: string): boolean {
  return classifyEmergency(text) !== null;
}

/**
 * True when a message is about gagging (not an emergency): "my baby gags on lumpy food, is that
 * normal?", "gagging or choking?". The assistant answers calmly: gagging is noisy and normal.
 */
export function isGaggingQuestion(text: string): boolean {
  if (isEmergency(text)) return false;
  return /\b(?:gag|gags|gagging|gagged|gaggy|gagger|retch|retches|retching|retched)\b/.test(
    canonicalMessage(text),
  );
}

/**
 * True when a message describes a mild reaction after a food: redness, a rash, a few hives or
 * spots around the mouth or on the skin, with no trouble breathing, no swelling of the lips,
 * tongue, face or throat, no floppiness and no repeated vomiting.
 */
export function isMildReactionQuestion(text: string): boolean {
  if (isEmergency(text)) return false;
  const message = canonicalMessage(text);
  if (SERIOUS_ANY.test(message)) return false;
  if (/\b(?:mild|slight|small|minor) (?:allergic )?reaction\b/.test(message)) return true;
  if (!MILD_SIGN.test(message) || !MILD_FOOD_CONTEXT.test(message)) return false;
  if (/\b(?:teething|nappy|diaper|bum|bottom|heat|sun|sunburn)\b/.test(message)) return false;
  return MILD_PLACE.test(message) || /\b(?:rash|hives|welts|spots|blotch[a-z]*)\b/.test(message);
}

// ---------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------

const CALL =
  'Call your local emergency number now (999 in the UK, 911 in the US, 112 in Europe). Put the phone on speaker and do what the call handler tells you.';

const CPR_LINE =
  '- If they stop responding and are not breathing normally, start CPR: the call handler will talk you through it.';

const STEPS: Record<EmergencyKind, readonly string[]> = {
  choking: [
    '- If they are coughing loudly, crying or talking: encourage them to keep coughing and stay with them. Do not put your fingers in their mouth unless you can see the object and pick it out easily.',
    '- If the cough is weak or silent, or they cannot cough, cry or breathe, it is choking:',
    '- Under 1 year: up to 5 back blows. Lay the baby face down along your thigh, supporting the head, and hit firmly between the shoulder blades with the heel of your hand.',
    '- Then up to 5 chest thrusts: turn the baby face up and push down with two fingers in the middle of the chest, just below the nipple line. Never give abdominal thrusts under 1 year.',
    '- Over 1 year: up to 5 back blows with the child leaning forward, then up to 5 abdominal thrusts: from behind, a fist between the belly button and the ribs, pull sharply in and up.',
    '- Repeat back blows and thrusts until the object comes out or help arrives.',
    '- If they become unresponsive, start CPR.',
    '- After abdominal or chest thrusts, a doctor must check them even if they seem fine.',
  ],
  anaphylaxis: [
    '- If they have an adrenaline auto-injector (EpiPen, Jext) prescribed, use it now, into the outer thigh (through clothes is fine).',
    '- Lie them down with their legs raised. If breathing is hard, let them sit up. Hold a baby flat, not upright. Do not stand them up or let them walk, even if they seem better.',
    '- If they are no better after 5 minutes and a second auto-injector is available, give the second dose.',
    '- Stay with them and tell the call handler it is anaphylaxis.',
    CPR_LINE,
  ],
  breathing: [
    '- Keep them calm and still, sitting up if that helps them breathe; give nothing to eat or drink.',
    '- If it started while eating and they cannot cough, cry or breathe, treat it as choking: back blows, then chest thrusts (under 1 year) or abdominal thrusts (over 1 year).',
    '- If they have an adrenaline auto-injector and this could be an allergic reaction, use it; if they have a reliever inhaler for asthma, help them use it.',
    '- Stay with them and watch their breathing.',
    CPR_LINE,
  ],
  unresponsive: [
    '- Check breathing: open the airway (a baby’s head level, a child’s head gently tilted back) and look, listen and feel for up to 10 seconds.',
    '- Not breathing normally: start CPR now; the call handler will talk you through it.',
    '- Breathing: put them in the recovery position on their side (hold a baby in your arms, head tilted slightly down) and keep checking their breathing.',
    '- If they have an adrenaline auto-injector and this could be an allergic reaction, use it.',
  ],
  seizure: [
    '- Clear the space around them and put something soft under their head. Do not hold them down or restrain them.',
    '- Put nothing in their mouth, no food or drink.',
    '- Time the seizure.',
    '- When the jerking stops, put them on their side in the recovery position and stay with them until they are fully awake.',
    CPR_LINE,
  ],
  other: [
    '- Stay with them and keep them still. Give nothing to eat or drink, and do not make them sick, unless the call handler tells you to.',
    '- If they swallowed something, keep the packet or what is left to show the call handler.',
    '- If they have an adrenaline auto-injector and this could be an allergic reaction, use it.',
    CPR_LINE,
  ],
};

const SOURCES =
  'Based on first-aid guidance from the NHS, St John Ambulance, the British Red Cross, the Resuscitation Council UK and the American Academy of Pediatrics (AAP).';

/** The answer to an emergency: call now, then the first steps for this kind, in short lines. */
export function emergencyReply(kind: EmergencyKind): string {
  return [CALL, ...STEPS[kind], SOURCES, "I'm an assistant, not a doctor: please call now."].join('\n');
}
