import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorMessageOf } from './errors.ts';

describe('errorMessageOf (the order of docs/product.md, Error messages)', () => {
  const fallback = 'Login failed. Please try again.';
  it('prefers msg, then message', () => {
    expect(errorMessageOf({ status: 401, data: { msg: 'A', message: 'B' } }, fallback)).toBe('A');
    expect(errorMessageOf({ status: 401, data: { message: 'B' } }, fallback)).toBe('B');
  });
  it('reads error when asked (sign-up order: msg, error)', () => {
    expect(errorMessageOf({ status: 409, data: { error: 'Taken' } }, fallback, ['msg', 'error'])).toBe('Taken');
  });
  it("says a transport error's message plainly, then falls back", () => {
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fallback)).toBe(
      'Could not reach Sika. Check your internet connection and try again.',
    );
    expect(errorMessageOf({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, fallback)).toBe(
      'Sika took too long to answer. Please try again.',
    );
    expect(
      errorMessageOf({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }, fallback),
    ).toBe(fallback);
    expect(errorMessageOf({ status: 500, data: '<html>' }, fallback)).toBe(fallback);
    expect(errorMessageOf({ message: 'Rejected' }, fallback)).toBe('Rejected');
    expect(errorMessageOf(undefined, fallback)).toBe(fallback);
  });
});

describe('errorCodeOf', () => {
  it("reads the Error body's code, and nothing from anything else", () => {
    expect(errorCodeOf({ status: 429, data: { message: 'Too many', code: 'LOGIN_LOCKED' } })).toBe('LOGIN_LOCKED');
    expect(errorCodeOf({ status: 429, data: { message: 'Too many' } })).toBeUndefined();
    expect(errorCodeOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(errorCodeOf({ status: 500, data: '<html>' })).toBeUndefined();
    expect(errorCodeOf(new Error('Rejected'))).toBeUndefined();
  });
});
