/**
 * A fair concurrency gate for the PDF renders: at most `concurrency` tasks run and at most
 * `maxQueued` wait, as before, and besides
 *
 * - one client holds at most `perClient` of them, running and waiting together, so no client can
 *   fill the queue: with 8 places and 2 a client, a visitor finds a place while another floods;
 * - the waiting tasks start in turn by client (round robin), not in order of arrival, so a client
 *   with many tasks waiting does not push another's first one back;
 * - a task is admitted only if it can finish within `budgetMs`: its expected start (the tasks
 *   ahead of it in the round robin, at the expected render time) plus one render. The expected
 *   render time is the slowest of the last few, or longer while a running task has already taken
 *   longer (a machine that has just slowed down): a render refused is asked again in 5 s, a render
 *   admitted that cannot finish is 30 s lost. A task that would time out in the queue is refused at
 *   once, while the client can still try again.
 * - a task waits only while every slot is taken, so it will render beside `concurrency - 1`
 *   others. A render time measured with fewer beside it is counted as if it had shared the
 *   machine with `concurrency` renders (× concurrency ÷ the most that ran with it): the slots are
 *   sized to the cores, and renders that share them take longer each. Judged by lone renders
 *   on a busy two-core machine, a flood of 14 was admitted whose renders, two at a time, overran
 *   that estimate: two admitted requests ended in 504.
 *
 * Every refusal is a `QueueFullError` (answered as 429); a waiting task whose signal aborts leaves
 * the queue without running.
 */

export type QueueRefusal = 'full' | 'client' | 'deadline';

export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(
    readonly reason: QueueRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface FairQueueOptions {
  readonly concurrency: number;
  readonly maxQueued: number;
  /** Running and waiting tasks one client may hold. */
  readonly perClient: number;
  /** A task must be expected to finish within this, queue time included (Infinity: no check). */
  readonly budgetMs?: number;
  /** The render time assumed before any task has finished. */
  readonly initialEstimateMs?: number;
  readonly now?: () => number;
}

interface Waiter {
  readonly client: string;
  readonly start: () => void;
}

/** How many of the latest render times the estimate looks at. */
const RECENT_RENDERS = 5;

export class TaskQueue {
  private running = 0;
  /** Waiting tasks by client, the clients in round-robin order (the next to start first). */
  private readonly waiting = new Map<string, Waiter[]>();
  private waitingCount = 0;
  /** Running and waiting tasks by client. */
  private readonly held = new Map<string, number>();
  /** The latest render times, newest last, each as if `concurrency` renders had run beside it. */
  private readonly recentMs: number[] = [];
  /** When each running task started, and the most tasks that have run at once since. */
  private readonly startedAt = new Set<{ readonly at: number; peak: number }>();
  private readonly options: Required<FairQueueOptions>;

  constructor(options: FairQueueOptions) {
    this.options = { budgetMs: Infinity, initialEstimateMs: 5_000, now: Date.now, ...options };
  }

  /** Tasks running and waiting now. */
  get size(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** Running and waiting tasks `client` holds now. */
  heldBy(client: string): number {
    return this.held.get(client) ?? 0;
  }

  /** The render time the admission check assumes now. */
  get expectedRenderMs(): number {
    const now = this.options.now();
    let longest = 0;
    for (const { at } of this.startedAt) longest = Math.max(longest, now - at);
    const recent = this.recentMs.length === 0 ? this.options.initialEstimateMs : Math.max(...this.recentMs);
    return Math.max(recent, longest);
  }

  /** Runs `task` for `client` when its turn comes, or refuses it at once (QueueFullError). */
  async run<T>(client: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    this.admit(client);
    this.held.set(client, this.heldBy(client) + 1);
    try {
      if (this.running >= this.options.concurrency) await this.wait(client, signal);
      else this.running += 1;
    } catch (error) {
      this.drop(client);
      throw error;
    }
    const started = { at: this.options.now(), peak: 1 };
    this.startedAt.add(started);
    for (const other of this.startedAt) other.peak = Math.max(other.peak, this.startedAt.size);
    try {
      return await task();
    } finally {
      this.startedAt.delete(started);
      this.recentMs.push(((this.options.now() - started.at) * this.options.concurrency) / started.peak);
      if (this.recentMs.length > RECENT_RENDERS) this.recentMs.shift();
      this.drop(client);
      this.release();
    }
  }

  /** Throws the reason `client`'s next task may not join, if any. */
  private admit(client: string): void {
    const { concurrency, maxQueued, perClient, budgetMs } = this.options;
    const holds = this.heldBy(client);
    if (holds >= perClient) throw new QueueFullError('client', `this client already has ${holds} PDFs in progress`);
    const mustWait = this.running >= concurrency;
    if (mustWait && this.waitingCount >= maxQueued) throw new QueueFullError('full', `${this.running} running and ${this.waitingCount} waiting`);
    if (!mustWait) return;
    // In the round robin, each other client's waiting tasks up to one more than this client's
    // own go first; one of the running tasks ends every estimate / concurrency on average.
    const own = this.waiting.get(client)?.length ?? 0;
    let ahead = own;
    for (const [other, list] of this.waiting) if (other !== client) ahead += Math.min(list.length, own + 1);
    const renderMs = this.expectedRenderMs;
    const expectedMs = ((ahead + 1) / concurrency) * renderMs + renderMs;
    if (expectedMs > budgetMs) throw new QueueFullError('deadline', `a PDF started now would take about ${Math.round(expectedMs / 1000)} s`);
  }

  private drop(client: string): void {
    const holds = this.heldBy(client) - 1;
    if (holds > 0) this.held.set(client, holds);
    else this.held.delete(client);
  }

  private wait(client: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const list = this.waiting.get(client);
        const index = list?.indexOf(waiter) ?? -1;
        if (list && index >= 0) {
          list.splice(index, 1);
          this.waitingCount -= 1;
          if (list.length === 0) this.waiting.delete(client);
        }
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        client,
        // The slot passes straight from the finishing task to this one: `running` is unchanged.
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const list = this.waiting.get(client);
      if (list) list.push(waiter);
      else this.waiting.set(client, [waiter]);
      this.waitingCount += 1;
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Hands the finished task's slot to the first client in turn, which then goes to the back. */
  private release(): void {
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running -= 1;
      return;
    }
    const [client, list] = first.value;
    const next = list.shift();
    this.waiting.delete(client);
    if (list.length > 0) this.waiting.set(client, list);
    this.waitingCount -= 1;
    next?.start();
  }
}
