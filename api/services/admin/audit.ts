/**
 * The audit log: every admin write records who did it, what, to which row and
 * when, in the same transaction as the change itself.
 */
import { count, desc } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import type { AuditEntry, Paged } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../actor';

/** The operator at the server's command line (api/cli/admin.ts): no account, every right. */
export const COMMAND_LINE_ACTOR: Actor = { id: null, username: '(command line)', isAdmin: true };

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: number | null;
  summary?: Record<string, unknown>;
}

/** Keeps a summary short: long texts are cut, so the log never holds whole recipes. */
function shorten(summary: Record<string, unknown>): string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(summary)) {
    out[key] = typeof value === 'string' && value.length > 120 ? `${value.slice(0, 117)}...` : value;
  }
  return JSON.stringify(out);
}

export function createAuditService(db: Db, now: () => number) {
  return {
    record(actor: Actor, entry: AuditRecord): void {
      db.insert(auditLog)
        .values({
          actorId: actor.id,
          actorUsername: actor.username,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId ?? null,
          summary: shorten(entry.summary ?? {}),
          createdAt: new Date(now()),
        })
        .run();
    },

    list(page: number): Paged<AuditEntry> {
      const total = db.select({ n: count() }).from(auditLog).get()?.n ?? 0;
      const rows = db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE)
        .all();
      return {
        items: rows.map((r) => ({
          id: r.id,
          actorId: r.actorId,
          actorUsername: r.actorUsername,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          summary: safeParse(r.summary),
          createdAt: r.createdAt.toISOString(),
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
