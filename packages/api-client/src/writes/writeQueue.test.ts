import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../generated/contractVersion.ts';
import { anOrder, aProduct, errorResponse } from '../mocks/index.ts';
import { setApiBaseUrl } from '../session/baseQuery.ts';
import { createSikaStore } from '../store.ts';
import { memoryQueueStorage } from './storage.ts';
import {
  flushQueue,
  onQueueEvent,
  queueWrite,
  readQueue,
  resendWrite,
  setPictureCompressor,
  setQueueStorage,
  type QueueEvent,
} from './writeQueue.ts';

const VENDOR = 'vendor-1';
const newProduct = {
  title: 'Kente cloth',
  description: 'Handwoven',
  price: 350,
  deliveryPrice: 20,
  category: 'Fashion and wears' as const,
  brand: 'Bonwire',
  quantity: 3,
};

/** Every write the fake server got, with its Idempotency-Key. */
let received: { operation: string; key: string | null; body: unknown }[] = [];
let contract: string | undefined = CONTRACT_VERSION;
const server = setupServer(
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', ...(contract ? { contract } : {}) })),
  http.post('*/api/Products/create', async ({ request }) => {
    const body = await request.json();
    received.push({ operation: 'create', key: request.headers.get('idempotency-key'), body });
    return HttpResponse.json(aProduct({ _id: 'server-id-1', ...(body as object) }), { status: 201 });
  }),
  http.patch('*/api/products/update-product', async ({ request }) => {
    const body = await request.json();
    received.push({ operation: 'update', key: request.headers.get('idempotency-key'), body });
    return HttpResponse.json(aProduct(body as object));
  }),
  http.delete('*/api/products/delete', async ({ request }) => {
    const body = await request.json();
    received.push({ operation: 'delete', key: request.headers.get('idempotency-key'), body });
    return HttpResponse.json({ message: 'Deleted', msg: 'Deleted' });
  }),
);

let events: QueueEvent[] = [];
const store = () => createSikaStore({ listen: false });

beforeAll(() => {
  setApiBaseUrl('http://sika.test');
  server.listen({ onUnhandledFrame: 'error' });
  onQueueEvent((event) => events.push(event));
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers();
  setQueueStorage(memoryQueueStorage());
  received = [];
  events = [];
  contract = CONTRACT_VERSION;
});

const outcomes = () => events.filter((event) => event.type !== 'changed').map((event) => event.type);

