'use client';
/**
 * The site search's state (spec 2.2, 4.6), shared by the header overlay and the search block.
 *
 * - Typing shows 'Searching...' at once; the request goes out 125 ms after typing stops, and only
 *   for a query longer than 1 character (otherwise the results are cleared).
 * - A stale answer never overwrites a newer query's results: each request carries a sequence
 *   number and only the latest one's answer is kept; the previous request is aborted.
 * - Errors are silent: the status line empties and no results show.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseSearchAnswer, type SearchHit } from './search-result';

/** Spec 9: the search debounce and the shortest query searched. */
export const SEARCH_DEBOUNCE_MS = 125;
export const MIN_QUERY_CHARS = 2;

export type SearchStatus = 'idle' | 'searching' | 'done';

export interface SiteSearchState {
  readonly query: string;
  readonly status: SearchStatus;
  /** The results of the last answered query (kept, dimmed, while the next one is searched). */
  readonly hits: readonly SearchHit[];
  /** How many documents match the answered query in all (the API lists the best of them). */
  readonly total: number;
  /** The query the results answer, as typed (trimmed). */
  readonly answered: string;
}

const IDLE = { status: 'idle', hits: [], total: 0, answered: '' } as const;

export function useSiteSearch(endpoint: string) {
  const [query, setQueryText] = useState('');
  const [result, setResult] = useState<Omit<SiteSearchState, 'query'>>(IDLE);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const cancelPending = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  };

  const run = useCallback(
    async (text: string, id: number) => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const response = await fetch(`${endpoint}?q=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const { hits, total } = parseSearchAnswer(await response.json());
        if (id === sequence.current) setResult({ status: 'done', hits, total, answered: text });
      } catch {
        if (id === sequence.current) setResult(IDLE);
      }
    },
    [endpoint],
  );

  const setQuery = useCallback(
    (value: string, immediately = false) => {
      setQueryText(value);
      cancelPending();
      const id = (sequence.current += 1);
      const text = value.trim();
      if ([...text].length < MIN_QUERY_CHARS) {
        setResult(IDLE);
        return;
      }
      setResult((previous) => ({ ...previous, status: 'searching' }));
      if (immediately) void run(text, id);
      else timer.current = setTimeout(() => void run(text, id), SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  /** Empties the query and hides the results. */
  const clear = useCallback(() => setQuery(''), [setQuery]);

  useEffect(() => cancelPending, []);

  const state: SiteSearchState = { query, ...result };
  return { state, setQuery, clear };
}
