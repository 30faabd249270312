// The vendor's payouts and statements (docs/product.md, The ledger), read from the ledger
// (db/queries/ledger.ts) through the caller's id only: GET /api/payouts (balance, next payout day,
// payouts, late instalments), GET /api/payouts/{payoutId} (one with its breakdown) and
// GET /api/statements/{month}. The list-cache hook (http/list-cache.ts) adds the ETag of the list
// and the statement, and answers an unchanged request with 304.
import {
  fromPesewas,
  LATE_PAGE,
  maskGhanaPhone,
  nextPayoutDay,
  payoutReferenceKey,
  serverMessages,
} from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { findOwnPayout, lateInstalments, listPayouts, vendorBalance, vendorStatement } from '../db/queries/ledger.ts';
import { isProductId } from '../db/queries/products.ts';
import type { PayoutRow } from '../db/schema.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';

function toPayout(row: PayoutRow): Schemas['Payout'] {
  return {
    _id: row.id,
    paidAt: row.createdAt.toISOString(),
    amount: fromPesewas(row.pesewas),
    momoMasked: maskGhanaPhone(row.momoMobile),
    reference: row.reference,
  };
}

export function payoutHandlers(ctx: AppContext) {
  const { db } = ctx;

  return {
    async getPayouts(request: FastifyRequest<RouteOf<'getPayouts'>>): Promise<Schemas['Payouts']> {
      const caller = callerOf(request);
      const asOf = ctx.clock().toISOString().slice(0, 10);
      const key = payoutReferenceKey(request.query.q ?? '');
      const lateMost = request.query.lateMost ?? LATE_PAGE;
      // One more than listed says whether more are late.
      const [balance, rows, lateAndOne] = await Promise.all([
        vendorBalance(db, caller.id),
        listPayouts(db, caller.id, key === '' ? undefined : key),
        lateInstalments(db, caller.id, asOf, lateMost + 1),
      ]);
      const late = lateAndOne.slice(0, lateMost);
      return {
        asOf,
        balance: fromPesewas(balance),
        nextPayoutOn: nextPayoutDay(asOf, ctx.config.payoutSchedule),
        schedule: ctx.config.payoutSchedule,
        payouts: rows.map(toPayout),
        late: late.map((row) => ({
          orderId: row.orderId,
          orderNumber: row.orderNumber,
          instalment: row.instalment,
          dueDate: row.dueDate,
          amount: fromPesewas(row.pesewas),
        })),
        lateMore: lateAndOne.length > lateMost,
      };
    },

    async getPayout(request: FastifyRequest<RouteOf<'getPayout'>>): Promise<Schemas['PayoutDetails']> {
      const caller = callerOf(request);
      const { payoutId } = request.params;
      // Another vendor's payout is not found, exactly like an unknown id.
      const found = isProductId(payoutId) ? await findOwnPayout(db, caller.id, payoutId) : undefined;
      if (!found) throw new HttpError(404, 'NOT_FOUND', serverMessages.payoutNotFound);
      const refunds = found.items.filter((item) => item.kind === 'refund');
      return {
        ...toPayout(found.payout),
        refundsDeducted: fromPesewas(refunds.reduce((sum, item) => sum + item.pesewas, 0)),
        items: found.items.map((item) => ({
          kind: item.kind,
          orderId: item.orderId,
          orderNumber: item.orderNumber,
          instalment: item.instalment,
          amount: fromPesewas(item.pesewas),
        })),
      };
    },

    async getStatement(request: FastifyRequest<RouteOf<'getStatement'>>): Promise<Schemas['Statement']> {
      const caller = callerOf(request);
      const { month } = request.params;
      const now = ctx.clock();
      if (month > now.toISOString().slice(0, 7)) {
        throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, {
          month: serverMessages.fields.statementMonth,
        });
      }
      const [year, monthIndex] = month.split('-').map(Number) as [number, number];
      const from = new Date(Date.UTC(year, monthIndex - 1, 1));
      const to = new Date(Date.UTC(year, monthIndex, 1));
      const { openingPesewas, entries } = await vendorStatement(db, caller.id, from, to);
      let balance = openingPesewas;
      const sums = { collected: 0, refund: 0, payout: 0 };
      const lines = entries.map((entry) => {
        balance += entry.kind === 'collected' ? entry.pesewas : -entry.pesewas;
        sums[entry.kind] += entry.pesewas;
        return {
          at: entry.at.toISOString(),
          kind: entry.kind,
          orderNumber: entry.orderNumber,
          instalment: entry.instalment,
          reference: entry.reference,
          amount: fromPesewas(entry.pesewas),
          balance: fromPesewas(balance),
        };
      });
      return {
        month,
        opening: fromPesewas(openingPesewas),
        closing: fromPesewas(balance),
        collected: fromPesewas(sums.collected),
        refunded: fromPesewas(sums.refund),
        paidOut: fromPesewas(sums.payout),
        entries: lines,
      };
    },
  };
}
