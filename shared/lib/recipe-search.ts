/**
 * Recipe search, filters and pagination as one pure function, so the device's
 * catalog mirror answers a query exactly as GET /api/recipes does.
 *
 * The server searches with SQLite FTS5 (unicode61 tokenizer, prefix queries,
 * bm25 ranking); this module reproduces that: the same tokens, the same
 * per-word prefix match (every word must match), and FTS5's bm25 formula with
 * the same column weights, then newest first to break ties. Without a search
 * it is newest first. A shared table of cases keeps the two in step.
 */
import { RECIPE_PAGE_SIZE } from '../constants';

/** The searched columns, in the FTS table's order, with their bm25 weights. */
export const SEARCH_COLUMNS = ['title', 'description', 'ingredients'] as const;
export const SEARCH_WEIGHTS = [10, 4, 1] as const;
const K1 = 1.2;
const B = 0.75;

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

/**
 * Words as FTS5's unicode61 tokenizer (remove_diacritics 2) sees them: runs of
 * letters, digits and private-use characters, case-folded, accents removed.
 */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{Co}]+/gu) ?? []
  );
}

/** The distinct words of a search, each matched as a word prefix; empty means no search. */
export function queryTerms(q: string | undefined): string[] {
  return q ? [...new Set(tokenize(q))].slice(0, 12) : [];
}

/** The FTS5 MATCH expression for the terms: every term as a quoted prefix, all required. */
export function ftsMatchExpression(terms: readonly string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' AND ');
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
 * filtered ones.
 */
export function searchRecipes<T extends SearchableRecipe>(
  all: readonly T[],
  filters: RecipeFilters,
  pageSize: number = RECIPE_PAGE_SIZE,
): SearchPage<T> {
  const terms = queryTerms(filters.q);
  let ordered: T[];
  if (terms.length === 0) {
    ordered = all.filter((r) => matchesFilters(r, filters)).sort(newestFirst);
  } else {
    ordered = rank(all, terms, filters);
  }
  const page = Math.max(1, filters.page ?? 1);
  const total = ordered.length;
  return {
    recipes: ordered.slice((page - 1) * pageSize, page * pageSize),
    total,
    pages: Math.ceil(total / pageSize),
  };
}

function rank<T extends SearchableRecipe>(all: readonly T[], terms: string[], filters: RecipeFilters): T[] {
  const nRow = all.length;
  let totalTokens = 0;
  const hitsPerTerm = terms.map(() => 0);
  const matches: { recipe: T; freq: number[]; length: number }[] = [];

  for (const r of all) {
    const { columns, length } = indexed(r);
    totalTokens += length;
    // Weighted count of each term's prefix hits in this recipe (FTS5's f(qi, D)).
    const freq = terms.map(() => 0);
    const present = terms.map(() => false);
    columns.forEach((tokens, c) => {
      const weight = SEARCH_WEIGHTS[c] ?? 1;
      for (const token of tokens) {
        terms.forEach((term, i) => {
          if (token.startsWith(term)) {
            freq[i] = (freq[i] ?? 0) + weight;
            present[i] = true;
          }
        });
      }
    });
    present.forEach((p, i) => {
      if (p) hitsPerTerm[i] = (hitsPerTerm[i] ?? 0) + 1;
    });
    if (present.every(Boolean) && matchesFilters(r, filters)) matches.push({ recipe: r, freq, length });
  }

  const avgdl = totalTokens / nRow;
  const idf = hitsPerTerm.map((nHit) => {
    const v = Math.log((nRow - nHit + 0.5) / (nHit + 0.5));
    return v <= 0 ? 1e-6 : v;
  });
  const scored = matches.map((m) => {
    let score = 0;
    m.freq.forEach((f, i) => {
      score += (idf[i] ?? 0) * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + (B * m.length) / avgdl)));
    });
    return { recipe: m.recipe, score: -1.0 * score };
  });
  scored.sort((a, b) => a.score - b.score || newestFirst(a.recipe, b.recipe));
  return scored.map((s) => s.recipe);
}
