import type definition from '../block-schemas/large-media-contact';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/** A heading beside rich contact details (who to call, where to write), on a calm background. */
export default function LargeMediaContact({ data, block }: BlockProps<typeof definition>) {
  if (data.main_header === '' && richTextIsEmpty(data.content)) return null;
  const heading = sectionHeading(block.path, data.main_header, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="cement" heading={heading}>
      <div className="grid gap-8 border-t-4 border-solar pt-10 md:grid-cols-[2fr_3fr] md:gap-16">
        {/* An empty first column keeps the text in the second. */}
        {data.main_header === '' ? <div /> : <SectionHeading heading={heading} className={headingClasses.section} />}
        {richTextIsEmpty(data.content) ? null : (
          <RichText html={data.content} className={cn(proseClasses, '[&_a]:break-words [&_h3]:text-lg [&_h3]:font-semibold')} />
        )}
      </div>
    </Section>
  );
}
