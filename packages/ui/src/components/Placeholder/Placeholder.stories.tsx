import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderDetailsMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { CardsPlaceholder, DetailsPlaceholder, FieldsPlaceholder } from './Placeholder.tsx';

const meta = {
  title: 'Components/Placeholder',
  component: CardsPlaceholder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardsPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status a screen reader hears, busy; the shapes themselves are hidden from it. */
async function expectAnnounced(canvasElement: HTMLElement, label: string) {
  const status = within(canvasElement).getByRole('status');
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await expect(status).toHaveTextContent(label);
  await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
}

/** A list of product cards to come (All Products): a picture, title, price and category each. */
export const ProductCards: Story = {
  args: { label: 'Loading All Products', picture: true, cards: 4 },
  play: ({ canvasElement }) => expectAnnounced(canvasElement, 'Loading All Products'),
};

/** A list of plain cards to come (Your Orders). */
export const Cards: Story = {
  args: { label: 'Loading Your Orders', cards: 4 },
  play: ({ canvasElement }) => expectAnnounced(canvasElement, 'Loading Your Orders'),
};

/** A form to come (Edit product, Edit vendor, Add New Products): labels and boxes, then buttons. */
export const Fields: Story = {
  render: () => <FieldsPlaceholder label="Loading Edit product" fields={4} />,
  play: ({ canvasElement }) => expectAnnounced(canvasElement, 'Loading Edit product'),
};

/** A record to come (Order details, Profile), here with 'Loading...' in words above it. */
export const Details: Story = {
  render: () => (
    <DetailsPlaceholder rows={[4, 3]}>
      <p>{orderDetailsMessages.loading}</p>
    </DetailsPlaceholder>
  ),
  play: async ({ canvasElement }) => {
    await expectAnnounced(canvasElement, orderDetailsMessages.loading);
    await expect(within(canvasElement).getByText(orderDetailsMessages.loading)).toBeVisible();
  },
};
