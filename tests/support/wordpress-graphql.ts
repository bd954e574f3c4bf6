/**
 * The site's page query answered from a real WordPress that has no WPGraphQL (CI cannot install
 * it; see tests/e2e/wordpress.e2e.test.ts): for a post's uri, `nodeByUri` is the post as that
 * WordPress's REST API has it at this moment, in the shape WPGraphQL gives it (title, dates,
 * excerpt, content, link, categories and tags; Yoast's `seo` from the title and excerpt; the ACF
 * groups without values; no blocks). Every other operation is left to the embedded CMS, as in the
 * loopback CMS. So what the site shows of that post is what WordPress holds, and when WordPress
 * changes it the site shows the change once it revalidates, and not before.
 */
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { schemaSdl } from '../../codegen/generated/schema-sdl';
import type { OperationOverride } from './wpgraphql';

interface RestTerm {
  readonly taxonomy: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

interface RestPost {
  readonly id: number;
  readonly slug: string;
  readonly link: string;
  readonly date: string;
  readonly date_gmt: string;
  readonly modified: string;
  readonly modified_gmt: string;
  readonly title: { readonly rendered: string };
  readonly excerpt: { readonly rendered: string };
  readonly content: { readonly rendered: string };
  readonly _embedded?: { readonly 'wp:term'?: ReadonlyArray<readonly RestTerm[]> };
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

/** A published post of the WordPress at `uri`, as WPGraphQL's `Post`; null when it has none. */
async function postAt(wordpressUrl: string, uri: string): Promise<Record<string, unknown> | null> {
  const slug = uri.split('/').filter(Boolean).pop();
  if (slug === undefined) return null;
  const response = await fetch(`${wordpressUrl}/?rest_route=/wp/v2/posts&slug=${encodeURIComponent(slug)}&_embed=wp:term`);
  if (!response.ok) throw new Error(`WordPress answered ${response.status} for the post ${slug}`);
  const post = ((await response.json()) as RestPost[]).find((candidate) => new URL(candidate.link).pathname === uri);
  if (post === undefined) return null;
  const terms = (post._embedded?.['wp:term'] ?? []).flat();
  const termNodes = (taxonomy: string) => ({ nodes: terms.filter((term) => term.taxonomy === taxonomy).map(({ name, slug: termSlug, description }) => ({ name, slug: termSlug, description })) });
  return {
    __typename: 'Post',
    uri,
    databaseId: post.id,
    slug: post.slug,
    title: post.title.rendered,
    date: post.date,
    modified: post.modified,
    link: post.link,
    content: post.content.rendered,
    excerpt: post.excerpt.rendered,
    seo: {
      canonical: post.link,
      title: plain(post.title.rendered),
      metaDesc: plain(post.excerpt.rendered),
      opengraphPublishedTime: `${post.date_gmt}+00:00`,
      opengraphModifiedTime: `${post.modified_gmt}+00:00`,
      opengraphImage: null,
      breadcrumbs: [],
    },
    featuredImage: null,
    categories: termNodes('category'),
    tags: termNodes('post_tag'),
    postFields: { layoutType: null, location: null, mediaContactHide: null, titleAlignment: null },
    postMediaContact: { overwrite: null, mediaContact: null, aboutCompany: null, contactItems: null },
    postAuthorData: { displayAuthor: null, author: null },
    postLeadSection: { type: null, leadImage: null, leadParagraph: null },
    editorBlocks: [],
  };
}

/** The operations that look a uri up: the page itself, and the proxy's question whether there is one (site/cms/known-uris.ts). */
const BY_URI: ReadonlySet<string> = new Set(['PageByUri', 'UriKind']);

/** The override of the loopback CMS that serves the posts of the WordPress at `wordpressUrl`. */
export function wordpressPosts(wordpressUrl: () => string): OperationOverride {
  let schema: GraphQLSchema | undefined;
  return async (body) => {
    if (!BY_URI.has(body.operationName ?? '') || typeof body.variables?.uri !== 'string') return undefined;
    const node = await postAt(wordpressUrl(), body.variables.uri);
    if (node === null) return undefined;
    schema ??= buildSchema(schemaSdl);
    return graphql({ schema, source: body.query ?? '', variableValues: body.variables, operationName: body.operationName, rootValue: { nodeByUri: node } });
  };
}
