'use client';
/**
 * The header's behaviour, as small client leaves of the server-rendered header (header.tsx):
 *
 * - `HeaderBehaviour` (renders nothing): the header turns sticky with a border once the page has
 *   scrolled more than 150 px; while the mobile menu is open the page behind is inert and focus
 *   stays in the header (use-menu-modality.ts); a link followed from the menu closes it and returns
 *   focus to the hamburger; a new route closes the menu and the search overlay.
 * - `PopoverToggle`: the hamburger and the search button, whose state and name follow their popover.
 * - `SearchPanel`: the search overlay's form, focused when it opens; Cancel closes it.
 *
 * The menu and the overlay are popovers, so their buttons open them before the runtime has arrived
 * (and without it); the runtime adds the rest.
 */
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { SiteSearch } from '../../renderers/ui/search/site-search';
import { useMenuModality } from './use-menu-modality';

/** The header turns sticky after this much scrolling. */
export const STICKY_AFTER_PX = 150;
export const HEADER_ID = 'site-header';
export const MOBILE_MENU_ID = 'mobile-menu';
export const SEARCH_PANEL_ID = 'site-search';
/** The button that opens the popover `id`. */
export const toggleId = (id: string) => `${id}-toggle`;

/** True while the popover is shown (a browser without popovers has none shown). */
const isShown = (element: HTMLElement | null): boolean => element?.matches(':popover-open') ?? false;

/**
 * The state of one popover, following the element: the browser opens and closes it (its button's
 * `popovertarget`, Escape, a click outside, another popover opening), before the runtime has
 * arrived too; the state is read from the element when the runtime takes over, so a popover opened
 * before then stays open and is known to be.
 */
function usePopover(id: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = document.getElementById(id);
      element?.addEventListener('toggle', onChange);
      return () => element?.removeEventListener('toggle', onChange);
    },
    [id],
  );
  // Unknown in the server's HTML (no `aria-expanded` there, so before the runtime the browser tells
  // a screen reader the popover's real state); read from the element from hydration on.
  const open = useSyncExternalStore<boolean | undefined>(subscribe, () => isShown(document.getElementById(id)), () => undefined);
  /** Hides the popover and returns focus to its button. */
  const close = useCallback(() => {
    const element = document.getElementById(id);
    if (isShown(element)) element?.hidePopover();
    document.getElementById(toggleId(id))?.focus();
  }, [id]);
  return [open, close] as const;
}

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

/**
 * The search overlay's content (the overlay itself, a popover under the header, is the server's):
 * its form works without the runtime too, going to the search page with the query, and Cancel
 * closes it.
 */
export function SearchPanel({ brand, endpoint }: { readonly brand: string; readonly endpoint: string }) {
  const [open, close] = usePopover(SEARCH_PANEL_ID);
  return (
    <SiteSearch
      endpoint={endpoint}
      placeholder={`Search ${brand}`}
      label={`Search ${brand}`}
      onCancel={close}
      cancelPopover={SEARCH_PANEL_ID}
      focusWhen={open === true}
      className="mx-auto max-w-3xl px-5 py-5 lg:px-8 lg:py-8"
      resultsClassName="max-h-[calc(100dvh-12rem)] overflow-y-auto overscroll-contain"
    />
  );
}
