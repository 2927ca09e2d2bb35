/**
 * My children on the server: each person's children and the foods each has tried, so a second
 * device has them. Nothing here is ever read for anyone but the child's own account: every
 * query names the owner, and a child or log of another account is refused (403).
 *
 * Ids are UUIDs made on the device that first wrote the row, so a write its outbox sends again
 * (a lost answer, a new Idempotency-Key after a reload) names the same row: a child or log that
 * is already stored is answered as it is, never doubled. Every write that reads before it
 * writes (is the id taken, how many are there) runs in one transaction that first locks the row
 * it hangs from, the account for a new child and the child for a log (`dialect.forUpdate` on
 * PostgreSQL; SQLite's BEGIN IMMEDIATE already serialises every writer), so the limits hold
 * when a recipe's foods arrive as many requests at once or on several server processes.
 */
import type { z } from 'zod';
import { birthDateProblem } from '../../shared/lib/child-age';
import { guideFoodNamed } from '../../shared/lib/child-foods';
import { foodBySlug } from '../../shared/content/foods/foods';
import type { Allergen } from '../../shared/content/foods/types';
import type {
  Child,
  childInputSchema,
  ChildrenResponse,
  childPatchSchema,
  FoodLog,
  foodLogInputSchema,
  FoodResponse,
  Reaction,
} from '../../shared/schemas/children';
import type { DataStore, Param, Queryable } from '../db/store';
import { ApiError, badRequest, forbidden, notFound } from '../lib/http';
import type { RateLimitRule } from './rate-limit';

/** How many children one account may keep. */
export const MAX_CHILDREN = 10;
/** How many foods may be logged for one child (years of daily logs, several foods a day). */
export const MAX_LOGS_PER_CHILD = 5000;
/**
 * Foods one account may log in ten minutes: a recipe's twenty foods at once, or a fortnight of a
 * phone's logs sent when it comes back online, many times over; 5,000 in a few seconds, no. An
 * outbox meeting it waits (a 429 is tried again later), so nothing logged is lost.
 */
export const FOOD_LOGS_PER_USER: RateLimitRule = { limit: 300, windowMs: 10 * 60 * 1000 };
/** Logs per answer of GET /api/children (about 250 bytes each): the device follows `nextLogs`. */
export const LOGS_PAGE = 500;
/** The largest recipe id a log can name: the recipes table's integer key on PostgreSQL. */
const MAX_RECIPE_ID = 2_147_483_647;

export const CHILDREN_MESSAGES = {
  childNotFound: 'Child not found',
  notYourChild: 'You can only see and change your own children',
  tooManyChildren: `You can add up to ${MAX_CHILDREN} children`,
  logNotFound: 'Food log not found',
  logOfAnotherChild: 'This food log belongs to another child',
  futureLog: "A food can't be logged for a day in the future",
  tooManyLogs: `You can log up to ${MAX_LOGS_PER_CHILD.toLocaleString('en-GB')} foods for each child`,
  logsTooFast: `You can log up to ${FOOD_LOGS_PER_USER.limit} foods in ten minutes. Please wait a few minutes and try again.`,
  badCursor: 'logsAfter must be the nextLogs of an earlier answer',
  recipeId: 'recipeId must be the id of a recipe',
  beforeBirth: (name: string) => `That date is before ${name}'s birth date`,
} as const;

/** Where a page of logs ends: the last log's creation time and id (logs are paged in that order). */
export interface LogsCursor {
  createdAt: number;
  id: string;
}

const CURSOR = /^(\d{1,15}(?:\.\d+)?)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const writeLogsCursor = (c: LogsCursor) => `${c.createdAt}~${c.id}`;
/** The cursor of `logsAfter`, or undefined when it is not one this API wrote. */
export function readLogsCursor(raw: string): LogsCursor | undefined {
  const match = CURSOR.exec(raw);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : undefined;
}

/**
 * Where in the world it is latest, the date is today + 1 (UTC+14). A date is "in the future" only
 * when it is after that: a parent in New Zealand logging breakfast early in the morning is still
 * on yesterday by the server's clock, and what their phone accepted offline must not be refused
 * when its outbox sends it.
 */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;
export function latestToday(now: number): string {
  return new Date(now + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

type NewChild = z.output<typeof childInputSchema>;
type ChildChanges = z.output<typeof childPatchSchema>;
type NewLog = z.output<typeof foodLogInputSchema>;

interface ChildRow {
  id: string;
  user_id: number;
  name: string;
  birth_date: string;
  allergy_risk: number;
  resumed_allergens: string;
  created_at: number;
  updated_at: number;
}

interface LogRow {
  id: string;
  child_id: string;
  user_id: number;
  food_slug: string | null;
  food_name: string;
  date: string;
  response: FoodResponse;
  reaction: Reaction;
  note: string;
  recipe_id: number | null;
  created_at: number;
}

const CHILD_COLUMNS =
  'id, user_id, name, birth_date, allergy_risk, resumed_allergens, created_at, updated_at';
const LOG_COLUMNS =
  'id, child_id, user_id, food_slug, food_name, date, response, reaction, note, recipe_id, created_at';

function parseResumed(json: string): Partial<Record<Allergen, string>> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Partial<Record<Allergen, string>>)
      : {};
  } catch {
    return {};
  }
}

