import type { Statement } from '@sika/api-client/later';
import { isoDay, toCsv, toPesewas, payoutsMessages } from '@sika/domain';
import { instalmentLabel } from './format.ts';

const text = payoutsMessages;

/**
 * GHS to the pesewa, as the orders CSV writes it: 1250.50, never 1250.5. A balance below zero (refunds
 * outweighing what waits) is a number, so the formula guard of toCsv leaves its minus alone.
 */
const cell = (ghs: number) => (ghs < 0 ? toPesewas(ghs) / 100 : (toPesewas(ghs) / 100).toFixed(2));

/**
 * The monthly statement as a CSV file, made on the device from the answer on screen
 * (docs/product.md, Payouts): the opening balance, every entry of the month oldest first with the
 * balance after it (what came in, and what went out: refunds and payouts), and the closing balance.
 */
export function statementCsv(statement: Statement): string {
  const balanceRow = (name: string, ghs: number) => ['', name, '', '', '', '', '', cell(ghs)];
  return toCsv([
    [
      text.dateColumn,
      text.entryColumn,
      text.orderColumn,
      text.instalmentColumn,
      text.referenceColumn,
      text.moneyInColumn,
      text.moneyOutColumn,
      text.balanceColumn,
    ],
    balanceRow(text.opening, statement.opening),
    ...statement.entries.map((entry) => [
      isoDay(entry.at),
      text.entryKinds[entry.kind],
      entry.orderNumber ?? '',
      instalmentLabel(entry.instalment),
      entry.reference ?? '',
      entry.kind === 'collected' ? cell(entry.amount) : '',
      entry.kind === 'collected' ? '' : cell(entry.amount),
      cell(entry.balance),
    ]),
    balanceRow(text.closing, statement.closing),
  ]);
}
