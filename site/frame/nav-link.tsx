'use client';
/**
 * A menu link in the browser. Its href was resolved on the server (navigation.ts): site routes
 * go through next/link, anything else is a plain anchor, and an unsafe URL leaves the label as
 * text. A new tab never gets a handle on this page. The Customer Login item follows the
 * login-portal cookie once the page runs in the browser (the server never sees the cookie, so
 * every page stays static).
 */
import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { portalUrlFromCookies } from './customer-login';
import type { NavHref } from './navigation';

const noSubscription = () => () => undefined;

/** The portal URL of the login-portal cookie; undefined on the server, during hydration and when `enabled` is false. */
function usePortalUrl(enabled: boolean): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => (enabled ? portalUrlFromCookies(document.cookie) : undefined),
    () => undefined,
  );
}

export type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  readonly link: NavHref;
  readonly customerLogin?: boolean;
};

export function NavLink({ link, customerLogin = false, children, ...props }: NavLinkProps) {
  const portal = usePortalUrl(customerLogin);
  const href = portal ?? link.href;
  if (href === undefined) {
    const { className, role, tabIndex, id } = props;
    return <span {...{ className, role, tabIndex, id }}>{children}</span>;
  }
  const newTab = { target: link.newTab ? '_blank' : undefined, rel: link.newTab ? 'noopener noreferrer' : undefined };
  return portal === undefined && link.kind === 'route' ? (
    <Link href={href} {...props} {...newTab}>
      {children}
    </Link>
  ) : (
    <a href={href} {...props} {...newTab}>
      {children}
    </a>
  );
}
