import type definition from '../block-schemas/two-col-text-image-cta';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { Cta, ctaVariant } from './ui/cta';
import { ResponsiveImage } from './ui/responsive-image';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/** Where the image sits from tablet width up; phones always show the text first. */
const imageOrderClasses = { start: 'md:order-first', end: 'md:order-last' } as const;

/** `full_width`: the image runs to the viewport's edge; otherwise it sits in the content column. */
const layoutClasses = {
  contained: { grid: 'grid items-center gap-10 md:grid-cols-2 md:gap-16', image: 'h-auto w-full object-cover' },
  full: { grid: 'grid items-stretch md:grid-cols-2', image: 'h-full min-h-72 w-full object-cover' },
} as const;

/**
 * Full width: the text keeps to the page's content column on its outer side (the 72rem column
 * of `Section`), so it lines up with the blocks above and below.
 */
const textPaddingClasses = {
  contained: { start: '', end: '' },
  full: {
    start: 'px-5 py-14 md:py-20 md:pl-12 md:pr-8 lg:pl-[max(3rem,calc(50vw-34rem))] lg:pr-16',
    end: 'px-5 py-14 md:py-20 md:pl-8 md:pr-12 lg:pl-16 lg:pr-[max(3rem,calc(50vw-34rem))]',
  },
} as const;

export default function TwoColTextImageCta({ data, block }: BlockProps<typeof definition>) {
  const heading = sectionHeading(block.path, data.header_text, data.anchor);
  const dark = data.dark_mode;
  const width = data.full_width ? 'full' : 'contained';
  const layout = layoutClasses[width];
  const textPadding = textPaddingClasses[width][data.flip ? 'end' : 'start'];
  const hasImage = data.desktop_image !== undefined || data.mobile_image !== undefined;
  const tone = dark ? 'dark' : 'light';
  return (
    <Section
      id={data.anchor}
      className={data.className}
      background={dark ? 'slate' : 'white'}
      width={data.full_width ? 'full' : 'default'}
      spacing={data.full_width ? 'none' : 'default'}
      heading={heading}
    >
      <div className={layout.grid}>
        <div className={textPadding}>
          <SectionHeading heading={heading} className={data.large_header ? headingClasses.sectionLarge : headingClasses.section} />
          <RichText html={data.content} tone={tone} className={cn('mt-5', proseClasses)} />
          {richTextIsEmpty(data.second_content) ? null : (
            <RichText html={data.second_content} tone={tone} className={cn('mt-5 border-l-4 border-solar pl-5 opacity-90', proseClasses)} />
          )}
          {data.cta === undefined && data.cta_2 === undefined ? null : (
            <div className="mt-8 flex flex-wrap gap-4">
              <Cta link={data.cta} variant={ctaVariant({ dark })} />
              <Cta link={data.cta_2} variant={ctaVariant({ dark, secondary: true })} />
            </div>
          )}
        </div>
        {hasImage ? (
          <div className={imageOrderClasses[data.flip ? 'start' : 'end']}>
            <ResponsiveImage desktop={data.desktop_image} mobile={data.mobile_image} corners={data.rounded_corners} sizes="(min-width: 768px) 50vw, 100vw" className={layout.image} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
