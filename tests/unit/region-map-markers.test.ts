import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionKey } from '../../renderers/ui/us-map/geography';
import { activeMarkerRadius, inactiveMarkerRadius, markerHitBox, MIN_TARGET_PX, normaliseCount } from '../../renderers/ui/us-map/markers';
import { projectCoordinates, toMarkers } from '../../renderers/ui/us-map/projection';

const market = (name: string, coordinates: string, properties: number, region = 'West Region') => ({
  name,
  state: 'Arizona',
  region,
  number_of_properties: properties,
  total_square_feet: properties * 100_000,
  slug: name.toLowerCase(),
  coordinates,
});

describe('region map markers', () => {
  it('maps region names to keys', () => {
    expect(['West Region', 'Central Region', 'East Region', 'center', 'North Region'].map(regionKey)).toEqual(['west', 'central', 'east', 'central', undefined]);
  });

  it("reads 'lat, lng' reversed for plotting, and rejects points outside the map", () => {
    const phoenix = projectCoordinates('33.4484, -112.0740');
    const atlanta = projectCoordinates('33.7490, -84.3880');
    expect(phoenix && atlanta && phoenix[0] < atlanta[0]).toBe(true);
    expect(projectCoordinates('0, 0')).toBeUndefined();
    expect(projectCoordinates('Phoenix')).toBeUndefined();
  });

  it('normalises counts against the largest marker and sizes the radius by the formula', () => {
    expect(normaliseCount(50, 50)).toBe(60);
    expect(normaliseCount(25, 50)).toBe(30);
    expect(activeMarkerRadius(60)).toBeCloseTo(10 + (60 / 8.5) ** 2 + 60 / 7);
    expect([inactiveMarkerRadius(false), inactiveMarkerRadius(true)]).toEqual([5, 8]);
    expect(markerHitBox(10, false)).toBe(24);
    expect(markerHitBox(10, true)).toBeCloseTo(20 * Math.SQRT2);
  });

  it('keeps every hit box at least 24 CSS pixels wide however small the map is drawn', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60, noNaN: true }), fc.boolean(), fc.double({ min: 0.05, max: 10, noNaN: true }), (count, hovered, unitsPerPixel) => {
        const side = markerHitBox(activeMarkerRadius(count), hovered, unitsPerPixel);
        expect(side / unitsPerPixel).toBeGreaterThanOrEqual(MIN_TARGET_PX - 1e-9);
        expect(side).toBeGreaterThanOrEqual(markerHitBox(activeMarkerRadius(count), hovered));
      }),
    );
    // A 390 px phone draws the 975-unit map at 2.5 units a pixel: 62.5 units (25 px), where 24 units were 9.6 px.
    expect(markerHitBox(10, false, 975 / 390)).toBeCloseTo(62.5);
  });

  it('gives markets at one coordinate one marker with a city each', () => {
    const markers = toMarkers([market('Phoenix', '33.4484, -112.0740', 22), market('Glendale', '33.4484,-112.0740', 4), market('Atlanta', '33.7490, -84.3880', 13, 'East Region')]);
    expect(markers.map((marker) => [marker.region, marker.cities.map((city) => city.name), marker.count])).toEqual([
      ['west', ['Phoenix', 'Glendale'], 60],
      ['east', ['Atlanta'], 30],
    ]);
    expect(markers[0]?.cities[0]?.href).toBe('/market/phoenix/');
  });
});
