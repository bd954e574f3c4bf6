'use client';
/**
 * The header's behaviour: sticky with a border once the page has scrolled more
 * than 150 px; fixed while the mobile menu is open, with the page behind it inert, focus kept
 * inside the header and returned to the hamburger on close; the search overlay. Both close when
 * the route changes. The menu and the overlay are popovers, so their buttons open them before the
 * runtime has arrived (and without it); the runtime adds the rest.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { cn } from '../../renderers/ui/cn';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../renderers/ui/icons';
import { SiteSearch } from '../../renderers/ui/search/site-search';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-nav';
import { NavLink } from './nav-link';
import type { NavItem } from './navigation';
import { useMenuModality } from './use-menu-modality';

/** The header turns sticky after this much scrolling. */
export const STICKY_AFTER_PX = 150;
const MOBILE_MENU_ID = 'mobile-menu';
const SEARCH_PANEL_ID = 'site-search';

const subscribeScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled past `px`; false on the server and during hydration. */
function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribeScroll, () => window.scrollY > px, () => false);
}

export interface HeaderFrameProps {
  readonly brand: string;
  readonly main: readonly NavItem[];
  readonly utility: readonly NavItem[];
  readonly searchEndpoint: string;
}

/** The utility bar above the header (desktop only): Careers, Contact Us, Customer Login. */
function UtilityBar({ items }: { readonly items: readonly NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="hidden bg-slate text-white lg:block">
      <nav aria-label="Utility" className="mx-auto flex h-9 max-w-7xl items-center justify-end px-8">
        <ul className="flex items-center gap-6 text-[13px] font-medium">
          {items.map((item) => (
            <li key={item.id}>
              <NavLink link={item.link} customerLogin={item.customerLogin} className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline">
                {item.customerLogin ? <UserIcon className="h-4 w-4" /> : null}
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

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
  const hide = useCallback(() => {
    const element = document.getElementById(id);
    if (isShown(element)) element?.hidePopover();
  }, [id]);
  return [open, hide] as const;
}

/**
 * The mobile menu and the search overlay, both popovers (at most one open: opening one closes the
 * other), both closed by a new route; closing one returns focus to the button that opened it.
 */
function usePanels(headerRef: RefObject<HTMLElement | null>) {
  const [menuOpen, hideMenu] = usePopover(MOBILE_MENU_ID);
  const [searchOpen, hideSearch] = usePopover(SEARCH_PANEL_ID);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);

  // A new route closes both; the first path is the one the page opened on, and closes nothing.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hideMenu();
    hideSearch();
  }, [pathname, hideMenu, hideSearch]);

  const closeMenu = useCallback(() => {
    hideMenu();
    hamburgerRef.current?.focus();
  }, [hideMenu]);
  const closeSearch = useCallback(() => {
    hideSearch();
    searchToggleRef.current?.focus();
  }, [hideSearch]);
  useMenuModality(menuOpen === true, headerRef, closeMenu);
  return { menuOpen, searchOpen, hamburgerRef, searchToggleRef, closeMenu, closeSearch };
}

/**
 * The search overlay under the header (a popover placed at the header's bottom edge, the page
 * behind it dimmed by its backdrop): its form works without the runtime too, going to the
 * search page with the query, and Cancel closes it.
 */
function SearchPanel({ brand, endpoint, open, onClose }: { readonly brand: string; readonly endpoint: string; readonly open: boolean | undefined; readonly onClose: () => void }) {
  return (
    <div
      id={SEARCH_PANEL_ID}
      popover="auto"
      className="site-search-panel inset-x-0 bottom-auto m-0 w-full max-w-none border-0 border-t border-cement bg-white p-0 text-ink shadow-[0_24px_48px_-24px_rgba(29,42,48,0.45)] backdrop:bg-ink/40"
    >
      <SiteSearch
        endpoint={endpoint}
        placeholder={`Search ${brand}`}
        label={`Search ${brand}`}
        onCancel={onClose}
        cancelPopover={SEARCH_PANEL_ID}
        focusWhen={open === true}
        className="mx-auto max-w-3xl px-5 py-5 lg:px-8 lg:py-8"
        resultsClassName="max-h-[calc(100dvh-12rem)] overflow-y-auto overscroll-contain"
      />
    </div>
  );
}

export function HeaderFrame({ brand, main, utility, searchEndpoint }: HeaderFrameProps) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const headerRef = useRef<HTMLElement>(null);
  const { menuOpen, searchOpen, hamburgerRef, searchToggleRef, closeMenu, closeSearch } = usePanels(headerRef);
  return (
    <>
      <UtilityBar items={utility} />
      <header
        ref={headerRef}
        data-sticky={sticky}
        data-menu-open={menuOpen}
        className={cn(
          // The open menu (a popover the browser may have opened before the runtime) fixes the header: CSS follows it.
          'site-header group/header sticky top-0 z-40 w-full border-b bg-white transition-shadow has-[#mobile-menu:popover-open]:fixed has-[#mobile-menu:popover-open]:inset-x-0',
          sticky ? 'border-cement shadow-[0_6px_24px_-12px_rgba(29,42,48,0.35)]' : 'border-transparent has-[#mobile-menu:popover-open]:border-cement has-[#mobile-menu:popover-open]:shadow-[0_6px_24px_-12px_rgba(29,42,48,0.35)]',
        )}
      >
        {/* At most 69 px tall, so an anchor scrolled 70 px below the top is never under it. */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-5 lg:h-[68px] lg:gap-5 lg:px-8">
          <Link href="/" aria-label={`${brand} home`} className="mr-auto shrink-0 rounded-md">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
            <img src="/images/logo.svg" alt="" width={176} height={38} className="h-8 w-auto lg:h-9" />
          </Link>
          <div className="hidden lg:block">
            <DesktopNav items={main} />
          </div>
          <button
            ref={searchToggleRef}
            type="button"
            aria-expanded={searchOpen}
            aria-controls={SEARCH_PANEL_ID}
            aria-label={searchOpen ? 'Close search' : `Search ${brand}`}
            popoverTarget={SEARCH_PANEL_ID}
            className="flex h-11 w-11 items-center justify-center rounded-full text-slate hover:bg-cement group-has-[#site-search:popover-open]/header:bg-cement"
          >
            <SearchIcon className="h-5 w-5 group-has-[#site-search:popover-open]/header:hidden" />
            <CloseIcon className="hidden h-5 w-5 group-has-[#site-search:popover-open]/header:block" />
          </button>
          <button
            ref={hamburgerRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            popoverTarget={MOBILE_MENU_ID}
            className="flex h-11 w-11 items-center justify-center rounded-full text-slate hover:bg-cement lg:hidden"
          >
            <MenuIcon className="h-6 w-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <CloseIcon className="hidden h-6 w-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
        <SearchPanel brand={brand} endpoint={searchEndpoint} open={searchOpen} onClose={closeSearch} />
        <MobileMenu id={MOBILE_MENU_ID} items={main} utility={utility} onNavigate={closeMenu} />
      </header>
    </>
  );
}
