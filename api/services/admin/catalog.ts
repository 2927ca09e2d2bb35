/**
 * Admin writes to collections (categories) and nutrition tips. Edits bump
 * `updated_at`, deletes leave tombstones (and a deleted collection's recipes
 * are changed too, as they lose their collection), so devices' mirrors follow.
 * The catalog version moves by itself (triggers on these tables).
 */
import type { z } from 'zod';
import type { Category, NutritionTip } from '../../../shared/schemas/catalog';
import type { categoryInputSchema, nutritionTipInputSchema } from '../../../shared/schemas/catalog';
import type { DataStore } from '../../db/store';
import { notFound } from '../../lib/http';
import {
  CATEGORY_COLUMNS,
  categoryFromRow,
  TIP_COLUMNS,
  tipFromRow,
  type CategoryRow,
  type TipRow,
} from '../catalog';
import type { CatalogChangesService } from '../catalog-changes';
import type { Actor } from '../actor';
import type { AuditService } from './audit';

export type CategoryData = z.output<typeof categoryInputSchema>;
export type TipData = z.output<typeof nutritionTipInputSchema>;

const tipValues = (data: TipData) => [
  data.title,
  data.content,
  data.tipType,
  data.expertName,
  data.expertTitle,
  data.expertImageUrl ?? null,
  data.imageUrl ?? null,
];

export function createAdminCatalogService(deps: {
  store: DataStore;
  now: () => number;
  catalogChanges: CatalogChangesService;
  audit: AuditService;
}) {
  const { store, now, audit } = deps;

  return {
    /** Collections with how many recipes each holds. */
    async categories(): Promise<(Category & { recipeCount: number })[]> {
      const counts = new Map(
        (
          await store.all<{ id: number; n: number }>(
            'SELECT category_id AS id, count(*) AS n FROM recipes WHERE category_id IS NOT NULL GROUP BY category_id',
          )
        ).map((r) => [r.id, r.n]),
      );
      const rows = await store.all<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY name`);
      return rows.map((row) => ({ ...categoryFromRow(row), recipeCount: counts.get(row.id) ?? 0 }));
    },

    createCategory(actor: Actor, data: CategoryData): Promise<Category> {
      const at = now();
      return store.transaction(async (tx) => {
        const row = (await tx.get<CategoryRow>(
          `INSERT INTO categories (name, description, image_url, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?) RETURNING ${CATEGORY_COLUMNS}`,
          [data.name, data.description ?? null, data.imageUrl ?? null, at, at],
        ))!;
        await audit.record(
          actor,
          {
            action: 'category.create',
            targetType: 'category',
            targetId: row.id,
            summary: { name: row.name },
          },
          tx,
        );
        return categoryFromRow(row);
      });
    },

    updateCategory(actor: Actor, id: number, data: CategoryData): Promise<Category> {
      return store.transaction(async (tx) => {
        const row = await tx.get<CategoryRow>(
          `UPDATE categories SET name = ?, description = ?, image_url = ?, updated_at = ?
           WHERE id = ? RETURNING ${CATEGORY_COLUMNS}`,
          [data.name, data.description ?? null, data.imageUrl ?? null, now(), id],
        );
        if (!row) throw notFound('Collection not found');
        await audit.record(
          actor,
          { action: 'category.update', targetType: 'category', targetId: id, summary: { name: row.name } },
          tx,
        );
        return categoryFromRow(row);
      });
    },

    /** Deletes a collection; its recipes stay, without a collection. Answers how many lost it. */
    deleteCategory(actor: Actor, id: number): Promise<{ unlinkedRecipes: number }> {
      return store.transaction(async (tx) => {
        // Locked before it is read (PostgreSQL), so a concurrent delete answers 404, not twice.
        const before = await tx.get<{ name: string }>(
          `SELECT name FROM categories WHERE id = ?${tx.dialect.forUpdate}`,
          [id],
        );
        if (!before) throw notFound('Collection not found');
        const at = now();
        const unlinked = (
          await tx.run('UPDATE recipes SET category_id = NULL, updated_at = ? WHERE category_id = ?', [
            at,
            id,
          ])
        ).changes;
        await tx.run('DELETE FROM categories WHERE id = ?', [id]);
        await deps.catalogChanges.recordDeletion('category', id, tx);
        await audit.record(
          actor,
          {
            action: 'category.delete',
            targetType: 'category',
            targetId: id,
            summary: { name: before.name, unlinkedRecipes: unlinked },
          },
          tx,
        );
        return { unlinkedRecipes: unlinked };
      });
    },

    async tips(): Promise<NutritionTip[]> {
      const rows = await store.all<TipRow>(`SELECT ${TIP_COLUMNS} FROM nutrition_tips ORDER BY title`);
      return rows.map(tipFromRow);
    },

    createTip(actor: Actor, data: TipData): Promise<NutritionTip> {
      const at = now();
      return store.transaction(async (tx) => {
        const row = (await tx.get<TipRow>(
          `INSERT INTO nutrition_tips (title, content, tip_type, expert_name, expert_title, expert_image_url,
             image_url, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${TIP_COLUMNS}`,
          [...tipValues(data), at, at],
        ))!;
        await audit.record(
          actor,
          { action: 'tip.create', targetType: 'tip', targetId: row.id, summary: { title: row.title } },
          tx,
        );
        return tipFromRow(row);
      });
    },

    updateTip(actor: Actor, id: number, data: TipData): Promise<NutritionTip> {
      return store.transaction(async (tx) => {
        const row = await tx.get<TipRow>(
          `UPDATE nutrition_tips SET title = ?, content = ?, tip_type = ?, expert_name = ?, expert_title = ?,
             expert_image_url = ?, image_url = ?, updated_at = ?
           WHERE id = ? RETURNING ${TIP_COLUMNS}`,
          [...tipValues(data), now(), id],
        );
        if (!row) throw notFound('Nutrition tip not found');
        await audit.record(
          actor,
          { action: 'tip.update', targetType: 'tip', targetId: id, summary: { title: row.title } },
          tx,
        );
        return tipFromRow(row);
      });
    },

    deleteTip(actor: Actor, id: number): Promise<void> {
      return store.transaction(async (tx) => {
        const before = await tx.get<{ title: string }>(
          `SELECT title FROM nutrition_tips WHERE id = ?${tx.dialect.forUpdate}`,
          [id],
        );
        if (!before) throw notFound('Nutrition tip not found');
        await tx.run('DELETE FROM nutrition_tips WHERE id = ?', [id]);
        await deps.catalogChanges.recordDeletion('tip', id, tx);
        await audit.record(
          actor,
          { action: 'tip.delete', targetType: 'tip', targetId: id, summary: { title: before.title } },
          tx,
        );
      });
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
