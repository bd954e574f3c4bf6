/**
 * The carousel's pages: the server hides the page buttons a width does not have (`pageCount`), and
 * the controls count the row's snap points in the browser. Both must agree, at every width: a
 * row of `count` slides, `perView` in view, snapping at the first slide of each group of `group`,
 * scrolls no further than its last slide's end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount } from '../../renderers/ui/carousel';

/** The distinct scroll offsets such a row stops at, in slide widths (what the controls read from the row). */
function snapStops(count: number, perView: number, group: number): number {
  const end = Math.max(0, count - perView);
  const stops = new Set<number>();
  for (let index = 0; index < count; index += group) stops.add(Math.min(index, end));
  return stops.size;
}

describe('carousel pages', () => {
  it('has as many pages as the row has snap stops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (count, perView, byPage) => {
        const group = byPage ? perView : 1;
        expect(pageCount(count, { perView, group })).toBe(snapStops(count, perView, group));
      }),
    );
  });

  it('counts the presets as the carousels showed them', () => {
    // Latest news, 9 posts: 9 pages on a phone, 5 of 2 from 670 px, 3 of 3 from 992 px.
    expect([1, 2, 3].map((perView) => pageCount(9, { perView, group: perView }))).toEqual([9, 5, 3]);
    // Two slides, two in view: one page, so no arrows.
    expect(pageCount(2, { perView: 2, group: 1 })).toBe(1);
  });
});
