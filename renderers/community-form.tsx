import type definition from '../block-schemas/community-form';
import type { BlockProps } from '../engine';
import { CommunityForm } from './ui/forms/lazy-forms.client';
import { EnquiryFormSection } from './enquiry-form-section';

export default function CommunityFormBlock({ data, block }: BlockProps<typeof definition>) {
  return (
    <EnquiryFormSection block={block} data={data}>
      <CommunityForm />
    </EnquiryFormSection>
  );
}
