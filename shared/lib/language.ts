/**
 * SproutPlate's one understanding of the words parents type, used by recipe search (server and
 * device), the foods guide, the assistant, the shopping list and the safety rules:
 * - normalisation: case, accents and apostrophes folded, punctuation as spaces;
 * - singular and plural (grapes/grape, berries/berry, tomatoes/tomato, leaves/leaf);
 * - UK and US names and other synonyms, in one table anyone can extend (SYNONYMS);
 * - typo tolerance against a vocabulary: one edit for words of 4-7 letters, two from 8;
 * - ages written the way parents write them ("9mo", "10mths", "1.5 years", "toddler").
 * Plain TypeScript without Node or DOM, so the app, the API and the service worker share it.
 */
import { AGE_GROUPS, type AgeGroup } from '../enums';

// ------------------------------------------------------------------------------ normalisation

/** Lower case, accents and apostrophes dropped ("Crème" -> "creme", "she's" -> "shes"). */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '');
}

/** Folded text with every run of anything but letters and digits as one space, trimmed. */
export function normalise(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, normalised. */
export function words(text: string): string[] {
  const n = normalise(text);
  return n ? n.split(' ') : [];
}

/**
 * Words as SQLite FTS5's unicode61 tokenizer (remove_diacritics 2) sees them: runs of letters,
 * digits and private-use characters, case-folded, accents removed. Unlike `words`, an apostrophe
 * splits ("cow's" -> cow, s), because that is what the recipe index stores.
 */
export function indexTokens(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{Co}]+/gu) ?? []
  );
}

// ------------------------------------------------------------------------------ singular/plural

/** Words whose plural is not a plain rule, and words that only look plural. */
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  children: 'child',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  avocadoes: 'avocado',
};

/** Words ending in s that are already singular (or have no singular parents use). */
const INVARIANT = new Set([
  'hummus',
  'houmous',
  'couscous',
  'asparagus',
  'citrus',
  'molasses',
  'grits',
  'greens',
  'swiss',
  'brussels',
  'chips',
  'crisps',
  'sweets',
  'haggis',
  'mushy',
  'bus',
  'gas',
  'yes',
  'plus',
  'this',
  'his',
  'hers',
  'its',
  'is',
  'was',
  'has',
  'does',
  'us',
  'less',
  'always',
  'series',
  'species',
  'news',
  'months',
  'years',
  'weeks',
  'days',
]);

/** Nouns whose singular ends in "ie": cookies -> cookie, not "cooky". */
const IE_NOUNS = new Set([
  'cookie',
  'brownie',
  'smoothie',
  'veggie',
  'pie',
  'movie',
  'calorie',
  'hoodie',
  'onesie',
  'beanie',
  'goalie',
  'selfie',
  'nightie',
  'birdie',
  'zombie',
  'genie',
  'tie',
  'lie',
  'rookie',
  'foodie',
  'quickie',
  'sweetie',
  'auntie',
  'dearie',
  'bootie',
  'boogie',
]);

/** The singular of an English word ("berries" -> berry, "peaches" -> peach, "oats" stays). */
export function singular(word: string): string {
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || INVARIANT.has(word)) return word;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && IE_NOUNS.has(word.slice(0, -1))) return word.slice(0, -1);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zzes|oes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The plurals a singular word may be written with: berry -> berries, tomato -> tomatoes and tomatos. */
export function plurals(one: string): readonly string[] {
  let found = pluralCache.get(one);
  if (!found) {
    found = pluralsOf(one);
    if (pluralCache.size > 5000) pluralCache.clear();
    pluralCache.set(one, found);
  }
  return found;
}

/** Plurals already worked out: the safety rules ask for the same few hundred words many times. */
const pluralCache = new Map<string, readonly string[]>();
const SINGULAR_TO_PLURAL = new Map(Object.entries(IRREGULAR_SINGULARS).map(([plural, one]) => [one, plural]));

