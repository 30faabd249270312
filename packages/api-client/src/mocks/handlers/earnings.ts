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
import type { Earnings, Order } from '../../generated/sikaApi.ts';
import { dbFor, vendorForToken } from '../db.ts';
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

/**
 * The Earnings answer for `orders` (one vendor's) on `today`, by the contract's rules (getEarnings):
 * instalments of orders not cancelled still due after today, by the month they fall due; orders
 * not cancelled by month, plan and product; every order by status. The api does it in SQL.
 */
export function earningsOf(orders: readonly Order[], today: Date = EARNINGS_TODAY): Earnings {
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
      if (payment.upcoming) owed.add(payment.dueDate.slice(0, 7), toPesewas(order[payment.field]));
    }
    value.add(order.createdAt.slice(0, 7), total);
    plans.add(order.paymentDuration, total);
    products.add(order.product._id, total);
    const newest = titles.get(order.product._id);
    if (!newest || order.createdAt > newest.at)
      titles.set(order.product._id, { title: order.product.title, at: order.createdAt });
  }
  return {
    asOf: today.toISOString().slice(0, 10),
    owedTotal: fromPesewas(months.owed.reduce((sum, month) => sum + owed.get(month).pesewas, 0)),
    owedByMonth: months.owed.map((month) => ({
      month,
      amount: fromPesewas(owed.get(month).pesewas),
      payments: owed.get(month).count,
    })),
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
    const own = dbFor(request).orders.filter((order) => order.product.vendorEmail === vendor.email);
    return HttpResponse.json<Earnings>(earningsOf(own));
  }),
};
