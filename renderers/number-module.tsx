import type definition from '../block-schemas/number-module';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { formatFigure } from './ui/format';
import { isDarkBackground, paletteName } from './ui/palette';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { Stat, StatList, type StatColumns } from './ui/stat';
import { headingClasses } from './ui/typography';

/** Up to four figures share one row; more than four lay out in rows of three. */
function columnsFor(count: number): StatColumns {
  if (count > 4) return 'three';
  if (count === 4) return 'four';
  return count === 3 ? 'three' : 'two';
}

export default function NumberModule({ data, block, ctx }: BlockProps<typeof definition>) {
  const defaults = ctx.site.defaults.numberModule;
  const source = data.use_block_default_data ? defaults.items : data.number_grid;
  const figures = source.flatMap((item) => {
    const value = formatFigure(item.prefix, item.number, item.suffix);
    return value === '' ? [] : [{ value, label: item.heading }];
  });
  if (figures.length === 0) return null;
  // The block's own heading and colour win; the site's apply when the block leaves them blank.
  const headingText = data.main_heading || (data.use_block_default_data ? defaults.heading : '');
  const background = paletteName(data.background_color || (data.use_block_default_data ? defaults.background : ''));
  const heading = sectionHeading(block.path, headingText, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={background} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 md:mb-14', headingClasses.section)} />
      <StatList columns={columnsFor(figures.length)}>
        {figures.map((figure, index) => (
          <Stat key={`${index}-${figure.label}`} value={figure.value} label={figure.label} ruled={!isDarkBackground(background)} />
        ))}
      </StatList>
    </Section>
  );
}
