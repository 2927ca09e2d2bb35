/** The catalog mirror's delta sync: what changed on the server since the device last asked. */
import { z } from 'zod';
import type { Category, NutritionTip } from './catalog';
import type { Recipe } from './recipe';

export const catalogSyncQuerySchema = z.object({
  since: z.coerce
    .number({ message: 'since must be a time in milliseconds' })
    .int('since must be a time in milliseconds')
    .min(0, 'since must be a time in milliseconds')
    .optional(),
  /** Recipes after this id only: the cursor of a sync sent in pages. */
  after: z.coerce
    .number({ message: 'after must be a recipe id' })
    .int('after must be a recipe id')
    .min(0, 'after must be a recipe id')
    .optional(),
  /** At most this many recipes in this answer; without it, all of them. */
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 1000' })
    .int('limit must be a whole number from 1 to 1000')
    .min(1, 'limit must be a whole number from 1 to 1000')
    .max(1000, 'limit must be a whole number from 1 to 1000')
    .optional(),
});

export type CatalogSyncQuery = z.output<typeof catalogSyncQuerySchema>;

export interface CatalogSyncResponse {
  /** Pass back as `since` next time. */
  serverTime: number;
  /** True when this is everything (no `since`), so the device replaces its copy. */
  full: boolean;
  recipes: Recipe[];
  categories: Category[];
  tips: NutritionTip[];
  deleted: { recipes: number[]; categories: number[]; tips: number[] };
  /**
   * When the recipes were cut at `limit`: ask again with this as `after` (and
   * the same `since`) for the next page. Collections, tips and deletions come
   * only with the first page (no `after`). Null when this was the last page.
   */
  nextAfter: number | null;
}
