/**
 * The strings a prepared block shows, read from its validated data as its schema describes it,
 * so that a reader of a page's words (the site search) need not parse attributes or guess which
 * strings are HTML.
 */
import { isRecord } from '../record';
import { shapeOf, type ShapeNode } from '../flatten/walk';
import { commonFields } from '../registry/define';
import type { PreparedBlock } from './validate';

/** A string of a block's data: HTML (an `html()` field) or plain text (a text field, a link's title). */
export interface ShownString {
  readonly html: boolean;
  readonly value: string;
}

function visitShape(shape: ShapeNode, data: Record<string, unknown>, out: ShownString[]): void {
  for (const [key, node] of shape) {
    const value = data[key];
    if (node.type === 'group') {
      if (isRecord(value)) visitShape(node.shape, value, out);
    } else if (node.type === 'repeater') {
      if (Array.isArray(value)) for (const row of value) if (isRecord(row)) visitShape(node.item, row, out);
    } else if (node.type === 'value' && node.kind === 'link') {
      if (isRecord(value) && typeof value.title === 'string' && value.title !== '') out.push({ html: false, value: value.title });
    } else if (node.type === 'value' && node.kind !== 'image' && !node.enumerated && typeof value === 'string' && value !== '') {
      out.push({ html: node.kind === 'html', value });
    }
  }
}

/** The fields every block has (`anchor`, `className`) are markup, not words. */
const ownShape = (shape: ShapeNode): ShapeNode => shape.filter(([key]) => !Object.hasOwn(commonFields, key));

/** The block's own strings in field order (not its inner blocks'); images, link URLs, choices, numbers and lists are left out. */
export function blockStrings(block: PreparedBlock): ShownString[] {
  const out: ShownString[] = [];
  if (isRecord(block.data)) visitShape(ownShape(shapeOf(block.schema)), block.data, out);
  return out;
}
