/**
 * The registry: CMS block name -> (definition, renderer). Each pair is bound once by `bindBlock`,
 * which is where the renderer's props are checked against the schema; after binding, dispatch
 * needs no cast because the data never leaves the closure that knows its type.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { unflatten, type FlatRecord } from '../flatten/unflatten';
import { blockFields, imageResolver } from '../validate/fields';
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

export interface BoundBlock {
  readonly names: readonly string[];
  readonly schema: z.ZodType;
  /** Unflattens and validates a block's attributes; ids are resolved through `images`, then the block's `meta`. */
  check(attributes: FlatRecord, info: BlockInfo, images?: ImageMap): CheckResult;
  /** The attachment ids the block's image fields hold, so a page can resolve them in one query. */
  imageIds(attributes: FlatRecord): string[];
}

/** Pairs a definition with its renderer; the renderer's props must match the schema. */
export function bindBlock<Data>(definition: BlockDefinition<Data>, Renderer: BlockRenderer<BlockDefinition<Data>>): BoundBlock {
  return {
    names: definition.names,
    schema: definition.schema,
    check(attributes, info, images) {
      const fields = blockFields(attributes, info.originalContent, definition.readsContent);
      const nested = unflatten(definition.schema, fields, { resolveImage: imageResolver(attributes, images) });
      const result = salvage(definition.schema, nested);
      if (!result.ok) return { ok: false, errors: result.errors, warnings: result.warnings };
      const data = result.data;
      return {
        ok: true,
        data,
        drawsPageHeading: definition.drawsPageHeading(data),
        warnings: result.warnings,
        render: (ctx, key, children) => (
          <Renderer key={key} data={data} ctx={ctx} block={info}>
            {children}
          </Renderer>
        ),
      };
    },
    imageIds(attributes) {
      const ids: string[] = [];
      unflatten(definition.schema, blockFields(attributes, '', false), {
        resolveImage: (id) => {
          ids.push(id);
          return undefined;
        },
      });
      return ids;
    },
  };
}

export interface Registry {
  lookup(name: string): BoundBlock | undefined;
  readonly names: readonly string[];
  readonly blocks: readonly BoundBlock[];
}

/** Builds the name index; two definitions claiming one name is a programming error. */
export function createRegistry(blocks: readonly BoundBlock[]): Registry {
  const byName = new Map<string, BoundBlock>();
  for (const block of blocks) {
    for (const name of block.names) {
      if (byName.has(name)) throw new Error(`Block name ${name} is defined twice`);
      byName.set(name, block);
    }
  }
  return { lookup: (name) => byName.get(name), names: [...byName.keys()].sort(), blocks };
}
