import type definition from '../block-schemas/core-html';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { documentClasses } from './ui/typography';

export default function CoreHtml({ data, block }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.content)) return null;
  return <RichText id={data.anchor} html={data.content} className={cn(flowClass(block, 'text'), documentClasses, data.className)} />;
}
