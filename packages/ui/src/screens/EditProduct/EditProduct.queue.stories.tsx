import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProduct, aVendor } from '@sika/api-client/mocks';
import {
  CONTRACT_VERSION,
  memoryQueueStorage,
  readQueue,
  setQueueStorage,
  type QueuedWrite,
} from '@sika/api-client/writes';
import { editProductMessages, paths, queueMessages, serverMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectServerFieldMessage, expectToast, offline, openedAt } from '../../storyKit/index.ts';
import type { EditProduct } from './EditProduct.tsx';
import { editProductStoryBase, withEditedProduct } from './editProductStories.ts';

const text = editProductMessages;
const product = aProduct();
const VENDOR = aVendor()._id;

const kept = (write: Partial<QueuedWrite> & Pick<QueuedWrite, 'key' | 'operation' | 'productId'>): QueuedWrite => ({
  contract: CONTRACT_VERSION,
  createdAt: '2026-11-26T09:00:00.000Z',
  state: 'waiting',
  ...write,
});

/** A product added on this phone while offline, not yet sent. */
const waitingCreate = kept({
  key: 'k1',
  operation: 'create',
  productId: 'local:k1',
  body: {
    title: 'Tecno Spark 20',
    description: 'New, boxed, 128 GB',
    price: 1800,
    deliveryPrice: 30,
    category: 'Phones and Tablets',
    brand: 'Tecno',
    quantity: 4,
  },
});

// Edit product with writes kept on the phone (docs/product.md, Writes that wait).
const meta = {
  title: 'Screens/EditProduct/Writes That Wait',
  ...editProductStoryBase,
  beforeEach: () => {
    withEditedProduct();
    setQueueStorage(memoryQueueStorage());
  },
} satisfies Meta<typeof EditProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Update without a connection: kept on the phone, said so, and the list where it waits opens. */
export const UpdatedOffline: Story = {
  parameters: offline('updateProduct'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText(text.priceLabel);
    await userEvent.clear(price);
    await userEvent.type(price, '475');
    await userEvent.click(canvas.getByRole('button', { name: text.update }));
    await expectToast(canvasElement, queueMessages.savedOnPhone);
    await waitFor(async () =>
      expect(await readQueue(VENDOR)).toMatchObject([
        { operation: 'update', productId: product._id, body: { price: 475 }, state: 'waiting' },
      ]),
    );
  },
};

/** A product added offline and not yet sent, opened from its row: edited from what was kept. */
export const WaitingProduct: Story = {
  parameters: openedAt(paths.editProduct(':id'), paths.editProduct('local:k1')),
  beforeEach: () => setQueueStorage(memoryQueueStorage({ [VENDOR]: [waitingCreate] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(text.titleLabel)).toHaveValue('Tecno Spark 20');
    await expect(canvas.getByLabelText(text.priceLabel)).toHaveValue('1800');
  },
};

/** Its change waits for it: queued after it, under its local id, and nothing is sent. */
export const WaitingProductChanged: Story = {
  ...WaitingProduct,
  play: async (context) => {
    await WaitingProduct.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.clear(canvas.getByLabelText(text.priceLabel));
    await userEvent.type(canvas.getByLabelText(text.priceLabel), '1750');
    await userEvent.click(canvas.getByRole('button', { name: text.update }));
    await expectToast(context.canvasElement, queueMessages.savedOnPhone);
    const [, change] = await readQueue(VENDOR);
    await expect(change).toMatchObject({ operation: 'update', productId: 'local:k1', body: { price: 1750 } });
  },
};

/** A refused change reopened from All Products: what was sent, and the server's sentence under its field. */
export const RefusedReopened: Story = {
  parameters: openedAt(paths.editProduct(':id'), `${paths.editProduct(product._id)}?queued=k2`),
  beforeEach: () =>
    setQueueStorage(
      memoryQueueStorage({
        [VENDOR]: [
          kept({
            key: 'k2',
            operation: 'update',
            productId: product._id,
            body: { brand: 'Bonwire' },
            state: 'refused',
            refusal: {
              status: 400,
              message: serverMessages.badInput,
              fields: { brand: serverMessages.fields.invisibleOnly },
            },
          }),
        ],
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(new RegExp(queueMessages.reopenedNote))).toBeVisible();
    await expect(canvas.getByLabelText(text.brandLabel)).toHaveValue('Bonwire');
    await expectServerFieldMessage(canvasElement, text.brandLabel, serverMessages.fields.invisibleOnly);
    await expect(canvas.getByRole('button', { name: queueMessages.resend })).toBeVisible();
  },
};
