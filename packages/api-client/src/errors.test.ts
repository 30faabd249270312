import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './errors.ts';

describe('errorMessageOf (spec section 8 order)', () => {
  const fallback = 'Login failed. Please try again.';
  it('prefers msg, then message', () => {
    expect(errorMessageOf({ status: 401, data: { msg: 'A', message: 'B' } }, fallback)).toBe('A');
    expect(errorMessageOf({ status: 401, data: { message: 'B' } }, fallback)).toBe('B');
  });
  it('reads error when asked (sign-up order: msg, error)', () => {
    expect(errorMessageOf({ status: 409, data: { error: 'Taken' } }, fallback, ['msg', 'error'])).toBe('Taken');
  });
  it("falls back to the transport error's text, then to the fallback", () => {
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fallback)).toBe(
      'TypeError: Failed to fetch',
    );
    expect(errorMessageOf({ status: 500, data: '<html>' }, fallback)).toBe(fallback);
    expect(errorMessageOf({ message: 'Rejected' }, fallback)).toBe('Rejected');
    expect(errorMessageOf(undefined, fallback)).toBe(fallback);
  });
});
