import { getSiteConfig } from '../../../../../config';
import { handleEditorValidate } from '../../../../editor/preview';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/editor/validate/`: a post's blocks checked before publishing (site/editor/preview.ts). */
export function POST(request: Request): Promise<Response> {
  return handleEditorValidate(request, { secret: getSiteConfig().revalidateSecret });
}
