import type definition from '../block-schemas/broker-toolkit-form';
import type { BlockProps } from '../engine';
import { BrokerToolkitForm } from '../site/forms/broker-toolkit-form.client';
import { EnquiryFormSection } from './enquiry-form-section';

export default function BrokerToolkitFormBlock({ data, block }: BlockProps<typeof definition>) {
  return (
    <EnquiryFormSection block={block} data={data}>
      <BrokerToolkitForm />
    </EnquiryFormSection>
  );
}
