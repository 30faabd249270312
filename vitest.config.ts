import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium by default (no browser downloads here); CHROMIUM_PATH points elsewhere. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return (
      execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim() ||
      undefined
    );
  } catch {
    return undefined; // fall back to Playwright's own browser, if installed
  }
}

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
};

// One vitest run covers every layer: unit (domain, api-client), api (PGlite and PostgreSQL), and the
// ui's stories as browser tests (play functions + axe) with screenshot baselines.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      {
        plugins: [
          storybookTest({ configDir: path.join(dirname, '.storybook'), storybookScript: 'pnpm storybook --ci' }),
        ],
        test: {
          name: 'stories',
          browser,
          // Every story is also a visual test: see the screenshot step in this file.
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
