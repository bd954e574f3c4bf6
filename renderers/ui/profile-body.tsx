/**
 * A member's profile as the profile modal and the page's own copy of it (profiles.tsx) show it:
 * portrait, name as the heading, position, bio (position and bio already rendered on the server).
 */
import type { ReactNode } from 'react';
import type { ImageRecord } from '../../records';
import { CmsImage } from './cms-image';

export interface Profile {
  readonly name: string;
  /** Rendered on the server (RichText). */
  readonly position: ReactNode;
  readonly bio: ReactNode;
  readonly image: ImageRecord | undefined;
}

/**
 * `eager` for the modal, which draws one profile once asked; the page's own copies of every profile
 * stay lazy, so their portraits load only when one is shown (a hidden image is never fetched).
 */
export function ProfileBody({ profile, headingId, eager = false }: { readonly profile: Profile; readonly headingId: string; readonly eager?: boolean }) {
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <CmsImage image={profile.image} eager={eager} corners={['tr']} sizes="(min-width: 768px) 14rem, 10rem" className="aspect-[4/5] w-40 object-cover md:w-full" />
      <div className={profile.image === undefined ? 'md:col-span-2' : undefined}>
        <h2 id={headingId} className="pr-10 text-2xl font-semibold leading-tight md:text-3xl">
          {profile.name}
        </h2>
        <div className="mt-2 text-base font-medium text-freight">{profile.position}</div>
        <div className="mt-6">{profile.bio}</div>
      </div>
    </div>
  );
}
