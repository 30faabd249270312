// Work that continues after the answer has left (e.g. the password-reset mail: answering before
// it is sent keeps the answer time the same whether or not the address has an account). Failures
// are logged, never thrown; app.close() waits for what is still running.

export interface TaskLog {
  error(details: object, message: string): void;
}

export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  run(name: string, log: TaskLog, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => log.error({ err: error, task: name }, `background task ${name} failed`))
      .finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  /** Resolves when nothing is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }

  /** Like idle(), but gives up after `ms`; true when everything finished. */
  async settle(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      return await Promise.race([this.idle().then(() => true as const), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Runs `work` every `intervalMs` (its first run one interval after the start) through `tasks`, so
 * app.close() waits for a run in progress; never two runs at once. The timer is unref'd: it never
 * keeps the process up. Returns what stops it.
 */
export function repeatEvery(
  tasks: BackgroundTasks,
  intervalMs: number,
  name: string,
  log: TaskLog,
  work: () => Promise<void>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tasks.run(name, log, () => work().finally(() => (running = false)));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
