import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatMonth, isoDay } from './dates.ts';

describe('dates', () => {
  it('read in UTC', () => {
    expect(formatDay('2026-03-02T23:30:00.000Z')).toBe('2 Mar 2026');
    expect(formatMonth('2026-01-31T09:30:00.000Z')).toBe('January 2026');
    expect(isoDay('2026-03-02T23:30:00.000Z')).toBe('2026-03-02');
    expect(formatMoment('2026-03-02T09:05:00.000Z')).toBe('2 Mar 2026, 09:05 UTC');
  });

  it('give nothing for a text that is not a date', () => {
    expect(formatDay('soon')).toBe('');
    expect(formatMonth('')).toBe('');
    expect(isoDay('x')).toBe('');
    expect(formatMoment('later')).toBe('');
  });
});
