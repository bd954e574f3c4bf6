import type definition from '../block-schemas/core-html';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';

/** Headings, lists and tables inside hand-written HTML get the site's typography. */
const HTML_CLASSES =
  'space-y-4 leading-relaxed [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_table]:w-full [&_td]:border [&_td]:border-cement [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-cement [&_th]:px-3 [&_th]:py-2 [&_th]:text-left';

export default function CoreHtml({ data, block }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.content)) return null;
  return <RichText id={data.anchor} html={data.content} className={cn(flowClass(block, 'text'), HTML_CLASSES, data.className)} />;
}
