import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPlanAmount, instalmentPlans, messages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { InstalmentPlans } from './InstalmentPlans.tsx';

const text = messages.addProduct;

const meta = {
  title: 'Components/InstalmentPlans',
  component: InstalmentPlans,
  tags: ['autodocs'],
  args: { price: '3500' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InstalmentPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cards shown are exactly `months` (the price bands of docs/product.md, Instalment plans), and
 * each lists the payments that `instalmentPlans` of @sika/domain computes, as 'GHS {amount}', the
 * initial one first.
 */
async function expectPlans(canvasElement: HTMLElement, price: number, months: readonly number[]) {
  const canvas = within(canvasElement);
  const plans = instalmentPlans(price);
  await expect(plans.map((plan) => plan.months)).toEqual(months);
  await expect(canvas.getByRole('region', { name: text.plansHeading })).toBeVisible();
  await expect(canvas.queryAllByRole('listitem', { name: /months$/ })).toHaveLength(months.length);
  for (const plan of plans) {
    const card = canvas.getByRole('listitem', { name: text.planHeading(plan.months) });
    await expect(card).toHaveTextContent(text.planPayments(plan.amountsGhs.length));
    const payments = within(card).getAllByRole('listitem');
    await expect(payments.map((payment) => payment.textContent)).toEqual(
      plan.amountsGhs.map((amount, index) => `${text.paymentOrdinal(index)}${formatPlanAmount(amount)}`),
    );
  }
}

/** Under GHS 300: no plan, a note saying where they start. */
export const UnderThreeHundred: Story = {
  args: { price: '299.99' },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 299.99, []);
    await expect(within(canvasElement).getByText(text.noPlans)).toBeVisible();
  },
};

/** Nothing typed yet (or not a number): no plan either. */
export const NotANumber: Story = {
  args: { price: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.noPlans)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** GHS 300 to 1200: the 2-month plan only (55 % + 45 %). */
export const TwoMonths: Story = {
  args: { price: 450 },
  play: ({ canvasElement }) => expectPlans(canvasElement, 450, [2]),
};

/** Over GHS 1200 up to 3000: the 2- and 3-month plans. */
export const TwoAndThreeMonths: Story = {
  args: { price: '1450.50' },
  play: ({ canvasElement }) => expectPlans(canvasElement, 1450.5, [2, 3]),
};

/** GHS 3500 (over 3000, up to 4000): all three plans, as the e2e journey checks. */
export const AllThree: Story = {
  args: { price: '3500' },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 3500, [2, 3, 6]);
    const twoMonths = within(canvasElement).getByRole('listitem', { name: text.planHeading(2) });
    await expect(twoMonths).toHaveTextContent('GHS 1925');
    await expect(twoMonths).toHaveTextContent('GHS 1575');
  },
};

/** Over GHS 4000: the 6-month plan only. */
export const SixMonthsOnly: Story = {
  args: { price: 5000 },
  play: ({ canvasElement }) => expectPlans(canvasElement, 5000, [6]),
};
