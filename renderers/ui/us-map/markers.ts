/**
 * The region map's markers: markets at the same coordinates share
 * one marker, whose size follows its property count normalised against the largest marker. The
 * map's client code reads this module; where a market lands (projection.ts) is computed on the server.
 */
import type { RegionKey } from './geography';

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
