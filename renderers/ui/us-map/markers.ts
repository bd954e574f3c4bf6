/**
 * The region map's markers: markets at the same coordinates share
 * one marker, whose size follows its property count normalised against the largest marker.
 */
import { projectCoordinates, regionKey, type RegionKey } from './geography';

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

export interface MapCity {
  readonly name: string;
  readonly properties: number;
  readonly squareFeet: number;
  /** The market page, /market/{slug}/. */
  readonly href: string;
}

export interface MapMarker {
  /** The coordinates it stands for, as the CMS wrote them: a stable key. */
  readonly key: string;
  readonly region: RegionKey;
  /** The state it stands in (hovering a state without a marker closes the tooltip). */
  readonly state: string;
  readonly x: number;
  readonly y: number;
  /** The normalised count: count × 100 / max count / 10 × 6. */
  readonly count: number;
  readonly cities: readonly MapCity[];
}

/** Count × 100 / max count / 10 × 6 (0 to 60). */
export const normaliseCount = (count: number, max: number): number => (max > 0 ? ((count * 100) / max / 10) * 6 : 0);

/** An active region's marker radius, 10 + (count / 8.5)² + count / 7, for a normalised count. */
export const activeMarkerRadius = (count: number): number => 10 + (count / 8.5) ** 2 + count / 7;

/** The radius of a marker outside the active region. */
export const inactiveMarkerRadius = (mobile: boolean): number => (mobile ? 8 : 5);

/** The smallest target a finger or pointer must be given, in CSS pixels (WCAG 2.2, 2.5.8). */
export const MIN_TARGET_PX = 24;

/**
 * The hit box's side in map units: the radius-based size × √2 when hovered, otherwise 24 units;
 * never less than MIN_TARGET_PX on screen. `unitsPerPixel` is how many map units one CSS pixel
 * covers where the map is drawn (a 390 px phone shows the 975-unit map at 2.5 units a pixel), 0
 * before the map is measured.
 */
export const markerHitBox = (radius: number, hovered: boolean, unitsPerPixel = 0): number =>
  // One pixel over the minimum, so that the browser's sub-pixel rounding never leaves it under.
  Math.max(hovered ? radius * 2 * Math.SQRT2 : 24, (MIN_TARGET_PX + 1) * unitsPerPixel);

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