function pluralsOf(one: string): readonly string[] {
  if (one.length < 2 || INVARIANT.has(one)) return [];
  const irregular = SINGULAR_TO_PLURAL.get(one);
  if (irregular !== undefined) return [irregular];
  if (/[^aeiou]y$/.test(one)) return [`${one.slice(0, -1)}ies`];
  if (/(?:s|sh|ch|x|z)$/.test(one)) return [`${one}es`];
  if (one.endsWith('o')) return [`${one}es`, `${one}s`];
  return [`${one}s`];
}

/** Normalised words, each in its singular. */
export function singularWords(text: string): string[] {
  return words(text).map(singular);
}

// ------------------------------------------------------------------------------ synonyms

/**
 * Names that mean the same food: UK and US names, other common names and spelling variants.
 * Each group is written in singular, normalised words; a search for any one finds the others.
 * Extend it freely: every search box, the guide and the assistant read this one table.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['yoghurt', 'yogurt', 'yoghourt'],
  ['chickpea', 'garbanzo', 'garbanzo bean'],
  ['coriander', 'cilantro'],
  ['rocket', 'arugula'],
  ['mince', 'minced beef', 'ground beef', 'beef mince'],
  ['porridge oat', 'rolled oat', 'oatmeal'],
  ['porridge', 'oatmeal'],
  ['swede', 'rutabaga'],
  ['biscuit', 'cookie'],
  ['prawn', 'shrimp'],
  ['beetroot', 'beet'],
  ['spring onion', 'scallion', 'green onion'],
  ['pak choi', 'bok choy', 'pak choy'],
  ['mangetout', 'snow pea'],
  ['broad bean', 'fava bean'],
  ['pepper', 'bell pepper', 'capsicum'],
  ['sweetcorn', 'corn', 'maize'],
  ['cornflour', 'cornstarch'],
  ['polenta', 'cornmeal'],
  ['plain flour', 'all purpose flour'],
  ['wholemeal', 'whole wheat', 'wholewheat'],
  ['double cream', 'heavy cream'],
  ['single cream', 'light cream'],
  ['tomato puree', 'tomato paste'],
  ['soya', 'soy'],
  ['soya milk', 'soy milk', 'soya drink', 'soy drink'],
  ['hummus', 'houmous', 'hummous'],
  ['lentil', 'dal', 'dhal', 'daal'],
  ['sweet potato', 'kumara', 'yam'],
  ['clementine', 'mandarin', 'satsuma', 'tangerine'],
  ['chip', 'french fry', 'fry'],
  ['crisp', 'potato chip'],
  ['jam', 'jelly'],
  ['sultana', 'golden raisin'],
  ['icing sugar', 'powdered sugar', 'confectioners sugar'],
  ['caster sugar', 'superfine sugar'],
  ['bicarbonate of soda', 'baking soda'],
  ['jacket potato', 'baked potato'],
  ['runner bean', 'green bean', 'french bean', 'string bean'],
  ['butter bean', 'lima bean'],
  ['haricot bean', 'navy bean'],
  ['minced meat', 'ground meat'],
  ['minced turkey', 'ground turkey', 'turkey mince'],
  ['minced chicken', 'ground chicken', 'chicken mince'],
  ['minced lamb', 'ground lamb', 'lamb mince'],
  ['minced pork', 'ground pork', 'pork mince'],
  ['cling film', 'plastic wrap'],
  ['tin', 'can'],
  ['tinned', 'canned'],
  ['starter', 'appetizer'],
  ['aubergine', 'brinjal'],
  ['linseed', 'flaxseed', 'flax seed'],
  ['fromage frais', 'fromage blanc'],
  ['semi skimmed milk', 'reduced fat milk', '2 milk'],
  ['whole milk', 'full fat milk', 'full cream milk'],
  ['formula', 'formula milk', 'infant formula'],
  ['breast milk', 'breastmilk'],
  ['rice cake', 'rice cracker'],
  ['pitta', 'pita'],
  ['muesli', 'granola'],
  ['ketchup', 'tomato sauce', 'catsup'],
  ['flapjack', 'oat bar'],
  ['candyfloss', 'cotton candy'],
  ['sweets', 'candy'],
  ['ice lolly', 'popsicle'],
  ['squash drink', 'cordial'],
  ['fizzy drink', 'soda', 'pop', 'soft drink'],
  ['takeaway', 'takeout'],
  ['groundnut', 'peanut', 'monkey nut'],
  ['tahini', 'sesame paste', 'tahina'],
  ['edamame', 'soybean', 'soya bean'],
  ['garlic', 'garlic clove'],
  ['ham', 'gammon'],
  ['celeriac', 'celery root'],
  ['nappy', 'diaper'],
];

/** Every phrase of the table (space-joined singular words) to the phrases of its groups. */
const SYNONYM_INDEX: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, Set<string>>();
  for (const group of SYNONYMS) {
    const phrases = group.map((p) => singularWords(p).join(' '));
    for (const phrase of phrases) {
      let set = index.get(phrase);
      if (!set) index.set(phrase, (set = new Set()));
      for (const other of phrases) set.add(other);
    }
  }
  return new Map([...index].map(([k, v]) => [k, [...v]]));
})();

