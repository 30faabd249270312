import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProduct, mockDb } from '@sika/api-client/mocks';
import {
  messages,
  paths,
  PRODUCT_IMAGE_TYPE_NAMES,
  serverMessages,
  SPINNER_CLEAR_DELAY_MS,
  productsMessages,
  addProductMessages,
  imageUploadMessages,
  editProductMessages,
} from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RequireVendor } from '../../connected/index.ts';
import {
  answer,
  answers,
  expectDangerDialog,
  expectDialogCancelled,
  expectLocation,
  expectServerFieldMessage,
  expectToast,
  aPhoto,
  aPicture,
  choosePictures,
  hangs,
  openDialog,
  openedAt,
  refusesFields,
  servesPictures,
  showsAlert,
  showsLoading,
} from '../../storyKit/index.ts';
import { EditProduct } from './EditProduct.tsx';
import { editProductStoryBase, withEditedProduct } from './editProductStories.ts';

const text = editProductMessages;
const product = aProduct();

const meta = {
  title: 'Screens/EditProduct',
  ...editProductStoryBase,
  beforeEach: withEditedProduct,
} satisfies Meta<typeof EditProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const openDeleteDialog = (canvasElement: HTMLElement) => openDialog(canvasElement, text.delete, text.deleteDialogTitle);

/** Every field of the product, prefilled from the vendor's product list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(text.titleLabel)).toHaveValue(product.title);
    await expect(canvas.getByLabelText(text.descriptionLabel)).toHaveValue(product.description);
    await expect(canvas.getByLabelText(text.priceLabel)).toHaveValue('450');
    await expect(canvas.getByLabelText(text.deliveryPriceLabel)).toHaveValue('25');
    await expect(canvas.getByLabelText(text.brandLabel)).toHaveValue(product.brand);
    await expect(canvas.getByLabelText(text.categoryLabel)).toHaveValue(product.category);
    await expect(canvas.getByLabelText(text.quantityLabel)).toHaveValue('8');
    await expect(canvas.getByRole('button', { name: text.update })).toBeVisible();
  },
};

export const Loading: Story = { parameters: hangs('getAllProducts'), play: showsLoading };

export const ServerError: Story = {
  parameters: answer('getAllProducts', 500, 'Database down'),
  play: showsAlert(productsMessages.failed),
};

/** Another vendor's id (or a deleted product): a clear not-found state. */
export const NotFound: Story = {
  parameters: openedAt(paths.editProduct(':id'), paths.editProduct('someone-elses-product')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.notFoundHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.backToProducts })).toHaveAttribute('href', paths.dashboard);
  },
};

/** No stored vendor -> / (the vendor gate the route table wraps it in). */
export const NoStoredVendor: Story = {
  beforeEach: () => localStorage.clear(),
  render: (args) => (
    <RequireVendor>
      <EditProduct {...args} />
    </RequireVendor>
  ),
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.login),
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText(text.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, 'abc');
    await userEvent.tab();
    await expect(await canvas.findByText(text.priceNotNumber)).toBeVisible();
    await expect(canvas.getByText(`${product.description.length}/100`)).toBeVisible();
  },
};

const changePrice = async (canvasElement: HTMLElement) => {
  const price = await within(canvasElement).findByLabelText(text.priceLabel);
  await userEvent.clear(price);
  await userEvent.type(price, '475.5{Enter}');
};

export const Submitting: Story = {
  parameters: hangs('updateProduct'),
  play: async (context) => {
    await changePrice(context.canvasElement);
    await showsLoading(context);
  },
};

/**
 * After a failure the spinner (and the busy Update button) stay SPINNER_CLEAR_DELAY_MS after the
 * toast, then clear.
 */
async function expectSpinnerHeldThenCleared(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const shownAt = performance.now();
  await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  await expect(canvas.getByRole('button', { name: text.update })).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
    timeout: SPINNER_CLEAR_DELAY_MS + 1000,
  });
  await expect(performance.now() - shownAt).toBeGreaterThan(SPINNER_CLEAR_DELAY_MS / 2);
  await expect(canvas.getByRole('button', { name: text.update })).not.toHaveAttribute('aria-busy');
}

/** Update failure toast 'Something went wrong', the spinner cleared 2 s later, values kept. */
export const UpdateFailed: Story = {
  parameters: answer('updateProduct', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changePrice(canvasElement);
    await expectToast(canvasElement, text.updateFailed);
    await expectSpinnerHeldThenCleared(canvasElement);
    await expect(canvas.getByLabelText(text.priceLabel)).toHaveValue('475.5');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await changePrice(canvasElement);
    await expectLocation(canvasElement, paths.dashboard);
    await expect(mockDb.products[0]?.price).toBe(475.5);
  },
};

