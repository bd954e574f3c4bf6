/** The site-wide data blocks fall back to (the number module's figures, the CTA card grid). */
import { cache } from 'react';
import { SiteDefaultsDocument, type SiteDefaultsQuery } from '../../codegen/generated/graphql';
import type { CtaCard } from '../../records';
import { cmsQuery } from './client';
import { toImageRecord } from './images';
import { internalOrigins, plain, str, toSiteHref } from './uri';

/** A number-grid figure as the CMS stores it; `'None'` affixes are hidden by the renderer. */
export interface NumberGridItem {
  readonly prefix: string;
  readonly number: string;
  readonly suffix: string;
  readonly heading: string;
}

/** What blocks fall back to when they use the site-wide data (the site options' block defaults). */
export interface SiteDefaults {
  readonly numberModule: { readonly heading: string; readonly background: string; readonly items: readonly NumberGridItem[] };
  readonly ctaCardGrid: { readonly heading: string; readonly cards: readonly CtaCard[] };
}

type DefaultsOptions = NonNullable<SiteDefaultsQuery['siteOptions']>;

function toNumberModule(module: DefaultsOptions['numberModuleDefaults']): SiteDefaults['numberModule'] {
  return {
    heading: plain(module?.mainHeading),
    background: str(module?.backgroundColor),
    items: (module?.numberGrid ?? []).flatMap((item) =>
      item ? [{ prefix: str(item.prefix), number: str(item.number), suffix: str(item.suffix), heading: plain(item.heading) }] : [],
    ),
  };
}

function toCtaCardGrid(grid: DefaultsOptions['ctaCardGridDefaults'], internal: readonly string[]): SiteDefaults['ctaCardGrid'] {
  return {
    heading: plain(grid?.mainHeader),
    cards: (grid?.grid ?? []).flatMap((card) => {
      if (!card) return [];
      const cta = card.cta?.url ? { url: toSiteHref(card.cta.url, internal), title: plain(card.cta.title), target: str(card.cta.target) } : undefined;
      return [{ heading: plain(card.mainHeader), image: toImageRecord(card.backgroundImage?.node), cta }];
    }),
  };
}

/** The site-wide block defaults, loaded once per request. */
export const getSiteDefaults = cache(async (): Promise<SiteDefaults> => {
  const { siteOptions } = await cmsQuery(SiteDefaultsDocument, {});
  return {
    numberModule: toNumberModule(siteOptions?.numberModuleDefaults ?? null),
    ctaCardGrid: toCtaCardGrid(siteOptions?.ctaCardGridDefaults ?? null, internalOrigins()),
  };
});
