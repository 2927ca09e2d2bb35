/**
 * The server's side of the catalog sync (GET /api/catalog/sync): what a
 * device's catalog mirror needs, i.e. every recipe, collection and tip changed
 * since its last sync and the ids deleted since then (tombstones written by
 * `recordDeletion`). Times overlap by a few seconds so a write landing during
 * a sync is never missed; the device's upsert makes the overlap harmless.
 */
import { gt } from 'drizzle-orm';
import type { CatalogSyncQuery, CatalogSyncResponse } from '../../shared/schemas/sync';
import type { Db } from '../db/client';
import { catalogTombstones, categories, nutritionTips } from '../db/schema';
import { toCategory, toTip } from './catalog';
import type { RecipeService } from './recipes';

const OVERLAP_MS = 5000;

export function createCatalogChangesService(db: Db, recipes: RecipeService, now: () => number) {
  return {
    changesSince(query: CatalogSyncQuery): CatalogSyncResponse {
      const { since, after: afterId, limit } = query;
      const serverTime = now();
      const from = since === undefined ? -1 : since - OVERLAP_MS;
      const after = new Date(from);
      // One more than asked for tells whether another page follows.
      const fetched = recipes.updatedSince(from, afterId ?? 0, limit === undefined ? -1 : limit + 1);
      const more = limit !== undefined && fetched.length > limit;
      const changedRecipes = more ? fetched.slice(0, limit) : fetched;
      const nextAfter = more ? changedRecipes[changedRecipes.length - 1]!.id : null;
      const deleted = { recipes: [] as number[], categories: [] as number[], tips: [] as number[] };
      // Collections, tips and deletions travel with the first page only.
      const firstPage = afterId === undefined;
      if (!firstPage) {
        return {
          serverTime,
          full: since === undefined,
          recipes: changedRecipes,
          categories: [],
          tips: [],
          deleted,
          nextAfter,
        };
      }
      if (since !== undefined) {
        const rows = db.select().from(catalogTombstones).where(gt(catalogTombstones.deletedAt, after)).all();
        for (const row of rows) {
          if (row.entity === 'recipe') deleted.recipes.push(row.entityId);
          else if (row.entity === 'category') deleted.categories.push(row.entityId);
          else deleted.tips.push(row.entityId);
        }
      }
      return {
        serverTime,
        full: since === undefined,
        recipes: changedRecipes,
        categories: db.select().from(categories).where(gt(categories.updatedAt, after)).all().map(toCategory),
        tips: db.select().from(nutritionTips).where(gt(nutritionTips.updatedAt, after)).all().map(toTip),
        deleted,
        nextAfter,
      };
    },

    /** Records a deletion for the next delta; called by whatever deletes catalog rows. */
    recordDeletion(entity: 'recipe' | 'category' | 'tip', entityId: number): void {
      db.insert(catalogTombstones)
        .values({ entity, entityId, deletedAt: new Date(now()) })
        .onConflictDoUpdate({
          target: [catalogTombstones.entity, catalogTombstones.entityId],
          set: { deletedAt: new Date(now()) },
        })
        .run();
    },
  };
}

export type CatalogChangesService = ReturnType<typeof createCatalogChangesService>;
