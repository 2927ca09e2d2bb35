/**
 * The audit log: every admin write records who did it, what, to which row and
 * when, in the same transaction as the change itself.
 */
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import type { AuditEntry, Paged } from '../../../shared/schemas/admin';
import type { DataStore, Queryable } from '../../db/store';
import type { Actor } from '../actor';

/** The operator at the server's command line (api/cli/admin.ts): no account, every right. */
export const COMMAND_LINE_ACTOR: Actor = { id: null, username: '(command line)', isAdmin: true };

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: number | null;
  summary?: Record<string, unknown>;
}

interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_username: string;
  action: string;
  target_type: string;
  target_id: number | null;
  summary: string;
  created_at: number;
}

/** Keeps a summary short: long texts are cut, so the log never holds whole recipes. */
function shorten(summary: Record<string, unknown>): string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(summary)) {
    out[key] = typeof value === 'string' && value.length > 120 ? `${value.slice(0, 117)}...` : value;
  }
  return JSON.stringify(out);
}

export function createAuditService(store: DataStore, now: () => number) {
  return {
    /**
     * Writes one line. Inside a transaction pass its `tx` as `q`, so the line
     * commits (or rolls back) with the change it describes.
     */
    async record(actor: Actor, entry: AuditRecord, q: Queryable = store): Promise<void> {
      await q.run(
        `INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, summary, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          actor.id,
          actor.username,
          entry.action,
          entry.targetType,
          entry.targetId ?? null,
          shorten(entry.summary ?? {}),
          now(),
        ],
      );
    },

    async list(page: number): Promise<Paged<AuditEntry>> {
      const total = (await store.get<{ n: number }>('SELECT count(*) AS n FROM audit_log'))?.n ?? 0;
      const rows = await store.all<AuditRow>(
        `SELECT id, actor_id, actor_username, action, target_type, target_id, summary, created_at
         FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          actorId: r.actor_id,
          actorUsername: r.actor_username,
          action: r.action,
          targetType: r.target_type,
          targetId: r.target_id,
          summary: safeParse(r.summary),
          createdAt: new Date(r.created_at).toISOString(),
        })),
        total,
        pages: Math.ceil(total / ADMIN_PAGE_SIZE),
        page,
      };
    },
  };
}

function safeParse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type AuditService = ReturnType<typeof createAuditService>;
