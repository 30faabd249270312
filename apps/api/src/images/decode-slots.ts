// How many image decodes run at once, and how many may wait for one. A decode keeps a CPU core and
// a libuv thread busy for seconds (the thread pool password hashing and file reads share); past
// the slots and a short queue an upload is refused at once with a 503 and Retry-After, and one
// that waited too long is refused then, so a burst of uploads never delays logins and lists, and
// never queues without bound in number or in time.
import { availableParallelism } from 'node:os';

/** Half the cores, at least one: the event loop and the database driver keep the rest. */
export const DEFAULT_DECODE_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
/** How long one decode may run before it is abandoned (a photo within the limits takes 1-3 s). */
export const DEFAULT_DECODE_TIMEOUT_SECONDS = 20;
/** Uploads that may wait for a slot; each holds its file (10 MB at most) in memory meanwhile. */
export const DEFAULT_DECODE_QUEUE = 4;

/** Every slot is taken and the queue is full (or the wait was too long): try again shortly. */
export class DecodeQueueFullError extends Error {
  constructor() {
    super('every image decode slot is taken and the queue is full');
    this.name = 'DecodeQueueFullError';
  }
}

export interface DecodeSlots {
  /**
   * Runs `task` in a slot, waiting in the queue if needed; throws DecodeQueueFullError at once if
   * the queue is full, or after `maxWaitMs` in it.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Decodes running now. */
  readonly running: number;
  /** Decodes waiting for a slot. */
  readonly waiting: number;
}

/**
 * Runs `task` in a slot and answers within `limitMs` of its start: past it, the promise rejects
 * with `timedOut()` while the slot stays taken until the task really ends, since libvips cannot
 * always be interrupted (sharp's own timeout only fires between the pieces of work it reports).
 */
export function runWithin<T>(slots: DecodeSlots, task: () => Promise<T>, limitMs: number, timedOut: () => Error) {
  return new Promise<T>((resolve, reject) => {
    slots
      .run(async () => {
        const timer = setTimeout(() => reject(timedOut()), limitMs);
        try {
          resolve(await task());
        } catch (error) {
          reject(error);
        } finally {
          clearTimeout(timer);
        }
      })
      .catch(reject);
  });
}

export function decodeSlots(slots: number, queue: number, maxWaitMs: number): DecodeSlots {
  let running = 0;
  const waiters: Array<() => void> = [];

  const release = () => {
    const next = waiters.shift();
    // The slot passes straight to the next in line, so `running` never dips and lets a newcomer in first.
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < slots) running += 1;
      else if (waiters.length < queue) {
        await new Promise<void>((resolve, reject) => {
          const waiter = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            reject(new DecodeQueueFullError());
          }, maxWaitMs);
          waiters.push(waiter);
        });
      } else throw new DecodeQueueFullError();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
