import type definition from '../block-schemas/large-media-contact';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { blockId, Section } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/** A heading beside rich contact details (who to call, where to write), on a calm background. */
export default function LargeMediaContact({ data, block }: BlockProps<typeof definition>) {
  if (data.main_header === '' && richTextIsEmpty(data.content)) return null;
  const headingId = blockId(block.path, 'heading', data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="cement" labelledBy={data.main_header === '' ? undefined : headingId}>
      <div className="grid gap-8 border-t-4 border-solar pt-10 md:grid-cols-[2fr_3fr] md:gap-16">
        {data.main_header === '' ? <div /> : (
          <h2 id={headingId} className={headingClasses.section}>
            {data.main_header}
          </h2>
        )}
        {richTextIsEmpty(data.content) ? null : (
          <RichText html={data.content} className={cn(proseClasses, '[&_a]:break-words [&_h3]:text-lg [&_h3]:font-semibold')} />
        )}
      </div>
    </Section>
  );
}
