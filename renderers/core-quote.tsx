import type definition from '../block-schemas/core-quote';
import type { BlockProps } from '../engine';
import { cn, flowClass, hasClass } from './ui/cn';
import { textAlignClasses, textAlignOf } from './ui/core';
import { RichText, richTextIsEmpty } from './ui/rich-text';

/**
 * A quote with inner blocks draws them; its `value` then is only their saved HTML over again
 * (wp-graphql-content-blocks sources it from the rendered block), so it is read only when the
 * quote has no inner blocks, as in content saved before quotes held blocks.
 */
/** The quote's own citation closes its saved markup; a `<cite>` elsewhere belongs to an inner block. */
const OWN_CITATION = /<cite\b[^>]*>[\s\S]*<\/cite>\s*<\/blockquote>\s*$/i;

export default function CoreQuote({ data, block, children }: BlockProps<typeof definition>) {
  const hasValue = children === undefined && !richTextIsEmpty(data.value);
  // content-blocks sources `citation` from the first `<cite>` of the rendered block, an inner quote's included.
  const citationIsInner = children !== undefined && block.originalContent !== '' && !OWN_CITATION.test(block.originalContent);
  const hasCitation = !citationIsInner && !richTextIsEmpty(data.citation);
  if (!hasValue && children === undefined) return null;
  const large = hasClass(data.className, 'is-style-large');
  const quote = (
    <blockquote
      id={data.anchor}
      className={cn(
        'space-y-4 border-l-4 border-solar pl-6 italic leading-relaxed text-slate',
        large ? 'text-xl md:text-2xl' : 'text-base md:text-lg',
        textAlignClasses[textAlignOf(data.style.typography.textAlign, data.textAlign, data.align)],
        data.className,
      )}
    >
      {hasValue ? <RichText html={data.value} className="space-y-4" /> : null}
      {children}
      {hasCitation ? <RichText as="cite" html={data.citation} className="block text-sm font-medium not-italic text-freight" /> : null}
    </blockquote>
  );
  // The page column's padding would fight the quote's own left padding, so it goes on a wrapper.
  const flow = flowClass(block, 'text');
  return flow === undefined ? quote : <div className={flow}>{quote}</div>;
}
