import type definition from '../block-schemas/download-cta';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { CmsLink, linkKind } from './ui/cms-link';
import { DownloadIcon } from './ui/icons';
import { Section } from './ui/section';

/** One link with an icon: the block's own, or a download arrow. */
export default function DownloadCta({ data }: BlockProps<typeof definition>) {
  const { link } = data;
  if (link === undefined || linkKind(link.url) === undefined) return null;
  return (
    <Section id={data.anchor} className={data.className} as="div" spacing="compact">
      <CmsLink
        link={link}
        className="group inline-flex items-center gap-4 rounded-tr-[24px] bg-verylightsolar py-4 pl-4 pr-6 text-lg font-semibold text-slate no-underline ring-1 ring-solar/60 transition-colors hover:bg-lightsolar"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-solar text-ink">
          {data.icon === undefined ? <DownloadIcon className="size-6" /> : <CmsImage image={{ ...data.icon, alt: '' }} sizes="28px" className="size-7 object-contain" />}
        </span>
        <span className="underline decoration-solar decoration-2 underline-offset-4 group-hover:decoration-slate">{link.title || link.url}</span>
      </CmsLink>
    </Section>
  );
}
