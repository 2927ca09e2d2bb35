/**
 * Recipe search, filters and pagination as one pure function, so the device's
 * catalog mirror answers a query exactly as GET /api/recipes does.
 *
 * A search is read by the language layer (shared/lib/language.ts) into groups
 * of alternatives: each word the parent typed, with its singular, its synonyms
 * (zucchini finds courgette) and, when the catalog has no such word, the
 * catalog's words one or two edits away (brocoli finds broccoli). An age typed
 * in the search ("finger food 9mo") becomes the age filter when none is set.
 * Every group must match; each alternative is a phrase whose last word is a
 * prefix. The server runs it as an FTS5 query ("(a* OR b*) AND c*") with bm25
 * ranking; this module reproduces FTS5's bm25 over the same phrases, then
 * newest first to break ties. Without a search it is newest first. A shared
 * table of cases (api/routes/search-parity.test.ts) keeps the two in step.
 */
import type { AgeGroup } from '../enums';
import { RECIPE_PAGE_SIZE } from '../constants';
import { FOOD_NAMES } from '../content/foods/names';
import {
  ageGroupForMonths,
  allowedEdits,
  bm25Idf,
  bm25Term,
  corrections,
  indexTokens,
  knows,
  makeVocabulary,
  parseStatedAge,
  plurals,
  singular,
  SYNONYM_WORDS,
  synonymSpans,
  synonymsOf,
  withoutAge,
  wordsStartingWith,
  type Vocabulary,
} from './language';

/** The searched columns, in the FTS table's order, with their bm25 weights. */
export const SEARCH_COLUMNS = ['title', 'description', 'ingredients'] as const;
export const SEARCH_WEIGHTS = [10, 4, 1] as const;

export interface SearchableRecipe {
  id: number;
  title: string;
  description: string;
  ingredients: string;
  prepTime: number;
  ageGroup: string;
  mealType: string;
  difficulty: string;
  categoryId: number | null;
  createdAt: string;
  dietaryRestrictions: readonly string[];
}

export interface RecipeFilters {
  q?: string | undefined;
  age?: string | undefined;
  type?: string | undefined;
  diet?: string | undefined;
  diff?: string | undefined;
  prep?: number | undefined;
  category?: number | undefined;
  page?: number | undefined;
}

export interface SearchPage<T> {
  recipes: T[];
  total: number;
  pages: number;
}

/** Words as the recipe index stores them (FTS5's unicode61 tokenizer, remove_diacritics 2). */
export const tokenize = indexTokens;

/**
 * One alternative of a search group: index words in order, all matched exactly but the last,
 * which is a prefix when `prefix` is set (what the parent typed: "carr" finds carrot).
 */
export interface SearchPhrase {
  readonly words: readonly string[];
  readonly prefix: boolean;
}
/** The alternatives one typed word (or synonym phrase) can be read as; a recipe needs one. */
export type SearchGroup = readonly SearchPhrase[];

export interface ParsedSearch {
  groups: SearchGroup[];
  /** The age group an age typed in the search names, within 0-5 years. */
  age?: AgeGroup;
}

/** The most words of a search that are read; the rest are ignored. */
const MAX_SEARCH_WORDS = 12;

/**
 * The alternatives without repeats. An exact form next to the typed prefix is kept on purpose:
 * bm25 scores each phrase, so a recipe with the whole word ("pea") ranks above one that only
 * starts with it ("pear").
 */
