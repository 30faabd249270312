import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterFirstUse, NOT_FIRST_USE } from './whenIdle.ts';

// A page that has loaded, with requestIdleCallback on a timer, in Node.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstUse', () => {
  test('runs nothing while the page is only looked at, however long', () => {
    const run = vi.fn();
    afterFirstUse(run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });

  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    test(`runs once, when idle after the first ${type}`, () => {
      const run = vi.fn();
      afterFirstUse(run);
      window.dispatchEvent(new Event(type));
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(50);
      expect(run).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(1_000);
      expect(run).toHaveBeenCalledTimes(1);
    });
  }

  test('a focus alone (an autofocused field) is not a use', () => {
    const run = vi.fn();
    afterFirstUse(run);
    window.dispatchEvent(new Event('focusin'));
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });

  test(`a tap inside [${NOT_FIRST_USE}] (the update prompt) is not a use; the next one elsewhere is`, () => {
    const run = vi.fn();
    afterFirstUse(run);
    /** A pointerdown on an element inside (or outside) the marked one. */
    const tap = (inside: boolean) =>
      Object.defineProperty(new Event('pointerdown'), 'target', {
        value: { closest: (selector: string) => (inside && selector === `[${NOT_FIRST_USE}]` ? {} : null) },
      });
    window.dispatchEvent(tap(true));
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(tap(false));
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('cancelled before or after the first use, it never runs', () => {
    const before = vi.fn();
    afterFirstUse(before)();
    window.dispatchEvent(new Event('keydown'));
    const after = vi.fn();
    const cancel = afterFirstUse(after);
    window.dispatchEvent(new Event('keydown'));
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
