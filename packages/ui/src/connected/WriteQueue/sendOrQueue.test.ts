import { memoryQueueStorage, readQueue, setQueueStorage } from '@sika/api-client/writes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendOrQueue } from './sendOrQueue.ts';

const VENDOR = 'vendor-1';
const write = { operation: 'delete' as const, productId: 'p1' };

beforeEach(() => setQueueStorage(memoryQueueStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('a product write from a form', () => {
  it('is sent at once while online, with an Idempotency-Key, and nothing is kept', async () => {
    const send = vi.fn(async (key: string) => ({ key }));
    const outcome = await sendOrQueue(VENDOR, write, send);
    expect(outcome).toEqual({ sent: { key: send.mock.calls[0]![0] } });
    expect(send.mock.calls[0]![0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readQueue(VENDOR)).toEqual([]);
  });

  it('is kept with the key it was tried with when the request never arrives', async () => {
    const send = vi.fn(async (_key: string) =>
      Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    );
    const outcome = await sendOrQueue(VENDOR, write, send);
    expect(outcome).toMatchObject({ queued: { key: send.mock.calls[0]![0], operation: 'delete', state: 'waiting' } });
    expect(await readQueue(VENDOR)).toHaveLength(1);
  });

  it("is the form's to show when the server answers, and is not kept", async () => {
    const refusal = { status: 400, data: { message: 'Some fields are not valid.' } };
    await expect(sendOrQueue(VENDOR, write, () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(await readQueue(VENDOR)).toEqual([]);
  });

  it('waits, untried, for a product added offline and not yet sent', async () => {
    const send = vi.fn();
    const outcome = await sendOrQueue(VENDOR, { operation: 'update', productId: 'local:k1', body: { price: 2 } }, send);
    expect(send).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ queued: { operation: 'update', productId: 'local:k1' } });
  });

  it('is kept without being tried while the phone is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const send = vi.fn();
    const outcome = await sendOrQueue(VENDOR, write, send);
    expect(send).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ queued: { operation: 'delete', productId: 'p1' } });
  });
});
