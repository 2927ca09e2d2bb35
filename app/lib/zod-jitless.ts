/**
 * Zod compiles a fast parser for each object schema with `new Function`, after
 * probing once whether it may. The page's Content-Security-Policy forbids eval
 * (api/middleware/security.ts), so the probe failed quietly, but the browser
 * still reported a policy violation for it. Jitless, Zod neither probes nor
 * compiles; the app parses little enough that it makes no difference. Imported
 * first by main.tsx, before any schema exists (Zod reads this when a schema is
 * made). The API, on the server, keeps the compiled parsers.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
