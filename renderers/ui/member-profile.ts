/**
 * The address of a member's profile: the current page with `?member={name}`. Pages
 * with a profile modal open it from that parameter on load, so the link works before and without
 * JavaScript, and can be shared.
 */
export function memberProfileUrl(path: string, member: string): string {
  return `${path}?${new URLSearchParams({ member }).toString()}`;
}
