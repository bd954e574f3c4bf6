/**
 * The site search's answer as the browser reads it, and what a result
 * shows. Pure and small: it runs in the browser, where the answer may come from another host
 * (`SEARCH_API_URL`), so nothing in it is trusted.
 */
// The modules themselves, not the engine's index: this file runs in the browser.
import { isRecord } from '../../../engine/record';
import { htmlToText } from '../../../engine/text';
import { formatSearchDate } from '../format';

/** One result. */
export interface SearchHit {
  /** A site path or an absolute http(s) URL. */
  readonly uri: string;
  readonly title: string;
  /** HTML from the API: shown as text only (`excerptText`). */
  readonly excerpt: string;
  readonly categories: readonly string[];
  /** Unix seconds. */
  readonly date: number;
}

const SAFE_URI = /^(?:\/(?!\/)|https?:\/\/)/i;

function toHit(value: unknown): SearchHit | undefined {
  if (!isRecord(value) || typeof value.uri !== 'string' || !SAFE_URI.test(value.uri.trim())) return undefined;
  const date = typeof value.date === 'number' ? value.date : Number(value.date);
  return {
    uri: value.uri.trim(),
    title: typeof value.title === 'string' ? value.title : '',
    excerpt: typeof value.excerpt === 'string' ? value.excerpt : '',
    categories: Array.isArray(value.categories) ? value.categories.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [],
    date: Number.isFinite(date) ? date : Number.NaN,
  };
}

export interface SearchAnswer {
  readonly hits: readonly SearchHit[];
  /** How many documents match in all: this API's `total`, else the number of results. */
  readonly total: number;
}

/** An API answer, `{results: [...], total?}`; anything unusable is left out. */
export function parseSearchAnswer(body: unknown): SearchAnswer {
  if (!isRecord(body) || !Array.isArray(body.results)) return { hits: [], total: 0 };
  const hits = body.results.flatMap((value) => toHit(value) ?? []);
  const total = typeof body.total === 'number' && Number.isInteger(body.total) && body.total >= hits.length ? body.total : hits.length;
  return { hits, total };
}

/** What a result without a category is: WordPress gives every post one, so it is a page. */
export const PAGE_TYPE = 'Page';

/**
 * The eyebrow: the first category, or the content type for a page (the title is the
 * result's link), joined with ' - ' to the date (`MM.DD.YYYY`, real month). Without a readable
 * date, only the first part.
 */
export function searchEyebrow(hit: SearchHit): string {
  const lead = hit.categories[0] ?? PAGE_TYPE;
  const date = formatSearchDate(hit.date);
  return [lead, date].filter((part) => part !== '').join(' - ');
}

/** The status line, exactly. */
export const SEARCHING_TEXT = 'Searching...';
export const foundText = (count: number, query: string): string => `We found ${count} matches of "${query}"`;
export const notFoundText = (query: string): string => `We couldn't find a match for "${query}"`;

/**
 * An excerpt's text: only the words of the HTML are kept (and shown as text), so an answer from
 * any host can never inject markup.
 */
export const excerptText = (html: string): string => htmlToText(html);
