import { defineProject } from 'vitest/config';

// The bench's pure pieces (the figures table it writes into docs/performance.md); the bench itself
// is run by `pnpm bench`, never by vitest.
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'bench', include: ['*.test.ts'], environment: 'node' },
});
