/**
 * The site's use of the engine: validate a page's blocks against the generated registry, render
 * them, and apply the diagnostics policy (shown on the page in development, logged once in
 * production).
 */
import { blockRegistry } from '../codegen/generated/registry';
import { DiagnosticsPanel, logDiagnosticsOnce, prepareBlocks, renderBlocks, type ImageMap, type RawBlock } from '../engine';
import { createRenderContext } from './render-context';

/** Validates a page's blocks, with the media its blocks' attachment ids resolve to. */
export function preparePage(uri: string, page: { readonly blocks: readonly RawBlock[]; readonly images: ImageMap }) {
  const prepared = prepareBlocks(page.blocks, blockRegistry, { images: page.images });
  if (process.env.NODE_ENV !== 'development') logDiagnosticsOnce(uri, prepared.diagnostics);
  return prepared;
}

/** The page's `<h1>`, for a page whose blocks draw none (`drawsPageHeading`). */
export function PageTitle({ title, as: Tag }: { readonly title: string; readonly as: 'header' | 'div' }) {
  return (
    <Tag className="mx-auto max-w-6xl px-5 pt-12 md:px-8 md:pt-16">
      <h1 className="text-4xl font-semibold tracking-tight text-slate md:text-5xl">{title}</h1>
    </Tag>
  );
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
