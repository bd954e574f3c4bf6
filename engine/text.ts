/**
 * Plain text out of what WordPress stores. Plain-text fields (titles, menu labels, SEO titles)
 * arrive with HTML entities ('News &amp; Insights', 'Larkspur&#8217;s'): they are decoded once,
 * so that React escapes them exactly once. HTML becomes text here for what shows or matches it as
 * text (search, cards, emptiness checks); HTML that is shown as HTML goes through `<RichText>`.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
};

function decodeCodePoint(code: number, original: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;
}

/** `&amp;`, `&#8217;`, `&#x2019;` and the common named entities decoded; unknown ones kept. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? match;
    const hex = entity[1] === 'x' || entity[1] === 'X';
    return decodeCodePoint(Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10), match);
  });
}

/** Text of HTML: scripts, styles and templates dropped, tags turned into spaces, entities decoded, blanks (`&nbsp;` too) collapsed. */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** True when HTML shows nothing: no text (blank or `&nbsp;` only) and no image, media or rule. */
export const htmlIsEmpty = (html: string): boolean => !/<(img|hr|video|iframe|embed|object|svg)\b/i.test(html) && htmlToText(html) === '';

/** What an opening cut from a text does not end on before its ellipsis: blanks and separating punctuation. */
const CUT_TRAILING = /[\s,;:.\u2013\u2014-]+$/;

/**
 * `text` whole when it has at most `length` characters (UTF-16 units); otherwise its opening and
 * an ellipsis, together at most `length` long. The opening keeps every word that fits and ends at
 * the last blank that leaves room for the ellipsis, without the blanks and punctuation before it;
 * when that blank is in the first half (one long word), the opening is cut inside the word,
 * never inside a character. What every excerpt and description shortened from text is cut by.
 */
export function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const room = Math.max(length - 1, 0);
  const blank = text.slice(0, room + 1).search(/\s\S*$/);
  let end = blank > length / 2 ? blank : room;
  // A hard cut between the two halves of a surrogate pair drops the pair.
  if (end === room && end > 0 && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return `${text.slice(0, end).replace(CUT_TRAILING, '')}\u2026`;
}
