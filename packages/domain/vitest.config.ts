import { defineProject } from 'vitest/config';

export default defineProject({
  // Explicit root so `--config packages/domain/vitest.config.ts` from the repo root finds the tests.
  root: import.meta.dirname,
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node' },
});
