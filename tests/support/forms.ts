/** Form services over a throwaway store, valid bodies of every form, and requests to the endpoints. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPropertyMailboxByEmail } from '../../site/cms/mailboxes';
import { FORM_ENDPOINTS, type FormKind } from '../../renderers/ui/forms/constants';
import { composeContactMessage } from '../../renderers/ui/forms/contact-message';
import { openFormsDb } from '../../site/forms/db';
import { memoryRateLimiter } from '../../site/forms/rate-limit';
import type { FormServices } from '../../site/forms/services';
import { SubmissionStore } from '../../site/forms/submission-store';
import { issueToken } from '../../site/forms/tokens';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A SQLite store in a temporary folder (or the database at `url`). */
export async function openTestStore(url?: string, now?: () => number): Promise<{ store: SubmissionStore; url: string; cleanup(): Promise<void> }> {
  const dir = url === undefined ? mkdtempSync(path.join(tmpdir(), 'forms-test-')) : undefined;
  const databaseUrl = url ?? `file:${path.join(dir ?? '', 'submissions.sqlite')}`;
  const store = new SubmissionStore(await openFormsDb(databaseUrl), now);
  return {
    store,
    url: databaseUrl,
    async cleanup() {
      await store.close();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function testServices(store: SubmissionStore, overrides: Partial<FormServices> = {}): FormServices {
  return {
    store,
    limiter: memoryRateLimiter({ limit: 1_000_000, windowMs: 60_000 }),
    secret: TEST_SECRET,
    minFillMs: 3000,
    findMailbox: findPropertyMailboxByEmail,
    accepted: () => undefined,
    ...overrides,
  };
}

/** A token issued `ageMs` ago: old enough for the default fill time. */
export const agedToken = (ageMs = 10_000, secret = TEST_SECRET): string => issueToken(secret, Date.now() - ageMs);

export const validBodies: Readonly<Record<FormKind, Readonly<Record<string, string>>>> = {
  vendor: { name: 'Dana Whitfield', from: 'dana@whitfield-roofing.com', websitelink: 'whitfield-roofing.com', formsubject: 'Roof repairs in Phoenix', message: 'We repair TPO roofs across Maricopa County.' },
  'broker-toolkit': { firstName: 'Marcus', lastName: 'Oyelaran', from: 'marcus@cresco-partners.com', phone: '(602) 555-0187', companyName: 'Cresco Partners', accountVersion: 'Business Park Broker Marketing', contactState: 'Arizona' },
  contact: {
    name: 'Priya Raman',
    from: 'priya@sonoran-freight.com',
    formsubject: 'Website Submission',
    message: composeContactMessage({ name: 'Priya Raman', email: 'priya@sonoran-freight.com', phone: '602.555.0133', address: '4400 W Van Buren St, Phoenix, AZ', message: 'Is Building C still available?\nWe need 150,000 SF.' }),
    recipient: 'gateway303@larkspurlogistics.com',
  },
  community: {
    firstName: 'Alma',
    lastName: 'Reyes',
    from: 'alma@westvalleyworks.org',
    phone: '6235550119',
    organization: 'West Valley Works',
    location: 'Larkspur Gateway 303',
    space: 'A training room for 25 people with a projector.',
    startDate: '2024-09-09',
    timeFrame: 'Mondays, September to December',
    message: 'We run forklift certification classes for job seekers.',
  },
};

export function formRequest(kind: FormKind, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${FORM_ENDPOINTS[kind]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
