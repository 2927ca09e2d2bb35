import { defineConfig } from 'drizzle-kit';

/** SQLite migrations (`npm run db:generate`); PostgreSQL's are in drizzle.pg.config.ts. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './api/db/schema.ts',
  out: './api/db/migrations/sqlite',
});
