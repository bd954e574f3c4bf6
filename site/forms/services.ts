/**
 * The form services of this process, built once from the site configuration: the submission
 * store, the rate limiter, the token secret, the mail settings and the delivery worker. The
 * endpoints, the instrumentation hook and the `submissions` command all start from here.
 */
import { randomBytes } from 'node:crypto';
import { findPropertyMailboxByEmail, type PropertyMailbox } from '../cms/mailboxes';
import { getSiteConfig, type SiteConfig } from '../../config';
import { openFormsDb } from './db';
import type { NotificationSettings } from './mail';
import { smtpMailer, type Mailer } from './mail';
import { startDeliveryWorker, type DeliveryWorker } from './outbox';
import { connectRedis } from '../redis';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';
import { SubmissionStore } from './submission-store';

export interface FormServices {
  readonly store: SubmissionStore;
  readonly limiter: RateLimiter;
  /** The HMAC secret of the fill-time tokens. */
  readonly secret: string;
  readonly minFillMs: number;
  /** The known property mailbox with this address, or undefined (the contact form's recipients). */
  readonly findMailbox: (email: string) => Promise<PropertyMailbox | undefined>;
  /** Called after a submission is stored: the in-process worker sends it straight away. */
  readonly accepted: () => void;
}

/** The settings the notification emails are written with. */
export function notificationSettings(config: SiteConfig): NotificationSettings {
  const host = new URL(config.publicSiteUrl).hostname;
  return { brand: config.brand, from: config.formsMailFrom ?? `forms@${host}`, host, notifyTo: config.formsNotifyTo };
}

/** Generated once per store when FORMS_SECRET is unset, so every instance on the store agrees. */
const SECRET_SETTING = 'form-token-secret';

export async function createFormServices(config: SiteConfig, options: { readonly onAccepted?: () => void } = {}): Promise<FormServices> {
  const store = new SubmissionStore(await openFormsDb(config.databaseUrl));
  const limiter = config.redisUrl === undefined
    ? memoryRateLimiter(config.formsRateLimit)
    : redisRateLimiter(await connectRedis(config.redisUrl), { ...config.formsRateLimit, prefix: `${config.redisPrefix}forms:rate:`, ownsConnection: true });
  const secret = config.formsSecret ?? (await store.setting(SECRET_SETTING, () => randomBytes(32).toString('base64url')));
  return {
    store,
    limiter,
    secret,
    minFillMs: config.formsMinFillSeconds * 1000,
    findMailbox: findPropertyMailboxByEmail,
    accepted: options.onAccepted ?? (() => undefined),
  };
}

export interface ProcessForms {
  readonly services: FormServices;
  readonly worker: DeliveryWorker | undefined;
  readonly mailer: Mailer | undefined;
}

// Kept on globalThis so that Next's separately bundled route handlers and instrumentation share
// one store, one limiter and one worker in a process.
const processKey = Symbol.for('larkspur.forms.process');
type ProcessGlobal = typeof globalThis & { [processKey]?: Promise<ProcessForms> };

async function startProcessForms(): Promise<ProcessForms> {
  const config = getSiteConfig();
  let worker: DeliveryWorker | undefined;
  const services = await createFormServices(config, { onAccepted: () => worker?.wake() });
  const mailer = config.smtpUrl === undefined ? undefined : await smtpMailer(config.smtpUrl);
  if (mailer !== undefined) worker = startDeliveryWorker({ store: services.store, mailer, settings: notificationSettings(config) });
  return { services, worker, mailer };
}

/**
 * This process's form services and, when SMTP_URL is set, its delivery worker. The first call
 * opens them; a failure is not remembered, so the next request tries again.
 */
export function getProcessForms(): Promise<ProcessForms> {
  const global = globalThis as ProcessGlobal;
  global[processKey] ??= startProcessForms().catch((error: unknown) => {
    delete global[processKey];
    throw error;
  });
  return global[processKey];
}
