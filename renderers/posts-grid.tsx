import type definition from '../block-schemas/posts-grid';
import type { BlockProps } from '../engine';
import { gridPostCount, PostsGrid } from './ui/posts-grid';

/** The newest posts, of one category or tag when the block names one (by slug). */
export default async function PostsGridBlock({ data, ctx, block }: BlockProps<typeof definition>) {
  const { posts } = await ctx.site.posts.list({
    categorySlug: data.category.trim() || undefined,
    tagSlug: data.tag.trim() || undefined,
    first: gridPostCount(data.number_of_posts),
  });
  return <PostsGrid data={data} path={block.path} posts={posts} />;
}
