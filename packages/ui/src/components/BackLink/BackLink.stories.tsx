import type { Meta, StoryObj } from '@storybook/react-vite';
import { ordersMessages, orderDetailsMessages, paths } from '@sika/domain';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink } from '../TextLink/index.ts';
import { BackLink } from './BackLink.tsx';

const LIST = `${paths.dashboard}?panel=orders`;
const LIST_AS_LEFT = `${LIST}&orders=200`;
const ORDER = paths.orderDetails('7');

/** Where the router is, search included (the list's address must survive going back). */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const meta = {
  title: 'Components/BackLink',
  component: BackLink,
  tags: ['autodocs'],
  args: { to: LIST, children: orderDetailsMessages.backToOrders },
  // Every address renders the story, so the list and the page reached from it are both here.
  parameters: { layout: 'padded', route: { path: '/*', initialEntry: ORDER } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <TextLink to={ORDER}>{ordersMessages.heading}</TextLink>
      <BackLink {...args} />
      <Where />
    </div>
  ),
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const where = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('where');

/** Opened from outside the app (a link in an e-mail): a plain link to the page's list, with its arrow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: orderDetailsMessages.backToOrders });
    await expect(link).toHaveAttribute('href', LIST);
    await expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('\u2190');
    await userEvent.click(link);
    await expect(where(canvasElement)).toHaveTextContent(LIST);
  },
};

/** Reached from the list in the app: Back returns to the list as it was left (how many orders shown). */
export const CameFromTheList: Story = {
  parameters: { route: { path: '/*', initialEntry: LIST_AS_LEFT } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: ordersMessages.heading }));
    await expect(where(canvasElement)).toHaveTextContent(ORDER);
    await userEvent.click(canvas.getByRole('link', { name: orderDetailsMessages.backToOrders }));
    await expect(where(canvasElement)).toHaveTextContent(LIST_AS_LEFT);
  },
};

/** Without its arrow (beside a form's buttons, as Cancel), still a full touch target. */
export const WithoutArrow: Story = {
  args: { arrow: false, children: 'Cancel' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cancel' });
    await expect(link.querySelector('[aria-hidden="true"]')).toBeNull();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
