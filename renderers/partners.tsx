import type definition from '../block-schemas/partners';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

/** A grid of partner logos; each logo is named by its alt text or, failing that, its title. */
export default function Partners({ data, block }: BlockProps<typeof definition>) {
  const logos = data.logos.flatMap((logo) => (logo.image === undefined ? [] : [{ ...logo, image: { ...logo.image, alt: logo.image.alt || logo.title } }]));
  if (logos.length === 0) return null;
  const heading = sectionHeading(block.path, data.heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 text-center md:mb-12', headingClasses.section)} />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {logos.map((logo, index) => (
          <li key={`${index}-${logo.title}`} title={logo.title || undefined} className="flex h-24 items-center justify-center rounded-tr-[24px] bg-lightest px-3 sm:px-6 md:h-32">
            <CmsImage image={logo.image} sizes="240px" className="max-h-14 w-auto max-w-full object-contain" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
