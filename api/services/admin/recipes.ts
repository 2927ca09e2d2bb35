/**
 * Admin writes to the recipe catalog. Every edit bumps `updated_at` and every
 * delete leaves a tombstone, so devices' offline mirrors pick the change up at
 * their next sync; every write is in the audit log. The catalog version moves
 * by itself (triggers). Inside a transaction every statement goes through its
 * `tx`; recipes are read back through the recipe service after it commits.
 */
import type { z } from 'zod';
import type { DietaryRestriction } from '../../../shared/enums';
import type { Recipe, recipeInputSchema } from '../../../shared/schemas/recipe';
import type { DataStore, Param, Queryable } from '../../db/store';
import { badRequest, notFound } from '../../lib/http';
import type { CatalogChangesService } from '../catalog-changes';
import type { MediaService } from '../media';
import type { RecipeService } from '../recipes';
import type { Actor } from '../actor';
import type { AuditService } from './audit';

export type RecipeData = z.output<typeof recipeInputSchema>;

/** The recipe columns an admin sets, in the order `columnValues` gives them. */
const COLUMNS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'prep_time',
  'cook_time',
  'servings',
  'image_url',
  'age_group',
  'meal_type',
  'difficulty',
  'category_id',
  'featured',
] as const;

const columnValues = (data: RecipeData): Param[] => [
  data.title,
  data.description,
  data.ingredients,
  data.instructions,
  data.prepTime,
  data.cookTime,
  data.servings,
  data.imageUrl ?? null,
  data.ageGroup,
  data.mealType,
  data.difficulty,
  data.categoryId ?? null,
  data.featured ? 1 : 0,
];

/** The same fields in the API's names, to say which ones an edit changed. */
const FIELDS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'prepTime',
  'cookTime',
  'servings',
  'imageUrl',
  'ageGroup',
  'mealType',
  'difficulty',
  'categoryId',
  'featured',
] as const;

export function createAdminRecipeService(deps: {
  store: DataStore;
  now: () => number;
  recipes: RecipeService;
  catalogChanges: CatalogChangesService;
  media: MediaService;
  audit: AuditService;
}) {
  const { store, now, audit } = deps;

  const load = async (id: number): Promise<Recipe> => {
    const recipe = await deps.recipes.byId(id);
    if (!recipe) throw notFound('Recipe not found');
    return recipe;
  };

  const checkCategory = async (categoryId: number | null) => {
    if (categoryId === null) return;
    const found = await store.get('SELECT id FROM categories WHERE id = ?', [categoryId]);
    if (!found) throw badRequest('Collection not found', 'categoryId');
  };

  const replaceRestrictions = async (
    tx: Queryable,
    recipeId: number,
    list: readonly DietaryRestriction[],
  ) => {
    await tx.run('DELETE FROM recipe_dietary_restrictions WHERE recipe_id = ?', [recipeId]);
    const unique = [...new Set(list)];
    if (unique.length === 0) return;
    await tx.run(
      `INSERT INTO recipe_dietary_restrictions (recipe_id, dietary_restriction) VALUES ${unique
        .map(() => '(?, ?)')
        .join(', ')}`,
      unique.flatMap((restriction) => [recipeId, restriction]),
    );
  };

  /** Updates the recipe's row; a recipe deleted meanwhile is a 404. */
  const touch = async (tx: Queryable, id: number, assignments: string, params: Param[]) => {
    const { changes } = await tx.run(`UPDATE recipes SET ${assignments} WHERE id = ?`, [...params, id]);
    if (changes === 0) throw notFound('Recipe not found');
  };

  return {
    get: load,

    async create(actor: Actor, data: RecipeData): Promise<Recipe> {
      await checkCategory(data.categoryId);
      const at = now();
      const id = await store.transaction(async (tx) => {
        const row = (await tx.get<{ id: number }>(
          `INSERT INTO recipes (${COLUMNS.join(', ')}, created_by, created_at, updated_at)
           VALUES (${COLUMNS.map(() => '?').join(', ')}, ?, ?, ?) RETURNING id`,
          [...columnValues(data), actor.id, at, at],
        ))!;
        await replaceRestrictions(tx, row.id, data.dietaryRestrictions);
        await audit.record(
          actor,
          { action: 'recipe.create', targetType: 'recipe', targetId: row.id, summary: { title: data.title } },
          tx,
        );
        return row.id;
      });
      return load(id);
    },

    async update(actor: Actor, id: number, data: RecipeData): Promise<Recipe> {
      const before = await load(id);
      await checkCategory(data.categoryId);
      await store.transaction(async (tx) => {
        await touch(tx, id, `${COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ?`, [
          ...columnValues(data),
          now(),
        ]);
        await replaceRestrictions(tx, id, data.dietaryRestrictions);
        const changed: string[] = FIELDS.filter((k) => before[k] !== data[k]);
        if (before.dietaryRestrictions.join() !== [...data.dietaryRestrictions].sort().join())
          changed.push('dietaryRestrictions');
        await audit.record(
          actor,
          {
            action: 'recipe.update',
            targetType: 'recipe',
            targetId: id,
            summary: { title: data.title, changed },
          },
          tx,
        );
      });
      if (before.imageUrl && before.imageUrl !== data.imageUrl) await deps.media.deleteByUrl(before.imageUrl);
      return load(id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await load(id);
      await store.transaction(async (tx) => {
        const { changes } = await tx.run('DELETE FROM recipes WHERE id = ?', [id]);
        if (changes === 0) throw notFound('Recipe not found');
        await deps.catalogChanges.recordDeletion('recipe', id, tx);
        await audit.record(
          actor,
          { action: 'recipe.delete', targetType: 'recipe', targetId: id, summary: { title: before.title } },
          tx,
        );
      });
      await deps.media.deleteByUrl(before.imageUrl);
    },

    async setFeatured(actor: Actor, id: number, featured: boolean): Promise<Recipe> {
      const before = await load(id);
      await store.transaction(async (tx) => {
        await touch(tx, id, 'featured = ?, updated_at = ?', [featured ? 1 : 0, now()]);
        await audit.record(
          actor,
          {
            action: featured ? 'recipe.feature' : 'recipe.unfeature',
            targetType: 'recipe',
            targetId: id,
            summary: { title: before.title },
          },
          tx,
        );
      });
      return load(id);
    },

    async setRestrictions(actor: Actor, id: number, list: DietaryRestriction[]): Promise<Recipe> {
      const before = await load(id);
      await store.transaction(async (tx) => {
        await touch(tx, id, 'updated_at = ?', [now()]);
        await replaceRestrictions(tx, id, list);
        await audit.record(
          actor,
          {
            action: 'recipe.dietary',
            targetType: 'recipe',
            targetId: id,
            summary: { title: before.title, dietaryRestrictions: [...list].sort() },
          },
          tx,
        );
      });
      return load(id);
    },
  };
}

export type AdminRecipeService = ReturnType<typeof createAdminRecipeService>;
