/**
 * The form endpoints as a caller meets them: every answer of the contract, on a real SQLite
 * store, with the embedded CMS's property mailboxes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS, HONEYPOT_FIELD, MAX_BODY_BYTES } from '../../renderers/ui/forms/constants';
import { CLIENT_ADDRESS_HEADER, markFrontDoor } from '../../site/server/client-address';
import { handleSubmission } from '../../site/forms/handle-submission';
import { memoryRateLimiter } from '../../site/forms/rate-limit';
import type { SubmissionStore } from '../../site/forms/submission-store';
import { checkToken, issueToken, TOKEN_MAX_AGE_MS } from '../../site/forms/tokens';
import { agedToken, formRequest, openTestStore, TEST_SECRET, testServices, validBodies } from '../support/forms';

let store: SubmissionStore;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await openTestStore());
});
afterAll(() => cleanup());

const submit = (kind: (typeof FORM_KINDS)[number], body: unknown, headers?: Record<string, string>, overrides = {}) =>
  handleSubmission(kind, formRequest(kind, body, headers), testServices(store, overrides));

describe('fill-time tokens', () => {
  it('are accepted between the minimum fill time and their maximum age', () => {
    const now = Date.now();
    const token = issueToken(TEST_SECRET, now);
    expect(checkToken(token, TEST_SECRET, { minAgeMs: 3000, now: now + 1000 })).toBe('too-fast');
    expect(checkToken(token, TEST_SECRET, { minAgeMs: 3000, now: now + 3000 })).toBe('ok');
    expect(checkToken(token, TEST_SECRET, { minAgeMs: 3000, now: now + TOKEN_MAX_AGE_MS + 1 })).toBe('expired');
  });

  it('are refused when missing, forged, signed with another secret or from the future', () => {
    const now = Date.now();
    const token = issueToken(TEST_SECRET, now - 10_000);
    expect(checkToken(undefined, TEST_SECRET, { minAgeMs: 0 })).toBe('missing');
    expect(checkToken(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), TEST_SECRET, { minAgeMs: 0 })).toBe('invalid');
    expect(checkToken(token, 'another-secret-another-secret-another-secret', { minAgeMs: 0 })).toBe('invalid');
    expect(checkToken(issueToken(TEST_SECRET, now + 3_600_000), TEST_SECRET, { minAgeMs: 0, now })).toBe('invalid');
    expect(checkToken('x'.repeat(500), TEST_SECRET, { minAgeMs: 0 })).toBe('invalid');
  });
});

describe('POST /api/{form}', () => {
  it.each(FORM_KINDS)('%s: stores a valid submission before answering 200', async (kind) => {
    const response = await submit(kind, { ...validBodies[kind], token: agedToken() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ ok: true });
    const [latest] = await store.list({ form: kind, limit: 1 });
    expect(latest).toMatchObject({ form: kind, status: 'queued', attempts: 0 });
    expect(latest?.payload).toMatchObject(kind === 'contact' ? { ...validBodies.contact } : validBodies[kind]);
  });

  it('stores a retried request once', async () => {
    const body = { ...validBodies.vendor, formsubject: 'Retried once', token: agedToken() };
    const before = (await store.list()).length;
    const answers = await Promise.all([submit('vendor', body), submit('vendor', body), submit('vendor', body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await store.list()).length).toBe(before + 1);
  });

  it('keeps an Idempotency-Key to one submission, and refuses the key with other details', async () => {
    const headers = { 'idempotency-key': 'client-key-1' };
    expect((await submit('vendor', { ...validBodies.vendor, token: agedToken() }, headers)).status).toBe(200);
    expect((await submit('vendor', { ...validBodies.vendor, token: agedToken() }, headers)).status).toBe(200);
    const conflict = await submit('vendor', { ...validBodies.vendor, name: 'Someone else', token: agedToken() }, headers);
    expect(conflict.status).toBe(422);
    expect((await store.list()).filter((submission) => submission.idempotencyKey === 'vendor:key:client-key-1')).toHaveLength(1);
  });

  it('answers 400 with a message for each field that is wrong', async () => {
    const response = await submit('broker-toolkit', { ...validBodies['broker-toolkit'], from: 'not an email', phone: '12', token: agedToken() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { from: expect.stringContaining('valid email'), phone: expect.stringContaining('area code') } });
  });

  it('refuses a single-line field carrying a line break in disguise or a terminal escape, stores nothing, and keeps a message’s own lines', async () => {
    const before = (await store.list()).length;
    // NEL and U+2028 as header breaks, CSI (clears a terminal), a lone surrogate (sent escaped, as JSON.stringify writes it).
    const attempt = (fields: Record<string, string>) => submit('vendor', { ...validBodies.vendor, token: agedToken(), ...fields });
    const answers = await Promise.all([
      attempt({ formsubject: 'Hello\u0085Bcc: victim@example.com' }),
      attempt({ name: 'Dana\u2028Bcc: victim@example.com' }),
      attempt({ formsubject: 'Roofing \u009b2J' }),
      attempt({ name: 'Dana \ud800' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { errors: { formsubject: expect.any(String) } },
      { errors: { name: expect.any(String) } },
      { errors: { formsubject: expect.any(String) } },
      { errors: { name: expect.any(String) } },
    ]);
    expect((await store.list()).length).toBe(before);
    const kept = await submit('vendor', { ...validBodies.vendor, name: '\u202eDana Ellis', message: 'First line\nsecond line', token: agedToken() });
    expect(kept.status).toBe(200);
    const [latest] = await store.list({ form: 'vendor', limit: 1 });
    expect(latest?.payload).toMatchObject({ name: 'Dana Ellis', message: 'First line\nsecond line' });
  });

  it('refuses a contact recipient that is not a property mailbox the CMS knows', async () => {
    const response = await submit('contact', { ...validBodies.contact, recipient: 'someone@example.com', token: agedToken() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { recipient: expect.any(String) } });
  });

  it('mails the address the CMS holds, not the spelling the browser sent', async () => {
    const response = await submit('contact', { ...validBodies.contact, recipient: ' GateWay303@LarkspurLogistics.com ', token: agedToken() });
    expect(response.status).toBe(200);
    const [latest] = await store.list({ form: 'contact', limit: 1 });
    expect(latest?.recipient).toBe('gateway303@larkspurlogistics.com');
    expect(latest?.payload.recipient).toBe('gateway303@larkspurlogistics.com');
  });

  it('turns away a body sent faster than a person fills a form, and a missing token', async () => {
    const fast = await submit('vendor', { ...validBodies.vendor, token: issueToken(TEST_SECRET) });
    expect(fast.status).toBe(400);
    expect(await fast.json()).toEqual({ errors: { form: expect.stringContaining('take a moment') } });
    const missing = await submit('vendor', { ...validBodies.vendor });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: { form: expect.any(String) }, renewToken: true });
  });

  it('turns away a body whose honeypot is filled, and stores nothing', async () => {
    const before = (await store.list()).length;
    const response = await submit('community', { ...validBodies.community, [HONEYPOT_FIELD]: '555-0100', token: agedToken() });
    expect(response.status).toBe(400);
    expect((await store.list()).length).toBe(before);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await submit('vendor', 'name=Dana', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errors: { form: expect.any(String) } });
  });

  it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
    for (const body of ['{"name":', '[1,2]', '"text"', 'null', '\u00ff\u00fe']) {
      const response = await submit('vendor', body);
      expect(response.status, body).toBe(400);
    }
  });

  it('answers 413 to a body over 32 KB, declared or streamed, without reading it all', async () => {
    const big = JSON.stringify({ ...validBodies.vendor, message: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await submit('vendor', big)).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(' '.repeat(4096)));
      },
    });
    const request = new Request('http://localhost/api/vendor/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: endless, duplex: 'half' } as RequestInit);
    const response = await handleSubmission('vendor', request, testServices(store));
    expect(response.status).toBe(413);
    expect(pulled * 4096).toBeLessThan(MAX_BODY_BYTES + 3 * 4096);
  });

  it('answers 429 past the per-address limit, with Retry-After, and counts addresses apart', async () => {
    markFrontDoor();
    const limiter = memoryRateLimiter({ limit: 2, windowMs: 60_000 });
    const send = (address: string) => submit('vendor', { ...validBodies.vendor, token: agedToken() }, { [CLIENT_ADDRESS_HEADER]: address }, { limiter });
    expect((await send('198.51.100.1')).status).toBe(200);
    expect((await send('198.51.100.1')).status).toBe(200);
    const limited = await send('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('198.51.100.2')).status).toBe(200);
  });

  it('answers 503 without details when the store fails, and stores nothing', async () => {
    const broken = { accept: () => Promise.reject(new Error('disk I/O error at /secret/path')) } as unknown as SubmissionStore;
    const response = await handleSubmission('vendor', formRequest('vendor', { ...validBodies.vendor, token: agedToken() }), testServices(broken));
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).not.toContain('secret');
  });

  it('keys the rate limit on the address the site’s server found, never on X-Forwarded-For', async () => {
    markFrontDoor();
    const limiter = memoryRateLimiter({ limit: 1, windowMs: 60_000 });
    // The server writes the connection's address (site/server/site-server.ts); a client that
    // rotates its own X-Forwarded-For is still one client.
    const from = (claimed: string, address = '192.0.2.44') =>
      submit('vendor', { ...validBodies.vendor, token: agedToken() }, { [CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': claimed }, { limiter });
    expect((await from('198.51.100.7')).status).toBe(200);
    expect((await from('198.51.100.8')).status).toBe(429);
    expect((await from('198.51.100.9')).status).toBe(429);
    expect((await from('198.51.100.7', '192.0.2.45')).status).toBe(200);
  });

  it('lets a form token serve one submission: its retries pass, anything else is refused and a new token asked for', async () => {
    const token = agedToken();
    const before = (await store.list()).length;
    const first = { ...validBodies.vendor, formsubject: 'One token, one message', token };
    expect((await submit('vendor', first)).status).toBe(200);
    expect((await submit('vendor', first)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => submit('vendor', { ...first, formsubject: `Another message ${index}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400));
    expect(await answers[0]?.json()).toEqual({ errors: { form: expect.stringContaining('already sent') }, renewToken: true });
    // Nor does a fresh Idempotency-Key make the token new.
    expect((await submit('vendor', { ...first, formsubject: 'With a key' }, { 'idempotency-key': 'another-key' })).status).toBe(400);
    expect((await store.list()).length).toBe(before + 1);
  });
});
