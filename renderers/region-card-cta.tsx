import type definition from '../block-schemas/region-card-cta';
import type { BlockData, BlockProps } from '../engine';
import { buttonClasses } from './ui/button';
import { CmsImage } from './ui/cms-image';
import { CmsLink } from './ui/cms-link';
import { cn } from './ui/cn';
import { abbreviateNumber, formatCount } from './ui/format';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

type Region = BlockData<typeof definition>['meta']['region_meta'][number];

function RegionCard({ region }: { readonly region: Region }) {
  const link = { url: `/region/${region.slug}/` };
  const totalSf = abbreviateNumber(region.total_square_feet);
  const properties = formatCount(region.number_of_properties);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-tr-[40px] bg-lightest">
      {region.banner_image === undefined ? null : (
        <CmsLink link={link} aria-label={region.title} className="group block aspect-[4/3] overflow-hidden">
          <CmsImage image={region.banner_image} sizes="(min-width: 768px) 33vw, 100vw" className="size-full object-cover transition-transform duration-500 group-hover:scale-105" />
        </CmsLink>
      )}
      <div className="flex flex-1 flex-col p-6 md:p-8">
        <h3 className={headingClasses.card}>{region.title}</h3>
        {totalSf === '' && properties === '' ? null : (
          <ul className="mt-4 space-y-1 text-base text-ink/85">
            {totalSf === '' ? null : <li className="font-semibold text-ink">{`${totalSf} Total SF`}</li>}
            {properties === '' ? null : <li>{`${properties} Properties`}</li>}
          </ul>
        )}
        <CmsLink link={link} className={cn(buttonClasses.text, 'mt-auto pt-6')}>
          Meet the Team<span className="sr-only">{` in the ${region.title}`}</span>
        </CmsLink>
      </div>
    </article>
  );
}

/** Region cards (the home page's 3-pack): image and 'Meet the Team' both go to /region/{slug}/. */
export default function RegionCardCta({ data, block }: BlockProps<typeof definition>) {
  const regions = data.meta.region_meta.filter((region) => region.slug !== '' && region.title !== '');
  if (regions.length === 0) return null;
  const heading = sectionHeading(block.path, data.main_header, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 md:mb-12', headingClasses.section)} />
      <ul className={cn('grid gap-6 lg:gap-8', regions.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3')}>
        {regions.map((region) => (
          <li key={region.slug}>
            <RegionCard region={region} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