/** The longest synonym phrase, in words, so a scan knows how far to look ahead. */
const LONGEST_SYNONYM = Math.max(...[...SYNONYM_INDEX.keys()].map((k) => k.split(' ').length));

/** The phrases that mean the same as `phrase` (singular, normalised words), itself included. */
export function synonymsOf(phrase: string): readonly string[] {
  const key = singularWords(phrase).join(' ');
  return SYNONYM_INDEX.get(key) ?? [key];
}

/**
 * A text's words, singular, with every synonym phrase it contains found: each span is the words
 * [start, end) and the phrases it can be read as. Longest match first, left to right; words
 * that start no synonym are their own span.
 */
export function synonymSpans(
  ws: readonly string[],
): { start: number; end: number; phrases: readonly string[] }[] {
  const spans: { start: number; end: number; phrases: readonly string[] }[] = [];
  let i = 0;
  while (i < ws.length) {
    let found = false;
    for (let len = Math.min(LONGEST_SYNONYM, ws.length - i); len >= 1; len -= 1) {
      const key = ws.slice(i, i + len).join(' ');
      const phrases = SYNONYM_INDEX.get(key);
      if (phrases) {
        spans.push({ start: i, end: i + len, phrases });
        i += len;
        found = true;
        break;
      }
    }
    if (!found) {
      spans.push({ start: i, end: i + 1, phrases: [ws[i] ?? ''] });
      i += 1;
    }
  }
  return spans;
}

/** A canonical key for a phrase: its first synonym, so "zucchini" and "courgettes" share one. */
export function canonical(phrase: string): string {
  return synonymsOf(phrase)[0] ?? '';
}

// ------------------------------------------------------------------------------ typos

/** The edits a word of this length may be away from a known word: 0 up to 3 letters, 1 up to 7, then 2. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours), or `max + 1`
 * as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[n] ?? max + 1;
}

/**
 * Misspellings too far from the word for the edit rule ("hunny" is two edits from honey), or
 * so common they should never depend on the vocabulary. Extend freely.
 */
