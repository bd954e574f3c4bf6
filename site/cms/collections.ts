/**
 * Loaders for the collections blocks show (employee quotes, the newest posts, job openings), each
 * reshaped once for its block and cached per request. Blocks reach them through the render
 * context (`ctx.site.employees(ids)`), never through GraphQL.
 */
import { cache } from 'react';
import { EmployeesDocument, JobOpeningsDocument, LatestPostsDocument } from '../../codegen/generated/graphql';
import { JOB_FEED_ERROR, type Job } from '../jobs/jobs';
import { getSiteConfig } from '../config';
import { cmsQuery } from './client';
import { decodeEntities } from './text';
import { originOf, toSiteHref } from './uri';

/** An image as blocks take it (the engine's image value). */
export interface CollectionImage {
  readonly src: string;
  readonly alt: string;
}

/** An employee quote (spec 3 Employee quote). */
export interface Employee {
  readonly id: number;
  readonly name: string;
  readonly quote: string;
  readonly position: string;
  readonly image: CollectionImage | undefined;
  /** A site path or an absolute URL; '' when the employee has no story. */
  readonly storyUrl: string;
}

/** A post as news cards show it. */
export interface PostCard {
  readonly slug: string;
  readonly title: string;
  /** The first category's name, or ''. */
  readonly category: string;
  readonly image: CollectionImage | undefined;
}

/** The job feed: the openings, or nothing when the feed failed (already logged). */
export type JobFeed = { readonly ok: true; readonly jobs: readonly Job[] } | { readonly ok: false };

const str = (value: string | null | undefined): string => value ?? '';

function toImage(node: { mediaItemUrl?: string | null; sourceUrl?: string | null; altText?: string | null } | null | undefined): CollectionImage | undefined {
  const src = node?.sourceUrl || node?.mediaItemUrl;
  return src ? { src, alt: str(node?.altText) } : undefined;
}

const internalOrigins = (): string[] => [getSiteConfig().publicSiteUrl].flatMap((url) => originOf(url) ?? []);

const loadEmployees = cache(async (key: string): Promise<Employee[]> => {
  const ids = key.split(',').filter((id) => id !== '');
  if (ids.length === 0) return [];
  const { employees } = await cmsQuery(EmployeesDocument, { ids, first: ids.length });
  const found = new Map(
    (employees?.nodes ?? []).map((node) => {
      const fields = node.acf_employee;
      const story = str(fields?.linkToStory);
      const employee: Employee = {
        id: node.databaseId,
        name: decodeEntities(str(node.title)),
        quote: decodeEntities(str(fields?.quote)),
        position: decodeEntities(str(fields?.position)),
        image: toImage(fields?.image),
        storyUrl: story === '' ? '' : toSiteHref(story, internalOrigins()),
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
    title: decodeEntities(str(node.title)),
    category: decodeEntities(str(node.categories?.nodes[0]?.name)),
    image: toImage(node.featuredImage?.node),
  }));
});

/** Feed errors already reported by this process: each is logged once, not on every render. */
const reportedErrors = new Set<string>();

function reportFeedError(error: string): void {
  if (reportedErrors.has(error)) return;
  reportedErrors.add(error);
  console.error(`Job openings: the feed answered "${error}"; the job block renders nothing.`);
}

/**
 * Every job opening. A feed that reports an error (spec 8: 'There has been an error fetching job
 * data.', or any other error text) yields `{ ok: false }` and is logged once.
 */
export const getJobFeed = cache(async (): Promise<JobFeed> => {
  const { jobOpenings } = await cmsQuery(JobOpeningsDocument, {});
  const error = str(jobOpenings?.error);
  if (error !== '' || jobOpenings == null) {
    reportFeedError(error || JOB_FEED_ERROR);
    return { ok: false };
  }
  return {
    ok: true,
    jobs: jobOpenings.jobs.map((job) => ({
      title: decodeEntities(str(job.title)),
      content: str(job.content),
      link: str(job.link),
      allLocations: job.allLocations.map((location) => decodeEntities(location)),
      type: decodeEntities(str(job.type)),
      category: decodeEntities(str(job.category)),
    })),
  };
});
