/**
 * What the site search indexes: every post and page as plain text, reshaped once here so the
 * index never sees a GraphQL node, an entity-encoded title or a block's attributesJSON.
 */
import {
  SearchDocumentByUriDocument,
  SearchDocumentByUriGutenbergDocument,
  SearchDocumentsDocument,
  SearchDocumentsGutenbergDocument,
  type SearchDocumentsGutenbergQuery,
  type SearchDocumentsQuery,
} from '../../codegen/generated/graphql';
import { blockRegistry } from '../../codegen/generated/registry';
import { blockStrings, cutAtWord, decodeEntities, htmlToText, prepareBlocks, type PreparedBlock } from '../../engine';
import { getSiteConfig } from '../../config';
import { nodeBlocks } from './blocks';
import { cmsQuery } from './client';
import { displayTitle, normalizeUri } from './uri';

export interface SearchDocument {
  readonly id: number;
  /** Normalised: '/news/some-post/'. */
  readonly uri: string;
  /** Plain text. */
  readonly title: string;
  /** HTML: the post's excerpt, or the opening of a page's text. */
  readonly excerpt: string;
  /** Category names, in the post's order; empty for pages. */
  readonly categories: readonly string[];
  /** Unix seconds. */
  readonly date: number;
  /** Plain text of everything the page shows, for matching. */
  readonly body: string;
}

/** Posts and pages asked of a CMS at a time: WPGraphQL's largest page, so a big archive takes few requests. */
const PAGE_SIZE = 100;
/**
 * In process a request costs nothing, and a page's answer is alive, whole, while it is computed and
 * read: a large one outlives the young generation and fills the old one, which the process keeps.
 */
const EMBEDDED_PAGE_SIZE = 20;
/** A page's excerpt is its text's opening, cut at a word. */
const PAGE_EXCERPT_CHARS = 180;
/** Very long pages are indexed by their first part; matching deeper adds little and costs memory. */
const BODY_MAX_CHARS = 20_000;

/** The text of the paragraphs of some HTML. */
export function paragraphsText(html: string): string {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => htmlToText(match[1] ?? '')).filter((text) => text !== '').join(' ');
}

