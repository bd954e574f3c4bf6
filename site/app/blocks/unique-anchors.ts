/**
 * Fixtures of different blocks may use the same anchor; on one page an id must be unique, so a
 * repeated anchor gets a numbered suffix (`faq`, `faq-2`). Inputs are copied, never changed.
 */
import { isRecord } from '../../../engine';

function parseAttributes(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function withUniqueAnchor(block: unknown, seen: Map<string, number>): unknown {
  if (!isRecord(block)) return block;
  const attributes = parseAttributes(block.attributesJSON);
  const inner = Array.isArray(block.innerBlocks) ? block.innerBlocks.map((child: unknown) => withUniqueAnchor(child, seen)) : block.innerBlocks;
  const anchor = attributes?.anchor;
  if (attributes === undefined || typeof anchor !== 'string' || anchor === '') return { ...block, innerBlocks: inner };
  const count = (seen.get(anchor) ?? 0) + 1;
  seen.set(anchor, count);
  const attributesJSON = count === 1 ? block.attributesJSON : JSON.stringify({ ...attributes, anchor: `${anchor}-${count}` });
  return { ...block, attributesJSON, innerBlocks: inner };
}

export function uniqueAnchors(blocks: readonly unknown[]): unknown[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => withUniqueAnchor(block, seen));
}
