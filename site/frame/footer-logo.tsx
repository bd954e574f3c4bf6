'use client';
/**
 * The footer logo: it links to '/', except on the facility-upgrades sub-site (any path
 * containing 'micc'), where it links to that sub-site's landing page.
 */
import { RouteLink } from '../../renderers/ui/route-link';
import { usePathname, useSelectedLayoutSegment } from 'next/navigation';
import { useSyncExternalStore } from 'react';

/**
 * The sub-site's landing page, written as the site serves it (`trailingSlash`): without its slash every
 * prefetch of the link took a redirect, which the router dropped and asked again.
 */
export const MICC_HOME = '/micc-upgrades/';

export function footerLogoHref(pathname: string): string {
  return pathname.includes('micc') ? MICC_HOME : '/';
}

/** The root layout's segment on Next's not-found route, which answers every path the CMS does not know. */
const NOT_FOUND_SEGMENTS: ReadonlySet<string | null> = new Set(['/_not-found', '_not-found']);
const noSubscription = () => () => undefined;

/**
 * The path the visitor asked for. On the not-found page it is not the router's: that page is
 * prerendered once for every unknown path (site/server/request-gate.ts), on its own route, so its
 * HTML knows no path, and the address bar tells after hydration (the first render in the browser
 * matches the HTML, then the address is read; React would keep a mismatched attribute otherwise).
 */
function useVisitedPath(): string {
  const routed = usePathname() ?? '/';
  const sharedNotFound = NOT_FOUND_SEGMENTS.has(useSelectedLayoutSegment());
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!sharedNotFound) return routed;
  return hydrated ? window.location.pathname : '/';
}

export function FooterLogo({ brand }: { readonly brand: string }) {
  const href = footerLogoHref(useVisitedPath());
  return (
    <RouteLink href={href} aria-label={href === '/' ? `${brand} home` : `${brand} facility upgrades home`} className="inline-block rounded-md">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
      <img src="/images/logo-white.svg" alt="" width={176} height={38} loading="lazy" className="h-9 w-auto" />
    </RouteLink>
  );
}
