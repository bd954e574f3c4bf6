import type definition from '../block-schemas/core-heading';
import type { BlockProps } from '../engine';
import { backgroundPresets, cn, flowClass, presetClass, textPresets } from './ui/cn';
import { textAlignClasses, textAlignOf } from './ui/core';
import { RichText, richTextIsEmpty, unwrapElement } from './ui/rich-text';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type HeadingTag = (typeof HEADING_TAGS)[number];

const sizeClasses: Record<HeadingTag, string> = {
  h1: 'text-4xl font-semibold tracking-tight md:text-5xl',
  h2: 'text-3xl font-semibold tracking-tight md:text-4xl',
  h3: 'text-2xl font-semibold md:text-3xl',
  h4: 'text-xl font-semibold md:text-2xl',
  h5: 'text-lg font-semibold',
  h6: 'text-base font-semibold uppercase tracking-wide',
};

export default function CoreHeading({ data, block }: BlockProps<typeof definition>) {
  const content = unwrapElement(data.content, HEADING_TAGS);
  if (richTextIsEmpty(content)) return null;
  const tag = HEADING_TAGS[data.level - 1] ?? 'h2';
  const background = presetClass(backgroundPresets, data.backgroundColor);
  return (
    <RichText
      as={tag}
      id={data.anchor}
      html={content}
      className={cn(
        flowClass(block, 'heading'),
        'text-balance',
        sizeClasses[tag],
        textAlignClasses[textAlignOf(data.style.typography.textAlign, data.textAlign, data.align)],
        background,
        background && 'px-5 py-4',
        presetClass(textPresets, data.textColor) ?? 'text-slate',
        data.className,
      )}
    />
  );
}
