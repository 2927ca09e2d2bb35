/**
 * Recipe search on SQLite: the FTS5 table recipes_fts (migration 0001: title,
 * description and ingredients, unicode61 without diacritics, prefix indexes),
 * ranked by FTS5's bm25 with the shared column weights, then newest first.
 */
import type Database from 'better-sqlite3';
import { ftsMatchExpression, SEARCH_WEIGHTS, type SearchGroup } from '../../shared/lib/recipe-search';
import type { Param, Queryable, RecipeFilterSql, RecipeSearchIndex } from './store';

export function sqliteRecipeSearch(sqlite: Database.Database, db: Queryable): RecipeSearchIndex {
  // The index's own words (what the device's mirror tokenizes), for correcting typos.
  sqlite.exec(
    'CREATE VIRTUAL TABLE IF NOT EXISTS temp.recipes_fts_words USING fts5vocab(main, recipes_fts, row)',
  );
  return {
    async words() {
      const rows = await db.all<{ term: string }>('SELECT term FROM temp.recipes_fts_words');
      return rows.map((row) => row.term);
    },
    async page(groups: readonly SearchGroup[], filters: RecipeFilterSql, limit: number, offset: number) {
      const where = ['recipes_fts MATCH ?', ...filters.where];
      const params: Param[] = [ftsMatchExpression(groups), ...filters.params];
      const from = 'recipes_fts JOIN recipes r ON r.id = recipes_fts.rowid';
      const whereSql = `WHERE ${where.join(' AND ')}`;
      // A search with no other filter counts in the index alone.
      const countSql =
        where.length === 1
          ? 'SELECT count(*) AS n FROM recipes_fts WHERE recipes_fts MATCH ?'
          : `SELECT count(*) AS n FROM ${from} ${whereSql}`;
      const total = (await db.get<{ n: number }>(countSql, params))?.n ?? 0;
      if (offset >= total) return { ids: [], total };
      // Ranked and paged on the id and date alone; the caller reads the page's full rows.
      const rows = await db.all<{ id: number }>(
        `SELECT r.id AS id FROM ${from} ${whereSql}
         ORDER BY bm25(recipes_fts, ${SEARCH_WEIGHTS.join(', ')}), r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
        [...params, limit, offset],
      );
      return { ids: rows.map((row) => row.id), total };
    },
  };
}
