/**
 * The interactive US map. Active region: all, west, central or east. A region
 * toggle switches between its region and all; hovering or clicking a state sets its region after
 * 300 ms unless a tooltip is open; leaving the map resets to all. Markers (focusable buttons)
 * open a tooltip per city at their coordinate; it closes on a click outside, on scroll, on
 * Escape, or on hovering a state without a marker. The map always fits its box, the whole
 * country first; under 769 px choosing a region zooms to the part of the map that frames all of
 * its markets (a fixed zoom of 1.75 and fixed scroll offsets would fit only an 800 px map).
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FULL_VIEW, MAP_HEIGHT, MAP_WIDTH, type MapView, type RegionKey } from './ui/us-map/geography';
import type { MapMarker } from './ui/us-map/markers';
import { MarkerButtons, StateShapes } from './region-map.layers';
import { useMobile, useRegionMapState, type ActiveRegion } from './region-map.state';
import { RegionToggles } from './region-map.toggles';
import { MarkerTooltips } from './region-map.tooltip';

export type { ActiveRegion } from './region-map.state';

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

/** The part of the map shown: on phones the active region's markets, else the whole country. */
function shownView(regions: readonly MapRegion[], active: ActiveRegion, mobile: boolean): MapView {
  return (mobile && active !== 'all' ? regions.find((region) => region.key === active)?.view : undefined) ?? FULL_VIEW;
}

/** A CSS transform (in map pixels) that shows `view`, so the zoom eases; the whole map is the identity. */
function viewTransform(view: MapView): string {
  return view === FULL_VIEW ? 'none' : `scale(${MAP_WIDTH / view[2]}) translate(${-view[0]}px, ${-view[1]}px)`;
}

/** The drawn width of an element in CSS pixels, kept up to date as the layout changes (0 before it is measured). */
function useDrawnWidth(ref: RefObject<Element | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(() => setWidth(element.getBoundingClientRect().width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export default function RegionMapImpl({ regions, markers }: RegionMapProps) {
  const map = useRegionMapState();
  const mobile = useMobile();
  const captionId = useId();
  const statesWithMarkers = new Set(markers.map((marker) => marker.state));
  const view = shownView(regions, map.active, mobile);
  const open = markers.find((marker) => marker.key === map.tooltip);
  const svgRef = useRef<SVGSVGElement>(null);
  const drawnWidth = useDrawnWidth(svgRef);

  return (
    <div>
      <RegionToggles regions={regions} active={map.active} onToggle={map.toggleRegion} />
      <p id={captionId} className="mt-6 text-sm font-medium text-ink/70 md:hidden">
        Tap to explore markets
      </p>
      {/* Leaving the map (not the toggles above it) resets the region, so a region chosen with its toggle stays chosen. */}
      <div className="relative mx-auto mt-4 w-full max-w-[920px]" onPointerLeave={map.leaveMap}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="block h-auto w-full overflow-hidden"
          role="group"
          aria-label="Map of our markets by region"
          aria-describedby={mobile ? captionId : undefined}
        >
          <g style={{ transform: viewTransform(view), transition: 'transform 300ms ease-out' }}>
            <StateShapes active={map.active} statesWithMarkers={statesWithMarkers} onEnter={map.enterState} onLeave={map.leaveState} />
            <MarkerButtons markers={markers} map={map} mobile={mobile} unitsPerPixel={drawnWidth > 0 ? view[2] / drawnWidth : 0} />
          </g>
        </svg>
        {open === undefined ? null : <MarkerTooltips marker={open} mobile={mobile} view={view} onClose={map.closeTooltip} />}
      </div>
    </div>
  );
}
