/**
 * Recipe search on PostgreSQL (migration 0002): a tsvector per recipe, built
 * here from SproutPlate's own tokenizer so its words are FTS5's and the
 * device's, in a GIN index. PostgreSQL finds every recipe in which any
 * phrase of the search occurs (phrases with `<->`, prefixes with `:*`) and
 * says which pass the filters; shared/lib/recipe-search `rankSearch` then
 * matches and ranks them by the same bm25 FTS5 computes, as the device does.
 * So a search answers the same recipes, in the same order, on both engines.
 */
import {
  rankSearch,
  SEARCH_COLUMNS,
  searchPhrases,
  tokenize,
  type CatalogSize,
  type SearchGroup,
  type SearchPhrase,
  type SearchableRecipe,
} from '../../shared/lib/recipe-search';
import type { Param, Queryable, RecipeFilterSql, RecipeSearchIndex } from './store';

/** tsvector positions go up to 16383. */
const MAX_POSITION = 16383;
const WEIGHT_LABELS = ['A', 'B', 'C'] as const;

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A recipe's words as a tsvector literal: each column's words in order, the
 * columns one position apart (so no phrase spans two), weighted A, B, C.
 */
export function searchDocument(columns: readonly string[]): { document: string; tokens: number } {
  const positions = new Map<string, string[]>();
  let position = 0;
  let tokens = 0;
  columns.forEach((text, c) => {
    for (const word of tokenize(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      tokens++;
      const list = positions.get(word) ?? [];
      list.push(`${position}${WEIGHT_LABELS[c] ?? ''}`);
      positions.set(word, list);
    }
    position = Math.min(position + 1, MAX_POSITION);
  });
  const document = [...positions].map(([word, at]) => `${lexeme(word)}:${at.join(',')}`).join(' ');
  return { document, tokens };
}

/** A phrase as a tsquery: its words adjacent (`<->`), the last a prefix (`:*`) when typed as one. */
function phraseQuery(phrase: SearchPhrase): string {
  const last = phrase.words.length - 1;
  return phrase.words.map((w, i) => `${lexeme(w)}${i === last && phrase.prefix ? ':*' : ''}`).join(' <-> ');
}

interface MatchRow {
  id: number;
  title: string;
  description: string;
  ingredients: string;
  created_at: number;
}

export function postgresRecipeSearch(db: Queryable): RecipeSearchIndex {
  // Tokenized recipes kept while their text is unchanged (ranking tokenizes each candidate).
  const kept = new Map<number, SearchableRecipe>();
  const searchable = (row: MatchRow): SearchableRecipe => {
    const known = kept.get(row.id);
    if (
      known &&
      known.title === row.title &&
      known.description === row.description &&
      known.ingredients === row.ingredients
    ) {
      return known;
    }
    const recipe: SearchableRecipe = {
      id: row.id,
      title: row.title,
      description: row.description,
      ingredients: row.ingredients,
      createdAt: new Date(row.created_at).toISOString(),
      // Filters are applied in SQL; ranking reads only the text and the date.
      prepTime: 0,
      ageGroup: '',
      mealType: '',
      difficulty: '',
      categoryId: null,
      dietaryRestrictions: [],
    };
    if (kept.size > 5000) kept.clear();
    kept.set(row.id, recipe);
    return recipe;
  };

  // What was checked at a catalog version: the index caught up, and the catalog's size.
  let checked: { version: number; size: Promise<CatalogSize> } | undefined;

  /**
   * Brings the index up to the catalog (rows for recipes that have none: new, or their text
   * changed), once per catalog version, and answers the catalog's size for bm25.
   */
  async function caughtUp(): Promise<CatalogSize> {
    const version = (await db.get<{ version: number }>('SELECT version FROM catalog_version WHERE id = 1'))
      ?.version;
    if (version === undefined || checked?.version !== version) {
      const size = catchUp();
      checked = { version: version ?? -1, size };
      size.catch(() => {
        if (checked?.size === size) checked = undefined;
      });
    }
    return checked!.size;
  }

  async function catchUp(): Promise<CatalogSize> {
    const missing = await db.all<MatchRow>(
      `SELECT r.id, r.title, r.description, r.ingredients, r.created_at FROM recipes r
       WHERE NOT EXISTS (SELECT 1 FROM recipe_search s WHERE s.recipe_id = r.id)`,
    );
    for (const row of missing) {
      const { document, tokens } = searchDocument(SEARCH_COLUMNS.map((c) => row[c]));
      // Only while the recipe still reads as it did: a change since then has its own turn.
      await db.run(
        `INSERT INTO recipe_search (recipe_id, document, tokens)
         SELECT r.id, ?::tsvector, ? FROM recipes r
         WHERE r.id = ? AND r.title = ? AND r.description = ? AND r.ingredients = ?
         ON CONFLICT (recipe_id) DO NOTHING`,
        [document, tokens, row.id, row.title, row.description, row.ingredients],
      );
    }
    const size = await db.get<{ n_rows: number; n_tokens: number }>(
      'SELECT count(*) AS n_rows, coalesce(sum(tokens), 0) AS n_tokens FROM recipe_search',
    );
    return { rows: size?.n_rows ?? 0, tokens: size?.n_tokens ?? 0 };
  }

  return {
    async words() {
      await caughtUp();
      const rows = await db.all<{ word: string }>(
        "SELECT word FROM ts_stat('SELECT document FROM recipe_search')",
      );
      return rows.map((row) => row.word);
    },
    async page(groups: readonly SearchGroup[], filters: RecipeFilterSql, limit: number, offset: number) {
      const catalog = await caughtUp();
      // Every recipe any phrase occurs in (each phrase's recipes are counted among them), and
      // whether it passes the filters.
      const anyPhrase = searchPhrases(groups)
        .map(({ phrase }) => `(${phraseQuery(phrase)})`)
        .join(' | ');
      const passes = filters.where.length ? filters.where.join(' AND ') : 'TRUE';
      const rows = await db.all<MatchRow & { kept: number }>(
        `SELECT r.id, r.title, r.description, r.ingredients, r.created_at,
           CASE WHEN ${passes} THEN 1 ELSE 0 END AS kept
         FROM recipe_search s JOIN recipes r ON r.id = s.recipe_id
         WHERE s.document @@ ?::tsquery`,
        [...filters.params, anyPhrase] as Param[],
      );
      const passing = new Set(rows.filter((row) => row.kept === 1).map((row) => row.id));
      const ranked = rankSearch(rows.map(searchable), groups, (r) => passing.has(r.id), catalog);
      return { ids: ranked.slice(offset, offset + limit).map((r) => r.id), total: ranked.length };
    },
  };
}
