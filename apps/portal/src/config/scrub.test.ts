import { describe, expect, it } from 'vitest';
import { scrubSecrets } from './scrub.ts';

describe('scrubSecrets', () => {
  it('hides the token of a reset link, in page and api URLs alike', () => {
    expect(scrubSecrets('https://sika.test/reset-password/abc_DEF-123?x=1')).toBe(
      'https://sika.test/reset-password/[token]?x=1',
    );
    expect(scrubSecrets('POST /api/vendor/reset-vendor-password/abc')).toBe(
      'POST /api/vendor/reset-vendor-password/abc',
    );
    expect(scrubSecrets('/api/vendor/reset-password/abc and /reset-password/def')).toBe(
      '/api/vendor/reset-password/[token] and /reset-password/[token]',
    );
  });
  it('leaves other text alone', () => {
    expect(scrubSecrets('/vendor-main-page')).toBe('/vendor-main-page');
  });
});
