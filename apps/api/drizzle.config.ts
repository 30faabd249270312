// drizzle-kit reads this to generate SQL migrations from src/db/schema.ts into src/db/drizzle
// (committed; applied at start by drizzle's migrator on PGlite and PostgreSQL alike).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/drizzle',
  strict: true,
});
