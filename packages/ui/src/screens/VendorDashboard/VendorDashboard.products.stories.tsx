import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb } from '@sika/api-client/mocks';
import { messages, paths, productsMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { answer, hangs, linksInList, showsAlert, showsLoading } from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const dash = messages.dashboard;
const list = productsMessages;

const meta = {
  title: 'Screens/VendorDashboard/All Products',
  ...dashboardAt('products'),
  beforeEach: signedInWithProducts,
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' own links, to Edit product (a card without a picture also has its 'Add a picture' link). */
const cardsIn = async (canvasElement: HTMLElement) =>
  (await linksInList(canvasElement, list.heading)).filter((link) =>
    link.getAttribute('href')?.startsWith(paths.editProduct('')),
  );

/** All Products first: cards linking to /edit-product/{id} with title, 'GHC {price}', category; the footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
    const cards = await cardsIn(canvasElement);
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveAttribute('href', paths.editProduct('p0000000-0000-4000-8000-000000000004'));
    await expect(cards[0]).toHaveTextContent('Samsung Galaxy A15GHC 3,500Phones and Tablets');
    // No picture yet: the card offers one, through the picture step for that product.
    await expect(canvas.getByRole('link', { name: list.addPictureFor('Samsung Galaxy A15') })).toHaveAttribute(
      'href',
      paths.productPicture('p0000000-0000-4000-8000-000000000004'),
    );
    await expect(canvas.getByRole('link', { name: new RegExp(dash.brandLink) })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(canvas.getByText('© 2026, powered by Sika.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: hangs('getAllProducts'), play: showsLoading };

export const Empty: Story = {
  beforeEach: () => {
    mockDb.products.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(list.empty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: list.addFirst })).toHaveAttribute('href', panelHref('add'));
  },
};

/** Product list failure: 'Something went wrong!'. */
export const ServerError: Story = {
  parameters: answer('getAllProducts', 500, 'Database down'),
  play: showsAlert(list.failed),
};

/** Search by title, filter by category and sort by price, on the device. */
export const SearchFilterSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsIn(canvasElement);
    await userEvent.type(canvas.getByLabelText(list.searchLabel), 'BLENDER');
    await expect(await cardsIn(canvasElement)).toHaveLength(1);
    await userEvent.clear(canvas.getByLabelText(list.searchLabel));
    await userEvent.selectOptions(canvas.getByLabelText(list.sortLabel), list.sortPriceLow);
    await expect((await cardsIn(canvasElement)).map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Shea butter 500 g',
      'Kente stole',
      'Blender 1.5 L',
      'Samsung Galaxy A15',
    ]);
    await userEvent.selectOptions(canvas.getByLabelText(list.categoryFilterLabel), 'Food Market');
    await expect(canvas.getByText(list.noMatches)).toBeVisible();
  },
};
