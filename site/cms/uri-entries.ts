/** Every page and post uri: the sitemap and `generateStaticParams`. */
import { cache } from 'react';
import { AllUrisDocument } from '../../codegen/generated/graphql';
import { cmsQuery } from './client';
import { isNoindex } from './own-seo';
import type { CmsPage } from './pages';
import { advance, FIRST_PAGE, type Cursor } from './paging';
import { normalizeUri, str } from './uri';

export interface UriEntry {
  readonly uri: string;
  readonly kind: CmsPage['kind'];
  readonly modified: string;
  /** Yoast's `noindex`, or the site's plugin's (own-seo.ts): served, but left out of the sitemap. */
  readonly noindex: boolean;
}

const URIS_PAGE_SIZE = 100;

/** Every page and post uri with its modified date (the sitemap), paging through both connections. */
export const getAllUriEntries = cache(async (): Promise<UriEntry[]> => uriEntries(true));

/** Every page's uri, none of the posts (an archive of any size adds nothing to it). */
export const getPageUriEntries = cache(async (): Promise<UriEntry[]> => uriEntries(false));

async function uriEntries(withPosts: boolean): Promise<UriEntry[]> {
  const entries: UriEntry[] = [];
  let pages = FIRST_PAGE;
  let posts: Cursor = withPosts ? FIRST_PAGE : { more: false, after: null };
  while (pages.more || posts.more) {
    const data = await cmsQuery(AllUrisDocument, { first: URIS_PAGE_SIZE, pagesAfter: pages.after, postsAfter: posts.after, withPages: pages.more, withPosts: posts.more });
    for (const node of data.pages?.nodes ?? []) if (node.uri) entries.push({ uri: normalizeUri(node.uri), kind: 'page', modified: str(node.modified), noindex: isNoindex(node) });
    for (const node of data.posts?.nodes ?? []) if (node.uri) entries.push({ uri: normalizeUri(node.uri), kind: 'post', modified: str(node.modified), noindex: isNoindex(node) });
    pages = advance(pages, data.pages);
    posts = advance(posts, data.posts);
  }
  return entries;
}

/** Every page and post uri. */
export async function getAllUris(): Promise<string[]> {
  return [...new Set((await getAllUriEntries()).map((entry) => entry.uri))];
}

/** Every page uri, for `generateStaticParams`: the posts are the news routes' (site/news/data.ts). */
export async function getPageUris(): Promise<string[]> {
  return [...new Set((await getPageUriEntries()).map((entry) => entry.uri))];
}
