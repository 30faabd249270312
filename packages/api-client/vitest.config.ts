import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  test: { name: 'api-client', include: ['src/**/*.test.ts'], environment: 'node' },
});
