import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor } from '@sika/api-client/mocks';
import {
  CONTRACT_VERSION,
  dropDraft,
  memoryQueueStorage,
  saveDraft,
  setQueueStorage,
  type QueuedWrite,
} from '@sika/api-client/writes';
import {
  addProductMessages,
  imageUploadMessages,
  paths,
  productsMessages,
  queueMessages,
  serverMessages,
} from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  discardRestoredDraft,
  expectServerFieldMessage,
  expectToast,
  linksInList,
  offline,
  openedAt,
} from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = queueMessages;
const add = addProductMessages;
const VENDOR = aVendor()._id;
const productId = (n: number) => `p0000000-0000-4000-8000-00000000000${n}`;

/** A write kept on the phone, as the queue keeps it. */
const kept = (write: Partial<QueuedWrite> & Pick<QueuedWrite, 'key' | 'operation' | 'productId'>): QueuedWrite => ({
  contract: CONTRACT_VERSION,
  createdAt: '2026-11-26T09:00:00.000Z',
  state: 'waiting',
  ...write,
});

const newProduct = {
  title: 'Tecno Spark 20',
  description: 'New, boxed, 128 GB',
  price: 1800,
  deliveryPrice: 30,
  category: 'Phones and Tablets' as const,
  brand: 'Tecno',
  quantity: 4,
};

const refusedCreate = kept({
  key: 'refused-create',
  operation: 'create',
  productId: 'local:refused-create',
  body: newProduct,
  state: 'refused',
  refusal: {
    status: 400,
    message: serverMessages.badInput,
    fields: { title: serverMessages.fields.noControl },
  },
});

/** Keeps `writes` on the phone for the story's vendor (after the meta's beforeEach, which keeps none). */
const keeping = (writes: QueuedWrite[]) => () => {
  setQueueStorage(memoryQueueStorage({ [VENDOR]: writes }));
};

// Writes kept on the phone while offline (docs/product.md, Writes that wait). The api's health
// check never answers here, so nothing waiting is sent while a story is looked at.
const meta = {
  title: 'Screens/VendorDashboard/Writes That Wait',
  ...dashboardAt('products'),
  beforeEach: () => {
    signedInWithProducts();
    keeping([])();
  },
  parameters: {
    ...dashboardAt('products').parameters,
    msw: {
      handlers: {
        getHealth: http.get('*/api/health', async () => {
          await delay('infinite');
          return HttpResponse.json({ status: 'ok' });
        }),
      },
    },
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

// The section appears once the kept writes are read from IndexedDB: on a loaded machine the first
// story of the file waits for it past the default second.
const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: text.sectionHeading }, { timeout: 10_000 }));

/**
 * A new product, a change and a delete made offline: each says 'Waiting to send'; the product
 * being deleted is gone from the list already.
 */
export const WaitingToSend: Story = {
  beforeEach: keeping([
    kept({ key: 'k1', operation: 'create', productId: 'local:k1', body: newProduct }),
    kept({ key: 'k2', operation: 'update', productId: productId(4), body: { price: 3200 } }),
    kept({ key: 'k3', operation: 'delete', productId: productId(3) }),
  ]),
  play: async ({ canvasElement }) => {
    const rows = await section(canvasElement);
    await expect(rows.getAllByText(text.waiting)).toHaveLength(3);
    await expect(rows.getByText('Tecno Spark 20')).toBeVisible();
    await expect(rows.getByText('Samsung Galaxy A15')).toBeVisible();
    await expect(rows.getByText('Blender 1.5 L')).toBeVisible();
    // The new product can still be changed before it goes.
    await expect(rows.getByRole('link', { name: text.edit })).toHaveAttribute('href', paths.editProduct('local:k1'));
    await waitFor(async () => {
      const cards = await linksInList(canvasElement, productsMessages.heading);
      await expect(cards.some((card) => card.getAttribute('href') === paths.editProduct(productId(3)))).toBe(false);
    });
  },
};

/** The server refused a change: 'Not sent: fix and send again', its sentence, and the form to fix it in. */
export const Refused: Story = {
  beforeEach: keeping([
    kept({
      key: 'k4',
      operation: 'update',
      productId: productId(4),
      body: { price: 3200 },
      state: 'refused',
      refusal: { status: 404, message: serverMessages.productNotFound },
    }),
  ]),
  play: async ({ canvasElement }) => {
    const rows = await section(canvasElement);
    await expect(rows.getByText(text.refused)).toBeVisible();
    await expect(rows.getByText(serverMessages.productNotFound)).toBeVisible();
    await expect(rows.getByRole('link', { name: text.fix })).toHaveAttribute(
      'href',
      `${paths.editProduct(productId(4))}?queued=k4`,
    );
  },
};

