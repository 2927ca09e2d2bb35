/**
 * Search and filters over the First Foods guide: one pure function for the server's render and
 * the device, so /foods answers the same online and offline. A search reads the words parents
 * type through the language layer (shared/lib/language.ts): singular or plural, UK or US name,
 * a typo or two, an age ("can my 9mo have eggs" searches eggs at 9 months).
 */
import { ALLERGEN_LABELS, type Allergen, type FoodCategory, type FoodEntry } from '../content/foods/types';
import {
  corrections,
  knows,
  makeVocabulary,
  MAX_GUIDE_MONTHS,
  parseStatedAge,
  singularWords,
  SYNONYM_WORDS,
  synonymSpans,
  withoutAge,
  words,
  type Vocabulary,
} from './language';

export interface FoodQuery {
  q?: string | undefined;
  category?: FoodCategory | undefined;
  allergen?: Allergen | undefined;
  /** The child's age in months: only foods that can be offered at this age. */
  age?: number | undefined;
}

export interface FoodSearchResult<F extends FoodEntry = FoodEntry> {
  /** The foods given, in the order the query shows them. */
  foods: F[];
  /**
   * An age typed in the words ("honey 9mo"), within 0-5 years: it does not filter (a parent asking
   * about honey at 9 months must see honey, and why not yet), but a screen can open that stage.
   */
  typedAge?: number;
}

/** Words parents put around a food's name that name no food. */
const QUESTION_WORDS = new Set([
  'can',
  'my',
  'baby',
  'babies',
  'toddler',
  'child',
  'kid',
  'have',
  'eat',
  'give',
  'is',
  'are',
  'it',
  'ok',
  'okay',
  'safe',
  'when',
  'how',
  'to',
  'for',
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'with',
  'old',
  'serve',
  'introduce',
  'should',
  'i',
  'do',
  'does',
  'what',
]);

interface IndexedFood {
  food: FoodEntry;
  /** Its place in the list, which is by name: the order of equal scores. */
  order: number;
  /** Each name's singular words: the UK name first, then the US and other names. */
  names: string[][];
  /** The allergens' words ("tree nuts"): matched, but ranked below a name. */
  labels: string[];
}

interface FoodIndex {
  foods: IndexedFood[];
  vocabulary: Vocabulary;
}

const indexes = new WeakMap<readonly FoodEntry[], FoodIndex>();

function indexOf(foods: readonly FoodEntry[]): FoodIndex {
  let index = indexes.get(foods);
  if (!index) {
    const indexed = foods.map((food, order) => ({
      food,
      order,
      names: [food.name, food.usName, ...(food.otherNames ?? [])]
        .filter((n): n is string => Boolean(n))
        .map(singularWords),
      labels: food.allergens.flatMap((a) => singularWords(ALLERGEN_LABELS[a])),
    }));
    const all = new Set<string>(SYNONYM_WORDS.flatMap((w) => singularWords(w)));
    for (const f of indexed) for (const w of [...f.names.flat(), ...f.labels]) all.add(w);
    index = { foods: indexed, vocabulary: makeVocabulary(all) };
    indexes.set(foods, index);
  }
  return index;
}

/** One way a group of typed words can be read, as singular words; `prefix` for what was typed. */
interface Reading {
  words: string[];
  prefix: boolean;
  /** Read through a typo correction: ranked a little lower. */
  corrected: boolean;
}

/**
 * Where a phrase starts in a list of words (-1 when it is not there), and whether its last word
 * only started a longer word ("honey" in "honeydew").
 */
function findPhrase(haystack: readonly string[], phrase: Reading): { at: number; partial: boolean } {
  const last = phrase.words.length - 1;
  let partialAt = -1;
  for (let i = 0; i + last < haystack.length; i += 1) {
    let ok = true;
    let partial = false;
    for (let k = 0; k <= last && ok; k += 1) {
      const h = haystack[i + k] ?? '';
      const w = phrase.words[k] ?? '';
      ok = k === last && phrase.prefix ? h.startsWith(w) : h === w;
      partial = ok && h !== w;
    }
    if (ok && !partial) return { at: i, partial: false };
    if (ok && partialAt < 0) partialAt = i;
  }
  return { at: partialAt, partial: partialAt >= 0 };
}

