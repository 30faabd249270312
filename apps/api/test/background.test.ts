import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from '../src/background.ts';

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
});
