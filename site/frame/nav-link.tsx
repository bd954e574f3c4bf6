/**
 * A menu link. Its href was resolved on the server (navigation.ts): site routes go through
 * next/link, anything else is a plain anchor, and an unsafe URL leaves the label as text. A new tab
 * never gets a handle on this page. Server and client components both render it; only the
 * Customer Login item is a client component of its own (customer-login-link.tsx), since it follows
 * the login-portal cookie once the page runs in the browser (the server never sees the cookie, so
 * every page stays static).
 */
import { CustomerLoginLink } from './customer-login-link';
import { MenuAnchor, type NavLinkProps } from './menu-anchor';

export type { NavLinkProps } from './menu-anchor';

export function NavLink({ link, customerLogin = false, children, ...props }: NavLinkProps) {
  if (customerLogin) {
    return (
      <CustomerLoginLink link={link} {...props}>
        {children}
      </CustomerLoginLink>
    );
  }
  if (link.href === undefined) {
    const { className, role, tabIndex, id } = props;
    return <span {...{ className, role, tabIndex, id }}>{children}</span>;
  }
  return (
    <MenuAnchor link={link} href={link.href} {...props}>
      {children}
    </MenuAnchor>
  );
}
