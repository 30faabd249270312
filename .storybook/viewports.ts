import { theme } from '../packages/ui/src/theme/theme.ts';

/**
 * The two widths every screen is designed for, taken from the theme's breakpoints: a 360 px phone
 * (most vendors use one) and a desktop. Storybook offers them as viewports, and every story is
 * screenshotted at both (see vitest.setup.ts).
 */
const px = (value: string) => Number.parseInt(value, 10);

/** Height of the first screen; a taller page is captured in full (the viewport grows to fit it). */
export const VIEWPORT_HEIGHT = 800;

export const SCREENSHOT_WIDTHS = {
  phone: px(theme.breakpoints.phone),
  desktop: px(theme.breakpoints.desktop),
} as const;

export type ViewportName = keyof typeof SCREENSHOT_WIDTHS;

/** Storybook's viewport toolbar options (`parameters.viewport.options`). */
export const viewportOptions = {
  phone: {
    name: `Phone ${SCREENSHOT_WIDTHS.phone}`,
    styles: { width: `${SCREENSHOT_WIDTHS.phone}px`, height: `${VIEWPORT_HEIGHT}px` },
    type: 'mobile',
  },
  desktop: {
    name: `Desktop ${SCREENSHOT_WIDTHS.desktop}`,
    styles: { width: `${SCREENSHOT_WIDTHS.desktop}px`, height: `${VIEWPORT_HEIGHT}px` },
    type: 'desktop',
  },
} as const;