/**
 * Kept for a contract the server no longer speaks: not sent, 'Not sent: the portal has changed.
 * Enter it again.', with its form to enter it again and Discard.
 */
export const Outdated: Story = {
  beforeEach: keeping([
    kept({
      key: 'k5',
      operation: 'create',
      productId: 'local:k5',
      body: newProduct,
      contract: '0.9.0',
      state: 'outdated',
    }),
  ]),
  play: async ({ canvasElement }) => {
    const rows = await section(canvasElement);
    await expect(rows.getByText(text.outdated)).toBeVisible();
    await expect(rows.getByText('Tecno Spark 20')).toBeVisible();
    await expect(rows.queryByText(text.waiting)).not.toBeInTheDocument();
    await expect(rows.getByRole('link', { name: text.fix })).toHaveAttribute('href', `${panelHref('add')}&queued=k5`);
    await expect(rows.getByRole('button', { name: text.discard })).toBeVisible();
  },
};

/** A refused write discarded: nothing is left waiting. */
export const RefusedDiscarded: Story = {
  ...Refused,
  play: async (context) => {
    await Refused.play!(context);
    const { canvasElement } = context;
    const rows = await section(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: text.discard }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: text.sectionHeading })).not.toBeInTheDocument(),
    );
  },
};

/**
 * A refused new product reopened from its row: the values kept, the server's sentence under its
 * field; sent again, it waits once more.
 */
export const RefusedReopened: Story = {
  beforeEach: keeping([refusedCreate]),
  parameters: openedAt(paths.dashboard, `${panelHref('add')}&queued=refused-create`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(new RegExp(text.reopenedNote))).toBeVisible();
    await expect(canvas.getByLabelText(add.titleLabel)).toHaveValue('Tecno Spark 20');
    await expectServerFieldMessage(canvasElement, add.titleLabel, serverMessages.fields.noControl);
    await userEvent.clear(canvas.getByLabelText(add.titleLabel));
    await userEvent.type(canvas.getByLabelText(add.titleLabel), 'Tecno Spark 20 Pro');
    await userEvent.click(canvas.getByRole('button', { name: text.resend }));
    await expectToast(canvasElement, text.savedOnPhone);
    const rows = await section(canvasElement);
    await expect(rows.getByText('Tecno Spark 20 Pro')).toBeVisible();
    await expect(rows.getByText(text.waiting)).toBeVisible();
  },
};

/** Add product without a connection: kept on the phone, said so, and the picture step opens for it. */
export const AddedOffline: Story = {
  parameters: { ...openedAt(paths.dashboard, panelHref('add')), ...offline('createProduct') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(add.titleLabel), 'Tecno Spark 20');
    await userEvent.type(canvas.getByLabelText(add.descriptionLabel), 'New, boxed, 128 GB');
    await userEvent.type(canvas.getByLabelText(add.priceLabel), '1800');
    await userEvent.type(canvas.getByLabelText(add.deliveryPriceLabel), '30');
    await userEvent.selectOptions(canvas.getByLabelText(add.categoryLabel), 'Phones and Tablets');
    await userEvent.type(canvas.getByLabelText(add.brandLabel), 'Tecno');
    await userEvent.type(canvas.getByLabelText(add.quantityLabel), '4{Enter}');
    await expectToast(canvasElement, text.savedOnPhone);
    await expect(await canvas.findByRole('heading', { level: 1, name: imageUploadMessages.heading })).toBeVisible();
  },
};

/** What was typed into Add product before a reload comes back, with a way to discard it. */
export const RestoredDraft: Story = {
  parameters: openedAt(paths.dashboard, panelHref('add')),
  beforeEach: async () => {
    await saveDraft(VENDOR, 'addProduct', { ...newProduct, price: '1800', quantity: '', brand: '' });
    return () => void dropDraft(VENDOR, 'addProduct');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.draftRestored)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(add.titleLabel)).toHaveValue('Tecno Spark 20'));
    await expect(canvas.getByLabelText(add.priceLabel)).toHaveValue('1800');
  },
};

/** The restored draft discarded: the form as new, and the draft gone. */
export const DraftDiscarded: Story = {
  ...RestoredDraft,
  play: async (context) => {
    await RestoredDraft.play!(context);
    await discardRestoredDraft(context.canvasElement, { vendorId: VENDOR, form: 'addProduct' }, add.titleLabel);
  },
};
