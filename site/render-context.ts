/**
 * The site's side of the engine's RenderContext: what every renderer may read besides its data.
 */
import type { RenderContext } from '../engine';
import { getEmployees, getJobFeed, getLatestPosts, type Employee, type JobFeed, type PostCard } from './cms/collections';
import { getMarkets, getMembers, getSiteDefaults, type MarketRecord, type Member, type SiteDefaults } from './cms/loaders';
import { getPropertyMailbox, type PropertyMailbox } from './cms/mailboxes';
import { getSiteConfig, type SiteConfig } from '../config';
import { getNewsFilterOptions, listPosts } from './news/data';
import { answerOnServer } from './search/api';
import type { SearchAnswer } from '../renderers/ui/search/search-result';

/** Post lists for the news index and the posts grids. */
export interface PostServices {
  readonly list: typeof listPosts;
  readonly filterOptions: typeof getNewsFilterOptions;
}

const posts: PostServices = { list: listPosts, filterOptions: getNewsFilterOptions };

declare module '../engine/registry/context' {
  interface SiteServices {
    readonly config: SiteConfig;
    /** Site-wide block data (number module, CTA card grid) for blocks that use the defaults. */
    readonly defaults: SiteDefaults;
    /** The property mailbox a contact-form block names by key (undefined when the CMS has none). */
    readonly propertyMailbox: (key: string) => Promise<PropertyMailbox | undefined>;
    /** Employee quotes by id, in the order given (careers-our-employees-carousel). */
    readonly employees: (ids: readonly number[]) => Promise<readonly Employee[]>;
    /** The newest posts (latest-news-carousel). */
    readonly latestPosts: (count: number) => Promise<readonly PostCard[]>;
    /** The job openings, or `{ ok: false }` when the feed failed (job-opening). */
    readonly jobs: () => Promise<JobFeed>;
    /** Post lists and filter options (news index, posts grids). */
    readonly posts: PostServices;
    /** Leaders, directors and team members that blocks refer to by id or name (loaded once per request). */
    readonly people: PeopleLoader;
    /** The markets of the region maps (loaded once per request). */
    readonly markets: () => Promise<readonly MarketRecord[]>;
    /** A site search answered on the server (the search page opened with `?q=`); undefined for nothing to show. */
    readonly search: (query: string) => Promise<SearchAnswer | undefined>;
  }
}

/** Members by id or by name; unknown ones resolve to undefined. */
export interface PeopleLoader {
  readonly byId: (id: number) => Promise<Member | undefined>;
  readonly byName: (name: string) => Promise<Member | undefined>;
}

const people: PeopleLoader = {
  byId: async (id) => (await getMembers()).byId.get(id),
  byName: async (name) => (await getMembers()).byName.get(name),
};

/**
 * The context every block of a page renders with. Async because site-wide data a renderer may
 * need (options, defaults) comes from the CMS; loads are cached per request by the loaders.
 */
export async function createRenderContext(path: string, searchParams: Readonly<Record<string, string | undefined>> = {}): Promise<RenderContext> {
  return {
    path,
    searchParams,
    site: {
      config: getSiteConfig(),
      defaults: await getSiteDefaults(),
      propertyMailbox: getPropertyMailbox,
      employees: getEmployees,
      latestPosts: getLatestPosts,
      jobs: getJobFeed,
      posts,
      people,
      markets: getMarkets,
      search: (query) => answerOnServer(query, getSiteConfig().searchApiUrl),
    },
  };
}
