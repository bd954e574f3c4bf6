/** A menu link's anchor, shared by the server's menus and the client's (nav-link.tsx, customer-login-link.tsx). */
import { RouteLink } from '../../renderers/ui/route-link';
import type { ComponentProps } from 'react';
import type { NavHref } from './navigation';

export type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  readonly link: NavHref;
  readonly customerLogin?: boolean;
};

/** The anchor for `href`: next/link for a site route, a plain anchor otherwise, `rel` guarding a new tab. */
export function MenuAnchor({ link, href, children, ...props }: Omit<NavLinkProps, 'customerLogin'> & { readonly href: string }) {
  const newTab = { target: link.newTab ? '_blank' : undefined, rel: link.newTab ? 'noopener noreferrer' : undefined };
  return link.kind === 'route' ? (
    <RouteLink href={href} {...props} {...newTab}>
      {children}
    </RouteLink>
  ) : (
    <a href={href} {...props} {...newTab}>
      {children}
    </a>
  );
}
