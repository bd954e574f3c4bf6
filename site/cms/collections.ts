/**
 * Loaders for the collections blocks show (employee quotes, the newest posts, job openings), each
 * reshaped once for its block and cached per request. Blocks reach them through the render
 * context (`ctx.site.employees(ids)`), never through GraphQL.
 */
import { cache } from 'react';
import { EmployeesDocument, JobOpeningsDocument, LatestPostsDocument, type JobOpeningsQuery } from '../../codegen/generated/graphql';
import { JOB_FEED_ERROR } from '../../renderers/ui/jobs';
import type { Employee, Job, JobFeed, PostCard } from '../../records';

export type { Employee, JobFeed, PostCard };
import { cmsQuery } from './client';
import { toImageRecord } from './images';
import { internalOrigins, plain, str, toSiteHref } from './uri';

const loadEmployees = cache(async (key: string): Promise<Employee[]> => {
  const ids = key.split(',').filter((id) => id !== '');
  if (ids.length === 0) return [];
  const { employees } = await cmsQuery(EmployeesDocument, { ids, first: ids.length });
  const internal = internalOrigins();
  const found = new Map(
    (employees?.nodes ?? []).map((node) => {
      const fields = node.employeeFields;
      const story = str(fields?.linkToStory);
      const employee: Employee = {
        id: node.databaseId,
        name: plain(node.title),
        quote: plain(fields?.quote),
        position: plain(fields?.position),
        image: toImageRecord(fields?.image?.node),
        storyUrl: story === '' ? '' : toSiteHref(story, internal),
      };
      return [String(node.databaseId), employee] as const;
    }),
  );
  return ids.flatMap((id) => found.get(id) ?? []);
});

/** The employees with these ids, in the order given; unknown ids are left out. */
export function getEmployees(ids: readonly number[]): Promise<Employee[]> {
  return loadEmployees(ids.join(','));
}

/** The newest `count` posts. */
export const getLatestPosts = cache(async (count: number): Promise<PostCard[]> => {
  const { posts } = await cmsQuery(LatestPostsDocument, { first: count });
  return (posts?.nodes ?? []).map((node) => ({
    slug: str(node.slug),
    title: plain(node.title),
    category: plain(node.categories?.nodes[0]?.name),
    image: toImageRecord(node.featuredImage?.node),
  }));
});

/** Feed errors already reported by this process: each is logged once, not on every render. */
const reportedErrors = new Set<string>();

function reportFeedError(error: string): void {
  if (reportedErrors.has(error)) return;
  reportedErrors.add(error);
  console.error(`Job openings: ${error}; the job block renders nothing.`);
}

const JOBS_PAGE_SIZE = 100;

type JobNode = NonNullable<JobOpeningsQuery['jobOpenings']>['nodes'][number];

const toJob = (node: JobNode): Job => ({
  title: plain(node.title),
  content: str(node.content),
  link: str(node.jobFields?.applyUrl),
  allLocations: (node.jobFields?.locations ?? []).flatMap((row) => (row?.location ? [plain(row.location)] : [])),
  type: plain(node.jobFields?.employmentType),
  category: plain(node.jobFields?.category),
});

/**
 * Every job opening (the `job_opening` post type), a page of 100 at a time. When the CMS cannot
 * answer, the job block renders nothing, as it does when the feed answers its error text, and
 * the failure is logged once.
 */
export const getJobFeed = cache(async (): Promise<JobFeed> => {
  const jobs: Job[] = [];
  let after: string | null = null;
  try {
    for (;;) {
      const page: JobOpeningsQuery['jobOpenings'] = (await cmsQuery(JobOpeningsDocument, { first: JOBS_PAGE_SIZE, after })).jobOpenings;
      jobs.push(...(page?.nodes ?? []).map(toJob));
      if (!page?.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
      after = page.pageInfo.endCursor;
    }
  } catch (error) {
    reportFeedError(error instanceof Error ? error.message : JOB_FEED_ERROR);
    return { ok: false };
  }
  return { ok: true, jobs };
});
