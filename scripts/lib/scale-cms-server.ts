/**
 * A stand-in WordPress for the benchmarks: a WPGraphQL endpoint over generated posts, executing
 * the site's own schema (codegen/schema.graphql), so the site runs against it exactly as against
 * a real CMS (`CMS_GRAPHQL_URL`). It answers the connections the search index pages through
 * (`posts`, `pages`); anything else resolves to null.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import { schemaSdl } from '../../codegen/generated/schema-sdl';
import type { SearchDocument } from '../../site/cms/search-documents';

const cursor = (offset: number): string => Buffer.from(`arrayconnection:${offset}`).toString('base64');
const offsetOf = (after: string | null | undefined): number => (after ? Number(Buffer.from(after, 'base64').toString('utf8').split(':')[1]) + 1 : 0);

function connection<T>(items: readonly T[], { first, after }: { first?: number | null; after?: string | null }) {
  const start = offsetOf(after);
  const size = first ?? 10;
  const nodes = items.slice(start, start + size);
  return {
    nodes,
    pageInfo: { hasNextPage: start + size < items.length, hasPreviousPage: start > 0, startCursor: cursor(start), endCursor: nodes.length > 0 ? cursor(start + nodes.length - 1) : null },
  };
}

/** A post as WPGraphQL serves it; `categories` takes arguments, so it is a function (graphql-js calls it). */
function toPostNode(post: SearchDocument) {
  const date = new Date(post.date * 1000).toISOString().slice(0, 19);
  return {
    __typename: 'Post',
    id: Buffer.from(`post:${post.id}`).toString('base64'),
    databaseId: post.id,
    uri: post.uri,
    slug: post.uri.split('/').filter(Boolean).pop(),
    title: post.title,
    date,
    modified: date,
    excerpt: post.excerpt,
    content: `<p>${post.body}</p>`,
    categories: () => ({ nodes: post.categories.map((name) => ({ name, slug: name.toLowerCase() })) }),
    editorBlocks: [],
  };
}

export interface ScaleCms {
  /** The GraphQL endpoint, for `CMS_GRAPHQL_URL`. */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `posts` on a free loopback port. */
export async function startScaleCms(posts: readonly SearchDocument[]): Promise<ScaleCms> {
  const schema = buildSchema(schemaSdl);
  const nodes = posts.map(toPostNode);
  const rootValue = {
    posts: (args: { first?: number; after?: string }) => connection(nodes, args),
    pages: (args: { first?: number; after?: string }) => connection([], args),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      void (async () => {
        const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
        const result = await graphql({ schema, source: query, rootValue, variableValues: variables });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
