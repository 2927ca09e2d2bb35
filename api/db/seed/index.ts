/**
 * Seeds an empty database with SproutPlate's own catalog: collections,
 * recipes (with their dietary restrictions) and nutrition tips. Runs once, in
 * one transaction; a database that already has content is left alone.
 */
import type { DataStore, Queryable } from '../store';
import { SEED_CATEGORIES } from './content/categories';
import { SEED_RECIPES } from './content/recipes';
import { SEED_TIPS } from './content/tips';

/**
 * Seeds when the catalog is empty; answers what it added, or null when it did nothing. Servers
 * starting together on one database seed it once: the check and the seed are one transaction,
 * holding the catalog version's row.
 */
export async function seedIfEmpty(store: DataStore, now = Date.now()): Promise<string | null> {
  return store.transaction(async (tx) => {
    await tx.get(`SELECT version FROM catalog_version WHERE id = 1${tx.dialect.forUpdate}`);
    const row = await tx.get<{ recipes: number; categories: number }>(
      'SELECT (SELECT count(*) FROM recipes) AS recipes, (SELECT count(*) FROM categories) AS categories',
    );
    if ((row?.recipes ?? 0) > 0 || (row?.categories ?? 0) > 0) return null;
    await seedInto(tx, now);
    return `${SEED_CATEGORIES.length} collections, ${SEED_RECIPES.length} recipes, ${SEED_TIPS.length} tips`;
  });
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

export async function seedCatalog(store: DataStore, now = Date.now()): Promise<void> {
  await store.transaction((tx) => seedInto(tx, now));
}

async function seedInto(tx: Queryable, now: number): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [i, c] of SEED_CATEGORIES.entries()) {
    const at = now - (SEED_CATEGORIES.length - i) * 1000;
    const row = await tx.get<{ id: number }>(
      `INSERT INTO categories (name, description, image_url, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?) RETURNING id`,
      [c.name, c.description, c.imageUrl, at, at],
    );
    categoryIds.set(c.slug, row!.id);
  }
  // The first recipe of the list is the newest: one minute apart keeps "newest first" stable.
  for (const [i, r] of seedOrder(SEED_RECIPES).entries()) {
    const at = now - (i + 1) * 60_000;
    const row = await tx.get<{ id: number }>(
      `INSERT INTO recipes (title, description, ingredients, instructions, prep_time, cook_time, servings,
         image_url, age_group, meal_type, difficulty, category_id, featured, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        r.title,
        r.description,
        r.ingredients.join('\n'),
        r.instructions.join('\n'),
        r.prepTime,
        r.cookTime,
        r.servings,
        r.imageUrl,
        r.ageGroup,
        r.mealType,
        r.difficulty,
        categoryIds.get(r.category) ?? null,
        r.featured ? 1 : 0,
        at,
        at,
      ],
    );
    for (const restriction of r.dietaryRestrictions) {
      await tx.run('INSERT INTO recipe_dietary_restrictions (recipe_id, dietary_restriction) VALUES (?, ?)', [
        row!.id,
        restriction,
      ]);
    }
  }
  for (const [i, t] of SEED_TIPS.entries()) {
    const at = now - (i + 1) * 60_000;
    await tx.run(
      `INSERT INTO nutrition_tips (title, content, tip_type, expert_name, expert_title, expert_image_url,
         image_url, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        t.title,
        t.content,
        t.tipType ?? 'primary',
        t.expertName,
        t.expertTitle,
        t.expertImageUrl ?? null,
        t.imageUrl ?? null,
        at,
        at,
      ],
    );
  }
}
