/**
 * What the site search indexes: every post and page as plain text, reshaped once here so the
 * index never sees a GraphQL node, an entity-encoded title or a block's attributesJSON.
 */
import { SearchDocumentsDocument, type SearchBlocksFragment, type SearchDocumentsQuery } from '../../codegen/generated/graphql';
import { cmsQuery } from './client';
import { decodeEntities } from './text';
import { normalizeUri } from './uri';

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
  /** Unix seconds (spec 3 "Search result"). */
  readonly date: number;
  /** Plain text of everything the page shows, for matching. */
  readonly body: string;
}

const PAGE_SIZE = 100;
/** A page's excerpt is its text's opening, cut at a word. */
const PAGE_EXCERPT_CHARS = 180;
/** Very long pages are indexed by their first part; matching deeper adds little and costs memory. */
const BODY_MAX_CHARS = 20_000;

/** Text of HTML: scripts and styles dropped, tags turned into spaces, entities decoded, blanks collapsed. */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** The text of the paragraphs of some HTML. */
export function paragraphsText(html: string): string {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => htmlToText(match[1] ?? '')).filter((text) => text !== '').join(' ');
}

const NOT_PROSE = /^(?:https?:|mailto:|tel:|\/|#|field_[\da-f]+$|[\d\s.,:%-]*$)/i;

/** The words an editor typed into ACF fields: every string of `data` that reads as text. */
function acfStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    const text = htmlToText(value);
    if (text !== '' && !NOT_PROSE.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) acfStrings(item, out);
  } else if (typeof value === 'object' && value !== null) {
    // `_title` keys hold ACF field references, never text.
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) acfStrings(item, out);
  }
}

type SearchBlock = Pick<SearchBlocksFragment, 'name' | 'attributesJSON'> & { readonly innerBlocks?: readonly SearchBlock[] | null };

/** Text of ACF blocks (core blocks' text is already in the rendered content). */
export function blocksText(blocks: readonly SearchBlock[] | null | undefined): string {
  const out: string[] = [];
  const visit = (list: readonly SearchBlock[]) => {
    for (const block of list) {
      if (block.name.startsWith('acf/') && block.attributesJSON) {
        try {
          acfStrings((JSON.parse(block.attributesJSON) as { data?: unknown }).data, out);
        } catch {
          // A block whose attributes do not parse has no text to offer; the page still indexes.
        }
      }
      visit(block.innerBlocks ?? []);
    }
  };
  visit(blocks ?? []);
  return out.join(' ');
}

/** The paragraphs of a page in block order, core and ACF blocks alike: the opening of what a visitor reads. */
export function blocksParagraphs(blocks: readonly SearchBlock[] | null | undefined): string {
  const out: string[] = [];
  const visit = (list: readonly SearchBlock[]) => {
    for (const block of list) {
      let attributes: { content?: unknown; data?: unknown } = {};
      try {
        attributes = JSON.parse(block.attributesJSON ?? '{}') as typeof attributes;
      } catch {
        // No text to offer; the page still indexes.
      }
      if (block.name === 'core/paragraph' && typeof attributes.content === 'string') out.push(htmlToText(attributes.content));
      if (block.name.startsWith('acf/') && typeof attributes.data === 'object' && attributes.data !== null) {
        for (const value of Object.values(attributes.data)) if (typeof value === 'string' && /<p\b/i.test(value)) out.push(paragraphsText(value));
      }
      visit(block.innerBlocks ?? []);
    }
  };
  visit(blocks ?? []);
  return out.filter((text) => text !== '').join(' ');
}

/** WordPress dates are site-local without a zone; they are read as UTC so the calendar date shown is the one written. */
export function unixSeconds(date: string | null | undefined): number {
  if (!date) return 0;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(date) ? date : `${date}Z`;
  const ms = Date.parse(zoned);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The opening of a text, cut at a word, as an HTML paragraph. */
export function excerptOf(text: string, maxChars = PAGE_EXCERPT_CHARS): string {
  if (text === '') return '';
  if (text.length <= maxChars) return `<p>${escapeHtml(text)}</p>`;
  const cut = text.slice(0, maxChars + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(maxChars / 2)));
  return `<p>${escapeHtml(atWord.replace(/[\s,;:.-]+$/, ''))}&hellip;</p>`;
}

type PageNode = NonNullable<SearchDocumentsQuery['pages']>['nodes'][number];
type PostNode = NonNullable<SearchDocumentsQuery['posts']>['nodes'][number];

function toDocument(node: PageNode | PostNode): SearchDocument | null {
  if (!node.uri) return null;
  const post = 'excerpt' in node ? node : undefined;
  const body = `${htmlToText(node.content ?? '')} ${blocksText(node.blocks)}`.trim().slice(0, BODY_MAX_CHARS);
  const excerpt = post?.excerpt ?? '';
  // A page has no excerpt of its own: its paragraphs, in block order, make a better one than its headings.
  const opening = blocksParagraphs(node.blocks) || paragraphsText(node.content ?? '') || body;
  return {
    id: node.databaseId,
    uri: normalizeUri(node.uri),
    title: decodeEntities(node.title ?? ''),
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
 * Every post and page as a search document, fresh from the CMS (never from Next's data cache:
 * the index keeps its own copy and is rebuilt when content is revalidated).
 */
export async function loadSearchDocuments(): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  let pages: Cursor = { more: true, after: null };
  let posts: Cursor = { more: true, after: null };
  while (pages.more || posts.more) {
    const variables = { first: PAGE_SIZE, pagesAfter: pages.after, postsAfter: posts.after, withPages: pages.more, withPosts: posts.more };
    const data = await cmsQuery(SearchDocumentsDocument, variables, { fresh: true });
    for (const node of [...(data.pages?.nodes ?? []), ...(data.posts?.nodes ?? [])]) {
      const document = toDocument(node);
      if (document !== null) documents.push(document);
    }
    pages = advance(pages, data.pages);
    posts = advance(posts, data.posts);
  }
  return documents;
}
