import { describe, expect, it } from 'vitest';
import { nationalGhanaPhoneOfStored } from './phoneDisplay.ts';
import { formatGhanaPhone } from './phones.ts';

describe('nationalGhanaPhoneOfStored', () => {
  it('writes a stored mobile or fixed number as the full phone rule does', () => {
    for (const stored of ['+233244123456', '+233302123456', '+233554000002', '+233209876543', '+233501234567']) {
      expect(nationalGhanaPhoneOfStored(stored)).toBe(formatGhanaPhone(stored));
    }
    expect(nationalGhanaPhoneOfStored('+233244123456')).toBe('024 412 3456');
  });

  it('shows anything of another shape as stored', () => {
    for (const stored of ['12', '', '0244123456', '+2332441234567', '+233 24 412 3456']) {
      expect(nationalGhanaPhoneOfStored(stored)).toBe(stored);
    }
  });
});
