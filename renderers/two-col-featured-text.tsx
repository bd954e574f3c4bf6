import type definition from '../block-schemas/two-col-featured-text';
import type { BlockData, BlockProps } from '../engine';
import { CmsImage, cornerClassNames } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { isDarkBackground, paletteBackground } from './ui/palette';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading, type SectionHeadingData } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

type Data = BlockData<typeof definition>;

/** `column_size` '50/50' splits evenly; otherwise the plain text takes two thirds, the featured side one. */
const columnClasses = {
  '50/50': { grid: 'md:grid-cols-2', plain: undefined },
  '2/3': { grid: 'md:grid-cols-3', plain: 'md:col-span-2' },
} as const;

const alignmentClasses = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** The title stands against the left or the right edge of the plain side. */
const titlePlacementClasses = { left: 'text-left', right: 'text-right' } as const;

const titleDecorationClasses = { none: undefined, uppercase: 'uppercase tracking-[0.06em]' } as const;

/** The featured side sits right of the text by default, or left of it. */
const featuredPositionClasses = { right: undefined, left: 'md:order-first' } as const;

function PlainSide({ data, heading }: { readonly data: Data; readonly heading: SectionHeadingData }) {
  const plain = data.plain_text_content;
  return (
    <div className={cn('self-center', columnClasses[data.column_size].plain, alignmentClasses[plain.text_alignment])}>
      <SectionHeading heading={heading} className={cn(headingClasses.section, titlePlacementClasses[plain.title_placement], titleDecorationClasses[plain.title_text_decoration])} />
      <RichText html={plain.content} className={cn('mt-6 text-ink/85', proseClasses)} />
      <Cta link={data.cta} className="mt-8" />
    </div>
  );
}

function FeaturedSide({ featured }: { readonly featured: Data['featured_content'] }) {
  const background = featured.featured_background_color;
  const hasText = !richTextIsEmpty(featured.boxed_content);
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden',
        paletteBackground[background],
        cornerClassNames(featured.rounded_corners),
        featuredPositionClasses[featured.position],
        alignmentClasses[featured.featured_text_alignment],
      )}
    >
      <CmsImage image={featured.image} sizes="(min-width: 768px) 40vw, 100vw" className="aspect-[3/2] h-auto w-full object-cover" />
      {hasText ? (
        <RichText
          html={featured.boxed_content}
          tone={isDarkBackground(background) ? 'dark' : 'light'}
          className={cn('p-8 md:p-10 [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:leading-snug', proseClasses)}
        />
      ) : null}
    </div>
  );
}

/** A plain-text side (its background spans the page) beside a featured box. */
export default function TwoColFeaturedText({ data, block }: BlockProps<typeof definition>) {
  const plain = data.plain_text_content;
  const featured = data.featured_content;
  const hasPlain = plain.title !== '' || !richTextIsEmpty(plain.content);
  const hasFeatured = featured.image !== undefined || !richTextIsEmpty(featured.boxed_content);
  if (!hasPlain && !hasFeatured) return null;
  const heading = sectionHeading(block.path, plain.title, data.anchor);
  return (
    <Section
      id={data.anchor}
      className={data.className}
      background={plain.full_background_color}
      heading={heading}
      containerClassName={cn('grid gap-10 lg:gap-16', hasPlain && hasFeatured && columnClasses[data.column_size].grid)}
    >
      {hasPlain ? <PlainSide data={data} heading={heading} /> : null}
      {hasFeatured ? <FeaturedSide featured={featured} /> : null}
    </Section>
  );
}
