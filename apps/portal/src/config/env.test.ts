import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPortalConfig } from './env.ts';

vi.stubGlobal('window', { location: { origin: 'https://vendors.sika.test' } });
afterEach(() => vi.restoreAllMocks());

describe('readPortalConfig', () => {
  it('has working defaults', () => {
    expect(readPortalConfig({})).toEqual({ brandName: 'Sika', brandLogoUrl: null, apiBaseUrl: '', sentryDsn: null });
  });
  it('reads the brand, the api origin and the DSN', () => {
    expect(
      readPortalConfig({
        VITE_BRAND_NAME: ' Kente Market ',
        VITE_BRAND_LOGO_URL: '/logo.svg',
        VITE_API_BASE_URL: 'https://api.sika.test',
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/1',
      }),
    ).toEqual({
      brandName: 'Kente Market',
      brandLogoUrl: 'https://vendors.sika.test/logo.svg',
      apiBaseUrl: 'https://api.sika.test/',
      sentryDsn: 'https://key@o1.ingest.sentry.io/1',
    });
  });
  it('reads the api address at build time too, where there is no window (the prerender)', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(readPortalConfig({ VITE_API_BASE_URL: 'https://api.sika.test' }).apiBaseUrl).toBe(
        'https://api.sika.test/',
      );
      // A path stays a path: the page's early-request script resolves it as the browser does.
      expect(readPortalConfig({ VITE_API_BASE_URL: '/backend' }).apiBaseUrl).toBe('/backend');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readPortalConfig({ VITE_API_BASE_URL: 'http://[::1' }).apiBaseUrl).toBe('');
      expect(error).toHaveBeenCalledWith(expect.stringContaining('VITE_API_BASE_URL'));
    } finally {
      vi.stubGlobal('window', { location: { origin: 'https://vendors.sika.test' } });
    }
  });
  it('ignores a bad URL with a message naming the variable, instead of breaking the portal', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPortalConfig({ VITE_API_BASE_URL: 'http://[::1' }).apiBaseUrl).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('VITE_API_BASE_URL'));
  });
});
