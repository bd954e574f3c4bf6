'use client';
/**
 * The header's behaviour, as small client leaves of the server-rendered header (header.tsx):
 *
 * - `HeaderBehaviour` (renders nothing): the header turns sticky with a border once the page has
 *   scrolled more than 150 px; while the mobile menu is open the page behind is inert and focus
 *   stays in the header (use-menu-modality.ts); a link followed from the menu closes it and returns
 *   focus to the hamburger; a new route closes the menu and the search overlay.
 * - `PopoverToggle`: the hamburger and the search button, whose state and name follow their popover.
 * - `HeaderSearch`: the search overlay's content. The server draws its form (PlainSearch), which goes
 *   to the search page; the live search (site-search.impl.tsx) is fetched when the overlay first
 *   opens and takes the form's place, with what was typed in it, so no page pays for it until a
 *   visitor searches.
 *
 * The menu and the overlay are popovers, so their buttons open them before the runtime has arrived
 * (and without it); the runtime adds the rest.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { PopoverSiteSearchProps } from '../../renderers/ui/search/site-search.impl';
import { isShown, toggleId, usePopover } from '../../renderers/ui/use-popover';
import { useMenuModality } from './use-menu-modality';

/** The header turns sticky after this much scrolling. */
export const STICKY_AFTER_PX = 150;
export const HEADER_ID = 'site-header';
export const MOBILE_MENU_ID = 'mobile-menu';
export const SEARCH_PANEL_ID = 'site-search';

const subscribeScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled past `px`; false on the server and during hydration. */
function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribeScroll, () => window.scrollY > px, () => false);
}

/** The header's page-wide behaviour; it renders nothing. */
export function HeaderBehaviour() {
  const [menuOpen, closeMenu] = usePopover(MOBILE_MENU_ID);
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  useEffect(() => {
    const header = document.getElementById(HEADER_ID);
    if (header !== null) header.dataset.sticky = String(sticky);
  }, [sticky]);

  // A new route closes both popovers; the first path is the one the page opened on, and closes nothing.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const id of [MOBILE_MENU_ID, SEARCH_PANEL_ID]) {
      const element = document.getElementById(id);
      if (isShown(element)) element?.hidePopover();
    }
  }, [pathname]);

  // A link followed from the menu closes it.
  useEffect(() => {
    const menu = document.getElementById(MOBILE_MENU_ID);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]') !== null) closeMenu();
    };
    menu?.addEventListener('click', onClick);
    return () => menu?.removeEventListener('click', onClick);
  }, [closeMenu]);

  useMenuModality(menuOpen === true, HEADER_ID, closeMenu);
  return null;
}

export interface PopoverToggleProps {
  /** The popover it opens. */
  readonly target: string;
  /** Its name while the popover is closed, and while it is open. */
  readonly label: string;
  readonly openLabel: string;
  readonly className: string;
  readonly children: ReactNode;
}

/** A button that opens and closes the popover `target`; its `aria-expanded` and name follow the popover once the runtime runs. */
export function PopoverToggle({ target, label, openLabel, className, children }: PopoverToggleProps) {
  const [open] = usePopover(target);
  return (
    <button
      id={toggleId(target)}
      type="button"
      aria-expanded={open}
      aria-controls={target}
      aria-label={open === true ? openLabel : label}
      popoverTarget={target}
      className={className}
    >
      {children}
    </button>
  );
}

/** The live search once fetched, with the text typed into the server's form meanwhile. */
interface LiveSearch {
  readonly Search: ComponentType<PopoverSiteSearchProps>;
  readonly typed: string;
}

/**
 * The search overlay's content: `children` (the server's form) until the overlay first opens, then
 * the live search in its place, focused, searching what had been typed.
 */
export function HeaderSearch({ children, ...search }: PopoverSiteSearchProps & { readonly children: ReactNode }) {
  const [live, setLive] = useState<LiveSearch | null>(null);
  const { popover } = search;
  useEffect(() => {
    const panel = document.getElementById(popover);
    if (panel === null) return undefined;
    let gone = false;
    const load = () => {
      if (!isShown(panel)) return;
      panel.removeEventListener('toggle', load);
      import('../../renderers/ui/search/site-search.impl').then(
        (module) => !gone && setLive({ Search: module.PopoverSiteSearch, typed: panel.querySelector('input')?.value ?? '' }),
        () => undefined, // the server's form stays, and still goes to the search page
      );
    };
    panel.addEventListener('toggle', load);
    load(); // opened before the runtime came
    return () => {
      gone = true;
      panel.removeEventListener('toggle', load);
    };
  }, [popover]);
  if (live === null) return children;
  return <LiveSwap live={live} search={search} />;
}

/**
 * The live search in the server form's place. The form's box is kept as this first renders and
 * read as the live search takes its place (the box keeps its value once out of the page): text
 * typed while the code was on its way, or while this rendered, is searched, not lost with the form
 * it was typed into.
 */
function LiveSwap({ live, search }: { readonly live: LiveSearch; readonly search: PopoverSiteSearchProps }) {
  const [typed] = useState(() => {
    const box = document.getElementById(search.popover)?.querySelector('input');
    return () => box?.value ?? live.typed;
  });
  // Marks the overlay as searching as it goes (tests wait for it before they type).
  useEffect(() => {
    const panel = document.getElementById(search.popover);
    if (panel !== null) panel.dataset.search = 'live';
  }, [search.popover]);
  return <live.Search {...search} typed={typed} />;
}
