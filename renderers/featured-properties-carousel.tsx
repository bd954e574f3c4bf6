import type definition from '../block-schemas/featured-properties-carousel';
import type { BlockProps } from '../engine';
import { Carousel } from './ui/carousel';
import { CmsImage } from './ui/cms-image';
import { blockId, Section } from './ui/section';
import { headingClasses } from './ui/typography';

/** A 'Truck Court Depth' value gets a feet apostrophe when it has none (`185` → `185'`). */
export function propertyMetaValue(title: string, value: string): string {
  const trimmed = value.trim();
  if (title.trim().toLowerCase() !== 'truck court depth' || trimmed === '' || /['’′]$/.test(trimmed)) return trimmed;
  return `${trimmed}'`;
}

/** Featured properties: a heading with the arrows, then cards with image, name, address and a meta table. */
export default function FeaturedPropertiesCarousel({ data, block }: BlockProps<typeof definition>) {
  const properties = data.meta.properties.filter((property) => property.name !== '');
  if (properties.length === 0) return null;
  const headingId = blockId(block.path, 'heading', data.anchor);
  const title = data.main_header || 'Featured Properties';
  return (
    <Section id={data.anchor} className={data.className} labelledBy={headingId}>
      <Carousel
        label={title}
        heading={
          <h2 id={headingId} className={headingClasses.section}>
            {title}
          </h2>
        }
        slides={properties.map((property, index) => ({
          key: `${block.path}.properties.${index}`,
          content: (
            <article className="flex h-full flex-col overflow-hidden rounded-tr-[40px] bg-lightest">
              <CmsImage image={property.image} sizes="(min-width: 991px) 50vw, 100vw" className="aspect-[16/10] w-full object-cover" />
              <div className="flex flex-1 flex-col p-6 md:p-8">
                <h3 className={headingClasses.card}>{property.name}</h3>
                {property.address === '' ? null : <p className="mt-2 text-base text-ink/80">{property.address}</p>}
                {property.meta.length === 0 ? null : (
                  <table className="mt-6 w-full border-t border-ink/15 text-left text-sm md:text-base">
                    <tbody>
                      {property.meta.map((row, rowIndex) => (
                        <tr key={`${row.meta_title}.${rowIndex}`} className="border-b border-ink/15">
                          <th scope="row" className="py-2.5 pr-4 font-semibold">
                            {row.meta_title}
                          </th>
                          <td className="py-2.5 text-right">{propertyMetaValue(row.meta_title, row.meta_value)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            </article>
          ),
        }))}
      />
    </Section>
  );
}
