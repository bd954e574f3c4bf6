'use client';
/** The job listings' leaf: the filters and pages (job-opening.impl.tsx) load lazily (see ui/lazy-leaf.tsx). */
import { lazyLeaf } from './ui/lazy-leaf';

export type { JobListing, JobListProps } from './job-opening.impl';

export const JobList = lazyLeaf(() => import('./job-opening.impl'));
