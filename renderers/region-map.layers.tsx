/**
 * The region map's two layers inside its `<svg>`: the states, coloured by whether their region is
 * active, and the market markers, focusable buttons that open their tooltip.
 */
import { STATES, STATES_SPRITE, type RegionKey } from './ui/us-map/geography';
import { activeMarkerRadius, markerHitBox, type MapMarker } from './ui/us-map/markers';
import type { ActiveRegion, RegionMapState } from './region-map.state';

const FILL = { active: '#96B7C0', inactive: '#40616a' } as const;

export function StateShapes({ active, statesWithMarkers, onEnter, onLeave }: {
  readonly active: ActiveRegion;
  readonly statesWithMarkers: ReadonlySet<string>;
  readonly onEnter: (region: RegionKey, hasMarker: boolean) => void;
  readonly onLeave: () => void;
}) {
  return (
    <g stroke="#ffffff" strokeWidth={0.75} strokeLinejoin="round">
      {STATES.map(([fips, name, region]) => (
        <use
          key={fips}
          href={`${STATES_SPRITE}#state-${fips}`}
          data-state={name}
          data-region={region}
          fill={active === 'all' || active === region ? FILL.active : FILL.inactive}
          className="transition-[fill] duration-300"
          onPointerEnter={() => onEnter(region, statesWithMarkers.has(name))}
          onPointerLeave={onLeave}
          onClick={() => onEnter(region, statesWithMarkers.has(name))}
        />
      ))}
    </g>
  );
}

/** One market marker: a circle sized by its properties over a hit box, named by its cities. */
function MarkerButton({ marker, map, mobile, unitsPerPixel }: MarkerButtonsProps & { readonly marker: MapMarker }) {
  const radius = activeMarkerRadius(marker.count);
  const isHovered = map.hovered === marker.key || map.tooltip === marker.key;
  const box = markerHitBox(radius, isHovered, unitsPerPixel);
  const label = `${marker.cities.map((city) => city.name).join(', ')}: show figures`;
  return (
    <g
      data-map-marker={marker.key}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-expanded={map.tooltip === marker.key}
      className="cursor-pointer outline-none [&:focus-visible>circle]:stroke-ink [&:focus-visible>circle]:stroke-[3]"
      // On phones a tooltip opens on a tap only, as the map's hint says ('Tap to explore markets').
      onPointerEnter={() => map.enterMarker(marker.key, !mobile)}
      onPointerLeave={map.leaveMarker}
      onClick={() => map.openTooltip(marker.key)}
      onFocus={() => map.openTooltip(marker.key)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          map.openTooltip(marker.key);
        }
      }}
    >
      <rect x={marker.x - box / 2} y={marker.y - box / 2} width={box} height={box} fill="transparent" />
      <circle cx={marker.x} cy={marker.y} r={radius} fill="#f2b33d" fillOpacity={isHovered ? 0.5 : 0.3} stroke="#f2b33d" strokeWidth={1.5} />
      <circle cx={marker.x} cy={marker.y} r={3} fill="#1d2a30" />
    </g>
  );
}

interface MarkerButtonsProps {
  readonly map: RegionMapState;
  readonly mobile: boolean;
  /** Map units per CSS pixel where the map is drawn (0 before it is measured): keeps every hit box a finger wide. */
  readonly unitsPerPixel: number;
}

/** The markers of the active region (all of them while no region is active). */
export function MarkerButtons({ markers, ...props }: MarkerButtonsProps & { readonly markers: readonly MapMarker[] }) {
  const visible = markers.filter((marker) => props.map.active === 'all' || marker.region === props.map.active);
  return visible.map((marker) => <MarkerButton key={marker.key} marker={marker} {...props} />);
}
