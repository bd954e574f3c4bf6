import type definition from '../block-schemas/search';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { searchEndpoint } from './ui/search/endpoint';
import { SiteSearch } from './ui/search/site-search.client';

/**
 * The search block: the site search (the client leaf SiteSearch) with the block's placeholder,
 * 'Type here.', its query kept in the URL (`?q=`). A page rendered for a `?q=` link shows that
 * query's results in its HTML, before (and without) the runtime.
 */
export default async function Search({ data, ctx, block }: BlockProps<typeof definition>) {
  const { brand, searchApiUrl } = ctx.site.config;
  const query = ctx.searchParams.q?.trim() ?? '';
  const answer = query === '' ? undefined : await ctx.site.search(query);
  return (
    <section id={data.anchor} className={cn(flowClass(block, 'text'), 'min-h-64', data.className)}>
      <SiteSearch
        endpoint={searchEndpoint(searchApiUrl)}
        placeholder="Type here."
        label={`Search ${brand}`}
        syncUrl
        initial={answer === undefined ? undefined : { query, ...answer }}
      />
    </section>
  );
}
