import { describe, expect, it } from 'vitest';
import { QueueFullError, TaskQueue } from '../../site/pdf/queue';

/** A task that finishes when told to. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), task: () => done };
}

describe('the PDF queue', () => {
  it('runs at most `concurrency` tasks, queues the next ones and refuses past the queue', async () => {
    const queue = new TaskQueue(2, 1);
    const gates = [gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, index) => queue.run(async () => (await g.task(), order.push(index))));
    await Promise.resolve();
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(async () => 0)).rejects.toBeInstanceOf(QueueFullError);
    gates[1]?.open();
    gates[0]?.open();
    gates[2]?.open();
    await Promise.all(runs);
    expect(order.sort()).toEqual([0, 1, 2]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new TaskQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const queue = new TaskQueue(1, 2);
    const first = gate();
    const running = queue.run(first.task);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => void (ran = true), controller.signal);
    controller.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    first.open();
    await running;
    expect(ran).toBe(false);
  });
});
