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

/**
 * Where a value holds a string with a NUL character, or null. NUL is never text a person typed;
 * stored, it cuts strings short in some tools and breaks PostgreSQL's text columns.
 */
export function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** zValidator with the product's error shape; text with a NUL character is refused first. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const checked = z
    .unknown()
    .superRefine((value, ctx) => {
      const path = nulPath(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: 'Text must not contain NUL characters' });
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
