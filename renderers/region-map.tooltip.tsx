/**
 * A marker's tooltips: one per city at the marker's coordinate, each 120 px below
 * the previous one, shifted 150 px to the left near the map's right edge; on phones with a close
 * icon. 'see market' opens the market page in a new tab.
 */
import { abbreviateNumber, formatCount } from './ui/format';
import { MAP_WIDTH, type MapView } from './ui/us-map/geography';
import type { MapMarker } from './ui/us-map/markers';

const STACK_PX = 120;
const SHIFT_PX = 150;
const TOOLTIP_WIDTH = 220;

interface Props {
  readonly marker: MapMarker;
  readonly mobile: boolean;
  /** The part of the map shown (zoomed on a region on phones). */
  readonly view: MapView;
  readonly onClose: () => void;
}

/** Where the marker is, as a share of the map's box (in the part of the map shown). */
function position(marker: MapMarker, [x, y, width, height]: MapView): { left: number; top: number } {
  return { left: (marker.x - x) / width, top: (marker.y - y) / height };
}

export function MarkerTooltips({ marker, mobile, view, onClose }: Props) {
  const at = position(marker, view);
  // Near the right edge (the tooltip would not fit beside the marker), it shifts left.
  const nearRightEdge = at.left > 1 - TOOLTIP_WIDTH / MAP_WIDTH;
  return (
    <div data-map-tooltip="" className="pointer-events-none absolute inset-0">
      {marker.cities.map((city, index) => (
        <div
          key={city.href}
          role="group"
          aria-label={city.name}
          className="pointer-events-auto absolute w-[200px] rounded-tr-[24px] bg-white p-4 text-ink shadow-xl ring-1 ring-ink/10"
          style={{
            // Never past the map's right edge, however narrow the map is on a phone.
            left: `min(calc(${(at.left * 100).toFixed(2)}% + ${nearRightEdge ? 12 - SHIFT_PX : 12}px), calc(100% - 200px))`,
            top: `calc(${(at.top * 100).toFixed(2)}% + ${index * STACK_PX - 20}px)`,
          }}
        >
          {mobile ? (
            <button type="button" onClick={onClose} aria-label={`Close ${city.name}`} className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full hover:bg-cement">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          ) : null}
          <p className="pr-6 font-semibold leading-snug">{city.name}</p>
          <p className="mt-1 text-sm">{`${formatCount(city.properties)} Properties`}</p>
          <p className="text-sm">{`${abbreviateNumber(city.squareFeet)} SF`}</p>
          <a href={city.href} target="_blank" rel="noopener" className="mt-2 inline-block text-sm font-semibold text-freight underline underline-offset-4 hover:text-slate">
            see market<span className="sr-only">{` ${city.name} (opens in a new tab)`}</span>
          </a>
        </div>
      ))}
    </div>
  );
}
