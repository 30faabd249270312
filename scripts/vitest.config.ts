import { defineProject } from 'vitest/config';

// The scripts' pure pieces (what `pnpm test` reads from a step's output); the scripts themselves run
// from package.json, never from vitest.
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'scripts', include: ['*.test.ts'], environment: 'node' },
});
