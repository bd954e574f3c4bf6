/** The region map's toggles: 'West Region', 'Central Region', 'East Region', each with its figures when open. */
import { cn } from './ui/cn';
import type { MapRegion } from './region-map.impl';
import type { ActiveRegion } from './region-map.state';

export function RegionToggles({ regions, active, onToggle }: { readonly regions: readonly MapRegion[]; readonly active: ActiveRegion; readonly onToggle: (key: MapRegion['key']) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {regions.map((region) => {
        const open = active === region.key || active === 'all';
        return (
          <li key={region.key}>
            <button
              type="button"
              aria-pressed={active === region.key}
              onClick={() => onToggle(region.key)}
              className={cn(
                'flex min-h-11 w-full flex-col items-start rounded-tr-[24px] border-2 px-5 py-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-freight',
                active === region.key ? 'border-slate bg-slate text-white' : 'border-ink/15 bg-white text-ink hover:border-slate',
              )}
            >
              <span className="text-lg font-semibold">{region.name}</span>
              {open ? (
                <span className="mt-1 text-sm">
                  <span className="block">{`${region.totalSf} Total SF`}</span>
                  <span className="block">{`${region.properties} Properties`}</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
