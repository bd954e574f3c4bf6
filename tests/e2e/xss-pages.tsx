/**
 * Pages of hostile CMS content for the XSS gate (xss.e2e.test.ts): every field of every block,
 * the data renderers load through the render context, the site frame and the article's parts,
 * each string a payload from the corpus, rendered by the real engine and components.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { blockRegistry } from '../../codegen/generated/registry';
import { DiagnosticsPanel, htmlToText, preparePayload, renderBlocks, type BoundBlock, type RenderContext } from '../../engine';
import { PostCard } from '../../renderers/ui/post-card';
import { Profiles } from '../../renderers/ui/profiles';
import { getMembers, getSiteFrame, type CmsPostNode, type Member, type SiteFrame } from '../../site/cms/loaders';
import { getSiteConfig } from '../../config';
import { SiteFooter } from '../../site/frame/footer';
import { SiteHeader } from '../../site/frame/header';
import { OrganizationJsonLd } from '../../site/frame/organization';
import { AboutBox, ArticleHead, ArticleLead } from '../../site/news/article/article-view';
import { articleContacts } from '../../site/news/article/contacts';
import { newsArticleLd, serializeLd } from '../../site/news/article/json-ld';
import { getArticle, getArticleSlugs } from '../../site/news/data';
import { renderHtml } from '../support/render-html';
import { injectBlock, poisonStrings, slotsOf, toEditorBlocks, type GutenbergBlock, type Slot } from '../support/xss-placement';
import { xssUrls, xssVectors, type UrlVector, type XssVector } from '../support/xss-vectors';
import { documentOf, type XssHit, type XssReport } from './xss-harness';

// ---------------------------------------------------------------- where each payload went

/** Where a payload went: the field (`html acf/text-grid items.*.content`), the fixture, the vector. */
export interface Placement {
  readonly field: string;
  readonly fixture: string;
  readonly vector: string;
  /** The index of the block source that placed it (none for the frame, article and loaders). */
  readonly source?: number;
}

type PlacementKind = Slot['kind'] | 'markup';

/** The strings of loader data that the CMS sends as HTML (site options, posts, members, jobs). */
const HTML_KEYS = new Set(['footerContactInfo', 'gdprDescription', 'aboutHtml', 'html', 'position', 'bio', 'content', 'quote']);

/** Multipliers coprime with the corpus size, so each makes a permutation of the vectors. */
const STEPS = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19].filter((step) => gcd(step, xssVectors.length) === 1);

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** An index into a list of `length`, for any integer (rounds may be negative). */
const wrap = (index: number, length: number) => ((index % length) + length) % length;

/**
 * Hands out payloads for one page. The n-th HTML field of a page gets `perField` vectors; over
 * `V / perField` rounds it gets every vector once, in an order of its own (`i * step + n`), so
 * each vector follows different neighbours in different fields (one vector can hide the next
 * from the sanitizer: an unclosed `<script>` swallows the rest). Each vector carries its own id,
 * and the field a visible marker `[[m{id}]]`, which tells whether the field reached the page.
 */
class Placer {
  private htmlCount = 0;
  private urlCount = 0;
  /** The block source being made hostile, and the fixture it came from. */
  source: { readonly index: number; readonly fixture: string } | undefined;

  constructor(
    private readonly round: number,
    private readonly perField: number,
    private readonly log: Map<number, Placement>,
  ) {}

  private place(kind: PlacementKind, where: string, vector: string): number {
    const id = this.log.size + 1;
    const field = `${kind} ${where.replace(/\.\d+(?=\.|$)/g, '.*')}`;
    this.log.set(id, { field, fixture: this.source?.fixture ?? '', vector, source: this.source?.index });
    return id;
  }

