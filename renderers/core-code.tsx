import type definition from '../block-schemas/core-code';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { cmsHtml, richTextIsEmpty, unwrapElement } from './ui/rich-text';

/** Long lines scroll inside the block rather than widening the page on a phone. */
const PRE = 'overflow-x-auto rounded-lg bg-ink p-5 text-sm leading-relaxed text-lightest md:text-[0.9375rem]';

export default function CoreCode({ data, block }: BlockProps<typeof definition>) {
  // Falling back to the saved markup brings the block's own `<pre><code>`, which this supplies.
  const content = unwrapElement(unwrapElement(data.content, ['pre']), ['code']);
  if (richTextIsEmpty(content)) return null;
  return (
    <pre id={data.anchor} className={cn(flowClass(block, 'text'), PRE, data.className)} tabIndex={0}>
      <code className="font-mono">{cmsHtml(content)}</code>
    </pre>
  );
}
