import { siteStylesheet } from '../../../../editor/render-preview';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `GET /api/editor/stylesheet/`: the site's stylesheets in one file at a URL that stays the same
 * from build to build, for the block editor's canvas (the plugin loads it with the previews).
 */
export async function GET(): Promise<Response> {
  try {
    return new Response(await siteStylesheet(), { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    console.error('editor stylesheet: the site stylesheets could not be read', error);
    return new Response('/* the site stylesheets could not be read just now */\n', { status: 503, headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' } });
  }
}