  html(where: string, kind: PlacementKind = 'html'): string {
    const field = this.htmlCount++;
    const step = STEPS[field % STEPS.length] ?? 1;
    const marker = `[[m${this.log.size + 1}]]`;
    const payloads = Array.from({ length: this.perField }, (_, offset) => {
      const vector = xssVectors[wrap((this.round * this.perField + offset) * step + field, xssVectors.length)] as XssVector;
      return vector.html(this.place(kind, where, vector.name));
    });
    return `${marker} ${payloads.join(' ')}`;
  }

  url(where: string, kind: PlacementKind = 'url'): string {
    const vector = xssUrls[wrap(this.urlCount++ + this.round, xssUrls.length)] as UrlVector;
    return vector.url(this.place(kind, where, vector.name));
  }

  /** A value of the kind a block field holds. */
  forSlot(slot: Slot, where: string): unknown {
    switch (slot.kind) {
      case 'link':
        return { url: this.url(where, 'link'), title: this.html(`${where}.title`, 'text'), target: '_blank' };
      case 'image':
        return { src: this.url(where, 'image'), alt: this.html(`${where}.alt`, 'text') };
      case 'url':
        return this.url(where);
      default:
        return this.html(where, slot.kind);
    }
  }

  /** For loader data: URL-named strings get URL vectors, the rest HTML vectors (counted as HTML where the CMS sends HTML). */
  string(where: string, key: string): string {
    if (/(url|href|src|srcset|uri|link)$/i.test(key)) return this.url(`${where}.${key}`);
    return this.html(`${where}.${key}`, HTML_KEYS.has(key) ? 'html' : 'text');
  }
}

// ---------------------------------------------------------------- blocks

interface FixtureCase {
  readonly title: string;
  readonly input: GutenbergBlock;
  readonly diagnostics?: readonly string[];
}

/**
 * How a fixture is made hostile: `shaped` replaces only the HTML the fixture filled (so its
 * branch of the renderer is kept: a file's button shows only with a safe link), `filled` fills
 * every field and repeater, `saved` moves HTML into the saved markup core blocks fall back to.
 */
type Variant = 'shaped' | 'filled' | 'saved';

export interface Source {
  readonly file: string;
  readonly title: string;
  readonly block: GutenbergBlock;
  readonly bound: BoundBlock;
  readonly slots: readonly Slot[];
  readonly variant: Variant;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** Every valid block fixture, in each variant that suits its block. */
export function loadSources(): Source[] {
  const dir = path.resolve(__dirname, '../fixtures/blocks');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const cases = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as FixtureCase[];
      return cases.flatMap(({ input, title, diagnostics = [] }) => {
        const bound = blockRegistry.lookup(input.name);
        if (bound === undefined || diagnostics.length > 0) return [];
        const slots = slotsOf(bound.schema);
        const variants: Variant[] = input.name.startsWith('core/') ? ['shaped', 'filled', 'saved'] : ['shaped', 'filled'];
        return variants.map((variant) => ({ file, title, block: input, bound, slots, variant }));
      });
    });
}

/** The source's block with this round's payloads, or undefined when the variant cannot validate. */
function hostileBlock(source: Source, index: number, placer: Placer): GutenbergBlock | undefined {
  const { block, bound, slots, variant } = source;
  placer.source = { index, fixture: `${source.file} "${source.title}" (${variant})` };
  try {
    if (variant === 'saved') {
      // No HTML in the attributes, so the renderer reads the saved markup.
      const attributes = JSON.parse(block.attributesJSON) as Record<string, unknown>;
      for (const slot of slots) if (slot.kind === 'html' || slot.path.includes('*')) delete attributes[slot.path[0] as string];
      const originalContent = placer.html(`${block.name} originalContent`, 'markup');
      const result = bound.check(attributes, { name: block.name, path: 'blocks[0]', originalContent });
      return result.ok ? { ...block, attributesJSON: JSON.stringify(attributes), originalContent } : undefined;
    }
    const assign = (slot: Slot, field: string, current: unknown) =>
      variant === 'shaped' && (slot.kind !== 'html' || isBlank(current)) ? current : placer.forSlot(slot, `${block.name} ${field}`);
    return injectBlock(block, bound, slots, assign, { createRows: variant === 'filled' });
  } finally {
    placer.source = undefined;
  }
}

