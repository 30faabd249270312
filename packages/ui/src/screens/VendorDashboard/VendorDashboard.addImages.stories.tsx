import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, someProducts } from '@sika/api-client/mocks';
import {
  messages,
  paths,
  PRODUCT_IMAGE_TYPE_NAMES,
  STORAGE_KEYS,
  productsMessages,
  imageUploadMessages,
  ordersMessages,
  editProductMessages,
} from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  aPhoto,
  aPicture,
  answer,
  choosePictures as choose,
  expectToast,
  hangs,
  openedAt,
  servesPictures,
  showsAlert,
} from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const img = imageUploadMessages;
const [newest] = someProducts();
const product = newest!;

// The step right after Add Product, as Add Product opens it: signed in, with products, the address
// naming the newest, just created. Every story opens the address afresh, as a reload does.
const meta = {
  title: 'Screens/VendorDashboard/Add Images',
  ...dashboardAt('images'),
  parameters: openedAt(paths.dashboard, paths.productPicture(product._id)),
  beforeEach: () => {
    signedInWithProducts();
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses one photo and sends it. */
async function uploadAPhoto(canvasElement: HTMLElement) {
  choose(canvasElement, [await aPhoto()]);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: img.submit }));
}

/**
 * The product named in the address, found after a reload too (the story stores no productKey). The
 * picker is a plain file input of image types without `capture`: a phone offers the camera and
 * the gallery.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(img.hint)).toBeVisible();
    // The product the address names (the newest: the one just created, in a journey too).
    await expect(await canvas.findByText(img.forProduct(mockDb.products[0]?.title ?? ''))).toBeVisible();
    const input = canvas.getByLabelText(img.dropzone);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute(
      'accept',
      'image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp,image/gif,.gif,image/avif,.avif',
    );
    await expect(input).not.toHaveAttribute('capture');
    await expect(input).not.toHaveAttribute('multiple');
    await expect(canvas.getByRole('button', { name: img.submit })).toBeVisible();
  },
};

/** An older address without the product: the product just created (productKey) is used. */
export const FromProductKey: Story = {
  parameters: openedAt(paths.dashboard, panelHref('images')),
  beforeEach: () => localStorage.setItem(STORAGE_KEYS.productKey, JSON.stringify(mockDb.products[1])),
  play: async ({ canvasElement }) => {
    const title = someProducts()[1]!.title;
    await expect(await within(canvasElement).findByText(img.forProduct(title))).toBeVisible();
  },
};

/** A product with a picture already: it shows, and the button says it replaces it. */
export const AlreadyHasPicture: Story = {
  parameters: servesPictures,
  beforeEach: () => {
    mockDb.products[0]!.images = [aPicture];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = await canvas.findByRole<HTMLImageElement>('img', {
      name: productsMessages.imageAlt(product.title),
    });
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    await expect(canvas.getByRole('button', { name: img.replace })).toBeVisible();
  },
};

export const NoImageChosen: Story = {
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: img.submit }));
    await showsAlert(img.noImage)(context);
  },
};

export const TooManyImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [await aPhoto('a.png', 10), await aPhoto('b.png', 10)]);
    await expect(await canvas.findByText(messages.fileRejections.tooMany)).toBeVisible();
    await expect(canvas.getByText(img.tooManyImages)).toBeVisible();
  },
};

/** A file of another type: one sentence naming the types the picker takes (not 'image/*'). */
export const WrongFileType: Story = {
  play: async (context) => {
    choose(context.canvasElement, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    const sentence = messages.fileRejections.fileType(PRODUCT_IMAGE_TYPE_NAMES);
    await expect(sentence).toBe('File type must be JPEG, PNG, WebP, GIF or AVIF.');
    await showsAlert(sentence)(context);
    await expect(within(context.canvasElement).queryByRole('img', { name: img.previewAlt })).not.toBeInTheDocument();
  },
};

/** A picture type phones make that the portal does not take (HEIC): refused the same way. */
export const UnacceptedPictureType: Story = {
  play: async (context) => {
    choose(context.canvasElement, [new File([new Uint8Array(10)], 'IMG_0001.heic', { type: 'image/heic' })]);
    await showsAlert(messages.fileRejections.fileType(PRODUCT_IMAGE_TYPE_NAMES))(context);
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    choose(canvasElement, [new File([new Uint8Array(25_000_001)], 'huge.png', { type: 'image/png' })]);
    await expect(await within(canvasElement).findByText('File is larger than 25000000 bytes')).toBeVisible();
  },
};

export const FileTooSmall: Story = {
  play: async ({ canvasElement }) => {
    choose(canvasElement, [new File([], 'empty.png', { type: 'image/png' })]);
    await expect(await within(canvasElement).findByText('File is smaller than 1 bytes')).toBeVisible();
  },
};

/** Deliberate change: the close icon removes the chosen file, so nothing removed is uploaded. */
export const RemoveChosenImage: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    choose(context.canvasElement, [await aPhoto()]);
    const preview = await canvas.findByRole('img', { name: img.previewAlt });
    await expect(preview).toHaveAttribute('width', '200');
    await userEvent.click(canvas.getByRole('button', { name: img.removeImage }));
    await expect(canvas.queryByRole('img', { name: img.previewAlt })).not.toBeInTheDocument();
    await NoImageChosen.play?.(context);
  },
};

