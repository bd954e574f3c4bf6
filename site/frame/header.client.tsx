'use client';
/**
 * The header's behaviour: sticky with a border once the page has scrolled more
 * than 150 px; fixed while the mobile menu is open, with the page behind it inert, focus kept
 * inside the header and returned to the hamburger on close; the search overlay. Both close when
 * the route changes.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
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

/**
 * The mobile menu and the search overlay: at most one open, both closed by a new route; closing
 * one returns focus to the button that opened it; Escape closes the search.
 */
function usePanels(headerRef: RefObject<HTMLElement | null>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);

  // A new route closes both (adjusting state during render, as React recommends over an effect).
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    hamburgerRef.current?.focus();
  }, []);
  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  }, []);
  useMenuModality(menuOpen, headerRef, closeMenu);

  useEffect(() => {
    if (!searchOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [searchOpen, closeSearch]);

  const toggleMenu = () => {
    setSearchOpen(false);
    setMenuOpen((open) => !open);
  };
  const toggleSearch = () => {
    setMenuOpen(false);
    setSearchOpen((open) => !open);
  };
  return { menuOpen, searchOpen, hamburgerRef, searchToggleRef, closeMenu, closeSearch, toggleMenu, toggleSearch };
}

/** The search overlay under the header, and the dimmed page behind it that closes it. */
function SearchPanel({ open, brand, endpoint, onClose }: { readonly open: boolean; readonly brand: string; readonly endpoint: string; readonly onClose: () => void }) {
  return (
    <>
      {open ? <div aria-hidden="true" onClick={onClose} className="absolute inset-x-0 top-full h-dvh bg-ink/40" /> : null}
      <div id={SEARCH_PANEL_ID} hidden={!open} className="absolute inset-x-0 top-full border-t border-cement bg-white shadow-[0_24px_48px_-24px_rgba(29,42,48,0.45)]">
        {open ? (
          <SiteSearch
            endpoint={endpoint}
            placeholder={`Search ${brand}`}
            label={`Search ${brand}`}
            onCancel={onClose}
            focusOnMount
            className="mx-auto max-w-3xl px-5 py-5 lg:px-8 lg:py-8"
            resultsClassName="max-h-[calc(100dvh-12rem)] overflow-y-auto overscroll-contain"
          />
        ) : null}
      </div>
    </>
  );
}

export function HeaderFrame({ brand, main, utility, searchEndpoint }: HeaderFrameProps) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const headerRef = useRef<HTMLElement>(null);
  const { menuOpen, searchOpen, hamburgerRef, searchToggleRef, closeMenu, closeSearch, toggleMenu, toggleSearch } = usePanels(headerRef);
  return (
    <>
      <UtilityBar items={utility} />
      <header
        ref={headerRef}
        data-sticky={sticky}
        data-menu-open={menuOpen}
        className={cn(
          'top-0 z-40 w-full border-b bg-white transition-shadow',
          menuOpen ? 'fixed inset-x-0' : 'sticky',
          sticky || menuOpen ? 'border-cement shadow-[0_6px_24px_-12px_rgba(29,42,48,0.35)]' : 'border-transparent',
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
            onClick={toggleSearch}
            className="flex h-11 w-11 items-center justify-center rounded-full text-slate hover:bg-cement aria-expanded:bg-cement"
          >
            {searchOpen ? <CloseIcon className="h-5 w-5" /> : <SearchIcon className="h-5 w-5" />}
          </button>
          <button
            ref={hamburgerRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={toggleMenu}
            className="flex h-11 w-11 items-center justify-center rounded-full text-slate hover:bg-cement lg:hidden"
          >
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
        <SearchPanel open={searchOpen} brand={brand} endpoint={searchEndpoint} onClose={closeSearch} />
        <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} items={main} utility={utility} onNavigate={closeMenu} />
      </header>
    </>
  );
}
