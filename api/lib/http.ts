/**
 * Errors and validation for every route: one JSON shape, `{ message }`, with
 * the right status; validation failures name the field.
 */
import { zValidator } from '@hono/zod-validator';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    /** Fields added to the `{ message }` body. */
    readonly extra?: Record<string, unknown>,
    /** Headers the error answer carries (the app's error handler sets them). */
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError(400, message, field ? { field } : undefined);
export const unauthorized = (message = 'You need to sign in to do that') => new ApiError(401, message);
export const forbidden = (message = "You don't have permission to do that") => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
/**
 * A rate limit's refusal: the seconds to wait go in the Retry-After header and
 * in the body as `retryAfter`, the same for every limited route.
 */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new ApiError(429, message, { retryAfter }, { 'Retry-After': String(retryAfter) });

/**
 * The `:id` of a path such as /recipes/:id. It stays a string here: `pathId`
 * reads it, so an id that cannot exist is a 404 rather than a 400.
 */
export const idParamSchema = z.object({ id: z.string() });

/** A row id from the path; anything that is not a positive whole number is simply not found. */
export function pathId(raw: string, what: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(`${what} not found`);
  return id;
}

/** Turns the first zod issue into a message that names its field. */
export function describeIssue(issues: readonly z.core.$ZodIssue[]): { message: string; field?: string } {
  const issue = issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.map(String).join('.');
  if (!field) return { message: issue.message };
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const mentioned = issue.message.toLowerCase().includes(words.split('.').pop() ?? words);
  return { message: mentioned ? issue.message : `${field}: ${issue.message}`, field };
}

/** How deep a request's JSON may nest. The deepest any route reads is 3 (a chat's messages). */
export const MAX_JSON_DEPTH = 32;

export const SHAPE_MESSAGES = {
  nul: 'Text must not contain NUL characters',
  tooDeep: `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
} as const;

/**
 * What is wrong with a request's values before its schema reads them, and where: a string (or a
 * key) with a NUL character, or nesting deeper than MAX_JSON_DEPTH. NUL is never text a person
 * typed; stored, it cuts strings short in some tools and breaks PostgreSQL's text columns. The
 * walk uses its own stack, not recursion: a body of `[[[[...` 100,000 deep (20 KB) must be a
 * 400, not a stack overflow, and take no longer than a flat body of its size.
 */
export function shapeProblem(value: unknown): { path: (string | number)[]; message: string } | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? { path: [], message: SHAPE_MESSAGES.nul } : null;
  // Each frame knows its parent, so a path is built only for the value that is wrong: a
  // 100,000-element array costs one look at each element, not an array of its own each.
  interface Frame {
    item: object;
    key: string | number;
    parent: Frame | null;
    depth: number;
  }
  const pathOf = (frame: Frame, last?: string | number) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let f: Frame | null = frame; f?.parent; f = f.parent) path.unshift(f.key);
    return path;
  };
  if (!value || typeof value !== 'object') return null;
  const stack: Frame[] = [{ item: value, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth >= MAX_JSON_DEPTH) return { path: [], message: SHAPE_MESSAGES.tooDeep };
    const nested: Frame[] = [];
    const visit = (key: string | number, child: unknown) => {
      if (typeof key === 'string' && key.includes('\u0000')) return pathOf(frame, key);
      if (typeof child === 'string') return child.includes('\u0000') ? pathOf(frame, key) : null;
      if (child && typeof child === 'object') {
        nested.push({ item: child, key, parent: frame, depth: frame.depth + 1 });
      }
      return null;
    };
    if (Array.isArray(frame.item)) {
      const list = frame.item as unknown[];
      for (let i = 0; i < list.length; i++) {
        const path = visit(i, list[i]);
        if (path) return { path, message: SHAPE_MESSAGES.nul };
      }
    } else {
      const record = frame.item as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const path = visit(key, record[key]);
        if (path) return { path, message: SHAPE_MESSAGES.nul };
      }
    }
    // Pushed last first, so values are looked at in the order the document has them.
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i]!);
  }
  return null;
}

/** zValidator with the product's error shape; NUL characters and deep nesting are refused first. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const checked = z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = shapeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    })
    .pipe(schema) as unknown as T;
  return zValidator(target, checked, (result, c) => {
    if (!result.success) {
      const { message, field } = describeIssue(result.error.issues);
      return c.json({ message, ...(field ? { field } : {}) }, 400);
    }
    return undefined;
  });
}
