'use client';
/** The job listings' leaf: the filters and pages (job-opening.impl.tsx) load lazily (see accordion.client.tsx). */
import { lazy, Suspense } from 'react';
import type { JobListProps } from './job-opening.impl';

export type { JobListing, JobListProps } from './job-opening.impl';

const JobListImpl = lazy(() => import('./job-opening.impl'));

export function JobList(props: JobListProps) {
  return (
    <Suspense fallback={null}>
      <JobListImpl {...props} />
    </Suspense>
  );
}
