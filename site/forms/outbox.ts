/**
 * The delivery worker: sends queued submissions from the store (the outbox) by email. Each pass
 * claims the due rows with a lease, sends each, and marks it delivered, or records the error and
 * the time of the next try (exponential backoff with jitter, at most an hour apart). A row is
 * never given up: it stays queued and visible until it is delivered.
 *
 * Delivery is at least once by construction and exactly once in practice: a row is marked
 * delivered once (the mark requires the lease), and the only way to send it twice is a worker
 * dying between the mail server's acceptance and the mark, after which the resend carries the
 * same Message-ID.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { composeNotification, type Mailer, type NotificationSettings } from './mail';
import type { SubmissionStore } from './submission-store';

export interface DeliveryOptions {
  readonly store: SubmissionStore;
  /** Undefined while SMTP_URL is unset: nothing is sent and the rows wait. */
  readonly mailer: Mailer | undefined;
  readonly settings: NotificationSettings;
  /** This worker's name in the lease column. */
  readonly owner?: string;
  /** How long a claim holds; longer than the mailer's worst case. */
  readonly leaseMs?: number;
  readonly batchSize?: number;
  /** The first retry's delay; each next one doubles, up to `maxBackoffMs`. */
  readonly baseBackoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly now?: () => number;
  /** Sends this submission only (the operator's `retry`). */
  readonly only?: number;
}

export interface PassResult {
  readonly delivered: number;
  readonly failed: number;
}

export const DEFAULT_LEASE_MS = 120_000;
export const DEFAULT_BASE_BACKOFF_MS = 30_000;
export const DEFAULT_MAX_BACKOFF_MS = 3_600_000;

/** A worker name that is unique across processes and machines. */
export const workerName = (): string => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped, ±20 % jitter. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One pass over the due rows; several workers (processes, instances) may run passes at once. */
export async function deliverDue(options: DeliveryOptions): Promise<PassResult> {
  const { store, mailer, settings } = options;
  if (mailer === undefined) return { delivered: 0, failed: 0 };
  const owner = options.owner ?? workerName();
  const now = options.now ?? Date.now;
  const baseMs = options.baseBackoffMs ?? DEFAULT_BASE_BACKOFF_MS;
  const maxMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  let delivered = 0;
  let failed = 0;
  // Each row at most once per pass: a row that fails is not tried again before the next pass.
  let afterId = 0;
  for (;;) {
    const batch = await store.claim(owner, options.leaseMs ?? DEFAULT_LEASE_MS, { limit: options.batchSize ?? 10, afterId, id: options.only });
    if (batch.length === 0) break;
    for (const submission of batch) {
      afterId = Math.max(afterId, submission.id);
      const notification = composeNotification(submission, settings);
      try {
        if ('problem' in notification) throw new Error(notification.problem);
        await mailer.send(notification);
      } catch (error) {
        failed += 1;
        await store.markFailed(submission.id, owner, errorText(error), now() + backoffDelay(submission.attempts, baseMs, maxMs));
        continue;
      }
      if (await store.markDelivered(submission.id, owner, notification.messageId)) delivered += 1;
    }
  }
  return { delivered, failed };
}

export interface DeliveryWorker {
  /** Runs a pass soon (after a new submission), without waiting for the next tick. */
  wake(): void;
  /** Stops after the pass in progress. */
  stop(): Promise<void>;
}

/** Runs passes every `intervalMs` and on `wake()`, one at a time. */
export function startDeliveryWorker(options: DeliveryOptions & { readonly intervalMs?: number; readonly onError?: (error: unknown) => void }): DeliveryWorker {
  const owner = options.owner ?? workerName();
  const onError = options.onError ?? ((error) => console.error(`Form delivery: ${errorText(error)}`));
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = deliverDue({ ...options, owner })
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 5000);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
