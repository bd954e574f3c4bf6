/**
 * A concurrency gate with a bounded queue: at most `concurrency` tasks run, at most `maxQueued`
 * wait, and a task past both is refused at once (`QueueFullError`, answered as 429). A waiting
 * task whose signal aborts leaves the queue without running.
 */

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

interface Waiter {
  readonly start: () => void;
}

export class TaskQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  /** Tasks running and waiting now. */
  get size(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.concurrency) await this.wait(signal);
    else this.running += 1;
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private wait(signal: AbortSignal | undefined): Promise<void> {
    if (this.waiting.length >= this.maxQueued) return Promise.reject(new QueueFullError(`${this.running} running and ${this.waiting.length} waiting`));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        // The slot passes straight from the finishing task to this one: `running` is unchanged.
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
