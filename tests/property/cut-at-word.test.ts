/**
 * The one rule every excerpt and description is shortened by (`cutAtWord`): the search index's
 * page excerpts and the descriptions of a WordPress without Yoast both use it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAtWord } from '../../engine';
import { excerptOf } from '../../site/cms/search-documents';
import { ownDescription } from '../../site/cms/own-seo';

const ELLIPSIS = '\u2026';
/** Blanks and punctuation a cut opening never ends on. */
const SEPARATOR = /[\s,;:.\u2013\u2014-]/;

/** Words of letters, accented letters, astral characters (two UTF-16 units) and punctuation, between blanks of several kinds. */
const word = fc.array(fc.constantFrom('a', 'b', 'é', '😀', '𝔸', ',', '.', ';', '\u2013', '-'), { minLength: 1, maxLength: 14 }).map((chars) => chars.join(''));
const text = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 50 }), fc.array(fc.constantFrom(' ', '  ', '\n', '\u00a0', ' - '), { minLength: 1, maxLength: 4 }))
  .map(([words, blanks]) => words.map((w, i) => `${i === 0 ? '' : blanks[i % blanks.length]}${w}`).join(''));
const length = fc.integer({ min: 1, max: 200 });

describe('cutAtWord', () => {
  it('never exceeds the length, and leaves a text that fits alone', () => {
    fc.assert(
      fc.property(text, length, (source, max) => {
        const cut = cutAtWord(source, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        if (source.length <= max) expect(cut).toBe(source);
        else expect(cut.endsWith(ELLIPSIS)).toBe(true);
      }),
    );
  });

  it('keeps an opening of the text that ends on a whole character, not on a blank or punctuation', () => {
    fc.assert(
      fc.property(text, length, (source, max) => {
        fc.pre(source.length > max);
        const opening = cutAtWord(source, max).slice(0, -1);
        expect(source.startsWith(opening)).toBe(true);
        expect(opening).not.toMatch(/[\uD800-\uDBFF]$/);
        if (opening !== '') expect(SEPARATOR.test(opening.at(-1) ?? '')).toBe(false);
      }),
    );
  });

  it('keeps every word that fits when a blank falls in the second half: what it drops up to the limit is separators and at most part of one word', () => {
    fc.assert(
      fc.property(text, length, (source, max) => {
        fc.pre(source.length > max);
        const room = max - 1;
        const lastBlank = source.slice(0, room + 1).search(/\s\S*$/);
        fc.pre(lastBlank > max / 2);
        const opening = cutAtWord(source, max).slice(0, -1);
        expect(source.slice(opening.length, room + 1)).toMatch(/^[\s,;:.\u2013\u2014-]*\S*$/);
        expect(source.charAt(lastBlank)).toMatch(/\s/);
        expect(opening.length).toBeLessThanOrEqual(lastBlank);
      }),
    );
  });

  it('cuts one long word inside it rather than giving up half the room', () => {
    expect(cutAtWord('a '.concat('x'.repeat(50)), 20)).toBe(`a ${'x'.repeat(17)}${ELLIPSIS}`);
    expect(cutAtWord('😀'.repeat(20), 10)).toBe(`${'😀'.repeat(4)}${ELLIPSIS}`);
  });

  it('is the rule of the search excerpts and of the descriptions without Yoast', () => {
    fc.assert(
      fc.property(text, (source) => {
        const description = ownDescription('', [{ name: 'core/paragraph', attributes: { content: source }, originalContent: '', innerBlocks: [] }]);
        expect(description).toBe(cutAtWord(source.replace(/\s+/g, ' ').trim(), 160));
        const excerpt = excerptOf(source.replace(/\s+/g, ' ').trim(), 180);
        expect(excerpt).toBe(`<p>${cutAtWord(source.replace(/\s+/g, ' ').trim(), 180)}</p>`);
      }),
    );
  });
});
