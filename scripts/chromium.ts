import { execSync } from 'node:child_process';

/**
 * The browser every test here drives: Debian's Chromium by default (no browser download works on
 * these machines); CHROMIUM_PATH points elsewhere, e.g. Playwright's own browser on a laptop.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const found = execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' });
    return found.toString().trim() || undefined;
  } catch {
    return undefined; // fall back to Playwright's own browser, if installed
  }
}

/** Root in a sandboxed container, and no background traffic on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
