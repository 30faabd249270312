// Earnings' figures are as of a UTC day (docs/product.md, Earnings): at UTC midnight the as-of
// date, the months shown and what still counts as owed move, and neither Earnings nor the changes
// poll that tells the portal to ask again may answer from what was kept the day before.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTestApp } from './helpers/app.ts';
import { call } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { insertOrder, seller } from './helpers/products.ts';

/** A minute before midnight UTC between 31 March and 1 April. */
const LAST_MINUTE = Date.parse('2026-03-31T23:59:00Z');

describe.each(drivers)('earnings across UTC midnight on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  it('moves the as-of day, the months and what is owed at midnight, with no answer kept from the day before', async () => {
    t.clock.advance(LAST_MINUTE - t.clock.now());
    const me = await seller(t.app, db());
    // GHS 100 due on 1 February, 1 March and 1 April: on 31 March only the last is still owed.
    const placed = new Date('2026-02-01T09:00:00Z');
    await insertOrder(db(), me, { _id: randomUUID(), title: 'Gas cooker' }, { createdAt: placed, updatedAt: placed });
    const earnings = (headers: Record<string, string> = {}) =>
      call(t.app, 'getEarnings', { token: me.accessToken, headers });
    const changes = (headers: Record<string, string> = {}) =>
      call(t.app, 'getChanges', { token: me.accessToken, headers });

    const before = await earnings();
    expect(before.statusCode).toBe(200);
    const beforeBody = before.json();
    expect(beforeBody.asOf).toBe('2026-03-31');
    expect(beforeBody.owedTotal).toBe(100);
    expect(beforeBody.owedByMonth.slice(0, 2)).toEqual([
      { month: '2026-03', amount: 0, payments: 0 },
      { month: '2026-04', amount: 100, payments: 1 },
    ]);
    expect(beforeBody.valueByMonth.at(-1)).toEqual({ month: '2026-03', amount: 0, orders: 0 });
    const etag = before.headers.etag as string;
    // Still the same day: unchanged, answered from what was kept.
    expect((await earnings({ 'if-none-match': etag })).statusCode).toBe(304);
    const poll = await changes();
    const version = poll.json().version as string;
    expect((await changes({ 'if-none-match': poll.headers.etag as string })).statusCode).toBe(304);

    t.clock.advance(2 * 60_000); // 00:01 on 1 April, nothing written in between
    const after = await earnings({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const afterBody = after.json();
    expect(afterBody.asOf).toBe('2026-04-01');
    // The April instalment falls due today: no longer owed.
    expect(afterBody.owedTotal).toBe(0);
    expect(afterBody.owedByMonth[0]).toEqual({ month: '2026-04', amount: 0, payments: 0 });
    expect(afterBody.owedByMonth.at(-1)!.month).toBe('2026-09');
    expect(afterBody.valueByMonth[0]!.month).toBe('2025-05');
    expect(afterBody.valueByMonth.at(-1)).toEqual({ month: '2026-04', amount: 0, orders: 0 });
    // The poll moves too, so an open portal asks Earnings again.
    const nextPoll = await changes({ 'if-none-match': poll.headers.etag as string });
    expect(nextPoll.statusCode).toBe(200);
    expect(nextPoll.json().version).not.toBe(version);
  });
});
