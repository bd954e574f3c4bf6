/**
 * The article's contact list: the media contact, which is the site's default
 * unless the post overrides it (`postMediaContact.overwrite`), then the post's own contact items.
 * `mediaContactHide` hides the whole list. An item repeating an earlier one (same email, or same
 * phone without an email) is shown once.
 */
import type { CmsMediaContact, CmsPostNode } from '../../cms/loaders';

export interface ArticleContact {
  readonly key: string;
  /** Plain text: the media contact's name. */
  readonly name: string;
  /** CMS HTML: a contact item's content. */
  readonly html: string;
  readonly phone: string;
  readonly email: string;
}

const identity = (contact: { readonly phone: string; readonly email: string }) =>
  contact.email.trim().toLowerCase() || contact.phone.replace(/\D/g, '');

export function articleContacts(post: Pick<CmsPostNode, 'mediaContactHide' | 'mediaContactOverride' | 'contactItems'>, siteDefault: CmsMediaContact | null): ArticleContact[] {
  if (post.mediaContactHide) return [];
  const media = post.mediaContactOverride ?? siteDefault;
  const candidates: ArticleContact[] = [
    ...(media ? [{ key: 'media', name: media.contact, html: '', phone: media.phone, email: media.email }] : []),
    ...post.contactItems.map((item, index) => ({ key: `item-${index}`, name: '', html: item.html, phone: item.phone, email: item.email })),
  ];
  const seen = new Set<string>();
  return candidates.filter((contact) => {
    const id = identity(contact);
    if (id !== '' && seen.has(id)) return false;
    if (id !== '') seen.add(id);
    return id !== '' || contact.name !== '' || contact.html !== '';
  });
}
