/**
 * The recipe catalog: search and filters (FTS5 with bm25, the same ranking as
 * shared/lib/recipe-search), featured, one recipe, and saved recipes.
 */
import type Database from 'better-sqlite3';
import type { DietaryRestriction } from '../../shared/enums';
import { RECIPE_PAGE_SIZE } from '../../shared/constants';
import type { Vocabulary } from '../../shared/lib/language';
import {
  ftsMatchExpression,
  parseSearch,
  SEARCH_WEIGHTS,
  searchVocabulary,
} from '../../shared/lib/recipe-search';
import type { Recipe, RecipeListResponse, RecipeQuery } from '../../shared/schemas/recipe';
import type { Db } from '../db/client';
import { versionsOf } from './versions';

interface RecipeRow {
  id: number;
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  prep_time: number;
  cook_time: number;
  servings: number;
  image_url: string | null;
  age_group: Recipe['ageGroup'];
  meal_type: Recipe['mealType'];
  difficulty: Recipe['difficulty'];
  category_id: number | null;
  created_by: number | null;
  featured: number;
  created_at: number;
  updated_at: number;
}

const COLUMNS = `r.id, r.title, r.description, r.ingredients, r.instructions, r.prep_time, r.cook_time,
  r.servings, r.image_url, r.age_group, r.meal_type, r.difficulty, r.category_id, r.created_by,
  r.featured, r.created_at, r.updated_at`;

export function toRecipe(row: RecipeRow, dietaryRestrictions: DietaryRestriction[]): Recipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ingredients: row.ingredients,
    instructions: row.instructions,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    imageUrl: row.image_url,
    ageGroup: row.age_group,
    mealType: row.meal_type,
    difficulty: row.difficulty,
    categoryId: row.category_id,
    createdBy: row.created_by,
    featured: row.featured === 1,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    dietaryRestrictions,
  };
}

