import { useFreshLists, useGetEarningsQuery, type Earnings } from '@sika/api-client';
import {
  formatDay,
  formatMoney,
  formatMonth,
  fromPesewas,
  messages,
  paths,
  planLabel,
  toPesewas,
  earningsMessages,
} from '@sika/domain';
import { useId, type ReactNode } from 'react';
import { PageHeading, QueryState, TextLink } from '../../../components/index.ts';
import { BarChart } from './BarChart.tsx';
import { refusalOr } from './roleRefusal.ts';
import {
  FigureGrid as Grid,
  FigureLead as Lead,
  FigureSection as Section,
  FigureTable as Table,
  Note,
  Total,
} from './figureLayout.ts';

const text = earningsMessages;

/** 'YYYY-MM' as the tables say it ('March 2026') and as the chart does ('Mar'). */
const monthName = (month: string) => formatMonth(`${month}-01T00:00:00Z`);
const monthShort = (month: string) => monthName(month).slice(0, 3);

/** A new vendor: no order at all, in any status. */
const hasNoOrders = (earnings: Earnings) => earnings.byStatus.every((entry) => entry.orders === 0);

/**
 * Earnings (docs/product.md, Earnings): led by what buyers paid, what is still to come and what is
 * late (each instalment in one of them at most); then what buyers still owe month by month, order value over the
 * last 12 months, the split by plan and by status and the top products, as the api adds them up
 * (getEarnings). Each chart has a table of the same figures beside it. The figures refresh with
 * the orders (the changes feed), on focus and on mount. Its code, this file and the chart, is
 * fetched only when the panel is opened.
 */
export function EarningsPanel() {
  const polling = useFreshLists();
  const { data, error, refetch } = useGetEarningsQuery(undefined, {
    ...polling,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <QueryState
        query={{ data, isError: error !== undefined, error, refetch }}
        errorMessage={refusalOr(error, text.failed)}
        isEmpty={hasNoOrders}
        empty={<NoEarnings />}
      >
        {(earnings) => <Figures earnings={earnings} />}
      </QueryState>
    </>
  );
}

function NoEarnings() {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.empty}</h2>
      <p>{text.emptyBody}</p>
      <TextLink to={paths.dashboardPanel('add')}>{messages.dashboard.sideMenu.addProducts}</TextLink>
    </Section>
  );
}

function Figures({ earnings }: { earnings: Earnings }) {
  const valueTotal = fromPesewas(earnings.valueByMonth.reduce((sum, month) => sum + toPesewas(month.amount), 0));
  const valueOrders = earnings.valueByMonth.reduce((sum, month) => sum + month.orders, 0);
  // Unique per render: a docs page shows several stories of this panel at once.
  const id = useId();
  return (
    <>
      <Note>{text.asOf(formatDay(`${earnings.asOf}T00:00:00Z`))}</Note>
      <Lead role="group" aria-label={text.leadLabel}>
        <Section aria-labelledby={`${id}-collected`}>
          <h2 id={`${id}-collected`}>{text.collectedHeading}</h2>
          <Total>{formatMoney(earnings.collectedTotal)}</Total>
          <Note>{text.collectedNote}</Note>
        </Section>
        <Section aria-labelledby={`${id}-to-come`}>
          <h2 id={`${id}-to-come`}>{text.toComeHeading}</h2>
          <Total>{formatMoney(earnings.owedTotal)}</Total>
          <Note>{text.toComeNote}</Note>
        </Section>
        <Section aria-labelledby={`${id}-late`}>
          <h2 id={`${id}-late`}>{text.lateHeading}</h2>
          <Total>{formatMoney(earnings.lateTotal)}</Total>
          <p>{text.latePayments(earnings.latePayments)}</p>
          {earnings.latePayments > 0 && <TextLink to={paths.dashboardPanel('payouts')}>{text.lateLink}</TextLink>}
        </Section>
      </Lead>
      <Grid>
        <Section aria-labelledby={`${id}-owed`}>
          <h2 id={`${id}-owed`}>{text.owedHeading}</h2>
          <Total>{text.owedTotal(formatMoney(earnings.owedTotal))}</Total>
          <BarChart
            bars={earnings.owedByMonth.map(({ month, amount }) => ({
              key: month,
              label: monthShort(month),
              value: amount,
            }))}
          />
          <FigureTable
            caption={text.owedCaption}
            columns={[text.monthColumn, text.paymentsColumn, text.amountColumn]}
            rows={earnings.owedByMonth.map(({ month, payments, amount }) => [
              month,
              monthName(month),
              payments,
              amount,
            ])}
          />
        </Section>
        <Section aria-labelledby={`${id}-value`}>
          <h2 id={`${id}-value`}>{text.valueHeading}</h2>
          <Total>{text.valueTotal(formatMoney(valueTotal), valueOrders)}</Total>
          <BarChart
            bars={earnings.valueByMonth.map(({ month, amount }) => ({
              key: month,
              label: monthShort(month),
              value: amount,
            }))}
          />
          <FigureTable
            caption={text.valueCaption}
            columns={[text.monthColumn, text.ordersColumn, text.amountColumn]}
            rows={earnings.valueByMonth.map(({ month, orders, amount }) => [month, monthName(month), orders, amount])}
          />
        </Section>
        <Section aria-labelledby={`${id}-plan`}>
          <h2 id={`${id}-plan`}>{text.planHeading}</h2>
          <FigureTable
            columns={[text.planColumn, text.ordersColumn, text.amountColumn]}
            rows={earnings.byPlan.map(({ months, orders, amount }) => [
              String(months),
              planLabel(months),
              orders,
              amount,
            ])}
          />
        </Section>
        <Section aria-labelledby={`${id}-status`}>
          <h2 id={`${id}-status`}>{text.statusHeading}</h2>
          <FigureTable
            columns={[text.statusColumn, text.ordersColumn, text.amountColumn]}
            rows={earnings.byStatus.map(({ status, orders, amount }) => [status, status, orders, amount])}
          />
        </Section>
        <Section aria-labelledby={`${id}-top`}>
          <h2 id={`${id}-top`}>{text.topHeading}</h2>
          {earnings.topProducts.length === 0 ? (
            <p>{text.topEmpty}</p>
          ) : (
            <FigureTable
              columns={[text.productColumn, text.ordersColumn, text.amountColumn]}
              rows={earnings.topProducts.map(({ productId, title, orders, amount }) => [
                productId,
                title,
                orders,
                amount,
              ])}
            />
          )}
        </Section>
      </Grid>
    </>
  );
}

/** One row: its key, what it is (the row's header), a count and an amount in GHS. */
type Row = [key: string, name: ReactNode, count: number, amount: number];

function FigureTable({ caption, columns, rows }: { caption?: string; columns: [string, string, string]; rows: Row[] }) {
  return (
    <Table>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, name, count, amount]) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            <td>{count}</td>
            <td>{formatMoney(amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
