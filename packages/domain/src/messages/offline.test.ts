import { describe, expect, it } from 'vitest';
import { offlineMessages, savedAtTime } from './offline.ts';

describe('savedAtTime', () => {
  it('reads the local clock in 24-hour time with two-digit hours and minutes', () => {
    expect(savedAtTime(new Date(2026, 10, 26, 14, 5))).toBe('14:05');
    expect(savedAtTime(new Date(2026, 10, 26, 0, 7))).toBe('00:07');
    expect(savedAtTime(new Date(2026, 10, 26, 23, 59, 59))).toBe('23:59');
  });
});

describe('offlineMessages.banner', () => {
  it('says when the data shown was saved', () => {
    expect(offlineMessages.banner(new Date(2026, 10, 26, 14, 5))).toBe(
      'You are offline. Showing what you saw at 14:05.',
    );
  });

  it('says only that the phone is offline before any saved data is shown', () => {
    expect(offlineMessages.banner(null)).toBe('You are offline.');
  });
});
