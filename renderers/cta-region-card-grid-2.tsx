import type definition from '../block-schemas/cta-region-card-grid-2';
import type { BlockProps } from '../engine';
import type { CtaCard } from '../records';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

function CardOverImage({ card }: { readonly card: CtaCard }) {
  return (
    <article className="relative flex min-h-80 flex-col justify-end overflow-hidden rounded-tr-[40px] bg-slate p-6 text-white md:min-h-96 md:p-8">
      <CmsImage image={card.image} sizes="(min-width: 768px) 33vw, 100vw" className="absolute inset-0 size-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/45 to-ink/5" />
      <div className="relative">
        {card.heading === '' ? null : <h3 className={headingClasses.card}>{card.heading}</h3>}
        <Cta link={card.cta} variant="inverse" className="mt-5" />
      </div>
    </article>
  );
}

/** CTA cards over images; `use_default_data` shows the site-wide heading and cards instead. */
export default function CtaRegionCardGrid2({ data, block, ctx }: BlockProps<typeof definition>) {
  const source = data.use_default_data
    ? ctx.site.defaults.ctaCardGrid
    : { heading: data.main_header, cards: data.grid.map((card) => ({ heading: card.main_header, image: card.background_image, cta: card.cta })) };
  const cards = source.cards.filter((card) => card.heading !== '' || card.cta !== undefined);
  if (cards.length === 0) return null;
  const heading = sectionHeading(block.path, source.heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 md:mb-12', headingClasses.section)} />
      <ul className="grid gap-6 md:grid-cols-3 lg:gap-8">
        {cards.map((card, index) => (
          <li key={`${index}-${card.heading}`}>
            <CardOverImage card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
