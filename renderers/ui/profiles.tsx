/**
 * The server side of the profile modal: `<ProfileLink>` (a card's 'View Full Profile', a link
 * to `?member={name}` that the modal intercepts) and `<Profiles>` (the modal with the profiles a
 * block's cards open; members without a bio have none).
 */
import type { ReactNode } from 'react';
import type { Member } from '../../records';
import { cn } from './cn';
import { memberProfileUrl } from './member-profile';
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

/** The modal for the members of one block; renders nothing (and loads nothing) without profiles. */
export function Profiles({ members }: { readonly members: ReadonlyArray<Member | undefined> }) {
  const unique = [...new Map(members.filter(hasProfile).map((member) => [member.name, member])).values()];
  if (unique.length === 0) return null;
  return (
    <ProfileDialog
      profiles={unique.map((member) => ({
        name: member.name,
        position: <RichText html={member.position} />,
        bio: <RichText html={member.bio} className={cn(proseClasses, 'text-ink/85')} />,
        image: member.image,
      }))}
    />
  );
}
