import type definition from '../block-schemas/meet-our-leaders';
import type { BlockProps } from '../engine';
import type { Member } from '../records';
import { cn } from './ui/cn';
import { MemberCard } from './ui/member-card';
import { Profiles } from './ui/profiles';
import { blockId, Section } from './ui/section';
import { headingClasses } from './ui/typography';

/** The leadership grid: a heading and the leaders' cards per group, one profile modal for all. */
export default async function MeetOurLeaders({ data, ctx, block }: BlockProps<typeof definition>) {
  const groups = await Promise.all(
    data.groups.map(async (group) => ({
      heading: group.main_heading,
      leaders: (await Promise.all(group.leaders.map((id) => ctx.site.people.byId(id)))).filter((member): member is Member => member !== undefined),
    })),
  );
  const shown = groups.filter((group) => group.leaders.length > 0);
  if (shown.length === 0) return null;
  return (
    <Section id={data.anchor} className={data.className}>
      <div className="space-y-16 md:space-y-20">
        {shown.map((group, index) => {
          const headingId = blockId(block.path, `group-${index}`, data.anchor);
          return (
            <section key={headingId} aria-labelledby={group.heading === '' ? undefined : headingId}>
              {group.heading === '' ? null : (
                <h2 id={headingId} className={cn('mb-8 md:mb-10', headingClasses.section)}>
                  {group.heading}
                </h2>
              )}
              <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
                {group.leaders.map((leader) => (
                  <li key={leader.id}>
                    <MemberCard member={leader} path={ctx.path} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <Profiles members={shown.flatMap((group) => group.leaders)} ctx={ctx} />
    </Section>
  );
}
