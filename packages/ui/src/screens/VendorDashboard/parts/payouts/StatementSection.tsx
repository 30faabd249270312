import { useGetStatementQuery, type Statement } from '@sika/api-client/later';
import { formatDay, formatMoney, formatMonth, payoutsMessages } from '@sika/domain';
import { useId, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, QueryState } from '../../../../components/index.ts';
import { downloadCsv } from '../downloadCsv.ts';
import { FigureSection, FigureTable } from '../figureLayout.ts';
import { ChoiceTool } from '../listTools.tsx';
import { instalmentLabel } from './format.ts';
import { Small } from './LateInstalments.tsx';
import { statementCsv } from './statementCsv.ts';

const text = payoutsMessages;

/** Months a vendor can choose: this one and the eleven before it. */
const MONTHS_OFFERED = 12;

/** 'YYYY-MM' as the statement names it ('March 2026'). */
const monthName = (month: string) => formatMonth(`${month}-01T00:00:00Z`);

/** `thisMonth` (YYYY-MM) and the months before it, newest first. */
export function monthsUpTo(thisMonth: string, count = MONTHS_OFFERED): string[] {
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7),
  );
}

/** The attribute that marks the statement as the one thing a printed page shows. */
const PRINTED = 'data-printed-statement';

/**
 * The monthly statement (docs/product.md, Payouts): the opening balance, the month's entries with
 * the balance after each, and the closing balance, with the month's totals. 'Download CSV' saves
 * it as a file made on the phone (as the orders list's CSV); 'Print or save as PDF' prints only the
 * statement on A4 (the browser's print dialog saves it as a PDF).
 */
export function StatementSection({ thisMonth, businessName }: { thisMonth: string; businessName?: string }) {
  const id = useId();
  const [month, setMonth] = useState(thisMonth);
  const { data, error, refetch } = useGetStatementQuery({ month }, { refetchOnMountOrArgChange: true });
  const statement = data?.month === month ? data : undefined;
  return (
    <FigureSection aria-labelledby={`${id}-statement`} {...{ [PRINTED]: '' }}>
      <PrintOnlyStatement />
      <h2 id={`${id}-statement`}>{text.statementHeading}</h2>
      {businessName && <PrintedOnly>{text.statementFor(businessName, monthName(month))}</PrintedOnly>}
      <div data-screen-only="">
        <ChoiceTool
          label={text.monthLabel}
          value={month}
          onChange={setMonth}
          options={monthsUpTo(thisMonth).map((value) => ({ value, label: monthName(value) }))}
        />
      </div>
      <QueryState
        query={{ data: statement, isError: error !== undefined, error, refetch }}
        errorMessage={text.statementFailed}
      >
        {(shown) => <StatementFigures statement={shown} />}
      </QueryState>
    </FigureSection>
  );
}

function StatementFigures({ statement }: { statement: Statement }) {
  const name = monthName(statement.month);
  return (
    <>
      <Totals>
        <dt>{text.opening}</dt>
        <dd>{formatMoney(statement.opening)}</dd>
        <dt>{text.collected}</dt>
        <dd>{formatMoney(statement.collected)}</dd>
        <dt>{text.refunded}</dt>
        <dd>{formatMoney(-statement.refunded)}</dd>
        <dt>{text.paidOut}</dt>
        <dd>{formatMoney(-statement.paidOut)}</dd>
        <dt>{text.closing}</dt>
        <dd>{formatMoney(statement.closing)}</dd>
      </Totals>
      {statement.entries.length === 0 ? (
        <p>{text.statementEmpty}</p>
      ) : (
        <EntriesTable>
          <caption>{text.statementCaption(name)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.entryColumn}</th>
              <th scope="col">{text.amountColumn}</th>
              <th scope="col">{text.balanceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {statement.entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <th scope="row">
                  {text.entryKinds[entry.kind]}
                  <Small>
                    {entry.reference ?? entry.orderNumber}
                    {entry.instalment !== null && `, ${instalmentLabel(entry.instalment)}`}
                  </Small>
                  <Small>{formatDay(entry.at)}</Small>
                </th>
                <td>{formatMoney(entry.kind === 'collected' ? entry.amount : -entry.amount)}</td>
                <td>{formatMoney(entry.balance)}</td>
              </tr>
            ))}
          </tbody>
        </EntriesTable>
      )}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => downloadCsv(statementCsv(statement), text.statementFileName(statement.month))}
        >
          {text.downloadCsv}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {text.print}
        </Button>
      </Actions>
    </>
  );
}

/**
 * While the statement is on screen, a printed page holds it alone, on A4 portrait: the frame, the
 * menus, the other sections and the buttons stay off the paper.
 */
const PrintOnlyStatement = createGlobalStyle`
  @media print {
    @page {
      size: A4 portrait;
      margin: 15mm;
    }
    body * {
      visibility: hidden;
    }
    [${PRINTED}],
    [${PRINTED}] * {
      visibility: visible;
    }
    [${PRINTED}] {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      box-shadow: none;
      padding: 0;
    }
    [${PRINTED}] button,
    [${PRINTED}] [data-screen-only] {
      display: none;
    }
  }
`;

const PrintedOnly = styled.p`
  display: none;
  @media print {
    display: block;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd {
    margin: 0;
    text-align: right;
  }
  dt:first-of-type,
  dt:last-of-type,
  dt:first-of-type + dd,
  dt:last-of-type + dd {
    font-weight: bold;
  }
`;

/** Room between the figures' headings, which sit side by side on a phone. */
const EntriesTable = styled(FigureTable)`
  thead th + th {
    padding-left: ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
