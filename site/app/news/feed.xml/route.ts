import { getSiteConfig } from '../../../../config';
import { publicUrl } from '../../../metadata';
import { latestFeedPosts } from '../../../news/data';
import { FEED_SIZE, renderFeed } from '../../../news/feed';

export const revalidate = 300;

/** `/news/feed.xml`: the newest 50 posts as RSS 2.0. */
export async function GET(): Promise<Response> {
  const { company } = getSiteConfig();
  const xml = renderFeed(
    {
      title: `${company}: News & Insights`,
      description: `News, insights and research from ${company}.`,
      link: publicUrl('/news/'),
      self: publicUrl('/news/feed.xml'),
      toUrl: publicUrl,
    },
    await latestFeedPosts(FEED_SIZE),
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
