/**
 * A site process for the crash test: it accepts one vendor submission through the endpoint's
 * handler, prints `accepted {status}`, and then (CHILD_MODE=send) starts delivering it, or
 * (CHILD_MODE=accept) just waits. The test kills it with SIGKILL at the worst moment.
 */
import { getSiteConfig } from '../../config';
import { handleSubmission } from '../../site/forms/handle-submission';
import { smtpMailer } from '../../site/forms/mail';
import { deliverDue } from '../../site/forms/outbox';
import { createFormServices, notificationSettings } from '../../site/forms/services';
import { issueToken } from '../../site/forms/tokens';
import { formRequest, validBodies } from './forms';

async function main() {
  const config = getSiteConfig();
  const services = await createFormServices(config);
  const body = { ...validBodies.vendor, formsubject: process.env.CHILD_SUBJECT ?? 'Crash test', token: issueToken(services.secret, Date.now() - 10_000) };
  const response = await handleSubmission('vendor', formRequest('vendor', body), services);
  console.log(`accepted ${response.status}`);
  if (process.env.CHILD_MODE === 'send' && config.smtpUrl !== undefined) {
    const mailer = await smtpMailer(config.smtpUrl);
    await deliverDue({ store: services.store, mailer, settings: notificationSettings(config), owner: 'child', leaseMs: Number(process.env.CHILD_LEASE_MS ?? 1000) });
    console.log('delivered');
  }
  await new Promise(() => undefined);
}

void main();
