import { defineConfig } from 'drizzle-kit';

/** PostgreSQL migrations (`npm run db:generate`), from the same tables as schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema-pg.ts',
  out: './api/db/migrations/postgres',
});
