import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameCircles, FULL_VIEW, MAP_HEIGHT, MAP_WIDTH } from '../../renderers/ui/us-map/geography';

/** Rounding to a tenth of a map pixel. */
const SLACK = 0.1;

const circle = fc.record({
  x: fc.double({ min: 0, max: MAP_WIDTH, noNaN: true }),
  y: fc.double({ min: 0, max: MAP_HEIGHT, noNaN: true }),
  r: fc.double({ min: 0, max: 80, noNaN: true }),
});
const circles = fc.array(circle, { minLength: 1, maxLength: 12 });

describe('frameCircles (the part of the map a phone shows for a region)', () => {
  it('holds every circle, as far as the map holds it', () => {
    fc.assert(
      fc.property(circles, (list) => {
        const [x, y, width, height] = frameCircles(list);
        for (const c of list) {
          expect(Math.max(c.x - c.r, 0)).toBeGreaterThanOrEqual(x - SLACK);
          expect(Math.min(c.x + c.r, MAP_WIDTH)).toBeLessThanOrEqual(x + width + SLACK);
          expect(Math.max(c.y - c.r, 0)).toBeGreaterThanOrEqual(y - SLACK);
          expect(Math.min(c.y + c.r, MAP_HEIGHT)).toBeLessThanOrEqual(y + height + SLACK);
        }
      }),
    );
  });

  it('keeps the map’s proportions and stays on the map, so no blank area shows', () => {
    fc.assert(
      fc.property(circles, fc.double({ min: 1, max: 6, noNaN: true }), (list, maxZoom) => {
        const [x, y, width, height] = frameCircles(list, 16, maxZoom);
        expect(width / height).toBeCloseTo(MAP_WIDTH / MAP_HEIGHT, 2);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(MAP_WIDTH + SLACK);
        expect(y + height).toBeLessThanOrEqual(MAP_HEIGHT + SLACK);
        expect(MAP_WIDTH / width).toBeLessThanOrEqual(maxZoom + 0.01);
      }),
    );
  });

  it('zooms in on a cluster and shows the whole map when there is nothing to frame', () => {
    const [, , width] = frameCircles([{ x: 800, y: 200, r: 20 }, { x: 760, y: 260, r: 30 }]);
    expect(MAP_WIDTH / width).toBeCloseTo(3);
    expect(frameCircles([])).toEqual(FULL_VIEW);
  });
});
