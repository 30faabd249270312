import type { LateInstalment } from '@sika/api-client/later';
import { formatMoney, LATE_MOST, messages, paths, payoutsMessages } from '@sika/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorText } from '../../../../components/index.ts';
import { FigureSection } from '../figureLayout.ts';
import { dayOf, instalmentLabel } from './format.ts';

const text = payoutsMessages;

/** Asking the api for more late instalments than it sent: where that stands, and how to ask. */
export interface LateMore {
  pending: boolean;
  failed: boolean;
  ask: () => void;
}

/**
 * Instalments due and not collected, oldest first (docs/product.md, Payouts), each marked 'Late' in
 * words as well as colour, with its order (a link to Order details). The api sends the oldest
 * first; 'Show more late instalments' asks it for more, up to LATE_MOST.
 */
export function LateInstalments({
  late,
  lateMore,
  more,
}: {
  late: readonly LateInstalment[];
  lateMore: boolean;
  more: LateMore;
}) {
  const id = useId();
  return (
    <FigureSection aria-labelledby={`${id}-late`}>
      <h2 id={`${id}-late`}>{text.lateHeading}</h2>
      {late.length === 0 ? (
        <p>{text.lateNone}</p>
      ) : (
        <>
          <p>{text.lateIntro}</p>
          <Lines aria-label={text.lateCaption} aria-busy={more.pending}>
            {late.map((instalment) => (
              <li key={`${instalment.orderId}-${instalment.instalment}`}>
                <span>
                  <OrderLink to={paths.orderDetails(instalment.orderId)}>{instalment.orderNumber}</OrderLink>
                  <Small>{instalmentLabel(instalment.instalment)}</Small>
                </span>
                <Figures>
                  <strong>{formatMoney(instalment.amount)}</strong>
                  <span>
                    <LateMark>{text.late}</LateMark> {text.dueOn(dayOf(instalment.dueDate))}
                  </span>
                </Figures>
              </li>
            ))}
          </Lines>
          {more.failed && <ErrorText>{text.failed}</ErrorText>}
          {lateMore &&
            (late.length < LATE_MOST ? (
              // One button throughout (show, loading, try again), so keyboard focus stays on it.
              <Button variant="secondary" busy={more.pending} onClick={more.ask}>
                {more.failed ? messages.generic.tryAgain : text.lateShowMore}
              </Button>
            ) : (
              <p>{text.lateOldestOnly(late.length)}</p>
            ))}
        </>
      )}
    </FigureSection>
  );
}

/** One line per instalment: the order on the left, the amount and how late on the right. */
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Figures = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** An order number in a table cell, a full touch target (docs/product.md, Touch targets). */
export const OrderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.minTarget};
  min-width: ${({ theme }) => theme.sizes.minTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;
`;

export const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** 'Late' in the danger colour, and in words: colour is never the only sign. */
const LateMark = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
