import type definition from '../block-schemas/timeline';
import type { BlockData, BlockProps } from '../engine';
import { cn } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { blockId, Section } from './ui/section';
import { eyebrowClasses, headingClasses, proseClasses } from './ui/typography';

type Item = BlockData<typeof definition>['items'][number];

/** Even items sit left of the line and odd ones right, from tablet width up; phones get one column. */
const sideClasses = {
  left: 'md:mr-auto md:pl-0 md:pr-14 md:text-right',
  right: 'md:ml-auto md:pl-14',
} as const;

const dotSideClasses = {
  left: 'md:left-auto md:-right-[11px]',
  right: 'md:-left-[11px]',
} as const;

function Milestone({ item, side }: { readonly item: Item; readonly side: keyof typeof sideClasses }) {
  return (
    <li aria-current={item.active ? 'step' : undefined} className={cn('relative pb-12 pl-10 last:pb-0 md:w-1/2', sideClasses[side])}>
      <span
        aria-hidden="true"
        className={cn(
          'absolute left-0 top-1 size-[22px] rounded-full border-4',
          item.active ? 'border-solar bg-solar ring-4 ring-solar/30' : 'border-freight bg-white',
          dotSideClasses[side],
        )}
      />
      {item.subtitle === '' ? null : <p className={eyebrowClasses.light}>{item.subtitle}</p>}
      {item.title === '' ? null : <h3 className={cn('mt-2', headingClasses.card)}>{item.title}</h3>}
      <RichText html={item.blurb} className={cn('mt-3 text-ink/80', proseClasses)} />
    </li>
  );
}

export default function Timeline({ data, block }: BlockProps<typeof definition>) {
  const items = data.items.filter((item) => item.title !== '' || item.subtitle !== '' || !richTextIsEmpty(item.blurb));
  if (items.length === 0) return null;
  const headingId = blockId(block.path, 'title', data.anchor);
  const hasTitle = data.timeline_title !== '';
  return (
    <Section id={data.anchor} className={data.className} labelledBy={hasTitle ? headingId : undefined}>
      {hasTitle ? (
        // Sticky inside the block: the title stays below the site header while the milestones scroll.
        <h2 id={headingId} className={cn('sticky top-16 z-10 -mx-5 bg-white/95 px-5 py-4 backdrop-blur md:top-20 md:-mx-8 md:px-8 md:text-center', headingClasses.section)}>
          {data.timeline_title}
        </h2>
      ) : null}
      <ol
        className={cn(
          'relative before:absolute before:bottom-2 before:left-[10px] before:top-2 before:w-0.5 before:bg-cement md:before:left-1/2 md:before:-ml-px',
          hasTitle && 'mt-8 md:mt-12',
        )}
      >
        {items.map((item, index) => (
          <Milestone key={`${index}-${item.title}`} item={item} side={index % 2 === 0 ? 'left' : 'right'} />
        ))}
      </ol>
    </Section>
  );
}
