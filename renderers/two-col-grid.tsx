import type definition from '../block-schemas/two-col-grid';
import type { BlockData, BlockProps } from '../engine';
import { Accordion } from './ui/accordion';
import { cn } from './ui/cn';
import { Cta, ctaVariant } from './ui/cta';
import { ResponsiveImage } from './ui/responsive-image';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { TeamCard } from './ui/team-card';
import { eyebrowClasses, headingClasses, proseClasses } from './ui/typography';

type Row = BlockData<typeof definition>['rows'][number];

/** The heading of the rows' accordion, the same on every page. */
const ACCORDION_HEADING = 'National Development Team';

const imageSideClasses = { left: 'md:order-first', right: 'md:order-last' } as const;

/** Rows alternate sides (flip starts on the other side); `align_content_to_left` puts a row's text left. */
function imageSide(row: Row, index: number, flip: boolean): keyof typeof imageSideClasses {
  if (row.align_content_to_left) return 'right';
  return (index % 2 === 0) !== flip ? 'right' : 'left';
}

function TeamAccordion({ items }: { readonly items: Row['accordion_repeater'] }) {
  return (
    <div className="mt-8">
      <h4 className="text-sm font-semibold uppercase tracking-[0.14em] text-freight">
        {ACCORDION_HEADING}
      </h4>
      <Accordion
        className="mt-3"
        headingLevel={5}
        items={items.map((item, index) => ({
          id: `${index}`,
          header: item.accordion_header,
          panel: (
            <div className="space-y-5">
              <RichText html={item.accordion_content} className={proseClasses} />
              {item.team_cards.length === 0 ? null : (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {item.team_cards.map((card, cardIndex) => (
                    <li key={`${cardIndex}-${card.name}`}>
                      <TeamCard card={card} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ),
        }))}
      />
    </div>
  );
}

function GridRow({ row, index, data }: { readonly row: Row; readonly index: number; readonly data: BlockData<typeof definition> }) {
  const hasImage = row.desktop_image !== undefined || row.mobile_image !== undefined;
  return (
    <li className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
      <div>
        {row.top_header === '' ? null : <p className={eyebrowClasses.light}>{row.top_header}</p>}
        {row.main_header === '' ? null : <h3 className={cn('mt-2', headingClasses.card)}>{row.main_header}</h3>}
        <RichText html={row.content} className={cn('mt-4 text-ink/85', proseClasses)} />
        <Cta link={row.cta} variant={ctaVariant({ plain: data.cta_no_style })} className="mt-6" />
        {row.accordion_repeater.length === 0 ? null : <TeamAccordion items={row.accordion_repeater} />}
      </div>
      {hasImage ? (
        <div className={cn('self-start md:sticky md:top-28', imageSideClasses[imageSide(row, index, data.flip)])}>
          <ResponsiveImage desktop={row.desktop_image} mobile={row.mobile_image} corners={index % 2 === 0 ? ['tr'] : ['tl']} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full" />
        </div>
      ) : null}
    </li>
  );
}

export default function TwoColGrid({ data, block }: BlockProps<typeof definition>) {
  if (data.rows.length === 0 && data.title === '') return null;
  const heading = sectionHeading(block.path, data.title, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      {data.title === '' && richTextIsEmpty(data.description) ? null : (
        <header className="max-w-3xl">
          <SectionHeading heading={heading} className={headingClasses.section} />
          <RichText html={data.description} className={cn('mt-4 text-ink/85', proseClasses)} />
        </header>
      )}
      <ul className={cn('space-y-16 md:space-y-24', (data.title !== '' || !richTextIsEmpty(data.description)) && 'mt-12 md:mt-16')}>
        {data.rows.map((row, index) => (
          <GridRow key={`${index}-${row.main_header}`} row={row} index={index} data={data} />
        ))}
      </ul>
    </Section>
  );
}
