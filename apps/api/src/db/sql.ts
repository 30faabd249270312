// Drizzle's `sql` tag for scripts outside this package (bench/), which cannot resolve drizzle-orm
// themselves under pnpm's strict layout.
export { sql } from 'drizzle-orm';