/** A new price typed with its thousands comma is read as the add form reads it, and stored as 1250.5. */
export const PriceWithCommas: Story = {
  play: async ({ canvasElement }) => {
    const price = await within(canvasElement).findByLabelText(text.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, ' 1,250.50 {Enter}');
    await expectLocation(canvasElement, paths.dashboard);
    await expect(mockDb.products[0]?.price).toBe(1250.5);
  },
};

/** Above the largest price the api stores, the field says so and nothing is sent. */
export const PriceTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText(text.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '12,000,000{Enter}');
    await expect(await canvas.findByText(text.priceTooLarge)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(mockDb.products[0]?.price).toBe(450);
  },
};

/**
 * The static dialog: it names the product and 'delete' is the danger colour; focus on Cancel and kept
 * inside; Escape and the backdrop do not close it.
 */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await expectDangerDialog(dialog, text.deleteDialogBody, product.title, text.confirmDelete);
    const cancel = within(dialog).getByRole('button', { name: text.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(body().getByTestId('dialog-backdrop'), { skipHover: true });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.confirmDelete })).toBeVisible();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await expectDialogCancelled(dialog, text.cancel, canvasElement, text.delete);
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmDelete }));
    await expectLocation(canvasElement, paths.dashboard);
    await expectToast(canvasElement, text.deleted);
    await expect(mockDb.products).toHaveLength(0);
  },
};

/** Delete failure toast 'Something went wrong!', the spinner cleared 2 s later, values kept. */
export const DeleteFailed: Story = {
  parameters: answer('deleteProduct', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    updatesSent = 0;
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText(text.titleLabel);
    await userEvent.clear(title);
    await userEvent.type(title, 'Kente stole, gold');
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmDelete }));
    await expectToast(canvasElement, text.deleteFailed);
    await expectSpinnerHeldThenCleared(canvasElement);
    await expect(canvas.getByLabelText(text.titleLabel)).toHaveValue('Kente stole, gold');
    await expect(mockDb.products).toHaveLength(1);
  },
};

/** The api names a field in its 400: its sentence shows under that field, which takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('updateProduct', { price: serverMessages.fields.price }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changePrice(canvasElement);
    await expectToast(canvasElement, text.updateFailed);
    await expectServerFieldMessage(canvasElement, text.priceLabel, serverMessages.fields.price);
    await waitFor(() => expect(canvas.getByLabelText(text.priceLabel)).toHaveFocus());
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: SPINNER_CLEAR_DELAY_MS + 1000,
    });
  },
};

/**
 * An emptied required field is refused before sending, with Add New Products' message
 * (docs/product.md, Deliberate departures from the original product); nothing is sent.
 */
let updatesSent = 0;
export const EmptiedRequiredField: Story = {
  parameters: hangs('updateProduct', () => (updatesSent += 1)),
  play: async ({ canvasElement }) => {
    updatesSent = 0;
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText(text.titleLabel);
    await userEvent.clear(title);
    await userEvent.clear(canvas.getByLabelText(text.brandLabel));
    await userEvent.click(canvas.getByRole('button', { name: text.update }));
    await expect(await canvas.findByText(addProductMessages.titleRequired)).toBeVisible();
    await expect(title).toHaveAccessibleDescription(addProductMessages.titleRequired);
    await expect(canvas.getByLabelText(text.brandLabel)).toHaveAccessibleDescription(addProductMessages.brandRequired);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(updatesSent).toBe(0);
  },
};

const img = imageUploadMessages;

/** The product's picture section, found by its heading. */
const pictureSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: text.pictureHeading }));

/** A product with a picture: it shows (the ~320 px list variant for the 200 px box), with 'Replace picture'. */
export const WithPicture: Story = {
  parameters: servesPictures,
  beforeEach: () => {
    mockDb.products[0]!.images = [aPicture];
  },
  play: async ({ canvasElement }) => {
    const section = await pictureSection(canvasElement);
    const picture = await section.findByRole<HTMLImageElement>('img', {
      name: productsMessages.imageAlt(product.title),
    });
    await expect(picture).toHaveAttribute('width', '200');
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    await expect(picture.currentSrc).toBe(new URL(aPicture.listUrl ?? '', location.href).href);
    await expect(section.getByLabelText(img.dropzone)).toHaveAttribute('type', 'file');
    await expect(section.getByRole('button', { name: img.replace })).toBeVisible();
  },
};

