/**
 * The site search box and its results (loaded through site-search.client.tsx): used by the header overlay ('Search
 * {brand}', with 'Cancel') and by the `acf/search` block ('Type here.'), which keeps the query in
 * the page's URL (`/search/?q=`), so a search can be shared and Back returns to it. Each result
 * shows its eyebrow, its title as the link and its excerpt with the query's words marked; 'Load
 * more' reaches every match.
 */
import { RouteLink } from '../route-link';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../cn';
import { excerptText, foundText, notFoundText, SEARCHING_TEXT, searchEyebrow, type SearchHit } from './search-result';
import { markQueryTerms } from './terms';
import { SearchForm, SearchStatus } from './search-form';
import { usePopover } from '../use-popover';
import { useSiteSearch, type AnsweredQuery, type SiteSearchState } from './use-site-search';

export interface SiteSearchProps {
  /** The search API (`searchEndpoint`). */
  readonly endpoint: string;
  readonly placeholder: string;
  /** The input's accessible name. */
  readonly label: string;
  /** Shows 'Cancel', which clears the query, hides the results and then calls this. */
  readonly onCancel?: () => void;
  /** The popover Cancel hides (the header overlay), before the runtime has arrived too. */
  readonly cancelPopover?: string;
  /** Focus the input whenever this turns true (the header overlay opening). */
  readonly focusWhen?: boolean;
  readonly className?: string;
  /** Classes of the results list's scroll area. */
  readonly resultsClassName?: string;
  /** Read the query from `?q=` on arrival and keep it there (the search page). */
  readonly syncUrl?: boolean;
  /** The query of the page's `?q=`, answered on the server. */
  readonly initial?: AnsweredQuery;
  /**
   * What was typed into the server's copy of the form (PlainSearch) before this replaced it, read
   * as this takes its place (in the same task as the swap, so no keystroke falls between): searched
   * on arrival.
   */
  readonly typed?: () => string;
}

/** The page's URL with `?q=` set to the query (or removed), without a new history entry. */
function replaceQueryParam(query: string): void {
  const url = new URL(window.location.href);
  const text = query.trim();
  if ((url.searchParams.get('q') ?? '') === text) return;
  if (text === '') url.searchParams.delete('q');
  else url.searchParams.set('q', text);
  window.history.replaceState(window.history.state, '', url);
}

export function SiteSearch({ endpoint, placeholder, label, onCancel, cancelPopover, focusWhen = false, className, resultsClassName, syncUrl = false, initial, typed: typedBefore }: SiteSearchProps) {
  const { state, setQuery, clear, loadMore } = useSiteSearch(endpoint, initial);
  const input = useRef<HTMLInputElement>(null);

  // Before the browser handles another event: a key pressed as this replaces the server's form
  // lands in this box, not on the page.
  useLayoutEffect(() => {
    if (focusWhen) input.current?.focus();
  }, [focusWhen]);

  // What the box holds when the runtime arrives is searched: text typed before it came (the
  // browser kept it), else a shared link's or Back's `?q=` that the server did not answer.
  const answeredOnServer = initial?.query;
  useLayoutEffect(() => {
    const typed = typedBefore?.() ?? input.current?.value ?? '';
    const shared = syncUrl ? (new URLSearchParams(window.location.search).get('q') ?? '') : '';
    const text = typed.trim() !== '' ? typed : shared;
    if (text.trim() !== '' && text !== answeredOnServer) setQuery(text, true);
  }, [syncUrl, setQuery, answeredOnServer, typedBefore]);

  const change = (value: string, immediately = false) => {
    setQuery(value, immediately);
    if (syncUrl) replaceQueryParam(value);
  };

  return (
    <div role="search" className={className}>
      <SearchForm
        placeholder={placeholder}
        label={label}
        inputRef={input}
        value={state.query}
        onChange={(value) => change(value)}
        onSubmit={(event) => {
          event.preventDefault();
          change(state.query, true);
        }}
        cancel={
          onCancel
            ? {
                popover: cancelPopover,
                onClick: () => {
                  clear();
                  onCancel();
                },
              }
            : undefined
        }
      />
      <SearchResults state={state} onLoadMore={loadMore} className={resultsClassName} />
    </div>
  );
}

export default SiteSearch;

export type PopoverSiteSearchProps = Omit<SiteSearchProps, 'onCancel' | 'cancelPopover' | 'focusWhen' | 'syncUrl' | 'initial'> & {
  /** The popover the search is in (the header's overlay). */
  readonly popover: string;
};

