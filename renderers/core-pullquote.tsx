import type definition from '../block-schemas/core-pullquote';
import type { BlockProps } from '../engine';
import { backgroundPresets, cn, flowClass, presetClass, textPresets } from './ui/cn';
import { textAlignClasses, textAlignOf } from './ui/core';
import { RichText, richTextIsEmpty, unwrapElement } from './ui/rich-text';

const PARAGRAPH = /<p\b[^>]*>[\s\S]*?<\/p>/gi;

/**
 * The quote's paragraphs. Pullquotes saved before WordPress 6.0 may hold several, of which
 * `value` (read with today's selector) has only the first: the saved markup has them all.
 */
function savedParagraphs(saved: string): string | undefined {
  const paragraphs = saved.match(PARAGRAPH) ?? [];
  return paragraphs.length > 1 ? paragraphs.join('') : undefined;
}

/** Floated pullquotes sit beside the text on wider screens, as the editor shows them. */
const placeClasses = {
  '': '',
  none: '',
  center: '',
  wide: '',
  full: '',
  left: 'sm:float-left sm:mr-8 sm:mb-4 sm:max-w-[45%]',
  right: 'sm:float-right sm:ml-8 sm:mb-4 sm:max-w-[45%]',
} as const;

export default function CorePullquote({ data, block }: BlockProps<typeof definition>) {
  const paragraphs = savedParagraphs(block.originalContent);
  if (paragraphs === undefined && richTextIsEmpty(data.value)) return null;
  const background = presetClass(backgroundPresets, data.backgroundColor);
  const align = textAlignOf(data.style.typography.textAlign, data.textAlign) || 'center';
  const floated = data.align === 'left' || data.align === 'right';
  const figure = (
    <figure
      id={data.anchor}
      className={cn(
        'border-y-4 border-solar py-8',
        background,
        background && 'px-6 md:px-10',
        presetClass(textPresets, data.textColor) ?? 'text-slate',
        textAlignClasses[align],
        placeClasses[data.align],
        data.className,
      )}
    >
      <blockquote className="space-y-4">
        <RichText
          as={paragraphs === undefined ? 'p' : 'div'}
          html={paragraphs ?? unwrapElement(data.value, ['p'])}
          className="space-y-4 text-2xl font-semibold leading-snug tracking-tight text-balance md:text-3xl"
        />
        {richTextIsEmpty(data.citation) ? null : (
          <RichText
            as="cite"
            html={data.citation}
            // On the editor's colours the citation keeps their text colour, so it stays readable.
            className={cn('block text-sm font-semibold uppercase not-italic tracking-[0.14em]', background || data.textColor ? 'text-current' : 'text-freight')}
          />
        )}
      </blockquote>
    </figure>
  );
  // The page column's padding would fight the quote's own borders and float, so it goes on a wrapper.
  const flow = flowClass(block, data.align === 'wide' || data.align === 'full' ? 'wide' : 'text');
  return flow === undefined ? figure : <div className={cn(flow, floated && 'flow-root')}>{figure}</div>;
}
