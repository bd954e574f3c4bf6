import type definition from '../block-schemas/news-room-posts-query';
import type { BlockData, BlockProps } from '../engine';
import { MorePosts, NewsFilterBar, type FilterGroup } from './news-room-posts-query.client';
import { PostCard, type PostCardData } from './ui/post-card';
import { CmsLink } from './ui/cms-link';
import { hasNewsFilter, newsHref, newsQuery, NEWS_INITIAL_COUNT, resolveNewsFilter, type NewsFilter, type NewsFilterOptions } from './ui/news-filter';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { memberProfileUrl } from './ui/member-profile';

/** The filter groups as links: every option is the index URL with that one filter changed. */
function filterGroups(path: string, options: NewsFilterOptions, filter: NewsFilter): { category: FilterGroup; tag: FilterGroup; year: FilterGroup } {
  const option = (label: string, next: NewsFilter, current: boolean) => ({ label, href: newsHref(path, next), current });
  const without = (key: keyof NewsFilter): NewsFilter => ({ ...filter, [key]: undefined });
  return {
    category: {
      id: 'category',
      label: 'category',
      value: filter.category?.name ?? 'All',
      options: [option('All', without('category'), !filter.category), ...options.categories.map((term) => option(term.name, { ...filter, category: term }, filter.category?.slug === term.slug))],
    },
    tag: {
      id: 'tag',
      label: 'categories',
      value: filter.tag?.name ?? 'categories',
      options: [option('ALL', without('tag'), !filter.tag), ...options.tags.map((term) => option(term.name, { ...filter, tag: term }, filter.tag?.slug === term.slug))],
    },
    year: {
      id: 'year',
      label: 'years',
      value: filter.year === undefined ? 'years' : String(filter.year),
      options: [option('ALL', without('year'), filter.year === undefined), ...options.years.map((year) => option(String(year), { ...filter, year }, filter.year === year))],
    },
  };
}

/** What the index shows when no article matches. */
export const NO_ARTICLES = 'No articles to show with current filters';

/** The first page of posts, drawn here: the featured card, the grid after it and 'Load More' (MorePosts) for the rest. */
function NewsPostList({ posts, endCursor, hasNextPage, query }: { readonly posts: readonly PostCardData[]; readonly endCursor: string | null; readonly hasNextPage: boolean; readonly query: string }) {
  const [featured, ...rest] = posts;
  if (featured === undefined) {
    return (
      <p role="status" className="py-16 text-center text-lg text-freight">
        {NO_ARTICLES}
      </p>
    );
  }
  return (
    <div className="pt-10 md:pt-14">
      <div className="border-b border-cement pb-12 md:pb-16">
        <PostCard post={featured} variant="featured" headingLevel="h2" />
      </div>
      <MorePosts shown={posts.map((post) => post.id)} endCursor={endCursor} hasNextPage={hasNextPage} query={query}>
        {rest.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} />
          </li>
        ))}
      </MorePosts>
    </div>
  );
}

const PRESS_TEXT = 'If you are a member of the press, please direct inquiries to:';
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function PressBox({ data }: { readonly data: BlockData<typeof definition> }) {
  const name = data.press_contact_name.trim();
  const emails = data.press_emails.map((item) => item.email.trim()).filter((email) => EMAIL.test(email));
  if (!name && emails.length === 0) return null;
  const profile = data.press_contact_link ?? { url: memberProfileUrl('/leadership/', name), title: name, target: '' };
  return (
    <aside aria-label="Press inquiries" className="mt-16 rounded-tr-[40px] rounded-bl-[40px] bg-lightest px-6 py-8 md:mt-24 md:px-12 md:py-10">
      <p className="text-lg font-semibold text-slate">{PRESS_TEXT}</p>
      <p className="mt-4 text-base leading-relaxed">
        {name ? (
          <>
            <CmsLink link={profile} className="font-semibold text-freight underline underline-offset-4 hover:text-slate">
              {name}
            </CmsLink>
            {data.press_contact_title ? ` (${data.press_contact_title})` : null}
          </>
        ) : null}
      </p>
      {emails.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 sm:flex-row sm:gap-6">
          {emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`} className="font-medium text-freight underline underline-offset-4 hover:text-slate">
                {email}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

/**
 * The news and insights index: the hero (the selected category's description replaces the
 * text), the filters, the first articles rendered on the server and the list that 'Load More'
 * extends from the server's JSON route, then the press box. Only the first page of posts is in
 * the HTML, whatever the number of posts.
 */
export default async function NewsRoomPostsQuery({ data, ctx }: BlockProps<typeof definition>) {
  const options = await ctx.site.posts.filterOptions();
  const filter = resolveNewsFilter(ctx.searchParams, options);
  const query = newsQuery(filter);
  const page = await ctx.site.posts.list({ categorySlug: filter.category?.slug, tagSlug: filter.tag?.slug, year: filter.year, first: NEWS_INITIAL_COUNT });
  const description = filter.category?.description;
  return (
    <div id={data.anchor} className={data.className}>
      <header className="mx-auto w-full max-w-6xl px-5 pb-10 pt-14 md:px-8 md:pb-14 md:pt-24">
        <h1 className="text-4xl font-semibold leading-[1.08] tracking-tight text-slate md:text-6xl">{data.title || 'News & Insights'}</h1>
        {description || !richTextIsEmpty(data.description) ? (
          <div className="mt-10 max-w-3xl border-t-4 border-solar pt-8 text-lg leading-relaxed md:mt-12 md:text-xl">
            {description ? <p>{description}</p> : <RichText html={data.description} className="space-y-4" />}
          </div>
        ) : null}
      </header>
      <div className="mx-auto w-full max-w-6xl px-5 pb-16 md:px-8 md:pb-24">
        <NewsFilterBar groups={filterGroups(ctx.path, options, filter)} clearHref={hasNewsFilter(filter) ? ctx.path : undefined} />
        <NewsPostList key={query} posts={page.posts} endCursor={page.endCursor} hasNextPage={page.hasNextPage} query={query} />
        <PressBox data={data} />
      </div>
    </div>
  );
}
