/**
 * Where the early panel (early/earlyPanel.ts) meets the page: the names both the dashboard's shell
 * and the page's inline script use. A module of its own because the app needs only these names at
 * run time: the template and the script's builders are the build's, and their module's top level
 * would otherwise ride along in the entry every page loads.
 */
export const EARLY_PANEL = {
  /** The <template> holding the panel (outside the app's root, so React never touches it). */
  templateId: 'sika-early-products',
  /** Marks the element of the dashboard's shell whose content the panel replaces. */
  slotAttribute: 'data-early-panel',
  /** Where the page leaves the promise of its drawing (the app's loader waits on it). */
  global: '__sikaEarlyPanel',
} as const;