// ---------------------------------------------------------------- everything else that carries CMS content

/** The render context with every string the site's loaders return replaced by a payload. */
function hostileContext(ctx: RenderContext, placer: Placer): RenderContext {
  const site = ctx.site;
  const poison = poisoner(placer);
  return {
    ...ctx,
    site: {
      ...site,
      defaults: poison('defaults', site.defaults),
      propertyMailbox: async (key) => poison('propertyMailbox', await site.propertyMailbox(key)),
      employees: async (ids) => poison('employees', await site.employees(ids)),
      latestPosts: async (count) => poison('latestPosts', await site.latestPosts(count)),
      jobs: async () => poison('jobs', await site.jobs()),
      posts: {
        list: async (query) => poison('posts.list', await site.posts.list(query)),
        filterOptions: async () => poison('posts.filterOptions', await site.posts.filterOptions()),
      },
      people: {
        byId: async (id) => poison('people', await site.people.byId(id)),
        byName: async (name) => poison('people', await site.people.byName(name)),
      },
      markets: async () => poison('markets', await site.markets()),
    },
  };
}

/**
 * Left as they are: dates feed the date formatter, `kind` and `type` pick a variant, `blocks` are
 * covered above, and `href` is the site's own (`/news/{slug}/`, built by the post loader).
 */
const SPARED_KEYS: ReadonlySet<string> = new Set(['date', 'modified', 'published', 'dateTime', 'kind', 'type', 'blocks', 'href']);

/** Replaces every string of loader data (but the spared ones) with a payload; `where` names the loader. */
const poisoner =
  (placer: Placer) =>
  <T,>(where: string, value: T): T =>
    poisonStrings(value, (key) => placer.string(where, key), SPARED_KEYS);

export interface PageData {
  readonly frame: SiteFrame;
  readonly post: CmsPostNode;
  readonly members: readonly Member[];
}

/**
 * What the profile modal shows (name, position, bio), as `<Profiles>` builds it on the server: the
 * page holds each profile in its HTML too (shown when the address names it), so that is rendered.
 */
function ProfileContents({ members }: { readonly members: readonly Member[] }) {
  return <Profiles members={members} ctx={{ path: '/', searchParams: {} }} />;
}