export const MISSPELLINGS: Readonly<Record<string, string>> = {
  hunny: 'honey',
  huney: 'honey',
  yoghert: 'yogurt',
  yogert: 'yogurt',
  brockoli: 'broccoli',
  brocly: 'broccoli',
  avacardo: 'avocado',
  advocado: 'avocado',
  tomatoe: 'tomato',
  potatoe: 'potato',
  bananna: 'banana',
  bannana: 'banana',
  chokeing: 'choking',
  chocking: 'choking',
  chooking: 'choking',
  choaking: 'choking',
  chokin: 'choking',
  chockin: 'choking',
  chokking: 'choking',
  choakin: 'choking',
  choaked: 'choked',
  chocked: 'choked',
  chokked: 'choked',
  choak: 'choke',
  gaging: 'gagging',
  gaggin: 'gagging',
  breath: 'breathe',
  brething: 'breathing',
  breating: 'breathing',
  breth: 'breathe',
  breeth: 'breathe',
  breathin: 'breathing',
  breathng: 'breathing',
  breething: 'breathing',
  brathing: 'breathing',
  breahting: 'breathing',
  carnt: 'cant',
  cannt: 'cannot',
  weezing: 'wheezing',
  wheazing: 'wheezing',
  wheesing: 'wheezing',
  wheezeing: 'wheezing',
  weezy: 'wheezy',
  wheazy: 'wheezy',
  siezure: 'seizure',
  seizur: 'seizure',
  seisure: 'seizure',
  sezure: 'seizure',
  seazure: 'seizure',
  fiting: 'fitting',
  unconcious: 'unconscious',
  unconsious: 'unconscious',
  vomitting: 'vomiting',
  vommiting: 'vomiting',
  vomitted: 'vomited',
  vommited: 'vomited',
  swolen: 'swollen',
  swollon: 'swollen',
  sweling: 'swelling',
  tounge: 'tongue',
  toung: 'tongue',
  tonge: 'tongue',
  throte: 'throat',
  throt: 'throat',
  throut: 'throat',
  thoat: 'throat',
  flopy: 'floppy',
  hlep: 'help',
  halp: 'help',
  allergie: 'allergy',
  alergy: 'allergy',
  alergic: 'allergic',
  allergick: 'allergic',
  anaphalaxis: 'anaphylaxis',
  anaphylactic: 'anaphylactic',
  anafalaxis: 'anaphylaxis',
  anaphylaxsis: 'anaphylaxis',
  anaphlaxis: 'anaphylaxis',
  anafylaxis: 'anaphylaxis',
  anaphalactic: 'anaphylactic',
  anaphylatic: 'anaphylactic',
  peanutt: 'peanut',
  penut: 'peanut',
  samon: 'salmon',
  salman: 'salmon',
  cheeze: 'cheese',
  strawbery: 'strawberry',
  rasberry: 'raspberry',
  raspbery: 'raspberry',
  blubery: 'blueberry',
  bluberry: 'blueberry',
  cinamon: 'cinnamon',
  quinnoa: 'quinoa',
  keenwa: 'quinoa',
  humous: 'hummus',
  humus: 'hummus',
  brocolli: 'broccoli',
  brocoli: 'broccoli',
  zuchini: 'zucchini',
  zuccini: 'zucchini',
  cucumbar: 'cucumber',
  mangoe: 'mango',
};

/**
 * The known words a typed word may be a misspelling of, closest first (then alphabetical).
 * Words are compared in the singular ("straberry" finds "strawberries"); every known word with
 * the closest singular is returned. A listed misspelling (MISSPELLINGS) is answered from the list. A word of fewer than 4 letters is never corrected, and the
 * first letter must match (parents rarely get it wrong, and it keeps "pear" from "bear").
 */
export function corrections(word: string, vocabulary: Vocabulary, limit = 4): string[] {
  const listed = MISSPELLINGS[word] ?? MISSPELLINGS[singular(word)];
  if (listed !== undefined) {
    const forms = vocabulary.bySingular.get(singular(listed));
    return forms ? [...forms] : [listed];
  }
  const one = singular(word);
  const max = allowedEdits(one.length);
  if (max === 0) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const known of vocabulary.singularsByFirstLetter.get(one[0] ?? '') ?? []) {
    // A short known word allows no more edits than its own length would ("cake" is not "cookie").
    const allowed = Math.min(max, Math.max(1, allowedEdits(known.length)));
    if (Math.abs(known.length - one.length) > allowed) continue;
    const d = editDistance(one, known, allowed);
    if (d > allowed || d > best) continue;
    if (d < best) {
      best = d;
      found = [];
    }
    found.push(...(vocabulary.bySingular.get(known) ?? []));
  }
  return [...new Set(found)].sort().slice(0, limit);
}

