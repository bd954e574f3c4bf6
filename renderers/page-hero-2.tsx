import type definition from '../block-schemas/page-hero-2';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { abbreviateNumber, formatCount } from './ui/format';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section } from './ui/section';
import { Stat, StatList } from './ui/stat';
import { headingClasses } from './ui/typography';

/** `description_position`: under the title (unset), or beside it on the left or the right. */
const positionClasses = {
  '': { text: 'max-w-4xl', description: 'mt-6 max-w-3xl' },
  left: { text: 'grid gap-6 md:grid-cols-2 md:items-start md:gap-16', description: 'md:order-first' },
  right: { text: 'grid gap-6 md:grid-cols-2 md:items-start md:gap-16', description: '' },
} as const;

/** The property hero: always light; title and description, then the picture with the figures on it. */
export default function PageHero2({ data }: BlockProps<typeof definition>) {
  if (data.title === '') return null;
  const position = positionClasses[data.description_position];
  const properties = formatCount(data.properties);
  const totalSf = abbreviateNumber(data.total_sf);
  const figures =
    properties === '' && totalSf === '' ? null : (
      <StatList className="gap-x-12">
        {totalSf === '' ? null : <Stat size="small" value={totalSf} label="Total SF" />}
        {properties === '' ? null : <Stat size="small" value={properties} label="Properties" />}
      </StatList>
    );
  return (
    <Section id={data.anchor} as="header" background="lightest" spacing="none" className={cn('pb-14 pt-14 md:pb-20 md:pt-20', data.className)}>
      <div className={position.text}>
        <h1 className={headingClasses.page}>{data.title}</h1>
        {richTextIsEmpty(data.description) && data.cta === undefined ? null : (
          <div className={position.description}>
            <RichText html={data.description} className="space-y-4 text-lg leading-relaxed text-ink/85 md:text-xl" />
            <Cta link={data.cta} className="mt-8" />
          </div>
        )}
      </div>
      {data.desktop_image === undefined ? (
        figures === null ? null : <div className="mt-10 border-t border-ink/15 pt-8">{figures}</div>
      ) : (
        <div className="relative mt-10 md:mt-14">
          <CmsImage image={data.desktop_image} sizes="(min-width: 1152px) 1152px, 100vw" preload corners={['tl']} className="aspect-[4/3] w-full object-cover sm:aspect-[16/9] lg:aspect-[21/9]" />
          {figures === null ? null : (
            <div className="relative -mt-10 ml-5 mr-5 rounded-tr-[24px] bg-white px-6 py-5 shadow-lg md:absolute md:bottom-0 md:left-0 md:m-0 md:rounded-none md:rounded-tr-[40px] md:px-10 md:py-8">
              {figures}
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
