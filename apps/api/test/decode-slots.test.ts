// The decode slots on their own: how many run, how many wait, and for how long.
import { describe, expect, it } from 'vitest';
import { DecodeQueueFullError, decodeSlots } from '../src/images/decode-slots.ts';

/** A task that runs until its `finish` is called. */
function heldTask() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('decodeSlots', () => {
  it('runs as many as it has slots, queues as many as allowed, and refuses the rest at once', async () => {
    const slots = decodeSlots(1, 1, 60_000);
    const first = heldTask();
    const second = heldTask();
    const running = slots.run(first.task);
    const queued = slots.run(second.task);
    expect([slots.running, slots.waiting]).toEqual([1, 1]);
    await expect(slots.run(async () => 'never')).rejects.toBeInstanceOf(DecodeQueueFullError);

    first.finish();
    await running;
    // The slot went to the one in line.
    expect([slots.running, slots.waiting]).toEqual([1, 0]);
    second.finish();
    await queued;
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('gives up on a wait longer than its limit, and the queue place is free again', async () => {
    const slots = decodeSlots(1, 1, 50);
    const held = heldTask();
    const running = slots.run(held.task);
    const started = performance.now();
    await expect(slots.run(async () => 'too late')).rejects.toBeInstanceOf(DecodeQueueFullError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(slots.waiting).toBe(0);
    held.finish();
    await running;
    await expect(slots.run(async () => 'ran')).resolves.toBe('ran');
  });
});
