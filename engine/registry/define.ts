/**
 * `defineBlock`: a block type is its CMS names and a zod schema over its nested shape.
 * The renderer's props are inferred from that schema, never written by hand.
 */
import type { ReactNode } from 'react';
import { z } from 'zod';
import type { RenderContext } from './context';

/** Attributes every block accepts (spec 2.5). */
export const commonFields = {
  anchor: z.string().optional(),
  className: z.string().optional(),
};

export interface BlockDefinition<Data = unknown> {
  /** CMS block names served by this definition; aliases share one definition. */
  readonly names: readonly [string, ...string[]];
  /** The schema over the block's nested (unflattened) data. */
  readonly schema: z.ZodType<Data>;
  /** Whether the schema has a `content` field, which falls back to the block's saved HTML. */
  readonly readsContent: boolean;
}

/** Declares a block type. `fields` is a zod shape; repeaters and groups use the field helpers. */
export function defineBlock<const S extends z.ZodRawShape>(definition: {
  names: readonly [string, ...string[]];
  fields: S;
}): BlockDefinition<z.output<z.ZodObject<typeof commonFields & S>>> {
  return {
    names: definition.names,
    schema: z.object({ ...commonFields, ...definition.fields }),
    readsContent: 'content' in definition.fields,
  };
}

/** The validated data a renderer receives. */
export type BlockData<D extends BlockDefinition> = D extends BlockDefinition<infer Data> ? Data : never;

/** What a renderer knows of the block it renders besides its data. */
export interface BlockInfo {
  /** The CMS name the block arrived with (one of the definition's names). */
  readonly name: string;
  /** The index path, e.g. `blocks[2].innerBlocks[0]`. */
  readonly path: string;
  /** The block's saved HTML, for the blocks whose markup lives there. */
  readonly originalContent: string;
}

export interface BlockProps<D extends BlockDefinition> {
  readonly data: BlockData<D>;
  readonly ctx: RenderContext;
  readonly block: BlockInfo;
  /** The block's inner blocks, already rendered. */
  readonly children?: ReactNode;
}

/** A renderer: a (server) component over the block's validated data. */
export type BlockRenderer<D extends BlockDefinition> = (props: BlockProps<D>) => ReactNode | Promise<ReactNode>;
