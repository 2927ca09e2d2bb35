/**
 * Admin writes to the recipe catalog. Every edit bumps `updated_at` and every
 * delete leaves a tombstone, so devices' offline mirrors pick the change up at
 * their next sync; every write is in the audit log. Transactions are
 * synchronous on the one better-sqlite3 connection, so writes inside them use `db`.
 */
import { eq } from 'drizzle-orm';
import type { DietaryRestriction } from '../../../shared/enums';
import type { Recipe, recipeInputSchema } from '../../../shared/schemas/recipe';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { categories, recipeDietaryRestrictions, recipes } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http';
import type { CatalogChangesService } from '../catalog-changes';
import type { MediaService } from '../media';
import type { RecipeService } from '../recipes';
import type { Actor } from '../actor';
import type { AuditService } from './audit';

export type RecipeData = z.output<typeof recipeInputSchema>;

export function createAdminRecipeService(deps: {
  db: Db;
  now: () => number;
  recipes: RecipeService;
  catalogChanges: CatalogChangesService;
  media: MediaService;
  audit: AuditService;
}) {
  const { db, now, audit } = deps;

  const load = (id: number): Recipe => {
    const recipe = deps.recipes.byId(id);
    if (!recipe) throw notFound('Recipe not found');
    return recipe;
  };

  const checkCategory = (categoryId: number | null) => {
    if (categoryId === null) return;
    const found = db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .get();
    if (!found) throw badRequest('Collection not found', 'categoryId');
  };

  const replaceRestrictions = (recipeId: number, list: readonly DietaryRestriction[]) => {
    db.delete(recipeDietaryRestrictions).where(eq(recipeDietaryRestrictions.recipeId, recipeId)).run();
    for (const dietaryRestriction of new Set(list)) {
      db.insert(recipeDietaryRestrictions).values({ recipeId, dietaryRestriction }).run();
    }
  };

  const columns = (data: RecipeData) => ({
    title: data.title,
    description: data.description,
    ingredients: data.ingredients,
    instructions: data.instructions,
    prepTime: data.prepTime,
    cookTime: data.cookTime,
    servings: data.servings,
    imageUrl: data.imageUrl,
    ageGroup: data.ageGroup,
    mealType: data.mealType,
    difficulty: data.difficulty,
    categoryId: data.categoryId,
    featured: data.featured,
  });

  return {
    get: load,

    create(actor: Actor, data: RecipeData): Recipe {
      checkCategory(data.categoryId);
      const at = new Date(now());
      const id = db.transaction(() => {
        const row = db
          .insert(recipes)
          .values({ ...columns(data), createdBy: actor.id, createdAt: at, updatedAt: at })
          .returning({ id: recipes.id })
          .get();
        replaceRestrictions(row.id, data.dietaryRestrictions);
        audit.record(actor, {
          action: 'recipe.create',
          targetType: 'recipe',
          targetId: row.id,
          summary: { title: data.title },
        });
        return row.id;
      });
      return load(id);
    },

    update(actor: Actor, id: number, data: RecipeData): Recipe {
      const before = load(id);
      checkCategory(data.categoryId);
      db.transaction(() => {
        db.update(recipes)
          .set({ ...columns(data), updatedAt: new Date(now()) })
          .where(eq(recipes.id, id))
          .run();
        replaceRestrictions(id, data.dietaryRestrictions);
        const changed = (Object.keys(columns(data)) as (keyof ReturnType<typeof columns>)[]).filter(
          (k) => before[k] !== data[k],
        );
        if (before.dietaryRestrictions.join() !== [...data.dietaryRestrictions].sort().join())
          changed.push('dietaryRestrictions' as never);
        audit.record(actor, {
          action: 'recipe.update',
          targetType: 'recipe',
          targetId: id,
          summary: { title: data.title, changed },
        });
      });
      if (before.imageUrl && before.imageUrl !== data.imageUrl) deps.media.deleteByUrl(before.imageUrl);
      return load(id);
    },

    remove(actor: Actor, id: number): void {
      const before = load(id);
      db.transaction(() => {
        db.delete(recipes).where(eq(recipes.id, id)).run();
        deps.catalogChanges.recordDeletion('recipe', id);
        audit.record(actor, {
          action: 'recipe.delete',
          targetType: 'recipe',
          targetId: id,
          summary: { title: before.title },
        });
      });
      deps.media.deleteByUrl(before.imageUrl);
    },

    setFeatured(actor: Actor, id: number, featured: boolean): Recipe {
      const before = load(id);
      db.transaction(() => {
        db.update(recipes)
          .set({ featured, updatedAt: new Date(now()) })
          .where(eq(recipes.id, id))
          .run();
        audit.record(actor, {
          action: featured ? 'recipe.feature' : 'recipe.unfeature',
          targetType: 'recipe',
          targetId: id,
          summary: { title: before.title },
        });
      });
      return load(id);
    },

    setRestrictions(actor: Actor, id: number, list: DietaryRestriction[]): Recipe {
      const before = load(id);
      db.transaction(() => {
        replaceRestrictions(id, list);
        db.update(recipes)
          .set({ updatedAt: new Date(now()) })
          .where(eq(recipes.id, id))
          .run();
        audit.record(actor, {
          action: 'recipe.dietary',
          targetType: 'recipe',
          targetId: id,
          summary: { title: before.title, dietaryRestrictions: [...list].sort() },
        });
      });
      return load(id);
    },
  };
}

export type AdminRecipeService = ReturnType<typeof createAdminRecipeService>;
