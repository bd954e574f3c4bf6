/**
 * `<RouteLink>`: next/link for the site's own routes, the one way the site links to them (CmsLink,
 * the menus and every other route link go through it).
 *
 * The router does not prefetch a route link when it scrolls into view. On a phone that fetched and
 * decoded the RSC payload of every page the screen showed a link to (the home page twice, from the
 * logo: 29 and 78 KB) while the page itself was still starting. A route link is prefetched when the
 * visitor shows intent instead: a pointer over it, a touch on it, keyboard focus on it (the page's
 * PageEffects listens for these on the anchors carrying ROUTE_LINK_ATTRIBUTE). A tap on a link that
 * was not prefetched navigates as any other: the router fetches the page then.
 */
// eslint-disable-next-line no-restricted-imports -- the one module that uses next/link itself
import Link from 'next/link';
import type { ComponentProps } from 'react';

/** The attribute that marks a route link's anchor, for prefetching on intent. */
export const ROUTE_LINK_ATTRIBUTE = 'data-route-link';

export type RouteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

export function RouteLink(props: RouteLinkProps) {
  return <Link {...props} {...{ [ROUTE_LINK_ATTRIBUTE]: '' }} prefetch={false} />;
}
