/**
 * The HTTP methods the API takes, and which of them change state on the
 * server: those pass the Origin check, body limits and idempotency keys on the
 * API, and wait in the outbox on the device while offline.
 */
export const STATE_CHANGING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type StateChangingMethod = (typeof STATE_CHANGING_METHODS)[number];
export type HttpMethod = 'GET' | StateChangingMethod;

const stateChanging: ReadonlySet<string> = new Set(STATE_CHANGING_METHODS);

export function isStateChanging(method: string): method is StateChangingMethod {
  return stateChanging.has(method);
}
