/**
 * `npm run submissions -- COMMAND`: what came in through the site's forms, from the submission
 * store the site uses (DATABASE_URL, or SQLite in data/).
 *
 *   list [--status queued|delivered] [--form KIND] [--limit N]   newest first
 *   show ID                                                      one submission in full
 *   retry ID                                                     send it (again) now
 *   export --csv                                                 every submission, as CSV on stdout
 *   deliver [--watch]                                            send what is due (and keep at it)
 *
 * Exit 0 on success, 1 when a submission is missing or a delivery failed, 2 on bad usage.
 */
import { getSiteConfig } from '../config';
import { isFormKind } from '../renderers/ui/forms/constants';
import { smtpMailer } from '../site/forms/mail';
import { deliverDue, startDeliveryWorker } from '../site/forms/outbox';
import { notificationSettings } from '../site/forms/services';
import { openFormsDb } from '../site/forms/db';
import { SubmissionStore } from '../site/forms/submission-store';
import { InputError, option, runCli } from './lib/payload-file';
import { formatCsv, formatSubmission, formatTable } from './lib/submissions-report';

const USAGE = `usage: npm run submissions -- list [--status queued|delivered] [--form KIND] [--limit N]
       npm run submissions -- show ID
       npm run submissions -- retry ID
       npm run submissions -- export --csv
       npm run submissions -- deliver [--watch]`;

function idArgument(args: readonly string[]): number {
  const id = Number(args[1]);
  if (!Number.isSafeInteger(id) || id < 1) throw new InputError(`missing or bad ID (got ${JSON.stringify(args[1] ?? '')})`);
  return id;
}

async function list(store: SubmissionStore, args: readonly string[]): Promise<number> {
  const status = option(args, '--status');
  if (status !== undefined && status !== 'queued' && status !== 'delivered') throw new InputError('--status is queued or delivered');
  const form = option(args, '--form');
  if (form !== undefined && !isFormKind(form)) throw new InputError('--form is vendor, broker-toolkit, contact or community');
  const limitText = option(args, '--limit');
  const limit = limitText === undefined ? undefined : Number(limitText);
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) throw new InputError('--limit is a positive number');
  console.log(formatTable(await store.list({ status, form, limit })));
  const counts = await store.counts();
  console.log(`\n${counts.queued} queued, ${counts.delivered} delivered (${store.label})`);
  return 0;
}

async function deliverNow(store: SubmissionStore, only?: number): Promise<number> {
  const config = getSiteConfig();
  if (config.smtpUrl === undefined) {
    console.log('SMTP_URL is not set: the site sends it when it runs with SMTP_URL');
    return 0;
  }
  const mailer = await smtpMailer(config.smtpUrl);
  try {
    const result = await deliverDue({ store, mailer, settings: notificationSettings(config), only });
    console.log(`${result.delivered} delivered, ${result.failed} failed`);
    return result.failed === 0 ? 0 : 1;
  } finally {
    mailer.close();
  }
}

async function retry(store: SubmissionStore, id: number): Promise<number> {
  const outcome = await store.requeue(id);
  if (outcome === 'missing') {
    console.error(`no submission #${id}`);
    return 1;
  }
  if (outcome === 'sending') {
    console.log(`submission #${id} is being sent right now; nothing to do`);
    return 0;
  }
  console.log(`submission #${id} is queued to be sent now`);
  const code = await deliverNow(store, id);
  const after = await store.get(id);
  if (after !== undefined) console.log(formatSubmission(after).split('\n').slice(0, 5).join('\n'));
  return code;
}

async function watch(store: SubmissionStore): Promise<number> {
  const config = getSiteConfig();
  if (config.smtpUrl === undefined) throw new InputError('SMTP_URL is not set: there is nowhere to deliver to');
  const mailer = await smtpMailer(config.smtpUrl);
  const worker = startDeliveryWorker({ store, mailer, settings: notificationSettings(config), onError: (error) => console.error(`delivery pass failed: ${error instanceof Error ? error.message : String(error)}`) });
  console.log(`delivering from ${store.label} through SMTP; Ctrl-C stops`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await worker.stop();
  mailer.close();
  return 0;
}

const COMMANDS = ['list', 'show', 'retry', 'export', 'deliver'] as const;
type Command = (typeof COMMANDS)[number];

function command(args: readonly string[]): Command {
  const found = COMMANDS.find((name) => name === args[0]);
  if (found === undefined) throw new InputError(args[0] === undefined ? 'missing command' : `unknown command '${args[0]}'`);
  return found;
}

async function run(store: SubmissionStore, name: Command, args: readonly string[]): Promise<number> {
  switch (name) {
    case 'list':
      return list(store, args);
    case 'show': {
      const submission = await store.get(idArgument(args));
      if (submission === undefined) {
        console.error(`no submission #${args[1]}`);
        return 1;
      }
      console.log(formatSubmission(submission));
      return 0;
    }
    case 'retry':
      return retry(store, idArgument(args));
    case 'export':
      if (!args.includes('--csv')) throw new InputError('export needs --csv');
      process.stdout.write(formatCsv([...(await store.list())].reverse()));
      return 0;
    case 'deliver':
      return args.includes('--watch') ? watch(store) : deliverNow(store);
  }
}

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  const name = command(args);
  const store = new SubmissionStore(await openFormsDb(getSiteConfig().databaseUrl));
  try {
    return await run(store, name, args);
  } finally {
    await store.close();
  }
});
