import { describe, expect, it } from 'vitest';
import { statementCsv } from './statementCsv.ts';

describe('statementCsv', () => {
  it('writes the opening balance, each entry in or out with the balance after it, and the closing balance', () => {
    const csv = statementCsv({
      month: '2026-03',
      opening: 100,
      closing: 0,
      collected: 1250.5,
      refunded: 50,
      paidOut: 1300.5,
      entries: [
        {
          at: '2026-03-02T10:00:00.000Z',
          kind: 'collected',
          orderNumber: 'SK-100001',
          instalment: 1,
          reference: null,
          amount: 1250.5,
          balance: 1350.5,
        },
        {
          at: '2026-03-03T10:00:00.000Z',
          kind: 'refund',
          orderNumber: '=SK-1',
          instalment: null,
          reference: null,
          amount: 50,
          balance: 1300.5,
        },
        {
          at: '2026-03-09T06:00:00.000Z',
          kind: 'payout',
          orderNumber: null,
          instalment: null,
          reference: 'SIKA-PO-2026-000123',
          amount: 1300.5,
          balance: 0,
        },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Entry,Order,Instalment,Reference,Money in,Money out,Balance',
      ',Opening balance,,,,,,100.00',
      '2026-03-02,Collected,SK-100001,Initial payment,,1250.50,,1350.50',
      // A cell a spreadsheet would run as a formula stays text, as in the orders' CSV.
      "2026-03-03,Refund,'=SK-1,,,,50.00,1300.50",
      '2026-03-09,Payout,,,SIKA-PO-2026-000123,,1300.50,0.00',
      ',Closing balance,,,,,,0.00',
      '',
    ]);
  });

  it('writes a balance below zero as a number, not as text', () => {
    const csv = statementCsv({
      month: '2026-03',
      opening: -20.5,
      closing: -20.5,
      collected: 0,
      refunded: 0,
      paidOut: 0,
      entries: [],
    });
    expect(csv).toContain(',Opening balance,,,,,,-20.5\r\n');
  });
});
