import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPlanAmount, instalmentPlans, unofferedPlans, addProductMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { InstalmentPlans } from './InstalmentPlans.tsx';

const text = addProductMessages;

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
 * The cards shown are exactly `months` (the price bands of docs/product.md, Instalment plans); each
 * says what `instalmentPlans` of @sika/domain computes: the payment at order, then the later ones,
 * each as 'GHS {amount}' with its share, and the total. Every other plan has one line naming the
 * price that unlocks it.
 */
async function expectPlans(canvasElement: HTMLElement, price: number, months: readonly number[]) {
  const canvas = within(canvasElement);
  const plans = instalmentPlans(price);
  await expect(plans.map((plan) => plan.months)).toEqual(months);
  await expect(canvas.getByRole('region', { name: text.plansHeading })).toBeVisible();
  await expect(canvas.queryAllByRole('listitem', { name: /months$/ })).toHaveLength(months.length);
  for (const plan of plans) {
    const card = canvas.getByRole('listitem', { name: text.planHeading(plan.months) });
    const [first, ...later] = plan.amountsGhs.map((amount, index) => ({
      amount: formatPlanAmount(amount),
      percent: plan.sharesPercent[index]!,
    }));
    await expect(card).toHaveTextContent(text.planTotal(formatPlanAmount(plan.totalGhs)));
    await expect(card).toHaveTextContent(text.planSchedule(first!, later));
  }
  // Where the cards round a payment, a line says the buyer's payments are exact.
  const rounded = plans.some((plan) => plan.amountsPesewas.some((pesewas) => pesewas % 100 !== 0));
  if (rounded) await expect(canvas.getByText(text.plansExact)).toBeVisible();
  else await expect(canvas.queryByText(text.plansExact)).not.toBeInTheDocument();
  const unoffered = unofferedPlans(price);
  const lines = canvas.queryByRole('list', { name: text.plansNotOffered });
  if (unoffered.length === 0) await expect(lines).not.toBeInTheDocument();
  else
    await expect(
      within(lines!)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(unoffered.map(({ months, unlock, ghs }) => text.planUnlock(months, unlock, formatPlanAmount(ghs))));
}

/** Under GHS 300: no plan; one line for each plan says the price from which it is offered. */
export const UnderThreeHundred: Story = {
  args: { price: '299.99' },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 299.99, []);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 months: for prices from GHS 300')).toBeVisible();
    await expect(canvas.getByText('3 months: for prices over GHS 1,200')).toBeVisible();
    await expect(canvas.getByText('6 months: for prices over GHS 3,000')).toBeVisible();
  },
};

/** Nothing typed yet (or not an amount): no plan, a note saying where they start. */
export const NotANumber: Story = {
  args: { price: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.noPlans)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/**
 * GHS 300 to 1200: the 2-month plan only (55 % + 45 %); the 3- and 6-month plans are named with the
 * price that unlocks them.
 */
export const TwoMonths: Story = {
  args: { price: 450 },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 450, [2]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: text.planHeading(2) })).toHaveTextContent(
      'GHS 248 (55%) at order, then GHS 202 (45%) a month later.',
    );
    await expect(canvas.getByText('3 months: for prices over GHS 1,200')).toBeVisible();
  },
};

/** Over GHS 1200 up to 3000: the 2- and 3-month plans. */
export const TwoAndThreeMonths: Story = {
  args: { price: '1450.50' },
  play: ({ canvasElement }) => expectPlans(canvasElement, 1450.5, [2, 3]),
};

/**
 * GHS 3,500 typed with its thousands comma (over 3000, up to 4000): all three plans, as the e2e
 * journey checks, each saying what is paid when.
 */
export const AllThree: Story = {
  args: { price: '3,500' },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 3500, [2, 3, 6]);
    const canvas = within(canvasElement);
    const twoMonths = canvas.getByRole('listitem', { name: text.planHeading(2) });
    await expect(twoMonths).toHaveTextContent('GHS 1,925 (55%) at order, then GHS 1,575 (45%) a month later.');
    await expect(twoMonths).toHaveTextContent('Total GHS 3,500');
    await expect(canvas.getByRole('listitem', { name: text.planHeading(6) })).toHaveTextContent(
      'GHS 875 (25%) at order, then GHS 525 (15%) a month for 5 months.',
    );
  },
};

/** Where rounding makes the later payments differ, each is named: they still add up to the price. */
export const UnevenRounding: Story = {
  args: { price: '1,202' },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 1202, [2, 3]);
    await expect(within(canvasElement).getByRole('listitem', { name: text.planHeading(3) })).toHaveTextContent(
      'GHS 481 (40%) at order, then GHS 361 (30%) and GHS 360 (30%), one a month.',
    );
  },
};

/**
 * GHS 1,250.50: the cards in whole cedis as the spec shows them, and the line saying the buyer pays
 * the exact amounts (GHS 500.20, then GHS 375.15 twice, over 3 months; the cards read 501 + 375 + 375).
 */
export const ExactPayments: Story = {
  args: { price: '1,250.50' },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 1250.5, [2, 3]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: text.planHeading(3) })).toHaveTextContent(
      'GHS 501 (40%) at order, then GHS 375 (30%) a month for 2 months.',
    );
    await expect(canvas.getByText(text.plansExact)).toBeVisible();
  },
};

/** Over GHS 4000: the 6-month plan only; the 2- and 3-month plans go up to GHS 4,000. */
export const SixMonthsOnly: Story = {
  args: { price: 5000 },
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement, 5000, [6]);
    await expect(within(canvasElement).getByText('2 months: for prices up to GHS 4,000')).toBeVisible();
  },
};
