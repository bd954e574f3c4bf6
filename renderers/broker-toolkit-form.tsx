import type definition from '../block-schemas/broker-toolkit-form';
import type { BlockProps } from '../engine';
import { BrokerToolkitForm } from './ui/forms/lazy-forms.client';
import { EnquiryFormSection } from './enquiry-form-section';

export default function BrokerToolkitFormBlock({ data, block }: BlockProps<typeof definition>) {
  return (
    <EnquiryFormSection block={block} data={data}>
      <BrokerToolkitForm />
    </EnquiryFormSection>
  );
}
