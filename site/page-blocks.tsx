/**
 * The site's use of the engine: validate a page's blocks against the generated registry, render
 * them, and apply the diagnostics policy (shown on the page in development, logged once in
 * production).
 */
import { notFound } from 'next/navigation';
import { blockRegistry } from '../codegen/generated/registry';
import { DiagnosticsPanel, drawsPageHeading, logDiagnosticsOnce, prepareBlocks, renderBlocks, type ImageMap, type RawBlock } from '../engine';
import { getPageByUri } from './cms/loaders';
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

/** The CMS uri of a catch-all route's segments: `['about', 'team']` is '/about/team/', none is '/'. */
export const toUri = (slug: readonly string[] | undefined): string =>
  slug === undefined || slug.length === 0 ? '/' : `/${slug.map(decodeURIComponent).join('/')}/`;

/**
 * The CMS page at `uri` as a route renders it: its blocks, and its title as the `<h1>` when the
 * blocks draw none; not found when the CMS has no page there. `searchParams` as for PageBlocks.
 */
export async function CmsPageView({ uri, searchParams }: { readonly uri: string; readonly searchParams?: Readonly<Record<string, string | undefined>> }) {
  const page = await getPageByUri(uri);
  if (!page) notFound();
  const prepared = preparePage(uri, page);
  return (
    <article>
      {drawsPageHeading(prepared.blocks) ? null : <PageTitle as="header" title={page.title} />}
      <PageBlocks uri={uri} prepared={prepared} {...(searchParams === undefined ? {} : { searchParams })} />
    </article>
  );
}
