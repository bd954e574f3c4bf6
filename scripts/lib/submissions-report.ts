/**
 * How the `submissions` command prints what came in: a one-line-per-submission table, one
 * submission in full, and a CSV export that spreadsheets open safely.
 */
import { FIELD_LABELS, FORM_KINDS, FORM_TITLES, isFormKind } from '../../renderers/ui/forms/constants';
import type { Submission } from '../../site/forms/submission-store';

const iso = (time: number | null): string => (time === null ? '' : new Date(time).toISOString().replace('.000Z', 'Z'));

const raw = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

/**
 * What a terminal acts on or a reader cannot see: control characters (C0 with tab and line feed
 * kept apart, DEL, C1: ESC and CSI sequences recolour, move or clear the screen), Unicode line
 * separators, bidirectional controls and marks (they show text backwards), and lone surrogates.
 * The forms refuse or strip them, but the store can hold older submissions.
 */
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BREAKS = /[\t\n]/g;

const escaped = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text from a submission as the command prints it: everything in HIDDEN written as a `\uXXXX`
 * escape; tab and line feed too, unless `lines` keeps them (a message shown in full).
 */
export function printable(value: unknown, { lines = false }: { readonly lines?: boolean } = {}): string {
  const text = raw(value).replace(HIDDEN, escaped);
  return lines ? text : text.replace(BREAKS, (char) => (char === '\t' ? '\\t' : '\\n'));
}

const text = (value: unknown): string => printable(value);

/** Who wrote in, in a few words. */
function who(submission: Submission): string {
  const field = (key: string) => text(submission.payload[key]).trim();
  const name = field('name') || `${field('firstName')} ${field('lastName')}`.trim();
  return [name, field('from') === '' ? '' : `<${field('from')}>`].filter(Boolean).join(' ');
}

/** The state of delivery, in a few words. */
function delivery(submission: Submission, now: number): string {
  if (submission.status === 'delivered') return `delivered ${iso(submission.deliveredAt)}`;
  if (submission.leaseExpiresAt !== null && submission.leaseExpiresAt > now) return `sending (attempt ${submission.attempts})`;
  if (submission.attempts === 0) return 'queued';
  const next = submission.nextAttemptAt <= now ? 'due now' : `next try ${iso(submission.nextAttemptAt)}`;
  return `queued, ${submission.attempts} failed attempt${submission.attempts === 1 ? '' : 's'}, ${next}`;
}

const pad = (value: string, width: number): string => (value.length >= width ? value : value + ' '.repeat(width - value.length));

export function formatTable(submissions: readonly Submission[], now: number = Date.now()): string {
  if (submissions.length === 0) return 'no submissions';
  const rows = submissions.map((submission) => [String(submission.id), iso(submission.receivedAt), text(submission.form), delivery(submission, now), who(submission)]);
  const header = ['ID', 'RECEIVED', 'FORM', 'DELIVERY', 'FROM'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === cells.length - 1 ? cell : pad(cell, widths[column] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

export function formatSubmission(submission: Submission, now: number = Date.now()): string {
  const form = isFormKind(submission.form) ? submission.form : undefined;
  const labels: Readonly<Record<string, string>> = form === undefined ? {} : FIELD_LABELS[form];
  const lines = [
    `Submission #${submission.id}: ${form === undefined ? text(submission.form) : FORM_TITLES[form]}`,
    `Received:   ${iso(submission.receivedAt)}`,
    `Delivery:   ${delivery(submission, now)}`,
    `Recipient:  ${text(submission.recipient ?? 'FORMS_NOTIFY_TO')}`,
    `Attempts:   ${submission.attempts}`,
  ];
  if (submission.lastError !== null) lines.push(`Last error: ${text(submission.lastError)}`);
  if (submission.messageId !== null) lines.push(`Message-ID: ${text(submission.messageId)}`);
  lines.push('');
  for (const [key, value] of Object.entries(submission.payload)) {
    const shown = printable(value, { lines: true });
    const label = text(labels[key] ?? key);
    lines.push(shown.includes('\n') ? `${label}:\n  ${shown.split('\n').join('\n  ')}` : `${label}: ${shown}`);
  }
  return lines.join('\n');
}

/** A CSV field: quoted when needed; a leading =, +, - or @ is defused so no spreadsheet runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every submission, one row each; the columns are the fields of every form, in the forms' order. */
export function formatCsv(submissions: readonly Submission[]): string {
  const fieldKeys = [...new Set(FORM_KINDS.flatMap((kind) => Object.keys(FIELD_LABELS[kind])))];
  const extra = [...new Set(submissions.flatMap((submission) => Object.keys(submission.payload)))].filter((key) => !fieldKeys.includes(key));
  // The recipient has its own column (the mailbox the server mapped it to).
  const keys = [...fieldKeys, ...extra].filter((key) => key !== 'recipient' && submissions.some((submission) => key in submission.payload));
  const header = ['id', 'received_at', 'form', 'status', 'attempts', 'delivered_at', 'recipient', 'last_error', ...keys];
  const rows = submissions.map((submission) => [
    String(submission.id),
    iso(submission.receivedAt),
    submission.form,
    submission.status,
    String(submission.attempts),
    iso(submission.deliveredAt),
    submission.recipient ?? '',
    submission.lastError ?? '',
    ...keys.map((key) => submission.payload[key]),
  ].map((value) => printable(value, { lines: true })));
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
