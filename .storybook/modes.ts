import { SCREENSHOT_WIDTHS, VIEWPORT_HEIGHT } from './viewports.ts';

/**
 * Chromatic modes (`pnpm chromatic`): every story is snapshotted at both widths the product is
 * designed for, the theme's phone (360 px) and desktop (1280 px) breakpoints, each with its own
 * baseline (the same two widths as the local screenshots, see vitest.setup.ts).
 */
export const chromaticModes = {
  phone: { viewport: { width: SCREENSHOT_WIDTHS.phone, height: VIEWPORT_HEIGHT } },
  desktop: { viewport: { width: SCREENSHOT_WIDTHS.desktop, height: VIEWPORT_HEIGHT } },
} as const;
