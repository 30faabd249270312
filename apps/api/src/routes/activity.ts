// A shop's Activity (GET /api/activity; docs/product.md, Activity): what the shop's people did,
// newest first, for its owner only (the contract's x-roles). The caller's shop only, whatever
// person id is asked about: another shop's person simply has no records here. A page at a time,
// `nextCursor` saying where the next starts: opaque to the portal, it is the (created_at, id) of
// the page's last record, so a record written while the owner pages never shifts the pages.
import { ACTIVITY_PAGE_SIZE, serverMessages, type ActivityKind, type TeamRole } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../auth/access-tokens.ts';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { activityPage, type ActivityPosition } from '../db/queries/activity.ts';
import type { ActivityRecordRow } from '../db/schema.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';

/** The database's text of a record's time, to the microsecond, as the cursor carries it. */
const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(position: ActivityPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; undefined for anything this api did not hand out. */
export function decodeCursor(cursor: string): ActivityPosition | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Node's decoder skips what is not base64url: only the exact encoding of the text is one.
  if (Buffer.from(text).toString('base64url') !== cursor) return undefined;
  const [at, id, ...rest] = text.split('|');
  if (at === undefined || !CURSOR_AT.test(at) || !isUuid(id) || rest.length > 0) return undefined;
  // A real instant (no 13th month, no 31st of April): the database is never asked to read another.
  const asDate = new Date(`${at.slice(0, 23)}Z`);
  if (Number.isNaN(asDate.getTime()) || asDate.toISOString().slice(0, 23) !== at.slice(0, 23)) return undefined;
  return { at, id: id.toLowerCase() };
}

function toRecord(row: ActivityRecordRow): Schemas['ActivityRecord'] {
  return {
    _id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind as ActivityKind,
    action: row.action,
    personId: row.personId,
    person: row.person,
    role: row.role as TeamRole,
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
}

export function activityHandlers(ctx: AppContext) {
  return {
    async getActivity(request: FastifyRequest<RouteOf<'getActivity'>>): Promise<Schemas['ActivityPage']> {
      const shop = callerOf(request);
      const { person, kind, cursor, limit } = request.query;
      let after: ActivityPosition | undefined;
      if (cursor !== undefined) {
        after = decodeCursor(cursor);
        if (!after) {
          throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, {
            cursor: serverMessages.fields.activityCursor,
          });
        }
      }
      // The contract's uuid format also takes a `urn:uuid:` name: nobody's id as stored, so nobody's records.
      if (person !== undefined && !isUuid(person)) return { records: [], nextCursor: null };
      const page = await activityPage(ctx.db, {
        shopId: shop.id,
        ...(person === undefined ? {} : { personId: person.toLowerCase() }),
        ...(kind === undefined ? {} : { kind }),
        ...(after ? { after } : {}),
        limit: limit ?? ACTIVITY_PAGE_SIZE,
      });
      return { records: page.records.map(toRecord), nextCursor: page.next ? encodeCursor(page.next) : null };
    },
  };
}
