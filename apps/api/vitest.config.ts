import { defineProject } from 'vitest/config';

export default defineProject({
  // Explicit root so `--config apps/api/vitest.config.ts` from the repo root finds the tests.
  root: import.meta.dirname,
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Without DATABASE_URL: one line at the end saying how many PostgreSQL copies were left out.
    globalSetup: ['test/helpers/postgres-left-out.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // Also when run on its own (`pnpm test:security`): a committed `.only` fails in CI.
    allowOnly: !process.env.CI,
  },
});
