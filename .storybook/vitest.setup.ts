import { afterEach, expect, type TestContext } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { SCREENSHOT_WIDTHS, VIEWPORT_HEIGHT, type ViewportName } from './viewports.ts';

/**
 * Visual regression: after its play function passes, every story is screenshotted at the phone and
 * the desktop width of the theme's breakpoints and compared with its baselines in `__screenshots__/`
 * beside the stories file, `<Story>-phone` and `<Story>-desktop` (review, then accept changes with
 * `pnpm test:stories -u`). A missing baseline always fails; with CI set it is not even written.
 *
 * - Whole page: the viewport grows to the page's height, so a long page is captured to its end.
 * - Tight: pixelmatch at threshold 0.01 and no pixel allowed to differ, so a changed colour token
 *   fails even where it colours one label or one error message (the stories under
 *   Docs/Visual regression prove it on every run). Baselines are deterministic on the same
 *   Chromium, so nothing looser is needed.
 * - Steady: focus rings and the text caret are hidden (whether Chromium shows :focus-visible after
 *   a scripted click depends on timing; focus is asserted by the play functions instead). Hiding
 *   them changes no state (blurring would touch Formik fields).
 * - Toasts stay on screen: the screenshot fast-forwards finite animations to their end, and
 *   react-toastify closes a toast when its progress bar's animation ends. Without that animation
 *   the bar is drawn full and the toast stays, as a person sees it the moment it appears; the app
 *   keeps its 5000 ms auto-close.
 */
const STEADY_STYLE = `
  *, *:focus, *:focus-visible { outline: none !important; caret-color: transparent !important; }
  .Toastify__progress-bar { animation: none !important; }
`;

export const SCREENSHOT_COMPARISON = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 0 },
} as const;

/** What a story may ask of the screenshot step (`parameters.screenshot`). */
type ScreenshotParameter = {
  /**
   * The proof stories: this story's picture must NOT match the named story's baselines (same
   * stories file); it writes no baseline of its own.
   */
  mustDifferFrom?: string;
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Sizes the viewport to `width` and to the page's full height (at least the first screen). */
async function fitViewport(width: number) {
  await page.viewport(width, VIEWPORT_HEIGHT);
  await nextFrame();
  const height = Math.max(VIEWPORT_HEIGHT, Math.ceil(document.documentElement.scrollHeight));
  if (height > VIEWPORT_HEIGHT) {
    await page.viewport(width, height);
    await nextFrame();
  }
}

const baselineName = (story: string, viewport: ViewportName) => `${story}-${viewport}`;

/** Whether the baseline exists (checked before a proof compares, so it can never write one). */
async function hasBaseline(testFile: string, name: string) {
  const dir = testFile.slice(0, testFile.lastIndexOf('/'));
  const file = testFile.slice(testFile.lastIndexOf('/') + 1);
  const safe = name.replace(/[^a-z0-9.-]+/gi, '-');
  try {
    await commands.readFile(`${dir}/__screenshots__/${file}/${safe}-chromium-${server.platform}.png`, 'base64');
    return true;
  } catch {
    return false;
  }
}

afterEach(async (context) => {
  const { task } = context;
  if (task.result?.state === 'fail') return;
  const parameters = (context as TestContext & { story?: { parameters?: { screenshot?: ScreenshotParameter } } }).story
    ?.parameters;
  const mustDifferFrom = parameters?.screenshot?.mustDifferFrom;
  await document.fonts.ready;
  const style = document.createElement('style');
  style.textContent = STEADY_STYLE;
  document.head.append(style);
  // Both widths are compared (and, when missing, written) before the first failure is reported.
  const failures: unknown[] = [];
  try {
    for (const [viewport, width] of Object.entries(SCREENSHOT_WIDTHS) as [ViewportName, number][]) {
      await fitViewport(width);
      const body = page.elementLocator(document.body);
      if (!mustDifferFrom) {
        await expect
          .element(body)
          .toMatchScreenshot(baselineName(task.name, viewport), SCREENSHOT_COMPARISON)
          .catch((error: unknown) => failures.push(error));
        continue;
      }
      // Updating baselines (-u) would overwrite the other story's baseline with this picture.
      if (server.config.snapshotOptions.updateSnapshot === 'all') continue;
      const name = baselineName(mustDifferFrom, viewport);
      if (!(await hasBaseline(task.file.filepath, name))) throw new Error(`No baseline ${name} to compare with.`);
      await expect(expect.element(body).toMatchScreenshot(name, SCREENSHOT_COMPARISON)).rejects.toThrow(
        /Screenshot does not match the stored reference\.\n\d+ pixels/,
      );
    }
  } finally {
    style.remove();
  }
  if (failures.length) throw failures[0];
});
