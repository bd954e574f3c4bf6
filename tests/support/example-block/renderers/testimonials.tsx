import type definition from '../block-schemas/testimonials';
import type { BlockProps } from '../../../../engine';
import { CmsImage } from '../../../../renderers/ui/cms-image';
import { CmsLink } from '../../../../renderers/ui/cms-link';
import { cn } from '../../../../renderers/ui/cn';
import { isDarkBackground } from '../../../../renderers/ui/palette';
import { RichText } from '../../../../renderers/ui/rich-text';
import { Section, SectionHeading, sectionHeading } from '../../../../renderers/ui/section';
import { headingClasses, proseClasses } from '../../../../renderers/ui/typography';

/** Quotes in two columns from tablets up; each names its author and may link to their story. */
export default function Testimonials({ data, block }: BlockProps<typeof definition>) {
  const heading = sectionHeading(block.path, data.heading, data.anchor);
  const tone = isDarkBackground(data.background_color) ? 'dark' : 'light';
  return (
    <Section id={data.anchor} className={data.className} background={data.background_color} heading={heading}>
      <SectionHeading heading={heading} className={cn('max-w-3xl', headingClasses.section)} />
      <RichText html={data.intro} tone={tone} className={cn('mt-4 max-w-3xl', proseClasses)} />
      <ul className="mt-10 grid gap-10 md:grid-cols-2">
        {data.testimonials.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            <figure className="flex h-full flex-col gap-5 border-t-4 border-solar pt-6">
              <blockquote>
                <RichText html={item.quote} tone={tone} className={proseClasses} />
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-4">
                <CmsImage image={item.logo} sizes="120px" className="h-10 w-auto" />
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  {item.company === '' ? null : <span className="block text-sm opacity-80">{item.company}</span>}
                  <CmsLink link={item.link} className="text-sm font-medium underline underline-offset-2" />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
