// A shop's Activity (docs/product.md, Activity): one record per write a person of the shop made,
// written here, in one place, as the answer goes out. Every operation of ACTIVITY_ACTIONS
// (@sika/domain) answered 2xx to a signed-in person is recorded with who (their login and role as
// they are now), what (the operationId and its kind) and when; a handler adds what only it knows
// through noteActivity (a product's name, an order's number, the payout number before and after).
// An operation without a bearer token is recorded only when its handler names who acted
// (acceptInvite: the new person; login: a sign-in from a device not seen before). A refusal (4xx)
// or a failure (5xx) records nothing, and neither does an Idempotency-Key replay: the write was
// recorded when it was done. The record is awaited before the answer leaves; if it cannot be
// written the answer still goes (the write is done) and the failure is logged.
import { ACTIVITY_ACTIONS, isActivityAction, type ActivityAction, type ActivityKind } from '@sika/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertActivity } from '../db/queries/activity.ts';
import type { VendorRow } from '../db/schema.ts';
import { REPLAYED_HEADER } from './idempotency.ts';

/** What a handler adds to its operation's record. */
export interface ActivityNote {
  /** What it was done to, in words: a product's name, an order's number, a person's address. */
  subject?: string;
  /** Another kind than the operation's (updateVendor that changed the payout number). */
  kind?: ActivityKind;
  /** The payout number before and after a change of it, as stored; null otherwise. */
  before?: string | null;
  after?: string | null;
  /** The write changed nothing after all (an update with nothing new): no record. */
  unchanged?: boolean;
  /** Who acted, for an operation without a bearer token (their row names their shop). */
  actor?: Readonly<VendorRow>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the handler noted for the operation's Activity record (noteActivity). */
    activityNote: ActivityNote | undefined;
  }
}

/** Adds to the record the request's write leaves, if it succeeds; later notes win. */
export function noteActivity(request: FastifyRequest, note: ActivityNote): void {
  request.activityNote = { ...request.activityNote, ...note };
}

/** How a person is named in a record: their e-mail address, or their phone number (E.164). */
export function personNamed(person: Readonly<VendorRow>): string {
  return person.email !== '' ? person.email : (person.phone ?? '');
}

/**
 * Records every successful write of ACTIVITY_ACTIONS: a hook on those routes alone (a read, a
 * file of the portal, pays nothing). Register before the routes; its route hooks run after the
 * app's, the Idempotency-Key's included, so a replay is told by its header.
 */
export function registerActivity(app: FastifyInstance, db: Db, clock: () => Date): void {
  app.decorateRequest('activityNote', undefined);

  app.addHook('onRoute', (route) => {
    const action = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof action !== 'string' || !isActivityAction(action)) return;
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      if (reply.getHeader(REPLAYED_HEADER) === 'true') return payload;
      await write(request, action);
      return payload;
    };
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), record];
  });

  /** The record of `action`, unless the write changed nothing or nobody is known to have made it. */
  async function write(request: FastifyRequest, action: ActivityAction): Promise<void> {
    const note = request.activityNote;
    if (note?.unchanged) return;
    const person = note?.actor ?? request.person;
    if (!person) return;
    // A team's person acts for the shop their row names; an owner's row is the shop.
    const shopId = person.shopId ?? person.id;
    try {
      await insertActivity(db, {
        shopId,
        personId: person.id,
        person: personNamed(person),
        role: person.role,
        kind: note?.kind ?? ACTIVITY_ACTIONS[action].kind,
        action,
        subject: note?.subject ?? '',
        before: note?.before ?? null,
        after: note?.after ?? null,
        createdAt: clock(),
      });
    } catch (error) {
      request.log.error({ err: error, action, shopId }, 'activity: a record could not be written');
    }
  }
}
