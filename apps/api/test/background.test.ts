import { describe, expect, it } from 'vitest';
import { BackgroundTasks, repeatEvery } from '../src/background.ts';

describe('background tasks', () => {
  it('log a failure instead of throwing it, and settle once everything is done', async () => {
    const errors: string[] = [];
    const log = { error: (_details: object, message: string) => errors.push(message) };
    const tasks = new BackgroundTasks();
    let done = false;
    tasks.run('fails', log, async () => {
      throw new Error('boom');
    });
    tasks.run('works', log, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done = true;
    });
    expect(await tasks.settle(5_000)).toBe(true);
    expect(done).toBe(true);
    expect(errors).toEqual(['background task fails failed']);
  });

  it('stop waiting for a task that hangs after the given time', async () => {
    const tasks = new BackgroundTasks();
    tasks.run('hangs', { error: () => {} }, () => new Promise(() => {}));
    const started = Date.now();
    expect(await tasks.settle(50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('repeat work (e.g. removing expired Idempotency-Keys) every interval, never two runs at once, until stopped', async () => {
    const tasks = new BackgroundTasks();
    const errors: string[] = [];
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const stop = repeatEvery(tasks, 10, 'cleanup', { error: (_d, message) => errors.push(message) }, async () => {
      runs += 1;
      running += 1;
      overlapped ||= running > 1;
      // Longer than the interval: the runs that fall due meanwhile are skipped.
      await new Promise((resolve) => setTimeout(resolve, 35));
      running -= 1;
      if (runs === 2) throw new Error('the database is down');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    await tasks.settle(1_000);
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(stoppedAt);
    expect(overlapped).toBe(false);
    expect(errors).toEqual(['background task cleanup failed']);
  });
});
