import { afterEach, expect, type TestContext } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import {
  ACROSS_VERSIONS_COMPARISON,
  BASELINE_RECORD,
  chromiumMajor,
  EXACT_COMPARISON,
  type BaselineRecord,
} from './screenshotComparison.ts';
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
 *   Chromium, so nothing looser is needed there.
 * - Under another Chromium than the one that made a file's baselines (its `chromium.json`), text
 *   drawn a pixel aside is let through and a moved or recoloured element still fails
 *   (`screenshotComparison.ts`; proved by the same Docs stories); the run says so in one line
 *   (`screenshotVersions.ts`). Writing baselines writes the record too.
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

/** What a story may ask of the screenshot step (`parameters.screenshot`). */
type ScreenshotParameter = {
  /**
   * The proof stories: this story's picture must NOT match the named story's baselines (same
   * stories file); it writes no baseline of its own.
   */
  mustDifferFrom?: string;
  /** The proof stories: this story's picture MUST match the named story's baselines. */
  mustMatch?: string;
  /** The proof stories: compare as if the baselines were made by another Chromium. */
  baselinesFrom?: 'anotherChromium';
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

/** The folder of a stories file's baselines. */
function baselineFolder(testFile: string) {
  const dir = testFile.slice(0, testFile.lastIndexOf('/'));
  return `${dir}/__screenshots__/${testFile.slice(testFile.lastIndexOf('/') + 1)}`;
}

/** Whether the baseline exists (checked before a proof compares, so it can never write one). */
async function hasBaseline(testFile: string, name: string) {
  const safe = name.replace(/[^a-z0-9.-]+/gi, '-');
  try {
    await commands.readFile(`${baselineFolder(testFile)}/${safe}-chromium-${server.platform}.png`, 'base64');
    return true;
  } catch {
    return false;
  }
}

const runningChromium = chromiumMajor(navigator.userAgent);

/** The Chromium major version that made a file's baselines; undefined when nothing says. */
async function baselinesChromium(testFile: string): Promise<number | undefined> {
  try {
    const record = JSON.parse(
      await commands.readFile(`${baselineFolder(testFile)}/${BASELINE_RECORD}`),
    ) as BaselineRecord;
    return record.chromium;
  } catch {
    return undefined;
  }
}

const recordedFiles = new Set<string>();

/** Records the running Chromium beside baselines that were just written (once per file and run). */
async function recordBaselinesChromium(testFile: string) {
  if (recordedFiles.has(testFile)) return;
  recordedFiles.add(testFile);
  const record: BaselineRecord = { chromium: runningChromium };
  await commands.writeFile(`${baselineFolder(testFile)}/${BASELINE_RECORD}`, `${JSON.stringify(record)}\n`);
}

afterEach(async (context) => {
  const { task } = context;
  if (task.result?.state === 'fail') return;
  const parameters = (context as TestContext & { story?: { parameters?: { screenshot?: ScreenshotParameter } } }).story
    ?.parameters;
  const { mustDifferFrom, mustMatch, baselinesFrom } = parameters?.screenshot ?? {};
  const update = server.config.snapshotOptions.updateSnapshot;
  const testFile = task.file.filepath;
  const recorded = baselinesFrom === 'anotherChromium' ? runningChromium - 1 : await baselinesChromium(testFile);
  const comparison =
    recorded === undefined || recorded === runningChromium ? EXACT_COMPARISON : ACROSS_VERSIONS_COMPARISON;
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
      const other = mustDifferFrom ?? mustMatch;
      if (!other) {
        await expect
          .element(body)
          .toMatchScreenshot(baselineName(task.name, viewport), comparison)
          .catch((error: unknown) => failures.push(error));
        continue;
      }
      // Updating baselines (-u) would overwrite the other story's baseline with this picture.
      if (update === 'all') continue;
      const name = baselineName(other, viewport);
      if (!(await hasBaseline(testFile, name))) throw new Error(`No baseline ${name} to compare with.`);
      const differs = /Screenshot does not match the stored reference\.\n\d+ pixels/;
      if (mustDifferFrom) {
        await expect(expect.element(body).toMatchScreenshot(name, comparison)).rejects.toThrow(differs);
      } else {
        // The proof that the tolerance is needed: pixel for pixel, the picture differs.
        await expect(expect.element(body).toMatchScreenshot(name, EXACT_COMPARISON)).rejects.toThrow(differs);
        await expect.element(body).toMatchScreenshot(name, comparison);
      }
    }
  } finally {
    style.remove();
  }
  if (failures.length) throw failures[0];
  if (update === 'all' || (update === 'new' && recorded === undefined)) await recordBaselinesChromium(testFile);
});
