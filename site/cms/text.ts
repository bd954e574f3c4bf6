/**
 * WordPress serves plain-text fields (titles, menu labels, SEO titles) with HTML entities:
 * 'News &amp; Insights', 'Larkspur&#8217;s'. They are decoded once here, so that React escapes
 * them exactly once. HTML fields are left alone: <RichText> parses them.
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

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? match;
    const hex = entity[1] === 'x' || entity[1] === 'X';
    return decodeCodePoint(Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10), match);
  });
}