export function createRecipeService(db: Db) {
  const sqlite = db.$client;
  const byIdStmt = sqlite.prepare<[number], RecipeRow>(`SELECT ${COLUMNS} FROM recipes r WHERE r.id = ?`);
  const featuredStmt = sqlite.prepare<[], RecipeRow>(
    `SELECT ${COLUMNS} FROM recipes r WHERE r.featured = 1 ORDER BY r.created_at DESC, r.id DESC LIMIT 12`,
  );
  const savedStmt = sqlite.prepare<[number], RecipeRow>(
    `SELECT ${COLUMNS} FROM saved_recipes s JOIN recipes r ON r.id = s.recipe_id
     WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC`,
  );
  const updatedSinceStmt = sqlite.prepare<[number, number, number], RecipeRow>(
    `SELECT ${COLUMNS} FROM recipes r WHERE r.updated_at > ? AND r.id > ? ORDER BY r.id LIMIT ?`,
  );
  const isSavedStmt = sqlite.prepare<[number, number], { n: number }>(
    'SELECT count(*) AS n FROM saved_recipes WHERE user_id = ? AND recipe_id = ?',
  );
  const saveStmt = sqlite.prepare<[number, number, number]>(
    'INSERT INTO saved_recipes (user_id, recipe_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const unsaveStmt = sqlite.prepare<[number, number]>(
    'DELETE FROM saved_recipes WHERE user_id = ? AND recipe_id = ?',
  );

  // The catalog's words, for correcting typos in a search: read from the FTS index itself (the
  // same words the device's mirror tokenizes), again whenever the catalog changes.
  sqlite.exec(
    'CREATE VIRTUAL TABLE IF NOT EXISTS temp.recipes_fts_words USING fts5vocab(main, recipes_fts, row)',
  );
  const wordsStmt = sqlite.prepare<[], string>('SELECT term FROM temp.recipes_fts_words').pluck();
  const versions = versionsOf(db);
  let vocabulary: { version: number; words: Vocabulary } | undefined;
  function catalogWords(): Vocabulary {
    const version = versions.read('catalog_version');
    if (vocabulary?.version !== version) vocabulary = { version, words: searchVocabulary(wordsStmt.all()) };
    return vocabulary.words;
  }

  type RestrictionRow = { recipe_id: number; dietary_restriction: DietaryRestriction };
  // One statement per number of ids (a page is 12; chunks are 500), prepared once.
  const restrictionStatements = new Map<number, Database.Statement<number[], RestrictionRow>>();
  const restrictionStatement = (n: number) => {
    let stmt = restrictionStatements.get(n);
    if (!stmt) {
      stmt = sqlite.prepare<number[], RestrictionRow>(
        `SELECT recipe_id, dietary_restriction FROM recipe_dietary_restrictions
         WHERE recipe_id IN (${Array.from({ length: n }, () => '?').join(',')}) ORDER BY dietary_restriction`,
      );
      if (restrictionStatements.size < 64) restrictionStatements.set(n, stmt);
    }
    return stmt;
  };

  /** The dietary restrictions of many recipes in one query. */
  function restrictionsFor(ids: number[]): Map<number, DietaryRestriction[]> {
    const map = new Map<number, DietaryRestriction[]>(ids.map((id) => [id, []]));
    // In chunks, well under SQLite's limit on bound parameters.
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      for (const row of restrictionStatement(chunk.length).all(...chunk)) {
        map.get(row.recipe_id)?.push(row.dietary_restriction);
      }
    }
    return map;
  }

  function withRestrictions(rows: RecipeRow[]): Recipe[] {
    const map = restrictionsFor(rows.map((r) => r.id));
    return rows.map((row) => toRecipe(row, map.get(row.id) ?? []));
  }

  // Prepared once per distinct filter shape; there are few shapes.
  type Params = (string | number)[];
  const listStatements = new Map<
    string,
    { page: Database.Statement<Params, RecipeRow>; count: Database.Statement<Params, { n: number }> }
  >();

  return {
    restrictionsFor,
    withRestrictions,

    list(query: RecipeQuery, pageSize = RECIPE_PAGE_SIZE): RecipeListResponse {
      // A search names no words, some words (with their alternatives), and perhaps an age.
      const search = parseSearch(query.q, catalogWords());
      const terms = search.groups;
      const age = query.age ?? search.age;
      const where: string[] = [];
      const params: Params = [];
      if (terms.length) {
        where.push('recipes_fts MATCH ?');
        params.push(ftsMatchExpression(terms));
      }
      if (age) {
        where.push('r.age_group = ?');
        params.push(age);
      }
      if (query.type) {
        where.push('r.meal_type = ?');
        params.push(query.type);
      }
      if (query.diff) {
        where.push('r.difficulty = ?');
        params.push(query.diff);
      }
      if (query.category !== undefined) {
        where.push('r.category_id = ?');
        params.push(query.category);
      }
      if (query.prep !== undefined && query.prep < 60) {
        where.push('r.prep_time <= ?');
        params.push(query.prep);
      }
      if (query.diet) {
        where.push(
          'EXISTS (SELECT 1 FROM recipe_dietary_restrictions d WHERE d.recipe_id = r.id AND d.dietary_restriction = ?)',
        );
        params.push(query.diet);
      }
      const from = terms.length ? 'recipes_fts JOIN recipes r ON r.id = recipes_fts.rowid' : 'recipes r';
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const shape = `${from}|${whereSql}`;
      let stmts = listStatements.get(shape);
      if (!stmts) {
        // A search ranks and pages the matches on their id and date alone, then reads the
        // page's dozen full rows: reading every match's instructions to sort them cost twice as much.
        const pageSql = terms.length
          ? `SELECT ${COLUMNS} FROM (
               SELECT r.id AS id, bm25(recipes_fts, ${SEARCH_WEIGHTS.join(', ')}) AS rank, r.created_at AS created
               FROM ${from} ${whereSql} ORDER BY rank, created DESC, id DESC LIMIT ? OFFSET ?
             ) p JOIN recipes r ON r.id = p.id ORDER BY p.rank, p.created DESC, p.id DESC`
          : `SELECT ${COLUMNS} FROM ${from} ${whereSql} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`;
        // A search with no other filter counts in the index alone.
        const countSql =
          terms.length && where.length === 1
            ? 'SELECT count(*) AS n FROM recipes_fts WHERE recipes_fts MATCH ?'
            : `SELECT count(*) AS n FROM ${from} ${whereSql}`;
        stmts = {
          page: sqlite.prepare<Params, RecipeRow>(pageSql),
          count: sqlite.prepare<Params, { n: number }>(countSql),
        };
        listStatements.set(shape, stmts);
      }
      const total = stmts.count.get(...params)?.n ?? 0;
      const page = query.page;
      const rows =
        (page - 1) * pageSize >= total ? [] : stmts.page.all(...params, pageSize, (page - 1) * pageSize);
      return { recipes: withRestrictions(rows), total, pages: Math.ceil(total / pageSize) };
    },

    featured(): Recipe[] {
      return withRestrictions(featuredStmt.all());
    },

    byId(id: number): Recipe | undefined {
      const row = byIdStmt.get(id);
      return row ? withRestrictions([row])[0] : undefined;
    },

    /** Recipes changed after a time (ms), by id, after an id and up to a limit: the device's catalog mirror. */
    updatedSince(from: number, afterId = 0, limit = -1): Recipe[] {
      // LIMIT -1 is SQLite's "no limit".
      return withRestrictions(updatedSinceStmt.all(from, afterId, limit));
    },

    exists(id: number): boolean {
      return byIdStmt.get(id) !== undefined;
    },

    saved(userId: number): Recipe[] {
      return withRestrictions(savedStmt.all(userId));
    },

    isSaved(userId: number, recipeId: number): boolean {
      return (isSavedStmt.get(userId, recipeId)?.n ?? 0) > 0;
    },

    save(userId: number, recipeId: number, now: number): void {
      saveStmt.run(userId, recipeId, now);
    },

    unsave(userId: number, recipeId: number): void {
      unsaveStmt.run(userId, recipeId);
    },
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
