/** Collections, nutrition tips and newsletter subscriptions. */
import { asc, desc } from 'drizzle-orm';
import type { Category, NutritionTip } from '../../shared/schemas/catalog';
import type { Db } from '../db/client';
import { categories, newsletterSubscriptions, nutritionTips } from '../db/schema';

const iso = (d: Date) => d.toISOString();

export function toCategory(row: typeof categories.$inferSelect): Category {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export function toTip(row: typeof nutritionTips.$inferSelect): NutritionTip {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export function createCatalogService(db: Db) {
  return {
    categories(): Category[] {
      return db
        .select()
        .from(categories)
        .orderBy(asc(categories.createdAt), asc(categories.id))
        .all()
        .map(toCategory);
    },
    tips(): NutritionTip[] {
      return db
        .select()
        .from(nutritionTips)
        .orderBy(desc(nutritionTips.createdAt), desc(nutritionTips.id))
        .all()
        .map(toTip);
    },
    /** Stores an address once; subscribing again is not an error. Answers whether it was new. */
    subscribe(email: string): boolean {
      const result = db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().run();
      return result.changes > 0;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
