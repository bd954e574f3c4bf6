import { z } from 'zod';
import { NEWS_LOAD_MORE_COUNT, resolveNewsFilter } from '../../../../renderers/ui/news-filter';
import { filterQuery, getNewsFilterOptions, listPosts } from '../../../news/data';

/** Most posts one request may ask for. */
const MAX_PAGE = 24;

const querySchema = z.object({
  category: z.string().max(200).optional(),
  tag: z.string().max(200).optional(),
  year: z.string().max(4).optional(),
  after: z.string().max(200).optional(),
  first: z.coerce.number().int().min(1).max(MAX_PAGE).default(NEWS_LOAD_MORE_COUNT),
});

/**
 * `GET /api/news/?category=&tag=&year=&after=&first=`: a page of post cards for the news index's
 * 'Load More', filtered and paged on the server (`after` is the cursor of the last card shown).
 * Filter values are matched as the index page matches them; unknown ones are ignored.
 */
export async function GET(request: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) {
    return Response.json({ errors: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }, { status: 400 });
  }
  const { first, after, ...filterParams } = parsed.data;
  const filter = resolveNewsFilter(filterParams, await getNewsFilterOptions());
  try {
    const page = await listPosts(filterQuery(filter, first, after));
    return Response.json(page, { headers: { 'cache-control': 'public, max-age=60, s-maxage=300' } });
  } catch (error) {
    // A cursor the CMS does not know is the caller's mistake; anything else is logged, not leaked.
    if (error instanceof Error && /cursor/i.test(error.message)) return Response.json({ errors: ['after: unknown cursor'] }, { status: 400 });
    console.error(error);
    return Response.json({ errors: ['posts could not be loaded'] }, { status: 502 });
  }
}
