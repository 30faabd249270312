/**
 * How a story's screenshot is compared with its baselines, which depends on the Chromium that made
 * them. Each baseline set (one `__screenshots__/<stories file>/` folder) records the Chromium major
 * version it was made with in `chromium.json`, written whenever baselines are written.
 *
 * - The same Chromium: pixel for pixel (pixelmatch at threshold 0.01, no pixel may differ), since
 *   one Chromium draws the same page the same way every time.
 * - Another Chromium: text may be drawn a pixel to the side or with other grey edges (hinting,
 *   anti-aliasing) although nothing in the product changed. Then a pixel counts as changed only
 *   when it lies outside the range of colours of the other picture's pixel and its eight
 *   neighbours, both ways round, and more than a few in ten thousand such pixels fail: a glyph
 *   shifted by one pixel passes, a button moved by a few pixels or a changed colour does not.
 *
 * This module runs in Node (the comparator is registered in vitest.config.ts); the browser side
 * (vitest.setup.ts) picks the comparison.
 */

/** The name the comparator across Chromium versions is registered under. */
export const ACROSS_VERSIONS_COMPARATOR = 'acrossChromiumVersions';

/** The baselines' record of the Chromium that made them, beside them. */
export const BASELINE_RECORD = 'chromium.json';

export type BaselineRecord = { chromium: number };

export const EXACT_COMPARISON = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 0 },
} as const;

export const ACROSS_VERSIONS_COMPARISON = {
  comparatorName: ACROSS_VERSIONS_COMPARATOR,
  comparatorOptions: {},
} as const;

/** How far (0-255, each channel) a colour may lie outside its neighbourhood's range. */
const CHANNEL_MARGIN = 24;
/** The share of pixels that may still differ across versions: isolated hinting pixels, no shape. */
const ALLOWED_RATIO = 0.0002;

type Picture = { metadata: { width: number; height: number }; data: ArrayLike<number> };

/** Whether pixel `at` of `from` lies within the colours of `within`'s 3x3 neighbourhood of (x, y). */
function insideNeighbourhood(from: Picture, at: number, within: Picture, x: number, y: number): boolean {
  const { width, height } = within.metadata;
  for (let channel = 0; channel < 4; channel++) {
    let low = 255;
    let high = 0;
    for (let dy = -1; dy <= 1; dy++) {
      const row = y + dy;
      if (row < 0 || row >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const column = x + dx;
        if (column < 0 || column >= width) continue;
        const value = within.data[(row * width + column) * 4 + channel]!;
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
    const value = from.data[at + channel]!;
    if (value < low - CHANNEL_MARGIN || value > high + CHANNEL_MARGIN) return false;
  }
  return true;
}

/** The pixels that differ beyond what another Chromium's text rendering explains. */
export function changedAcrossVersions(reference: Picture, actual: Picture, diff?: Uint8Array): number {
  const { width, height } = reference.metadata;
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      let same = true;
      for (let channel = 0; channel < 4 && same; channel++) {
        same = Math.abs(reference.data[at + channel]! - actual.data[at + channel]!) <= CHANNEL_MARGIN;
      }
      const explained =
        same || (insideNeighbourhood(actual, at, reference, x, y) && insideNeighbourhood(reference, at, actual, x, y));
      if (!explained) changed++;
      if (diff) diff.set(explained ? [255, 255, 255, 255] : [255, 0, 0, 255], at);
    }
  }
  return changed;
}

/** vitest's comparator interface (`browser.expect.toMatchScreenshot.comparators`). */
export function acrossChromiumVersions(
  reference: Picture,
  actual: Picture,
  { createDiff }: { createDiff: boolean },
): { pass: boolean; diff: Uint8Array | null; message: string | null } {
  const { width, height } = reference.metadata;
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  const diff = createDiff ? new Uint8Array(width * height * 4) : undefined;
  const changed = changedAcrossVersions(reference, actual, diff);
  const pass = changed <= Math.floor(width * height * ALLOWED_RATIO);
  return {
    pass,
    diff: diff ?? null,
    message: pass ? null : `${changed} pixels differ beyond another Chromium's text rendering.`,
  };
}

/** The Chromium major version of a user agent (`HeadlessChrome/156.0...`); 0 when it names none. */
export function chromiumMajor(userAgent: string): number {
  return Number(userAgent.match(/Chrom(?:e|ium)\/(\d+)/)?.[1] ?? 0);
}

declare module 'vitest/browser' {
  interface ScreenshotComparatorRegistry {
    [ACROSS_VERSIONS_COMPARATOR]: Record<string, never>;
  }
}
