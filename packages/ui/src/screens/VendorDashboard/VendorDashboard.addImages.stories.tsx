import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb } from '@sika/api-client/mocks';
import { messages, STORAGE_KEYS } from '@sika/domain';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { answer, expectToast, showsAlert } from '../../storyKit/index.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const img = messages.imageUpload;

// The step right after Add Product: signed in, with products, the newest just created.
const meta = {
  title: 'Screens/VendorDashboard/Add Images',
  ...dashboardAt('images'),
  beforeEach: () => {
    signedInWithProducts();
    localStorage.setItem(STORAGE_KEYS.productKey, JSON.stringify(mockDb.products[0]));
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** Chooses one photo and sends it. */
async function uploadAPhoto(canvasElement: HTMLElement) {
  choose(canvasElement, [await aPhoto()]);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: img.submit }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(img.hint)).toBeVisible();
    await expect(canvas.getByLabelText(img.dropzone)).toHaveAttribute('accept', 'image/*');
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

export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    choose(canvasElement, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await expect(await within(canvasElement).findByText('File type must be image/*')).toBeVisible();
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

/** No product was created before this step: nothing to attach the image to. */
export const MissingProductId: Story = {
  beforeEach: () => localStorage.removeItem(STORAGE_KEYS.productKey),
  play: async (context) => {
    await uploadAPhoto(context.canvasElement);
    await showsAlert(img.missingProductId)(context);
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
      await canvas.findByRole('heading', { level: 1, name: messages.products.heading }, { timeout: 3000 }),
    ).toBeVisible();
    const uploaded = mockDb.products[0]?.images[0]?.url ?? '';
    await expect(uploaded).toMatch(/^blob:/);
    // The newest product is the first card: lazy as every list image, asked for before the others'.
    const image = await canvas.findByRole('img', { name: messages.products.imageAlt(mockDb.products[0]?.title ?? '') });
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
    await userEvent.click(menu.getByRole('link', { name: messages.dashboard.menu.orders }));
    const orders = await canvas.findByRole('heading', { level: 1, name: messages.orders.heading });
    // Past the 2 s: still on Orders.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(orders).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: messages.products.heading })).not.toBeInTheDocument();
  },
};