/** Known words, sorted, with their singulars indexed for corrections. */
export interface Vocabulary {
  readonly sorted: readonly string[];
  /** Each singular form to the known words that have it. */
  readonly bySingular: ReadonlyMap<string, readonly string[]>;
  readonly singularsByFirstLetter: ReadonlyMap<string, readonly string[]>;
}

export function makeVocabulary(all: Iterable<string>): Vocabulary {
  const sorted = [...new Set(all)].filter((w) => w.length > 0).sort();
  const bySingular = new Map<string, string[]>();
  for (const w of sorted) {
    const one = singular(w);
    let list = bySingular.get(one);
    if (!list) bySingular.set(one, (list = []));
    list.push(w);
  }
  const singularsByFirstLetter = new Map<string, string[]>();
  for (const one of [...bySingular.keys()].sort()) {
    const key = one[0] ?? '';
    let list = singularsByFirstLetter.get(key);
    if (!list) singularsByFirstLetter.set(key, (list = []));
    list.push(one);
  }
  return { sorted, bySingular, singularsByFirstLetter };
}

/**
 * True when the vocabulary knows a typed word: it is a known word, or the start of one more than
 * a letter longer ("carr" -> carrot). A word that only starts a word one letter longer
 * ("potatoe" -> potatoes) is read as a finished word, and may be a misspelling.
 */
export function knows(vocabulary: Vocabulary, word: string): boolean {
  const list = vocabulary.sorted;
  for (let i = firstAtOrAfter(list, word); i < list.length; i += 1) {
    const w = list[i] ?? '';
    if (!w.startsWith(word)) return false;
    if (w === word || w.length > word.length + 1) return true;
  }
  return false;
}

/** The known words that start with `prefix`, up to `limit` (enough to tell whether there are others). */
export function wordsStartingWith(vocabulary: Vocabulary, prefix: string, limit = 8): string[] {
  const list = vocabulary.sorted;
  const found: string[] = [];
  for (let i = firstAtOrAfter(list, prefix); i < list.length && found.length < limit; i += 1) {
    const w = list[i] ?? '';
    if (!w.startsWith(prefix)) break;
    found.push(w);
  }
  return found;
}

/** The index of the first word not sorting before `word` (binary search). */
function firstAtOrAfter(list: readonly string[], word: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] ?? '') < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every word of the synonym table: real words, never "corrected" into something else. */
export const SYNONYM_WORDS: readonly string[] = [...new Set(SYNONYMS.flat().flatMap((p) => words(p)))];

// ------------------------------------------------------------------------------ ages

/** The oldest age SproutPlate's guidance covers, in months. */
export const MAX_GUIDE_MONTHS = 60;

/** Numbers written as words ("two months", "three eggs"); the shopping list reads them too. */
export const NUMBER_WORDS = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
} as const;

/** Number words in an age: also "eighteen months" and "a year old". */
const WORD_NUMBERS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, eighteen: 18, a: 1, an: 1 };

const DIGITS = String.raw`(\d+(?:[.,]\d+)?(?:\s*(?:and\s+a\s+half|½|1\/2))?|½)`;
const NUMBER_WORD_PATTERN = String.raw`((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|an?)(?:\s+and\s+a\s+half)?)`;
/** Units after a number: "9 months", "9mo", "9 m/o", "10mths", "18m", "2yo", "2 yrs", "6 wks". */
const SHORT_UNIT = String.raw`(months?|mths?|mnths?|mos?|m\s*\/\s*o|m|years?|yrs?|y\s*\/\s*o|yo|y|weeks?|wks?|w\s*\/\s*o)`;
/** Units after a number written as a word: only whole words ("a year old", "two months"). */
const WORD_UNIT = String.raw`(months?|years?|weeks?)`;
const OLD = String.raw`(?:\s*-?\s*olds?)?(?![\p{L}\p{N}])`;
const AGE_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\p{N}.,])${DIGITS}\s*-?\s*${SHORT_UNIT}${OLD}`, 'iu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])${NUMBER_WORD_PATTERN}\s*-?\s*${WORD_UNIT}${OLD}`, 'iu'),
];

