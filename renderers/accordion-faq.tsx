import type definition from '../block-schemas/accordion-faq';
import type { BlockProps } from '../engine';
import { Accordion } from './ui/accordion';
import { cn } from './ui/cn';
import { faqAccordionItems } from './ui/faq';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

/** A title over questions that open one at a time (the shared WAI-ARIA accordion). */
export default function AccordionFaq({ data, block }: BlockProps<typeof definition>) {
  const items = faqAccordionItems(data.items);
  if (items.length === 0) return null;
  const titled = data.title !== '';
  const heading = sectionHeading(block.path, data.title, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} width="narrow" heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-8 md:mb-10', headingClasses.section)} />
      <Accordion items={items} headingLevel={titled ? 3 : 2} />
    </Section>
  );
}
