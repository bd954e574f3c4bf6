/**
 * 200 malformed or hostile requests per form endpoint: none gets a 5xx, and every answer is one
 * of the contract's, with a JSON body.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS, FORM_KINDS, HONEYPOT_FIELD, MAX_BODY_BYTES, type FormKind } from '../../renderers/ui/forms/constants';
import { handleSubmission } from '../../site/forms/handle-submission';
import type { SubmissionStore } from '../../site/forms/submission-store';
import { agedToken, openTestStore, testServices, validBodies } from '../support/forms';

let store: SubmissionStore;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await openTestStore());
});
afterAll(() => cleanup());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', '\r\nBcc: victim@example.com', '<script>alert(1)</script>', "'; drop table form_submissions; --", '\ud800', '=HYPERLINK("http://x")', '__proto__', 'a'.repeat(40_000), '😀'.repeat(3000)),
  fc.emailAddress(),
);
const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));

/** A body near the real one: the form's own keys (some dropped or replaced), guard fields, junk keys. */
const nearBody = (kind: FormKind) =>
  fc
    .record({
      fields: fc.array(fc.tuple(fc.constantFrom(...Object.keys(FIELD_LABELS[kind]), 'recipient', 'token', HONEYPOT_FIELD, '__proto__', 'constructor'), hostileValue), { maxLength: 8 }),
      keepValid: fc.boolean(),
      token: fc.oneof(fc.constant(undefined), fc.constant('valid'), hostileString),
    })
    .map(({ fields, keepValid, token }) => {
      const body: Record<string, unknown> = keepValid ? { ...validBodies[kind] } : {};
      if (token !== undefined) body.token = token === 'valid' ? agedToken() : token;
      for (const [key, value] of fields) Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      return JSON.stringify(body);
    });

const rawBody = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom('', '{', '{"a":', '[]', 'null', '1e999999', '{"name": "\\ud800"}', `{"message": "${'x'.repeat(MAX_BODY_BYTES)}"}`, '['.repeat(20_000) + ']'.repeat(20_000)),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom('application/json; charset=utf-8', 'application/ld+json', 'APPLICATION/JSON', 'text/plain', 'multipart/form-data; boundary=x', '', 'application/jsonx', undefined),
);

const hostileRequest = (kind: FormKind) =>
  fc.record({
    body: fc.oneof(
      { weight: 1, arbitrary: fc.constant(null).map(() => JSON.stringify({ ...validBodies[kind], token: agedToken() })) },
      { weight: 3, arbitrary: nearBody(kind) },
      { weight: 2, arbitrary: rawBody },
    ),
    contentType,
    contentLength: fc.option(fc.constantFrom('0', '-1', '99999999', 'abc', '10'), { nil: undefined }),
    idempotencyKey: fc.option(hostileString.filter((value) => /^[\x20-\x7e]*$/.test(value) && value.length < 300), { nil: undefined }),
    forwardedFor: fc.option(hostileString.filter((value) => /^[\x20-\x7e]*$/.test(value) && value.length < 300), { nil: undefined }),
  });

describe.each(FORM_KINDS)('POST /api/%s with hostile requests', (kind) => {
  it('never answers 5xx, and always answers JSON from the contract', async () => {
    const services = testServices(store);
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(hostileRequest(kind), async ({ body, contentType: type, contentLength, idempotencyKey, forwardedFor }) => {
        const headers = new Headers();
        if (type !== undefined) headers.set('content-type', type);
        if (contentLength !== undefined) headers.set('content-length', contentLength);
        if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
        if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
        const response = await handleSubmission(kind, new Request(`http://localhost/api/${kind}/`, { method: 'POST', headers, body }), services);
        seen.add(response.status);
        expect([200, 400, 413, 415, 422]).toContain(response.status);
        const answer: unknown = await response.json();
        expect(answer).toEqual(response.status === 200 ? { ok: true } : expect.objectContaining({ errors: expect.any(Object) }));
      }),
      { numRuns: 200 },
    );
    // The requests reach every stage: some are stored, some refused field by field, some not read.
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 415]));
  });
});
