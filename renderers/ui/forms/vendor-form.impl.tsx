/** The vendor enquiry form: a 200 clears it and goes to /vendor-thank-you. */
import { consentSentence, FIELD_LABELS, SUBMIT_LABEL, VENDOR_THANK_YOU_PATH } from './constants';
import { ConsentCheckbox, TextArea, TextField } from './fields';
import { FormShell } from './form-shell';
import { buildBody, vendorSchema } from './schemas';
import { useEnquiryForm } from './use-enquiry-form';

const labels = FIELD_LABELS.vendor;
const initial = { name: '', from: '', websitelink: '', formsubject: '', message: '', consent: false };

export default function VendorForm({ company }: { readonly company: string }) {
  const form = useEnquiryForm({
    kind: 'vendor',
    initial,
    // The schema keeps the body's fields only: the consent box is the browser's to require.
    toBody: (values) => buildBody(vendorSchema, values),
    onSuccess: () => window.location.assign(VENDOR_THANK_YOU_PATH),
  });
  return (
    <FormShell label="Vendor enquiry" submitLabel={SUBMIT_LABEL} {...form}>
      <TextField control={form.field('name')} label={labels.name} required autoComplete="name" maxLength={200} />
      <TextField control={form.field('from')} label={labels.from} type="email" required autoComplete="email" maxLength={254} />
      <TextField control={form.field('websitelink')} label={labels.websitelink} required inputMode="url" autoComplete="url" placeholder="example.com" maxLength={200} />
      <TextField control={form.field('formsubject')} label={labels.formsubject} required maxLength={200} />
      <TextArea control={form.field('message')} label={labels.message} className="sm:col-span-2" maxLength={5000} />
      <div className="sm:col-span-2">
        <ConsentCheckbox control={form.field('consent')} label={consentSentence(company)} />
      </div>
    </FormShell>
  );
}