/** After ×, the same file chosen again is previewed again: the picker forgets each file it gave. */
export const SameFileAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(img.dropzone) as HTMLInputElement;
    const photo = await aPhoto();
    await userEvent.upload(input, photo);
    await expect(await canvas.findByRole('img', { name: img.previewAlt })).toBeVisible();
    await expect(input).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: img.removeImage }));
    await expect(canvas.queryByRole('img', { name: img.previewAlt })).not.toBeInTheDocument();
    await userEvent.upload(input, photo);
    await expect(await canvas.findByRole('img', { name: img.previewAlt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: img.submit })).toBeEnabled();
  },
};

/**
 * No product named and none just created: said at once, with the way back to the products (whose
 * cards lead here for one product), instead of a picker whose upload could only fail.
 */
export const MissingProductId: Story = {
  parameters: openedAt(paths.dashboard, panelHref('images')),
  play: async (context) => {
    await showsAlert(img.missingProductId)(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: editProductMessages.backToProducts })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(canvas.queryByLabelText(img.dropzone)).not.toBeInTheDocument();
  },
};

/** An address naming a product that is not among the vendor's (deleted, or another vendor's). */
export const UnknownProduct: Story = {
  parameters: openedAt(paths.dashboard, paths.productPicture('someone-elses-product')),
  play: MissingProductId.play,
};

/** While the photo travels: the bar, named 'Upload progress', and the busy button. */
export const Uploading: Story = {
  parameters: hangs('uploadProductImage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadAPhoto(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: img.progress }, { timeout: 5000 });
    await expect(bar).toBeVisible();
    await expect(canvas.getByRole('button', { name: img.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: img.removeImage })).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  parameters: answer('uploadProductImage', 500, 'Disk full'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadAPhoto(canvasElement);
    // Compressing the photo first can take over a second on a loaded machine.
    await expect(await canvas.findByText(img.uploadFailed, {}, { timeout: 5000 })).toBeVisible();
    // The busy state clears 2 s later.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Compressed, uploaded with a progress bar, toast, then back to All Products with the image in the list. */
export const UploadSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadAPhoto(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expectToast(canvasElement, img.success);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: productsMessages.heading }, { timeout: 3000 }),
    ).toBeVisible();
    const uploaded = mockDb.products[0]?.images[0]?.url ?? '';
    await expect(uploaded).toMatch(/^blob:/);
    // The newest product is the first card: lazy as every list image, asked for before the others'.
    const image = await canvas.findByRole('img', { name: productsMessages.imageAlt(mockDb.products[0]?.title ?? '') });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/**
 * The vendor moves on to another panel before the 2 s after the upload are up: they stay there,
 * not sent to All Products.
 */
export const MovedOnBeforeTheRedirect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadAPhoto(canvasElement);
    await expectToast(canvasElement, img.success);
    await userEvent.click(canvas.getByRole('button', { name: messages.dashboard.openMenu }));
    const menu = within(canvas.getByRole('navigation', { name: messages.dashboard.hamburgerLabel }));
    await userEvent.click(menu.getByRole('link', { name: new RegExp(`^${messages.dashboard.menu.orders}`) }));
    const orders = await canvas.findByRole('heading', { level: 1, name: ordersMessages.heading });
    // Past the 2 s: still on Orders.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(orders).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: productsMessages.heading })).not.toBeInTheDocument();
  },
};
