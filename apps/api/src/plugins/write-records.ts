// What a write leaves behind besides its own change: its Idempotency-Key claim (so a retried write
// runs once) and, for a shop's person, an Activity record; and the daily jobs that keep both tables
// to their keeping.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { BackgroundTasks } from '../background.ts';
import type { Db } from '../db/client.ts';
import { registerActivity } from '../http/activity.ts';
import {
  type IdempotencyStore,
  idempotentOperations,
  registerIdempotency,
  scheduleKeyCleanup,
} from '../http/idempotency.ts';
import { scheduleActivityKeeping } from '../jobs/activity-keeping.ts';
import type { Contract } from './contract.ts';

export interface WriteRecordsOptions {
  db: Db;
  contract: Contract;
  /** Claimed in the database, so every instance over it agrees (http/idempotency.ts). */
  idempotency: IdempotencyStore;
  background: BackgroundTasks;
  clock: () => Date;
}

const writeRecordsPlugin: FastifyPluginAsync<WriteRecordsOptions> = async (app, options) => {
  const { db, contract, idempotency, background, clock } = options;
  registerIdempotency(app, idempotency, db, idempotentOperations(contract));
  scheduleKeyCleanup(app, background, db, clock);
  // Every successful write of a shop's person leaves a record, a replay none (http/activity.ts);
  // records past their keeping are deleted daily (jobs/activity-keeping.ts).
  registerActivity(app, db, clock);
  scheduleActivityKeeping(app, background, db, clock);
};

export const writeRecords = fp(writeRecordsPlugin, { name: 'sika-write-records' });
