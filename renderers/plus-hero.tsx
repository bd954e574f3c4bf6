import type definition from '../block-schemas/plus-hero';
import type { BlockProps } from '../engine';
import { buttonClasses } from './ui/button';
import { CmsImage } from './ui/cms-image';
import { CmsLink, linkKind } from './ui/cms-link';
import { DialogTrigger } from './ui/dialog-trigger.client';
import { ResponsiveImage } from './ui/responsive-image';
import { RichText } from './ui/rich-text';
import { Section } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

/**
 * The tenant-portal hero (always light: the site has no dark mode to turn off). Its CTA opens a
 * modal that leads on to the portal, with the notice for tenants still waiting for access.
 */
export default function PlusHero({ data, ctx }: BlockProps<typeof definition>) {
  if (data.heading === '') return null;
  const { portal } = ctx.site.config;
  const cta = data.cta !== undefined && linkKind(data.cta.url) !== undefined ? data.cta : undefined;
  return (
    <Section id={data.anchor} as="header" background="lightest" className={`isolate overflow-hidden ${data.className ?? ''}`} containerClassName="grid items-center gap-10 md:grid-cols-2 md:gap-16">
      <CmsImage image={data.background_pattern} className="pointer-events-none absolute inset-0 -z-10 size-full object-cover opacity-25" />
      <div>
        <h1 className={headingClasses.page}>
          <span className="block">{data.heading}</span>
          {data.second_heading === '' ? null : <span className="block text-freight italic">Plus More.</span>}
          {data.third_heading === '' ? null : <span className="mt-2 block text-2xl font-medium text-ink/80 md:text-3xl">{data.third_heading}</span>}
        </h1>
        <RichText html={data.content} className={`${proseClasses} mt-6 text-ink/85`} />
        {cta === undefined ? null : (
          <DialogTrigger label={cta.title || `Log in to ${portal}`} triggerClassName={`${buttonClasses.primary} mt-8`} title={portal} header={<CmsImage image={{ src: '/images/logo.svg', alt: portal, width: 160, height: 40 }} className="h-9 w-auto" />}>
            <CmsLink link={{ url: cta.url, target: cta.target }} className={buttonClasses.primary}>
              Continue to {portal}
            </CmsLink>
            <div className="mt-8 border-t border-ink/15 pt-6">
              <h2 className="text-xl font-semibold">Waiting for access to {portal}?</h2>
              <p className="mt-3 text-base leading-relaxed text-ink/85">
                {portal} is launching in multiple markets throughout the year. If you do not have access yet, please reach out to your Property Manager.
              </p>
            </div>
          </DialogTrigger>
        )}
      </div>
      <ResponsiveImage desktop={data.desktop_image} mobile={data.mobile_image} sizes="(min-width: 768px) 50vw, 100vw" corners={['tl']} preload className="aspect-[4/3] w-full object-cover" />
    </Section>
  );
}
