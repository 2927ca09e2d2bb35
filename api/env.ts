/**
 * The one place that reads the process environment. Everything else receives
 * a parsed, typed `Config`. A bad value stops start-up with one line naming the
 * variable, so an operator sees at once what to fix.
 */
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1, 'must not be empty').default('./data/sproutplate.db'),
  /**
   * A PostgreSQL server to use instead of the SQLite file, such as
   * postgres://sproutplate:secret@db:5432/sproutplate.
   */
  DATABASE_URL: z
    .string()
    .transform((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!url || !/^postgres(ql)?:$/.test(url.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a PostgreSQL address such as postgres://user:password@host:5432/database',
        });
        return z.NEVER;
      }
      if (!url.hostname && !url.searchParams.get('host')) {
        ctx.addIssue({
          code: 'custom',
          message: 'must name the server host, as in postgres://user@host/database',
        });
        return z.NEVER;
      }
      if (url.pathname.length <= 1) {
        ctx.addIssue({
          code: 'custom',
          message: 'must name the database, as in postgres://user@host/database',
        });
        return z.NEVER;
      }
      return value;
    })
    .optional(),
  /** Force the Secure cookie flag on or off; by default it follows the public origin's protocol. */
  COOKIE_SECURE: booleanString.optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Behind a proxy you run: read the client's address from X-Forwarded-For, and the address
   * visitors use from X-Forwarded-Proto and X-Forwarded-Host (unless PUBLIC_ORIGIN says it).
   */
  TRUST_PROXY: booleanString.default(false),
  /**
   * The address visitors use, such as https://sproutplate.example: what browsers send as their
   * Origin, what canonical links point to, and (by its protocol) whether cookies are Secure.
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!url || !/^https?:$/.test(url.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be the address visitors use, such as https://sproutplate.example',
        });
        return z.NEVER;
      }
      if (url.pathname !== '/' || url.search || url.hash) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an origin only, such as https://sproutplate.example (no path)',
        });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
  /**
   * Host names the server answers for besides PUBLIC_ORIGIN's and the loopback names, comma
   * separated (another name the same server is reached by). A request for any other host is
   * refused with 421, which closes DNS-rebinding reads.
   */
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
    )
    .optional(),
  /**
   * How long a request's body may take to arrive, in milliseconds (30 s); a body over 1 MB gets
   * 1 s more per 100 KB, so a phone's slow upload of a picture or video still arrives.
   */
  BODY_DEADLINE_MS: z.coerce.number().int().positive('must be a positive number').default(30000),
  /** Used by `npm run admin -- create` instead of asking, for scripts. */
  ADMIN_PASSWORD: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url({ message: 'must be a URL such as http://127.0.0.1:11434/v1' }).optional(),
  OPENAI_MODEL: z.string().min(1, 'must not be empty').default('gpt-4o-mini'),
  /** Time limit for one AI call, in milliseconds. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive('must be a positive number').default(30000),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses an environment (process.env by default). Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}
