import type definition from '../block-schemas/large-quote';
import type { BlockProps } from '../engine';
import { buttonClasses } from './ui/button';
import { cn } from './ui/cn';
import { Cta, ctaVariant } from './ui/cta';
import { ProfileLink, Profiles } from './ui/profiles';
import { ResponsiveImage } from './ui/responsive-image';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section } from './ui/section';

const alignClasses = {
  left: 'text-left items-start',
  center: 'text-center items-center',
  right: 'text-right items-end',
} as const;

const quoteSizeClasses = {
  regular: 'text-2xl leading-snug md:text-3xl',
  larger: 'text-3xl leading-tight md:text-[2.75rem]',
} as const;

/** The picture takes the narrower column, on the left or (flip) on the right. */
const gridClasses = {
  imageLeft: 'md:grid-cols-[2fr_3fr]',
  imageRight: 'md:grid-cols-[3fr_2fr]',
} as const;

const toneClasses = {
  light: { mark: 'text-solar', author: 'text-ink', caption: 'text-ink/70', link: buttonClasses.text },
  dark: { mark: 'text-solar', author: 'text-white', caption: 'text-white/75', link: buttonClasses.textInverse },
} as const;

export default async function LargeQuote({ data, ctx }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.main_quote)) return null;
  const author = data.author_object === '' ? undefined : await ctx.site.people.byName(data.author_object);
  const dark = data.dark_mode;
  const tone = toneClasses[dark ? 'dark' : 'light'];
  const hasImage = data.desktop_image !== undefined || data.mobile_image !== undefined;
  return (
    <Section id={data.anchor} className={data.className} background={dark ? 'slate' : 'white'} as="div">
      <div className={cn('grid items-center gap-10 md:gap-16', hasImage && gridClasses[data.flip ? 'imageRight' : 'imageLeft'])}>
        {hasImage ? (
          <div className={cn('w-full max-w-64 md:max-w-none', data.flip && 'md:order-last')}>
            <ResponsiveImage desktop={data.desktop_image} mobile={data.mobile_image} corners={data.rounded_corner} sizes="(min-width: 768px) 40vw, 100vw" className="aspect-[4/5] h-auto w-full object-cover" />
          </div>
        ) : null}
        <div className={cn('flex flex-col', alignClasses[data.text_alignment])}>
          <figure>
            <span aria-hidden="true" className={cn('block font-serif text-8xl leading-[0.6]', tone.mark)}>
              “
            </span>
            <blockquote className="mt-4">
              <RichText html={data.main_quote} tone={dark ? 'dark' : 'light'} className={cn('space-y-4 font-medium', quoteSizeClasses[data.larger_quote ? 'larger' : 'regular'])} />
            </blockquote>
            {data.author === '' && data.caption === '' ? null : (
              <figcaption className="mt-8">
                {data.author === '' ? null : <span className={cn('block text-lg font-semibold', tone.author)}>{data.author}</span>}
                {data.caption === '' ? null : <span className={cn('mt-1 block text-base', tone.caption)}>{data.caption}</span>}
              </figcaption>
            )}
          </figure>
          {data.author_object === '' && data.cta === undefined ? null : (
            <div className="mt-8 flex flex-wrap items-center gap-6">
              {data.author_object === '' ? null : (
                <ProfileLink path={ctx.path} name={data.author_object} className={tone.link}>
                  View full profile<span className="sr-only">{` of ${data.author_object}`}</span>
                </ProfileLink>
              )}
              <Cta link={data.cta} variant={ctaVariant({ dark, secondary: true })} />
            </div>
          )}
        </div>
      </div>
      <Profiles members={[author]} ctx={ctx} />
    </Section>
  );
}
