import type definition from '../block-schemas/board-of-directors';
import type { BlockProps } from '../engine';
import type { Member } from '../records';
import { cornerClassNames, type Corner } from './ui/cms-image';
import { cn } from './ui/cn';
import { hasProfile, ProfileLink, Profiles } from './ui/profiles';
import { RichText } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

function DirectorCard({ member, corners, path }: { readonly member: Member; readonly corners: readonly Corner[]; readonly path: string }) {
  return (
    <article className={cn('flex h-full flex-col bg-white p-6 ring-1 ring-ink/10 md:p-8', cornerClassNames(corners))}>
      <h3 className="text-xl font-semibold leading-snug">{member.name}</h3>
      <RichText html={member.position} className="mt-1 text-base text-ink/75" />
      {hasProfile(member) ? (
        <ProfileLink path={path} name={member.name} className="mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold text-freight underline underline-offset-4 hover:text-slate">
          View Full Profile<span className="sr-only">{` of ${member.name}`}</span>
        </ProfileLink>
      ) : null}
    </article>
  );
}

/** The board: director cards without images, each opening the shared profile modal. */
export default async function BoardOfDirectors({ data, ctx, block }: BlockProps<typeof definition>) {
  const directors = (
    await Promise.all(data.directors.map(async (row) => ({ member: await ctx.site.people.byId(row.director), corners: row.rounded_corner })))
  ).filter((row): row is { member: Member; corners: Corner[] } => row.member !== undefined);
  if (directors.length === 0) return null;
  const heading = sectionHeading(block.path, data.title, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={data.background_color} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-8 md:mb-10', headingClasses.section)} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {directors.map(({ member, corners }) => (
          <li key={member.id}>
            <DirectorCard member={member} corners={corners} path={ctx.path} />
          </li>
        ))}
      </ul>
      <Profiles members={directors.map((row) => row.member)} ctx={ctx} />
    </Section>
  );
}
