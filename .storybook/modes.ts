/**
 * Chromatic modes (`pnpm chromatic`): every story is snapshotted at both widths the product is
 * designed for, a 360 px phone and a 1280 px desktop, each with its own baseline.
 */
export const chromaticModes = {
  phone: { viewport: { width: 360, height: 800 } },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
