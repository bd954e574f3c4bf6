import type definition from '../block-schemas/text-grid';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/** At most three columns: fewer items take the row between them. */
const columnClasses = {
  1: 'md:max-w-3xl',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
} as const;

/** 'container' keeps the block in the content column; 'full' spans the page with its own gutters. */
const widthClasses = {
  container: { section: 'default', container: undefined },
  full: { section: 'full', container: 'px-5 md:px-8 lg:px-16' },
} as const;

export default function TextGrid({ data, block }: BlockProps<typeof definition>) {
  const items = data.items.filter((item) => item.main_heading !== '' || !richTextIsEmpty(item.content));
  if (items.length === 0 && data.main_header === '') return null;
  const heading = sectionHeading(block.path, data.main_header, data.anchor);
  const width = widthClasses[data.width];
  const columns = columnClasses[Math.min(Math.max(items.length, 1), 3) as 1 | 2 | 3];
  return (
    <Section id={data.anchor} className={data.className} width={width.section} containerClassName={width.container} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 max-w-3xl md:mb-14', headingClasses.section)} />
      <ul className={cn('grid gap-x-10 gap-y-12', columns)}>
        {items.map((item, index) => (
          <li key={`${index}-${item.main_heading}`} className="flex flex-col border-t-4 border-solar pt-6">
            {item.main_heading === '' ? null : <h3 className={headingClasses.card}>{item.main_heading}</h3>}
            <RichText html={item.content} className={cn('mt-3 text-ink/85', proseClasses)} />
            <Cta link={item.cta} variant="text" className="mt-5 self-start" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
