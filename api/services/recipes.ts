/**
 * The recipe catalog: search and filters (the engine's full-text index, ranked
 * by bm25 as shared/lib/recipe-search ranks), featured, one recipe, and saved
 * recipes.
 */
import type { DietaryRestriction } from '../../shared/enums';
import { RECIPE_PAGE_SIZE } from '../../shared/constants';
import type { Vocabulary } from '../../shared/lib/language';
import { parseSearch, searchVocabulary } from '../../shared/lib/recipe-search';
import type { Recipe, RecipeListResponse, RecipeQuery } from '../../shared/schemas/recipe';
import { placeholders, type DataStore, type Param, type RecipeFilterSql } from '../db/store';
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

export function createRecipeService(store: DataStore) {
  const versions = versionsOf(store);
  // The catalog's words, for correcting typos in a search: read from the full-text index itself
  // (the same words the device's mirror tokenizes), again whenever the catalog changes.
  let vocabulary: { version: number; words: Promise<Vocabulary> } | undefined;
  async function catalogWords(): Promise<Vocabulary> {
    const version = await versions.read('catalog_version');
    if (vocabulary?.version !== version) {
      const words = store.recipeSearch.words().then(searchVocabulary);
      vocabulary = { version, words };
      words.catch(() => {
        if (vocabulary?.words === words) vocabulary = undefined;
      });
    }
    return vocabulary.words;
  }

  type RestrictionRow = { recipe_id: number; dietary_restriction: DietaryRestriction };

  /** The dietary restrictions of many recipes in one query. */
  async function restrictionsFor(ids: number[]): Promise<Map<number, DietaryRestriction[]>> {
    const map = new Map<number, DietaryRestriction[]>(ids.map((id) => [id, []]));
    // In chunks, well under either engine's limit on bound parameters.
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await store.all<RestrictionRow>(
        `SELECT recipe_id, dietary_restriction FROM recipe_dietary_restrictions
         WHERE recipe_id IN (${placeholders(chunk.length)}) ORDER BY dietary_restriction`,
        chunk,
      );
      for (const row of rows) map.get(row.recipe_id)?.push(row.dietary_restriction);
    }
    return map;
  }

  async function withRestrictions(rows: RecipeRow[]): Promise<Recipe[]> {
    const map = await restrictionsFor(rows.map((r) => r.id));
    return rows.map((row) => toRecipe(row, map.get(row.id) ?? []));
  }

  const byId = (id: number) => store.get<RecipeRow>(`SELECT ${COLUMNS} FROM recipes r WHERE r.id = ?`, [id]);

  return {
    restrictionsFor,
    withRestrictions,

    async list(query: RecipeQuery, pageSize = RECIPE_PAGE_SIZE): Promise<RecipeListResponse> {
      // A search names no words, some words (with their alternatives), and perhaps an age.
      const search = query.q?.trim() ? parseSearch(query.q, await catalogWords()) : { groups: [] };
      const terms = search.groups;
      const age = query.age ?? search.age;
      const filters: RecipeFilterSql = { where: [], params: [] };
      const filter = (sql: string, value: Param) => {
        filters.where.push(sql);
        filters.params.push(value);
      };
      if (age) filter('r.age_group = ?', age);
      if (query.type) filter('r.meal_type = ?', query.type);
      if (query.diff) filter('r.difficulty = ?', query.diff);
      if (query.category !== undefined) filter('r.category_id = ?', query.category);
      if (query.prep !== undefined && query.prep < 60) filter('r.prep_time <= ?', query.prep);
      if (query.diet) {
        filter(
          'EXISTS (SELECT 1 FROM recipe_dietary_restrictions d WHERE d.recipe_id = r.id AND d.dietary_restriction = ?)',
          query.diet,
        );
      }
      const offset = (query.page - 1) * pageSize;
      let total: number;
      let rows: RecipeRow[];
      if (terms.length) {
        // The engine's full-text index ranks and pages the matches on their ids; then the
        // page's dozen full rows are read.
        const found = await store.recipeSearch.page(terms, filters, pageSize, offset);
        total = found.total;
        const byRow = new Map(
          found.ids.length
            ? (
                await store.all<RecipeRow>(
                  `SELECT ${COLUMNS} FROM recipes r WHERE r.id IN (${placeholders(found.ids.length)})`,
                  found.ids,
                )
              ).map((row) => [row.id, row])
            : [],
        );
        rows = found.ids.flatMap((id) => byRow.get(id) ?? []);
      } else {
        const whereSql = filters.where.length ? `WHERE ${filters.where.join(' AND ')}` : '';
        total =
          (await store.get<{ n: number }>(`SELECT count(*) AS n FROM recipes r ${whereSql}`, filters.params))
            ?.n ?? 0;
        rows =
          offset >= total
            ? []
            : await store.all<RecipeRow>(
                `SELECT ${COLUMNS} FROM recipes r ${whereSql} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
                [...filters.params, pageSize, offset],
              );
      }
      return { recipes: await withRestrictions(rows), total, pages: Math.ceil(total / pageSize) };
    },

    async featured(): Promise<Recipe[]> {
      return withRestrictions(
        await store.all<RecipeRow>(
          `SELECT ${COLUMNS} FROM recipes r WHERE r.featured = 1 ORDER BY r.created_at DESC, r.id DESC LIMIT 12`,
        ),
      );
    },

    async byId(id: number): Promise<Recipe | undefined> {
      const row = await byId(id);
      return row ? (await withRestrictions([row]))[0] : undefined;
    },

    /** Recipes changed after a time (ms), by id, after an id and up to a limit: the device's catalog mirror. */
    async updatedSince(from: number, afterId = 0, limit?: number): Promise<Recipe[]> {
      const rows = await store.all<RecipeRow>(
        `SELECT ${COLUMNS} FROM recipes r WHERE r.updated_at > ? AND r.id > ? ORDER BY r.id${
          limit === undefined || limit < 0 ? '' : ' LIMIT ?'
        }`,
        limit === undefined || limit < 0 ? [from, afterId] : [from, afterId, limit],
      );
      return withRestrictions(rows);
    },

    async exists(id: number): Promise<boolean> {
      return (await store.get('SELECT 1 AS one FROM recipes WHERE id = ?', [id])) !== undefined;
    },

    async saved(userId: number): Promise<Recipe[]> {
      return withRestrictions(
        await store.all<RecipeRow>(
          `SELECT ${COLUMNS} FROM saved_recipes s JOIN recipes r ON r.id = s.recipe_id
           WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC`,
          [userId],
        ),
      );
    },

    async isSaved(userId: number, recipeId: number): Promise<boolean> {
      const row = await store.get<{ n: number }>(
        'SELECT count(*) AS n FROM saved_recipes WHERE user_id = ? AND recipe_id = ?',
        [userId, recipeId],
      );
      return (row?.n ?? 0) > 0;
    },

    async save(userId: number, recipeId: number, now: number): Promise<void> {
      await store.run(
        'INSERT INTO saved_recipes (user_id, recipe_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        [userId, recipeId, now],
      );
    },

    async unsave(userId: number, recipeId: number): Promise<void> {
      await store.run('DELETE FROM saved_recipes WHERE user_id = ? AND recipe_id = ?', [userId, recipeId]);
    },
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
