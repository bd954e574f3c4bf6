/**
 * A real SMTP server on loopback for the delivery tests (smtp-server), with what it received
 * decoded enough to read every field: headers, and a text body in 7bit, quoted-printable or
 * base64.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  readonly subject: string;
  readonly text: string;
}

export interface TestSmtp {
  readonly port: number;
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Resolves when `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** Unfolds headers and decodes the single text part nodemailer writes for a text-only message. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  // RFC 2047 encoded words in UTF-8 or Latin-1, decoded once, as a mail reader shows them.
  const subject = (headers.subject ?? '').replace(/=\?(utf-8|iso-8859-1)\?([QB])\?([^?]*)\?=\s?/gi, (_, charset: string, kind: string, value: string) => {
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(value, 'base64') : Buffer.from(value.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    return bytes.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
  });
  return { from: envelope.from, to: envelope.to, headers, subject, text: text.replace(/\r\n/g, '\n') };
}

export interface SmtpBehaviour {
  /** Called when a message's data begins; return false to never answer it (a hung server). */
  readonly onData?: () => boolean;
}

/** Starts the server on `port` (a free one when omitted). */
export async function startSmtp(port?: number, behaviour: SmtpBehaviour = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const answer = behaviour.onData?.() ?? true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (!answer) return;
        const envelope = { from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    mails,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails within ${timeoutMs} ms, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