function distinct(phrases: readonly SearchPhrase[]): SearchPhrase[] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const key = `${p.words.join(' ')}${p.prefix ? '*' : ''}`;
    if (p.words.length === 0 || p.words.some((w) => w.length === 0) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A word exactly, in its singular and its plurals. */
function exactForms(word: string): SearchPhrase[] {
  const one = singular(word);
  return [one, ...plurals(one)].map((w) => ({ words: [w], prefix: false }));
}

/** A phrase exactly, its last word in the singular and its plurals. */
function phraseForms(ws: readonly string[]): SearchPhrase[] {
  const head = ws.slice(0, -1);
  return exactForms(ws[ws.length - 1] ?? '').map((p) => ({ words: [...head, ...p.words], prefix: false }));
}

/**
 * Real food words besides the catalog's: the synonym table and the foods guide's names. A search
 * for one of them is never "corrected" into another word ("beet" is not "beef"), and a typo of
 * one is corrected to it ("aubergin" -> aubergine, and so eggplant).
 */
export const SEARCH_LEXICON: readonly string[] = [
  ...new Set([...SYNONYM_WORDS, ...FOOD_NAMES.flatMap(([, ...names]) => names.flatMap((n) => tokenize(n)))]),
];

/** Reads a search into its groups of alternatives, against the catalog's vocabulary. */
export function parseSearch(q: string | undefined, vocabulary: Vocabulary): ParsedSearch {
  if (!q) return { groups: [] };
  const months = parseStatedAge(q);
  const age = months === undefined ? undefined : ageGroupForMonths(months);
  const text = months === undefined ? q : withoutAge(q);
  const typed = [...new Set(tokenize(text))].slice(0, MAX_SEARCH_WORDS);
  const spans = synonymSpans(typed.map(singular));
  const groups: SearchGroup[] = spans.map((span) => {
    const alternatives: SearchPhrase[] = [];
    const synonyms = span.phrases.map((phrase) => tokenize(phrase)).filter((ws) => ws.length > 0);
    if (span.end - span.start === 1) {
      // The word as typed, a prefix (type-ahead), and exactly in the singular and plural.
      const word = typed[span.start] ?? '';
      alternatives.push({ words: [word], prefix: true });
      // Its singular and plural exactly: needed when the prefix misses them (berries* misses
      // berry), and kept for ranking when the prefix also finds other words (pea* finds pear).
      const forms = exactForms(word);
      const formWords = new Set(forms.map((f) => f.words[0] ?? ''));
      const prefixFindsOthers = wordsStartingWith(vocabulary, word).some((w) => !formWords.has(w));
      alternatives.push(...forms.filter((f) => prefixFindsOthers || !(f.words[0] ?? '').startsWith(word)));
      const single = synonyms.filter((ws) => ws.length === 1).map((ws) => ws[0] ?? '');
      const isKnown = [word, singular(word), ...single].some((w) => knows(vocabulary, w));
      if (!isKnown && allowedEdits(word.length) > 0) {
        for (const fix of corrections(word, vocabulary)) {
          alternatives.push(...exactForms(fix));
          for (const phrase of synonymsOf(singular(fix))) alternatives.push(...phraseForms(tokenize(phrase)));
        }
      }
    } else {
      // A synonym phrase typed whole ("ground beef"): as typed, its last word a prefix.
      alternatives.push({ words: typed.slice(span.start, span.end), prefix: true });
    }
    // Other names; the span's own words are already there, as typed and in their forms.
    // A phrase typed in the singular ("sweet potato"*) already finds its plural too.
    const typedSpan = typed.slice(span.start, span.end);
    const lastTyped = typedSpan[typedSpan.length - 1] ?? '';
    const own = typedSpan.map(singular).join(' ');
    const ownCovered = typedSpan.length === 1 || singular(lastTyped) === lastTyped;
    for (const ws of synonyms)
      if (!(ownCovered && ws.join(' ') === own)) alternatives.push(...phraseForms(ws));
    return distinct(alternatives);
  });
  return age ? { groups, age } : { groups };
}

/** The FTS5 MATCH expression for the groups: each phrase quoted with a prefix star, OR within, AND between. */
export function ftsMatchExpression(groups: readonly SearchGroup[]): string {
  return groups
    .map((group) => {
      const phrases = group.map((p) => `"${p.words.join(' ').replace(/"/g, '""')}"${p.prefix ? '*' : ''}`);
      return phrases.length === 1 ? (phrases[0] ?? '') : `(${phrases.join(' OR ')})`;
    })
    .join(' AND ');
}

/** The words of every recipe's searched columns and the lexicon: what a search "knows". */
export function searchVocabulary(catalogWords: Iterable<string>): Vocabulary {
  return makeVocabulary([...catalogWords, ...SEARCH_LEXICON]);
}

function catalogVocabulary(all: readonly SearchableRecipe[]): Vocabulary {
  const seen = new Set<string>();
  for (const r of all) for (const tokens of indexed(r).columns) for (const t of tokens) seen.add(t);
  return searchVocabulary(seen);
}

/** The vocabulary of a catalog array, kept while the array is unchanged. */
const vocabularyCache = new WeakMap<readonly SearchableRecipe[], Vocabulary>();
function vocabularyOf(all: readonly SearchableRecipe[]): Vocabulary {
  let v = vocabularyCache.get(all);
  if (!v) vocabularyCache.set(all, (v = catalogVocabulary(all)));
  return v;
}

/** True when the prep filter keeps this time: 15, 30, 45 are upper limits; 60 ('60+') is none. */
export function prepAllows(prep: number | undefined, prepTime: number): boolean {
  return prep === undefined || prep >= 60 || prepTime <= prep;
}

export function matchesFilters(r: SearchableRecipe, f: RecipeFilters): boolean {
  return (
    (!f.age || r.ageGroup === f.age) &&
    (!f.type || r.mealType === f.type) &&
    (!f.diff || r.difficulty === f.diff) &&
    (!f.diet || r.dietaryRestrictions.includes(f.diet)) &&
    (f.category === undefined || r.categoryId === f.category) &&
    prepAllows(f.prep, r.prepTime)
  );
}

const newestFirst = (a: SearchableRecipe, b: SearchableRecipe) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id;

interface Indexed {
  columns: string[][];
  length: number;
}

/** Tokenized columns of each recipe, kept while the recipe object is unchanged. */
const indexCache = new WeakMap<SearchableRecipe, Indexed>();
function indexed(r: SearchableRecipe): Indexed {
  let entry = indexCache.get(r);
  if (!entry) {
    const columns = SEARCH_COLUMNS.map((c) => tokenize(r[c]));
    entry = { columns, length: columns.reduce((n, c) => n + c.length, 0) };
    indexCache.set(r, entry);
  }
  return entry;
}

/**
 * Searches, filters, ranks and pages a catalog. `all` is the whole catalog: as
 * in FTS5, bm25's document statistics cover every recipe, not just the
 * filtered ones, and the catalog's words are the vocabulary typos are
 * corrected against.
 */
export function searchRecipes<T extends SearchableRecipe>(
  all: readonly T[],
  filters: RecipeFilters,
  pageSize: number = RECIPE_PAGE_SIZE,
): SearchPage<T> {
  const parsed = parseSearch(filters.q, vocabularyOf(all));
  const effective: RecipeFilters = { ...filters, age: filters.age ?? parsed.age };
  let ordered: T[];
  if (parsed.groups.length === 0) {
    ordered = all.filter((r) => matchesFilters(r, effective)).sort(newestFirst);
  } else {
    ordered = rank(all, parsed.groups, effective);
  }
  const page = Math.max(1, filters.page ?? 1);
  const total = ordered.length;
  return {
    recipes: ordered.slice((page - 1) * pageSize, page * pageSize),
    total,
    pages: Math.ceil(total / pageSize),
  };
}

/** Occurrences of a phrase in a column's words: all but the last word exact, the last perhaps a prefix. */
function phraseHits(tokens: readonly string[], phrase: SearchPhrase): number {
  const { words: ws, prefix } = phrase;
  const last = ws.length - 1;
  const lastWord = ws[last] ?? '';
  let hits = 0;
  for (let i = 0; i + last < tokens.length; i += 1) {
    let ok = true;
    for (let k = 0; k < last && ok; k += 1) ok = tokens[i + k] === ws[k];
    const t = tokens[i + last] ?? '';
    if (ok && (prefix ? t.startsWith(lastWord) : t === lastWord)) hits += 1;
  }
  return hits;
}

/** The catalog-wide figures bm25 needs besides each phrase's recipes, as FTS5 keeps them. */
export interface CatalogSize {
  /** Recipes in the catalog (the index). */
  rows: number;
  /** Their words, all columns together. */
  tokens: number;
}

/** Every phrase of a search, whichever group it is in: FTS5 scores each one. */
export function searchPhrases(groups: readonly SearchGroup[]): { phrase: SearchPhrase; group: number }[] {
  return groups.flatMap((g, group) => g.map((phrase) => ({ phrase, group })));
}

/** A recipe's weighted count of each phrase's hits (FTS5's f(qi, D)), and its length in words. */
function frequencies(r: SearchableRecipe, phrases: readonly { phrase: SearchPhrase }[]) {
  const { columns, length } = indexed(r);
  const freq = phrases.map((p) =>
    columns.reduce((sum, tokens, c) => sum + phraseHits(tokens, p.phrase) * (SEARCH_WEIGHTS[c] ?? 1), 0),
  );
  return { freq, length };
}

/**
 * The recipes that match a search (every group, and `keep`), best first: FTS5's bm25, then
 * newest first. `candidates` must hold every recipe in which any phrase occurs: each phrase's
 * recipes are counted among them. The device passes its whole catalog; a server whose full-text
 * index is not FTS5 (PostgreSQL) passes what its index finds for any phrase, so its answers are
 * the device's and SQLite's.
 */
export function rankSearch<T extends SearchableRecipe>(
  candidates: readonly T[],
  groups: readonly SearchGroup[],
  keep: (r: T) => boolean,
  catalog: CatalogSize,
): T[] {
  const phrases = searchPhrases(groups);
  const hits = phrases.map(() => 0);
  const matches: { recipe: T; freq: number[]; length: number }[] = [];
  for (const r of candidates) {
    const { freq, length } = frequencies(r, phrases);
    const groupMatched = groups.map(() => false);
    freq.forEach((f, i) => {
      if (f > 0) {
        hits[i] = (hits[i] ?? 0) + 1;
        groupMatched[phrases[i]?.group ?? 0] = true;
      }
    });
    if (groupMatched.every(Boolean) && keep(r)) matches.push({ recipe: r, freq, length });
  }
  const avgdl = catalog.tokens / catalog.rows;
  const idf = hits.map((nHit) => bm25Idf(catalog.rows, nHit));
  const scored = matches.map((m) => {
    let score = 0;
    m.freq.forEach((f, i) => {
      score += bm25Term(idf[i] ?? 0, f, m.length, avgdl);
    });
    return { recipe: m.recipe, score: -1.0 * score };
  });
  scored.sort((a, b) => a.score - b.score || newestFirst(a.recipe, b.recipe));
  return scored.map((s) => s.recipe);
}

function rank<T extends SearchableRecipe>(
  all: readonly T[],
  groups: readonly SearchGroup[],
  filters: RecipeFilters,
): T[] {
  const tokens = all.reduce((n, r) => n + indexed(r).length, 0);
  return rankSearch(all, groups, (r) => matchesFilters(r, filters), { rows: all.length, tokens });
}
