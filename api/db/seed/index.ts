/**
 * Seeds an empty database with SproutPlate's own catalog: collections,
 * recipes (with their dietary restrictions) and nutrition tips. Runs once, in
 * one transaction; a database that already has content is left alone.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, nutritionTips, recipeDietaryRestrictions, recipes } from '../schema';
import { SEED_CATEGORIES } from './content/categories';
import { SEED_RECIPES } from './content/recipes';
import { SEED_TIPS } from './content/tips';

/** Seeds when the catalog is empty; answers what it added, or null when it did nothing. */
export function seedIfEmpty(db: Db, now = Date.now()): string | null {
  const existing = db.select({ n: count() }).from(recipes).get()?.n ?? 0;
  const existingCategories = db.select({ n: count() }).from(categories).get()?.n ?? 0;
  if (existing > 0 || existingCategories > 0) return null;
  seedCatalog(db, now);
  return `${SEED_CATEGORIES.length} collections, ${SEED_RECIPES.length} recipes, ${SEED_TIPS.length} tips`;
}

/**
 * The order recipes are dated in, newest first: one from each age group in
 * turn, so the first page of "newest" shows a little of everything.
 */
export function seedOrder<T extends { ageGroup: string }>(list: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const r of list) groups.set(r.ageGroup, [...(groups.get(r.ageGroup) ?? []), r]);
  const out: T[] = [];
  for (let i = 0; out.length < list.length; i++) {
    for (const group of groups.values()) if (group[i]) out.push(group[i]!);
  }
  return out;
}

export function seedCatalog(db: Db, now = Date.now()): void {
  db.transaction((tx) => {
    const categoryIds = new Map<string, number>();
    SEED_CATEGORIES.forEach((c, i) => {
      const at = new Date(now - (SEED_CATEGORIES.length - i) * 1000);
      const row = tx
        .insert(categories)
        .values({
          name: c.name,
          description: c.description,
          imageUrl: c.imageUrl,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: categories.id })
        .get();
      categoryIds.set(c.slug, row.id);
    });
    // The first recipe of the list is the newest: one minute apart keeps "newest first" stable.
    seedOrder(SEED_RECIPES).forEach((r, i) => {
      const at = new Date(now - (i + 1) * 60_000);
      const row = tx
        .insert(recipes)
        .values({
          title: r.title,
          description: r.description,
          ingredients: r.ingredients.join('\n'),
          instructions: r.instructions.join('\n'),
          prepTime: r.prepTime,
          cookTime: r.cookTime,
          servings: r.servings,
          imageUrl: r.imageUrl,
          ageGroup: r.ageGroup,
          mealType: r.mealType,
          difficulty: r.difficulty,
          categoryId: categoryIds.get(r.category) ?? null,
          featured: r.featured,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: recipes.id })
        .get();
      for (const restriction of r.dietaryRestrictions) {
        tx.insert(recipeDietaryRestrictions)
          .values({ recipeId: row.id, dietaryRestriction: restriction })
          .run();
      }
    });
    SEED_TIPS.forEach((t, i) => {
      const at = new Date(now - (i + 1) * 60_000);
      tx.insert(nutritionTips)
        .values({ ...t, createdAt: at, updatedAt: at })
        .run();
    });
  });
}
