import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: after its play function passes, every story is compared with its baseline in
 * `__screenshots__/` beside the stories file (create or update with `pnpm test:stories -u`;
 * with CI set, a missing baseline fails). Tight threshold: a subtle colour change must fail.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(task.name, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.002 },
  });
});
