import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  serverMessages,
  type ActivityAction,
} from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { ActivityPage, ActivityRecord } from '../../generated/teamApi.ts';
import { dbFor, mockDb, vendorForToken, type MockDb } from '../db.ts';
import { errorResponse } from '../errors.ts';

/** Each fake database's activity, newest first, by shop. */
const activities = new WeakMap<MockDb, Map<string, ActivityRecord[]>>();

function activityOf(db: MockDb, shopId: string): ActivityRecord[] {
  let shops = activities.get(db);
  if (!shops) {
    shops = new Map();
    activities.set(db, shops);
  }
  let records = shops.get(shopId);
  if (!records) {
    records = [];
    shops.set(shopId, records);
  }
  return records;
}

let recordSequence = 0;
const nextId = () => `ac7e0000-0000-4000-8000-${String((recordSequence += 1)).padStart(12, '0')}`;

/** The moment the fake backend's newest record was made; older ones go back a minute each. */
const NEWEST_AT = Date.parse('2026-03-02T09:00:00Z');

export type MockActivity = Partial<Omit<ActivityRecord, '_id' | 'kind' | 'at'>> & {
  action: ActivityAction;
  /** Filed under the action's kind unless said (`payoutNumber` for a payout number change). */
  kind?: ActivityRecord['kind'];
  at?: string;
};

/**
 * Records of the shop `shopId`, newest first as given, each a minute before the one above (stories
 * seed a shop's Activity with it). Who did it is the owner (`person`) unless said.
 */
export function addMockActivity(
  shopId: string,
  records: readonly MockActivity[],
  db: MockDb = mockDb,
): ActivityRecord[] {
  const kept = activityOf(db, shopId);
  const made = records.map((record, index) => ({
    _id: nextId(),
    at: record.at ?? new Date(NEWEST_AT - (kept.length + index) * 60_000).toISOString(),
    kind: record.kind ?? ACTIVITY_ACTIONS[record.action].kind,
    action: record.action,
    personId: record.personId ?? shopId,
    person: record.person ?? '',
    role: record.role ?? 'owner',
    subject: record.subject ?? '',
    before: record.before ?? null,
    after: record.after ?? null,
  }));
  kept.push(...made);
  return made;
}

const badInput = (field: string) =>
  errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { [field]: serverMessages.badInput });

/** Like the api's (docs/product.md, Activity): the shop's records newest first, a page at a time. */
export const activityHandlers = {
  getActivity: http.get('*/api/activity', ({ request }) => {
    const owner = vendorForToken(request.headers.get('authorization'));
    if (!owner) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    const url = new URL(request.url);
    const person = url.searchParams.get('person');
    const kind = url.searchParams.get('kind');
    if (kind !== null && !ACTIVITY_KINDS.some((known) => known === kind)) return badInput('kind');
    const limit = Number(url.searchParams.get('limit') ?? ACTIVITY_PAGE_SIZE);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return badInput('limit');
    // Newest first; the cursor names the last record of the page before, as the api's does (by
    // its time and id), so records added since never shift the pages after it.
    const matching = activityOf(dbFor(request), owner._id)
      .filter((record) => (person === null || record.personId === person) && (kind === null || record.kind === kind))
      .sort((a, b) => b.at.localeCompare(a.at));
    const cursor = url.searchParams.get('cursor');
    const from = cursor === null ? 0 : matching.findIndex((record) => record._id === cursor) + 1;
    if (from === 0 && cursor !== null) return badInput('cursor');
    const records = matching.slice(from, from + limit);
    const next = from + limit < matching.length ? (records.at(-1)?._id ?? null) : null;
    return HttpResponse.json<ActivityPage>({ records, nextCursor: next });
  }),
};
