import type definition from '../block-schemas/core-list';
import type { BlockProps } from '../engine';
import { cn, flowClass } from './ui/cn';
import { cmsHtml, outerElement, richTextClasses, richTextIsEmpty, unwrapElement } from './ui/rich-text';

/** An ordered list's numbering, as full classes. */
const typeClasses = {
  '': 'list-decimal',
  decimal: 'list-decimal',
  'upper-alpha': 'list-[upper-alpha]',
  'lower-alpha': 'list-[lower-alpha]',
  'upper-roman': 'list-[upper-roman]',
  'lower-roman': 'list-[lower-roman]',
} as const;

const listClasses = {
  ul: 'list-disc space-y-2 pl-6 leading-relaxed marker:text-freight [&_ol]:mt-2 [&_ul]:mt-2 [&_ul]:list-[circle]',
  ol: 'space-y-2 pl-6 leading-relaxed marker:text-freight [&_ol]:mt-2 [&_ul]:mt-2',
} as const;

export default function CoreList({ data, block, children }: BlockProps<typeof definition>) {
  // Lists saved before list items were blocks keep their items as HTML.
  const legacyItems = data.values === '' ? unwrapElement(block.originalContent, ['ul', 'ol']) : data.values;
  if (children === undefined && richTextIsEmpty(legacyItems)) return null;
  const List = data.ordered || outerElement(block.originalContent)?.tag === 'ol' ? 'ol' : 'ul';
  const orderProps = List === 'ol' ? { start: data.start, reversed: data.reversed || undefined } : {};
  const list = (
    <List id={data.anchor} className={cn(listClasses[List], List === 'ol' && typeClasses[data.type], richTextClasses, data.className)} {...orderProps}>
      {children ?? cmsHtml(legacyItems)}
    </List>
  );
  // The page column's padding would fight the list's indent, so it goes on a wrapper.
  const flow = flowClass(block, 'text');
  return flow === undefined ? list : <div className={flow}>{list}</div>;
}
