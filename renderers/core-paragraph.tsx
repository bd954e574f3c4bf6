import type definition from '../block-schemas/core-paragraph';
import type { BlockProps } from '../engine';
import { backgroundPresets, cn, flowClass, presetClass, textPresets } from './ui/cn';
import { textAlignClasses, textAlignOf } from './ui/core';
import { RichText, richTextIsEmpty, unwrapElement } from './ui/rich-text';

/** The editor's font size slugs. */
const fontSizeClasses: Readonly<Record<string, string>> = {
  small: 'text-sm',
  medium: 'text-lg',
  large: 'text-xl md:text-2xl',
  'x-large': 'text-2xl md:text-3xl',
};

const DROP_CAP = 'first-letter:float-left first-letter:mr-2 first-letter:text-6xl first-letter:leading-none first-letter:font-semibold';

export default function CoreParagraph({ data, block }: BlockProps<typeof definition>) {
  const content = unwrapElement(data.content, ['p']);
  if (richTextIsEmpty(content)) return null;
  const background = presetClass(backgroundPresets, data.backgroundColor);
  return (
    <RichText
      as="p"
      id={data.anchor}
      html={content}
      className={cn(
        flowClass(block, 'text'),
        'leading-relaxed',
        presetClass(fontSizeClasses, data.fontSize) ?? 'text-base md:text-lg',
        textAlignClasses[textAlignOf(data.style.typography.textAlign, data.align)],
        data.dropCap && DROP_CAP,
        background,
        background && 'px-5 py-4',
        presetClass(textPresets, data.textColor),
        data.className,
      )}
      dir={data.direction || undefined}
    />
  );
}
