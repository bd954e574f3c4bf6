import type definition from '../block-schemas/core-list-item';
import type { BlockProps } from '../engine';
import { cmsHtml, richTextIsEmpty, unwrapElement } from './ui/rich-text';

/** Where a nested list starts in an item's HTML. */
const NESTED_LIST = /<(?:ul|ol)\b/i;

/**
 * The item's own text. With a nested list as inner blocks, `content` (sourced from the rendered
 * `<li>`) carries that list's markup too: the inner blocks draw it, so it is cut from the text.
 */
function ownText(content: string, nested: boolean): string {
  const html = unwrapElement(content, ['li']);
  const start = nested ? html.search(NESTED_LIST) : -1;
  return start === -1 ? html : html.slice(0, start);
}

/** One item; its parent core/list styles the list, links included. */
export default function CoreListItem({ data, children }: BlockProps<typeof definition>) {
  const content = ownText(data.content, children !== undefined);
  if (children === undefined && richTextIsEmpty(content)) return null;
  return (
    <li id={data.anchor} className={data.className}>
      {cmsHtml(content)}
      {children}
    </li>
  );
}
