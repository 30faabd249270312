import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: after its play function passes, every story is compared with its baseline in
 * `__screenshots__/` beside the stories file (create or update with `pnpm test:stories -u`;
 * with CI set, a missing baseline fails). Tight threshold: a subtle colour change must fail.
 *
 * Focus rings and the text caret are hidden while the picture is taken: whether Chromium shows
 * :focus-visible after a scripted click depends on timing, and focus is asserted by the play
 * functions instead. Hiding them changes no state (blurring would touch Formik fields).
 */
const STEADY_STYLE = '*, *:focus, *:focus-visible { outline: none !important; caret-color: transparent !important; }';

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  const style = document.createElement('style');
  style.textContent = STEADY_STYLE;
  document.head.append(style);
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(task.name, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.002 },
    });
  } finally {
    style.remove();
  }
});
