import { useFreshLists } from '@sika/api-client';
import { useGetPayoutsQuery, type Payouts } from '@sika/api-client/later';
import { formatMoney, LATE_MOST, LATE_PAGE, PAYOUT_PARAM, payoutsMessages } from '@sika/domain';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading, QueryState } from '../../../components/index.ts';
import { FigureGrid, FigureSection, Note, Total } from './figureLayout.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';
import { refusalOr } from './roleRefusal.ts';
import { dayOf } from './payouts/format.ts';
import { LateInstalments, type LateMore } from './payouts/LateInstalments.tsx';
import { PayoutDetailsView } from './payouts/PayoutDetailsView.tsx';
import { PayoutList } from './payouts/PayoutList.tsx';
import { StatementSection } from './payouts/StatementSection.tsx';

const text = payoutsMessages;

/**
 * Payouts (docs/product.md, Payouts): what waits to be paid out and when, every payout (found by
 * its reference as the MoMo SMS writes it), each one's breakdown (`?payout={id}`), the late
 * instalments (the oldest LATE_PAGE, more on asking) and the monthly statement, as CSV and as a
 * printable A4 page. It refreshes with the
 * orders (the changes feed follows the ledger). Its code and its three calls
 * (`@sika/api-client/later`) are fetched only when the panel is opened.
 */
export function PayoutsPanel({ businessName }: { businessName?: string }) {
  const [search] = useSearchParams();
  const payoutId = search.get(PAYOUT_PARAM);
  const polling = useFreshLists();
  const [lateMost, setLateMost] = useState(LATE_PAGE);
  const { data, error, refetch, isFetching } = useGetPayoutsQuery(lateMost === LATE_PAGE ? {} : { lateMost }, {
    ...polling,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  // While more late instalments are asked for, `data` is still the shorter answer, which said more
  // are late. Once every late one is listed, a poll that fails is no failure of asking for more.
  const lateAsked = data !== undefined && data.lateMore && lateMost > data.late.length;
  const more = {
    pending: lateAsked && isFetching,
    failed: lateAsked && error !== undefined,
    ask: () => (error === undefined ? setLateMost((most) => Math.min(most + LATE_PAGE, LATE_MOST)) : void refetch()),
  };
  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      {payoutId ? (
        <PayoutDetailsView payoutId={payoutId} />
      ) : (
        <QueryState
          query={{ data, isError: error !== undefined, error, refetch }}
          placeholder={<PanelShapes panel="payouts" />}
          errorMessage={refusalOr(error, text.failed)}
        >
          {(payouts) => <Overview payouts={payouts} more={more} businessName={businessName} />}
        </QueryState>
      )}
    </>
  );
}

function Overview({ payouts, more, businessName }: { payouts: Payouts; more: LateMore; businessName?: string }) {
  const id = useId();
  return (
    <>
      <Note>{text.asOf(dayOf(payouts.asOf))}</Note>
      <FigureGrid>
        <FigureSection aria-labelledby={`${id}-balance`}>
          <h2 id={`${id}-balance`}>{text.balanceHeading}</h2>
          {/* Refunds beyond what was collected since the last payout are never shown as a minus:
              they are what the next payouts will deduct (docs/product.md, Returns and refunds). */}
          <Total>{formatMoney(Math.max(payouts.balance, 0))}</Total>
          {payouts.balance < 0 && <p>{text.refundsToDeduct(formatMoney(-payouts.balance))}</p>}
          <p>{text.nextPayout(dayOf(payouts.nextPayoutOn))}</p>
          <Note>{text.schedule[payouts.schedule]}</Note>
        </FigureSection>
        <LateInstalments late={payouts.late} lateMore={payouts.lateMore} more={more} />
      </FigureGrid>
      <PayoutList all={payouts.payouts} />
      <StatementSection thisMonth={payouts.asOf.slice(0, 7)} businessName={businessName} />
    </>
  );
}
