import { useFreshLists, useGetOrderQuery, type Order } from '@sika/api-client';
import {
  formatDay,
  formatMonth,
  formatMoney,
  fromPesewas,
  orderSchedule,
  toPesewas,
  type PaymentField,
  type ScheduledPayment,
  orderDetailsMessages,
  ORDER_ACTIONS,
  type OrderAction,
} from '@sika/domain';
import { Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink, ErrorText, PageHeading, QueryState, StatusBadge } from '../../components/index.ts';
import { CodeLoadBoundary } from '../../components/CodeLoadBoundary/CodeLoadBoundary.tsx';
import { PageShapes, panelHref, VendorFrame } from '../../connected/index.ts';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';
import { Section } from './section.ts';

// The order actions and the timeline bring their forms and calls: fetched after the page's own code.
const loadProgress = () => import('./OrderProgress.tsx');
const OrderActions = lazyComponent(() => loadProgress().then((m) => m.OrderActions));
const OrderTimeline = lazyComponent(() => loadProgress().then((m) => m.OrderTimeline));

/** The actions' and timeline's code, fetched (a story's loader, so the page shows whole at once). */
export const loadOrderProgress = () => Promise.all([OrderActions.load(), OrderTimeline.load()]);

/** The action whose form opens at once (`?action=ship`, from an order's card in Your Orders). */
const actionIn = (value: string | null): OrderAction | undefined => ORDER_ACTIONS.find((action) => action === value);

const text = orderDetailsMessages;

const refreshed = { refetchOnFocus: true, refetchOnMountOrArgChange: true };

/**
 * Order details (route /order-details/:id, behind the vendor gate): the order asked for
 * by its id (getOrder), however old, whether or not Your Orders has loaded it. Another vendor's
 * order and an unknown id read alike, as the same error, never revealing that one exists; a failed
 * read offers 'Try again'. Below it the order's timeline and, at the bottom of the screen, the
 * actions its status allows (docs/product.md, Order actions). `now` dates the schedule.
 */
export function OrderDetails({ footerYear, now }: { footerYear?: number; now?: Date }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const polling = useFreshLists();
  const { data: order, isError, error, refetch } = useGetOrderQuery({ orderId: id }, { ...polling, ...refreshed });
  // Not there (404), or not an order id at all (400): asking again would change nothing.
  const status = (error as { status?: unknown } | undefined)?.status;
  const missing = status === 404 || status === 400;

  return (
    <VendorFrame footerYear={footerYear} current="orders" within>
      <title>{order ? `${text.heading} ${order.orderNumber}` : text.heading}</title>
      <Stack>
        <BackLink to={panelHref('orders')}>{text.backToOrders}</BackLink>
        <PageHeading>{text.heading}</PageHeading>
        <QueryState
          query={{ data: order, isError, error, ...(missing ? {} : { refetch }) }}
          placeholder={<PageShapes page="orderDetails" />}
          errorMessage={text.failed}
          notFound={<ErrorText>{text.failed}</ErrorText>}
        >
          {(found) => (
            <>
              <Details order={found} now={now ?? new Date()} />
              <CodeLoadBoundary showing={`progress-${found._id}`} onRetry={resetProgress} quietOffline>
                <Suspense fallback={null}>
                  <OrderTimeline.Component orderId={found._id} refreshKey={found.orderStatus} />
                  <OrderActions.Component
                    order={found}
                    opened={actionIn(search.get('action'))}
                    now={now ?? new Date()}
                  />
                </Suspense>
              </CodeLoadBoundary>
            </>
          )}
        </QueryState>
      </Stack>
    </VendorFrame>
  );
}

function resetProgress() {
  OrderActions.reset();
  OrderTimeline.reset();
}

const paymentLabel: Record<PaymentField, string> = {
  initialPayment: text.initialPayment,
  secondPayment: text.secondPayment,
  thirdPayment: text.thirdPayment,
  fourthPayment: text.fourthPayment,
  fifthPayment: text.fifthPayment,
  sixthPayment: text.sixthPayment,
};

