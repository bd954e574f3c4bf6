import type { SiteFrame } from '../cms/loaders';
import { getSiteConfig } from '../../config';
import { publicUrl } from '../metadata';

/** JSON in a script element: '<' is escaped, so no value can close the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** schema.org `Organization` for search engines, on every page. */
export function organizationData(frame: SiteFrame) {
  const { company, brand, publicSiteUrl } = getSiteConfig();
  const contact = frame.options.mediaContact;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company,
    alternateName: brand,
    url: `${publicSiteUrl}/`,
    logo: publicUrl('/images/logo.svg'),
    sameAs: frame.options.socialLinks.map((link) => link.url),
    ...(contact && (contact.email || contact.phone)
      ? { contactPoint: [{ '@type': 'ContactPoint', contactType: 'media relations', ...(contact.email ? { email: contact.email } : {}), ...(contact.phone ? { telephone: contact.phone } : {}) }] }
      : {}),
  };
}

export function OrganizationJsonLd({ frame }: { readonly frame: SiteFrame }) {
  // The one script element with inline content: JSON for crawlers, escaped above, never CMS HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(organizationData(frame)) }} />;
}
