import type definition from '../block-schemas/image-text-complex-grid';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

const TEXT_CLASSES = cn('text-ink/85 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-slate md:[&_h3]:text-2xl', proseClasses);

/**
 * A mosaic from tablet width up: the title and first text beside a wide first image, then a
 * narrower second image beside the second text in a card, so the columns of the two rows
 * alternate. Phones read it in order: title, text, image, image, text.
 */
export default function ImageTextComplexGrid({ data, block }: BlockProps<typeof definition>) {
  const hasFirstText = !richTextIsEmpty(data.first_text);
  const hasSecondText = !richTextIsEmpty(data.second_text);
  if (data.title === '' && !hasFirstText && !hasSecondText && data.first_image === undefined && data.second_image === undefined) return null;
  const heading = sectionHeading(block.path, data.title, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <div className="grid gap-8 md:grid-cols-12 md:gap-x-10 md:gap-y-12">
        <div className="md:col-span-5 md:self-center">
          <SectionHeading heading={heading} className={headingClasses.section} />
          {hasFirstText ? <RichText html={data.first_text} className={cn('mt-6', TEXT_CLASSES)} /> : null}
        </div>
        {data.first_image === undefined ? null : (
          <div className="md:col-span-7">
            <CmsImage image={data.first_image} corners={['tr']} sizes="(min-width: 768px) 58vw, 100vw" className="aspect-[4/3] h-auto w-full object-cover" />
          </div>
        )}
        {data.second_image === undefined ? null : (
          <div className="md:col-span-5">
            <CmsImage image={data.second_image} corners={['bl']} sizes="(min-width: 768px) 42vw, 100vw" className="aspect-[4/3] h-auto w-full object-cover" />
          </div>
        )}
        {hasSecondText ? (
          <div className="rounded-br-[40px] border-l-4 border-solar bg-lightest p-8 md:col-span-7 md:self-center md:p-10">
            <RichText html={data.second_text} className={TEXT_CLASSES} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
