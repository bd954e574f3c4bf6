/**
 * The site header: the utility bar, the logo, the desktop navigation, the search overlay and the
 * mobile menu. It is rendered on the server as HTML; the browser hydrates only the parts a visitor
 * works: the desktop menus (desktop-nav.tsx), the two popover buttons, the search (its form is
 * server HTML until the overlay first opens), and the behaviour that has no markup of its own
 * (header.client.tsx). The menus and their pictures are shaped here on the server; the browser
 * receives plain data.
 */
import { RouteLink } from '../../renderers/ui/route-link';
import type { ReactNode } from 'react';
import { CmsImage } from '../../renderers/ui/cms-image';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../renderers/ui/icons';
import { PlainSearch } from '../../renderers/ui/search/search-form';
import { searchEndpoint } from '../../renderers/ui/search/endpoint';
import type { SiteFrame } from '../cms/loaders';
import { getSiteConfig } from '../../config';
import { DesktopNav } from './desktop-nav';
import { HEADER_ID, HeaderBehaviour, HeaderSearch, MOBILE_MENU_ID, PopoverToggle, SEARCH_PANEL_ID } from './header.client';
import { MobileMenu } from './mobile-nav';
import { NavLink } from './nav-link';
import { navigationTree, type NavItem } from './navigation';

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

/** The desktop dropdowns' featured pictures, drawn here so that the browser needs no image code for them. */
function featuredPictures(items: readonly NavItem[]): Record<number, ReactNode> {
  return Object.fromEntries(
    items.flatMap((item) => (item.featured ? [[item.id, <CmsImage key={item.id} image={{ ...item.featured.image, alt: '' }} sizes="264px" className="aspect-[16/10] w-full rounded-lg object-cover" />]] : [])),
  );
}

export function SiteHeader({ frame }: { readonly frame: SiteFrame }) {
  const { brand } = frame;
  const main = navigationTree(frame.menus['main-menu']);
  const utility = navigationTree(frame.menus['top-nav-bar']);
  const searchBox = {
    placeholder: `Search ${brand}`,
    label: `Search ${brand}`,
    className: 'mx-auto max-w-3xl px-5 py-5 lg:px-8 lg:py-8',
    resultsClassName: 'max-h-[calc(100dvh-12rem)] overflow-y-auto overscroll-contain',
  };
  return (
    <>
      <UtilityBar items={utility} />
      <header
        id={HEADER_ID}
        data-sticky="false"
        className={[
          // The open menu (a popover the browser may have opened before the runtime) fixes the header: CSS follows it;
          // so does the border and shadow once the page has scrolled (`data-sticky`, set by the runtime).
          'site-header group/header sticky top-0 z-40 w-full border-b bg-white transition-shadow has-[#mobile-menu:popover-open]:fixed has-[#mobile-menu:popover-open]:inset-x-0',
          'border-transparent has-[#mobile-menu:popover-open]:border-cement has-[#mobile-menu:popover-open]:shadow-[0_6px_24px_-12px_rgba(29,42,48,0.35)]',
          'data-[sticky=true]:border-cement data-[sticky=true]:shadow-[0_6px_24px_-12px_rgba(29,42,48,0.35)]',
        ].join(' ')}
      >
        {/* At most 69 px tall, so an anchor scrolled 70 px below the top is never under it. */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-5 lg:h-[68px] lg:gap-5 lg:px-8">
          <RouteLink href="/" aria-label={`${brand} home`} className="mr-auto shrink-0 rounded-md">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
            <img src="/images/logo.svg" alt="" width={176} height={38} className="h-8 w-auto lg:h-9" />
          </RouteLink>
          <div className="hidden lg:block">
            <DesktopNav items={main} pictures={featuredPictures(main)} />
          </div>
          <PopoverToggle
            target={SEARCH_PANEL_ID}
            label={`Search ${brand}`}
            openLabel="Close search"
            className="flex h-11 w-11 items-center justify-center rounded-full text-slate hover:bg-cement group-has-[#site-search:popover-open]/header:bg-cement"
          >
            <SearchIcon className="h-5 w-5 group-has-[#site-search:popover-open]/header:hidden" />
            <CloseIcon className="hidden h-5 w-5 group-has-[#site-search:popover-open]/header:block" />
          </PopoverToggle>
          <PopoverToggle target={MOBILE_MENU_ID} label="Open menu" openLabel="Close menu" className="flex h-11 w-11 items-center justify-center rounded-full text-slate hover:bg-cement lg:hidden">
            <MenuIcon className="h-6 w-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <CloseIcon className="hidden h-6 w-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </PopoverToggle>
        </div>
        {/* The search overlay: a popover placed at the header's bottom edge, the page behind it dimmed by its backdrop. */}
        <div
          id={SEARCH_PANEL_ID}
          popover="auto"
          className="site-search-panel inset-x-0 bottom-auto m-0 w-full max-w-none border-0 border-t border-cement bg-white p-0 text-ink shadow-[0_24px_48px_-24px_rgba(29,42,48,0.45)] backdrop:bg-ink/40"
        >
          <HeaderSearch popover={SEARCH_PANEL_ID} endpoint={searchEndpoint(getSiteConfig().searchApiUrl)} {...searchBox}>
            <PlainSearch popover={SEARCH_PANEL_ID} {...searchBox} />
          </HeaderSearch>
        </div>
        <MobileMenu id={MOBILE_MENU_ID} items={main} utility={utility} />
      </header>
      <HeaderBehaviour />
    </>
  );
}
