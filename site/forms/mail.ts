/**
 * The notification email of a submission, and the SMTP mailer that sends it. The email lists
 * every field with its form label, answers to the visitor (Reply-To), and carries a Message-ID
 * derived from the submission, so that the rare resend after a crash threads with the first.
 */
import { FIELD_LABELS, FORM_TITLES, isFormKind, type FormKind } from '../../renderers/ui/forms/constants';
import type { Submission } from './submission-store';

export interface Notification {
  readonly from: string;
  readonly to: readonly string[];
  readonly replyTo: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly messageId: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface NotificationSettings {
  /** The site's short brand, for the sender's name. */
  readonly brand: string;
  /** The sender's address. */
  readonly from: string;
  /** The host the Message-IDs are made on, e.g. `www.larkspur.com`. */
  readonly host: string;
  /** Where every form but the property contact form goes. */
  readonly notifyTo: readonly string[];
}

export interface Mailer {
  /** Sends the notification; resolves once the mail server has accepted it. */
  send(notification: Notification): Promise<void>;
  close(): void;
}

const stringValue = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

function subjectOf(form: FormKind, payload: Readonly<Record<string, unknown>>): string {
  const field = (key: string) => stringValue(payload[key]).trim();
  const summaries: Record<FormKind, string> = {
    vendor: field('formsubject'),
    'broker-toolkit': `${field('firstName')} ${field('lastName')}, ${field('companyName')}`,
    contact: `${field('formsubject')} from ${field('name')}`,
    community: `${field('organization')} (${field('firstName')} ${field('lastName')})`,
  };
  return `${FORM_TITLES[form]}: ${summaries[form]}`.replace(/\s+/g, ' ').slice(0, 200);
}

/** The body: one `Label: value` line per field; a value of several lines goes below its label. */
export function notificationText(form: FormKind, submission: Pick<Submission, 'id' | 'receivedAt' | 'payload'>, brand: string): string {
  const lines = [`${FORM_TITLES[form]} from the ${brand} website, submission #${submission.id}, received ${new Date(submission.receivedAt).toISOString()}.`, ''];
  const labels: Readonly<Record<string, string>> = FIELD_LABELS[form];
  const keys = [...Object.keys(labels).filter((key) => key in submission.payload), ...Object.keys(submission.payload).filter((key) => !(key in labels))];
  for (const key of keys) {
    const label = labels[key] ?? key;
    const value = stringValue(submission.payload[key]);
    if (value.includes('\n')) lines.push('', `${label}:`, value, '');
    else lines.push(`${label}: ${value}`);
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The email for a submission, or why it cannot be sent yet. */
export function composeNotification(submission: Submission, settings: NotificationSettings): Notification | { readonly problem: string } {
  if (!isFormKind(submission.form)) return { problem: `unknown form '${submission.form}'` };
  const form = submission.form;
  const to = form === 'contact' ? (submission.recipient === null ? [] : [submission.recipient]) : settings.notifyTo;
  if (to.length === 0) return { problem: form === 'contact' ? 'the submission has no property mailbox' : 'FORMS_NOTIFY_TO is not set' };
  const replyTo = stringValue(submission.payload.from);
  return {
    from: `"${settings.brand} website" <${settings.from}>`,
    to,
    replyTo: replyTo === '' ? undefined : replyTo,
    subject: subjectOf(form, submission.payload),
    text: notificationText(form, submission, settings.brand),
    messageId: `<form-submission-${submission.id}.${submission.idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(-16)}@${settings.host}>`,
    headers: { 'X-Form-Submission': String(submission.id), 'X-Form-Kind': form },
  };
}

/**
 * Whether we encode a Subject ourselves. A visitor's subject is text: one that holds something a
 * mail reader would decode (an RFC 2047 encoded word typed as `=?utf-8?B?…?=`, which nodemailer
 * passes through as it is) or anything but printable ASCII goes out as encoded words of our own
 * (UTF-8, base64), which the reader decodes once to show what was typed.
 */
const needsEncodedSubject = (subject: string): boolean => !/^[\x20-\x7e]*$/.test(subject) || subject.includes('=?');

/** SMTP through nodemailer, from an `smtp://` or `smtps://` URL (credentials and options in the URL). */
export async function smtpMailer(url: string): Promise<Mailer> {
  const [{ default: nodemailer }, { encodeWord }] = await Promise.all([import('nodemailer'), import('nodemailer/lib/mime-funcs')]);
  const transport = nodemailer.createTransport({
    url,
    // Well inside the worker's lease, so that a hung server cannot outlast it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(notification) {
      await transport.sendMail({
        from: notification.from,
        to: [...notification.to],
        replyTo: notification.replyTo,
        subject: needsEncodedSubject(notification.subject) ? encodeWord(notification.subject, 'B', 52) : notification.subject,
        text: notification.text,
        messageId: notification.messageId,
        headers: { ...notification.headers },
      });
    },
    close() {
      transport.close();
    },
  };
}
