import type definition from '../block-schemas/page-hero';
import type { BlockData, BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta, ctaVariant } from './ui/cta';
import { formatCount } from './ui/format';
import { RichText, richTextIsEmpty, sanitizeCmsHtml, unwrapElement, outerElement } from './ui/rich-text';
import { Section } from './ui/section';
import { Stat, StatList } from './ui/stat';
import { headingClasses } from './ui/typography';

type Data = BlockData<typeof definition>;

/**
 * The path-based variations: a path containing 'micc' gets less top padding; the
 * internship, gateway-program and news pages use the special layout, which spaces the
 * description differently.
 */
type HeroLayout = 'default' | 'micc' | 'special';

const SPECIAL_LAYOUT_PATHS: ReadonlySet<string> = new Set(['/internship/', '/gateway-program/', '/news/']);

function heroLayout(path: string): HeroLayout {
  const normalized = path.endsWith('/') ? path : `${path}/`;
  if (SPECIAL_LAYOUT_PATHS.has(normalized)) return 'special';
  return path.includes('micc') ? 'micc' : 'default';
}

const paddingClasses: Record<HeroLayout, string> = {
  default: 'pb-14 pt-14 md:pb-20 md:pt-24',
  micc: 'pb-14 pt-6 md:pb-20 md:pt-10',
  special: 'pb-14 pt-14 md:pb-20 md:pt-24',
};

const descriptionSpacing: Record<HeroLayout, string> = {
  default: 'mt-6 space-y-4 text-lg leading-relaxed md:text-xl',
  micc: 'mt-5 space-y-4 text-lg leading-relaxed md:text-xl',
  special: 'mt-10 space-y-5 border-t-4 border-solar pt-8 text-lg leading-relaxed md:mt-14 md:pt-10 md:text-xl',
};

/** `description_position`: under the title (unset), or beside it on the left or the right. */
const positionClasses = {
  '': { text: 'max-w-4xl', description: 'max-w-3xl' },
  left: { text: 'grid md:grid-cols-2 md:items-start md:gap-16', description: 'md:order-first md:mt-0' },
  right: { text: 'grid md:grid-cols-2 md:items-start md:gap-16', description: 'md:mt-0' },
} as const;

const RICH_HEADING_CLASSES =
  'space-y-6 [&_h1]:text-4xl [&_h1]:font-semibold [&_h1]:leading-[1.08] [&_h1]:tracking-tight md:[&_h1]:text-6xl [&_p]:max-w-3xl [&_p]:text-lg [&_p]:leading-relaxed md:[&_p]:text-xl';

/** The rich-heading reading: the editor's HTML is the heading; one element without an h1 becomes the h1. */
function RichHeading({ html }: { readonly html: string }) {
  const clean = sanitizeCmsHtml(html);
  if (!/<h1[\s>]/i.test(clean) && outerElement(clean) !== undefined) {
    return <RichText as="h1" html={unwrapElement(clean, ['p', 'h2', 'h3', 'div', 'span'])} className={headingClasses.page} />;
  }
  return <RichText html={clean} className={RICH_HEADING_CLASSES} />;
}

function Figures({ data, dark }: { readonly data: Data; readonly dark: boolean }) {
  const properties = formatCount(data.properties);
  const totalSf = formatCount(data.total_sf);
  if (properties === '' && totalSf === '') return null;
  return (
    <StatList className={cn('mt-10 border-t pt-8', dark ? 'border-white/30' : 'border-ink/15')}>
      {properties === '' ? null : <Stat size="small" value={properties} label="properties" />}
      {totalSf === '' ? null : <Stat size="small" value={totalSf} label="Total SF" />}
    </StatList>
  );
}

export default function PageHero({ data, ctx }: BlockProps<typeof definition>) {
  const hasTitle = !richTextIsEmpty(data.title);
  if (!hasTitle && richTextIsEmpty(data.content)) return null;
  const layout = heroLayout(ctx.path);
  // A dark overlay over the background image when the hero shows the portfolio's square footage.
  const overlay = data.total_sf !== undefined && data.desktopBg !== undefined;
  const description = richTextIsEmpty(data.formattedContent) ? (hasTitle ? data.content : '') : data.formattedContent;
  const position = positionClasses[data.description_position];
  const tone = overlay ? 'dark' : 'light';
  return (
    <Section id={data.anchor} as="header" background={overlay ? 'slate' : 'lightest'} spacing="none" className={cn('isolate overflow-hidden', paddingClasses[layout], data.className)}>
      {overlay ? (
        <>
          <CmsImage image={data.desktopBg} sizes="100vw" preload className="absolute inset-0 -z-10 size-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink/70" />
        </>
      ) : null}
      <div className={position.text}>
        {hasTitle ? <RichText as="h1" html={unwrapElement(data.title, ['p', 'h1', 'h2'])} tone={tone} className={headingClasses.page} /> : <RichHeading html={data.content} />}
        {richTextIsEmpty(description) ? null : (
          <RichText html={description} tone={tone} className={cn(descriptionSpacing[layout], position.description, overlay ? 'text-white/90' : 'text-ink/85')} />
        )}
      </div>
      <Figures data={data} dark={overlay} />
      <Cta link={data.cta} variant={ctaVariant({ dark: overlay })} className="mt-10" />
      {overlay || data.desktopBg === undefined ? null : (
        <CmsImage image={data.desktopBg} sizes="(min-width: 1152px) 1152px, 100vw" preload corners={['tr']} className="mt-12 aspect-[16/9] w-full object-cover md:aspect-[21/9]" />
      )}
    </Section>
  );
}
