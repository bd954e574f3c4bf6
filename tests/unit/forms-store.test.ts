/**
 * The submission store and outbox on SQLite (the default) and on the real PostgreSQL (when one
 * answers at 127.0.0.1:5432, database `test`; each run uses a schema of its own and drops it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffDelay } from '../../site/forms/outbox';
import type { SubmissionStore } from '../../site/forms/submission-store';
import { openTestStore, validBodies } from '../support/forms';
import { postgresAvailable, postgresSchema } from '../support/services';

const withPostgres = await postgresAvailable();

interface Backend {
  readonly name: string;
  readonly enabled: boolean;
  open(): Promise<{ url: string; cleanup(): Promise<void> }>;
}

const backends: Backend[] = [
  { name: 'SQLite', enabled: true, open: async () => ({ url: '', cleanup: async () => undefined }) },
  {
    name: 'PostgreSQL',
    enabled: withPostgres,
    async open() {
      const schema = await postgresSchema();
      return { url: schema.url, cleanup: schema.drop };
    },
  },
];

describe.each(backends)('the submission store on $name', ({ enabled, open }) => {
  let clock = Date.now();
  const now = () => clock;
  let store: SubmissionStore;
  let second: SubmissionStore;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    if (!enabled) return;
    const database = await open();
    const first = await openTestStore(database.url || undefined, now);
    // A second connection to the same database: another process or instance of the site.
    const other = await openTestStore(first.url, now);
    store = first.store;
    second = other.store;
    cleanups.push(other.cleanup, first.cleanup, database.cleanup);
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  const accept = (key: string, payload: Record<string, unknown> = validBodies.vendor, recipient: string | null = null) =>
    store.accept({ form: 'vendor', idempotencyKey: key, payload, recipient });

  it.skipIf(!enabled)('keeps every field of an accepted submission, queued', async () => {
    const result = await accept('keeps-fields');
    expect(result.kind).toBe('stored');
    if (result.kind !== 'stored') return;
    expect(result.created).toBe(true);
    expect(await store.get(result.submission.id)).toMatchObject({ form: 'vendor', payload: validBodies.vendor, status: 'queued', attempts: 0, receivedAt: clock, recipient: null });
  });

  it.skipIf(!enabled)('stores one row per idempotency key, from any connection, and tells a conflict apart', async () => {
    const results = await Promise.all([accept('once'), second.accept({ form: 'vendor', idempotencyKey: 'once', payload: validBodies.vendor }), accept('once')]);
    expect(new Set(results.map((result) => result.submission.id)).size).toBe(1);
    expect(results.filter((result) => result.kind === 'stored' && result.created)).toHaveLength(1);
    expect((await accept('once', { ...validBodies.vendor, name: 'Other' })).kind).toBe('conflict');
  });

  it.skipIf(!enabled)('lets exactly one of two workers claim a row, and only the holder mark it', async () => {
    const result = await accept('claimed-once');
    const id = result.submission.id;
    const [mine, theirs] = await Promise.all([store.claim('worker-a', 60_000, { limit: 100 }), second.claim('worker-b', 60_000, { limit: 100 })]);
    const holders = [...mine.map(() => 'worker-a'), ...theirs.map(() => 'worker-b')].filter((_, index) => [...mine, ...theirs][index]?.id === id);
    expect(holders).toHaveLength(1);
    const holder = holders[0] ?? '';
    const other = holder === 'worker-a' ? 'worker-b' : 'worker-a';
    expect(await store.markDelivered(id, other, '<x@test>')).toBe(false);
    expect(await store.markDelivered(id, holder, '<msg-1@test>')).toBe(true);
    expect(await store.markDelivered(id, holder, '<msg-2@test>')).toBe(false);
    expect(await store.get(id)).toMatchObject({ status: 'delivered', messageId: '<msg-1@test>', attempts: 1, leaseOwner: null });
  });

  it.skipIf(!enabled)('hands a row to another worker once its lease has run out, never before', async () => {
    const { submission } = await accept('lease-expires');
    const claimed = await store.claim('dies-mid-send', 5000, { limit: 100 });
    expect(claimed.map((row) => row.id)).toContain(submission.id);
    expect((await second.claim('rescuer', 5000, { limit: 100 })).map((row) => row.id)).not.toContain(submission.id);
    clock += 5001;
    const rescued = await second.claim('rescuer', 5000, { limit: 100 });
    expect(rescued.find((row) => row.id === submission.id)).toMatchObject({ attempts: 2, leaseOwner: 'rescuer' });
    expect(await store.markDelivered(submission.id, 'dies-mid-send', '<late@test>')).toBe(false);
    expect(await second.markDelivered(submission.id, 'rescuer', '<rescued@test>')).toBe(true);
  });

  it.skipIf(!enabled)('keeps a failed row queued with its error until its next attempt is due', async () => {
    const { submission } = await accept('fails-then-waits');
    await store.claim('worker', 60_000, { limit: 100 });
    expect(await store.markFailed(submission.id, 'worker', 'connect ECONNREFUSED 127.0.0.1:25', clock + 30_000)).toBe(true);
    expect(await store.get(submission.id)).toMatchObject({ status: 'queued', lastError: 'connect ECONNREFUSED 127.0.0.1:25', nextAttemptAt: clock + 30_000, leaseOwner: null });
    expect((await store.claim('worker', 60_000, { limit: 100 })).map((row) => row.id)).not.toContain(submission.id);
    clock += 30_000;
    expect((await store.claim('worker', 60_000, { limit: 100 })).map((row) => row.id)).toContain(submission.id);
  });

  it.skipIf(!enabled)('requeues on request: a delivered row is sent again, a row being sent is left alone', async () => {
    const { submission } = await accept('requeue');
    await store.claim('worker', 60_000, { limit: 100 });
    expect(await store.requeue(submission.id)).toBe('sending');
    await store.markDelivered(submission.id, 'worker', '<first@test>');
    expect(await store.requeue(submission.id)).toBe('requeued');
    expect(await store.get(submission.id)).toMatchObject({ status: 'queued', deliveredAt: null, nextAttemptAt: clock });
    expect(await store.requeue(999_999)).toBe('missing');
  });

  it.skipIf(!enabled)('lists newest first, by status and form, and counts', async () => {
    const queued = await store.list({ status: 'queued' });
    expect(queued.every((row) => row.status === 'queued')).toBe(true);
    const all = await store.list();
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
    expect(await store.list({ limit: 2 })).toHaveLength(2);
    const counts = await store.counts();
    expect(counts.queued + counts.delivered).toBe(all.length);
  });

  it.skipIf(!enabled)('agrees on one generated setting across connections', async () => {
    const [a, b] = await Promise.all([store.setting('token-secret', () => 'from-a'), second.setting('token-secret', () => 'from-b')]);
    expect(a).toBe(b);
    expect(await store.setting('token-secret', () => 'later')).toBe(a);
  });
});

describe.skipIf(!withPostgres)('two sites in one PostgreSQL database, each in its own schema', () => {
  it('each gets its own tables, whichever migrated first', async () => {
    const [a, b] = [await postgresSchema(), await postgresSchema()];
    const first = await openTestStore(a.url);
    try {
      // The second schema is empty while the first already has every table, lock table included.
      const second = await openTestStore(b.url);
      try {
        const accepted = await second.store.accept({ form: 'vendor', idempotencyKey: 'own-schema', payload: validBodies.vendor, recipient: null });
        expect(accepted.kind).toBe('stored');
        expect(await first.store.counts()).toEqual(expect.objectContaining({ queued: 0 }));
      } finally {
        await second.cleanup();
      }
    } finally {
      await first.cleanup();
      await a.drop();
      await b.drop();
    }
  });
});

describe('retry backoff', () => {
  it('doubles from the base up to the cap, within ±20 %', () => {
    expect(backoffDelay(1, 30_000, 3_600_000, () => 0.5)).toBe(30_000);
    expect(backoffDelay(2, 30_000, 3_600_000, () => 0.5)).toBe(60_000);
    expect(backoffDelay(5, 30_000, 3_600_000, () => 0.5)).toBe(480_000);
    expect(backoffDelay(40, 30_000, 3_600_000, () => 0.5)).toBe(3_600_000);
    expect(backoffDelay(3, 30_000, 3_600_000, () => 0)).toBe(96_000);
    expect(backoffDelay(3, 30_000, 3_600_000, () => 1)).toBe(144_000);
  });
});
