import {
  fromPesewas,
  LATE_MOST,
  LATE_PAGE,
  maskGhanaPhone,
  nextPayoutDay,
  orderSchedule,
  PAYOUT_SEARCH_MOST,
  payoutReferenceKey,
  serverMessages,
  toPesewas,
} from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Payout, PayoutDetails, Payouts, Statement } from '../../generated/laterApi.ts';
import { dbFor, mockDb, vendorForToken, type MockDb } from '../db.ts';
import { countRefusal, errorResponse } from '../errors.ts';
import { EARNINGS_TODAY, lateOf } from './earnings.ts';

/** The fake backend's day for the Payouts panel: the Earnings one, so stories look the same every day. */
export const PAYOUTS_TODAY = EARNINGS_TODAY;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ownLedger = (db: MockDb, vendorEmail: string) => db.ledger.filter((entry) => entry.vendorEmail === vendorEmail);

/** What waits to be paid out: the entries no payout settled (collected less refunded). */
function balancePesewas(db: MockDb, vendorEmail: string): number {
  return ownLedger(db, vendorEmail).reduce((sum, entry) => {
    if (entry.kind === 'payout' || entry.settledBy) return sum;
    return sum + (entry.kind === 'collected' ? entry.pesewas : -entry.pesewas);
  }, 0);
}

/**
 * The back office's `record-payment <order-number> <instalment>` on the fake backend: the buyer
 * paid that instalment (1 the initial payment), for its amount as the order holds it, once.
 */
export function recordMockPayment(orderNumber: string, instalment: number, at: string, db: MockDb = mockDb): void {
  const order = db.orders.find((candidate) => candidate.orderNumber === orderNumber);
  const payment = order && orderSchedule(order)?.payments[instalment - 1];
  if (!order || !payment) throw new RangeError(`${orderNumber}/${instalment}`);
  const recorded = db.ledger.some(
    (entry) => entry.kind === 'collected' && entry.orderId === order._id && entry.instalment === instalment,
  );
  if (recorded) return;
  db.ledger.push({
    kind: 'collected',
    vendorEmail: order.product.vendorEmail,
    at,
    orderId: order._id,
    orderNumber,
    instalment,
    pesewas: payment.amountPesewas,
  });
}

/** A refund of `amount` GHS handed back to the buyer of `orderNumber`, deducted from the next payout. */
export function recordMockRefund(orderNumber: string, amount: number, at: string, db: MockDb = mockDb): void {
  const order = db.orders.find((candidate) => candidate.orderNumber === orderNumber);
  if (!order) throw new RangeError(orderNumber);
  db.ledger.push({
    kind: 'refund',
    vendorEmail: order.product.vendorEmail,
    at,
    orderId: order._id,
    orderNumber,
    instalment: null,
    pesewas: toPesewas(amount),
  });
}

/**
 * The back office's `pay-out --vendor <e-mail>` on the fake backend: everything collected and not
 * yet paid out, less the refunds not yet deducted, to the vendor's MoMo number, with the next
 * reference. Nothing is paid (undefined) while nothing, or less than the refunds, waits.
 */
