/**
 * Admin writes to collections (categories) and nutrition tips. Edits bump
 * `updated_at`, deletes leave tombstones (and a deleted collection's recipes
 * are changed too, as they lose their collection), so devices' mirrors follow.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Category, NutritionTip } from '../../../shared/schemas/catalog';
import type { categoryInputSchema, nutritionTipInputSchema } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { categories, nutritionTips, recipes } from '../../db/schema';
import { notFound } from '../../lib/http';
import { toCategory, toTip } from '../catalog';
import type { CatalogChangesService } from '../catalog-changes';
import type { Actor } from '../actor';
import type { AuditService } from './audit';

export type CategoryData = z.output<typeof categoryInputSchema>;
export type TipData = z.output<typeof nutritionTipInputSchema>;

export function createAdminCatalogService(deps: {
  db: Db;
  now: () => number;
  catalogChanges: CatalogChangesService;
  audit: AuditService;
}) {
  const { db, now, audit } = deps;

  const category = (id: number) => {
    const row = db.select().from(categories).where(eq(categories.id, id)).get();
    if (!row) throw notFound('Collection not found');
    return row;
  };
  const tip = (id: number) => {
    const row = db.select().from(nutritionTips).where(eq(nutritionTips.id, id)).get();
    if (!row) throw notFound('Nutrition tip not found');
    return row;
  };

  return {
    /** Collections with how many recipes each holds. */
    categories(): (Category & { recipeCount: number })[] {
      const counts = new Map(
        db.$client
          .prepare<[], { id: number; n: number }>(
            'SELECT category_id AS id, count(*) AS n FROM recipes WHERE category_id IS NOT NULL GROUP BY category_id',
          )
          .all()
          .map((r) => [r.id, r.n]),
      );
      return db
        .select()
        .from(categories)
        .orderBy(categories.name)
        .all()
        .map((row) => ({ ...toCategory(row), recipeCount: counts.get(row.id) ?? 0 }));
    },

    createCategory(actor: Actor, data: CategoryData): Category {
      const at = new Date(now());
      return db.transaction(() => {
        const row = db
          .insert(categories)
          .values({ ...data, createdAt: at, updatedAt: at })
          .returning()
          .get();
        audit.record(actor, {
          action: 'category.create',
          targetType: 'category',
          targetId: row.id,
          summary: { name: row.name },
        });
        return toCategory(row);
      });
    },

    updateCategory(actor: Actor, id: number, data: CategoryData): Category {
      category(id);
      return db.transaction(() => {
        const row = db
          .update(categories)
          .set({ ...data, updatedAt: new Date(now()) })
          .where(eq(categories.id, id))
          .returning()
          .get();
        audit.record(actor, {
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          summary: { name: row.name },
        });
        return toCategory(row);
      });
    },

    /** Deletes a collection; its recipes stay, without a collection. Answers how many lost it. */
    deleteCategory(actor: Actor, id: number): { unlinkedRecipes: number } {
      const before = category(id);
      return db.transaction(() => {
        const unlinked = db
          .update(recipes)
          .set({ categoryId: null, updatedAt: new Date(now()) })
          .where(eq(recipes.categoryId, id))
          .run().changes;
        db.delete(categories).where(eq(categories.id, id)).run();
        deps.catalogChanges.recordDeletion('category', id);
        audit.record(actor, {
          action: 'category.delete',
          targetType: 'category',
          targetId: id,
          summary: { name: before.name, unlinkedRecipes: unlinked },
        });
        return { unlinkedRecipes: unlinked };
      });
    },

    tips(): NutritionTip[] {
      return db.select().from(nutritionTips).orderBy(nutritionTips.title).all().map(toTip);
    },

    createTip(actor: Actor, data: TipData): NutritionTip {
      const at = new Date(now());
      return db.transaction(() => {
        const row = db
          .insert(nutritionTips)
          .values({ ...data, createdAt: at, updatedAt: at })
          .returning()
          .get();
        audit.record(actor, {
          action: 'tip.create',
          targetType: 'tip',
          targetId: row.id,
          summary: { title: row.title },
        });
        return toTip(row);
      });
    },

    updateTip(actor: Actor, id: number, data: TipData): NutritionTip {
      tip(id);
      return db.transaction(() => {
        const row = db
          .update(nutritionTips)
          .set({ ...data, updatedAt: new Date(now()) })
          .where(eq(nutritionTips.id, id))
          .returning()
          .get();
        audit.record(actor, {
          action: 'tip.update',
          targetType: 'tip',
          targetId: id,
          summary: { title: row.title },
        });
        return toTip(row);
      });
    },

    deleteTip(actor: Actor, id: number): void {
      const before = tip(id);
      db.transaction(() => {
        db.delete(nutritionTips).where(eq(nutritionTips.id, id)).run();
        deps.catalogChanges.recordDeletion('tip', id);
        audit.record(actor, {
          action: 'tip.delete',
          targetType: 'tip',
          targetId: id,
          summary: { title: before.title },
        });
      });
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
