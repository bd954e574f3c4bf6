/** `npm run submissions`: the team sees, re-sends and exports what came in. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSubmission } from '../../site/forms/handle-submission';
import type { SubmissionStore } from '../../site/forms/submission-store';
import { csvField } from '../../scripts/lib/submissions-report';
import { agedToken, formRequest, openTestStore, testServices, validBodies } from '../support/forms';
import { startSmtp, type TestSmtp } from '../support/smtp';

const root = path.resolve(__dirname, '../..');
let store: SubmissionStore;
let databaseUrl: string;
let cleanup: () => Promise<void>;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ store, url: databaseUrl, cleanup } = await openTestStore());
  smtp = await startSmtp();
  const hostile = { ...validBodies.vendor, name: '=HYPERLINK("http://evil.example","click")', formsubject: 'Paving, "sealcoat" and striping', token: agedToken() };
  for (const [kind, body] of [['vendor', hostile], ['community', { ...validBodies.community, token: agedToken() }]] as const) {
    expect((await handleSubmission(kind, formRequest(kind, body), testServices(store))).status).toBe(200);
  }
});
afterAll(async () => {
  await smtp.close();
  await cleanup();
});

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runOn(databaseUrl, ...args);
}

async function runOn(database: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/submissions.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database, SMTP_URL: smtp.url, FORMS_NOTIFY_TO: 'leasing@larkspur.test' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run submissions', () => {
  it('lists what came in, newest first, with its delivery state', async () => {
    const { code, stdout } = await run('list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+RECEIVED\s+FORM\s+DELIVERY\s+FROM$/);
    expect(lines[1]).toMatch(/^2\s+\S+Z\s+community\s+queued\s+Alma Reyes <alma@westvalleyworks.org>$/);
    expect(lines[2]).toMatch(/^1\s+\S+Z\s+vendor\s+queued\s+/);
    expect(stdout).toContain('2 queued, 0 delivered');
  });

  it('shows one submission with every field under its form label', async () => {
    const { code, stdout } = await run('show', '2');
    expect(code).toBe(0);
    expect(stdout).toContain('Submission #2: Community space request');
    expect(stdout).toContain('Describe needs for space: A training room for 25 people with a projector.');
    expect(stdout).toContain('Start Date: 2024-09-09');
    expect(stdout).toContain('Recipient:  FORMS_NOTIFY_TO');
  });

  it('re-sends that submission (and no other) now, and shows it delivered', async () => {
    const { code, stdout } = await run('retry', '2');
    expect(code).toBe(0);
    expect(stdout).toContain('1 delivered, 0 failed');
    expect(smtp.mails.map((mail) => mail.subject)).toContain('Community space request: West Valley Works (Alma Reyes)');
    expect((await store.get(2))?.status).toBe('delivered');
    expect((await store.get(1))?.status).toBe('queued');
    expect(smtp.mails).toHaveLength(1);
    expect((await run('list', '--status', 'delivered')).stdout).toMatch(/^2\s+\S+\s+community\s+delivered /m);
  });

  it('exports every submission as CSV that a spreadsheet opens safely', async () => {
    const { code, stdout } = await run('export', '--csv');
    expect(code).toBe(0);
    const [header, first] = stdout.split('\r\n');
    expect(header).toBe('id,received_at,form,status,attempts,delivered_at,recipient,last_error,name,from,websitelink,formsubject,message,firstName,lastName,phone,organization,location,space,startDate,timeFrame');
    expect(first).toContain(`1,`);
    expect(first).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(first).toContain('"Paving, ""sealcoat"" and striping"');
  });

  it('defuses formulas and quotes what needs quoting', () => {
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('plain')).toBe('plain');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('exits 1 for a submission that does not exist and 2 for a bad command, without a stack trace', async () => {
    const missing = await run('show', '999');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no submission #999');
    const bad = await run('frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown command 'frobnicate'");
    expect(bad.stderr).toContain('usage: npm run submissions');
    expect(bad.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('npm run submissions, given text that should never reach a terminal', () => {
  /** What a submission stored before the forms refused it may hold: escape sequences, C1 controls, separators, bidi overrides, a lone surrogate. */
  const HOSTILE = {
    name: 'Dana \u001b[2J\u001b]0;pwned\u0007Ellis',
    from: 'dana@example.com',
    websitelink: 'example.com',
    formsubject: 'Invoice \u202egpj.exe\u202c \u009b31m',
    message: 'First line\u2028second\ud800 line\nthird line',
  };
  const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  let hostileUrl: string;
  let closeHostile: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestStore();
    hostileUrl = opened.url;
    closeHostile = opened.cleanup;
    await opened.store.accept({ form: 'vendor', idempotencyKey: 'vendor:key:hostile', payload: HOSTILE, recipient: null });
  });
  afterAll(() => closeHostile());

  it.each([['list'], ['show', '1'], ['export', '--csv']])('prints `%s` with every such character escaped', async (...args) => {
    const { code, stdout } = await runOn(hostileUrl, ...args);
    expect(code).toBe(0);
    // CSV rows end in CRLF, as RFC 4180 has them; no other control character is left.
    expect(stdout.replaceAll('\r\n', '\n')).not.toMatch(RAW);
    expect(stdout).toContain('Dana \\u001b[2J\\u001b]0;pwned\\u0007Ellis');
  });

  it('shows the message with its own line breaks, and the hidden characters spelled out', async () => {
    const { stdout } = await runOn(hostileUrl, 'show', '1');
    expect(stdout).toContain('Subject: Invoice \\u202egpj.exe\\u202c \\u009b31m');
    expect(stdout).toContain('  First line\\u2028second\\ud800 line\n  third line');
  });
});
