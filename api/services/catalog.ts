/** Collections, nutrition tips and newsletter subscriptions. */
import type { Category, NutritionTip } from '../../shared/schemas/catalog';
import type { DataStore } from '../db/store';

const iso = (ms: number) => new Date(ms).toISOString();

/** A row of `categories` as `CATEGORY_COLUMNS` selects it. */
export interface CategoryRow {
  id: number;
  name: string;
  description: string | null;
  image_url: string | null;
  created_at: number;
  updated_at: number;
}

/** A row of `nutrition_tips` as `TIP_COLUMNS` selects it. */
export interface TipRow {
  id: number;
  title: string;
  content: string;
  tip_type: NutritionTip['tipType'];
  expert_name: string;
  expert_title: string;
  expert_image_url: string | null;
  image_url: string | null;
  created_at: number;
  updated_at: number;
}

export const CATEGORY_COLUMNS = 'id, name, description, image_url, created_at, updated_at';
export const TIP_COLUMNS =
  'id, title, content, tip_type, expert_name, expert_title, expert_image_url, image_url, created_at, updated_at';

export function categoryFromRow(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function tipFromRow(row: TipRow): NutritionTip {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tipType: row.tip_type,
    expertName: row.expert_name,
    expertTitle: row.expert_title,
    expertImageUrl: row.expert_image_url,
    imageUrl: row.image_url,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function createCatalogService(store: DataStore) {
  return {
    async categories(): Promise<Category[]> {
      const rows = await store.all<CategoryRow>(
        `SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY created_at ASC, id ASC`,
      );
      return rows.map(categoryFromRow);
    },
    async tips(): Promise<NutritionTip[]> {
      const rows = await store.all<TipRow>(
        `SELECT ${TIP_COLUMNS} FROM nutrition_tips ORDER BY created_at DESC, id DESC`,
      );
      return rows.map(tipFromRow);
    },
    /** Stores an address once; subscribing again is not an error. Answers whether it was new. */
    async subscribe(email: string): Promise<boolean> {
      const result = await store.run(
        'INSERT INTO newsletter_subscriptions (email) VALUES (?) ON CONFLICT DO NOTHING',
        [email],
      );
      return result.changes > 0;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
