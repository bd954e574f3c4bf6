/**
 * The job listings' behaviour (loaded lazily by job-opening.client.tsx): three native selects
 * filter the jobs (renderers/ui/jobs.ts), numbered pages page through them, and a page change
 * scrolls back to the top of the list.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { jobPage, NO_FILTERS, type JobFacets, type JobFilterOptions, type JobFilters } from './ui/jobs';
import { cn } from './ui/cn';
import { ChevronDown } from './ui/icons';

/** A job as the browser gets it: what the filters read and its card, rendered on the server (the content is CMS HTML). Nothing more, since the page carries these props beside its HTML. */
export interface JobListing extends JobFacets {
  readonly key: string;
  readonly card: ReactNode;
}

export interface JobListProps {
  readonly listings: readonly JobListing[];
  /** Each filter's choices, from `jobFilterOptions` on the server: sorting them is the browser's first use of its locale data, tens of milliseconds a page load. */
  readonly options: JobFilterOptions;
}

const selectClasses = 'h-12 w-full appearance-none rounded-full border-2 border-ink/20 bg-white pl-5 pr-12 text-base font-medium hover:border-freight';

function Filter({ label, value, options, allLabel, resettable, onChange }: { label: string; value: string; options: readonly string[]; allLabel: string; resettable: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
        {/* Location has no way back to "all" once one is chosen. */}
        <option value="" disabled={!resettable && value !== ''}>
          {allLabel}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {/* The dropdown's arrow, an inline icon like the others (the background-image arrow never showed). */}
      <ChevronDown className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-ink" />
    </div>
  );
}

function smoothness(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

const pageButton = 'flex size-11 items-center justify-center rounded-full border-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-35';

export default function JobList({ listings, options }: JobListProps) {
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const [filtered, setFiltered] = useState(false);
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const shown = jobPage(listings, filters, page, filtered);
  // A filter change shows the first page of the new matches.
  const choose = (key: keyof JobFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setFiltered(true);
    setPage(1);
  };
  const go = (target: number) => {
    setPage(target);
    top.current?.scrollIntoView({ behavior: smoothness(), block: 'start' });
  };
  return (
    <div ref={top} className="scroll-mt-28">
      <div className="grid gap-4 md:grid-cols-3" role="group" aria-label="Filter jobs">
        <Filter label="Location" value={filters.location} options={options.location} allLabel="All Locations" resettable={false} onChange={choose('location')} />
        <Filter label="Type" value={filters.type} options={options.type} allLabel="Full and Part Time" resettable onChange={choose('type')} />
        <Filter label="Category" value={filters.category} options={options.category} allLabel="All Categories" resettable onChange={choose('category')} />
      </div>
      <p className="sr-only" aria-live="polite">
        {filtered ? `${shown.total} ${shown.total === 1 ? 'job' : 'jobs'} match` : ''}
      </p>
      {shown.total === 0 ? (
        <p className="mt-10 text-lg">No data found based on selected filters</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Job openings">
          {shown.jobs.map((job) => (
            <li key={job.key}>{job.card}</li>
          ))}
        </ul>
      )}
      {shown.pageCount < 2 ? null : (
        <nav aria-label="Job pages" className="mt-10 flex items-center justify-center gap-2">
          <button type="button" className={cn(pageButton, 'border-freight text-freight')} disabled={shown.page === 1} onClick={() => go(shown.page - 1)} aria-label="Previous page">
            <span aria-hidden="true">‹</span>
          </button>
          {/* A phone has room for the arrows and where the visitor is; from 640 px on, every page number. */}
          <p className="px-3 text-base font-medium sm:hidden">{`Page ${shown.page} of ${shown.pageCount}`}</p>
          {Array.from({ length: shown.pageCount }, (_, index) => index + 1).map((number) => (
            <button
              key={number}
              type="button"
              onClick={() => go(number)}
              aria-label={`Page ${number}`}
              aria-current={number === shown.page ? 'page' : undefined}
              className={cn(pageButton, 'max-sm:hidden', number === shown.page ? 'border-freight bg-freight text-white' : 'border-transparent text-ink hover:border-freight')}
            >
              {number}
            </button>
          ))}
          <button type="button" className={cn(pageButton, 'border-freight text-freight')} disabled={shown.page === shown.pageCount} onClick={() => go(shown.page + 1)} aria-label="Next page">
            <span aria-hidden="true">›</span>
          </button>
        </nav>
      )}
    </div>
  );
}
