import { CmsLink } from '../../renderers/ui/cms-link';
import { RichText, richTextIsEmpty } from '../../renderers/ui/rich-text';
import { getSiteConfig } from '../../config';
import type { MenuItem, SiteFrame } from '../cms/loaders';
import { FooterLogo } from './footer-logo';
import { buildMenuTree, type MenuTreeNode } from './menu-tree';
import { SocialIcon, socialNetworkName } from './social-icons';

const footerLink = 'rounded-sm text-white/85 underline-offset-4 hover:text-white hover:underline';

const toLink = (item: MenuItem) => ({ url: item.url, title: item.label, target: item.target });

/** A list of menu links in the footer's style. */
function LinkList({ items, className }: { readonly items: ReadonlyArray<MenuTreeNode<MenuItem>>; readonly className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <CmsLink link={toLink(item)} className={footerLink}>
            {item.label}
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer menu: a flat menu is a grid of links; a menu whose top items have children is a set
 * of columns, each headed by its top item.
 */
function FooterMenu({ items }: { readonly items: readonly MenuItem[] }) {
  const tree = buildMenuTree(items);
  if (tree.length === 0) return null;
  const columns = tree.some((node) => node.children.length > 0);
  return (
    <nav aria-label="Footer">
      {columns ? (
        <ul className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {tree.map((node) => (
            <li key={node.id}>
              <CmsLink link={toLink(node)} className="font-semibold text-white underline-offset-4 hover:underline">
                {node.label}
              </CmsLink>
              <LinkList items={node.children} className="mt-3 space-y-2 text-[15px]" />
            </li>
          ))}
        </ul>
      ) : (
        <LinkList items={tree} className="grid grid-cols-2 gap-x-8 gap-y-3 text-[15px] font-medium sm:grid-cols-3" />
      )}
    </nav>
  );
}

/**
 * The site footer: contact information, social links, the footer and legal menus, the
 * GDPR description from the site options, and '©{year} {brand}, All Rights Reserved'.
 */
export function SiteFooter({ frame }: { readonly frame: SiteFrame }) {
  const { copyrightYear } = getSiteConfig();
  const { options, brand } = frame;
  const legal = buildMenuTree(frame.menus['legal-menu']);
  return (
    <footer className="bg-slate text-white/85">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 md:px-8 lg:grid-cols-[1.1fr_2fr] lg:py-16">
        <div className="space-y-6">
          <FooterLogo brand={brand} />
          <RichText html={options.footerContactInfo} tone="dark" className="space-y-3 text-[15px] leading-relaxed" />
          {options.socialLinks.length > 0 ? (
            <ul className="flex flex-wrap gap-3" aria-label={`${brand} on social media`}>
              {options.socialLinks.map((social) => (
                <li key={social.url}>
                  <CmsLink link={{ url: social.url, target: '_blank' }} className="flex h-10 w-10 items-center justify-center rounded-full border border-white/30 text-white transition-colors hover:bg-white hover:text-slate">
                    <SocialIcon network={social.network} className="h-[18px] w-[18px]" />
                    <span className="sr-only">{`${brand} on ${socialNetworkName(social.network)}`}</span>
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterMenu items={frame.menus['footer-menu']} />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm md:flex-row md:items-center md:justify-between md:px-8">
          <p>
            ©{copyrightYear} {brand}, All Rights Reserved
          </p>
          {legal.length > 0 ? (
            <nav aria-label="Legal">
              <LinkList items={legal} className="flex flex-wrap gap-x-6 gap-y-2" />
            </nav>
          ) : null}
        </div>
        {richTextIsEmpty(options.gdprDescription) ? null : (
          <RichText html={options.gdprDescription} tone="dark" className="mx-auto max-w-7xl px-5 pb-8 text-xs leading-relaxed text-white/75 md:px-8" />
        )}
      </div>
    </footer>
  );
}
