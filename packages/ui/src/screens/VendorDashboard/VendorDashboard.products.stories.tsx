import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProduct, mockDb } from '@sika/api-client/mocks';
import { messages, paths, productExportMessages, productsMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  aPicture,
  answer,
  downloadedBy,
  expectToast,
  hangs,
  linksInList,
  servesPictures,
  showsAlert,
  showsLoading,
} from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const dash = messages.dashboard;
const list = productsMessages;
const file = productExportMessages;

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

/** Types 'BLENDER' in the search once the cards are in: one card is left. */
async function searchForBlender(canvasElement: HTMLElement) {
  await cardsIn(canvasElement);
  await userEvent.type(within(canvasElement).getByLabelText(list.searchLabel), 'BLENDER');
  await expect(await cardsIn(canvasElement)).toHaveLength(1);
}

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

/** While the list loads there is nothing to download yet. */
export const Loading: Story = {
  parameters: hangs('getAllProducts'),
  play: async (context) => {
    await showsLoading(context);
    await expect(
      within(context.canvasElement).queryByRole('button', { name: file.downloadCsv }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    mockDb.products.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(list.empty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: list.addFirst })).toHaveAttribute('href', panelHref('add'));
    // An empty catalogue has nothing to download.
    await expect(canvas.queryByRole('button', { name: file.downloadCsv })).not.toBeInTheDocument();
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
    await searchForBlender(canvasElement);
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

/**
 * 'Download CSV' saves every product, not only those the search shows: one row each under the Add
 * form's labels, the picture as an absolute address, a price as 3500.5, a formula-like title kept
 * as text, a description with a comma, a quote and a line break quoted.
 */
export const DownloadCsv: Story = {
  args: { today: new Date('2026-11-26T10:00:00Z') },
  parameters: servesPictures,
  beforeEach: () => {
    mockDb.products[1]!.images = [aPicture];
    mockDb.products.unshift(
      aProduct({
        _id: 'p0000000-0000-4000-8000-000000000005',
        title: '=SUM(A1)',
        description: 'Soft, "real" cotton\nfrom Kumasi',
        price: 3500.5,
        deliveryPrice: 0,
        brand: 'Adinkra',
        quantity: 3,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchForBlender(canvasElement);
    const button = await canvas.findByRole('button', { name: file.downloadCsv });
    await expect(button).toHaveAccessibleDescription(file.downloadCsvHint(5));
    const saved = await downloadedBy(() => userEvent.click(button));
    await expect(saved.name).toBe('sika-products-2026-11-26.csv');
    // The byte-order mark (Blob.text() would drop it), so Excel reads the file as UTF-8.
    await expect([...saved.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const picture = new URL(aPicture.url, window.location.origin).href;
    await expect(new TextDecoder().decode(saved.bytes).split('\r\n')).toEqual([
      'Id,Title,Description,Price,Delivery price,Category,Brand,Quantity,Picture',
      `p0000000-0000-4000-8000-000000000005,'=SUM(A1),"Soft, ""real"" cotton\nfrom Kumasi",3500.5,0,Fashion and wears,Adinkra,3,`,
      'p0000000-0000-4000-8000-000000000004,Samsung Galaxy A15,"Hand-woven kente stole, 2 m long.",3500,25,Phones and Tablets,Samsung,5,',
      `p0000000-0000-4000-8000-000000000003,Blender 1.5 L,"Hand-woven kente stole, 2 m long.",1450.5,25,Electronic Appliances,Binatone,12,${picture}`,
      'p0000000-0000-4000-8000-000000000002,Shea butter 500 g,"Hand-woven kente stole, 2 m long.",85,25,Beauty and Cosmetics,Tamale Shea,40,',
      'p0000000-0000-4000-8000-000000000001,Kente stole,"Hand-woven kente stole, 2 m long.",450,25,Fashion and wears,Bonwire Weavers,8,',
      '',
    ]);
    await expectToast(canvasElement, file.downloaded(5, saved.name));
    await expect(button).toHaveFocus();
  },
};
