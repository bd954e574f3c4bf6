import Link from 'next/link';
import { RichText } from '../../renderers/ui/rich-text';
import { getSiteConfig } from '../config';
import type { SiteFrame } from '../cms/loaders';
import { MenuList, topLevel } from './menu';

const footerLink = 'hover:text-white hover:underline';

/** The site footer: contact information, menus, GDPR text and the copyright line (spec 2.1). */
export function SiteFooter({ frame }: { readonly frame: SiteFrame }) {
  const { brand, copyrightYear } = getSiteConfig();
  return (
    <footer className="bg-slate text-white/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 md:grid-cols-[1.2fr_2fr] md:px-8">
        <div className="space-y-5">
          <Link href="/" aria-label={`${brand} home`} className="inline-block">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
            <img src="/images/logo-white.svg" alt="" width={176} height={38} className="h-9 w-auto" />
          </Link>
          {frame.options.footerContactInfo ? <RichText html={frame.options.footerContactInfo} tone="dark" className="space-y-2 text-sm leading-relaxed" /> : null}
        </div>
        <MenuList label="Footer" items={topLevel(frame.menus['footer-menu'])} className="grid grid-cols-2 gap-x-8 gap-y-3 text-[15px] sm:grid-cols-3" linkClassName={footerLink} />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm md:flex-row md:items-center md:justify-between md:px-8">
          <p>
            ©{copyrightYear} {brand}, All Rights Reserved
          </p>
          <MenuList label="Legal" items={topLevel(frame.menus['legal-menu'])} className="flex flex-wrap gap-x-6 gap-y-2" linkClassName={footerLink} />
        </div>
        {frame.options.gdprDescription ? (
          <RichText html={frame.options.gdprDescription} tone="dark" className="mx-auto max-w-7xl px-5 pb-6 text-xs text-white/60 md:px-8" />
        ) : null}
      </div>
    </footer>
  );
}
