import { describe, expect, it } from 'vitest';
import { scrubSecrets } from './scrub.ts';

describe('scrubSecrets', () => {
  it('hides the token of a reset link, in page and api URLs alike', () => {
    expect(scrubSecrets('https://sika.test/reset-password/abc_DEF-123?x=1')).toBe(
      'https://sika.test/reset-password/[token]?x=1',
    );
    expect(scrubSecrets('POST /api/vendor/reset-vendor-password/abc')).toBe(
      'POST /api/vendor/reset-vendor-password/[token]',
    );
    expect(scrubSecrets('/api/vendor/reset-password/abc and /reset-password/def')).toBe(
      '/api/vendor/reset-password/[token] and /reset-password/[token]',
    );
  });
  it('hides the api token in every field of an event: url, breadcrumb, message, nested data', () => {
    const event = {
      message: 'API resetVendorPassword failed: 500 at http://sika.test/api/vendor/reset-vendor-password/s3cr3t',
      request: { url: 'https://sika.test/reset-password/s3cr3t' },
      transaction: '/reset-password/s3cr3t',
      breadcrumbs: [
        { category: 'fetch', data: { method: 'POST', url: '/api/vendor/reset-vendor-password/s3cr3t?x=1' } },
        { category: 'navigation', data: { from: '/', to: '/reset-password/s3cr3t#top' } },
      ],
      extra: { referrer: 'https://sika.test/login?next=%2Freset-password%2Fs3cr3t&a=1' },
    };
    const scrubbed = scrubSecrets(JSON.stringify(event));
    expect(scrubbed).not.toContain('s3cr3t');
    expect(JSON.parse(scrubbed)).toMatchObject({
      breadcrumbs: [{ data: { url: '/api/vendor/reset-vendor-password/[token]?x=1' } }, {}],
      extra: { referrer: 'https://sika.test/login?next=%2Freset-password%2F[token]&a=1' },
    });
  });
  it('leaves other text alone', () => {
    expect(scrubSecrets('/vendor-main-page')).toBe('/vendor-main-page');
  });
});
