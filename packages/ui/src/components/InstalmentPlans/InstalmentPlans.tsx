import { formatPlanAmount, instalmentPlans, messages } from '@sika/domain';
import { useId } from 'react';
import styled from 'styled-components';

const text = messages.addProduct;

/** Parses what the price field holds; anything that is not a plain number gives no plans. */
const priceOf = (value: number | string): number => (typeof value === 'number' ? value : Number(value.trim() || NaN));

/**
 * The instalment plan previews (docs/product.md, Instalment plans) for a price as typed: one card
 * per plan (2, 3, 6 months) with every payment as 'GHS {amount}'. The math is `instalmentPlans` of
 * @sika/domain.
 */
export function InstalmentPlans({ price }: { price: number | string }) {
  const plans = instalmentPlans(priceOf(price));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{text.plansHeading}</Heading>
      {plans.length === 0 ? (
        <Note>{text.noPlans}</Note>
      ) : (
        <Cards>
          {plans.map((plan) => (
            <Card key={plan.months} aria-label={text.planHeading(plan.months)}>
              <CardTitle>{text.planHeading(plan.months)}</CardTitle>
              <Note>{text.planPayments(plan.amountsGhs.length)}</Note>
              <Payments>
                {plan.amountsGhs.map((amount, index) => (
                  <li key={index}>
                    <span>{text.paymentOrdinal(index)}</span>
                    <Amount>{formatPlanAmount(amount)}</Amount>
                  </li>
                ))}
              </Payments>
            </Card>
          ))}
        </Cards>
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

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const CardTitle = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Payments = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Amount = styled.span`
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
