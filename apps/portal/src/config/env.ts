/**
 * Build-time configuration (VITE_* variables), checked once. A bad value falls back to the default
 * and says so in the console, so a typo never blanks the portal.
 */
export type PortalConfig = {
  brandName: string;
  brandLogoUrl: string | null;
  apiBaseUrl: string;
  sentryDsn: string | null;
};

function optionalUrl(name: string, value: string | undefined): string | null {
  if (!value) return null;
  try {
    if (typeof window !== 'undefined') return new URL(value, window.location.origin).toString();
    // At build time (the prerender reads this too) there is no page address: an absolute URL is
    // read as in the browser, a path is checked and kept as written (the page resolves it).
    if (URL.canParse(value)) return new URL(value).toString();
    new URL(value, 'http://build.invalid'); // throws for what a page could not read either
    return value;
  } catch {
    console.error(`${name} is not a URL (${value}); it is ignored.`);
    return null;
  }
}

export function readPortalConfig(env: Record<string, string | undefined> = import.meta.env): PortalConfig {
  const apiBaseUrl = optionalUrl('VITE_API_BASE_URL', env.VITE_API_BASE_URL);
  return {
    brandName: env.VITE_BRAND_NAME?.trim() || 'Sika',
    brandLogoUrl: optionalUrl('VITE_BRAND_LOGO_URL', env.VITE_BRAND_LOGO_URL),
    apiBaseUrl: apiBaseUrl ?? '',
    sentryDsn: env.VITE_SENTRY_DSN?.trim() || null,
  };
}
