// The limits the security and fault suites hold the api to, in one place: the suites assert them and
// scripts/security-figures.ts prints them beside what was counted, so no figure is typed twice.

/** A hostile image (a polyglot, a decompression bomb) is refused within this many ms. */
export const HOSTILE_IMAGE_REFUSAL_MS = 5_000;

/** kill -9: the product writes in flight at once. */
export const KILL_9_WRITES = 50;

/** kill -9: the api is killed once this many writes have been acknowledged. */
export const KILL_9_AFTER_ACKS = 5;
