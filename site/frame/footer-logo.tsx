'use client';
/**
 * The footer logo (spec 2.1): it links to '/', except on the facility-upgrades sub-site (any path
 * containing 'micc'), where it links to that sub-site's landing page.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export const MICC_HOME = '/micc-upgrades';

export function footerLogoHref(pathname: string): string {
  return pathname.includes('micc') ? MICC_HOME : '/';
}

export function FooterLogo({ brand }: { readonly brand: string }) {
  const href = footerLogoHref(usePathname() ?? '/');
  return (
    <Link href={href} aria-label={href === '/' ? `${brand} home` : `${brand} facility upgrades home`} className="inline-block rounded-md">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
      <img src="/images/logo-white.svg" alt="" width={176} height={38} className="h-9 w-auto" />
    </Link>
  );
}