/** The search in a popover: focused whenever the popover opens; Cancel clears it, hides the popover and returns focus to its button. */
export function PopoverSiteSearch({ popover, ...props }: PopoverSiteSearchProps) {
  const [open, close] = usePopover(popover);
  return <SiteSearch {...props} onCancel={close} cancelPopover={popover} focusWhen={open === true} />;
}

function statusText({ status, hits, total, answered }: SiteSearchState): string {
  if (status === 'searching') return SEARCHING_TEXT;
  if (status === 'done') return hits.length > 0 ? foundText(total, answered) : notFoundText(answered);
  return '';
}

const MORE_LABEL = { idle: 'Load more results', loading: 'Loading…', failed: 'Could not load more results. Try again' } as const;

/** The status line (a live region), the numbered results and 'Load more' while matches remain. */
function SearchResults({ state, onLoadMore, className }: { readonly state: SiteSearchState; readonly onLoadMore: () => void; readonly className?: string }) {
  const text = statusText(state);
  const showHits = state.status !== 'idle' && state.hits.length > 0;
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(0);
  /** 'Load more' was used: focus goes to the first new result when it comes (the button is disabled meanwhile, which drops focus). */
  const continueAtNew = useRef(false);

  // After 'Load more', the keyboard (and a screen reader) continues at the first new result.
  useEffect(() => {
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]');
    if (links && continueAtNew.current && shown.current > 0 && links.length > shown.current) {
      continueAtNew.current = false;
      links[shown.current]?.focus();
    }
    shown.current = links?.length ?? 0;
  }, [state.hits]);

  // The live region is always present (and empty when idle), so screen readers announce each change.
  return (
    <div className={className}>
      <SearchStatus text={text} />
      {showHits ? (
        <>
          <ol ref={list} aria-label="Search results" aria-busy={state.status === 'searching'} className={cn('mt-2 divide-y divide-cement', state.status === 'searching' && 'opacity-60')}>
            {state.hits.map((hit, index) => (
              <SearchResult key={hit.uri} hit={hit} number={index + 1} query={state.answered} />
            ))}
          </ol>
          {state.status === 'done' && state.hits.length < state.total ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-1 pb-2 pt-4">
              <button
                type="button"
                onClick={() => {
                  continueAtNew.current = true;
                  onLoadMore();
                }}
                disabled={state.more === 'loading'}
                className="min-h-11 rounded-full border-2 border-slate px-5 py-2 text-[15px] font-semibold text-slate hover:bg-slate hover:text-white disabled:cursor-wait"
              >
                {MORE_LABEL[state.more]}
              </button>
              <span className="text-sm text-ink/75">{`${state.hits.length} of ${state.total} shown`}</span>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The excerpt's text with the query's words marked. */
function MarkedExcerpt({ text, query }: { readonly text: string; readonly query: string }) {
  // Parts are the text in order; an index is a stable key for a text that does not change.
  return markQueryTerms(text, query).map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-verylightsolar px-0.5 font-semibold text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** One result: the eyebrow, the title as the link (which covers the whole result), the excerpt. */
function SearchResult({ hit, number, query }: { readonly hit: SearchHit; readonly number: number; readonly query: string }) {
  const title = hit.title.trim() || hit.uri;
  const linkClass =
    'mt-1 block text-lg font-semibold leading-snug text-slate underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-xl after:content-[""] hover:underline focus-visible:underline focus-visible:after:outline-3 focus-visible:after:outline-solar';
  // Site paths navigate in the app; a result on another host (SEARCH_API_URL) is a plain link.
  const link = hit.uri.startsWith('/') ? (
    <RouteLink href={hit.uri} data-result="" className={linkClass}>
      {title}
    </RouteLink>
  ) : (
    <a href={hit.uri} data-result="" className={linkClass}>
      {title}
    </a>
  );
  const excerpt = excerptText(hit.excerpt);
  return (
    <li className="relative flex gap-3 rounded-xl px-2 py-4 hover:bg-lightest has-[:focus-visible]:bg-lightest">
      <span aria-hidden="true" className="w-8 shrink-0 pt-0.5 text-lg font-semibold tabular-nums text-freight">
        {number}.
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-freight">{searchEyebrow(hit)}</p>
        {link}
        {excerpt === '' ? null : (
          <p className="mt-1.5 line-clamp-3 text-[15px] leading-relaxed text-ink/85">
            <MarkedExcerpt text={excerpt} query={query} />
          </p>
        )}
      </div>
    </li>
  );
}