/** Saved without a picture: no picture yet, the same picker, and 'Upload'. */
export const WithoutPicture: Story = {
  play: async ({ canvasElement }) => {
    const section = await pictureSection(canvasElement);
    await expect(section.queryByRole('img')).not.toBeInTheDocument();
    await expect(section.getByRole('button', { name: img.submit })).toBeVisible();
  },
};

/** A new picture chosen in place of the current one: its preview shows instead, removable. */
export const ReplacementChosen: Story = {
  ...WithPicture,
  play: async (context) => {
    await WithPicture.play?.(context);
    const section = await pictureSection(context.canvasElement);
    choosePictures(context.canvasElement, [await aPhoto()]);
    await expect(await section.findByRole('img', { name: img.previewAlt })).toBeVisible();
    await expect(
      section.queryByRole('img', { name: productsMessages.imageAlt(product.title) }),
    ).not.toBeInTheDocument();
    await expect(section.getByRole('button', { name: img.removeImage })).toBeVisible();
  },
};

/** Sends the chosen replacement; the picture section. */
async function sendReplacement(canvasElement: HTMLElement) {
  const section = await pictureSection(canvasElement);
  await userEvent.click(section.getByRole('button', { name: img.replace }));
  return section;
}

/** The picture's busy state clears 2 s after the answer. */
const busyCleared = (section: Awaited<ReturnType<typeof pictureSection>>) =>
  waitFor(() => expect(section.queryByRole('progressbar')).not.toBeInTheDocument(), {
    timeout: SPINNER_CLEAR_DELAY_MS + 1000,
  });

/** While the new picture travels: the bar named 'Upload progress', the button busy. */
export const ReplacementUploading: Story = {
  ...ReplacementChosen,
  parameters: answers(servesPictures, hangs('uploadProductImage')),
  play: async (context) => {
    await ReplacementChosen.play?.(context);
    const section = await sendReplacement(context.canvasElement);
    await expect(await section.findByRole('progressbar', { name: img.progress }, { timeout: 5000 })).toBeVisible();
    await expect(section.getByRole('button', { name: img.replace })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Replaced: 'Image added successfully!', and 2 s later the product's new picture shows in place of
 * the preview; the vendor stays on the page and every field keeps what was typed.
 */
export const Replaced: Story = {
  ...ReplacementChosen,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const price = await canvas.findByLabelText(text.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '480');
    await ReplacementChosen.play?.(context);
    const section = await sendReplacement(context.canvasElement);
    await expectToast(context.canvasElement, img.success);
    await busyCleared(section);
    const uploaded = mockDb.products[0]?.images[0]?.url ?? '';
    await expect(uploaded).toMatch(/^blob:/);
    const picture = section.getByRole<HTMLImageElement>('img', { name: productsMessages.imageAlt(product.title) });
    await expect(picture).toHaveAttribute('src', uploaded);
    await expect(section.queryByRole('img', { name: img.previewAlt })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(text.priceLabel)).toHaveValue('480');
    // Still on Edit product: nothing navigated.
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.queryByTestId('location')).not.toBeInTheDocument();
  },
};

/** The upload refused: the red 'Something went wrong img upload'; the chosen picture stays chosen. */
export const ReplacementFailed: Story = {
  ...ReplacementChosen,
  parameters: answers(servesPictures, answer('uploadProductImage', 500, 'Disk full')),
  play: async (context) => {
    await ReplacementChosen.play?.(context);
    const section = await sendReplacement(context.canvasElement);
    await expect(await section.findByText(img.uploadFailed, {}, { timeout: 5000 })).toBeVisible();
    await busyCleared(section);
    await expect(section.getByRole('img', { name: img.previewAlt })).toBeVisible();
  },
};

/** A file of another type: one sentence naming the types taken; the current picture stays. */
export const PictureWrongFileType: Story = {
  ...WithPicture,
  play: async (context) => {
    await WithPicture.play?.(context);
    choosePictures(context.canvasElement, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await showsAlert(messages.fileRejections.fileType(PRODUCT_IMAGE_TYPE_NAMES))(context);
    const section = await pictureSection(context.canvasElement);
    await expect(section.getByRole('img', { name: productsMessages.imageAlt(product.title) })).toBeVisible();
  },
};
