import type definition from '../block-schemas/team-accordion';
import type { BlockProps } from '../engine';
import { Accordion } from './ui/accordion';
import { cn } from './ui/cn';
import { RichText } from './ui/rich-text';
import { blockId, Section, SectionHeading, sectionHeading } from './ui/section';
import { TeamCard } from './ui/team-card';
import { headingClasses, proseClasses } from './ui/typography';

/** Teams in an accordion: each item's text and team cards (names link to the members' stories). */
export default function TeamAccordion({ data, block }: BlockProps<typeof definition>) {
  const items = data.accordion_repeater.filter((item) => item.accordion_header !== '');
  if (items.length === 0 && data.heading === '') return null;
  const heading = sectionHeading(block.path, data.heading, data.anchor);
  const background = data.background.trim().toLowerCase() === 'solar' ? 'solar' : 'cardboard';
  return (
    <Section id={data.anchor} className={data.className} background={background} heading={heading} containerClassName="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
      <div>
        <SectionHeading heading={heading} className={headingClasses.section} />
        <RichText html={data.content} className={cn('mt-5', proseClasses)} />
      </div>
      {items.length === 0 ? null : (
        <div className="self-start rounded-tr-[40px] bg-white px-5 py-2 md:px-8">
        <Accordion
          items={items.map((item, index) => ({
            id: `${blockId(block.path, 'team', data.anchor)}-${index}`,
            header: item.accordion_header,
            panel: (
              <div className="space-y-6 pb-6">
                <RichText html={item.accordion_content} className={proseClasses} />
                {item.team_cards.length === 0 ? null : (
                  <ul className="grid gap-4 sm:grid-cols-2">
                    {item.team_cards
                      .filter((card) => card.name !== '')
                      .map((card) => (
                        <li key={`${card.name}-${card.email}`}>
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
      )}
    </Section>
  );
}
