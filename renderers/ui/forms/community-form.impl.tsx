/**
 * The community space request: every field required. A 200 clears it and shows the
 * thank-you for 3.5 s, after which the form returns, empty, for another request.
 */
import { useEffect, useState } from 'react';
import { COMMUNITY_THANK_YOU, COMMUNITY_THANK_YOU_MS, FIELD_LABELS, SUBMIT_LABEL } from './constants';
import { TextArea, TextField } from './fields';
import { FormShell } from './form-shell';
import { buildBody, communitySchema } from './schemas';
import { ThankYou } from './thank-you';
import { useEnquiryForm } from './use-enquiry-form';

const labels = FIELD_LABELS.community;
const initial = { firstName: '', lastName: '', from: '', phone: '', organization: '', location: '', space: '', startDate: '', timeFrame: '', message: '' };

export default function CommunityForm() {
  const [thanked, setThanked] = useState(false);
  const form = useEnquiryForm({ kind: 'community', initial, toBody: (values) => buildBody(communitySchema, values), onSuccess: () => setThanked(true) });
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), COMMUNITY_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);
  if (thanked) return <ThankYou message={COMMUNITY_THANK_YOU} />;
  return (
    <FormShell label="Community space request" submitLabel={SUBMIT_LABEL} {...form}>
      <TextField control={form.field('firstName')} label={labels.firstName} required autoComplete="given-name" maxLength={200} />
      <TextField control={form.field('lastName')} label={labels.lastName} required autoComplete="family-name" maxLength={200} />
      <TextField control={form.field('from')} label={labels.from} type="email" required autoComplete="email" maxLength={254} />
      <TextField control={form.field('phone')} label={labels.phone} type="tel" inputMode="numeric" required autoComplete="tel" maxLength={40} />
      <TextField control={form.field('organization')} label={labels.organization} required autoComplete="organization" maxLength={200} />
      <TextField control={form.field('location')} label={labels.location} required maxLength={200} />
      <TextArea control={form.field('space')} label={labels.space} required rows={3} className="sm:col-span-2" maxLength={5000} />
      <TextField control={form.field('startDate')} label={labels.startDate} type="date" required />
      <TextField control={form.field('timeFrame')} label={labels.timeFrame} required placeholder="e.g. Monthly, January to June" maxLength={200} />
      <TextArea control={form.field('message')} label={labels.message} required className="sm:col-span-2" maxLength={5000} />
    </FormShell>
  );
}
