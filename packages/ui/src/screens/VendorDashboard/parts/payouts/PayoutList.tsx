import { useGetPayoutsQuery, type Payout } from '@sika/api-client/later';
import {
  formatDay,
  formatMoney,
  PAYOUT_SEARCH_MOST,
  payoutDetailsPath,
  payoutReferenceKey,
  payoutsMessages,
} from '@sika/domain';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, TextLink } from '../../../../components/index.ts';
import { FigureSection } from '../figureLayout.ts';
import { SEARCH_REST_MS, SearchTool } from '../listTools.tsx';
import { Cards, ListCount } from '../listLayout.ts';

const text = payoutsMessages;

/** Payouts listed at first, and added by each 'Show older payouts': a phone's screenful or two. */
export const PAYOUTS_PAGE = 20;

/**
 * Every payout, newest first, as cards (date, amount, the MoMo number masked, the reference, and
 * the way to its breakdown). The search is the server's (getPayouts' `q`), so a reference copied
 * from the MoMo SMS is found however it is written.
 */
export function PayoutList({ all }: { all: readonly Payout[] }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const rest = setTimeout(() => setSearched(typed.trim()), SEARCH_REST_MS);
    return () => clearTimeout(rest);
  }, [typed]);
  // Letters and digits only: a search of nothing but spaces and dashes lists every payout.
  const searching = payoutReferenceKey(searched) !== '';
  const found = useGetPayoutsQuery({ q: searched.slice(0, PAYOUT_SEARCH_MOST) }, { skip: !searching });
  const [shown, setShown] = useState(PAYOUTS_PAGE);

  const list = searching ? found.currentData?.payouts : all;
  return (
    <FigureSection aria-labelledby={`${id}-payouts`}>
      <h2 id={`${id}-payouts`}>{text.payoutsHeading}</h2>
      {all.length === 0 ? (
        <p>{text.noPayouts}</p>
      ) : (
        <>
          <div role="search">
            <SearchTool label={text.searchLabel} value={typed} onChange={setTyped} />
          </div>
          <ListCount role="status">
            {searching &&
              list &&
              (list.length === 0 ? text.searchNone(searched) : text.searchCount(list.length, searched))}
            {!searching && text.count(all.length)}
          </ListCount>
          {searching && found.isError && <ErrorText>{text.failed}</ErrorText>}
          {list && list.length > 0 && (
            <Cards aria-label={text.payoutsHeading} aria-busy={searching && found.isFetching}>
              {list.slice(0, searching ? undefined : shown).map((payout) => (
                <li key={payout._id}>
                  <PayoutCard payout={payout} />
                </li>
              ))}
            </Cards>
          )}
          {!searching && all.length > shown && (
            <Button variant="secondary" onClick={() => setShown((count) => count + PAYOUTS_PAGE)}>
              {text.showOlder(Math.min(PAYOUTS_PAGE, all.length - shown))}
            </Button>
          )}
        </>
      )}
    </FigureSection>
  );
}

function PayoutCard({ payout }: { payout: Payout }) {
  return (
    <Card>
      <Amount>{formatMoney(payout.amount)}</Amount>
      <PayoutFacts payout={payout} />
      <TextLink to={payoutDetailsPath(payout._id)} aria-label={text.detailsOf(payout.reference)}>
        {text.details}
      </TextLink>
    </Card>
  );
}

/** When a payout was paid, to which number (masked) and its reference, as the MoMo SMS gives it. */
export function PayoutFacts({ payout }: { payout: Payout }) {
  return (
    <Facts>
      <dt>{text.dateColumn}</dt>
      <dd>{formatDay(payout.paidAt)}</dd>
      <dt>{text.numberColumn}</dt>
      <dd>{payout.momoMasked}</dd>
      <dt>{text.referenceColumn}</dt>
      <dd>
        <Reference>{payout.reference}</Reference>
      </dd>
    </Facts>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: bold;
  font-variant-numeric: tabular-nums;
`;

/** Label and value side by side, the labels in a column of their own. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A reference is read out of an SMS and typed back: a fixed-width face tells 0 from O. */
const Reference = styled.span`
  font-family: ui-monospace, 'Roboto Mono', 'Liberation Mono', monospace;
  font-weight: 600;
`;
