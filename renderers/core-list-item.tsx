import type definition from '../block-schemas/core-list-item';
import type { BlockProps } from '../engine';
import { cmsHtml, richTextIsEmpty, unwrapElement } from './ui/rich-text';

/** One item; its parent core/list styles the list, links included. */
export default function CoreListItem({ data, children }: BlockProps<typeof definition>) {
  const content = unwrapElement(data.content, ['li']);
  if (children === undefined && richTextIsEmpty(content)) return null;
  return (
    <li id={data.anchor} className={data.className}>
      {cmsHtml(content)}
      {children}
    </li>
  );
}
