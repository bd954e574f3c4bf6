/**
 * Where a market lands on the region map: the Albers USA projection of the map's 920×600 frame and
 * of its state outlines (scripts/make-maps.ts draws them with it), and markets → markers. Server
 * code only: d3-geo is not sent to the browser, which receives the markers already projected.
 */
import { geoAlbersUsa } from 'd3-geo';
import { regionKey, type RegionKey } from './geography';
import { normaliseCount, type MapCity, type MapMarker } from './markers';

/** A market as the map reads it. */
export interface MapMarketInput {
  readonly name: string;
  readonly state: string;
  readonly region: string;
  readonly number_of_properties?: number | undefined;
  readonly total_square_feet?: number | undefined;
  readonly slug: string;
  readonly coordinates: string;
}

/**
 * The projection of the map and of its state outlines: Albers USA fitted to the 920×600 frame with
 * 4 px to spare (d3's `fitExtent` over the us-atlas states, computed once), so every state, the
 * Aleutians included, is inside the map.
 */
export const mapProjection = () => geoAlbersUsa().scale(1168.41).translate([493.96, 295.71]);

/** 'lat, lng' → the point on the map, or undefined when it is not a coordinate inside the map. */
export function projectCoordinates(coordinates: string): readonly [number, number] | undefined {
  const parts = coordinates.split(',').map((part) => Number(part.trim()));
  const [lat, lng] = parts;
  if (parts.length !== 2 || lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  // Reversed for plotting: the projection takes [lng, lat].
  const point = mapProjection()([lng, lat]);
  return point === null ? undefined : [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10];
}

/** Markets → markers: one per coordinate, markets without a known region or a place on the map left out. */
export function toMarkers(markets: readonly MapMarketInput[]): MapMarker[] {
  const byKey = new Map<string, { region: RegionKey; state: string; point: readonly [number, number]; total: number; cities: MapCity[] }>();
  for (const market of markets) {
    const region = regionKey(market.region);
    const key = market.coordinates.replace(/\s+/g, '');
    const point = projectCoordinates(market.coordinates);
    if (region === undefined || point === undefined || market.name.trim() === '' || !/^[a-z0-9-]+$/.test(market.slug)) continue;
    const entry = byKey.get(key) ?? { region, state: market.state.trim(), point, total: 0, cities: [] };
    const properties = market.number_of_properties ?? 0;
    entry.total += properties;
    entry.cities.push({ name: market.name.trim(), properties, squareFeet: market.total_square_feet ?? 0, href: `/market/${market.slug}/` });
    byKey.set(key, entry);
  }
  const max = Math.max(0, ...[...byKey.values()].map((entry) => entry.total));
  return [...byKey].map(([key, entry]) => ({ key, region: entry.region, state: entry.state, x: entry.point[0], y: entry.point[1], count: normaliseCount(entry.total, max), cities: entry.cities }));
}
