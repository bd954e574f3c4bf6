import type definition from '../block-schemas/two-col-faq';
import type { BlockProps } from '../engine';
import { Accordion } from './ui/accordion';
import { cn } from './ui/cn';
import { faqAccordionItems } from './ui/faq';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

/** The title in a narrow column that stays in view, the questions (one open at a time) beside it. */
export default function TwoColFaq({ data, block }: BlockProps<typeof definition>) {
  const items = faqAccordionItems(data.items);
  if (items.length === 0) return null;
  const titled = data.title !== '';
  const heading = sectionHeading(block.path, data.title, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="lightest" heading={heading} containerClassName="grid gap-8 md:grid-cols-[1fr_2fr] md:gap-16">
      <div>
        <SectionHeading heading={heading} className={cn('border-t-4 border-solar pt-6 md:sticky md:top-28', headingClasses.section)} />
      </div>
      <Accordion items={items} headingLevel={titled ? 3 : 2} />
    </Section>
  );
}
