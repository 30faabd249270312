import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProduct, aVendor, mockDb } from '@sika/api-client/mocks';
import { memoryQueueStorage, readQueue, setQueueStorage } from '@sika/api-client/writes';
import { editProductMessages, imageUploadMessages, productsMessages, queueMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answers,
  aPicture,
  expectDangerDialog,
  expectDialogCancelled,
  expectToast,
  hangs,
  offline,
  openDialog,
  servesPictures,
} from '../../storyKit/index.ts';
import type { EditProduct } from './EditProduct.tsx';
import { editProductStoryBase, withEditedProduct } from './editProductStories.ts';

const text = imageUploadMessages;
const product = aProduct();
const VENDOR = aVendor()._id;

// Removing a product's picture from Edit product (docs/product.md, Edit product): behind a
// confirmation that names the product; the product keeps everything else.
const meta = {
  title: 'Screens/EditProduct/Remove Picture',
  ...editProductStoryBase,
  parameters: { ...editProductStoryBase.parameters, ...servesPictures },
  beforeEach: () => {
    withEditedProduct();
    mockDb.products[0]!.images = [aPicture];
    setQueueStorage(memoryQueueStorage());
  },
} satisfies Meta<typeof EditProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The product's picture section, found by its heading. */
const pictureSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: editProductMessages.pictureHeading }));

const currentPicture = (section: Awaited<ReturnType<typeof pictureSection>>) =>
  section.queryByRole('img', { name: productsMessages.imageAlt(product.title) });

async function openRemoveDialog(canvasElement: HTMLElement) {
  const section = await pictureSection(canvasElement);
  await expect(await section.findByRole('img', { name: productsMessages.imageAlt(product.title) })).toBeVisible();
  return openDialog(canvasElement, text.removePicture, text.removeDialogTitle);
}

async function confirmRemoval(canvasElement: HTMLElement) {
  const dialog = await openRemoveDialog(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: text.confirmRemove }));
  return dialog;
}

/**
 * The confirmation: a static alert dialog that names the product, 'Remove' in the danger colour,
 * focus on Cancel and kept inside; Escape and the backdrop do not close it.
 */
export const RemovePictureDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoveDialog(canvasElement);
    await expectDangerDialog(dialog, text.removeDialogBody, product.title, text.confirmRemove);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus());
    // The keyboard stays inside: back from Cancel is Remove, and on from Remove is Cancel again.
    const remove = within(dialog).getByRole('button', { name: text.confirmRemove });
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus();
    // Static: neither Escape nor the backdrop closes it.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(body().getByTestId('dialog-backdrop'), { skipHover: true });
    await expect(dialog).toBeVisible();
  },
};

/** Cancel: the dialog closes, focus is back on 'Remove picture', and the picture stays. */
export const RemovePictureCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoveDialog(canvasElement);
    await expectDialogCancelled(dialog, text.cancel, canvasElement, text.removePicture);
    await expect(currentPicture(await pictureSection(canvasElement))).toBeVisible();
    await expect(mockDb.products[0]!.images).toHaveLength(1);
  },
};

/** While the server removes it: 'Remove' is busy and the dialog stays. */
export const RemovingPicture: Story = {
  parameters: answers(servesPictures, hangs('deleteProductImage')),
  play: async ({ canvasElement }) => {
    const dialog = await confirmRemoval(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text.confirmRemove })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog).toBeVisible();
  },
};

/**
 * Removed: 'Picture removed.', the picture is gone, the picker says 'Upload' and takes the focus;
 * every field of the form is kept.
 */
export const PictureRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText(editProductMessages.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '480');
    await confirmRemoval(canvasElement);
    await expectToast(canvasElement, text.removed);
    const section = await pictureSection(canvasElement);
    await waitFor(() => expect(currentPicture(section)).not.toBeInTheDocument());
    await expect(section.queryByRole('button', { name: text.removePicture })).not.toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('button', { name: text.submit })).toHaveFocus());
    await expect(mockDb.products[0]!.images).toEqual([]);
    await expect(canvas.getByLabelText(editProductMessages.priceLabel)).toHaveValue('480');
  },
};

/** The server refuses: 'Something went wrong! The picture was not removed.', and the picture stays. */
export const PictureRemovalFailed: Story = {
  parameters: answers(servesPictures, answer('deleteProductImage', 500, 'Disk full')),
  play: async ({ canvasElement }) => {
    await confirmRemoval(canvasElement);
    await expectToast(canvasElement, text.removeFailed);
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    const section = await pictureSection(canvasElement);
    await expect(currentPicture(section)).toBeVisible();
    await expect(section.getByRole('button', { name: text.removePicture })).toBeVisible();
    await expect(mockDb.products[0]!.images).toHaveLength(1);
  },
};

/** Offline: the removal waits on the phone like every product write, and the picture is no longer shown. */
export const PictureRemovalKeptOffline: Story = {
  parameters: answers(servesPictures, offline('deleteProductImage')),
  play: async ({ canvasElement }) => {
    await confirmRemoval(canvasElement);
    await expectToast(canvasElement, queueMessages.savedOnPhone);
    const section = await pictureSection(canvasElement);
    await waitFor(() => expect(currentPicture(section)).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await readQueue(VENDOR)).toMatchObject([
        { operation: 'removePicture', productId: product._id, state: 'waiting' },
      ]),
    );
  },
};
