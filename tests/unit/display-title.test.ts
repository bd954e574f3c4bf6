/**
 * A post or page saved without a title still has words for its heading, its link in lists and
 * its search result: the opening of its excerpt, else 'Untitled'.
 */
import { describe, expect, it } from 'vitest';
import { displayTitle, UNTITLED } from '../../site/cms/uri';

describe('the title the site shows', () => {
  it("is WordPress's own, entities decoded", () => {
    expect(displayTitle('Dock &amp; yard', '<p>Ignored.</p>')).toBe('Dock & yard');
  });

  it('is the opening words of the excerpt for an untitled post, cut at a word', () => {
    expect(displayTitle(null, '<p>A note without a title.</p>')).toBe('A note without a title.');
    expect(displayTitle('  ', '<p>Larkspur adds four loading docks and a truck court to its Reno campus this spring, with solar.</p>')).toBe('Larkspur adds four loading docks and a truck court to its\u2026');
  });

  it("is 'Untitled' when there are no words at all", () => {
    expect(displayTitle('', '')).toBe(UNTITLED);
    expect(displayTitle(null, '<figure><img src="/a.jpg" alt=""></figure>')).toBe(UNTITLED);
  });
});
