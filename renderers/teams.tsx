import type definition from '../block-schemas/teams';
import type { BlockProps } from '../engine';
import { CmsLink, linkKind } from './ui/cms-link';
import { cn } from './ui/cn';
import { ArrowRightIcon } from './ui/icons';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

/** A grid of links to the company's teams, each a card that leads to the team's page. */
export default function Teams({ data, block }: BlockProps<typeof definition>) {
  const teams = data.items.flatMap((item) => (item.team !== undefined && item.team.title !== '' && linkKind(item.team.url) !== undefined ? [item.team] : []));
  if (teams.length === 0) return null;
  const heading = sectionHeading(block.path, data.main_heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background="lightest" heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 md:mb-12', headingClasses.section)} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {teams.map((team, index) => (
          <li key={`${index}-${team.url}`}>
            <CmsLink
              link={team}
              className="group flex h-full items-center justify-between gap-4 rounded-tr-[24px] border-b-4 border-solar bg-white px-6 py-5 text-lg font-semibold text-slate no-underline shadow-sm ring-1 ring-ink/10 transition-colors hover:bg-verylightsolar"
            >
              <span>{team.title}</span>
              <ArrowRightIcon className="size-5 text-freight transition-transform group-hover:translate-x-1" />
            </CmsLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
