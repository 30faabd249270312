import { useGetPayoutQuery, type PayoutDetails } from '@sika/api-client/later';
import { formatMoney, paths, payoutsMessages } from '@sika/domain';
import { useEffect, useId, useRef } from 'react';
import { BackLink, QueryState } from '../../../../components/index.ts';
import { FigureSection, FigureTable, Total } from '../figureLayout.ts';
import { PanelShapes } from '../PanelPlaceholder.tsx';
import { instalmentLabel } from './format.ts';
import { OrderLink, Small } from './LateInstalments.tsx';
import { PayoutFacts } from './PayoutList.tsx';

const text = payoutsMessages;

/** A payout's `_id`, as the contract gives it (a UUID). */
const PAYOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One payout's breakdown (docs/product.md, Payouts): the instalments it paid, by order, and the
 * refunds it deducted. The payout is in the address (`?payout={id}`), so a reload keeps it; another
 * vendor's payout reads as not found.
 */
export function PayoutDetailsView({ payoutId }: { payoutId: string }) {
  // An address whose id is no payout id (typed, cut short) is not asked for: it is not found.
  const isId = PAYOUT_ID.test(payoutId);
  const { data, error, refetch } = useGetPayoutQuery({ payoutId }, { skip: !isId });
  const notFound = <p role="alert">{text.notFound}</p>;
  return (
    <>
      <BackLink to={paths.dashboardPanel('payouts')}>{text.back}</BackLink>
      {!isId ? (
        notFound
      ) : (
        <QueryState
          query={{ data, isError: error !== undefined, error, refetch }}
          placeholder={<PanelShapes panel="payouts" />}
          errorMessage={text.failed}
          notFound={notFound}
        >
          {(payout) => <Breakdown payout={payout} />}
        </QueryState>
      )}
    </>
  );
}

function Breakdown({ payout }: { payout: PayoutDetails }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The link that opened this view is gone: focus lands on what it opened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <FigureSection aria-labelledby={`${id}-payout`}>
      <h2 id={`${id}-payout`} ref={heading} tabIndex={-1}>
        {text.detailsHeading(payout.reference)}
      </h2>
      <Total>{text.paidTotal(formatMoney(payout.amount))}</Total>
      <PayoutFacts payout={payout} />
      {payout.refundsDeducted > 0 && <p>{text.refundsTotal(formatMoney(payout.refundsDeducted))}</p>}
      <FigureTable>
        <caption>{text.breakdownCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.orderColumn}</th>
            <th scope="col">{text.amountColumn}</th>
          </tr>
        </thead>
        <tbody>
          {payout.items.map((item, index) => (
            <tr key={`${item.orderId}-${item.instalment ?? `refund-${index}`}`}>
              <th scope="row">
                <OrderLink to={paths.orderDetails(item.orderId)}>{item.orderNumber}</OrderLink>
                <Small>{item.kind === 'refund' ? text.refundDeducted : instalmentLabel(item.instalment)}</Small>
              </th>
              <td>{formatMoney(item.kind === 'refund' ? -item.amount : item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </FigureSection>
  );
}
