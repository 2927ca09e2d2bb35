/**
 * The server's side of the catalog sync (GET /api/catalog/sync): what a
 * device's catalog mirror needs, i.e. every recipe, collection and tip changed
 * since its last sync and the ids deleted since then (tombstones written by
 * `recordDeletion`). Times overlap by a few seconds so a write landing during
 * a sync is never missed; the device's upsert makes the overlap harmless.
 */
import type { CatalogSyncQuery, CatalogSyncResponse } from '../../shared/schemas/sync';
import type { DataStore, Queryable } from '../db/store';
import {
  CATEGORY_COLUMNS,
  categoryFromRow,
  TIP_COLUMNS,
  tipFromRow,
  type CategoryRow,
  type TipRow,
} from './catalog';
import type { RecipeService } from './recipes';

const OVERLAP_MS = 5000;

export type CatalogEntity = 'recipe' | 'category' | 'tip';

export function createCatalogChangesService(store: DataStore, recipes: RecipeService, now: () => number) {
  return {
    async changesSince(query: CatalogSyncQuery): Promise<CatalogSyncResponse> {
      const { since, after: afterId, limit } = query;
      const serverTime = now();
      const from = since === undefined ? -1 : since - OVERLAP_MS;
      // One more than asked for tells whether another page follows.
      const fetched = await recipes.updatedSince(
        from,
        afterId ?? 0,
        limit === undefined ? undefined : limit + 1,
      );
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
      const [tombstones, categories, tips] = await Promise.all([
        since === undefined
          ? []
          : store.all<{ entity: CatalogEntity; entity_id: number }>(
              `SELECT entity, entity_id FROM catalog_tombstones WHERE deleted_at > ?
               ORDER BY deleted_at, entity, entity_id`,
              [from],
            ),
        store.all<CategoryRow>(
          `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE updated_at > ? ORDER BY id`,
          [from],
        ),
        store.all<TipRow>(`SELECT ${TIP_COLUMNS} FROM nutrition_tips WHERE updated_at > ? ORDER BY id`, [
          from,
        ]),
      ]);
      for (const row of tombstones) {
        if (row.entity === 'recipe') deleted.recipes.push(row.entity_id);
        else if (row.entity === 'category') deleted.categories.push(row.entity_id);
        else deleted.tips.push(row.entity_id);
      }
      return {
        serverTime,
        full: since === undefined,
        recipes: changedRecipes,
        categories: categories.map(categoryFromRow),
        tips: tips.map(tipFromRow),
        deleted,
        nextAfter,
      };
    },

    /**
     * Records a deletion for the next delta; called by whatever deletes catalog rows. Inside a
     * transaction, pass its `tx`: the store itself would wait for that transaction to end, which
     * never comes (SQLite).
     */
    async recordDeletion(entity: CatalogEntity, entityId: number, tx: Queryable = store): Promise<void> {
      const at = now();
      await tx.run(
        `INSERT INTO catalog_tombstones (entity, entity_id, deleted_at) VALUES (?, ?, ?)
         ON CONFLICT (entity, entity_id) DO UPDATE SET deleted_at = excluded.deleted_at`,
        [entity, entityId, at],
      );
    },
  };
}

export type CatalogChangesService = ReturnType<typeof createCatalogChangesService>;
