import type definition from '../block-schemas/core-verse';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { textAlignClasses, textAlignOf } from './ui/core';
import { cmsHtml, richTextClasses, richTextIsEmpty, unwrapElement } from './ui/rich-text';

/** Verse keeps its line breaks and indents but reads in the body face, wrapping on a phone. */
export default function CoreVerse({ data, block }: BlockProps<typeof definition>) {
  // Falling back to the saved markup brings the block's own `<pre>`, which this supplies.
  const content = unwrapElement(data.content, ['pre']);
  if (richTextIsEmpty(content)) return null;
  return (
    <pre
      id={data.anchor}
      className={cn(
        flowClass(block, 'text'),
        'whitespace-pre-wrap font-sans text-base leading-loose text-ink md:text-lg',
        textAlignClasses[textAlignOf(data.style.typography.textAlign, data.textAlign)],
        richTextClasses,
        data.className,
      )}
    >
      {cmsHtml(content)}
    </pre>
  );
}
