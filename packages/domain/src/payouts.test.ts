import { describe, expect, it } from 'vitest';
import { nextPayoutDay, payoutReferenceKey } from './payouts.ts';

describe('nextPayoutDay', () => {
  it('is the next Monday on the weekly schedule, a week on when today is a Monday', () => {
    expect(nextPayoutDay('2026-11-28', 'weekly')).toBe('2026-11-30'); // a Saturday
    expect(nextPayoutDay('2026-11-30', 'weekly')).toBe('2026-12-07'); // a Monday
    expect(nextPayoutDay('2026-12-06', 'weekly')).toBe('2026-12-07'); // a Sunday
  });

  it('is tomorrow on the daily schedule and the 1st of next month on the monthly one', () => {
    expect(nextPayoutDay('2026-12-31', 'daily')).toBe('2027-01-01');
    expect(nextPayoutDay('2026-01-31', 'monthly')).toBe('2026-02-01');
    expect(nextPayoutDay('2026-12-01', 'monthly')).toBe('2027-01-01');
  });
});

describe('payoutReferenceKey', () => {
  it('reads a reference however the SMS or the vendor writes it', () => {
    expect(payoutReferenceKey('SIKA-PO-2026-000123')).toBe('SIKAPO2026000123');
    expect(payoutReferenceKey(' sika po 2026 000123. ')).toBe('SIKAPO2026000123');
    expect(payoutReferenceKey('000123')).toBe('000123');
  });
});
