/**
 * `<MemberCard>`: a leader's or team member's tile (meet-our-leaders, team-grid): portrait, name,
 * position, and 'View Full Profile' when the member has a bio. The link is always reachable by
 * keyboard; on large screens it appears over the portrait on hover or focus.
 */
import type { Member } from '../../records';
import type { Corner } from './cms-image';
import { CmsImage } from './cms-image';
import { cn } from './cn';
import { hasProfile, ProfileLink } from './profiles';
import { RichText } from './rich-text';

function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
    </svg>
  );
}

export function MemberCard({ member, path, corners = ['tr'] }: { readonly member: Member; readonly path: string; readonly corners?: readonly Corner[] }) {
  const profile = hasProfile(member);
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-[4/5] overflow-hidden bg-cement">
        <CmsImage
          image={member.image && { ...member.image, width: member.image.width ?? 960, height: member.image.height ?? 1200 }}
          corners={corners}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover"
        />
      </div>
      <h3 className="mt-4 text-xl font-semibold leading-snug">{member.name}</h3>
      <RichText html={member.position} className="mt-1 text-base text-ink/75" />
      {profile ? (
        <ProfileLink
          path={path}
          name={member.name}
          className={cn(
            'mt-3 inline-flex items-center gap-2 self-start font-semibold text-freight underline underline-offset-4 hover:text-slate',
            'lg:absolute lg:inset-x-0 lg:top-0 lg:mt-0 lg:flex lg:aspect-[4/5] lg:items-end lg:justify-start lg:bg-gradient-to-t lg:from-ink/80 lg:via-ink/10 lg:to-transparent lg:p-6 lg:text-white lg:no-underline lg:opacity-0 lg:transition-opacity lg:group-hover:opacity-100 lg:focus-visible:opacity-100 lg:hover:text-white',
          )}
        >
          <InfoIcon />
          View Full Profile<span className="sr-only">{` of ${member.name}`}</span>
        </ProfileLink>
      ) : null}
    </article>
  );
}
