import {
  formatPlanAmount,
  instalmentPlans,
  MAX_PRICE_GHS,
  parseMoneyText,
  unofferedPlans,
  addProductMessages,
} from '@sika/domain';
import { useId } from 'react';
import styled from 'styled-components';

const text = addProductMessages;

/**
 * Reads the price field as the form's checks do ('3,500' is 3500). What is not an amount, or above
 * the largest price the api stores, gives no plans (the field says why).
 */
function priceOf(value: number | string): number {
  const amount = typeof value === 'number' ? value : parseMoneyText(value);
  return amount <= MAX_PRICE_GHS ? amount : Number.NaN;
}

/**
 * The instalment plan previews (docs/product.md, Instalment plans) for a price as typed: one compact
 * card per plan offered (2, 3, 6 months) saying what the buyer pays at order and then each month,
 * with each payment's share and the total, and one line per plan not offered naming the price that
 * unlocks it, and, when the cards round an amount, a line saying the payments are exact. On a phone the cards are one row that scrolls sideways, so the form's button stays
 * near. The math is `instalmentPlans` of @sika/domain.
 */
export function InstalmentPlans({ price }: { price: number | string }) {
  const amount = priceOf(price);
  const plans = instalmentPlans(amount);
  const unoffered = unofferedPlans(amount);
  // The cards round to whole cedis; where that changes an amount, say the payments themselves do not.
  const rounded = plans.some((plan) => plan.amountsPesewas.some((pesewas) => pesewas % 100 !== 0));
  const headingId = useId();
  const unofferedId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{text.plansHeading}</Heading>
      {plans.length === 0 && unoffered.length === 0 && <Note>{text.noPlans}</Note>}
      {plans.length > 0 && (
        // Focusable so a keyboard can scroll the row where it is wider than the screen.
        <Cards tabIndex={0} aria-labelledby={headingId}>
          {plans.map((plan) => {
            const [first, ...later] = plan.amountsGhs.map((ghs, index) => ({
              amount: formatPlanAmount(ghs),
              percent: plan.sharesPercent[index] ?? 0,
            }));
            return (
              <Card key={plan.months} aria-label={text.planHeading(plan.months)}>
                <CardTitle>
                  <span>{text.planHeading(plan.months)}</span>
                  <Total>{text.planTotal(formatPlanAmount(plan.totalGhs))}</Total>
                </CardTitle>
                {first && <Schedule>{text.planSchedule(first, later)}</Schedule>}
              </Card>
            );
          })}
        </Cards>
      )}
      {rounded && <Exact>{text.plansExact}</Exact>}
      {unoffered.length > 0 && (
        <>
          <Note id={unofferedId}>{text.plansNotOffered}</Note>
          <Unoffered aria-labelledby={unofferedId}>
            {unoffered.map(({ months, unlock, ghs }) => (
              <li key={months}>{text.planUnlock(months, unlock, formatPlanAmount(ghs))}</li>
            ))}
          </Unoffered>
        </>
      )}
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// One row: as many equal columns as plans, each at least 15.5rem (its title and total on one line),
// scrolling sideways (snapping to a card) where they do not fit: on a phone, a card and the edge of
// the next show.
const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0 0 ${({ theme }) => theme.space.xs};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(15.5rem, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Card = styled.li`
  scroll-snap-align: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const CardTitle = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
`;

const Total = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Schedule = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Exact = styled(Note)`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Unoffered = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
