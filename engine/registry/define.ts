/**
 * `defineBlock`: a block type is its CMS names and a zod schema over its nested shape.
 * The renderer's props are inferred from that schema, never written by hand.
 */
import type { ReactNode } from 'react';
import { z } from 'zod';
import { safeElementId } from '../element-id';
import type { RenderContext } from './context';

/** Attributes every block accepts. An anchor that names a global of the page's runtime is prefixed. */
export const commonFields = {
  anchor: z.string().overwrite(safeElementId).optional(),
  className: z.string().optional(),
};

export interface BlockDefinition<Data = unknown> {
  /** CMS block names served by this definition; aliases share one definition. */
  readonly names: readonly [string, ...string[]];
  /** The schema over the block's nested (unflattened) data. */
  readonly schema: z.ZodType<Data>;
  /** Whether the schema has a `content` field, which falls back to the block's saved HTML. */
  readonly readsContent: boolean;
  /**
   * Whether the block's saved HTML is read (`readsContent`, or the renderer reads
   * `block.originalContent`): only such blocks make a page query ask WordPress for it, which
   * costs WordPress a render of the block.
   */
  readonly readsSavedHtml: boolean;
  /** Whether the block, with this data, draws the page's `<h1>` (so the page must not add one). */
  drawsPageHeading(data: Data): boolean;
}

/** A problem with a block as a whole: the field it is reported at, and why. */
export interface BlockProblem<K extends string = string> {
  readonly field: K;
  readonly message: string;
}

/**
 * Declares a block type. `fields` is a zod shape; repeaters and groups use the field helpers.
 * `check` is a rule over the whole block that no single field can state (one of two fields is
 * required): the problem it returns is an error, and the block is not rendered.
 * `drawsPageHeading` says that the block renders the page's `<h1>` (a hero), always (`true`) or
 * for some data (a level-1 heading), so that the page adds no title of its own.
 * `readsSavedHtml` says that the renderer reads the block's saved HTML (`block.originalContent`).
 */
export function defineBlock<const S extends z.ZodRawShape>(definition: {
  names: readonly [string, ...string[]];
  fields: S;
  check?: (data: z.output<z.ZodObject<typeof commonFields & S>>) => BlockProblem<keyof S & string> | undefined;
  drawsPageHeading?: true | ((data: z.output<z.ZodObject<typeof commonFields & S>>) => boolean);
  readsSavedHtml?: true;
}): BlockDefinition<z.output<z.ZodObject<typeof commonFields & S>>> {
  const { check, drawsPageHeading } = definition;
  const readsContent = 'content' in definition.fields;
  const object = z.object({ ...commonFields, ...definition.fields });
  return {
    names: definition.names,
    schema:
      check === undefined
        ? object
        : object.superRefine((data, ctx) => {
            const problem = check(data);
            if (problem !== undefined) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message, input: data });
          }),
    readsContent,
    readsSavedHtml: readsContent || definition.readsSavedHtml === true,
    drawsPageHeading: drawsPageHeading === undefined ? () => false : drawsPageHeading === true ? () => true : drawsPageHeading,
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
