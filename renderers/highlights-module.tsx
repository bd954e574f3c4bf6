import type definition from '../block-schemas/highlights-module';
import type { BlockData, BlockProps } from '../engine';
import { cn } from './ui/cn';
import { formatFigure } from './ui/format';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { Stat, StatList, type StatColumns } from './ui/stat';
import { headingClasses } from './ui/typography';

type Item = BlockData<typeof definition>['number_grid'][number];

/**
 * The three block styles: Style1 divides the counters with vertical rules; Style2, the
 * default, rules each one on top (in solar, or in ink on a solar background); Style3 sets each
 * in a card.
 */
const styleClasses = {
  Style1: { list: 'lg:gap-x-0 lg:divide-x lg:divide-current/20', item: 'lg:px-6 lg:first:pl-0', ruled: false },
  Style2: { list: undefined, item: undefined, ruled: true },
  Style3: { list: undefined, item: 'rounded-tr-[40px] bg-white/90 p-6 text-ink md:p-8', ruled: false },
} as const;

/** An item shows only when its number, prefix and suffix are all filled in ('None' counts). */
const isComplete = (item: Item): boolean => item.number.trim() !== '' && item.prefix.trim() !== '' && item.suffix.trim() !== '';

const columnsFor = (count: number): StatColumns => (count >= 4 ? 'four' : count === 3 ? 'three' : 'two');

/** Counters from number_grid, with thousands separators ('None' affixes hidden). */
export default function HighlightsModule({ data, block }: BlockProps<typeof definition>) {
  const highlights = data.number_grid.filter(isComplete).flatMap((item) => {
    const value = formatFigure(item.prefix, item.number, item.suffix);
    return value === '' ? [] : [{ value, heading: item.heading }];
  });
  if (highlights.length === 0) return null;
  const background = data.style_option_background_color;
  const style = styleClasses[data.style];
  const heading = sectionHeading(block.path, data.main_heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={background} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 max-w-3xl md:mb-14', headingClasses.section)} />
      <StatList columns={columnsFor(highlights.length)} className={style.list}>
        {highlights.map((highlight, index) => (
          <Stat
            key={`${index}-${highlight.heading}`}
            value={highlight.value}
            label={highlight.heading}
            size="medium"
            ruled={style.ruled && background !== 'solar'}
            className={cn('justify-end', style.item, style.ruled && background === 'solar' && 'border-t-4 border-ink pt-5')}
          />
        ))}
      </StatList>
    </Section>
  );
}
