/**
 * Delivery through a real SMTP server on loopback (smtp-server): what is accepted arrives with
 * every field; what is accepted while the mail server is down is kept and sent once it returns,
 * once each; and a process killed between accepting and delivering loses nothing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_LABELS, FORM_KINDS, FORM_TITLES, type FormKind } from '../../renderers/ui/forms/constants';
import { parseContactMessage } from '../../renderers/ui/forms/contact-message';
import { handleSubmission } from '../../site/forms/handle-submission';
import { smtpMailer, type Mailer, type NotificationSettings } from '../../site/forms/mail';
import { deliverDue, startDeliveryWorker } from '../../site/forms/outbox';
import { agedToken, formRequest, openTestStore, TEST_SECRET, testServices, validBodies } from '../support/forms';
import { postgresAvailable, postgresSchema } from '../support/services';
import { freePort, startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';

const root = path.resolve(__dirname, '../..');
const settings: NotificationSettings = { brand: 'Larkspur', from: 'forms@larkspur.test', host: 'larkspur.test', notifyTo: ['leasing@larkspur.test', 'web@larkspur.test'] };

const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function store() {
  const opened = await openTestStore();
  closers.push(opened.cleanup);
  return opened;
}

async function smtp(port?: number, behaviour?: Parameters<typeof startSmtp>[1]): Promise<TestSmtp> {
  const server = await startSmtp(port, behaviour);
  closers.push(() => server.close());
  return server;
}

async function mailer(url: string): Promise<Mailer> {
  const opened = await smtpMailer(url);
  closers.push(() => opened.close());
  return opened;
}

/** Every field a visitor filled in, as the mail must show it: `Label: value`. */
function expectedLines(kind: FormKind): string[] {
  const body = validBodies[kind];
  const labels: Record<string, string> = FIELD_LABELS[kind];
  if (kind !== 'contact') return Object.entries(body).map(([key, value]) => (value.includes('\n') ? value : `${labels[key]}: ${value}`));
  const parts = parseContactMessage(body.message ?? '');
  return [`Name: ${body.name}`, `Email: ${body.from}`, `Phone: ${parts?.phone}`, `Address: ${parts?.address}`, `Contact Message: ${parts?.message}`, `Subject: ${body.formsubject}`];
}

