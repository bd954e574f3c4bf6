/**
 * A member's profile as the profile modal and the page's own copy of it (profiles.tsx) show it:
 * portrait, name as the heading, position, bio (position and bio already rendered on the server).
 */
import type { ReactNode } from 'react';

export interface Profile {
  readonly name: string;
  /** Rendered on the server (RichText). */
  readonly position: ReactNode;
  readonly bio: ReactNode;
  /** The portrait (`Portrait` in profiles.tsx), rendered on the server, so the modal needs no image code; none without an image. */
  readonly portrait: ReactNode | undefined;
}

/** The portrait is lazy, so the page's own hidden copies of every profile fetch theirs only when one is shown. */
export function ProfileBody({ profile, headingId }: { readonly profile: Profile; readonly headingId: string }) {
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      {profile.portrait}
      <div className={profile.portrait === undefined ? 'md:col-span-2' : undefined}>
        <h2 id={headingId} className="pr-10 text-2xl font-semibold leading-tight md:text-3xl">
          {profile.name}
        </h2>
        <div className="mt-2 text-base font-medium text-freight">{profile.position}</div>
        <div className="mt-6">{profile.bio}</div>
      </div>
    </div>
  );
}