/** The frame, the article's parts and profiles, every string of the CMS data replaced. */
function frameAndArticle({ frame, post, members }: PageData, placer: Placer): ReactNode {
  const poison = poisoner(placer);
  const hostileFrame = poison('frame', frame);
  const hostilePost = poison('post', post);
  const paragraphLead: CmsPostNode = { ...hostilePost, lead: { type: 'paragraph', text: placer.html('post.lead.text') } };
  const imageLead: CmsPostNode = { ...hostilePost, lead: { type: 'image', image: { src: placer.url('post.lead.image.src'), alt: placer.html('post.lead.image.alt', 'text') } } };
  const { company } = getSiteConfig();
  const card = { id: 1, href: '/news/x/', title: placer.html('card.title', 'text'), excerpt: htmlToText(placer.html('card.excerpt')), category: placer.html('card.category', 'text'), date: 'Mar. 5, 2024', dateTime: '2024-03-05', image: { src: placer.url('card.image'), alt: placer.html('card.image.alt', 'text') } };
  return (
    <>
      <SiteHeader frame={hostileFrame} />
      <OrganizationJsonLd frame={hostileFrame} />
      {/* As the article route writes it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(newsArticleLd(imageLead, company)) }} />
      <ArticleHead post={hostilePost} />
      <ArticleLead post={paragraphLead} />
      <ArticleLead post={imageLead} />
      <AboutBox company={company} html={hostilePost.aboutHtml} contacts={articleContacts(hostilePost, hostileFrame.options.mediaContact)} />
      <PostCard post={card} />
      <ProfileContents members={poison('people', members)} />
      <SiteFooter frame={hostileFrame} />
    </>
  );
}

// ---------------------------------------------------------------- one page

export interface Round {
  readonly html: string;
  readonly log: ReadonlyMap<number, Placement>;
  /** The ids whose field marker is on the page. */
  readonly shown: ReadonlySet<number>;
}

/**
 * Round `round`'s page: the sources' blocks, the frame and the article, every field holding
 * `perField` vectors.
 */
export async function renderRound(round: number, perField: number, sources: readonly Source[], data: PageData, ctx: RenderContext): Promise<Round> {
  const log = new Map<number, Placement>();
  const placer = new Placer(round, perField, log);
  const blocks = sources.flatMap((source, index) => hostileBlock(source, index, placer) ?? []);
  // Odd rounds arrive as wp-graphql-content-blocks' flat list, even rounds as the gutenberg tree.
  const payload = round % 2 === 1 ? { editorBlocks: toEditorBlocks(blocks) } : { blocks };
  const prepared = preparePayload(payload, blockRegistry);
  const body = await renderHtml(
    <>
      {frameAndArticle(data, placer)}
      <DiagnosticsPanel diagnostics={prepared.diagnostics} />
      <main>{renderBlocks(prepared.blocks, hostileContext(ctx, placer))}</main>
    </>,
  );
  return { html: documentOf(body), log, shown: new Set(Array.from(body.matchAll(/\[\[m(\d+)\]\]/g), (match) => Number(match[1]))) };
}

/** What went wrong on a page, one line each, with the field and vector a hit came from. */
export function problems(report: XssReport, log: ReadonlyMap<number, Placement>): string[] {
  const describe = (hit: XssHit) => {
    // A followed link names no id; the payload in its URL does.
    const id = hit.id || /(?:__xss|alert|msgbox)\((\d+)\)/.exec(hit.detail)?.[1];
    const placement = log.get(Number(id));
    return placement === undefined ? `${hit.how}: ${hit.detail}` : `${hit.how}: ${placement.vector} in ${placement.field} of ${placement.fixture || 'the page'} (${hit.detail})`;
  };
  return [...report.hits.map(describe), ...report.unsafeMarkup.map((markup) => `left in the DOM: ${markup}`)];
}

/** A real article, the real frame and a few members of the embedded CMS, to be made hostile. */
export async function pageData(): Promise<PageData> {
  const [slug] = await getArticleSlugs();
  const post = slug === undefined ? null : await getArticle(slug);
  if (post === null) throw new Error('the embedded CMS has no article');
  const members = [...(await getMembers()).byId.values()].slice(0, 3);
  return { frame: await getSiteFrame(), post, members };
}

/**
 * Few sources that still cover every field the given round covered: a field counts where a source
 * showed it on the page, or, for a field no source showed, where one placed it. Later rounds
 * render those sources alone (a greedy set cover).
 */
export function coveringSources(round: Round): number[] {
  const shownFields = new Set<string>();
  for (const [id, { field }] of round.log) if (round.shown.has(id)) shownFields.add(field);
  const covers = new Map<number, Set<string>>();
  for (const [id, { field, source }] of round.log) {
    if (source === undefined || (!round.shown.has(id) && shownFields.has(field))) continue;
    covers.set(source, (covers.get(source) ?? new Set()).add(field));
  }
  const wanted = new Set([...covers.values()].flatMap((fields) => [...fields]));
  const chosen: number[] = [];
  const gain = (fields: ReadonlySet<string>) => [...fields].filter((field) => wanted.has(field)).length;
  while (wanted.size > 0) {
    let best: [number, Set<string>] | undefined;
    for (const entry of covers) if (best === undefined || gain(entry[1]) > gain(best[1])) best = entry;
    if (best === undefined) break;
    chosen.push(best[0]);
    for (const field of best[1]) wanted.delete(field);
    covers.delete(best[0]);
  }
  return chosen.sort((a, b) => a - b);
}
