import type definition from '../block-schemas/latest-news-and-insights';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { Cta, ctaVariant } from './ui/cta';
import { RichText } from './ui/rich-text';
import { blockId, Section } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/** 'Latest News': a grid of (at most) three cards, each with a heading, an image, text and a CTA. */
export default function LatestNewsAndInsights({ data, block }: BlockProps<typeof definition>) {
  const cards = data.news_grid.filter((card) => card.main_header !== '').slice(0, 3);
  if (cards.length === 0) return null;
  const headingId = blockId(block.path, 'heading', data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="lightest" labelledBy={headingId}>
      <h2 id={headingId} className={`${headingClasses.section} mb-10 md:mb-12`}>
        Latest News
      </h2>
      <ul className="grid gap-8 md:grid-cols-3">
        {cards.map((card, index) => (
          <li key={`${block.path}.news_grid.${index}`}>
            <article className="flex h-full flex-col overflow-hidden rounded-tr-[40px] bg-white">
              <CmsImage image={card.desktop_image} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[4/3] w-full object-cover" />
              <div className="flex flex-1 flex-col p-6 md:p-8">
                <h3 className={headingClasses.card}>{card.main_header}</h3>
                <RichText html={card.content} className={`${proseClasses} mt-3 text-ink/85 md:text-base`} />
                <Cta link={card.cta} variant={ctaVariant({ plain: true })} className="mt-auto pt-6" />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
