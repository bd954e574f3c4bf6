/**
 * The submission store and outbox: every accepted submission is one row, written before the
 * endpoint answers 200; the delivery worker claims queued rows with a lease, sends them, and
 * marks each delivered once. Undeliverable rows stay queued with their last error, visible to
 * the `submissions` command.
 */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { isRecord } from '../../engine';
import type { FormsDb, SubmissionTable } from './db';

export type SubmissionStatus = 'queued' | 'delivered';

export interface Submission {
  readonly id: number;
  readonly form: string;
  readonly idempotencyKey: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly recipient: string | null;
  readonly receivedAt: number;
  readonly status: SubmissionStatus;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly leaseOwner: string | null;
  readonly leaseExpiresAt: number | null;
  readonly lastError: string | null;
  readonly deliveredAt: number | null;
  readonly messageId: string | null;
}

export interface NewSubmission {
  readonly form: string;
  readonly idempotencyKey: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly recipient?: string | null;
}

export type AcceptResult =
  /** `created` is false when the key had been stored before with the same details (a retry). */
  | { readonly kind: 'stored'; readonly submission: Submission; readonly created: boolean }
  /** The key had been stored with other details. */
  | { readonly kind: 'conflict'; readonly submission: Submission };

export interface ListOptions {
  readonly status?: SubmissionStatus;
  readonly form?: string;
  /** Newest first, at most this many (all when undefined). */
  readonly limit?: number;
}

export interface ClaimOptions {
  readonly limit: number;
  readonly afterId?: number;
  readonly id?: number;
}

const MAX_ERROR_LENGTH = 1000;

/** SHA-256 of a submission's JSON, hex. */
export const payloadHash = (json: string): string => createHash('sha256').update(json).digest('hex');

function toSubmission(row: Selectable<SubmissionTable>): Submission {
  const parsed: unknown = JSON.parse(row.payload);
  return {
    id: Number(row.id),
    form: row.form,
    idempotencyKey: row.idempotency_key,
    payload: isRecord(parsed) ? parsed : {},
    recipient: row.recipient,
    receivedAt: Number(row.received_at),
    status: row.status === 'delivered' ? 'delivered' : 'queued',
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    leaseOwner: row.lease_owner,
    leaseExpiresAt: row.lease_expires_at === null ? null : Number(row.lease_expires_at),
    lastError: row.last_error,
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
    messageId: row.message_id,
  };
}

export class SubmissionStore {
  constructor(
    private readonly store: FormsDb,
    /** The clock, replaceable in tests. */
    private readonly now: () => number = Date.now,
  ) {}

  get kind() {
    return this.store.kind;
  }

  get label() {
    return this.store.label;
  }

