'use client';
/**
 * The Customer Login menu item: the portal of the login-portal cookie once the page runs in the
 * browser, the menu's own link before then (and on the server, which never sees the cookie).
 */
import { useSyncExternalStore } from 'react';
import { portalUrlFromCookies } from './customer-login';
import { MenuAnchor, type NavLinkProps } from './menu-anchor';

const noSubscription = () => () => undefined;

/** The portal URL of the login-portal cookie; undefined on the server and during hydration. */
function usePortalUrl(): string | undefined {
  return useSyncExternalStore(noSubscription, () => portalUrlFromCookies(document.cookie), () => undefined);
}

export function CustomerLoginLink({ link, children, ...props }: Omit<NavLinkProps, 'customerLogin'>) {
  const portal = usePortalUrl();
  const href = portal ?? link.href;
  if (href === undefined) {
    const { className, role, tabIndex, id } = props;
    return <span {...{ className, role, tabIndex, id }}>{children}</span>;
  }
  // The portal is another site: a plain anchor.
  return (
    <MenuAnchor link={portal === undefined ? link : { ...link, kind: 'anchor' }} href={href} {...props}>
      {children}
    </MenuAnchor>
  );
}
