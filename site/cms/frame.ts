/** What every page's header and footer need: the menus, the site options and the brand words. */
import { cache } from 'react';
import { MenuItemsPageDocument, SiteFrameDocument, type MenuItemFieldsFragment, type MenuItemsPageFieldsFragment, type MenuItemsPageQuery, type SiteFrameQuery } from '../../codegen/generated/graphql';
import type { ImageRecord } from '../../records';
import { getSiteConfig } from '../../config';
import { cmsQuery } from './client';
import type { CmsMediaContact } from './pages';
import { toImageRecord } from './images';
import { internalOrigins, plain, str, toSiteHref } from './uri';

/** The menus the site's header and footer show. */
export type MenuSlug = 'main-menu' | 'top-nav-bar' | 'footer-menu' | 'legal-menu';

export interface FeaturedMenuItem {
  readonly heading: string;
  readonly link: { readonly url: string; readonly title: string; readonly target: string };
  readonly image: ImageRecord;
}

/** A menu item in a flat list, in menu order; `parentId` null for a root. */
export interface MenuItem {
  readonly id: number;
  readonly parentId: number | null;
  /** Plain text (entities decoded). */
  readonly label: string;
  /** A path for this site's pages, an absolute URL otherwise. */
  readonly url: string;
  /** '' or e.g. '_blank'. */
  readonly target: string;
  readonly cssClasses: readonly string[];
  /** The dropdown's featured panel; present only when it has both a link and an image. */
  readonly featured: FeaturedMenuItem | null;
}

export interface SiteOptions {
  /** HTML. */
  readonly footerContactInfo: string;
  readonly socialLinks: ReadonlyArray<{ readonly url: string; readonly network: string }>;
  readonly mediaContact: CmsMediaContact | null;
  /** HTML. */
  readonly gdprDescription: string;
}

/** What every page's header and footer need. */
export interface SiteFrame {
  readonly brand: string;
  readonly company: string;
  readonly portal: string;
  readonly menus: Readonly<Record<MenuSlug, readonly MenuItem[]>>;
  readonly options: SiteOptions;
}

type MenuNode = SiteFrameQuery['mainMenu'];

/** A menu's items: the first 100 from the frame query, then page after page until the last (WPGraphQL pages at 100). */
async function allMenuItems(menu: MenuNode): Promise<MenuItemFieldsFragment[]> {
  if (!menu) return [];
  const items = [...(menu.menuItems?.nodes ?? [])];
  let page: MenuItemsPageFieldsFragment | null | undefined = menu.menuItems;
  while (page?.pageInfo.hasNextPage && page.pageInfo.endCursor && menu.slug) {
    const next: MenuItemsPageQuery = await cmsQuery(MenuItemsPageDocument, { slug: menu.slug, after: page.pageInfo.endCursor });
    page = next.menu?.menuItems;
    items.push(...(page?.nodes ?? []));
  }
  return items;
}

function toMenuItems(menuItems: readonly MenuItemFieldsFragment[], internal: readonly string[]): MenuItem[] {
  const nodes = [...menuItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const ids = new Set(nodes.map((node) => node.databaseId));
  return nodes.map((node) => ({
    id: node.databaseId,
    // An item whose parent is not in the menu (e.g. a draft) is shown as a root rather than lost.
    parentId: node.parentDatabaseId && ids.has(node.parentDatabaseId) ? node.parentDatabaseId : null,
    label: plain(node.label),
    url: toSiteHref(str(node.url) || str(node.path) || '#', internal),
    target: str(node.target),
    cssClasses: (node.cssClasses ?? []).flatMap((name) => (name ? [name] : [])),
    featured: toFeatured(node.featuredMenuItem, internal),
  }));
}

function toFeatured(featured: MenuItemFieldsFragment['featuredMenuItem'], internal: readonly string[]): FeaturedMenuItem | null {
  const picture = toImageRecord(featured?.image?.node);
  if (!featured?.link?.url || !picture) return null;
  return {
    heading: plain(featured.heading),
    link: { url: toSiteHref(featured.link.url, internal), title: plain(featured.link.title), target: str(featured.link.target) },
    image: picture,
  };
}

function toOptions(options: SiteFrameQuery['siteOptions']): SiteOptions {
  const site = options?.siteSettings;
  const contact = site?.mediaContact;
  return {
    footerContactInfo: str(site?.footerContactInfo),
    socialLinks: (site?.socialMediaLinks ?? []).flatMap((link) => (link?.link ? [{ url: link.link, network: str(link.social) }] : [])),
    mediaContact: contact ? { contact: str(contact.contact), email: str(contact.email), phone: str(contact.phone) } : null,
    gdprDescription: str(options?.gdpr?.gdprDescription),
  };
}

/** Menus (flat, per slug), site options and brand words for the header and footer. */
export const getSiteFrame = cache(async (): Promise<SiteFrame> => {
  const data = await cmsQuery(SiteFrameDocument, {});
  const internal = internalOrigins(data.generalSettings?.url);
  const { brand, company, portal } = getSiteConfig();
  const [main, top, footer, legal] = await Promise.all([data.mainMenu, data.topNavBar, data.footerMenu, data.legalMenu].map(allMenuItems));
  const menus: Record<MenuSlug, readonly MenuItem[]> = {
    'main-menu': toMenuItems(main ?? [], internal),
    'top-nav-bar': toMenuItems(top ?? [], internal),
    'footer-menu': toMenuItems(footer ?? [], internal),
    'legal-menu': toMenuItems(legal ?? [], internal),
  };
  return { brand, company, portal, menus, options: toOptions(data.siteOptions) };
});
