import type { Metadata } from 'next';
import { getPageByUri } from '../../cms/loaders';
import { pageMetadata } from '../../metadata';
import { CmsPageView } from '../../page-blocks';
import { SEARCH_PAGE_PATH } from '../../../renderers/ui/search/endpoint';

interface RouteProps {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The first value of `q`: `?q=a&q=b` is `a`. */
const firstQuery = (params: Record<string, string | string[] | undefined>) => {
  const value = params.q;
  return Array.isArray(value) ? value[0] : value;
};

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByUri(SEARCH_PAGE_PATH);
  // One page for every query: the canonical address is the search page itself.
  return page ? { ...pageMetadata(page), robots: { index: false, follow: true } } : {};
}

/**
 * The search page opened with `?q=` (a shared link, or the search box's form before the runtime
 * has arrived): the CMS page at SEARCH_PAGE_PATH rendered per request, its search block showing the
 * query's results in the HTML. `next.config.ts` rewrites such requests here (searchPageRewrite);
 * this path itself is not a CMS page, so the proxy answers it with the not-found page.
 */
export default async function SearchResultsPage({ searchParams }: RouteProps) {
  const q = firstQuery(await searchParams);
  return <CmsPageView uri={SEARCH_PAGE_PATH} searchParams={q === undefined ? {} : { q }} />;
}
