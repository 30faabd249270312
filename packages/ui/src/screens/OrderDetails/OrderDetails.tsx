import { useFreshLists, useGetOrderQuery, type Order } from '@sika/api-client';
import {
  formatDay,
  formatMonth,
  formatMoney,
  orderSchedule,
  type PaymentField,
  type ScheduledPayment,
  orderDetailsMessages,
} from '@sika/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink, ErrorText, PageHeading, QueryState, StatusBadge } from '../../components/index.ts';
import { PageShapes, panelHref, VendorFrame } from '../../connected/index.ts';

const text = orderDetailsMessages;

const refreshed = { refetchOnFocus: true, refetchOnMountOrArgChange: true };

/**
 * Order details (route /order-details/:id, read-only, behind the vendor gate): the order asked for
 * by its id (getOrder), however old, whether or not Your Orders has loaded it. Another vendor's
 * order and an unknown id read alike, as the same error, never revealing that one exists; a failed
 * read offers 'Try again'. `now` dates the schedule.
 */
export function OrderDetails({ footerYear, now }: { footerYear?: number; now?: Date }) {
  const { id = '' } = useParams();
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
          {(found) => <Details order={found} now={now ?? new Date()} />}
        </QueryState>
      </Stack>
    </VendorFrame>
  );
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
              <tr>
                <th scope="row" colSpan={2}>
                  {text.totalPrice}
                </th>
                {/* The payments add up to it, to the pesewa (GHS 1,250.50 is 500.20 + 375.15 + 375.15). */}
                <td>{formatMoney(schedule.totalGhs)}</td>
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

const Section = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
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
