/**
 * The server side of the profile modal: `<ProfileLink>` (a card's 'View Full Profile', a link
 * to `?member={name}#profile-…` that the modal intercepts) and `<Profiles>` (the modal with the
 * profiles a block's cards open; members without a bio have none). Each profile is in the
 * page's HTML too, shown over the page when the address names it (`:target`), or open from the
 * start when the page was rendered for a `?member=` request (a link without the fragment): that
 * is what a link opens before the runtime arrives, and without it; the runtime's modal then
 * takes over.
 */
import type { ReactNode } from 'react';
import type { RenderContext } from '../../engine';
import type { ImageRecord, Member } from '../../records';
import { cn } from './cn';
import { memberProfileAnchor, memberProfileUrl } from './member-profile';
import { ProfileBody, type Profile } from './profile-body';
import { CmsImage } from './cms-image';
import { ProfileDialog } from './profile-dialog.client';
import { RichText, richTextIsEmpty } from './rich-text';
import { proseClasses } from './typography';

/** True when the member has a bio, and so a profile to open. */
export const hasProfile = (member: Member | undefined): member is Member => member !== undefined && !richTextIsEmpty(member.bio);

export function ProfileLink({ path, name, className, children }: { readonly path: string; readonly name: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <a href={memberProfileUrl(path, name)} data-member-profile={name} aria-haspopup="dialog" className={className}>
      {children}
    </a>
  );
}

/**
 * The modal for the members of one block; renders nothing (and loads nothing) without profiles.
 * The page's path and query come from the block's context: `?member=` names the profile whose
 * copy is open in the HTML (pages rendered per request for that query).
 */
export function Profiles({ members, ctx }: { readonly members: ReadonlyArray<Member | undefined>; readonly ctx: Pick<RenderContext, 'path' | 'searchParams'> }) {
  const { path } = ctx;
  const unique = [...new Map(members.filter(hasProfile).map((member) => [member.name, member])).values()];
  if (unique.length === 0) return null;
  const profiles = unique.map(toProfile);
  return (
    <>
      {profiles.map((profile) => (
        <ProfilePage key={profile.name} profile={profile} path={path} open={profile.name === ctx.searchParams.member} />
      ))}
      <ProfileDialog profiles={profiles} />
    </>
  );
}

/**
 * A member's portrait, drawn on the server (the modal's too: profile-body.tsx). Lazy in the modal too: an eager image in the page's data
 * would be preloaded by every page with profiles; a lazy one in view loads at once.
 */
export function Portrait({ image }: { readonly image: ImageRecord }) {
  return <CmsImage image={image} corners={['tr']} sizes="(min-width: 768px) 14rem, 10rem" className="aspect-[4/5] w-40 object-cover md:w-full" />;
}

/** A member's profile as the modal receives it: everything drawn on the server. */
function toProfile(member: Member): Profile {
  return {
    name: member.name,
    position: <RichText html={member.position} />,
    bio: <RichText html={member.bio} className={cn(proseClasses, 'text-ink/85')} />,
    portrait: member.image === undefined ? undefined : <Portrait image={member.image} />,
  };
}

/**
 * A profile in the page's HTML, hidden until the address's fragment names it, or `open` from the
 * start; its close link is the page itself. Hidden for good once the runtime's modal is there
 * (`data-profiles-live`).
 */
function ProfilePage({ profile, path, open }: { readonly profile: Profile; readonly path: string; readonly open: boolean }) {
  const headingId = `${memberProfileAnchor(profile.name)}-name`;
  return (
    <section
      id={memberProfileAnchor(profile.name)}
      aria-labelledby={headingId}
      className={`profile-page fixed inset-0 z-50 ${open ? 'flex' : 'hidden'} items-center justify-center overflow-y-auto bg-ink/70 p-4 target:flex`}
    >
      <div className="relative max-h-[90dvh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto rounded-tr-[40px] bg-white p-6 text-ink shadow-2xl md:p-10">
        <a href={path} aria-label="Close profile" className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full hover:bg-ink/10">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </a>
        <ProfileBody profile={profile} headingId={headingId} />
      </div>
    </section>
  );
}