  /** Stores a submission once per idempotency key; the row is durable when this resolves. */
  async accept(input: NewSubmission): Promise<AcceptResult> {
    const json = JSON.stringify(input.payload);
    const hash = payloadHash(json);
    const now = this.now();
    const inserted = await this.store.db
      .insertInto('form_submissions')
      .values({
        form: input.form,
        idempotency_key: input.idempotencyKey,
        payload_hash: hash,
        payload: json,
        recipient: input.recipient ?? null,
        received_at: now,
        status: 'queued',
        next_attempt_at: now,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .executeTakeFirst();
    const row = await this.store.db.selectFrom('form_submissions').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
    const submission = toSubmission(row);
    if (row.payload_hash !== hash || row.form !== input.form) return { kind: 'conflict', submission };
    return { kind: 'stored', submission, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 };
  }

  async get(id: number): Promise<Submission | undefined> {
    const row = await this.store.db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toSubmission(row);
  }

  async list(options: ListOptions = {}): Promise<Submission[]> {
    let query = this.store.db.selectFrom('form_submissions').selectAll().orderBy('id', 'desc');
    if (options.status !== undefined) query = query.where('status', '=', options.status);
    if (options.form !== undefined) query = query.where('form', '=', options.form);
    if (options.limit !== undefined) query = query.limit(options.limit);
    return (await query.execute()).map(toSubmission);
  }

  /** Counts by status, for the command's summary and for health checks. */
  async counts(): Promise<Record<SubmissionStatus, number>> {
    const rows = await this.store.db.selectFrom('form_submissions').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('status').execute();
    const counts: Record<SubmissionStatus, number> = { queued: 0, delivered: 0 };
    for (const row of rows) counts[row.status === 'delivered' ? 'delivered' : 'queued'] += Number(row.count);
    return counts;
  }

  /**
   * Claims up to `limit` queued rows that are due and not leased, for `owner`, until now +
   * `leaseMs`. Each claim is a conditional update of one row, so of two workers racing for a
   * row exactly one wins (SQLite serialises writers; PostgreSQL re-checks the condition after a
   * concurrent update). The attempt is counted at the claim, so a worker that dies mid-send
   * still leaves a trace. `afterId` lets a pass walk the queue once; `id` claims that row only.
   */
  async claim(owner: string, leaseMs: number, { limit, afterId = 0, id: only }: ClaimOptions): Promise<Submission[]> {
    const now = this.now();
    let query = this.store.db.selectFrom('form_submissions').select('id');
    if (only !== undefined) query = query.where('id', '=', only);
    const candidates = await query
      .where('id', '>', afterId)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: Submission[] = [];
    for (const { id } of candidates) {
      const result = await this.store.db
        .updateTable('form_submissions')
        .set((eb) => ({ lease_owner: owner, lease_expires_at: now + leaseMs, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const submission = await this.get(id);
      if (submission !== undefined) claimed.push(submission);
    }
    return claimed;
  }

  /** Marks a claimed row delivered; false when `owner` no longer holds it (nothing changes then). */
  async markDelivered(id: number, owner: string, messageId: string): Promise<boolean> {
    const result = await this.store.db
      .updateTable('form_submissions')
      .set({ status: 'delivered', delivered_at: this.now(), message_id: messageId, lease_owner: null, lease_expires_at: null, last_error: null })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records a failed attempt on a claimed row and when to try again; the row stays queued. */
  async markFailed(id: number, owner: string, error: string, retryAt: number): Promise<boolean> {
    const result = await this.store.db
      .updateTable('form_submissions')
      .set({ last_error: error.slice(0, MAX_ERROR_LENGTH), next_attempt_at: retryAt, lease_owner: null, lease_expires_at: null })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Makes a row due now (the operator's `retry`): a queued row is tried at once, a delivered one is
   * queued to be sent again. A row a worker is sending right now is left alone.
   */
  async requeue(id: number): Promise<'requeued' | 'missing' | 'sending'> {
    const now = this.now();
    const result = await this.store.db
      .updateTable('form_submissions')
      .set({ status: 'queued', next_attempt_at: now, delivered_at: null })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'requeued';
    return (await this.get(id)) === undefined ? 'missing' : 'sending';
  }

  /** A setting, created with `create()` when missing; concurrent creators agree on the first one stored. */
  /**
   * Binds a form token (its nonce) to the one submission it serves: true the first time and for
   * every retry of that submission (the same idempotency key), false for any other.
   */
  async claimToken(nonce: string, idempotencyKey: string): Promise<boolean> {
    return (await this.setting(`token-use:${nonce}`, () => idempotencyKey)) === idempotencyKey;
  }

  async setting(key: string, create: () => string): Promise<string> {
    const existing = await this.store.db.selectFrom('form_settings').select('value').where('key', '=', key).executeTakeFirst();
    if (existing !== undefined) return existing.value;
    await this.store.db.insertInto('form_settings').values({ key, value: create() }).onConflict((conflict) => conflict.column('key').doNothing()).execute();
    const stored = await this.store.db.selectFrom('form_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    return stored.value;
  }

  async close(): Promise<void> {
    await this.store.db.destroy();
  }
}
