import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  test: { name: 'portal', include: ['src/**/*.test.ts'], environment: 'node' },
});
