import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, someProducts } from '@sika/api-client/mocks';
import { messages, paths, STORAGE_KEYS } from '@sika/domain';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { answer, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';

/** A toast (they slide in, so wait until it is fully shown). */
const expectToast = (canvasElement: HTMLElement, message: string) =>
  waitFor(() => expect(within(canvasElement).getByText(message, { selector: '.Toastify *' })).toBeVisible());
import { panelHref, type Panel } from './parts/panels.ts';
import { loadDashboardPanels, VendorDashboard, VendorDashboardShell } from './VendorDashboard.tsx';

const dash = messages.dashboard;
const list = messages.products;
const add = messages.addProduct;
const img = messages.imageUpload;

const signedInWithProducts = () => {
  storeLogin();
  mockDb.products.push(...someProducts());
};

const meta = {
  title: 'Screens/VendorDashboard',
  // The panels' code is fetched when a panel is first chosen (VendorDashboard.tsx); here it is in
  // before the story renders, as in an app that has been open a while.
  loaders: [loadDashboardPanels],
  component: VendorDashboard,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.dashboard),
  beforeEach: signedInWithProducts,
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (panel: Panel) => openedAt(paths.dashboard, panelHref(panel));
const cardsIn = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: list.heading })).getAllByRole('link');

/** All Products first: cards linking to /edit-product/{id} with title, 'GHC {price}', category; the footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
    const cards = await cardsIn(canvasElement);
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveAttribute('href', paths.editProduct('p0000000-0000-4000-8000-000000000004'));
    await expect(cards[0]).toHaveTextContent('Samsung Galaxy A15GHC 3500Phones and Tablets');
    await expect(canvas.getAllByText(list.noImage)[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(dash.brandLink) })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(canvas.getByText('© 2026, powered by Sika.')).toBeVisible();
  },
};

/**
 * What the page is before its code and data arrive, whatever the panel (the build prerenders it into
 * the HTML of /vendor-main-page): the frame and the loading state, nothing of the vendor's.
 */
export const Shell: Story = {
  render: ({ footerYear }) => <VendorDashboardShell footerYear={footerYear} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: new RegExp(dash.brandLink) })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: list.heading })).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2026, powered by Sika.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: hangs('getAllProducts'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
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
  },
};

/** Product list failure: 'Something went wrong!'. */
export const ServerError: Story = {
  parameters: answer('getAllProducts', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(list.failed);
  },
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

/** The hamburger: greeting with the business name, five entries; an entry switches the panel and closes it. */
export const HamburgerMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: dash.openMenu }));
    await expect(await canvas.findByText(dash.greeting('Adwoa Fabrics'))).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: dash.hamburgerLabel }));
    for (const label of Object.values(dash.menu)) {
      await expect(menu.getByRole(label === dash.menu.logout ? 'button' : 'link', { name: label })).toBeVisible();
    }
    await userEvent.click(menu.getByRole('link', { name: dash.menu.addProducts }));
    const heading = await canvas.findByRole('heading', { level: 1, name: add.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: dash.openMenu })).toHaveAttribute('aria-expanded', 'false');
  },
};

// --- Add New Products --------------------------------------------------------------------------

const fill = async (canvasElement: HTMLElement, price = '3500') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(add.titleLabel), 'Tecno Spark 20');
  await userEvent.type(canvas.getByLabelText(add.descriptionLabel), 'New, boxed, 128 GB');
  await userEvent.type(canvas.getByLabelText(add.priceLabel), price);
  await userEvent.type(canvas.getByLabelText(add.deliveryPriceLabel), '30.5');
  await userEvent.selectOptions(canvas.getByLabelText(add.categoryLabel), 'Phones and Tablets');
  await userEvent.type(canvas.getByLabelText(add.brandLabel), 'Tecno');
  await userEvent.type(canvas.getByLabelText(add.quantityLabel), '4{Enter}');
};

/** Plan cards follow the price: 3500 gives 2, 3 and 6 months in 'GHS {amount}'. */
export const AddProduct: Story = {
  parameters: at('add'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(add.noPlans)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '3500');
    const two = within(canvas.getByRole('listitem', { name: '2 months' }));
    await expect(two.getByText('GHS 1925')).toBeVisible();
    await expect(two.getByText('GHS 1575')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: '3 months' })).getAllByText('GHS 1050')).toHaveLength(2);
    await expect(within(canvas.getByRole('listitem', { name: '6 months' })).getAllByText('GHS 525')).toHaveLength(5);
  },
};

export const AddProductUnder300: Story = {
  parameters: at('add'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '299.99');
    await expect(canvas.getByText(add.noPlans)).toBeVisible();
  },
};

/** Every required message at once. */
export const AddProductValidationErrors: Story = {
  parameters: at('add'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: add.submit }));
    for (const message of [add.titleRequired, add.descriptionRequired, add.categoryRequired, add.brandRequired]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getAllByText(add.priceRequired)).toHaveLength(2);
    await expect(canvas.getByText(add.quantityRequired)).toBeVisible();
  },
};

/** The added rules: no negative price, at most two decimals, a whole quantity. */
export const AddProductNumberRules: Story = {
  parameters: at('add'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '-5');
    await userEvent.type(canvas.getByLabelText(add.deliveryPriceLabel), '1.234');
    await userEvent.type(canvas.getByLabelText(add.quantityLabel), '1.5');
    await userEvent.tab();
    await expect(await canvas.findByText(add.priceNegative)).toBeVisible();
    await expect(canvas.getByText(add.deliveryPriceDecimals)).toBeVisible();
    await expect(canvas.getByText(add.quantityNotWhole)).toBeVisible();
  },
};

