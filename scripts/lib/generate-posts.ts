/**
 * Deterministic generated posts for scale tests (10,000 and more): real-looking titles, dates
 * spread over 2014–2024, the demo site's categories, tags (ESG and CEO included), authors and
 * images, and short bodies of core blocks. The same seed always gives the same posts.
 */
import site from '../../content/site.json';
import type { ContentPost } from '../../content';
import { leaders } from './demo-posts';
import { heading, list, paragraph } from './post-blocks';
import { postNode } from './post-node';
import { seededRandom as random } from './random';

const MARKETS = ['Phoenix', 'Dallas', 'Atlanta', 'Chicago', 'Columbus', 'Denver', 'the Inland Empire', 'Northern New Jersey', 'Kansas City', 'Houston', 'Savannah', 'Las Vegas', 'Indianapolis', 'Salt Lake City', 'Charlotte', 'Nashville'];
const CUSTOMERS = ['a national retailer', 'a third-party logistics provider', 'a building-products distributor', 'a regional grocer', 'an e-commerce fulfillment company', 'a furniture importer', 'an auto-parts supplier', 'a beverage distributor'];
const TOPICS = ['Trailer Parking', 'Clear Heights', 'Dock Door Ratios', 'Power Upgrades', 'Rooftop Solar', 'Cold Storage', 'Lease Renewals', 'Yard Security', 'LED Retrofits', 'Fire Protection'];
const IMAGES = site.media.filter((item) => item.mediaItemUrl.endsWith('.jpg')).map((item) => item.databaseId);
const TAGS = site.tags.map((term) => term.slug);
const AUTHORS = Object.values(leaders);

interface Kind {
  readonly categories: readonly string[];
  readonly title: (pick: Picker, year: number) => string;
}

interface Picker {
  one<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
}

const KINDS: readonly Kind[] = [
  { categories: ['news'], title: (p) => `Larkspur Leases ${p.int(60, 900)},000 Square Feet to ${capitalise(p.one(CUSTOMERS))} in ${p.one(MARKETS)}` },
  { categories: ['news'], title: (p) => `Larkspur Acquires a ${p.int(2, 14)}-Building Portfolio in ${p.one(MARKETS)}` },
  { categories: ['news'], title: (p) => `Larkspur Completes ${p.int(180, 1200)},000 Square Foot Distribution Building in ${p.one(MARKETS)}` },
  { categories: ['insights'], title: (p) => `What Customers Should Know About ${p.one(TOPICS)}` },
  { categories: ['insights'], title: (p) => `${p.one(TOPICS)} in ${p.one(MARKETS)}: A Practical Guide` },
  { categories: ['research'], title: (p, year) => `${p.one(MARKETS)} Industrial Market Report: Q${p.int(1, 4)} ${year}` },
  { categories: ['sustainability'], title: (p) => `${p.one(TOPICS)} Cut Energy Use at ${p.int(3, 40)} Larkspur Properties in ${p.one(MARKETS)}` },
  { categories: ['sustainability', 'news'], title: (p) => `Larkspur Adds ${p.int(2, 30)} Megawatts of Solar in ${p.one(MARKETS)}` },
];

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const SENTENCES = [
  (p: Picker) => `Vacancy for modern industrial space in ${p.one(MARKETS)} stood at ${p.int(2, 9)}.${p.int(0, 9)}% at the end of the quarter.`,
  (p: Picker) => `The building offers ${p.int(28, 40)}-foot clear heights, ${p.int(20, 140)} dock doors and ${p.int(120, 190)}-foot truck courts.`,
  (p: Picker) => `${capitalise(p.one(CUSTOMERS))} signed a ${p.int(3, 12)}-year lease for ${p.int(40, 600)},000 square feet.`,
  (p: Picker) => `Asking rents rose ${p.int(1, 12)}% over the year, with the strongest growth in buildings under 100,000 square feet.`,
  (p: Picker) => `Construction starts fell by ${p.int(10, 60)}% as developers waited for financing costs to ease.`,
  (p: Picker) => `Our property team replaced ${p.int(10, 400)} light fixtures and resealed ${p.int(4, 80)} dock doors this year.`,
  (p: Picker) => `The site is ${p.int(1, 9)} miles from the nearest interstate and ${p.int(10, 60)} miles from the port.`,
  () => 'Customers can request service and book yard space through the Larkspur Plus portal.',
];

function body(pick: Picker): ContentPost['blocks'] {
  const paragraphs = (count: number) => Array.from({ length: count }, () => paragraph(Array.from({ length: 3 }, () => pick.one(SENTENCES)(pick)).join(' ')));
  return [
    ...paragraphs(2),
    heading(pick.one(['What it means for customers', 'The numbers', 'Looking ahead', 'Why it matters'])),
    list(Array.from({ length: 3 }, () => pick.one(SENTENCES)(pick))),
    ...paragraphs(pick.int(1, 3)),
  ];
}

export interface GenerateOptions {
  readonly count: number;
  readonly seed?: number;
  /** The first database id; ids and slugs never collide with the demo posts (301–999). */
  readonly firstId?: number;
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

/** The generated posts, all at once: for a few thousand. */
export function generatePosts(options: GenerateOptions): ContentPost[] {
  return [...postStream(options)];
}

/** The generated posts one at a time, so any number is written in bounded memory. */
export function* postStream({ count, seed = 20240614, firstId = 100_000 }: GenerateOptions): Generator<ContentPost> {
  const next = random(seed);
  const pick: Picker = {
    one: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
  const start = Date.UTC(2014, 0, 1);
  const span = Date.UTC(2024, 11, 31) - start;
  for (let index = 0; index < count; index += 1) {
    const date = new Date(start + Math.floor(next() * span));
    const stamp = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`;
    const kind = pick.one(KINDS);
    const title = kind.title(pick, date.getUTCFullYear());
    const id = firstId + index;
    const image = pick.one(IMAGES);
    const author = kind.categories[0] === 'news' ? null : pick.one(AUTHORS);
    const tags = [...new Set(Array.from({ length: pick.int(1, 3) }, () => pick.one(TAGS)))];
    yield postNode({
      databaseId: id,
      slug: `${slugify(title)}-${id}`,
      title,
      date: stamp,
      categories: kind.categories,
      tags,
      excerpt: pick.one(SENTENCES)(pick),
      featuredImageId: image,
      lead: next() < 0.6 ? { image } : { paragraph: pick.one(SENTENCES)(pick) },
      author,
      location: author ? '' : `${pick.one(MARKETS)}`,
      mediaContactHide: author !== null,
      mediaContact: null,
      contactItems: [],
      titleAlignment: 'left',
      blocks: body(pick),
    });
  }
}
