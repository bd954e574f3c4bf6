/**
 * The interactive US map (spec 4.3 and 9). Active region: all, west, central or east. A region
 * toggle switches between its region and all; hovering or clicking a state sets its region after
 * 300 ms unless a tooltip is open; leaving the map resets to all. Markers (focusable buttons)
 * open a tooltip per city at their coordinate; it closes on a click outside, on scroll, on
 * Escape, or on hovering a state without a marker. The map always fits its box, the whole
 * country first; under 769 px choosing a region zooms to the part of the map that frames all of
 * its markets (the spec's zoom of 1.75 and fixed scroll offsets served the old 800 px map).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FULL_VIEW, MAP_HEIGHT, MAP_WIDTH, STATES, STATES_SPRITE, type MapView, type RegionKey } from './ui/us-map/geography';
import { activeMarkerRadius, markerHitBox, type MapMarker } from './ui/us-map/markers';
import { RegionToggles } from './region-map.toggles';
import { MarkerTooltips } from './region-map.tooltip';

export interface MapRegion {
  readonly key: RegionKey;
  readonly name: string;
  /** Abbreviated, e.g. '33.10M'. */
  readonly totalSf: string;
  readonly properties: string;
  /** The part of the map a phone shows when the region is chosen: all of its markets. */
  readonly view: MapView;
}

export interface RegionMapProps {
  readonly regions: readonly MapRegion[];
  readonly markers: readonly MapMarker[];
}

export type ActiveRegion = RegionKey | 'all';

const FILL = { active: '#96B7C0', inactive: '#40616a' } as const;
const STATE_HOVER_MS = 300;
const MOBILE_QUERY = '(max-width: 768px)';

function useMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    const first = window.setTimeout(update, 0);
    return () => {
      window.clearTimeout(first);
      query.removeEventListener('change', update);
    };
  }, []);
  return mobile;
}

export default function RegionMapImpl({ regions, markers }: RegionMapProps) {
  const [active, setActive] = useState<ActiveRegion>('all');
  const [tooltip, setTooltip] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const mobile = useMobile();
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const statesWithMarkers = new Set(markers.map((marker) => marker.state));

  const cancelHover = () => window.clearTimeout(timer.current);
  const closeTooltip = useCallback(() => setTooltip(null), []);

  useEffect(() => {
    if (tooltip === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-map-tooltip], [data-map-marker]')) return;
      setTooltip(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltip(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', closeTooltip, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', closeTooltip);
    };
  }, [tooltip, closeTooltip]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onStateEnter = (region: RegionKey, hasMarker: boolean) => {
    cancelHover();
    if (tooltip !== null) {
      if (!hasMarker) setTooltip(null);
      return;
    }
    timer.current = window.setTimeout(() => setActive(region), STATE_HOVER_MS);
  };

  const view = (mobile && active !== 'all' ? regions.find((region) => region.key === active)?.view : undefined) ?? FULL_VIEW;
  // A CSS transform (in map pixels), so the zoom eases; the whole map is the identity.
  const zoom = MAP_WIDTH / view[2];
  const transform = view === FULL_VIEW ? 'none' : `scale(${zoom}) translate(${-view[0]}px, ${-view[1]}px)`;
  const visible = markers.filter((marker) => active === 'all' || marker.region === active);
  const open = markers.find((marker) => marker.key === tooltip);

  return (
    <div
      ref={root}
      onPointerLeave={() => {
        cancelHover();
        if (tooltip === null) setActive('all');
      }}
    >
      <RegionToggles regions={regions} active={active} onToggle={(key) => setActive((current) => (current === key ? 'all' : key))} />
      <p id={captionId} className="mt-6 text-sm font-medium text-ink/70 md:hidden">
        Tap to explore markets
      </p>
      <div className="relative mx-auto mt-4 w-full max-w-[920px]">
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="block h-auto w-full overflow-hidden"
          role="group"
          aria-label="Map of our markets by region"
          aria-describedby={mobile ? captionId : undefined}
        >
          <g style={{ transform, transition: 'transform 300ms ease-out' }}>
              <g stroke="#ffffff" strokeWidth={0.75} strokeLinejoin="round">
                {STATES.map(([fips, name, region]) => (
                  <use
                    key={fips}
                    href={`${STATES_SPRITE}#state-${fips}`}
                    data-state={name}
                    data-region={region}
                    fill={active === 'all' || active === region ? FILL.active : FILL.inactive}
                    className="transition-[fill] duration-300"
                    onPointerEnter={() => onStateEnter(region, statesWithMarkers.has(name))}
                    onPointerLeave={cancelHover}
                    onClick={() => onStateEnter(region, statesWithMarkers.has(name))}
                  />
                ))}
              </g>
              {visible.map((marker) => {
                const radius = activeMarkerRadius(marker.count);
                const isHovered = hovered === marker.key || tooltip === marker.key;
                const box = markerHitBox(radius, isHovered);
                const label = `${marker.cities.map((city) => city.name).join(', ')}: show figures`;
                return (
                  <g
                    key={marker.key}
                    data-map-marker={marker.key}
                    role="button"
                    tabIndex={0}
                    aria-label={label}
                    aria-expanded={tooltip === marker.key}
                    className="cursor-pointer outline-none [&:focus-visible>circle]:stroke-ink [&:focus-visible>circle]:stroke-[3]"
                    onPointerEnter={() => {
                      cancelHover();
                      setHovered(marker.key);
                      if (!mobile) setTooltip(marker.key);
                    }}
                    onPointerLeave={() => setHovered(null)}
                    onClick={() => setTooltip(marker.key)}
                    onFocus={() => setTooltip(marker.key)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        setTooltip(marker.key);
                      }
                    }}
                  >
                    <rect x={marker.x - box / 2} y={marker.y - box / 2} width={box} height={box} fill="transparent" />
                    <circle cx={marker.x} cy={marker.y} r={radius} fill="#f2b33d" fillOpacity={isHovered ? 0.5 : 0.3} stroke="#f2b33d" strokeWidth={1.5} />
                    <circle cx={marker.x} cy={marker.y} r={3} fill="#1d2a30" />
                  </g>
                );
              })}
          </g>
        </svg>
        {open === undefined ? null : <MarkerTooltips marker={open} mobile={mobile} view={view} onClose={closeTooltip} />}
      </div>
    </div>
  );
}
