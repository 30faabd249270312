// What the vendor's orders add up to (GET /api/earnings, docs/product.md, Earnings): the database
// groups them (db/queries/earnings.ts); this fills in the months and plans nobody ordered in, in
// the contract's order, and turns pesewas into GHS. What buyers paid, and did not pay on time, comes
// from the ledger beside it (vendorCollections), and an instalment paid before its due date is taken
// out of what is still to come, so collected, still to come and late never count one payment twice.
// The list-cache hook (http/list-cache.ts) adds the ETag and answers an unchanged request with 304,
// like the lists: a payment recorded notifies the vendor's change like an order does.
import { earningsMonths, fromPesewas, ORDER_PLAN_MONTHS, ORDER_STATUSES, planLabel } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { vendorCollections, vendorEarnings, type EarningsRow } from '../db/queries/earnings.ts';
import type { Schemas } from '../http/contract.ts';

export function earningsHandlers(ctx: AppContext) {
  return {
    async getEarnings(request: FastifyRequest): Promise<Schemas['Earnings']> {
      const caller = callerOf(request);
      const now = ctx.clock();
      const asOf = now.toISOString().slice(0, 10);
      const months = earningsMonths(now);
      const [rows, collections] = await Promise.all([
        vendorEarnings(ctx.db, caller.id, asOf, `${months.value[0]}-01`),
        vendorCollections(ctx.db, caller.id, asOf),
      ]);
      const of = (kind: EarningsRow['kind']) =>
        new Map(rows.filter((row) => row.kind === kind).map((row) => [row.key, row]));
      const figure = (row: EarningsRow | undefined) => ({
        amount: fromPesewas(row?.pesewas ?? 0),
        count: row?.count ?? 0,
      });

      const owed = of('owed');
      const early = new Map(collections.filter((row) => row.kind === 'early').map((row) => [row.key, row]));
      // Falling due that month, less what buyers paid ahead of time.
      const stillOwed = (month: string) => ({
        pesewas: (owed.get(month)?.pesewas ?? 0) - (early.get(month)?.pesewas ?? 0),
        count: (owed.get(month)?.count ?? 0) - (early.get(month)?.count ?? 0),
      });
      const owedByMonth = months.owed.map((month) => {
        const { pesewas, count } = stillOwed(month);
        return { month, amount: fromPesewas(pesewas), payments: count };
      });
      const one = (kind: 'collected' | 'due' | 'paid') => collections.find((row) => row.kind === kind);
      // Late: due by today of orders still open, less what of it the ledger holds as collected.
      const late = {
        pesewas: (one('due')?.pesewas ?? 0) - (one('paid')?.pesewas ?? 0),
        count: (one('due')?.count ?? 0) - (one('paid')?.count ?? 0),
      };
      const value = of('value');
      const plans = of('plan');
      const statuses = of('status');
      return {
        asOf,
        // Summed in pesewas: GHS amounts added as numbers could drift by a pesewa.
        owedTotal: fromPesewas(months.owed.reduce((sum, month) => sum + stillOwed(month).pesewas, 0)),
        owedByMonth,
        collectedTotal: fromPesewas(one('collected')?.pesewas ?? 0),
        lateTotal: fromPesewas(late.pesewas),
        latePayments: late.count,
        valueByMonth: months.value.map((month) => {
          const { amount, count } = figure(value.get(month));
          return { month, amount, orders: count };
        }),
        byPlan: ORDER_PLAN_MONTHS.map((planMonths) => {
          const { amount, count } = figure(plans.get(planLabel(planMonths)));
          return { months: planMonths, amount, orders: count };
        }),
        byStatus: ORDER_STATUSES.map((status) => {
          const { amount, count } = figure(statuses.get(status));
          return { status, amount, orders: count };
        }),
        // The statement sorts them already; a union's order is not promised, so again here.
        topProducts: rows
          .filter((row) => row.kind === 'product')
          .toSorted((a, b) => b.pesewas - a.pesewas || b.count - a.count || a.key.localeCompare(b.key))
          .map((row) => ({
            productId: row.key,
            title: row.title ?? '',
            amount: fromPesewas(row.pesewas),
            orders: row.count,
          })),
      };
    },
  };
}
