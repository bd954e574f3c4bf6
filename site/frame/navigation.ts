/**
 * The frame's menus as the client leaves receive them: a tree (buildMenuTree), and every link
 * already resolved on the server (safe, PDF-rewritten, route or plain anchor), so the browser
 * gets plain data and none of the configuration or sanitizing code.
 */
import { linkKind, type LinkKind } from '../../renderers/ui/cms-link';
import { pdfHref } from '../../renderers/ui/media-href';
import type { ImageRecord } from '../../records';
import type { MenuItem } from '../cms/loaders';
import { isCustomerLogin } from './customer-login';
import { buildMenuTree, type MenuTreeNode } from './menu-tree';

/** A resolved link: no href when the CMS URL is unsafe (the label then shows as text). */
export interface NavHref {
  readonly href: string | undefined;
  readonly kind: LinkKind | undefined;
  readonly newTab: boolean;
}

export interface NavFeatured {
  readonly heading: string;
  readonly title: string;
  readonly link: NavHref;
  readonly image: ImageRecord;
}

export interface NavItem {
  readonly id: number;
  readonly label: string;
  readonly link: NavHref;
  /** The 'Customer Login' item: its link follows the login-portal cookie. */
  readonly customerLogin: boolean;
  readonly featured: NavFeatured | null;
  readonly children: readonly NavItem[];
}

export function resolveHref(url: string, target: string): NavHref {
  const href = pdfHref(url.trim());
  const kind = linkKind(href);
  return { href: kind === undefined ? undefined : href, kind, newTab: target === '_blank' };
}

function toNavItem(node: MenuTreeNode<MenuItem>): NavItem {
  const { featured } = node;
  return {
    id: node.id,
    label: node.label,
    link: resolveHref(node.url, node.target),
    customerLogin: isCustomerLogin(node.label),
    // The loader keeps a featured panel only with both a link and an image; an unsafe link drops it here.
    featured:
      featured && linkKind(featured.link.url) !== undefined
        ? { heading: featured.heading, title: featured.link.title, link: resolveHref(featured.link.url, featured.link.target), image: featured.image }
        : null,
    children: node.children.map(toNavItem),
  };
}

/** A flat CMS menu as a navigation tree. */
export function navigationTree(items: readonly MenuItem[]): NavItem[] {
  return buildMenuTree(items).map(toNavItem);
}
