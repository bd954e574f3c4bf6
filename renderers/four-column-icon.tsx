import type definition from '../block-schemas/four-column-icon';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { formatFigure } from './ui/format';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { Stat, StatList, type StatColumns } from './ui/stat';
import { headingClasses } from './ui/typography';

/**
 * The three block styles: Style1 sets the counters on slate; Style2, the default,
 * rules them on white; Style3 puts each in a card on cement.
 */
const styleClasses = {
  Style1: { background: 'slate', item: undefined, ruled: false, chip: 'bg-white' },
  Style2: { background: 'white', item: undefined, ruled: true, chip: 'bg-lightest' },
  Style3: { background: 'cement', item: 'rounded-tr-[40px] bg-white p-6 md:p-8', ruled: false, chip: 'bg-lightest' },
} as const;

const columnsFor = (count: number): StatColumns => (count >= 4 ? 'four' : count === 3 ? 'three' : 'two');

/** Statistics counters: a figure (with its 'None' affixes hidden) under an icon, and a heading. */
export default function FourColumnIcon({ data, block }: BlockProps<typeof definition>) {
  const counters = data.items.flatMap((item) => {
    const value = formatFigure(item.prefix, item.number, item.suffix);
    return value === '' ? [] : [{ value, heading: item.heading, icon: item.icon }];
  });
  if (counters.length === 0) return null;
  const style = styleClasses[data.style_option_style];
  const heading = sectionHeading(block.path, data.main_heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={style.background} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 max-w-3xl md:mb-14', headingClasses.section)} />
      <StatList columns={columnsFor(counters.length)}>
        {counters.map((counter, index) => (
          <Stat
            key={`${index}-${counter.heading}`}
            ruled={style.ruled}
            size="medium"
            className={cn('justify-end', style.item)}
            label={counter.heading}
            value={
              <>
                {counter.icon === undefined ? null : (
                  <span className={cn('mb-5 flex size-14 items-center justify-center rounded-full', style.chip)}>
                    <CmsImage image={{ ...counter.icon, alt: '' }} sizes="32px" className="size-8 object-contain" />
                  </span>
                )}
                {counter.value}
              </>
            }
          />
        ))}
      </StatList>
    </Section>
  );
}
