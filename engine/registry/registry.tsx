/**
 * The registry: CMS block name -> (definition, renderer). Each pair is bound once by `bindBlock`,
 * which is where the renderer's props are checked against the schema; after binding, dispatch
 * needs no cast because the data never leaves the closure that knows its type.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { unflatten, type FlatRecord } from '../flatten/unflatten';
import { blockFields, imageResolver } from '../validate/fields';
import type { RenderContext } from './context';
import type { BlockDefinition, BlockInfo, BlockRenderer } from './define';

/** A block that passed validation, ready to render. */
export type RenderBlock = (ctx: RenderContext, key: string, children: ReactNode) => ReactNode;

export type CheckResult =
  | { readonly ok: true; readonly data: unknown; readonly render: RenderBlock }
  | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

export interface BoundBlock {
  readonly names: readonly string[];
  readonly schema: z.ZodType;
  /** Unflattens and validates a block's attributes. */
  check(attributes: FlatRecord, info: BlockInfo): CheckResult;
}

/** Pairs a definition with its renderer; the renderer's props must match the schema. */
export function bindBlock<Data>(definition: BlockDefinition<Data>, Renderer: BlockRenderer<BlockDefinition<Data>>): BoundBlock {
  return {
    names: definition.names,
    schema: definition.schema,
    check(attributes, info) {
      const fields = blockFields(attributes, info.originalContent, definition.readsContent);
      const nested = unflatten(definition.schema, fields, { resolveImage: imageResolver(attributes) });
      const result = definition.schema.safeParse(nested);
      if (!result.success) return { ok: false, issues: result.error.issues };
      const data = result.data;
      return {
        ok: true,
        data,
        render: (ctx, key, children) => (
          <Renderer key={key} data={data} ctx={ctx} block={info}>
            {children}
          </Renderer>
        ),
      };
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
