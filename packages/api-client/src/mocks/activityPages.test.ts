// Activity's pages (docs/product.md, Activity) through the client's infinite query and the fake
// backend: a refresh after new records refetches every page loaded from the cursor its predecessor
// answers then, so no record is skipped or shown twice.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { setApiBaseUrl } from '../session/baseQuery.ts';
import { tokenRefreshed } from '../session/events.ts';
import { createSikaStore } from '../store.ts';
import { activityApi } from '../team.ts';
import { addMockActivity, aVendor, handlers, openMockSession, resetMockDb } from './index.ts';

const server = setupServer(...Object.values(handlers));
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  setApiBaseUrl('http://sika.test');
});
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const SHOP = aVendor()._id;
const shipped = (count: number, from: number, at: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => ({
    action: 'shipOrder' as const,
    subject: `SK-${from - index}`,
    at: at(index),
  }));

it('refetches the pages loaded in order after new records, skipping and repeating none', async () => {
  addMockActivity(
    SHOP,
    shipped(120, 1120, (index) => new Date(Date.UTC(2026, 2, 2, 9) - index * 60_000).toISOString()),
  );
  const store = createSikaStore({ listen: false });
  store.dispatch(tokenRefreshed(openMockSession().accessToken));
  const query = store.dispatch(activityApi.endpoints.getActivityPages.initiate({}));
  await query;
  const loaded = await store.dispatch(activityApi.endpoints.getActivityPages.initiate({}, { direction: 'forward' }));
  const subjects = (data: typeof loaded.data) =>
    data?.pages.flatMap((page) => page.records.map((record) => record.subject));
  expect(subjects(loaded.data)).toEqual(shipped(100, 1120, () => '').map((record) => record.subject));

  // Three records newer than all of them, then the refresh a focus or the poll would start.
  addMockActivity(
    SHOP,
    shipped(3, 1123, (index) => new Date(Date.UTC(2026, 2, 2, 10) - index * 60_000).toISOString()),
  );
  const refreshed = await query.refetch();
  expect(subjects(refreshed.data)).toEqual(shipped(100, 1123, () => '').map((record) => record.subject));
  query.unsubscribe();
});
