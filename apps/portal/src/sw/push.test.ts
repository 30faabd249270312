// The service worker's order pings, against a stand-in for its global scope: a push becomes a
// notification, and a tap on it brings the portal to the order's page (a browser's notification
// cannot be tapped from a test, so the click is checked here).
import { paths } from '@sika/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

const ORIGIN = 'https://vendors.sika.example';
const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const ORDER_PAGE = `${ORIGIN}${paths.orderDetails(ORDER_ID)}`;

type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();
let shown: Array<{ title: string; options: NotificationOptions }> = [];
let windows: Array<{ url: string; focus: () => Promise<unknown> }> = [];
let opened: string[] = [];
let navigated: string[] = [];

beforeAll(async () => {
  Object.assign(globalThis, {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      registration: {
        showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
      },
      clients: {
        matchAll: async () => windows,
        openWindow: async (url: string) => void opened.push(url),
      },
    },
  });
  const { showOrderPings } = await import('./push.ts');
  showOrderPings();
});

beforeEach(() => {
  shown = [];
  windows = [];
  opened = [];
  navigated = [];
});

/** Fires a worker event; resolves once the work it handed to waitUntil is done. */
async function fire(type: string, event: object): Promise<void> {
  const work: Promise<unknown>[] = [];
  listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
  await Promise.all(work);
}

const push = (payload: unknown) =>
  fire('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });

const click = (url: unknown) => fire('notificationclick', { notification: { data: { url }, close: () => {} } });

describe('a push', () => {
  it("is shown with the api's title, body and tag, and keeps the page to open", async () => {
    await push({
      title: 'New order',
      body: 'SK-000123: Tecno Spark 20',
      tag: 'order-SK-000123',
      url: paths.orderDetails(ORDER_ID),
    });
    expect(shown).toEqual([
      {
        title: 'New order',
        options: {
          body: 'SK-000123: Tecno Spark 20',
          tag: 'order-SK-000123',
          icon: '/icon-192.png',
          data: { url: ORDER_PAGE },
        },
      },
    ]);
  });

  it('never keeps a page of another site, and shows nothing for a push that is not a ping', async () => {
    await push({ title: 'New order', body: 'x', url: 'https://elsewhere.example/phish' });
    expect(shown[0]!.options.data).toEqual({ url: `${ORIGIN}${paths.login}` });
    shown = [];
    await push('not json');
    await push({ title: 42 });
    expect(shown).toEqual([]);
  });
});

describe('a tap on the notification', () => {
  it('brings an open portal window forward at the order', async () => {
    const page = {
      url: `${ORIGIN}${paths.dashboard}`,
      focus: async () => ({ navigate: async (url: string) => navigated.push(url) }),
    };
    windows = [page];
    await click(ORDER_PAGE);
    expect(navigated).toEqual([ORDER_PAGE]);
    expect(opened).toEqual([]);
  });

  it('opens a window at the order when none is open, or when the open one cannot be sent there', async () => {
    await click(ORDER_PAGE);
    expect(opened).toEqual([ORDER_PAGE]);

    opened = [];
    windows = [
      {
        url: `${ORIGIN}${paths.login}`,
        focus: async () => ({ navigate: () => Promise.reject(new TypeError('not controlled')) }),
      },
    ];
    await click(ORDER_PAGE);
    expect(opened).toEqual([ORDER_PAGE]);
  });
});
