/**
 * The field schemas the site's ACF blocks share (block-schemas/shared/fields.ts) and the
 * number-grid figure of format.ts: what an editor's stored value becomes for a renderer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corners, fileUrl, memberName, onUnlessZero, urlLink } from '../../block-schemas/shared/fields';
import { formatFigure } from '../../renderers/ui/format';

describe('corners()', () => {
  const parse = (value: unknown) => corners().parse(value);

  it('reads an ACF checkbox list, one value, or a comma-separated string', () => {
    expect(parse(['tl', 'br'])).toEqual(['tl', 'br']);
    expect(parse('tr')).toEqual(['tr']);
    expect(parse('tl, bl')).toEqual(['tl', 'bl']);
  });

  it('maps the long names to the same corners and counts each corner once', () => {
    expect(parse(['top_left', 'tl', 'bottom_right', 'BR'])).toEqual(['tl', 'br']);
  });

  it('ignores unknown values and blanks', () => {
    expect(parse(['middle', '', 3])).toEqual([]);
    expect(parse(undefined)).toEqual([]);
    expect(parse(false)).toEqual([]);
  });
});

describe('urlLink()', () => {
  it('accepts an ACF link object or a bare URL; blank is no link', () => {
    expect(urlLink().parse({ url: '/a/', title: 'A', target: '_blank' })).toEqual({ url: '/a/', title: 'A', target: '_blank' });
    expect(urlLink().parse(' /story/ ')).toEqual({ url: '/story/', title: '', target: '' });
    expect(urlLink().parse('')).toBeUndefined();
    expect(urlLink().parse(false)).toBeUndefined();
  });
});

describe('onUnlessZero()', () => {
  it("is on unless the CMS says '0' (use_block_default_data)", () => {
    expect(onUnlessZero().parse(undefined)).toBe(true);
    expect(onUnlessZero().parse('1')).toBe(true);
    expect(onUnlessZero().parse('')).toBe(true);
    expect(onUnlessZero().parse('0')).toBe(false);
    expect(onUnlessZero().parse(0)).toBe(false);
    expect(onUnlessZero().parse(false)).toBe(false);
  });
});

describe('memberName()', () => {
  it('reads the name of an ACF post object, a member object, or the name itself', () => {
    expect(memberName().parse({ ID: 4, post_title: ' Catherine Lyle ' })).toBe('Catherine Lyle');
    expect(memberName().parse({ name: 'Daniel Osei' })).toBe('Daniel Osei');
    expect(memberName().parse('Jordan Ellis')).toBe('Jordan Ellis');
    expect(memberName().parse(812)).toBe('');
    expect(memberName().parse(undefined)).toBe('');
  });
});

describe('fileUrl()', () => {
  it('reduces an uploaded file to its URL', () => {
    expect(fileUrl().parse({ url: '/media/film.webm', mime_type: 'video/webm' })).toBe('/media/film.webm');
    expect(fileUrl().parse('/media/film.webm')).toBe('/media/film.webm');
    expect(fileUrl().parse(null)).toBe('');
  });
});

describe('formatFigure', () => {
  it('shows the spec examples', () => {
    expect(formatFigure('None', '83.4', 'M sqft')).toBe('83.4M SF');
    expect(formatFigure('None', '500000', 'sqft')).toBe('500,000 SF');
    expect(formatFigure('$', '2.4', 'B')).toBe('$2.4B');
    expect(formatFigure('', '1,200', '+')).toBe('1,200+');
    expect(formatFigure('None', '38', 'MW')).toBe('38 MW');
    expect(formatFigure('', '24/7', '')).toBe('24/7');
    expect(formatFigure('$', '', 'M')).toBe('');
  });

  it("never shows 'None' or 'sqft', whatever the affixes", () => {
    const prefixes = fc.constantFrom('None', '', '$', '~', 'Over ');
    const suffixes = fc.constantFrom('None', '', '+', '%', 'M sqft', 'sqft', 'K sqft', 'SF', 'acres');
    fc.assert(
      fc.property(prefixes, fc.integer({ min: 0, max: 1e9 }), suffixes, (prefix, number, suffix) => {
        const figure = formatFigure(prefix, String(number), suffix);
        expect(figure).not.toMatch(/None|sqft/);
        expect(figure).toContain(new Intl.NumberFormat('en-US').format(number));
      }),
    );
  });
});