describe('the write queue', () => {
  it('sends a new product, then its edit and delete with the id the server gave, each with its own key', async () => {
    const create = await queueWrite(VENDOR, { operation: 'create', body: newProduct });
    const edit = await queueWrite(VENDOR, { operation: 'update', productId: create.productId, body: { price: 400 } });
    const remove = await queueWrite(VENDOR, { operation: 'delete', productId: create.productId });

    expect(await flushQueue(store(), VENDOR)).toBe('done');

    expect(received).toEqual([
      { operation: 'create', key: create.key, body: newProduct },
      { operation: 'update', key: edit.key, body: { id: 'server-id-1', price: 400 } },
      { operation: 'delete', key: remove.key, body: { id: 'server-id-1' } },
    ]);
    expect(new Set([create.key, edit.key, remove.key]).size).toBe(3);
    expect(await readQueue(VENDOR)).toEqual([]);
    expect(outcomes()).toEqual(['sent', 'sent', 'sent']);
  });

  it("sends a picture's removal kept offline with its key, after the product it waits for", async () => {
    server.use(
      http.delete('*/api/upload/:productKey', ({ request, params }) => {
        received.push({
          operation: 'removePicture',
          key: request.headers.get('idempotency-key'),
          body: { productKey: params.productKey },
        });
        return HttpResponse.json(aProduct({ _id: String(params.productKey), images: [] }));
      }),
    );
    const create = await queueWrite(VENDOR, { operation: 'create', body: newProduct });
    const removal = await queueWrite(VENDOR, { operation: 'removePicture', productId: create.productId });
    const onServer = await queueWrite(VENDOR, { operation: 'removePicture', productId: 'p7' });

    expect(await flushQueue(store(), VENDOR)).toBe('done');

    expect(received.slice(1)).toEqual([
      { operation: 'removePicture', key: removal.key, body: { productKey: 'server-id-1' } },
      { operation: 'removePicture', key: onServer.key, body: { productKey: 'p7' } },
    ]);
    expect(await readQueue(VENDOR)).toEqual([]);
    expect(outcomes()).toEqual(['sent', 'sent', 'sent']);
  });

  it('keeps a write the server refuses, with its field messages, and sends the next', async () => {
    server.use(
      http.patch('*/api/products/update-product', () =>
        errorResponse(400, 'Please check the price.', 'VALIDATION', { price: 'Price must be more than 0.' }),
      ),
    );
    const edit = await queueWrite(VENDOR, { operation: 'update', productId: 'p1', body: { price: 1 } });
    await queueWrite(VENDOR, { operation: 'delete', productId: 'p2' });

    expect(await flushQueue(store(), VENDOR)).toBe('done');

    const [kept, ...rest] = await readQueue(VENDOR);
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      key: edit.key,
      state: 'refused',
      refusal: { status: 400, message: 'Please check the price.', fields: { price: 'Price must be more than 0.' } },
    });
    expect(received.map((write) => write.operation)).toEqual(['delete']);
    expect(outcomes()).toEqual(['refused', 'sent']);
  });

  it('sends a corrected refused write again under a new key', async () => {
    server.use(
      http.patch('*/api/products/update-product', () => errorResponse(404, 'Product not found.', 'NOT_FOUND')),
    );
    const edit = await queueWrite(VENDOR, { operation: 'update', productId: 'p1', body: { price: 1 } });
    await flushQueue(store(), VENDOR);
    server.resetHandlers();

    await resendWrite(VENDOR, edit.key, { price: 2 });
    expect(await flushQueue(store(), VENDOR)).toBe('done');

    expect(received).toHaveLength(1);
    expect(received[0]!.key).not.toBe(edit.key);
    expect(received[0]!.body).toEqual({ id: 'p1', price: 2 });
  });

  it('keeps everything, in order, when the connection drops, and again while the server still runs a key', async () => {
    server.use(http.post('*/api/Products/create', () => HttpResponse.error()));
    const create = await queueWrite(VENDOR, { operation: 'create', body: newProduct });
    expect(await flushQueue(store(), VENDOR)).toBe('later');
    expect(await readQueue(VENDOR)).toMatchObject([{ key: create.key, state: 'waiting' }]);

    server.use(
      http.post('*/api/Products/create', () =>
        errorResponse(409, 'A write with this key is still running.', 'IDEMPOTENCY_IN_FLIGHT'),
      ),
    );
    expect(await flushQueue(store(), VENDOR)).toBe('later');
    expect(await readQueue(VENDOR)).toMatchObject([{ key: create.key, state: 'waiting' }]);
  });

  it('drops a write whose key the server says was used for another request', async () => {
    server.use(
      http.delete('*/api/products/delete', () =>
        errorResponse(422, 'This key was used before.', 'IDEMPOTENCY_KEY_REUSED'),
      ),
    );
    await queueWrite(VENDOR, { operation: 'delete', productId: 'p1' });
    expect(await flushQueue(store(), VENDOR)).toBe('done');
    expect(await readQueue(VENDOR)).toEqual([]);
    expect(outcomes()).toEqual(['dropped']);
  });

  it('sends nothing to a server of another contract version, and keeps the values to enter again', async () => {
    contract = '2.0.0';
    await queueWrite(VENDOR, { operation: 'create', body: newProduct });
    expect(await flushQueue(store(), VENDOR)).toBe('outdated');
    expect(received).toEqual([]);
    expect(await readQueue(VENDOR)).toMatchObject([{ state: 'outdated', body: newProduct }]);
    expect(outcomes()).toEqual(['outdated']);
  });

  it('keeps a picture kept as chosen waiting while its compressor cannot be had, sending nothing', async () => {
    const picture = await queueWrite(VENDOR, {
      operation: 'picture',
      productId: 'server-id-1',
      picture: new Blob(['a photo as chosen'], { type: 'image/jpeg' }),
      compressPicture: true,
    });
    const tried: Blob[] = [];
    setPictureCompressor(async (chosen) => {
      tried.push(chosen);
      throw new TypeError('Failed to fetch dynamically imported module');
    });

    expect(await flushQueue(store(), VENDOR)).toBe('later');

    expect(tried).toHaveLength(1);
    expect(received).toEqual([]);
    expect(await readQueue(VENDOR)).toEqual([expect.objectContaining({ key: picture.key, state: 'waiting' })]);
  });

  it("keeps each vendor's writes apart", async () => {
    await queueWrite(VENDOR, { operation: 'delete', productId: 'p1' });
    expect(await readQueue('another-vendor')).toEqual([]);
    expect(await flushQueue(store(), 'another-vendor')).toBe('empty');
    expect(received).toEqual([]);
  });

  it('sends an order action kept offline once, with its key, and keeps a refused one with the server’s sentence', async () => {
    const refusal = 'This order is cancelled: only an approved order can be marked shipped.';
    server.use(
      http.post('*/api/orders/:orderId/ship', async ({ request, params }) => {
        const body = await request.json();
        received.push({
          operation: `ship ${String(params.orderId)}`,
          key: request.headers.get('idempotency-key'),
          body,
        });
        if (params.orderId === 'o-cancelled') return errorResponse(409, refusal, 'ORDER_ACTION_REFUSED');
        return HttpResponse.json(anOrder({ _id: String(params.orderId), orderStatus: 'Shipped' }));
      }),
    );
    const shipped = await queueWrite(VENDOR, {
      operation: 'ship',
      orderId: 'o-1',
      orderNumber: 'SK-100001',
      body: { method: 'own-rider' },
    });
    await queueWrite(VENDOR, { operation: 'ship', orderId: 'o-cancelled', body: { method: 'buyer-collects' } });

    expect(await flushQueue(store(), VENDOR)).toBe('done');
    expect(await flushQueue(store(), VENDOR)).toBe('empty');

    expect(received).toEqual([
      { operation: 'ship o-1', key: shipped.key, body: { method: 'own-rider' } },
      { operation: 'ship o-cancelled', key: expect.any(String), body: { method: 'buyer-collects' } },
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'sent', order: expect.objectContaining({ orderStatus: 'Shipped' }) }),
    );
    expect(await readQueue(VENDOR)).toEqual([
      expect.objectContaining({
        orderId: 'o-cancelled',
        state: 'refused',
        refusal: { status: 409, message: refusal },
      }),
    ]);
  });
});
