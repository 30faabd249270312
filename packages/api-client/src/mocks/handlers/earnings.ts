import {
  earningsMonths,
  fromPesewas,
  ORDER_PLAN_MONTHS,
  ORDER_STATUSES,
  orderSchedule,
  planLabel,
  serverMessages,
  toPesewas,
} from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Payouts } from '../../generated/laterApi.ts';
import type { Earnings, Order } from '../../generated/sikaApi.ts';
import { dbFor, vendorForToken, type MockDb } from '../db.ts';
import { errorResponse } from '../errors.ts';

/** The fake backend's day for the Earnings figures: fixed, so stories look the same every day. */
export const EARNINGS_TODAY = new Date('2026-03-05T10:00:00Z');

type Figure = { pesewas: number; count: number };

function tally() {
  const figures = new Map<string, Figure>();
  return {
    add(key: string, pesewas: number) {
      const figure = figures.get(key) ?? { pesewas: 0, count: 0 };
      figures.set(key, { pesewas: figure.pesewas + pesewas, count: figure.count + 1 });
    },
    get: (key: string): Figure => figures.get(key) ?? { pesewas: 0, count: 0 },
    entries: () => [...figures.entries()],
  };
}

/** One vendor's ledger entries, as the fake backend keeps them. */
type Ledger = ReadonlyArray<Pick<MockDb['ledger'][number], 'kind' | 'orderId' | 'instalment' | 'pesewas'>>;

/** Whether the ledger holds instalment `instalment` (1 the initial payment) of the order as collected. */
const isCollected = (ledger: Ledger, orderId: string, instalment: number) =>
  ledger.some((entry) => entry.kind === 'collected' && entry.orderId === orderId && entry.instalment === instalment);

/**
 * Instalments due on or before `asOf` (YYYY-MM-DD) and not collected, of `orders` neither cancelled
 * nor completed, oldest due first: Payouts lists them, Earnings sums them.
 */
export function lateOf(orders: readonly Order[], ledger: Ledger, asOf: string): Payouts['late'] {
  const today = new Date(`${asOf}T23:59:59Z`);
  return orders
    .filter((order) => order.orderStatus !== 'Cancelled' && order.orderStatus !== 'Completed')
    .flatMap((order) =>
      (orderSchedule(order, today)?.payments ?? []).flatMap((payment) => {
        const instalment = payment.monthsAfterOrder + 1;
        if (payment.dueDate > asOf || isCollected(ledger, order._id, instalment)) return [];
        return [
          {
            orderId: order._id,
            orderNumber: order.orderNumber,
            instalment,
            dueDate: payment.dueDate,
            amount: payment.amountGhs,
          },
        ];
      }),
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.orderNumber.localeCompare(b.orderNumber));
}

/**
 * The Earnings answer for `orders` and `ledger` (one vendor's) on `today`, by the contract's rules
 * (getEarnings): instalments of orders not cancelled due after today and not collected yet, by the
 * month they fall due; what the ledger holds as collected less refunds; the late instalments
 * summed; orders not cancelled by month, plan and product; every order by status. The api does it
 * in SQL.
 */
export function earningsOf(orders: readonly Order[], today: Date = EARNINGS_TODAY, ledger: Ledger = []): Earnings {
  const months = earningsMonths(today);
  const owed = tally();
  const value = tally();
  const plans = tally();
  const statuses = tally();
  const products = tally();
  const titles = new Map<string, { title: string; at: string }>();
  for (const order of orders) {
    const total = toPesewas(order.totalPrice);
    statuses.add(order.orderStatus, total);
    if (order.orderStatus === 'Cancelled') continue;
    for (const payment of orderSchedule(order, today)?.payments ?? []) {
      if (payment.upcoming && !isCollected(ledger, order._id, payment.monthsAfterOrder + 1))
        owed.add(payment.dueDate.slice(0, 7), payment.amountPesewas);
    }
    value.add(order.createdAt.slice(0, 7), total);
    plans.add(order.paymentDuration, total);
    products.add(order.product._id, total);
    const newest = titles.get(order.product._id);
    if (!newest || order.createdAt > newest.at)
      titles.set(order.product._id, { title: order.product.title, at: order.createdAt });
  }
  const asOf = today.toISOString().slice(0, 10);
  const late = lateOf(orders, ledger, asOf);
  return {
    asOf,
    owedTotal: fromPesewas(months.owed.reduce((sum, month) => sum + owed.get(month).pesewas, 0)),
    owedByMonth: months.owed.map((month) => ({
      month,
      amount: fromPesewas(owed.get(month).pesewas),
      payments: owed.get(month).count,
    })),
    collectedTotal: fromPesewas(
      ledger.reduce(
        (sum, entry) =>
          sum + (entry.kind === 'collected' ? entry.pesewas : entry.kind === 'refund' ? -entry.pesewas : 0),
        0,
      ),
    ),
    lateTotal: fromPesewas(late.reduce((sum, entry) => sum + toPesewas(entry.amount), 0)),
    latePayments: late.length,
    valueByMonth: months.value.map((month) => ({
      month,
      amount: fromPesewas(value.get(month).pesewas),
      orders: value.get(month).count,
    })),
    byPlan: ORDER_PLAN_MONTHS.map((planMonths) => {
      const { pesewas, count } = plans.get(planLabel(planMonths));
      return { months: planMonths, amount: fromPesewas(pesewas), orders: count };
    }),
    byStatus: ORDER_STATUSES.map((status) => ({
      status,
      amount: fromPesewas(statuses.get(status).pesewas),
      orders: statuses.get(status).count,
    })),
    topProducts: products
      .entries()
      .sort(([aId, a], [bId, b]) => b.pesewas - a.pesewas || b.count - a.count || aId.localeCompare(bId))
      .slice(0, 5)
      .map(([productId, { pesewas, count }]) => ({
        productId,
        title: titles.get(productId)?.title ?? '',
        amount: fromPesewas(pesewas),
        orders: count,
      })),
  };
}

/** The Earnings call of the fake backend: the caller's orders only (by the product's vendorEmail), as on the api. */
export const earningsHandlers = {
  getEarnings: http.get('*/api/earnings', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    const db = dbFor(request);
    const own = db.orders.filter((order) => order.product.vendorEmail === vendor.email);
    const ledger = db.ledger.filter((entry) => entry.vendorEmail === vendor.email);
    return HttpResponse.json<Earnings>(earningsOf(own, EARNINGS_TODAY, ledger));
  }),
};