function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birth_date,
    allergyRisk: Boolean(row.allergy_risk),
    resumedAllergens: parseResumed(row.resumed_allergens),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function toLog(row: LogRow): FoodLog {
  return {
    id: row.id,
    childId: row.child_id,
    foodSlug: row.food_slug,
    foodName: row.food_name,
    date: row.date,
    response: row.response,
    reaction: row.reaction,
    note: row.note,
    recipeId: row.recipe_id === null ? null : Number(row.recipe_id),
    createdAt: Number(row.created_at),
  };
}

/**
 * The guide's slug for a log: the one sent when the guide has it, else the food its name is
 * exactly ("Sweet potatoes"); a slug the guide does not know is dropped and the typed name kept.
 */
function slugFor(input: Pick<NewLog, 'foodSlug' | 'foodName'>): string | null {
  const sent = input.foodSlug ? foodBySlug(input.foodSlug) : undefined;
  if (sent) return sent.slug;
  return guideFoodNamed(input.foodName)?.slug ?? null;
}

export function createChildrenService(store: DataStore, now: () => number) {
  const { forUpdate } = store.dialect;

  /** Inside a transaction: the child, locked, when it is this person's; 404 or 403 otherwise. */
  const lockOwnChild = async (tx: Queryable, me: number, id: string): Promise<ChildRow> => {
    const row = await tx.get<ChildRow>(`SELECT ${CHILD_COLUMNS} FROM children WHERE id = ?${forUpdate}`, [
      id,
    ]);
    if (!row) throw notFound(CHILDREN_MESSAGES.childNotFound);
    if (row.user_id !== me) throw forbidden(CHILDREN_MESSAGES.notYourChild);
    return row;
  };

  const childById = (q: Queryable, id: string) =>
    q.get<ChildRow>(`SELECT ${CHILD_COLUMNS} FROM children WHERE id = ?`, [id]);
  const logById = (q: Queryable, id: string) =>
    q.get<LogRow>(`SELECT ${LOG_COLUMNS} FROM child_food_logs WHERE id = ?`, [id]);

  /** A log id that is already stored: this child's answers as it is, anyone else's is refused. */
  const storedLog = (row: LogRow, me: number, childId: string): FoodLog => {
    if (row.user_id !== me) throw forbidden(CHILDREN_MESSAGES.notYourChild);
    if (row.child_id !== childId) throw new ApiError(409, CHILDREN_MESSAGES.logOfAnotherChild);
    return toLog(row);
  };

  return {
    /**
     * Every child of this person, oldest entry first, and a page of the foods they have tried, in
     * the order they were logged (a food logged meanwhile comes on a later page, never skipped);
     * `nextLogs` asks for the next page. The device follows it to the end.
     */
    async list(me: number, after: LogsCursor | null = null): Promise<ChildrenResponse> {
      const children = await store.all<ChildRow>(
        `SELECT ${CHILD_COLUMNS} FROM children WHERE user_id = ? ORDER BY created_at, id`,
        [me],
      );
      const logs = await store.all<LogRow>(
        `SELECT ${LOG_COLUMNS} FROM child_food_logs WHERE user_id = ?
           AND (created_at > ? OR (created_at = ? AND id > ?))
         ORDER BY created_at, id LIMIT ?`,
        [me, after?.createdAt ?? -1, after?.createdAt ?? -1, after?.id ?? '', LOGS_PAGE + 1],
      );
      const page = logs.slice(0, LOGS_PAGE).map(toLog);
      const last = page.at(-1);
      const nextLogs =
        logs.length > LOGS_PAGE && last
          ? `/api/children?logsAfter=${writeLogsCursor({ createdAt: last.createdAt, id: last.id })}`
          : null;
      return { children: children.map(toChild), logs: page, nextLogs };
    },

    /**
     * Adds a child with the id the device made. `created` is false when that id is already this
     * person's child: it is answered as stored, unchanged.
     */
    create(me: number, input: NewChild): Promise<{ child: Child; created: boolean }> {
      return store.transaction(async (tx) => {
        // The account's row: every new child of one person is counted one at a time.
        await tx.get(`SELECT id FROM users WHERE id = ?${forUpdate}`, [me]);
        const existing = await childById(tx, input.id);
        if (existing) {
          if (existing.user_id !== me) throw forbidden(CHILDREN_MESSAGES.notYourChild);
          return { child: toChild(existing), created: false };
        }
        const problem = birthDateProblem(input.birthDate, latestToday(now()));
        if (problem) throw badRequest(problem, 'birthDate');
        const count = await tx.get<{ n: number }>('SELECT count(*) AS n FROM children WHERE user_id = ?', [
          me,
        ]);
        if (Number(count?.n ?? 0) >= MAX_CHILDREN) throw badRequest(CHILDREN_MESSAGES.tooManyChildren);
        const t = now();
        // Another account may insert the same id in the same moment (it holds another lock).
        const inserted = await tx.run(
          `INSERT INTO children (id, user_id, name, birth_date, allergy_risk, resumed_allergens, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          [
            input.id,
            me,
            input.name,
            input.birthDate,
            input.allergyRisk ? 1 : 0,
            JSON.stringify(input.resumedAllergens),
            t,
            t,
          ],
        );
        const row = await childById(tx, input.id);
        if (!row) throw new ApiError(500, 'The child could not be saved');
        if (row.user_id !== me) throw forbidden(CHILDREN_MESSAGES.notYourChild);
        return { child: toChild(row), created: inserted.changes > 0 };
      });
    },

    /** Changes the fields sent; `resumedAllergens`, when sent, replaces the stored map. */
    update(me: number, id: string, changes: ChildChanges): Promise<Child> {
      return store.transaction(async (tx) => {
        const row = await lockOwnChild(tx, me, id);
        if (changes.birthDate !== undefined) {
          const problem = birthDateProblem(changes.birthDate, latestToday(now()));
          if (problem) throw badRequest(problem, 'birthDate');
        }
        const sets: string[] = [];
        const params: Param[] = [];
        if (changes.name !== undefined) {
          sets.push('name = ?');
          params.push(changes.name);
        }
        if (changes.birthDate !== undefined) {
          sets.push('birth_date = ?');
          params.push(changes.birthDate);
        }
        if (changes.allergyRisk !== undefined) {
          sets.push('allergy_risk = ?');
          params.push(changes.allergyRisk ? 1 : 0);
        }
        if (changes.resumedAllergens !== undefined) {
          sets.push('resumed_allergens = ?');
          params.push(JSON.stringify(changes.resumedAllergens));
        }
        if (sets.length === 0) return toChild(row);
        sets.push('updated_at = ?');
        params.push(now());
        await tx.run(`UPDATE children SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
        const updated = await childById(tx, id);
        if (!updated) throw notFound(CHILDREN_MESSAGES.childNotFound);
        return toChild(updated);
      });
    },

    /** Removes a child and every food logged for it. */
    async remove(me: number, id: string): Promise<void> {
      await store.transaction(async (tx) => {
        await lockOwnChild(tx, me, id);
        // The foreign key cascades too; said here so no database setting decides it.
        await tx.run('DELETE FROM child_food_logs WHERE child_id = ?', [id]);
        await tx.run('DELETE FROM children WHERE id = ? AND user_id = ?', [id, me]);
      });
    },

    /**
     * Logs a food tried. `created` is false when the log id is already this child's: answered
     * as stored. A slug the guide does not know is kept as free text (null slug, the typed name).
     */
    addLog(me: number, childId: string, input: NewLog): Promise<{ log: FoodLog; created: boolean }> {
      return store.transaction(async (tx) => {
        const child = await lockOwnChild(tx, me, childId);
        const existing = await logById(tx, input.id);
        if (existing) return { log: storedLog(existing, me, childId), created: false };
        if (input.date > latestToday(now())) throw badRequest(CHILDREN_MESSAGES.futureLog, 'date');
        if (input.date < child.birth_date)
          throw badRequest(CHILDREN_MESSAGES.beforeBirth(child.name), 'date');
        const recipeId = input.recipeId ?? null;
        if (recipeId !== null && recipeId > MAX_RECIPE_ID)
          throw badRequest(CHILDREN_MESSAGES.recipeId, 'recipeId');
        const count = await tx.get<{ n: number }>(
          'SELECT count(*) AS n FROM child_food_logs WHERE child_id = ?',
          [childId],
        );
        if (Number(count?.n ?? 0) >= MAX_LOGS_PER_CHILD) throw badRequest(CHILDREN_MESSAGES.tooManyLogs);
        const inserted = await tx.run(
          `INSERT INTO child_food_logs
             (id, child_id, user_id, food_slug, food_name, date, response, reaction, note, recipe_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          [
            input.id,
            childId,
            me,
            slugFor(input),
            input.foodName,
            input.date,
            input.response,
            input.reaction,
            input.note,
            recipeId,
            now(),
          ],
        );
        const row = await logById(tx, input.id);
        if (!row) throw new ApiError(500, 'The food could not be logged');
        return { log: storedLog(row, me, childId), created: inserted.changes > 0 };
      });
    },

    /** Removes one food logged for this person's child. */
    async removeLog(me: number, childId: string, logId: string): Promise<void> {
      await store.transaction(async (tx) => {
        await lockOwnChild(tx, me, childId);
        const { changes } = await tx.run('DELETE FROM child_food_logs WHERE id = ? AND child_id = ?', [
          logId,
          childId,
        ]);
        if (changes === 0) throw notFound(CHILDREN_MESSAGES.logNotFound);
      });
    },
  };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
