import type definition from '../block-schemas/vendor-form';
import type { BlockProps } from '../engine';
import { VendorForm } from './ui/forms/lazy-forms.client';
import { EnquiryFormSection } from './enquiry-form-section';

export default function VendorFormBlock({ data, ctx, block }: BlockProps<typeof definition>) {
  return (
    <EnquiryFormSection block={block} data={data}>
      <VendorForm company={ctx.site.config.company} />
    </EnquiryFormSection>
  );
}
