// The keeping of a shop's Activity (docs/product.md, Activity; docs/security.md, What is kept):
// records are kept ACTIVITY_KEEP_DAYS and then deleted, once a day. Every instance runs it; a
// delete of rows another instance removed first removes nothing.
import type { FastifyInstance } from 'fastify';
import { repeatEvery, type BackgroundTasks } from '../background.ts';
import type { Db } from '../db/client.ts';
import { deleteExpiredActivity } from '../db/queries/activity.ts';

/** How often records past their keeping are deleted. */
export const ACTIVITY_KEEPING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Deletes the records past their keeping daily while the api runs (its first run a day in). */
export function scheduleActivityKeeping(
  app: FastifyInstance,
  background: BackgroundTasks,
  db: Db,
  clock: () => Date,
): void {
  const stop = repeatEvery(background, ACTIVITY_KEEPING_INTERVAL_MS, 'activity keeping', app.log, async () => {
    const removed = await deleteExpiredActivity(db, clock());
    if (removed > 0) app.log.info({ removed }, 'activity: records past their keeping deleted');
  });
  // Before onClose, which waits for background work and then closes the database.
  app.addHook('preClose', async () => stop());
}
