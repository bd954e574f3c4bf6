import type definition from '../block-schemas/core-preformatted';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { cmsHtml, richTextClasses, richTextIsEmpty, unwrapElement } from './ui/rich-text';

export default function CorePreformatted({ data, block }: BlockProps<typeof definition>) {
  // Falling back to the saved markup brings the block's own `<pre>`, which this supplies.
  const content = unwrapElement(data.content, ['pre']);
  if (richTextIsEmpty(content)) return null;
  return (
    <pre
      id={data.anchor}
      tabIndex={0}
      className={cn(flowClass(block, 'text'), 'overflow-x-auto rounded-lg bg-lightest p-5 font-mono text-sm leading-relaxed text-ink ring-1 ring-ink/10', richTextClasses, data.className)}
    >
      {cmsHtml(content)}
    </pre>
  );
}
