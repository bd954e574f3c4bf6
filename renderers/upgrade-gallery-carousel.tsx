import type definition from '../block-schemas/upgrade-gallery-carousel';
import type { BlockProps } from '../engine';
import { Carousel } from './ui/carousel';
import { CmsImage } from './ui/cms-image';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

/** The upgrade gallery: a header over a carousel of images with a name and a caption. */
export default function UpgradeGalleryCarousel({ data, block }: BlockProps<typeof definition>) {
  const items = data.items.filter((item) => item.image !== undefined || item.name !== '');
  if (items.length === 0) return null;
  const heading = sectionHeading(block.path, data.header, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="lightest" heading={heading}>
      <SectionHeading heading={heading} className={`${headingClasses.section} mb-10`} />
      <Carousel
        label={data.header || 'Gallery'}
        slides={items.map((item, index) => ({
          key: `${block.path}.items.${index}`,
          content: (
            <figure className="flex h-full flex-col">
              <CmsImage image={item.image} sizes="(min-width: 991px) 50vw, 100vw" corners={['tr']} className="aspect-[3/2] w-full object-cover" />
              <figcaption className="mt-5">
                {item.name === '' ? null : <span className={`${headingClasses.card} block`}>{item.name}</span>}
                {item.caption === '' ? null : <span className="mt-2 block text-base leading-relaxed text-ink/80">{item.caption}</span>}
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  );
}
