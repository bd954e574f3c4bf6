import type definition from '../block-schemas/latest-sustainability-posts';
import type { BlockProps } from '../engine';
import { gridPostCount, PostsGrid } from './ui/posts-grid';
import { blockId } from './ui/section';

/** The filter rule the spec leaves open: posts in the Sustainability category. */
export const SUSTAINABILITY_CATEGORY = 'sustainability';

export default async function LatestSustainabilityPosts({ data, ctx, block }: BlockProps<typeof definition>) {
  const { posts } = await ctx.site.posts.list({ categorySlug: SUSTAINABILITY_CATEGORY, first: gridPostCount(data.number_of_posts) });
  return (
    <PostsGrid
      id={data.anchor}
      className={data.className}
      headingId={blockId(block.path, 'heading', data.anchor)}
      header={data.header}
      posts={posts}
      rounded={data.rounded_thumbnails}
      background={data.style_options_background_color}
      text={data.style_options_text_color}
      cta={data.cta}
    />
  );
}
