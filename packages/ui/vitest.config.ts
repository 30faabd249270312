import { defineProject } from 'vitest/config';

// Unit tests of the ui's plain modules (hooks without a DOM); the screens are tested as stories.
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'ui', include: ['src/**/*.test.ts'], environment: 'node' },
});
