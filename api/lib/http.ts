/**
 * Errors and validation for every route: one JSON shape, `{ message }`, with
 * the right status; validation failures name the field.
 */
import { zValidator } from '@hono/zod-validator';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly extra?: Record<string, unknown>,
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

/** zValidator with the product's error shape. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const { message, field } = describeIssue(result.error.issues);
      return c.json({ message, ...(field ? { field } : {}) }, 400);
    }
    return undefined;
  });
}
