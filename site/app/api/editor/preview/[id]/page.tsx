import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { renderBlocks } from '../../../../../../engine';
import { createRenderContext } from '../../../../../render-context';
import { CANVAS_ID, PREVIEW_KEY_HEADER, presentsKey, takePreview } from '../../../../../editor/render-preview';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The page the editor preview renders a block on (site/editor/render-preview.ts hands the block
 * over in memory): only for this process's own request, which carries its key; anyone else gets
 * the not-found page. `canvas` is the page without a block, whose stylesheets the editor loads.
 */
export default async function EditorPreviewPage({ params }: { readonly params: Promise<{ id: string }> }) {
  if (!presentsKey((await headers()).get(PREVIEW_KEY_HEADER))) notFound();
  const { id } = await params;
  if (id === CANVAS_ID) return null;
  const preview = takePreview(id);
  if (preview === undefined) notFound();
  return (
    <>
      <template data-editor-preview-start={id} />
      <div className="cms-blocks">{renderBlocks(preview.prepared.blocks, await createRenderContext(preview.path))}</div>
      <template data-editor-preview-end={id} />
    </>
  );
}