describe('delivery by email', () => {
  it('delivers an accepted submission of each form with every field, to the right mailbox', async () => {
    const { store: submissions } = await store();
    const server = await smtp();
    for (const kind of FORM_KINDS) {
      const response = await handleSubmission(kind, formRequest(kind, { ...validBodies[kind], token: agedToken() }), testServices(submissions));
      expect(response.status).toBe(200);
    }
    const pass = await deliverDue({ store: submissions, mailer: await mailer(server.url), settings });
    expect(pass).toEqual({ delivered: 4, failed: 0 });
    expect(server.mails).toHaveLength(4);
    for (const kind of FORM_KINDS) {
      const mail = server.mails.find((candidate) => candidate.headers['x-form-kind'] === kind) as ReceivedMail;
      expect(mail.to).toEqual(kind === 'contact' ? ['gateway303@larkspurlogistics.com'] : settings.notifyTo);
      expect(mail.headers['reply-to']).toBe(validBodies[kind].from);
      expect(mail.subject.startsWith(`${FORM_TITLES[kind]}: `)).toBe(true);
      for (const line of expectedLines(kind)) expect(mail.text, `${kind}: ${line}`).toContain(line);
    }
    const rows = await submissions.list();
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(rows.map((row) => row.messageId).sort()).toEqual(server.mails.map((mail) => mail.headers['message-id']).sort());
  });

  it.each([
    ['an encoded word typed into the subject', 'Roofing =?utf-8?B?VVJHRU5UOiB3aXJlIHRoZSBkZXBvc2l0?= quote'],
    ['a quoted-printable encoded word', '=?iso-8859-1?Q?Pay_now?='],
    ['accents and a long subject', 'Réfection de toiture, entrepôt de Dallas–Fort Worth: devis détaillé pour 640 000 pieds carrés'],
  ])('shows %s in the mail exactly as it was typed', async (_, formsubject) => {
    const { store: submissions } = await store();
    const server = await smtp();
    const response = await handleSubmission('vendor', formRequest('vendor', { ...validBodies.vendor, formsubject, token: agedToken() }), testServices(submissions));
    expect(response.status).toBe(200);
    expect(await deliverDue({ store: submissions, mailer: await mailer(server.url), settings })).toEqual({ delivered: 1, failed: 0 });
    // A mail reader decodes the header once (RFC 2047): it must show the text, not decode what was typed.
    expect(server.mails[0]?.subject).toBe(`${FORM_TITLES.vendor}: ${formsubject}`);
  });

  it('loses nothing when the process is killed between accepting and delivering', async () => {
    const { store: submissions, url } = await store();
    const child = (mode: 'send' | 'accept', smtpUrl: string, subject: string) => {
      // tsx as a loader, not its CLI (which runs the script in a grandchild that SIGKILL would miss).
      const process_ = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/forms-child.ts')], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtpUrl, FORMS_NOTIFY_TO: 'leasing@larkspur.test', FORMS_SECRET: TEST_SECRET, CHILD_MODE: mode, CHILD_SUBJECT: subject, CHILD_LEASE_MS: '1000', REDIS_URL: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      closers.push(() => process_.kill('SIGKILL'));
      const accepted = new Promise<string>((resolve, reject) => {
        let output = '';
        process_.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /accepted (\d+)/.exec(output);
          if (match) resolve(match[1] ?? '');
        });
        process_.once('exit', (code) => reject(new Error(`the child exited (${code}) before accepting: ${output}`)));
      });
      const exited = new Promise((resolve) => process_.once('exit', resolve));
      return { accepted, kill: async () => (process_.kill('SIGKILL'), exited) };
    };

    // 1. Killed while the mail server holds its message: the server never said it accepted it.
    let midSend!: () => void;
    const sending = new Promise<void>((resolve) => (midSend = resolve));
    const hung = await startSmtp(undefined, { onData: () => (midSend(), false) });
    const first = child('send', hung.url, 'Killed mid-send');
    expect(await first.accepted).toBe('200');
    await sending;
    await first.kill();
    await hung.close();

    // 2. Killed right after answering 200, before any delivery attempt.
    const second = child('accept', 'smtp://127.0.0.1:1', 'Killed before sending');
    expect(await second.accepted).toBe('200');
    await second.kill();

    const kept = await submissions.list();
    expect(kept.map((row) => [row.payload.formsubject, row.status, row.attempts])).toEqual([
      ['Killed before sending', 'queued', 0],
      ['Killed mid-send', 'queued', 1],
    ]);

    // The worker starts again (the site restarting): once the dead process's lease runs out, both go.
    const server = await smtp();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await deliverDue({ store: submissions, mailer: await mailer(server.url), settings, owner: 'restarted' })).toEqual({ delivered: 2, failed: 0 });
    expect(server.mails.map((mail) => mail.subject).sort()).toEqual(['Vendor enquiry: Killed before sending', 'Vendor enquiry: Killed mid-send']);
    for (const mail of server.mails) for (const line of expectedLines('vendor').slice(0, 3)) expect(mail.text).toContain(line);
    expect((await submissions.list()).every((row) => row.status === 'delivered')).toBe(true);
  }, 60_000);

  it('keeps a submission queued, with the reason, while there is nowhere to send it', async () => {
    const { store: submissions } = await store();
    const server = await smtp();
    await handleSubmission('vendor', formRequest('vendor', { ...validBodies.vendor, token: agedToken() }), testServices(submissions));
    const pass = await deliverDue({ store: submissions, mailer: await mailer(server.url), settings: { ...settings, notifyTo: [] } });
    expect(pass).toEqual({ delivered: 0, failed: 1 });
    expect(await submissions.list()).toEqual([expect.objectContaining({ status: 'queued', lastError: 'FORMS_NOTIFY_TO is not set' })]);
    expect(server.mails).toHaveLength(0);
  });
});

const withPostgres = await postgresAvailable();

/** The outbox on the default SQLite and on the real PostgreSQL, where two instances share it. */
const backends = [
  { name: 'SQLite', enabled: true, open: async () => ({ url: undefined, cleanup: async () => undefined }) },
  {
    name: 'PostgreSQL',
    enabled: withPostgres,
    async open() {
      const schema = await postgresSchema();
      return { url: schema.url, cleanup: schema.drop };
    },
  },
];

describe.each(backends)('delivery from the outbox on $name', ({ enabled, open }) => {
  it.skipIf(!enabled)('keeps what is accepted while the mail server is down, and delivers all of it once it returns, none twice', async () => {
    const database = await open();
    closers.push(database.cleanup);
    const { store: first, cleanup, url } = await openTestStore(database.url);
    closers.push(cleanup);
    const second = await openTestStore(url);
    closers.push(second.cleanup);
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    // Two workers, as two instances of the site would run them, both retrying quickly.
    const options = { mailer: await mailer(smtpUrl), settings, intervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 400, onError: () => undefined };
    const workers = [startDeliveryWorker({ ...options, store: first, owner: 'instance-a' }), startDeliveryWorker({ ...options, store: second.store, owner: 'instance-b' })];
    closers.push(() => Promise.all(workers.map((worker) => worker.stop())));

    for (let i = 0; i < 6; i += 1) {
      const body = { ...validBodies.vendor, formsubject: `Outage enquiry ${i}`, token: agedToken() };
      expect((await handleSubmission('vendor', formRequest('vendor', body), testServices(first))).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    const waiting = await first.list();
    expect(waiting).toHaveLength(6);
    expect(waiting.every((row) => row.status === 'queued' && row.attempts >= 1 && /ECONNREFUSED/.test(row.lastError ?? ''))).toBe(true);

    const server = await smtp(port);
    await server.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const subjects = server.mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Vendor enquiry: Outage enquiry ${i}`));
    expect(new Set(server.mails.map((mail) => mail.headers['message-id'])).size).toBe(6);
    expect((await first.list()).every((row) => row.status === 'delivered' && row.lastError === null)).toBe(true);
  });
});