/** Words that name an age without a number, in months. */
const AGE_WORDS: readonly [RegExp, number][] = [
  [/\bnew\s*borns?\b/i, 0],
  [/\bnewly\s+born\b/i, 0],
  [/\binfants?\b/i, 6],
  [/\bbabies\b|\bbaby\b/i, 6],
  [/\btoddlers?\b/i, 18],
  [/\bpre\s*-?\s*schoolers?\b/i, 36],
];

function parseNumber(raw: string): number {
  const t = raw.toLowerCase().trim();
  const half = /^(.*?)\s*(?:and\s+a\s+half|½|1\/2)$/.exec(t);
  if (half) return (half[1] ? parseNumber(half[1]) : 0) + 0.5;
  const word = WORD_NUMBERS[t];
  if (word !== undefined) return word;
  return Number(t.replace(',', '.'));
}

function matchAge(text: string): RegExpExecArray | null {
  for (const pattern of AGE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

/**
 * The age a text states with a number, in whole months, or undefined: "9 months", "9mo",
 * "9 m/o", "10mths", "(9 months)", "18m", "1.5 years", "2yo", "a 3 year old", "6 weeks".
 * Ages are not capped here: "200 months" is 200, for the caller to refuse.
 */
export function parseStatedAge(text: string): number | undefined {
  const match = matchAge(text);
  if (!match) return undefined;
  const n = parseNumber(match[1] ?? '');
  const unit = (match[2] ?? '').toLowerCase().replace(/\s+/g, '');
  if (!Number.isFinite(n)) return undefined;
  if (unit.startsWith('w')) return Math.floor((n * 7) / 30.44);
  if (unit.startsWith('y')) return Math.round(n * 12);
  return Math.floor(n);
}

/**
 * The age a text states, in months, with a number or with a word ("toddler", "newborn"); a
 * number wins ("my toddler is 20 months" is 20).
 */
export function parseAge(text: string): number | undefined {
  const stated = parseStatedAge(text);
  if (stated !== undefined) return stated;
  for (const [pattern, months] of AGE_WORDS) if (pattern.test(text)) return months;
  return undefined;
}

/** The recipe age group a child of this many months is in, or undefined outside 0-5 years. */
export function ageGroupForMonths(months: number): AgeGroup | undefined {
  if (!(months >= 0) || months > MAX_GUIDE_MONTHS) return undefined;
  if (months < 6) return AGE_GROUPS[0];
  if (months < 12) return AGE_GROUPS[1];
  if (months < 24) return AGE_GROUPS[2];
  if (months < 36) return AGE_GROUPS[3];
  return AGE_GROUPS[4];
}

/** How an answer names a child of this age: "a 9-month-old", "a 2-year-old", "a newborn". */
export function agePhrase(months: number): string {
  if (months < 1) return 'a newborn';
  if (months < 24) return `a ${months}-month-old`;
  const years = months / 12;
  return Number.isInteger(years) ? `a ${years}-year-old` : `a ${Math.floor(years)}½-year-old`;
}

/** The text with a stated age (as `parseAge` reads it) taken out, for searching the rest. */
export function withoutAge(text: string): string {
  const match = matchAge(text);
  if (!match) return text;
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
}

// ------------------------------------------------------------------------------ ranking

/** BM25's constants, as SQLite FTS5 uses them. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A term's inverse document frequency, as FTS5 computes it (never below a small positive). */
export function bm25Idf(documents: number, documentsWithTerm: number): number {
  const v = Math.log((documents - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5));
  return v <= 0 ? 1e-6 : v;
}

/** One term's share of a document's BM25 score: its (weighted) frequency in a document of a length. */
export function bm25Term(idf: number, frequency: number, length: number, averageLength: number): number {
  return (
    (idf * (frequency * (BM25_K1 + 1))) /
    (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / (averageLength || 1)))
  );
}
