/**
 * A block type's definition bound to its renderer, once, by `bindBlock`: where the renderer's props
 * are checked against the schema, and what reads a block's attributes (ACF's keys unflattened, the
 * keys no field reads reported), validates them and renders the result. After binding, dispatch
 * needs no cast because the data never leaves the closure that knows its type.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { resolveImages, unflatten, type FlatRecord } from '../flatten/unflatten';
import { shapeOf } from '../flatten/walk';
import { unreadKeys } from '../flatten/unread';
import { acfData, blockFields, imageResolver } from '../validate/fields';
import { salvage, type Finding } from '../validate/salvage';
import type { RenderContext } from './context';
import type { BlockDefinition, BlockInfo, BlockRenderer } from './define';

/** A block that passed validation, ready to render. */
export type RenderBlock = (ctx: RenderContext, key: string, children: ReactNode) => ReactNode;

/**
 * A block that renders, with the values the engine changed or dropped on the way (warnings), or
 * a block that cannot render, with why (errors).
 */
export type CheckResult =
  | { readonly ok: true; readonly data: unknown; readonly render: RenderBlock; readonly drawsPageHeading: boolean; readonly warnings: readonly Finding[] }
  | { readonly ok: false; readonly errors: readonly Finding[]; readonly warnings: readonly Finding[] };

/** Attachment id -> image, as the site resolved them for a whole page (ACF stores image fields as ids). */
export type ImageMap = ReadonlyMap<string, unknown>;

/** A block's attributes read into the nested shape of its schema, its attachment ids not yet resolved. */
export interface ReadBlock {
  /** Fresh objects, which `check` consumes. */
  readonly nested: FlatRecord;
  /** The attachment ids the block's declared image fields hold, so a page can resolve them in one query. */
  readonly imageIds: readonly string[];
  /** The keys of ACF's `data` that no field reads (misspelt, removed, past a repeater's rows), as warnings. */
  readonly unread: readonly Finding[];
}

export interface BoundBlock {
  readonly names: readonly string[];
  readonly schema: z.ZodType;
  /** Reads a block's attributes (ACF's `data` merged, keys unflattened) once, collecting its image fields' attachment ids. */
  read(attributes: FlatRecord, originalContent: string): ReadBlock;
  /**
   * Validates a block: its `read` (made here when not given) with ids resolved through `images`,
   * then the block's `meta`.
   */
  check(attributes: FlatRecord, info: BlockInfo, images?: ImageMap, read?: ReadBlock): CheckResult;
}

/** Pairs a definition with its renderer; the renderer's props must match the schema. */
export function bindBlock<Data>(definition: BlockDefinition<Data>, Renderer: BlockRenderer<BlockDefinition<Data>>): BoundBlock {
  const read = (attributes: FlatRecord, originalContent: string): ReadBlock => {
    const imageIds: string[] = [];
    const data = acfData(attributes);
    const unread = data === undefined ? [] : unreadKeys(shapeOf(definition.schema), data);
    const nested = unflatten(definition.schema, blockFields(attributes, originalContent, definition.readsContent, data), {
      resolveImage: (id) => {
        imageIds.push(id);
        return undefined;
      },
    });
    return { nested, imageIds, unread };
  };
  return {
    names: definition.names,
    schema: definition.schema,
    read,
    check(attributes, info, images, done = read(attributes, info.originalContent)) {
      const { nested: readNested, imageIds, unread } = done;
      const nested = imageIds.length === 0 ? readNested : resolveImages(definition.schema, readNested, imageResolver(attributes, images));
      const result = salvage(definition.schema, nested);
      const warnings = unread.length === 0 ? result.warnings : [...result.warnings, ...unread];
      if (!result.ok) return { ok: false, errors: result.errors, warnings };
      const data = result.data;
      return {
        ok: true,
        data,
        drawsPageHeading: definition.drawsPageHeading(data),
        warnings,
        render: (ctx, key, children) => (
          <Renderer key={key} data={data} ctx={ctx} block={info}>
            {children}
          </Renderer>
        ),
      };
    },
  };
}
