/**
 * Zod compiles a fast parser for each object schema with `new Function`, after
 * probing once whether it may. The page's Content-Security-Policy forbids eval
 * (api/middleware/security.ts), so the probe failed quietly, but the browser
 * still reported a policy violation for it. Jitless, Zod neither probes nor
 * compiles; the app parses little enough that it makes no difference. Imported
 * first by main.tsx, before any schema exists (Zod reads this when a schema is
 * made). The API, on the server, keeps the compiled parsers.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and takes an
 * object already there as its own (zod/v4/core/core.js); setting it here keeps
 * Zod's code out of the first screen. zod-jitless.test.ts checks that Zod
 * still reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
