import type definition from '../block-schemas/region-statistics-grid';
import type { BlockProps } from '../engine';
import { cn } from './ui/cn';
import { formatCount, formatSquareFeet } from './ui/format';
import { paletteName } from './ui/palette';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { Stat, StatList } from './ui/stat';
import { headingClasses } from './ui/typography';

export default function RegionStatisticsGrid({ data, block, ctx }: BlockProps<typeof definition>) {
  const region = (data.region || data.region_name).trim();
  const figures = [
    { key: 'population', value: formatCount(data.population), label: region === '' ? 'Metro area population' : `${region} metro area population` },
    { key: 'total_sf', value: formatSquareFeet(data.total_sf), label: `${ctx.site.config.company} industrial property square footage` },
    { key: 'number_of_properties', value: formatCount(data.number_of_properties), label: 'Number of properties' },
  ].filter((figure) => figure.value !== '');
  if (figures.length === 0) return null;
  const heading = sectionHeading(block.path, region === '' ? '' : `${region} in numbers`, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={paletteName(data.background_color)} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 md:mb-14', headingClasses.section)} />
      <StatList columns="three">
        {figures.map((figure) => (
          <Stat key={figure.key} value={figure.value} label={figure.label} ruled />
        ))}
      </StatList>
    </Section>
  );
}
