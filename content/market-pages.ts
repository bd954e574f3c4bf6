/**
 * A market page per market (/market/{slug}/), built from blocks as an editor would build it: the
 * property hero with the market's figures, '{market} in numbers', and the market's contacts.
 * Generated from content/markets.json so the figures of the map and of the page agree.
 */
import type { ContentBlock, ContentMarket, ContentPage } from './index';

/** Each region's page and its banner (a media library item, as ACF stores an image field: by id). */
const REGION_PAGES: Readonly<Record<string, { slug: string; imageId: number }>> = {
  'West Region': { slug: 'west', imageId: 7105 },
  'Central Region': { slug: 'central', imageId: 7103 },
  'East Region': { slug: 'east', imageId: 7102 },
};

/** The region's leasing and property contacts that every market page of the region lists. */
const REGION_CONTACTS: Readonly<Record<string, ReadonlyArray<readonly [string, string, string, string]>>> = {
  'West Region': [
    ['Elena Vasquez', 'Managing Director', 'evasquez@larkspurlogistics.com', '(510) 555-0142'],
    ['Marco Ruiz', 'Vice President, Leasing', 'mruiz@larkspurlogistics.com', '1-909-555-0188'],
  ],
  'Central Region': [
    ['Tom Brennan', 'Managing Director', 'tbrennan@larkspurlogistics.com', '(214) 555-0117'],
    ['Keisha Grant', 'Vice President, Leasing', 'kgrant@larkspurlogistics.com', '312.555.0163'],
  ],
  'East Region': [
    ['Aisha Carter', 'Managing Director', 'acarter@larkspurlogistics.com', '(404) 555-0125'],
    ['Patrick Doyle', 'Vice President, Leasing', 'pdoyle@larkspurlogistics.com', '+1 (732) 555-0191'],
  ],
};

const acf = (name: string, id: string, data: Record<string, unknown>): ContentBlock => ({
  name,
  attributesJSON: JSON.stringify({ id, name, data, mode: 'preview' }),
  originalContent: '',
  innerBlocks: [],
});

const emailOf = (market: ContentMarket) => `${market.slug.replace(/-/g, '')}@larkspurlogistics.com`;

function blocks(market: ContentMarket, index: number): ContentBlock[] {
  const region = REGION_PAGES[market.region];
  const contacts = REGION_CONTACTS[market.region] ?? [];
  const cards: Record<string, unknown> = {
    cards: contacts.length + 1,
    cards_0_name: `${market.name} Property Management`,
    cards_0_position: 'Property management and service requests',
    cards_0_region: market.region,
    cards_0_email: emailOf(market),
    cards_0_phone: `(800) 555-${String(100 + index).padStart(4, '0')}`,
  };
  contacts.forEach(([name, position, email, phone], at) => {
    cards[`cards_${at + 1}_name`] = name;
    cards[`cards_${at + 1}_position`] = position;
    cards[`cards_${at + 1}_region`] = market.region;
    cards[`cards_${at + 1}_email`] = email;
    cards[`cards_${at + 1}_phone`] = phone;
  });
  return [
    acf(
      'acf/page-hero-2',
      `block_m${market.databaseId}a`,
      {
        title: market.name,
        description: `<p>Larkspur owns ${market.numberOfProperties} properties in ${market.name}, ${market.state}, around ${market.location}. Our local team leases and manages every building, and can show you available space this week.</p>`,
        description_position: 'right',
        desktop_image: region?.imageId,
        properties: market.numberOfProperties,
        total_sf: market.totalSquareFeet,
        cta: { url: '/contact/', title: 'Contact leasing', target: '' },
      },
    ),
    acf('acf/region-statistics-grid', `block_m${market.databaseId}b`, {
      region: { name: market.name },
      population: market.population,
      total_sf: market.totalSquareFeet,
      number_of_properties: market.numberOfProperties,
    }),
    acf('acf/region-team-contact-grid', `block_m${market.databaseId}c`, { eyebrow: `Your ${market.name} team`, ...cards }),
  ];
}

/** The market pages, one per market, under /market/{slug}/. */
export function marketPages(markets: readonly ContentMarket[]): ContentPage[] {
  return markets.map((market, index) => ({
    databaseId: market.databaseId + 1000,
    uri: `/market/${market.slug}/`,
    slug: market.slug,
    title: market.name,
    date: '2024-02-01T09:00:00',
    modified: '2024-04-18T11:20:00',
    templateName: 'Default',
    layoutType: 'default',
    featuredImageId: REGION_PAGES[market.region]?.imageId ?? null,
    seo: {
      title: `${market.name} industrial space | Larkspur`,
      metaDesc: `${market.numberOfProperties} Larkspur warehouses and distribution centers in ${market.name}, ${market.state}: available space, figures and the local team.`,
      canonical: `/market/${market.slug}/`,
      breadcrumbs: [
        { url: '/', text: 'Home' },
        { url: `/region/${REGION_PAGES[market.region]?.slug ?? ''}/`, text: market.region },
        { url: `/market/${market.slug}/`, text: market.name },
      ],
    },
    blocks: blocks(market, index),
  }));
}