function Details({ order, now }: { order: Order; now: Date }) {
  const name = `${order.user.firstname} ${order.user.lastname}`.trim();
  const schedule = orderSchedule(order, now);
  const cancelled = order.orderStatus === 'Cancelled';
  const refunded = order.refunded ?? 0;
  // What returns handed back from payments already made: the payments less what the buyer now pays.
  const paidBack = schedule ? fromPesewas(Math.max(0, toPesewas(schedule.totalGhs) - toPesewas(order.totalPrice))) : 0;
  return (
    <>
      <Section aria-labelledby="order-customer">
        <h2 id="order-customer">{text.customerHeading}</h2>
        <Fields>
          <Field label={text.customerName}>{name}</Field>
          <Field label={text.phone}>
            <a href={`tel:${order.user.mobile.replace(/[^\d+]/g, '')}`}>{order.user.mobile}</a>
          </Field>
          <Field label={text.company}>{order.user.company}</Field>
          <Field label={text.city}>{order.deliveryDetails.city}</Field>
          {/* The address shows the city (the order carries no street address). */}
          <Field label={text.address}>{order.deliveryDetails.city}</Field>
        </Fields>
      </Section>
      <Section aria-labelledby="order-order">
        <h2 id="order-order">{text.orderHeading}</h2>
        <Fields>
          <Field label={text.orderNumber}>{order.orderNumber}</Field>
          <Field label={text.orderDate}>{formatDay(order.createdAt)}</Field>
          <Field label={text.item}>{order.product.title}</Field>
          <Field label={text.orderStatus}>
            <StatusBadge status={order.orderStatus} />
          </Field>
          <Field label={text.paymentPlan}>{order.paymentPlan}</Field>
          <Field label={text.paymentDuration}>{order.paymentDuration}</Field>
        </Fields>
      </Section>
      {/* The payments once: each instalment above 0 with its month, its amount and whether it is still to come. */}
      <Section aria-labelledby="order-payments">
        <h2 id="order-payments">{text.paymentsHeading}</h2>
        {schedule ? (
          <Table>
            <caption>{text.scheduleCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.schedulePayment}</th>
                <th scope="col">{text.scheduleDue}</th>
                <th scope="col">{text.scheduleAmount}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.payments.map((payment) => (
                <tr key={payment.field}>
                  <th scope="row">{paymentLabel[payment.field]}</th>
                  <td>
                    {payment.monthsAfterOrder === 0
                      ? text.dueAtOrder(formatMonth(payment.dueDate))
                      : formatMonth(payment.dueDate)}
                    <State $upcoming={payment.upcoming}>{stateOf(payment, cancelled)}</State>
                  </td>
                  <td>{formatMoney(payment.amountGhs)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {refunded > 0 && (
                <>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {text.priceWhenOrdered}
                    </th>
                    <td>{formatMoney(order.totalPrice + refunded)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {text.refunded}
                    </th>
                    <td>{formatMoney(-refunded)}</td>
                  </tr>
                  {/* The part of the refund the instalments to come could not cover. */}
                  {paidBack > 0 && (
                    <tr>
                      <th scope="row" colSpan={2}>
                        {text.paidBack}
                      </th>
                      <td>{formatMoney(paidBack)}</td>
                    </tr>
                  )}
                </>
              )}
              <tr>
                <th scope="row" colSpan={2}>
                  {text.totalPrice}
                </th>
                {/* The payments add up to it, to the pesewa (GHS 1,250.50 is 500.20 + 375.15 + 375.15);
                    after a return it is what the buyer pays, the price less the refunds. */}
                <td>{formatMoney(refunded > 0 ? order.totalPrice : schedule.totalGhs)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {text.stillToCome}
                </th>
                <td>{formatMoney(schedule.stillToComeGhs)}</td>
              </tr>
            </tfoot>
          </Table>
        ) : (
          <Fields>
            <Field label={text.totalPrice}>{formatMoney(order.totalPrice)}</Field>
          </Fields>
        )}
      </Section>
    </>
  );
}

/** Whether a payment is still to come: its due date is ahead, or passed, or the order was cancelled. */
function stateOf(payment: ScheduledPayment, cancelled: boolean): string {
  if (cancelled) return text.cancelled;
  return payment.upcoming ? text.toCome : text.duePassed;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const State = styled.span<{ $upcoming: boolean }>`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $upcoming }) => ($upcoming ? 600 : 400)};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 400;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;
