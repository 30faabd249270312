// Which vendors' data changed, told by the database itself. Triggers (migration 0004) NOTIFY a
// vendor's id on `vendor_changes` when a transaction that touched their row, sessions, products or
// orders commits, whoever made it: this api instance, another one, or the admin CLI. The caches of
// auth/session-cache.ts and http/list-cache.ts key what they keep by the vendor's `stamp`, which
// every notification about that vendor changes: what was kept before the change is never found again.
import type { Database, Notifications } from './client.ts';

export const VENDOR_CHANGES_CHANNEL = 'vendor_changes';

export class ChangeFeed {
  /** Bumped per notification; only vendors who changed since the feed (re)started are here. */
  readonly #generations = new Map<string, number>();
  /** Bumped whenever the feed goes down or up: nothing kept under an older epoch is found again. */
  #epoch = 0;
  #live = false;
  #notifications: Notifications | undefined;

  static async start(database: Database): Promise<ChangeFeed> {
    const feed = new ChangeFeed();
    feed.#notifications = await database.listen(VENDOR_CHANGES_CHANNEL, {
      notified: (vendorId) => feed.#generations.set(vendorId, (feed.#generations.get(vendorId) ?? 0) + 1),
      live: (isLive) => {
        feed.#epoch += 1;
        feed.#generations.clear();
        feed.#live = isLive;
      },
    });
    return feed;
  }

  /**
   * The vendor's stamp, once every change committed before this call has been heard: a key for what
   * may be kept of their data. Undefined while the feed is down (changes may be missed): then
   * nothing may be read from or kept in a cache.
   */
  async stamp(vendorId: string): Promise<string | undefined> {
    if (!this.#live || !this.#notifications) return undefined;
    try {
      await this.#notifications.caughtUp();
    } catch {
      return undefined;
    }
    return this.#live ? `${this.#epoch}.${this.#generations.get(vendorId) ?? 0}` : undefined;
  }

  async close(): Promise<void> {
    this.#live = false;
    await this.#notifications?.close();
  }
}
