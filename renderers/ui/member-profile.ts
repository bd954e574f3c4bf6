/**
 * The address of a member's profile: the current page with `?member={name}`, and the
 * profile's own fragment. Pages with a profile modal open it from the parameter once the runtime
 * is there; before it (and without it) the fragment shows the profile the server rendered in the
 * page (`:target`), so the link works before and without JavaScript, and can be shared.
 */
import { slugifyTitle } from './format';

/** The id of the element holding a member's profile in the page's HTML. */
export const memberProfileAnchor = (member: string): string => `profile-${slugifyTitle(member) || 'member'}`;

export function memberProfileUrl(path: string, member: string): string {
  return `${path}?${new URLSearchParams({ member }).toString()}#${memberProfileAnchor(member)}`;
}
