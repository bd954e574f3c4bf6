/**
 * The property contact form: its fields are composed into one message for the
 * property's mailbox. A 200 replaces the form with the 48-hour thank-you.
 *
 * Decision: the thank-you follows a 200 only. Showing it after a refusal or a server error (as the
 * old site did) would tell the visitor a message arrived that was never kept; instead the form
 * stays, with what they typed and what went wrong.
 */
import { useState } from 'react';
import { consentSentence, CONTACT_THANK_YOU, FIELD_LABELS, PHONE_PLACEHOLDER, SUBMIT_LABEL } from './constants';
import { composeContactMessage } from './contact-message';
import { ConsentCheckbox, TextArea, TextField } from './fields';
import { FormShell } from './form-shell';
import { buildBody, contactFieldsSchema, contactSchema, fieldErrors } from './schemas';
import { ThankYou } from './thank-you';
import { useEnquiryForm } from './use-enquiry-form';

const labels = FIELD_LABELS.contact;
const initial = { name: '', from: '', phone: '', address: '', message: '', consent: false };

export interface ContactFormProps {
  /** The property's name, for the consent sentence. */
  readonly propertyName: string;
  /** The property mailbox the CMS holds for this block. */
  readonly recipient: string;
}

/** The schema keeps the body's fields only: the consent box is the browser's to require. */
function toBody(values: typeof initial, recipient: string) {
  const fields = contactFieldsSchema.safeParse(values);
  if (!fields.success) return { errors: fieldErrors(fields.error) };
  const { name, from, phone, address, message } = fields.data;
  return buildBody(contactSchema, { name, from, message: composeContactMessage({ name, email: from, phone, address, message }), recipient });
}

export default function ContactForm({ propertyName, recipient }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  const form = useEnquiryForm({ kind: 'contact', initial, toBody: (values) => toBody(values, recipient), onSuccess: () => setSent(true) });
  if (sent) return <ThankYou message={CONTACT_THANK_YOU} />;
  return (
    <FormShell label={`Contact ${propertyName}`} submitLabel={SUBMIT_LABEL} {...form}>
      <TextField control={form.field('name')} label={labels.name} required autoComplete="name" maxLength={200} />
      <TextField control={form.field('from')} label={labels.from} type="email" required autoComplete="email" maxLength={254} />
      <TextField control={form.field('phone')} label={labels.phone} type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} maxLength={40} />
      <TextField control={form.field('address')} label={labels.address} required autoComplete="street-address" maxLength={200} />
      <TextArea control={form.field('message')} label={labels.message} className="sm:col-span-2" maxLength={5000} />
      <div className="sm:col-span-2">
        <ConsentCheckbox control={form.field('consent')} label={consentSentence(propertyName)} />
      </div>
    </FormShell>
  );
}
