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

export type BlockSchema<S extends z.ZodRawShape = z.ZodRawShape> = z.ZodObject<S & typeof commonFields>;

export interface BlockDefinition<S extends z.ZodRawShape = z.ZodRawShape> {
  /** CMS block names served by this definition; aliases share one definition. */
  readonly names: readonly [string, ...string[]];
  readonly schema: BlockSchema<S>;
}

/** Declares a block type. `fields` is a zod shape; repeaters and groups use the field helpers. */
export function defineBlock<const S extends z.ZodRawShape>(definition: {
  names: readonly [string, ...string[]];
  fields: S;
}): BlockDefinition<S> {
  return { names: definition.names, schema: z.object({ ...commonFields, ...definition.fields }) };
}

/** The validated data a renderer receives. */
export type BlockData<D extends BlockDefinition> = z.output<D['schema']>;

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
