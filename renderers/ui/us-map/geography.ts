/**
 * The region map's geography: the 920×600 Albers USA frame, which states
 * belong to which region, and where a market's 'lat, lng' lands on the map. The state outlines
 * themselves are a static SVG made from the bundled us-atlas TopoJSON by scripts/make-maps.ts
 * with the same projection (projection.ts), so the page only references them. This module is read
 * by the map's client code too, so it holds no projection: d3-geo stays on the server.
 */
export const MAP_WIDTH = 920;
export const MAP_HEIGHT = 600;

/** The state outlines: one `<path id="state-{fips}">` per state, no fill (the map colours them). */
export const STATES_SPRITE = '/maps/us-states.svg';

export type RegionKey = 'west' | 'central' | 'east';
export const REGION_KEYS: readonly RegionKey[] = ['west', 'central', 'east'];

/** The regions' names, as the markets carry them and the toggles show them. */
export const REGION_NAMES: Readonly<Record<RegionKey, string>> = { west: 'West Region', central: 'Central Region', east: 'East Region' };

/** 'West Region' (or 'west', 'center') → its key; undefined for anything else. */
export function regionKey(name: string): RegionKey | undefined {
  const word = name.trim().toLowerCase().replace(/\s*region$/, '');
  if (word === 'west' || word === 'western') return 'west';
  if (word === 'central' || word === 'center') return 'central';
  if (word === 'east' || word === 'eastern') return 'east';
  return undefined;
}

/** The US states by region (FIPS code, name), for colouring. */
export const STATES: ReadonlyArray<readonly [fips: string, name: string, region: RegionKey]> = [
  ['53', 'Washington', 'west'], ['41', 'Oregon', 'west'], ['06', 'California', 'west'], ['32', 'Nevada', 'west'],
  ['16', 'Idaho', 'west'], ['30', 'Montana', 'west'], ['56', 'Wyoming', 'west'], ['49', 'Utah', 'west'],
  ['04', 'Arizona', 'west'], ['35', 'New Mexico', 'west'], ['02', 'Alaska', 'west'], ['15', 'Hawaii', 'west'],
  ['08', 'Colorado', 'central'], ['38', 'North Dakota', 'central'], ['46', 'South Dakota', 'central'], ['31', 'Nebraska', 'central'],
  ['20', 'Kansas', 'central'], ['40', 'Oklahoma', 'central'], ['48', 'Texas', 'central'], ['27', 'Minnesota', 'central'],
  ['19', 'Iowa', 'central'], ['29', 'Missouri', 'central'], ['05', 'Arkansas', 'central'], ['22', 'Louisiana', 'central'],
  ['55', 'Wisconsin', 'central'], ['17', 'Illinois', 'central'], ['18', 'Indiana', 'central'], ['26', 'Michigan', 'central'],
  ['39', 'Ohio', 'central'],
  ['21', 'Kentucky', 'east'], ['47', 'Tennessee', 'east'], ['28', 'Mississippi', 'east'], ['01', 'Alabama', 'east'],
  ['13', 'Georgia', 'east'], ['12', 'Florida', 'east'], ['45', 'South Carolina', 'east'], ['37', 'North Carolina', 'east'],
  ['51', 'Virginia', 'east'], ['54', 'West Virginia', 'east'], ['24', 'Maryland', 'east'], ['10', 'Delaware', 'east'],
  ['11', 'District of Columbia', 'east'], ['42', 'Pennsylvania', 'east'], ['34', 'New Jersey', 'east'], ['36', 'New York', 'east'],
  ['09', 'Connecticut', 'east'], ['44', 'Rhode Island', 'east'], ['25', 'Massachusetts', 'east'], ['50', 'Vermont', 'east'],
  ['33', 'New Hampshire', 'east'], ['23', 'Maine', 'east'],
];

/** A part of the map, in map pixels: its left, top, width and height (an SVG viewBox). */
export type MapView = readonly [x: number, y: number, width: number, height: number];

/** The whole map. */
export const FULL_VIEW: MapView = [0, 0, MAP_WIDTH, MAP_HEIGHT];

/** A circle on the map, in map pixels (a marker at its largest). */
export interface MapCircle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/**
 * The part of the map that frames `circles`: the smallest view of the map's own proportions that
 * holds every circle (as far as the map holds it) with `margin` around it, never past the map's
 * edges (so no blank area shows) and never closer than `maxZoom`. The whole map when there is
 * nothing to frame. This is what a phone shows when a region is chosen (a fixed zoom
 * of 1.75 and fixed scroll amounts would fit one width; this frames the region on any width and
 * geometry).
 */
export function frameCircles(circles: readonly MapCircle[], margin = 16, maxZoom = 3): MapView {
  if (circles.length === 0) return FULL_VIEW;
  const left = Math.max(0, Math.min(...circles.map((c) => c.x - c.r)) - margin);
  const right = Math.min(MAP_WIDTH, Math.max(...circles.map((c) => c.x + c.r)) + margin);
  const top = Math.max(0, Math.min(...circles.map((c) => c.y - c.r)) - margin);
  const bottom = Math.min(MAP_HEIGHT, Math.max(...circles.map((c) => c.y + c.r)) + margin);
  const ratio = MAP_WIDTH / MAP_HEIGHT;
  const width = clamp(Math.max(right - left, (bottom - top) * ratio), MAP_WIDTH / maxZoom, MAP_WIDTH);
  const height = width / ratio;
  const x = clamp((left + right) / 2 - width / 2, 0, MAP_WIDTH - width);
  const y = clamp((top + bottom) / 2 - height / 2, 0, MAP_HEIGHT - height);
  const round = (value: number) => Math.round(value * 10) / 10;
  return [round(x), round(y), round(width), round(height)];
}
