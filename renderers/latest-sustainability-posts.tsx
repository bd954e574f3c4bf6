import type definition from '../block-schemas/latest-sustainability-posts';
import type { BlockProps } from '../engine';
import { gridPostCount, PostsGrid } from './ui/posts-grid';

/** The filter rule: posts in the Sustainability category, which an editor controls in WordPress. */
export const SUSTAINABILITY_CATEGORY = 'sustainability';

export default async function LatestSustainabilityPosts({ data, ctx, block }: BlockProps<typeof definition>) {
  const { posts } = await ctx.site.posts.list({ categorySlug: SUSTAINABILITY_CATEGORY, first: gridPostCount(data.number_of_posts) });
  return <PostsGrid data={data} path={block.path} posts={posts} />;
}