/** The description stops at 100 characters and its counter says so. */
export const DescriptionCounter: Story = {
  parameters: at('add'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByLabelText(add.descriptionLabel);
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(120));
    await expect(description).toHaveValue('x'.repeat(100));
    await expect(canvas.getByText('100/100')).toBeVisible();
    await expect(description).toHaveAccessibleDescription(add.charactersLeft(0));
  },
};

export const AddProductSubmitting: Story = {
  parameters: { ...at('add'), ...hangs('createProduct') },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

/** Creation error toast; every typed value kept. */
export const AddProductServerError: Story = {
  parameters: { ...at('add'), ...answer('createProduct', 500, 'Database down') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await expectToast(canvasElement, add.failed);
    await expect(canvas.getByLabelText(add.titleLabel)).toHaveValue('Tecno Spark 20');
    await expect(canvas.getByLabelText(add.priceLabel)).toHaveValue('3500');
    await expect(canvas.getByLabelText(add.categoryLabel)).toHaveValue('Phones and Tablets');
  },
};

/** Stored as productKey, toast, and the image step opens. */
export const AddProductSuccess: Story = {
  parameters: at('add'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await expectToast(canvasElement, add.created);
    const imageHeading = await canvas.findByRole('heading', { level: 1, name: img.heading });
    await waitFor(() => expect(imageHeading).toHaveFocus());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.productKey) ?? '{}');
    await expect(stored).toMatchObject({ title: 'Tecno Spark 20', price: 3500, deliveryPrice: 30.5, quantity: 4 });
    await expect(mockDb.products[0]?.title).toBe('Tecno Spark 20');
  },
};

// --- Add Product Images ------------------------------------------------------------------------

/** A real PNG drawn on a canvas, so the compression step has pixels to work on. */
async function aPhoto(name = 'photo.png', size = 1200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0b6e4f';
    context.fillRect(0, 0, size, size);
    context.fillStyle = '#f2b705';
    context.fillRect(size / 4, size / 4, size / 2, size / 2);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** Chooses files the way the file picker does (bypassing the picker's own type filter). */
function choose(canvasElement: HTMLElement, files: File[]) {
  const input = within(canvasElement).getByLabelText(img.dropzone) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

// After the component's beforeEach (signed in, with products): calling it again here would list
// every product twice.
const withCreatedProduct = () => {
  localStorage.setItem(STORAGE_KEYS.productKey, JSON.stringify(mockDb.products[0]));
};

const imageStep = { parameters: at('images'), beforeEach: withCreatedProduct };

export const AddImages: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(img.hint)).toBeVisible();
    await expect(canvas.getByLabelText(img.dropzone)).toHaveAttribute('accept', 'image/*');
  },
};

export const NoImageChosen: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: img.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(img.noImage);
  },
};

export const TooManyImages: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [await aPhoto('a.png', 10), await aPhoto('b.png', 10)]);
    await expect(await canvas.findByText(messages.fileRejections.tooMany)).toBeVisible();
    await expect(canvas.getByText(img.tooManyImages)).toBeVisible();
  },
};

export const WrongFileType: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    choose(canvasElement, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await expect(await within(canvasElement).findByText('File type must be image/*')).toBeVisible();
  },
};

export const FileTooLarge: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    choose(canvasElement, [new File([new Uint8Array(25_000_001)], 'huge.png', { type: 'image/png' })]);
    await expect(await within(canvasElement).findByText('File is larger than 25000000 bytes')).toBeVisible();
  },
};

export const FileTooSmall: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    choose(canvasElement, [new File([], 'empty.png', { type: 'image/png' })]);
    await expect(await within(canvasElement).findByText('File is smaller than 1 bytes')).toBeVisible();
  },
};

/** Deliberate change: the close icon removes the chosen file, so nothing removed is uploaded. */
export const RemoveChosenImage: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [await aPhoto()]);
    const preview = await canvas.findByRole('img', { name: img.previewAlt });
    await expect(preview).toHaveAttribute('width', '200');
    await userEvent.click(canvas.getByRole('button', { name: img.removeImage }));
    await expect(canvas.queryByRole('img', { name: img.previewAlt })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: img.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(img.noImage);
  },
};

export const MissingProductId: Story = {
  parameters: at('images'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [await aPhoto()]);
    await userEvent.click(await canvas.findByRole('button', { name: img.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(img.missingProductId);
  },
};

export const UploadFailed: Story = {
  ...imageStep,
  parameters: { ...at('images'), ...answer('uploadProductImage', 500, 'Disk full') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [await aPhoto()]);
    await userEvent.click(await canvas.findByRole('button', { name: img.submit }));
    // Compressing the photo first can take over a second on a loaded machine.
    await expect(await canvas.findByText(img.uploadFailed, {}, { timeout: 5000 })).toBeVisible();
    // The busy state clears 2 s later.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Compressed, uploaded with a progress bar, toast, then back to All Products with the image in the list. */
export const UploadSuccess: Story = {
  ...imageStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [await aPhoto()]);
    await userEvent.click(await canvas.findByRole('button', { name: img.submit }));
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expectToast(canvasElement, img.success);
    await expect(await canvas.findByRole('heading', { level: 1, name: list.heading }, { timeout: 3000 })).toBeVisible();
    const uploaded = mockDb.products[0]?.images[0]?.url ?? '';
    await expect(uploaded).toMatch(/^blob:/);
    // The newest product is the first card: lazy as every list image, asked for before the others'.
    const image = await canvas.findByRole('img', { name: list.imageAlt(mockDb.products[0]?.title ?? '') });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
