'use client';
/**
 * The site search's state, shared by the header overlay and the search block.
 *
 * - Typing shows 'Searching...' at once; the request goes out 125 ms after typing stops, and only
 *   for a query longer than 1 character (otherwise the results are cleared).
 * - A stale answer never overwrites a newer query's results: each request carries a sequence
 *   number and only the latest one's answer is kept; the previous request is aborted.
 * - Every match is reachable: `loadMore` asks for the next results of the answered query
 *   (`offset`) and appends them.
 * - Errors are silent for a query (the status line empties and no results show); a failed 'load
 *   more' keeps the results shown and lets the visitor try again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseSearchAnswer, type SearchAnswer, type SearchHit } from './search-result';

/** The search debounce and the shortest query searched. */
export const SEARCH_DEBOUNCE_MS = 125;
export const MIN_QUERY_CHARS = 2;

export type SearchStatus = 'idle' | 'searching' | 'done';
/** The 'load more' request: none, on its way, or failed (the button offers to try again). */
export type MoreStatus = 'idle' | 'loading' | 'failed';

export interface SiteSearchState {
  readonly query: string;
  readonly status: SearchStatus;
  /** The results of the last answered query (kept, dimmed, while the next one is searched). */
  readonly hits: readonly SearchHit[];
  /** How many documents match the answered query in all. */
  readonly total: number;
  /** The query the results answer, as typed (trimmed). */
  readonly answered: string;
  readonly more: MoreStatus;
}

type Result = Omit<SiteSearchState, 'query'>;
const IDLE: Result = { status: 'idle', hits: [], total: 0, answered: '', more: 'idle' };

/** A query answered on the server (the search page for a `?q=` link): shown from the first paint. */
export interface AnsweredQuery extends SearchAnswer {
  readonly query: string;
}

export function useSiteSearch(endpoint: string, initial?: AnsweredQuery) {
  const [query, setQueryText] = useState(initial?.query ?? '');
  const [result, setResult] = useState<Result>(() =>
    initial === undefined ? IDLE : { status: 'done', hits: initial.hits, total: initial.total, answered: initial.query, more: 'idle' },
  );
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const cancelPending = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  };

  const fetchAnswer = useCallback(
    async (text: string, offset: number, signal: AbortSignal) => {
      const paging = offset > 0 ? `&offset=${offset}` : '';
      const response = await fetch(`${endpoint}?q=${encodeURIComponent(text)}${paging}`, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      return parseSearchAnswer(await response.json());
    },
    [endpoint],
  );

  const run = useCallback(
    async (text: string, id: number) => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const { hits, total } = await fetchAnswer(text, 0, controller.signal);
        if (id === sequence.current) setResult({ status: 'done', hits, total, answered: text, more: 'idle' });
      } catch {
        if (id === sequence.current) setResult(IDLE);
      }
    },
    [fetchAnswer],
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

  /** The next results of the answered query, appended (a result already shown is not repeated). */
  const loadMore = useCallback(async () => {
    if (result.status !== 'done' || result.more === 'loading' || result.hits.length >= result.total) return;
    const id = sequence.current;
    const controller = new AbortController();
    inFlight.current = controller;
    setResult((previous) => ({ ...previous, more: 'loading' }));
    try {
      const next = await fetchAnswer(result.answered, result.hits.length, controller.signal);
      if (id !== sequence.current) return;
      setResult((previous) => {
        const shown = new Set(previous.hits.map((hit) => hit.uri));
        const hits = [...previous.hits, ...next.hits.filter((hit) => !shown.has(hit.uri))];
        // An index rebuilt meanwhile may match fewer: the list ends where the answers end.
        const total = next.hits.length === 0 ? hits.length : Math.max(next.total, hits.length);
        return { ...previous, hits, total, more: 'idle' };
      });
    } catch {
      if (id === sequence.current) setResult((previous) => ({ ...previous, more: 'failed' }));
    }
  }, [fetchAnswer, result]);

  /** Empties the query and hides the results. */
  const clear = useCallback(() => setQuery(''), [setQuery]);

  useEffect(() => cancelPending, []);

  const state: SiteSearchState = { query, ...result };
  return { state, setQuery, clear, loadMore };
}
