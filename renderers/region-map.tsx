import type definition from '../block-schemas/region-map';
import type { BlockData, BlockProps } from '../engine';
import { cn } from './ui/cn';
import { abbreviateNumber, formatCount } from './ui/format';
import { blockId, Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';
import { frameCircles, MAP_HEIGHT, MAP_WIDTH, REGION_KEYS, REGION_NAMES, regionKey, type RegionKey } from './ui/us-map/geography';
import { activeMarkerRadius, type MapMarker } from './ui/us-map/markers';
import { toMarkers, type MapMarketInput } from './ui/us-map/projection';
import { RegionMap as InteractiveMap, type MapRegion } from './region-map.client';

type Data = BlockData<typeof definition>;

const FIELD_FIGURES: Readonly<Record<RegionKey, (data: Data) => { sf: number | undefined; properties: number | undefined }>> = {
  west: (data) => ({ sf: data.western_region_total_sf, properties: data.western_region_properties }),
  central: (data) => ({ sf: data.central_region_total_sf, properties: data.central_region_properties }),
  east: (data) => ({ sf: data.eastern_region_total_sf, properties: data.eastern_region_properties }),
};

/**
 * The regions' figures (the block's fields, else meta.regions, else the sum of their markets) and
 * the part of the map that frames each region's markets, at their active size.
 */
function regionFigures(data: Data, markets: readonly MapMarketInput[], markers: readonly MapMarker[]): MapRegion[] {
  return REGION_KEYS.map((key) => {
    const fields = FIELD_FIGURES[key](data);
    const summary = data.meta.regions.find((region) => regionKey(region.name) === key);
    const own = markets.filter((market) => regionKey(market.region) === key);
    const circles = markers.filter((marker) => marker.region === key).map((marker) => ({ x: marker.x, y: marker.y, r: activeMarkerRadius(marker.count) }));
    return {
      key,
      name: REGION_NAMES[key],
      totalSf: abbreviateNumber(fields.sf ?? summary?.total_square_feet ?? own.reduce((sum, market) => sum + (market.total_square_feet ?? 0), 0)),
      properties: formatCount(fields.properties ?? summary?.number_of_properties ?? own.reduce((sum, market) => sum + (market.number_of_properties ?? 0), 0)),
      view: frameCircles(circles),
    };
  });
}

/** Every market as a link, by region: the map's content for keyboards, screen readers and no pointer. */
function MarketList({ markers, regions, id }: { readonly markers: readonly MapMarker[]; readonly regions: readonly MapRegion[]; readonly id: string }) {
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-3">
      {regions.map((region) => {
        const cities = markers.filter((marker) => marker.region === region.key).flatMap((marker) => marker.cities);
        return cities.length === 0 ? null : (
          <section key={region.key} aria-labelledby={`${id}-${region.key}`}>
            <h3 id={`${id}-${region.key}`} className="text-lg font-semibold">
              {`${region.name} markets`}
            </h3>
            <ul className="mt-3 space-y-2 text-base">
              {cities.map((city) => (
                <li key={city.href}>
                  <a href={city.href} className="font-medium text-freight underline underline-offset-4 hover:text-slate">
                    {city.name}
                  </a>
                  <span className="text-ink/70">{` · ${formatCount(city.properties)} Properties · ${abbreviateNumber(city.squareFeet)} SF`}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The static layered map of pages under 'development': all states, then each region. */
function StaticMap() {
  return (
    <div className="relative mx-auto aspect-[920/600] w-full max-w-[920px]" role="img" aria-label="Map of the United States colored by our West, Central and East regions">
      {['base', ...REGION_KEYS].map((layer) => (
        // eslint-disable-next-line @next/next/no-img-element -- static SVG layers, drawn at build time; next/image adds nothing to a vector file
        <img key={layer} src={`/maps/us-map-${layer}.svg`} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} className="absolute inset-0 size-full" loading="lazy" decoding="async" />
      ))}
    </div>
  );
}

/** The US map of regions and markets: interactive, or static layers on development pages. */
export default async function RegionMapBlock({ data, ctx, block }: BlockProps<typeof definition>) {
  const markets = data.meta.markets.length > 0 ? data.meta.markets : await ctx.site.markets();
  const markers = toMarkers(markets);
  const regions = regionFigures(data, markets, markers);
  const heading = sectionHeading(block.path, data.heading, data.anchor);
  const listId = blockId(block.path, 'markets', data.anchor);
  return (
    <Section id={data.anchor} className={data.className} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-8 md:mb-10', headingClasses.section)} />
      {ctx.path.includes('development') ? <StaticMap /> : <InteractiveMap regions={regions} markers={markers} />}
      <MarketList markers={markers} regions={regions} id={listId} />
    </Section>
  );
}
