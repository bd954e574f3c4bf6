import type definition from '../block-schemas/cta-region-card-grid';
import type { BlockData, BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { abbreviateNumber, formatCount } from './ui/format';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { Stat, StatList } from './ui/stat';
import { headingClasses } from './ui/typography';

type Card = BlockData<typeof definition>['grid'][number];

function RegionCard({ card }: { readonly card: Card }) {
  const totalSf = abbreviateNumber(card.total_sf);
  const properties = formatCount(card.total_properties);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-bl-[40px] bg-white text-ink shadow-sm ring-1 ring-ink/10">
      <CmsImage image={card.image} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[16/10] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6 md:p-8">
        {card.main_header === '' ? null : <h3 className={headingClasses.card}>{card.main_header}</h3>}
        {totalSf === '' && properties === '' ? null : (
          <StatList className="mt-5">
            {totalSf === '' ? null : <Stat size="small" value={totalSf} label="Total SF" />}
            {properties === '' ? null : <Stat size="small" value={properties} label="Properties" />}
          </StatList>
        )}
        {card.cta === undefined ? null : (
          <div className="mt-auto pt-6">
            <Cta link={card.cta} variant="secondary" />
          </div>
        )}
      </div>
    </article>
  );
}

/** Region cards with their square footage and property count, each with a CTA. */
export default function CtaRegionCardGrid({ data, block }: BlockProps<typeof definition>) {
  const cards = data.grid.filter((card) => card.main_header !== '' || card.image !== undefined);
  if (cards.length === 0) return null;
  const heading = sectionHeading(block.path, data.main_header, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="cement" heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 md:mb-12', headingClasses.section)} />
      <ul className="grid gap-6 md:grid-cols-3 lg:gap-8">
        {cards.map((card, index) => (
          <li key={`${index}-${card.main_header}`}>
            <RegionCard card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