/** How well a reading matches a food (0 for not at all), and whether only as the start of a longer word. */
function matchScore(f: IndexedFood, reading: Reading): { score: number; partial: boolean } {
  let best = 0;
  let partial = true;
  f.names.forEach((name, n) => {
    const found = findPhrase(name, reading);
    if (found.at < 0) return;
    const { at } = found;
    const whole = at === 0 && reading.words.length === name.length && !found.partial;
    const exact = at === 0 && reading.words.length === name.length;
    // The UK name above the others; a whole name above its start, above a word inside it.
    const score = (n === 0 ? 10 : 8) * (whole ? 10 : exact ? 9 : at === 0 ? 6 : 4) - (found.partial ? 1 : 0);
    if (score > best) best = score;
    if (!found.partial) partial = false;
  });
  if (best === 0) {
    const label = findPhrase(f.labels, reading);
    if (label.at >= 0) {
      best = 10;
      partial = label.partial;
    }
  }
  return { score: best > 0 && reading.corrected ? best - 5 : best, partial };
}

/** The typed words as groups of readings: each word (or synonym phrase) with its alternatives. */
function readingsOf(text: string, vocabulary: Vocabulary): Reading[][] {
  const typed = words(text).filter((w) => !QUESTION_WORDS.has(w));
  const singulars = typed.map((w) => singularWords(w)[0] ?? w);
  return synonymSpans(singulars).map((span) => {
    const readings: Reading[] = [];
    const isWord = span.end - span.start === 1;
    readings.push({ words: singulars.slice(span.start, span.end), prefix: true, corrected: false });
    if (isWord) {
      const raw = typed[span.start] ?? '';
      if (raw !== singulars[span.start]) readings.push({ words: [raw], prefix: true, corrected: false });
    }
    for (const phrase of span.phrases)
      readings.push({ words: phrase.split(' '), prefix: false, corrected: false });
    const word = typed[span.start] ?? '';
    const known = [word, singulars[span.start] ?? '', ...span.phrases].some((w) => knows(vocabulary, w));
    if (isWord && !known) {
      for (const fix of corrections(word, vocabulary)) {
        for (const phrase of synonymSpans(singularWords(fix))[0]?.phrases ?? [fix]) {
          readings.push({ words: phrase.split(' '), prefix: false, corrected: true });
        }
      }
    }
    return readings;
  });
}

/**
 * The foods a query shows, best first: every typed word must find the food (by any of its
 * names or allergens); without words, in the list's order (by name). An age outside 0-5 years is ignored.
 */
export function searchFoods<F extends FoodEntry>(foods: readonly F[], query: FoodQuery): F[] {
  return searchFoodsWithAge(foods, query).foods;
}

/**
 * `searchFoods`, also saying which age was typed in the words. It reads only a food's entry
 * (types.ts), so it searches the whole guide's foods and the list's entries alike.
 */
export function searchFoodsWithAge<F extends FoodEntry>(
  foods: readonly F[],
  query: FoodQuery,
): FoodSearchResult<F> {
  const index = indexOf(foods);
  const raw = (query.q ?? '').slice(0, 200);
  const typedAge = parseStatedAge(raw);
  const text = typedAge === undefined ? raw : withoutAge(raw);
  const inRange = (m: number | undefined) =>
    m !== undefined && m >= 0 && m <= MAX_GUIDE_MONTHS ? m : undefined;
  const age = inRange(query.age);
  const groups = readingsOf(text, index.vocabulary);
  const candidates: { food: FoodEntry; score: number; order: number; partial: boolean[]; shown: boolean }[] =
    [];
  for (const f of index.foods) {
    const food = f.food;
    // Foods the filters hide still count below, for telling a whole word from a part of one.
    const shown =
      (!query.category || food.category === query.category) &&
      (!query.allergen || food.allergens.includes(query.allergen)) &&
      (age === undefined || food.fromMonths <= age);
    if (!shown && groups.length === 0) continue;
    let score = 0;
    const partial: boolean[] = [];
    for (const group of groups) {
      let best = 0;
      let bestPartial = true;
      for (const r of group) {
        const m = matchScore(f, r);
        if (m.score > best) best = m.score;
        if (m.score > 0 && !m.partial) bestPartial = false;
      }
      if (best === 0) break;
      score += best;
      partial.push(bestPartial);
    }
    if (partial.length === groups.length) candidates.push({ food, score, order: f.order, partial, shown });
  }
  // A whole word that names some food leaves out foods it only starts a word of: "pea" finds peas,
  // not peanuts; "honey" finds honey (or, at 9 months, nothing), not honeydew melon. While typing
  // ("carr") prefixes count.
  const wholeSomewhere = groups.map((_, g) => candidates.some((c) => !c.partial[g]));
  const scored = candidates.filter((c) => c.shown && c.partial.every((p, g) => !p || !wholeSomewhere[g]));
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  // The index holds the very objects it was given, so each is one of `foods`.
  const result = scored.map((s) => s.food as F);
  const shownAge = inRange(typedAge);
  return shownAge === undefined ? { foods: result } : { foods: result, typedAge: shownAge };
}
