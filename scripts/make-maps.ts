/**
 * Makes the region map's state outlines from the us-atlas TopoJSON bundled with the site (never
 * a CDN), projected with the map's own Albers USA frame (renderers/ui/us-map/projection.ts) and
 * rounded to whole pixels to keep the files small:
 * - site/public/maps/us-states.svg: one `<path id="state-{fips}">` per state, without fill, which
 *   the interactive map references with `<use>` and colours itself;
 * - site/public/maps/us-map-{base,west,central,east}.svg: the layered static images that pages
 *   under 'development' show instead: all states, then each region highlighted.
 * `npx tsx scripts/make-maps.ts`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';
import { MAP_HEIGHT, MAP_WIDTH, REGION_KEYS, STATES, type RegionKey } from '../renderers/ui/us-map/geography';
import { mapProjection } from '../renderers/ui/us-map/projection';

const OUT = path.join(__dirname, '../site/public/maps');
const ACTIVE = '#96B7C0';
const INACTIVE = '#40616a';

const topology = states as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
const outline = geoPath(mapProjection()).digits(0);
const paths = new Map(
  feature(topology, topology.objects.states).features.flatMap((state) => {
    const d = outline(state);
    return typeof state.id === 'string' && d ? [[state.id, d] as const] : [];
  }),
);

const svg = (body: string, label?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}"${label ? ` role="img" aria-label="${label}"` : ''}>${body}</svg>\n`;

const statePath = (fips: string, attributes: string) => `<path id="state-${fips}" d="${paths.get(fips) ?? ''}"${attributes}/>`;

function layer(region: RegionKey | 'base'): string {
  const shown = STATES.filter(([, , key]) => region === 'base' || key === region);
  const fill = region === 'base' ? INACTIVE : ACTIVE;
  return svg(`<g fill="${fill}" stroke="#ffffff" stroke-width="0.75" stroke-linejoin="round">${shown.map(([fips]) => `<path d="${paths.get(fips) ?? ''}"/>`).join('')}</g>`);
}

mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, 'us-states.svg'), svg(STATES.map(([fips]) => statePath(fips, '')).join('\n')));
for (const region of ['base', ...REGION_KEYS] as const) writeFileSync(path.join(OUT, `us-map-${region}.svg`), layer(region));
console.log(`wrote ${STATES.length} states to site/public/maps/`);
