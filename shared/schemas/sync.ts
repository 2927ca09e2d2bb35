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
});

export interface CatalogSyncResponse {
  /** Pass back as `since` next time. */
  serverTime: number;
  /** True when this is everything (no `since`), so the device replaces its copy. */
  full: boolean;
  recipes: Recipe[];
  categories: Category[];
  tips: NutritionTip[];
  deleted: { recipes: number[]; categories: number[]; tips: number[] };
}
