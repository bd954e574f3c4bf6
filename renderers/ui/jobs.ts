/**
 * Job listings: which jobs match the three filters,
 * the filters' options, and which page of matches is shown. Pure, so the client leaf and the
 * property tests share it.
 */

import type { Job } from '../../records';

export type { Job };

/** The fields of a job the filters read: all a list filtered in the browser needs of each job. */
export type JobFacets = Pick<Job, 'allLocations' | 'type' | 'category'>;

/** The three filters; `''` is "all" (an empty selection matches every job). */
export interface JobFilters {
  readonly location: string;
  readonly type: string;
  readonly category: string;
}

export const NO_FILTERS: JobFilters = { location: '', type: '', category: '' };

/** The first view shows 6 jobs; once a filter has changed, a page holds 10. */
export const FIRST_VIEW_SIZE = 6;
export const PAGE_SIZE = 10;

/** The feed's error text: the block then renders nothing. */
export const JOB_FEED_ERROR = 'There has been an error fetching job data.';

/** Any location contains the location, the type contains the type, the category contains the category. */
export function jobMatches(job: JobFacets, filters: JobFilters): boolean {
  return (
    job.allLocations.some((location) => location.includes(filters.location)) &&
    job.type.includes(filters.type) &&
    job.category.includes(filters.category)
  );
}

export function filterJobs<T extends JobFacets>(jobs: readonly T[], filters: JobFilters): T[] {
  return jobs.filter((job) => jobMatches(job, filters));
}

const sortedDistinct = (values: readonly string[]): string[] =>
  [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))].sort((a, b) => a.localeCompare(b, 'en'));

/** Each filter's choices, in the order its dropdown lists them. */
export interface JobFilterOptions {
  readonly location: readonly string[];
  readonly type: readonly string[];
  readonly category: readonly string[];
}

/** Each filter's options: the distinct values across all jobs, sorted ascending. */
export function jobFilterOptions(jobs: readonly Job[]): JobFilterOptions {
  return {
    location: sortedDistinct(jobs.flatMap((job) => job.allLocations)),
    type: sortedDistinct(jobs.map((job) => job.type)),
    category: sortedDistinct(jobs.map((job) => job.category)),
  };
}

/** What a card says for the location: 'Multiple Locations' for more than one. */
export function jobLocationLabel(job: Job): string {
  return job.allLocations.length > 1 ? 'Multiple Locations' : (job.allLocations[0] ?? '');
}

export interface JobPage<T extends JobFacets = Job> {
  readonly jobs: readonly T[];
  /** 1-based, clamped to the pages there are. */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/**
 * The jobs shown: page `page` (1-based) of the matches, 6 to a page until a filter has changed
 * (`filtered`), 10 after. A page beyond the last shows the last.
 */
export function jobPage<T extends JobFacets>(jobs: readonly T[], filters: JobFilters, page: number, filtered: boolean): JobPage<T> {
  const matches = filterJobs(jobs, filters);
  const size = filtered ? PAGE_SIZE : FIRST_VIEW_SIZE;
  const pageCount = Math.max(1, Math.ceil(matches.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { jobs: matches.slice((current - 1) * size, current * size), page: current, pageCount, total: matches.length };
}
