import type definition from '../block-schemas/search';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { searchEndpoint } from './ui/search/endpoint';
import { SiteSearch } from './ui/search/site-search';

/** The search block: the site search (the client leaf SiteSearch) with the block's placeholder, 'Type here.', its query kept in the URL (`?q=`). */
export default function Search({ data, ctx, block }: BlockProps<typeof definition>) {
  const { brand, searchApiUrl } = ctx.site.config;
  return (
    <section id={data.anchor} className={cn(flowClass(block, 'text'), 'min-h-64', data.className)}>
      <SiteSearch endpoint={searchEndpoint(searchApiUrl)} placeholder="Type here." label={`Search ${brand}`} syncUrl />
    </section>
  );
}
