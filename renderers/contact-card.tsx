import type definition from '../block-schemas/contact-card';
import type { BlockData, BlockProps } from '../engine';
import { cn } from './ui/cn';
import { PinIcon } from './ui/icons';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { blockId, Section } from './ui/section';
import { headingClasses } from './ui/typography';

type Group = BlockData<typeof definition>['groups'][number];
type Card = Group['cards'][number];

/** `column_layout` '1' stacks a group's cards in one column; otherwise they share a grid. */
const layoutClasses = {
  single: 'grid max-w-3xl gap-5',
  grid: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
} as const;

const CARD_TEXT =
  'mt-4 space-y-3 text-base leading-relaxed text-ink/85 [&_a]:break-words [&_strong]:font-semibold [&_strong]:text-ink';

const hasContent = (card: Card): boolean => card.column_heading !== '' || card.location !== '' || !richTextIsEmpty(card.content);

function ContactCard({ card, headingLevel }: { readonly card: Card; readonly headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <li className="flex flex-col rounded-tr-[40px] bg-lightest p-6 ring-1 ring-ink/10 md:p-8">
      {card.column_heading === '' ? null : <Heading className="text-xl font-semibold leading-snug tracking-tight text-slate">{card.column_heading}</Heading>}
      {card.location === '' ? null : (
        <p className="mt-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.1em] text-freight">
          <PinIcon className="size-4" />
          {card.location}
        </p>
      )}
      <RichText html={card.content} className={CARD_TEXT} />
    </li>
  );
}

function ContactGroup({ group, headingId }: { readonly group: Group; readonly headingId: string }) {
  const cards = group.cards.filter(hasContent);
  if (cards.length === 0) return null;
  const titled = group.main_heading !== '';
  return (
    <div>
      {titled ? (
        <h2 id={headingId} className={cn('mb-8', headingClasses.section)}>
          {group.main_heading}
        </h2>
      ) : null}
      <ul className={layoutClasses[group.column_layout ? 'single' : 'grid']}>
        {cards.map((card, index) => (
          <ContactCard key={`${index}-${card.column_heading}`} card={card} headingLevel={titled ? 'h3' : 'h2'} />
        ))}
      </ul>
    </div>
  );
}

/** Groups of contact cards: offices, departments, property teams. */
export default function ContactCardBlock({ data, block }: BlockProps<typeof definition>) {
  const groups = data.groups.filter((group) => group.cards.some(hasContent));
  if (groups.length === 0) return null;
  return (
    <Section id={data.anchor} className={data.className} containerClassName="space-y-16 md:space-y-20">
      {groups.map((group, index) => (
        <ContactGroup key={`${index}-${group.main_heading}`} group={group} headingId={blockId(block.path, `group-${index}`, data.anchor)} />
      ))}
    </Section>
  );
}
