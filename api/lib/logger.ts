/**
 * The server's log: one JSON object per line (pino), with `time` (ISO 8601), `level` (a word),
 * `msg`, and, for anything written while a request is handled, that request's `reqId`
 * (api/middleware/access-log.ts opens the request's scope). debug and info lines go to stdout,
 * warn and error lines to stderr, so a process manager can keep them apart.
 *
 * What is never written: request bodies, cookies, Authorization headers, Idempotency-Key
 * values, passwords and tokens. Callers pass only the fields they mean to log; fields with those
 * names are replaced by "[redacted]" anyway, should one ever be passed by mistake.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, randomBytes } from 'node:crypto';
import { pino, type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  /**
   * `extra` is an Error (written as `err`, with its stack), an object (its fields join the
   * line's) or any other value (written as `detail`).
   */
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
  /** Whether a line at this level would be written: skip building one that would not. */
  isLevelEnabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

export interface LoggerOptions {
  /** Where the lines go instead of stdout and stderr (tests capture them). */
  destination?: DestinationStream;
}

/** What every line written while a request is handled carries. */
interface RequestScope {
  reqId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as the handling of one request: every line it leads to carries `reqId`. */
export function inRequestScope<T>(reqId: string, work: () => T): T {
  return requestScope.run({ reqId }, work);
}

/** Field names whose values never reach the log, at the top level or one level down. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'idempotencyKey',
  'sessionId',
];
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((name) => `*.${name}`),
  'headers["idempotency-key"]',
  'headers["set-cookie"]',
];

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const destination =
    options.destination ??
    pino.multistream(
      [
        { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      // Each line to one stream only: the one with the highest level it reaches.
      { dedupe: true },
    );
  const base = pino(
    {
      level,
      // No pid and hostname on every line: the process manager knows them.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A fresh object each time: pino merges the line's own fields into what this returns.
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.reqId } : {};
      },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  const write = (lvl: Exclude<LogLevel, 'silent'>, msg: string, extra?: unknown) => {
    if (!base.isLevelEnabled(lvl)) return;
    if (extra === undefined) base[lvl](msg);
    else if (extra instanceof Error) base[lvl]({ err: extra }, msg);
    else if (typeof extra === 'object' && extra !== null && !Array.isArray(extra)) base[lvl](extra, msg);
    else base[lvl]({ detail: extra }, msg);
  };
  return {
    debug: (m, e) => write('debug', m, e),
    info: (m, e) => write('info', m, e),
    warn: (m, e) => write('warn', m, e),
    error: (m, e) => write('error', m, e),
    isLevelEnabled: (lvl) => base.isLevelEnabled(lvl),
  };
}

/** Made afresh by every process, never written anywhere. */
const TAG_KEY = randomBytes(32);

/**
 * A short tag standing for a value the log must not hold (the username of a failed sign-in,
 * which is sometimes a password typed in the wrong box): the same value gives the same tag for
 * as long as this process runs, so repeated attempts on one account show, and the tag can't be
 * turned back into the value, even by trying likely names, without the key that never leaves
 * this process's memory.
 */
export function privateTag(value: string): string {
  return createHmac('sha256', TAG_KEY).update(value).digest('hex').slice(0, 12);
}
