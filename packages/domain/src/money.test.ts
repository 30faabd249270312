import { describe, expect, it } from 'vitest';
import {
  formatListPrice,
  formatMoney,
  formatPlanAmount,
  fromPesewas,
  isWholePesewas,
  parseMoneyText,
  withoutCurrency,
  toPesewas,
} from './money.ts';

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

describe('formatMoney', () => {
  it('groups thousands with commas and shows pesewas as two decimals only when there are any', () => {
    expect(formatMoney(3500)).toBe('GHS 3,500');
    expect(formatMoney(95.5)).toBe('GHS 95.50');
    expect(formatMoney(1234567.8, { label: 'GHC' })).toBe('GHC 1,234,567.80');
    expect(formatMoney(0.1 + 0.2)).toBe('GHS 0.30');
    expect(formatMoney(999.999)).toBe('GHS 1,000');
    expect(formatMoney(10_000_000)).toBe('GHS 10,000,000');
    expect(formatMoney(-0.001)).toBe('GHS 0');
    expect(formatMoney(-0.5)).toBe('−GHS 0.50');
    expect(formatMoney(-1234.05)).toBe('−GHS 1,234.05');
    expect(formatMoney(-50, { label: 'GHC' })).toBe('−GHC 50');
    expect(formatMoney(1.07)).toBe('GHS 1.07');
  });

  it('rounds to whole cedis when asked, half a cedi up', () => {
    expect(formatMoney(1925.49, { whole: true })).toBe('GHS 1,925');
    expect(formatMoney(1924.5, { whole: true })).toBe('GHS 1,925');
    expect(formatMoney(-0.2, { whole: true })).toBe('GHS 0');
    expect(formatMoney(-1924.5, { whole: true })).toBe('−GHS 1,925');
  });

  it('never shows NaN', () => {
    expect(formatMoney(Number.NaN, { label: 'GHC' })).toBe('GHC -');
    expect(formatMoney(Infinity, { whole: true })).toBe('GHS -');
  });

  it('prints what a hand-built en-US text would, so Node and the browser agree', () => {
    // The api's e-mails run this in Node; the portal in Chromium. Both must print ASCII commas and points.
    expect(formatMoney(1234567.89)).toMatch(/^GHS 1,234,567\.89$/);
  });
});

describe('formatListPrice', () => {
  it("shows 'GHC {price}' with grouped thousands and pesewas where there are any", () => {
    expect(formatListPrice(1200)).toBe('GHC 1,200');
    expect(formatListPrice(3500)).toBe('GHC 3,500');
    expect(formatListPrice(1234567)).toBe('GHC 1,234,567');
    expect(formatListPrice(19.99)).toBe('GHC 19.99');
    expect(formatListPrice(95.5)).toBe('GHC 95.50');
    expect(formatListPrice(0.1 + 0.2)).toBe('GHC 0.30');
    expect(formatListPrice(9.999)).toBe('GHC 10');
    expect(formatListPrice(0)).toBe('GHC 0');
  });

  it('does not show NaN', () => {
    expect(formatListPrice(Number.NaN)).toBe('GHC -');
  });
});

describe('formatPlanAmount', () => {
  it("shows 'GHS {amount}' as a whole rounded number with grouped thousands", () => {
    expect(formatPlanAmount(660)).toBe('GHS 660');
    expect(formatPlanAmount(659.5)).toBe('GHS 660');
    expect(formatPlanAmount(659.49)).toBe('GHS 659');
    expect(formatPlanAmount(1925)).toBe('GHS 1,925');
    expect(formatPlanAmount(12345)).toBe('GHS 12,345');
    expect(formatPlanAmount(-0.2)).toBe('GHS 0');
    expect(formatPlanAmount(Infinity)).toBe('GHS -');
  });
});

describe('parseMoneyText', () => {
  it('takes thousands commas, a decimal point and surrounding spaces', () => {
    expect(parseMoneyText('3,500')).toBe(3500);
    expect(parseMoneyText('3500.5')).toBe(3500.5);
    expect(parseMoneyText('  3500 ')).toBe(3500);
    expect(parseMoneyText('1,250,000.50')).toBe(1_250_000.5);
    expect(parseMoneyText('.5')).toBe(0.5);
    expect(parseMoneyText('12.')).toBe(12);
    expect(parseMoneyText('0')).toBe(0);
  });

  it('takes the currency before the amount, as the product import does', () => {
    expect(parseMoneyText('GHC 3,500')).toBe(3500);
    expect(parseMoneyText('GH₵ 3,500')).toBe(3500);
    expect(parseMoneyText('GHS 1,250.50')).toBe(1250.5);
    expect(parseMoneyText(' gh¢3500 ')).toBe(3500);
    expect(parseMoneyText('₵ 95.5')).toBe(95.5);
    expect(withoutCurrency('GH₵ 3,500')).toBe('3,500');
  });

  it('reads a minus and extra decimals, so the checks can name what is wrong', () => {
    expect(parseMoneyText('-5')).toBe(-5);
    expect(parseMoneyText('-1,000')).toBe(-1000);
    expect(parseMoneyText('12.345')).toBe(12.345);
  });

  it('refuses what it would have to guess', () => {
    for (const text of [
      '',
      ' ',
      '3,50',
      '35,00',
      '3,500,0',
      ',500',
      '3 500',
      '1e3',
      '0x10',
      'GHS',
      '30 GHS',
      'GHS GHS 30',
      'USD 30',
      '3.500,00',
      'abc',
      '--5',
      'Infinity',
    ])
      expect(parseMoneyText(text), text).toBeNaN();
  });
});
