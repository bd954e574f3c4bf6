import type definition from '../block-schemas/latest-news-carousel';
import type { BlockProps } from '../engine';
import { Carousel } from './ui/carousel';
import { CmsImage } from './ui/cms-image';
import { CmsLink } from './ui/cms-link';
import { blockId, Section } from './ui/section';
import { buttonClasses } from './ui/button';
import { eyebrowClasses, headingClasses } from './ui/typography';
import type { PostCard } from '../records';

/** Posts in the carousel: three groups of three. */
const POST_COUNT = 9;
/** On phones only the first 3 posts are listed. */
const MOBILE_COUNT = 3;

function NewsCard({ post }: { readonly post: PostCard }) {
  return (
    <article className="group relative flex h-full flex-col">
      <CmsImage image={post.image} sizes="(min-width: 992px) 33vw, (min-width: 670px) 50vw, 100vw" corners={['tr']} className="aspect-[3/2] w-full object-cover" />
      {post.category === '' ? null : <p className={`${eyebrowClasses.light} mt-5`}>{post.category}</p>}
      <h3 className="mt-2 text-lg font-semibold leading-snug md:text-xl">
        <CmsLink link={{ url: `/news/${post.slug}/` }} className="underline-offset-4 after:absolute after:inset-0 group-hover:underline">
          {post.title}
        </CmsLink>
      </h3>
    </article>
  );
}

/** 'Latest News': the newest posts in a carousel (a list of three on phones) and 'SEE ALL NEWS'. */
export default async function LatestNewsCarousel({ data, ctx, block }: BlockProps<typeof definition>) {
  const posts = (await ctx.site.latestPosts(POST_COUNT)).filter((post) => post.slug !== '');
  if (posts.length === 0) return null;
  const headingId = blockId(block.path, 'heading', data.anchor);
  return (
    <Section id={data.anchor} className={data.className} labelledBy={headingId}>
      <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className={headingClasses.section}>
          Latest News
        </h2>
        <CmsLink link={{ url: '/news/' }} className={buttonClasses.secondary}>
          SEE ALL NEWS
        </CmsLink>
      </div>
      <ul className="grid gap-10 md:hidden">
        {posts.slice(0, MOBILE_COUNT).map((post) => (
          <li key={post.slug}>
            <NewsCard post={post} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Carousel label="Latest news" preset="news" pageLabel="Go to news page" slides={posts.map((post) => ({ key: post.slug, content: <NewsCard post={post} /> }))} />
      </div>
    </Section>
  );
}
