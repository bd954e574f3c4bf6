/** The PDF renders' fair queue (site/pdf/queue.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueFullError, TaskQueue, type FairQueueOptions } from '../../site/pdf/queue';

/** A task that finishes when told to. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), task: () => done };
}

const queueOf = (options: Partial<FairQueueOptions> = {}) => new TaskQueue({ concurrency: 2, maxQueued: 8, perClient: 2, ...options });
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof QueueFullError ? error.reason : error));

describe('the PDF queue', () => {
  it('runs at most `concurrency` tasks, queues the next ones and refuses past the queue', async () => {
    const queue = queueOf({ maxQueued: 1, perClient: 10 });
    const gates = [gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, index) => queue.run('a', async () => (await g.task(), order.push(index))));
    await Promise.resolve();
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    expect(await refusal(queue.run('b', async () => 0))).toBe('full');
    gates[1]?.open();
    gates[0]?.open();
    gates[2]?.open();
    await Promise.all(runs);
    expect(order.sort()).toEqual([0, 1, 2]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = queueOf({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
    expect(queue.heldBy('a')).toBe(0);
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const queue = queueOf({ concurrency: 1 });
    const first = gate();
    const running = queue.run('a', first.task);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run('b', async () => void (ran = true), controller.signal);
    controller.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    expect(queue.heldBy('b')).toBe(0);
    first.open();
    await running;
    expect(ran).toBe(false);
  });

  it('keeps a place for a visitor while one client floods both routes', async () => {
    const queue = queueOf();
    const flood = Array.from({ length: 12 }, () => gate());
    const attacks = flood.map((g) => refusal(queue.run('attacker', g.task)));
    const visitor = gate();
    const visit = queue.run('visitor', visitor.task);
    await Promise.resolve();
    expect(queue.heldBy('attacker')).toBe(2);
    expect(queue.heldBy('visitor')).toBe(1);
    // The next place to come free is the visitor's, though the attacker keeps asking.
    const again = refusal(queue.run('attacker', async () => 0));
    flood[0]?.open();
    visitor.open();
    await expect(visit).resolves.toBeUndefined();
    flood.forEach((g) => g.open());
    expect((await Promise.all(attacks)).filter((reason) => reason === 'client')).toHaveLength(10);
    expect(await again).toBe('client');
  });

  it('starts waiting tasks in turn by client, not in order of arrival', async () => {
    const queue = queueOf({ concurrency: 1, perClient: 5 });
    const first = gate();
    const started: string[] = [];
    const running = queue.run('a', first.task);
    const later = ['a', 'a', 'a', 'b', 'c'].map((client) => queue.run(client, async () => void started.push(client)));
    first.open();
    await Promise.all([running, ...later]);
    expect(started).toEqual(['a', 'b', 'c', 'a', 'a']);
  });

  it('refuses a task it could not finish within the budget, judged by the recent render time', async () => {
    let now = 0;
    const queue = queueOf({ concurrency: 1, perClient: 10, budgetMs: 30_000, initialEstimateMs: 8_000, now: () => now });
    const gates = [gate(), gate()];
    const runs = gates.map((g) => queue.run('a', g.task));
    // One running and one waiting at 8 s each: a third would start at about 16 s and end at 24 s; a fourth at 32 s.
    const third = gate();
    const admitted = queue.run('b', third.task);
    expect(await refusal(queue.run('c', async () => 0))).toBe('deadline');
    // Renders get faster: 2 s each brings the estimate down, and a task is admitted again.
    now += 2_000;
    gates[0]?.open();
    await runs[0];
    expect(queue.expectedRenderMs).toBeLessThan(8_000);
    gates.forEach((g) => g.open());
    third.open();
    await Promise.all([...runs, admitted]);
    expect(await refusal(queue.run('c', async () => 0))).toBeUndefined();
  });

  it('expects a render beside others to take longer than one measured alone, so a flood is not admitted on lone timings', async () => {
    let now = 0;
    const queue = queueOf({ concurrency: 2, perClient: 10, budgetMs: 30_000, initialEstimateMs: 1_000, now: () => now });
    // A lone render of 4 s: a task that waits renders beside another, so it is expected to take 8 s.
    const lone = gate();
    const alone = queue.run('a', lone.task);
    now += 4_000;
    lone.open();
    await alone;
    expect(queue.expectedRenderMs).toBe(8_000);
    // Two renders side by side for 6 s: that is the time beside another, as measured.
    const pair = [gate(), gate()];
    const both = pair.map((g) => queue.run('a', g.task));
    now += 6_000;
    pair.forEach((g) => g.open());
    await Promise.all(both);
    // The slowest of the recent ones still counts: the lone 4 s render, as 8 s beside another.
    expect(queue.expectedRenderMs).toBe(8_000);
    // A render that had company for part of its run only counts as having had it.
    const long = gate();
    const longRun = queue.run('b', long.task);
    const short = gate();
    const shortRun = queue.run('c', short.task);
    now += 1_000;
    short.open();
    await shortRun;
    now += 11_000;
    long.open();
    await longRun;
    expect(queue.expectedRenderMs).toBe(12_000);
  });

  it('admits, on lone renders of 4 s, only what would finish in the budget at twice that beside another', async () => {
    let now = 0;
    const queue = queueOf({ concurrency: 2, maxQueued: 20, perClient: 20, budgetMs: 30_000, initialEstimateMs: 4_000, now: () => now });
    const lone = gate();
    const alone = queue.run('a', lone.task);
    now += 4_000;
    lone.open();
    await alone;
    // Two run; a slot comes free every 4 s (8 s a render, two slots), so the n-th waiting one is expected to end at n × 4 s + 8 s.
    const flood = Array.from({ length: 10 }, () => gate());
    const outcomes = flood.map((g, index) => refusal(queue.run(`client-${index}`, g.task)));
    flood.forEach((g) => g.open());
    const refused = (await Promise.all(outcomes)).filter((reason) => reason === 'deadline');
    // n × 4 + 8 ≤ 30 admits 5 waiting (ending at 12 to 28 s): 2 running + 5 waiting, 3 refused. Judged by the
    // lone 4 s (n × 2 + 4 ≤ 30) all 10 were admitted, and the last ones timed out.
    expect(refused).toHaveLength(3);
  });

  it('counts a running task that is taking longer than the estimate, before it finishes', async () => {
    let now = 0;
    const queue = queueOf({ concurrency: 1, perClient: 10, budgetMs: 30_000, initialEstimateMs: 2_000, now: () => now });
    const slow = gate();
    const running = queue.run('a', slow.task);
    // At 2 s a render, one more fits easily; once the running one has taken 20 s, it would not.
    const fits = gate();
    const admitted = queue.run('b', fits.task);
    now += 20_000;
    expect(queue.expectedRenderMs).toBe(20_000);
    expect(await refusal(queue.run('c', async () => 0))).toBe('deadline');
    slow.open();
    fits.open();
    await Promise.all([running, admitted]);
  });

  it('never lets a client hold more than its share, nor the queue more than its places (any arrivals and finishes)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.record({ arrive: fc.constantFrom('a', 'b', 'c', 'd') }), fc.record({ finish: fc.nat(20) })), { maxLength: 60 }),
        async (steps) => {
          const queue = queueOf({ maxQueued: 4 });
          const open: Array<() => void> = [];
          const runs: Array<Promise<unknown>> = [];
          for (const step of steps) {
            if ('arrive' in step) {
              const g = gate();
              open.push(g.open);
              runs.push(refusal(queue.run(step.arrive, g.task)));
            } else open.splice(step.finish % Math.max(1, open.length), 1)[0]?.();
            await new Promise((resolve) => setImmediate(resolve));
            for (const client of ['a', 'b', 'c', 'd']) expect(queue.heldBy(client)).toBeLessThanOrEqual(2);
            expect(queue.size.running).toBeLessThanOrEqual(2);
            expect(queue.size.waiting).toBeLessThanOrEqual(4);
          }
          open.forEach((finish) => finish());
          await Promise.all(runs);
          expect(queue.size).toEqual({ running: 0, waiting: 0 });
        },
      ),
      { numRuns: 60 },
    );
  });
});