export function mockPayOut(vendorEmail: string, at: string, db: MockDb = mockDb): PayoutDetails | undefined {
  const pesewas = balancePesewas(db, vendorEmail);
  if (pesewas <= 0) return undefined;
  db.payoutSequence += 1;
  const sequence = db.payoutSequence;
  const _id = `c0ffee00-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const momo = db.accounts.get(vendorEmail)?.vendor.momo_mobile ?? '';
  const settled = ownLedger(db, vendorEmail).filter((entry) => entry.kind !== 'payout' && !entry.settledBy);
  for (const entry of settled) entry.settledBy = _id;
  db.ledger.push({ kind: 'payout', vendorEmail, at, orderId: null, orderNumber: null, instalment: null, pesewas });
  const payout = {
    vendorEmail,
    _id,
    paidAt: at,
    amount: fromPesewas(pesewas),
    momoMasked: maskGhanaPhone(momo),
    reference: `SIKA-PO-${at.slice(0, 4)}-${String(sequence).padStart(6, '0')}`,
    refundsDeducted: fromPesewas(
      settled.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.pesewas, 0),
    ),
    // By order number, then instalments before refunds, as the api lists them.
    items: [...settled]
      .sort(
        (a, b) =>
          (a.orderNumber ?? '').localeCompare(b.orderNumber ?? '') ||
          a.kind.localeCompare(b.kind) ||
          (a.instalment ?? 0) - (b.instalment ?? 0),
      )
      .map((entry) => ({
        kind: entry.kind as 'collected' | 'refund',
        orderId: entry.orderId ?? '',
        orderNumber: entry.orderNumber ?? '',
        instalment: entry.instalment,
        amount: fromPesewas(entry.pesewas),
      })),
  };
  db.payouts.unshift(payout);
  db.ledger[db.ledger.length - 1]!.reference = payout.reference;
  return payout;
}

const toPayout = ({ _id, paidAt, amount, momoMasked, reference }: PayoutDetails): Payout => ({
  _id,
  paidAt,
  amount,
  momoMasked,
  reference,
});

const signedPesewas = (entry: { kind: string; pesewas: number }) =>
  entry.kind === 'collected' ? entry.pesewas : -entry.pesewas;

/** The statement of `month` (YYYY-MM), as getStatement adds it up. */
function statementOf(db: MockDb, vendorEmail: string, month: string): Statement {
  const own = ownLedger(db, vendorEmail).sort((a, b) => a.at.localeCompare(b.at));
  const opening = own.filter((entry) => entry.at.slice(0, 7) < month).reduce((sum, e) => sum + signedPesewas(e), 0);
  const sums = { collected: 0, refund: 0, payout: 0 };
  let balance = opening;
  const entries = own
    .filter((entry) => entry.at.slice(0, 7) === month)
    .map((entry) => {
      balance += signedPesewas(entry);
      sums[entry.kind] += entry.pesewas;
      return {
        at: entry.at,
        kind: entry.kind,
        orderNumber: entry.orderNumber,
        instalment: entry.instalment,
        reference: entry.reference ?? null,
        amount: fromPesewas(entry.pesewas),
        balance: fromPesewas(balance),
      };
    });
  return {
    month,
    opening: fromPesewas(opening),
    closing: fromPesewas(balance),
    collected: fromPesewas(sums.collected),
    refunded: fromPesewas(sums.refund),
    paidOut: fromPesewas(sums.payout),
    entries,
  };
}

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');

/** Payouts of the fake backend (docs/product.md, The ledger): the caller's own only, as on the api. */
export const payoutHandlers = {
  getPayouts: http.get('*/api/payouts', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const db = dbFor(request);
    const q = new URL(request.url).searchParams.get('q') ?? '';
    if (q.length > PAYOUT_SEARCH_MOST) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        q: serverMessages.fields.maxLength(PAYOUT_SEARCH_MOST),
      });
    }
    const lateParam = new URL(request.url).searchParams.get('lateMost');
    const lateRefused = countRefusal(lateParam, LATE_PAGE, LATE_MOST);
    if (lateRefused) return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { lateMost: lateRefused });
    const lateMost = Number(lateParam ?? LATE_PAGE);
    const key = payoutReferenceKey(q);
    const asOf = PAYOUTS_TODAY.toISOString().slice(0, 10);
    const late = lateOf(
      db.orders.filter((order) => order.product.vendorEmail === vendor.email),
      ownLedger(db, vendor.email),
      asOf,
    );
    return HttpResponse.json<Payouts>({
      asOf,
      balance: fromPesewas(balancePesewas(db, vendor.email)),
      nextPayoutOn: nextPayoutDay(asOf, 'weekly'),
      schedule: 'weekly',
      payouts: db.payouts
        .filter((payout) => payout.vendorEmail === vendor.email)
        .filter((payout) => payoutReferenceKey(payout.reference).includes(key))
        .slice(0, 500)
        .map(toPayout),
      late: late.slice(0, lateMost),
      lateMore: late.length > lateMost,
    });
  }),
  getPayout: http.get<{ payoutId: string }>('*/api/payouts/:payoutId', ({ request, params }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    if (!UUID.test(params.payoutId)) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        payoutId: serverMessages.fields.format('uuid'),
      });
    }
    const found = dbFor(request).payouts.find(
      (payout) => payout._id === params.payoutId && payout.vendorEmail === vendor.email,
    );
    if (!found) return errorResponse(404, serverMessages.payoutNotFound, 'NOT_FOUND');
    const { vendorEmail: _owner, ...details } = found;
    return HttpResponse.json<PayoutDetails>(details);
  }),
  getStatement: http.get<{ month: string }>('*/api/statements/:month', ({ request, params }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const { month } = params;
    if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(month) || month > PAYOUTS_TODAY.toISOString().slice(0, 7)) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { month: serverMessages.fields.statementMonth });
    }
    return HttpResponse.json<Statement>(statementOf(dbFor(request), vendor.email, month));
  }),
};
