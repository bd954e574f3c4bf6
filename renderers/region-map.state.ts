/**
 * The region map's state: the active region, the open tooltip and the hovered marker,
 * with the rules that move them. Hovering or clicking a state sets its region after 300 ms
 * unless a tooltip is open (then a state without a marker closes it); leaving the map resets to
 * all; a region toggle switches between its region and all. An open tooltip closes on a click
 * outside the markers and tooltips, on Escape and on scroll.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegionKey } from './ui/us-map/geography';

export type ActiveRegion = RegionKey | 'all';

const STATE_HOVER_MS = 300;
const MOBILE_QUERY = '(max-width: 768px)';

/** True under 769 px, where a chosen region zooms the map and tooltips have a close icon. */
export function useMobile(): boolean {
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

/** Closes the open tooltip on a click outside the markers and tooltips, on Escape and on scroll. */
function useTooltipDismissal(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-map-tooltip], [data-map-marker]')) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close);
    };
  }, [open, close]);
}

export interface RegionMapState {
  readonly active: ActiveRegion;
  /** The marker whose tooltip is open. */
  readonly tooltip: string | null;
  readonly hovered: string | null;
  readonly toggleRegion: (region: RegionKey) => void;
  /** A state hovered or clicked: its region after 300 ms, or the tooltip rules. */
  readonly enterState: (region: RegionKey, hasMarker: boolean) => void;
  readonly leaveState: () => void;
  readonly leaveMap: () => void;
  readonly enterMarker: (key: string, openTooltip: boolean) => void;
  readonly leaveMarker: () => void;
  readonly openTooltip: (key: string) => void;
  readonly closeTooltip: () => void;
}

export function useRegionMapState(): RegionMapState {
  const [active, setActive] = useState<ActiveRegion>('all');
  const [tooltip, setTooltip] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelHover = useCallback(() => window.clearTimeout(timer.current), []);
  const closeTooltip = useCallback(() => setTooltip(null), []);
  useTooltipDismissal(tooltip !== null, closeTooltip);
  useEffect(() => cancelHover, [cancelHover]);

  return {
    active,
    tooltip,
    hovered,
    toggleRegion: (region) => setActive((current) => (current === region ? 'all' : region)),
    enterState: (region, hasMarker) => {
      cancelHover();
      if (tooltip !== null) {
        if (!hasMarker) setTooltip(null);
        return;
      }
      timer.current = window.setTimeout(() => setActive(region), STATE_HOVER_MS);
    },
    leaveState: cancelHover,
    leaveMap: () => {
      cancelHover();
      if (tooltip === null) setActive('all');
    },
    enterMarker: (key, openTooltip) => {
      cancelHover();
      setHovered(key);
      if (openTooltip) setTooltip(key);
    },
    leaveMarker: () => setHovered(null),
    openTooltip: setTooltip,
    closeTooltip,
  };
}
