import { getSiteConfig } from '../../../../../config';
import { handleEditorPreview } from '../../../../editor/preview';
import { renderPreview } from '../../../../editor/render-preview';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/editor/preview/`: one block as the site draws it, for the block editor (site/editor/preview.ts). */
export function POST(request: Request): Promise<Response> {
  return handleEditorPreview(request, { secret: getSiteConfig().revalidateSecret, render: renderPreview });
}
