/**
 * `GET /api/search/?q=&offset=`: `{results: [{uri, title, excerpt,
 * categories, date}], total}`, 20 results from the `offset`-th best on (0, the best, by default)
 * and how many match in all (the PostgreSQL index counts up to 1,000, or one past the page: at
 * least that many), so the next page is always reachable. Any input gets an answer: a query too
 * short to search gets no results, one too long or a bad offset gets 400; nothing a visitor types
 * can make it fail with a 500.
 */
import { PRIVATE_NO_STORE } from '../cache-headers';
import { MAX_OFFSET, MAX_RESULTS, SearchIndexTooLarge, SiteSearchIndex, type SearchBackend } from './index';
import { getSearchBackend, sharedAnswer } from './store';
import { searchEndpoint } from '../../renderers/ui/search/endpoint';
import { parseSearchAnswer, type SearchAnswer } from '../../renderers/ui/search/search-result';

/** Longer queries are refused: nobody types 200 characters into a search box. */
export const MAX_QUERY_LENGTH = 200;
/** Only a query longer than 1 character is searched. */
export const MIN_QUERY_LENGTH = 2;

export { MAX_OFFSET };

export type QueryCheck = { readonly ok: true; readonly query: string } | { readonly ok: false; readonly error: string };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control characters, line and paragraph separators and the replacement character become spaces. */
const NOT_TEXT = /[\p{Cc}\p{Zl}\p{Zp}\uFFFD]/gu;

/**
 * The query as the index sees it: well-formed Unicode (a lone surrogate becomes a space),
 * compatibility-normalised (full-width 'ｗａｒｅ' is 'ware'), control characters dropped, blanks
 * collapsed. A missing `q` is the empty query.
 */
export function normalizeQuery(raw: string | null): QueryCheck {
  if (raw === null) return { ok: true, query: '' };
  // Checked before normalising too, so a huge parameter costs nothing.
  if (raw.length > MAX_QUERY_LENGTH * 4) return { ok: false, error: `q: at most ${MAX_QUERY_LENGTH} characters` };
  const query = raw.replace(LONE_SURROGATE, ' ').normalize('NFKC').replace(NOT_TEXT, ' ').replace(/\s+/g, ' ').trim();
  if ([...query].length > MAX_QUERY_LENGTH) return { ok: false, error: `q: at most ${MAX_QUERY_LENGTH} characters` };
  return { ok: true, query };
}

/** `offset`: absent (0) or a whole number from 0 to MAX_OFFSET. */
export function parseOffset(raw: string | null): { readonly ok: true; readonly offset: number } | { readonly ok: false; readonly error: string } {
  if (raw === null || raw === '') return { ok: true, offset: 0 };
  const offset = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(offset) && offset <= MAX_OFFSET ? { ok: true, offset } : { ok: false, error: `offset: a whole number from 0 to ${MAX_OFFSET}` };
}

/**
 * Public, read-only and the same for everyone: any origin may read it (SEARCH_API_URL lets
 * another site point here), browsers keep an answer a minute, shared caches five.
 */
const HEADERS = {
  'access-control-allow-origin': '*',
  'cache-control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
} as const;
const NO_STORE = { 'access-control-allow-origin': '*', 'cache-control': PRIVATE_NO_STORE } as const;

/**
 * Recent answers, per index: visitors repeat each other's queries (and every prefix on the way to
 * them), and an index never changes once built, so an answer stays right until the next index
 * replaces it (a WeakMap: the old answers go with the old index). First in, first out.
 */
const answers = new WeakMap<SiteSearchIndex, Map<string, string>>();
const ANSWERS_PER_INDEX = 1000;

async function answerBody(index: SearchBackend, query: string, offset: number): Promise<string> {
  if (!(index instanceof SiteSearchIndex)) return sharedAnswer(index, query, offset);
  let cache = answers.get(index);
  if (cache === undefined) answers.set(index, (cache = new Map()));
  const key = `${offset} ${query.toLowerCase()}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const body = JSON.stringify(index.find(query, MAX_RESULTS, offset));
  if (cache.size >= ANSWERS_PER_INDEX) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, body);
  return body;
}

/** The answer to one search request. */
export async function searchResponse(params: URLSearchParams, index: () => Promise<SearchBackend> = getSearchBackend): Promise<Response> {
  const check = normalizeQuery(params.get('q'));
  if (!check.ok) return Response.json({ error: check.error, results: [] }, { status: 400, headers: NO_STORE });
  const paging = parseOffset(params.get('offset'));
  if (!paging.ok) return Response.json({ error: paging.error, results: [] }, { status: 400, headers: NO_STORE });
  if ([...check.query].length < MIN_QUERY_LENGTH) return Response.json({ results: [], total: 0 }, { headers: HEADERS });
  let body: string;
  try {
    body = await answerBody(await index(), check.query, paging.offset);
  } catch (error) {
    // The store logged a too-large archive once, with what to do.
    if (!(error instanceof SearchIndexTooLarge)) console.error('search index unavailable', error);
    return Response.json({ error: 'search is unavailable, try again shortly', results: [] }, { status: 503, headers: { ...NO_STORE, 'retry-after': '30' } });
  }
  return new Response(body, { headers: { ...HEADERS, 'content-type': 'application/json' } });
}

/** CORS preflight: only GET, no credentials. */
export function searchPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, OPTIONS', 'access-control-max-age': '86400' },
  });
}

/**
 * A query answered for a page rendered on the server (the search page opened with `?q=`), as the
 * browser would have it from the API: this site's index, or the API at SEARCH_API_URL when the site
 * searches another deployment (a fixed address from the configuration, never one from the request).
 * Undefined when there is nothing to show: a query too short or too long, or no answer.
 */
export async function answerOnServer(raw: string, searchApiUrl: string | undefined): Promise<SearchAnswer | undefined> {
  const check = normalizeQuery(raw);
  if (!check.ok || [...check.query].length < MIN_QUERY_LENGTH) return undefined;
  try {
    if (searchApiUrl !== undefined) {
      const response = await fetch(`${searchEndpoint(searchApiUrl)}?q=${encodeURIComponent(check.query)}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
      return response.ok ? parseSearchAnswer(await response.json()) : undefined;
    }
    return parseSearchAnswer(JSON.parse(await answerBody(await getSearchBackend(), check.query, 0)));
  } catch (error) {
    if (!(error instanceof SearchIndexTooLarge)) console.error('search on the server failed', error);
    return undefined;
  }
}
