import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { acrossChromiumVersions, ACROSS_VERSIONS_COMPARATOR } from './.storybook/screenshotComparison.ts';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  }),
  instances: [{ browser: 'chromium' as const }],
};

// One vitest run covers every layer: unit (domain, api-client), api (PGlite and PostgreSQL), and the
// ui's stories as browser tests (play functions + axe) with screenshot baselines.
export default defineConfig({
  test: {
    // Screenshot baselines (stories): in CI a missing or different one fails and nothing is written;
    // locally a missing one is written (and still fails, to be reviewed); -u rewrites them.
    ...(process.env.CI ? { update: 'none' as const } : {}),
    // A committed `.only` would quietly skip every other test: in CI it fails the run instead.
    allowOnly: !process.env.CI,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'bench/vitest.config.ts',
      'scripts/vitest.config.ts',
      {
        plugins: [
          storybookTest({ configDir: path.join(dirname, '.storybook'), storybookScript: 'pnpm storybook --ci' }),
        ],
        test: {
          name: 'stories',
          // A story's play runs in a real browser; the longest (Your Orders paged past 500 orders,
          // then searched) takes a few seconds alone, and the limit leaves room for a CI machine
          // busy with the api suites. Its waits are on what is seen, not clocks.
          testTimeout: 30_000,
          // In CI the stories share 2 cores with the api suites; a picture taken while the machine
          // stalls can catch a frame mid-paint. One more try there; a real change fails both.
          ...(process.env.CI ? { retry: 1 } : {}),
          browser: {
            ...browser,
            // Baselines made by another Chromium: see .storybook/screenshotComparison.ts.
            expect: { toMatchScreenshot: { comparators: { [ACROSS_VERSIONS_COMPARATOR]: acrossChromiumVersions } } },
          },
          globalSetup: [path.join(dirname, '.storybook/screenshotVersions.ts')],
          // Every story is also a visual test: see the screenshot step in this file.
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
