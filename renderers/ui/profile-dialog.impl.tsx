/**
 * The profile modal's behaviour. Several blocks on a page may offer profiles (and the same
 * member may appear in two of them), so one registry, shared by every instance on the page,
 * decides which instance shows a name: the first that registered it. One click listener on the
 * document opens profiles from any `[data-member-profile]` link.
 *
 * Opening pushes `?member={name}` onto the history (no server round trip) and locks scrolling;
 * loading a page with `?member=` opens that profile; Escape, the close control and Back close
 * it, remove the parameter and return focus to the link that opened it.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { Modal } from './dialog';
import { memberProfileAnchor } from './member-profile';
import { ProfileBody, type Profile } from './profile-body';

export type { Profile };

export interface ProfileDialogProps {
  readonly profiles: readonly Profile[];
}

const PARAM = 'member';

type Opener = (name: string, from: HTMLElement | null) => void;

/** name → the instance that shows it. */
const owners = new Map<string, Opener>();

function onDocumentClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-member-profile]') : null;
  const name = link?.dataset.memberProfile;
  const open = name === undefined ? undefined : owners.get(name);
  if (link === null || name === undefined || open === undefined) return;
  event.preventDefault();
  open(name, link);
}

function register(names: readonly string[], open: Opener): () => void {
  if (owners.size === 0) document.addEventListener('click', onDocumentClick);
  const mine = names.filter((name) => !owners.has(name));
  for (const name of mine) owners.set(name, open);
  return () => {
    for (const name of mine) if (owners.get(name) === open) owners.delete(name);
    if (owners.size === 0) document.removeEventListener('click', onDocumentClick);
  };
}

const memberInUrl = (): string | null => new URLSearchParams(window.location.search).get(PARAM);

/** The page's address with `?member=` and the profile's fragment (which opens it without the runtime), or without both. */
function urlWithMember(name: string | null): string {
  const url = new URL(window.location.href);
  if (name === null) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, name);
  url.hash = name === null ? '' : memberProfileAnchor(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The first link on the page that opens `name`: where focus returns when the URL opened it. */
const linkFor = (name: string): HTMLElement | null =>
  [...document.querySelectorAll<HTMLElement>('[data-member-profile]')].find((link) => link.dataset.memberProfile === name) ?? null;

export default function ProfileDialogImpl({ profiles }: ProfileDialogProps) {
  const [open, setOpen] = useState<{ readonly name: string; readonly from: HTMLElement | null } | null>(null);
  const headingId = useId();
  const profile = open === null ? undefined : profiles.find((candidate) => candidate.name === open.name);

  const show = useCallback<Opener>((name, from) => {
    if (memberInUrl() !== name) window.history.pushState(window.history.state, '', urlWithMember(name));
    setOpen({ name, from });
  }, []);

  useEffect(() => {
    // The page's own copies of the profiles (shown by the address's fragment) give way to the modal.
    document.documentElement.dataset.profilesLive = '';
    const names = profiles.map((candidate) => candidate.name);
    const unregister = register(names, show);
    // The URL is the state this follows: on load (pages are prerendered, so only the browser
    // knows the query) and on Back and Forward.
    const followUrl = () => {
      const name = memberInUrl();
      setOpen(name !== null && owners.get(name) === show ? { name, from: linkFor(name) } : null);
    };
    const initial = window.setTimeout(followUrl, 0);
    window.addEventListener('popstate', followUrl);
    return () => {
      unregister();
      window.clearTimeout(initial);
      window.removeEventListener('popstate', followUrl);
    };
  }, [profiles, show]);

  const close = useCallback(() => {
    // Remove `?member=` without a new history entry (Back would otherwise reopen it).
    if (memberInUrl() !== null) window.history.replaceState(window.history.state, '', urlWithMember(null));
    setOpen(null);
  }, []);

  const from = open?.from ?? null;
  return (
    <Modal open={profile !== undefined} onClose={close} labelledBy={headingId} returnFocus={() => from} closeLabel="Close profile" size="wide">
      {profile === undefined ? null : <ProfileBody profile={profile} headingId={headingId} />}
    </Modal>
  );
}
