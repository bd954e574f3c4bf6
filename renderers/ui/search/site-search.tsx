'use client';
/**
 * The site search box and its results (spec 2.2): used by the header overlay ('Search {brand}',
 * with 'Cancel') and by the `acf/search` block ('Type here.').
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { cn } from '../cn';
import { SearchIcon } from '../icons';
import { excerptText, foundText, notFoundText, SEARCHING_TEXT, searchEyebrow, type SearchHit } from './search-result';
import { useSiteSearch, type SiteSearchState } from './use-site-search';

export interface SiteSearchProps {
  /** The search API (`searchEndpoint`). */
  readonly endpoint: string;
  readonly placeholder: string;
  /** The input's accessible name. */
  readonly label: string;
  /** Shows 'Cancel', which clears the query, hides the results and then calls this. */
  readonly onCancel?: () => void;
  /** Focus the input when the box appears (the header overlay). */
  readonly focusOnMount?: boolean;
  readonly className?: string;
  /** Classes of the results list's scroll area. */
  readonly resultsClassName?: string;
}

export function SiteSearch({ endpoint, placeholder, label, onCancel, focusOnMount = false, className, resultsClassName }: SiteSearchProps) {
  const { state, setQuery, clear } = useSiteSearch(endpoint);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  return (
    <div role="search" className={className}>
      <form
        className="flex items-center gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(state.query, true);
        }}
      >
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-freight" />
          <input
            ref={input}
            type="search"
            value={state.query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={placeholder}
            aria-label={label}
            autoComplete="off"
            enterKeyHint="search"
            className="w-full rounded-full border-2 border-cement bg-white py-3 pl-12 pr-5 text-base text-ink placeholder:text-ink/55 focus:border-freight focus:outline-none focus-visible:outline-none"
          />
        </div>
        {onCancel ? (
          <button
            type="button"
            onClick={() => {
              clear();
              onCancel();
            }}
            className="shrink-0 rounded-md px-1 py-2 text-[15px] font-semibold text-freight underline underline-offset-4 hover:text-slate"
          >
            Cancel
          </button>
        ) : null}
      </form>
      <SearchResults state={state} className={resultsClassName} />
    </div>
  );
}

function statusText({ status, hits, total, answered }: SiteSearchState): string {
  if (status === 'searching') return SEARCHING_TEXT;
  if (status === 'done') return hits.length > 0 ? foundText(total, answered) : notFoundText(answered);
  return '';
}

/** The status line (a live region) and the numbered results, each wholly a link to its uri. */
function SearchResults({ state, className }: { readonly state: SiteSearchState; readonly className?: string }) {
  const text = statusText(state);
  const showHits = state.status !== 'idle' && state.hits.length > 0;
  // The live region is always present (and empty when idle), so screen readers announce each change.
  return (
    <div className={className}>
      <p role="status" className={cn('px-1 text-sm font-medium text-ink/75', text !== '' && 'pt-4')}>
        {text}
      </p>
      {showHits ? (
        <ol aria-label="Search results" aria-busy={state.status === 'searching'} className={cn('mt-2 divide-y divide-cement', state.status === 'searching' && 'opacity-60')}>
          {state.hits.map((hit, index) => (
            <li key={hit.uri}>
              <ResultLink hit={hit} number={index + 1} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function ResultLink({ hit, number }: { readonly hit: SearchHit; readonly number: number }) {
  const content = (
    <>
      <span aria-hidden="true" className="w-8 shrink-0 pt-0.5 text-lg font-semibold tabular-nums text-freight">
        {number}.
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-freight">{searchEyebrow(hit)}</span>
        <span className="mt-1.5 line-clamp-3 block text-[15px] leading-relaxed text-ink/85">{excerptText(hit.excerpt) || hit.title}</span>
      </span>
    </>
  );
  const className = 'flex gap-3 rounded-xl px-2 py-4 outline-offset-[-3px] hover:bg-lightest focus-visible:bg-lightest';
  // Site paths navigate in the app; a result on another host (SEARCH_API_URL) is a plain link.
  return hit.uri.startsWith('/') ? (
    <Link href={hit.uri} className={className}>
      {content}
    </Link>
  ) : (
    <a href={hit.uri} className={className}>
      {content}
    </a>
  );
}