/** Strings of fields that are not words: URLs, paths, anchors, ACF field keys, numbers. */
const NOT_PROSE = /^(?:https?:|mailto:|tel:|\/|#|field_[\da-f]+$|[\d\s.,:%-]*$)/i;

/** Every block of a tree, in page order. */
const allBlocks = (blocks: readonly PreparedBlock[]): PreparedBlock[] => blocks.flatMap((block) => [block, ...allBlocks(block.innerBlocks)]);

/**
 * ACF blocks save no HTML (their PHP template renders them, when the theme has one), so the
 * page's `content` may lack their words: they are read from the blocks' fields instead.
 */
const isAcf = (block: PreparedBlock): boolean => block.name.startsWith('acf/');

/** The words of every ACF block of a tree (the text of their fields), for matching. */
export function blocksText(blocks: readonly PreparedBlock[]): string {
  return allBlocks(blocks)
    .filter(isAcf)
    .flatMap((block) => blockStrings(block).map((string) => htmlToText(string.value)))
    .filter((text) => text !== '' && !NOT_PROSE.test(text))
    .join(' ');
}

/** The text of a tree's paragraphs, in block order: core paragraphs, and the paragraphs of ACF blocks' HTML fields. */
export function blocksParagraphs(blocks: readonly PreparedBlock[]): string {
  return allBlocks(blocks)
    .flatMap((block) => {
      const html = blockStrings(block).filter((string) => string.html);
      if (block.name === 'core/paragraph') return html.map((string) => htmlToText(string.value));
      return isAcf(block) ? html.map((string) => paragraphsText(string.value)) : [];
    })
    .filter((text) => text !== '')
    .join(' ');
}

/** WordPress dates are site-local without a zone; they are read as UTC so the calendar date shown is the one written. */
export function unixSeconds(date: string | null | undefined): number {
  if (!date) return 0;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(date) ? date : `${date}Z`;
  const ms = Date.parse(zoned);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The opening of a text, cut at a word (`cutAtWord`), as an HTML paragraph. */
export function excerptOf(text: string, maxChars = PAGE_EXCERPT_CHARS): string {
  return text === '' ? '' : `<p>${escapeHtml(cutAtWord(text, maxChars))}</p>`;
}

type SearchData = SearchDocumentsQuery | SearchDocumentsGutenbergQuery;
type PageNode = NonNullable<SearchData['pages']>['nodes'][number];
type PostNode = NonNullable<SearchData['posts']>['nodes'][number];

/**
 * The node's blocks as the engine prepares them for the page (either plugin's shape): a block the
 * page does not render adds no words. Images are not resolved: the index reads no image.
 */
const blocksOf = (node: PageNode | PostNode): readonly PreparedBlock[] =>
  prepareBlocks(nodeBlocks(node), blockRegistry).blocks;

function toDocument(node: PageNode | PostNode): SearchDocument | null {
  if (!node.uri) return null;
  const post = 'excerpt' in node ? node : undefined;
  const blocks = blocksOf(node);
  const body = `${htmlToText(node.content ?? '')} ${blocksText(blocks)}`.trim().slice(0, BODY_MAX_CHARS);
  const excerpt = post?.excerpt ?? '';
  // A page has no excerpt of its own: its paragraphs, in block order, make a better one than its headings.
  const opening = blocksParagraphs(blocks) || paragraphsText(node.content ?? '') || body;
  return {
    id: node.databaseId,
    uri: normalizeUri(node.uri),
    title: displayTitle(node.title, htmlToText(excerpt) === '' ? excerptOf(opening) : excerpt),
    excerpt: htmlToText(excerpt) === '' ? excerptOf(opening) : excerpt,
    categories: (post?.categories?.nodes ?? []).flatMap((term) => (term.name ? [decodeEntities(term.name)] : [])),
    date: unixSeconds(node.date),
    body,
  };
}

interface Cursor {
  readonly more: boolean;
  readonly after: string | null;
}

function advance(cursor: Cursor, connection: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null | undefined): Cursor {
  if (!cursor.more) return cursor;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  return { more: connection?.pageInfo.hasNextPage === true && endCursor !== null, after: endCursor };
}

/**
 * Every post and page as search documents, a page of the CMS at a time (up to 100 pages and 100
 * posts), fresh from the CMS (never from Next's data cache: an index keeps its own copy).
 */
export async function* searchDocumentPages(): AsyncGenerator<SearchDocument[]> {
  const config = getSiteConfig();
  const first = config.cmsGraphqlUrl === undefined ? EMBEDDED_PAGE_SIZE : PAGE_SIZE;
  let pages: Cursor = { more: true, after: null };
  let posts: Cursor = { more: true, after: null };
  while (pages.more || posts.more) {
    const variables = { first, pagesAfter: pages.after, postsAfter: posts.after, withPages: pages.more, withPosts: posts.more };
    const data: SearchData = config.cmsBlocks === 'gutenberg' ? await cmsQuery(SearchDocumentsGutenbergDocument, variables, { fresh: true }) : await cmsQuery(SearchDocumentsDocument, variables, { fresh: true });
    const documents = [...(data.pages?.nodes ?? []), ...(data.posts?.nodes ?? [])].flatMap((node) => toDocument(node) ?? []);
    pages = advance(pages, data.pages);
    posts = advance(posts, data.posts);
    // The answer is not held while the documents are read: only they are.
    yield documents;
  }
}

/** Every post and page as search documents, all at once (tests; the in-process index reads `searchDocumentPages` as they come). */
export async function loadSearchDocuments(): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for await (const page of searchDocumentPages()) documents.push(...page);
  return documents;
}

/** The post or page the CMS serves at `uri` as a search document, fresh; null when it serves none there (trashed, unpublished, or not a post or page). */
export async function loadSearchDocument(uri: string): Promise<SearchDocument | null> {
  const data = getSiteConfig().cmsBlocks === 'gutenberg' ? await cmsQuery(SearchDocumentByUriGutenbergDocument, { uri }, { fresh: true }) : await cmsQuery(SearchDocumentByUriDocument, { uri }, { fresh: true });
  const node = data.nodeByUri;
  return node?.__typename === 'Page' || node?.__typename === 'Post' ? toDocument(node) : null;
}
