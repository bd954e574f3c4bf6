/**
 * How the site search reads words, in one place for the index (site/search) and for the results
 * that mark the query's words in each excerpt (in the browser): case and accents folded, plurals
 * folded, stop words and single letters dropped.
 */

const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our that the their this to was we were will with you your s'.split(' '),
);

/** A plural's final 's' ('warehouses', 'leases'), not that of 'business', 'campus' or 'analysis'. */
const PLURAL = /^(\p{L}{3,}[^su\P{L}])s$/u;

/**
 * Case and accents are folded, so 'Élan' finds 'elan', and plurals are folded, so 'warehouses'
 * finds 'warehouse'; stop words and single letters are dropped (null). The index and queries are
 * processed alike.
 */
export function processTerm(term: string): string | null {
  const folded = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded === '' || STOP_WORDS.has(folded) || /^\p{L}$/u.test(folded)) return null;
  return PLURAL.exec(folded)?.[1] ?? folded;
}

/** What separates the tokens the index reads: blanks and punctuation (MiniSearch's own default). */
export const TOKEN_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** The words of an excerpt to mark (letters and digits; anything else separates). */
export const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The last query word is matched as a prefix from this many letters on (as it is being typed). */
export const PREFIX_MIN_CHARS = 3;

/** A piece of an excerpt, marked when it is one of the query's words. */
export interface TextPart {
  readonly text: string;
  readonly marked: boolean;
}

/**
 * The text cut into parts, the words that match the query marked: a word matches when it folds
 * to one of the query's words, or, for the last query word (being typed), starts with it.
 */
export function markQueryTerms(text: string, query: string): TextPart[] {
  const words = [...query.matchAll(WORD)].map((match) => processTerm(match[0]));
  const last = words.at(-1);
  const exact = new Set(words.filter((word): word is string => word !== null));
  const prefix = last !== null && last !== undefined && last.length >= PREFIX_MIN_CHARS ? last : undefined;
  const matches = (word: string) => {
    const folded = processTerm(word);
    return folded !== null && (exact.has(folded) || (prefix !== undefined && folded.startsWith(prefix)));
  };
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    if (!matches(match[0])) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
