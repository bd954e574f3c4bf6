/**
 * Deterministic posts at any scale, for the search benchmark: titles, excerpts and bodies over a
 * vocabulary of a few thousand words with a skewed (Zipf-like) frequency, each post returning to
 * its own topic (a few domain words and a place), as real news copy does: a query's word matches
 * a realistic share of posts rather than all or none. Also the queries
 * a visitor types against them: whole words, words being typed, typos, several words, numbers.
 */
import type { SearchDocument } from '../../site/cms/search-documents';
import { seededRandom as random } from './random';

const DOMAIN = (
  'warehouse distribution logistics industrial lease leasing tenant landlord dock door trailer parking truck court clear height ' +
  'rail spur infill last mile flex business park portfolio acquisition development construction completion groundbreaking ' +
  'square feet vacancy rent demand supply market submarket cold storage freezer refrigerated ecommerce fulfillment retailer ' +
  'manufacturer third party operator sustainability solar rooftop energy emissions green certification leed water landscaping ' +
  'electric vehicle charging power substation zoning entitlement permit municipality county port airport interstate highway ' +
  'cross dock bulk shallow bay mezzanine sprinkler esfr insulation roof slab column spacing yard security fence office ' +
  'expansion renewal relocation sublease build suit speculative capital investment fund partner joint venture financing ' +
  'research report quarter annual outlook forecast absorption pipeline deliveries occupancy labor workforce wages automation ' +
  'robotics inventory nearshoring reshoring tariff freight shipping container drayage intermodal carrier community hiring'
).split(' ');

const PLACES = (
  'phoenix glendale tempe mesa denver aurora dallas houston austin atlanta savannah charlotte nashville memphis chicago ' +
  'joliet indianapolis columbus cincinnati detroit newark edison allentown baltimore richmond miami orlando tampa seattle ' +
  'tacoma portland oakland fresno ontario riverside stockton reno vegas salt lake boise albuquerque kansas omaha minneapolis'
).split(' ');

const COMMON = 'the a of and to in for with on at by from our new more than its their this that as is are was will has have'.split(' ');
const SYLLABLES = 'ka lo mi ter ra ven dor sel bri tan cor mon vel lis pra gen hal ros tin bor nel fra sam dun ker vil mar top pen'.split(' ');
const CATEGORIES = ['News', 'Insights', 'Research'] as const;
const START = Date.UTC(2012, 0, 1) / 1000;
const END = Date.UTC(2024, 11, 31) / 1000;

/** Made-up surnames and product words: the long tail of a real vocabulary. */
function tailWords(next: () => number, count: number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const parts = 2 + Math.floor(next() * 3);
    words.add(Array.from({ length: parts }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

class Writer {
  /** The general vocabulary in frequency order: domain words and places scattered among made-up words. */
  readonly vocabulary: readonly string[];

  constructor(readonly next: () => number) {
    const tail = tailWords(next, 4000);
    const ranked = [...tail];
    for (const word of [...DOMAIN, ...PLACES]) ranked.splice(Math.floor(next() * ranked.length), 0, word);
    this.vocabulary = ranked;
  }

  /** A word of the general vocabulary, rank r drawn with probability ~ 1/r (Zipf). */
  word(): string {
    const rank = Math.floor(this.vocabulary.length ** this.next()) - 1;
    return this.vocabulary[Math.min(rank, this.vocabulary.length - 1)] ?? 'warehouse';
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A sentence: the post's topic words often, common words between, the general vocabulary otherwise. */
  sentence(min: number, max: number, topic: readonly string[]): string {
    const words = Array.from({ length: this.int(min, max) }, () => {
      const draw = this.next();
      if (draw < 0.15) return this.pick(topic);
      if (draw < 0.45) return this.pick(COMMON);
      return this.word();
    });
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }

  /** What a post is about: a few domain words and a place. */
  topic(): string[] {
    return [this.pick(DOMAIN), this.pick(DOMAIN), this.pick(DOMAIN), this.pick(PLACES)];
  }

  title([a, b, c, place]: readonly string[]): string {
    const size = `${this.int(80, 1400).toLocaleString('en-US')},000`;
    return this.pick([
      `Larkspur acquires ${size} square foot ${a} portfolio in ${place}`,
      `${place} market report: ${a} and ${b}`,
      `Five questions about ${a} ${b}`,
      `Larkspur completes ${a} ${c} campus near ${place}`,
      `Why ${a} ${b} matters for ${c} tenants`,
    ]);
  }
}

/** `count` posts; the same seed gives the same posts. Ids start at 1,000,000 to stay clear of the demo content. */
export function generateSearchPosts(count: number, seed = 1): SearchDocument[] {
  const w = new Writer(random(seed));
  return Array.from({ length: count }, (_, index) => {
    const topic = w.topic();
    const title = w.title(topic);
    const excerpt = w.sentence(18, 34, topic);
    const body = Array.from({ length: w.int(4, 12) }, () => w.sentence(12, 36, topic)).join(' ');
    const categories = CATEGORIES.filter(() => w.next() < 0.4);
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index}`;
    return {
      id: 1_000_000 + index,
      uri: `/news/${slug}/`,
      title,
      excerpt: `<p>${excerpt}</p>`,
      categories: categories.length > 0 ? categories : ['News'],
      date: w.int(START, END),
      body: `${excerpt} ${body}`,
    };
  });
}

/** What visitors type: whole words, words being typed (prefixes), typos, two and three words, places and numbers. */
export function generateSearchQueries(posts: readonly SearchDocument[], count: number, seed = 2): string[] {
  const w = new Writer(random(seed));
  const typo = (word: string): string => {
    if (word.length < 5) return word;
    const at = w.int(1, word.length - 2);
    return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
  };
  const fromTitle = () => w.pick(w.pick(posts).title.toLowerCase().split(' ').filter((word) => word.length > 3));
  const kinds: ReadonlyArray<() => string> = [
    () => w.pick(DOMAIN),
    () => w.pick(PLACES),
    () => fromTitle(),
    () => w.pick(DOMAIN).slice(0, w.int(2, 5)),
    () => typo(w.pick(DOMAIN)),
    () => `${w.pick(PLACES)} ${w.pick(DOMAIN)}`,
    () => `${w.pick(DOMAIN)} ${w.pick(DOMAIN)} ${w.pick(DOMAIN).slice(0, 4)}`,
    () => `${fromTitle()} ${fromTitle()}`,
    () => String(w.int(100, 999)),
  ];
  return Array.from({ length: count }, (_, index) => (kinds[index % kinds.length] as () => string)());
}
