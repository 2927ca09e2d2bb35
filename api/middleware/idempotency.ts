/**
 * Honours an Idempotency-Key header on a signed-in state-changing request:
 * the first answer is stored; a repeat gets it back, with
 * `Idempotent-Replayed: true`, and nothing is done twice. Answers of 5xx are
 * not kept, so the device may try again.
 */
import type { MiddlewareHandler } from 'hono';
import { isStateChanging } from '../../shared/lib/http-methods';
import type { AppEnv } from '../context';
import { ApiError } from '../lib/http';
import { IDEMPOTENCY_KEY_PATTERN } from '../services/idempotency';

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  const user = c.get('user');
  if (!key || !user || !isStateChanging(c.req.method)) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
  }
  const { idempotency: keys } = c.get('services');
  const reservation = await keys.reserve(user.id, key, c.req.method, c.req.path);
  if (reservation.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true');
    // A 204 (a removal) has no body: a Response refuses one, even an empty string.
    if (reservation.status === 204) return c.body(null, 204);
    return c.body(reservation.body, reservation.status as 200, { 'Content-Type': 'application/json' });
  }
  if (reservation.kind === 'in-progress') {
    c.header('Retry-After', '1');
    throw new ApiError(409, 'This request is already being processed');
  }
  if (reservation.kind === 'mismatch') {
    throw new ApiError(422, 'This Idempotency-Key was used for a different request');
  }
  try {
    await next();
  } catch (err) {
    await keys.release(user.id, key);
    throw err;
  }
  const status = c.res.status;
  if (status >= 500) {
    await keys.release(user.id, key);
    return;
  }
  const body = await c.res.clone().text();
  await keys.complete(user.id, key, status, body);
};
