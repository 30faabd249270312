import { useFreshLists, useGetVendorOrdersQuery, type Order } from '@sika/api-client';
import {
  formatDay,
  formatMonth,
  formatPlanAmount,
  messages,
  orderSchedule,
  ORDERS_MOST,
  ORDERS_PAGE,
  PAYMENT_FIELDS,
  paths,
  type PaymentField,
} from '@sika/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DashboardLayout, PageHeading, QueryState, TextLink } from '../../components/index.ts';

const text = messages.orderDetails;

const refreshed = { refetchOnFocus: true, refetchOnMountOrArgChange: true };

/**
 * Order details (route /order-details/:id, read-only, behind the vendor gate): the order from the
 * vendor's own orders list, the newest 100, or when it is not among them and there are more, the
 * newest 500 (what Your Orders can show). An id that is not among them (another vendor's order, or
 * an unknown one) reads as an error, never revealing that it exists. `now` dates the schedule.
 */
export function OrderDetails({ footerYear, now }: { footerYear?: number; now?: Date }) {
  const { id = '' } = useParams();
  const polling = useFreshLists();
  const newest = useGetVendorOrdersQuery({}, { ...polling, ...refreshed });
  const inNewest = newest.data?.find((entry) => entry._id === id);
  const lookFurther = newest.data !== undefined && !inNewest && newest.data.length >= ORDERS_PAGE;
  const further = useGetVendorOrdersQuery({ limit: ORDERS_MOST }, { ...polling, ...refreshed, skip: !lookFurther });
  const order = inNewest ?? further.data?.find((entry) => entry._id === id);
  const orders = lookFurther ? further : newest;

  return (
    <DashboardLayout brandTo={paths.dashboard} footerYear={footerYear}>
      <title>{order ? `${text.heading} ${order.orderNumber}` : text.heading}</title>
      <Stack>
        <PageHeading>{text.heading}</PageHeading>
        {/* No refetch, so no 'Try again': a missing order reads as this same error, and the lists poll. */}
        <QueryState
          query={{ data: orders.data, isError: orders.isError }}
          placeholder={<p role="status">{text.loading}</p>}
          errorMessage={text.failed}
          select={(list) => list.find((entry) => entry._id === id)}
        >
          {(found) => <Details order={found} now={now ?? new Date()} />}
        </QueryState>
        <TextLink to={paths.dashboardPanel('orders')}>{text.backToOrders}</TextLink>
      </Stack>
    </DashboardLayout>
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
  // Whole GHS that add up to the rounded total (a 450 order over 2 months is 248 + 202, not 248 + 203).
  const rounded = new Map(schedule?.payments.map((payment) => [payment.field, payment.amountGhs]));
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
          <Field label={text.orderStatus}>{order.orderStatus}</Field>
          <Field label={text.paymentPlan}>{order.paymentPlan}</Field>
          <Field label={text.paymentDuration}>{order.paymentDuration}</Field>
        </Fields>
      </Section>
      <Section aria-labelledby="order-payments">
        <h2 id="order-payments">{text.paymentsHeading}</h2>
        <Fields>
          <Field label={text.totalPrice}>{formatPlanAmount(order.totalPrice)}</Field>
          {PAYMENT_FIELDS.filter((field) => order[field] > 0).map((field) => (
            <Field key={field} label={paymentLabel[field]}>
              {formatPlanAmount(rounded.get(field) ?? order[field])}
            </Field>
          ))}
        </Fields>
      </Section>
      {schedule && (
        <Section aria-labelledby="order-schedule">
          <h2 id="order-schedule">{text.scheduleHeading}</h2>
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
                  </td>
                  <td>{formatPlanAmount(payment.amountGhs)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {text.stillToCome}
                </th>
                <td>{formatPlanAmount(schedule.stillToComeGhs)}</td>
              </tr>
            </tfoot>
          </Table>
        </Section>
      )}
    </>
  );
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
  td:last-child {
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
