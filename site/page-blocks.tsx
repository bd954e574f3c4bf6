/**
 * The site's use of the engine: validate a page's blocks against the generated registry, render
 * them, and apply the diagnostics policy (shown on the page in development, logged once in
 * production).
 */
import { blockRegistry } from '../codegen/generated/registry';
import { DiagnosticsPanel, logDiagnosticsOnce, prepareBlocks, renderBlocks, type PreparedBlock, type RawBlock } from '../engine';
import { createRenderContext } from './render-context';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Blocks that render the page's own `<h1>` (the heroes). */
const PAGE_HEADING_BLOCKS: ReadonlySet<string> = new Set(['acf/page-hero', 'acf/page-hero-2', 'acf/slider-hero', 'acf/video-hero', 'acf/plus-hero']);

/** True when the blocks already carry the page's `<h1>`, so the route need not add one. */
export function hasPageHeading(blocks: readonly PreparedBlock[]): boolean {
  return blocks.some(
    (block) =>
      PAGE_HEADING_BLOCKS.has(block.name) ||
      (block.name === 'core/heading' && isRecord(block.data) && block.data.level === 1) ||
      hasPageHeading(block.innerBlocks),
  );
}

export function preparePage(uri: string, blocks: readonly RawBlock[]) {
  const prepared = prepareBlocks(blocks, blockRegistry);
  if (process.env.NODE_ENV !== 'development') logDiagnosticsOnce(uri, prepared.diagnostics);
  return prepared;
}

export interface PageBlocksProps {
  readonly uri: string;
  readonly prepared: ReturnType<typeof preparePage>;
  /** The request's query, for blocks that read it (the news index's filters); routes that read it render per request. */
  readonly searchParams?: Readonly<Record<string, string | undefined>>;
}

export async function PageBlocks({ uri, prepared, searchParams }: PageBlocksProps) {
  return (
    <>
      {process.env.NODE_ENV === 'development' ? <DiagnosticsPanel diagnostics={prepared.diagnostics} /> : null}
      <div className="cms-blocks">{renderBlocks(prepared.blocks, await createRenderContext(uri, searchParams))}</div>
    </>
  );
}
