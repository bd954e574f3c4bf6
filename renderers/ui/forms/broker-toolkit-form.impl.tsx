/** The broker toolkit request: every field required; a 200 clears it and goes to /vendor-thank-you. */
import { ACCOUNT_VERSIONS, BROKER_SUBMIT_LABEL, FIELD_LABELS, US_STATES, VENDOR_THANK_YOU_PATH } from './constants';
import { RadioGroup, SelectField, TextField } from './fields';
import { FormShell } from './form-shell';
import { brokerToolkitSchema, buildBody } from './schemas';
import { useEnquiryForm } from './use-enquiry-form';

const labels = FIELD_LABELS['broker-toolkit'];
const initial = { firstName: '', lastName: '', contactState: '', from: '', phone: '', companyName: '', accountVersion: '' };

export default function BrokerToolkitForm() {
  const form = useEnquiryForm({
    kind: 'broker-toolkit',
    initial,
    toBody: (values) => buildBody(brokerToolkitSchema, values),
    onSuccess: () => window.location.assign(VENDOR_THANK_YOU_PATH),
  });
  return (
    <FormShell label="Broker toolkit request" submitLabel={BROKER_SUBMIT_LABEL} {...form}>
      <TextField control={form.field('firstName')} label={labels.firstName} required autoComplete="given-name" maxLength={200} />
      <TextField control={form.field('lastName')} label={labels.lastName} required autoComplete="family-name" maxLength={200} />
      <SelectField control={form.field('contactState')} label={labels.contactState} options={US_STATES} placeholder="Select a state" />
      <TextField control={form.field('from')} label={labels.from} type="email" required autoComplete="email" maxLength={254} />
      <TextField control={form.field('phone')} label={labels.phone} type="tel" required autoComplete="tel" maxLength={40} />
      <TextField control={form.field('companyName')} label={labels.companyName} required autoComplete="organization" maxLength={200} />
      <RadioGroup control={form.field('accountVersion')} label={labels.accountVersion} options={ACCOUNT_VERSIONS} className="sm:col-span-2" />
    </FormShell>
  );
}
