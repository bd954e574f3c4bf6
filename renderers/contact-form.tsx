import type definition from '../block-schemas/contact-form';
import type { BlockProps } from '../engine';
import { ContactForm } from './ui/forms/lazy-forms.client';
import { EnquiryFormSection } from './enquiry-form-section';
import { slugifyTitle } from './ui/format';

/**
 * The property contact form. It renders only for a mailbox the CMS lists: without one there is
 * nowhere the enquiry may go, and a form that can only fail is worse than none.
 */
export default async function ContactFormBlock({ data, ctx, block }: BlockProps<typeof definition>) {
  const mailbox = data.mailbox.trim() === '' ? undefined : await ctx.site.propertyMailbox(data.mailbox.trim());
  if (mailbox === undefined) {
    console.warn(`${block.path} acf/contact-form: the CMS lists no property mailbox '${data.mailbox}'; the form is not shown`);
    return null;
  }
  // On the tenant portal's pages the heading is smaller.
  const onPortalPath = ctx.path.includes(slugifyTitle(ctx.site.config.portal));
  return (
    <EnquiryFormSection block={block} data={data} compactHeading={onPortalPath}>
      <ContactForm propertyName={mailbox.propertyName} recipient={mailbox.email} />
    </EnquiryFormSection>
  );
}
