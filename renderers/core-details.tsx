import type definition from '../block-schemas/core-details';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { cmsHtml, richTextIsEmpty } from './ui/rich-text';

/**
 * A native disclosure: keyboard and screen-reader support come with the element, and it works
 * without JavaScript. The marker is drawn as a chevron that turns when open.
 */
export default function CoreDetails({ data, block, children }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.summary) && children === undefined) return null;
  const summary = richTextIsEmpty(data.summary) ? 'Details' : cmsHtml(data.summary);
  const details = (
    <details id={data.anchor} open={data.showContent || undefined} name={data.name || undefined} className={cn('group border-y border-ink/15', data.className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-slate marker:content-none hover:text-freight [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <span aria-hidden="true" className="size-3 shrink-0 rotate-45 border-r-2 border-b-2 border-current transition-transform group-open:-rotate-135" />
      </summary>
      <div className="space-y-4 pb-6">{children}</div>
    </details>
  );
  // The page column's padding stays outside the rules above and below.
  const flow = flowClass(block, 'text');
  return flow === undefined ? details : <div className={flow}>{details}</div>;
}
