import { describe, expect, it } from 'vitest';
import { formatListPrice, formatPlanAmount, fromPesewas, isWholePesewas, toPesewas } from './money.ts';

describe('toPesewas / fromPesewas', () => {
  it('converts GHS to whole pesewas, free of binary floating error', () => {
    expect(toPesewas(1200)).toBe(120_000);
    expect(toPesewas(0.1 + 0.2)).toBe(30);
    expect(toPesewas(1.005)).toBe(101);
    expect(toPesewas(19.99)).toBe(1999);
    expect(toPesewas(0.004)).toBe(0);
    expect(Object.is(toPesewas(-0.001), 0)).toBe(true);
  });

  it('rejects amounts that are not finite', () => {
    expect(() => toPesewas(Number.NaN)).toThrow(RangeError);
    expect(() => toPesewas(Infinity)).toThrow(RangeError);
  });

  it('converts back', () => {
    expect(fromPesewas(120_000)).toBe(1200);
    expect(fromPesewas(1999)).toBe(19.99);
    expect(fromPesewas(toPesewas(12.34))).toBe(12.34);
  });
});

describe('isWholePesewas', () => {
  it('takes whole and two-decimal amounts, binary noise forgiven', () => {
    for (const ghs of [0, 1, 0.01, 0.1 + 0.2, 95.5, 1450.99, 10_000_000])
      expect(isWholePesewas(ghs), String(ghs)).toBe(true);
  });

  it('refuses finer amounts, however small, and what is not finite', () => {
    for (const ghs of [4e-9, 1e-300, 0.001, 1.005, 12.345, Number.NaN, Infinity]) {
      expect(isWholePesewas(ghs), String(ghs)).toBe(false);
    }
  });
});

describe('formatListPrice', () => {
  it("shows 'GHC {price}' with the number as given, up to 2 decimals, no separators", () => {
    expect(formatListPrice(1200)).toBe('GHC 1200');
    expect(formatListPrice(1234567)).toBe('GHC 1234567');
    expect(formatListPrice(19.99)).toBe('GHC 19.99');
    expect(formatListPrice(12.5)).toBe('GHC 12.5');
    expect(formatListPrice(0.1 + 0.2)).toBe('GHC 0.3');
    expect(formatListPrice(9.999)).toBe('GHC 10');
    expect(formatListPrice(0)).toBe('GHC 0');
  });

  it('does not show NaN', () => {
    expect(formatListPrice(Number.NaN)).toBe('GHC -');
  });
});

describe('formatPlanAmount', () => {
  it("shows 'GHS {amount}' as a whole rounded number", () => {
    expect(formatPlanAmount(660)).toBe('GHS 660');
    expect(formatPlanAmount(659.5)).toBe('GHS 660');
    expect(formatPlanAmount(659.49)).toBe('GHS 659');
    expect(formatPlanAmount(12345)).toBe('GHS 12345');
    expect(formatPlanAmount(-0.2)).toBe('GHS 0');
    expect(formatPlanAmount(Infinity)).toBe('GHS -');
  });
});
