import Link from 'next/link';
import type { SiteFrame } from '../cms/loaders';
import { MenuList, topLevel } from './menu';

/**
 * The site header: logo to '/', the main menu's top level on desktop and a disclosure menu on
 * phones. The full navigation (dropdowns, flyouts, search) is built on this frame.
 */
export function SiteHeader({ frame }: { readonly frame: SiteFrame }) {
  const items = topLevel(frame.menus['main-menu']);
  return (
    <header className="sticky top-0 z-40 border-b border-cement bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-5 md:h-20 md:px-8">
        <Link href="/" className="shrink-0" aria-label={`${frame.brand} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
          <img src="/images/logo.svg" alt="" width={176} height={38} className="h-8 w-auto md:h-9" />
        </Link>
        <div className="hidden lg:block">
          <MenuList label="Main" items={items} className="flex items-center gap-8 text-[15px] font-medium" linkClassName="py-2 text-slate underline-offset-8 hover:text-freight hover:underline" />
        </div>
        <details className="group lg:hidden">
          <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate hover:bg-cement [&::-webkit-details-marker]:hidden">
            <span className="sr-only">Menu</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
              <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
            </svg>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-cement bg-white px-5 pb-6 shadow-lg">
            <MenuList label="Main" items={items} className="divide-y divide-cement" linkClassName="block py-4 text-lg font-medium text-slate" />
          </div>
        </details>
      </div>
    </header>
  );
}
