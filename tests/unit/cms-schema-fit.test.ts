/**
 * The operations fitted to each WordPress the site was tried on. The schemas are the
 * introspections those WordPress installs answered (tests/fixtures/wordpress/, one per version,
 * with and without Yoast; content-blocks 4.8.6, WPGraphQL 2.20.0, WPGraphQL for ACF 2.7.1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { buildClientSchema, buildSchema, GraphQLError, introspectionFromSchema, isObjectType, parse, print, printSchema, validate, validateSchema, type DocumentNode, type GraphQLObjectType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as operations from '../../codegen/generated/graphql';
import { getEmbeddedSchema } from '../../site/cms/embedded';
import { getPageByUri } from '../../site/cms/loaders';
import { clientSchema, describeRemovals, fitOperation, restoreAliases } from '../../site/cms/schema-fit';
import { indexableEntries } from '../../site/sitemap-entries';
import { startLoopbackCms } from '../support/wpgraphql';

const fixtureDir = path.resolve(__dirname, '../fixtures/wordpress');
const introspectionOf = (file: string): IntrospectionQuery => JSON.parse(gunzipSync(readFileSync(path.join(fixtureDir, file))).toString('utf8')) as IntrospectionQuery;
const files = readdirSync(fixtureDir).filter((file) => file.startsWith('introspection-')).sort();
const schemas = new Map<string, GraphQLSchema>(files.map((file) => [file, clientSchema(introspectionOf(file)).schema as GraphQLSchema]));
const schemaOf = (file: string): GraphQLSchema => schemas.get(file) as GraphQLSchema;

/** The site's typed operations; the wp-graphql-gutenberg ones only where that plugin is installed. */
const documents = Object.entries(operations).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'));
const contentBlocksDocuments = documents.filter(([name]) => !name.includes('Gutenberg'));

afterEach(() => vi.unstubAllEnvs());

describe.each(files)('fitted to %s', (file) => {
  it.each(documents)('%s validates against this schema', (_name, document) => {
    const fitted = fitOperation(document, schemaOf(file));
    expect(validate(schemaOf(file), fitted.document).map((error) => error.message)).toEqual([]);
  });

  it('loses only what this WordPress lacks: nothing of the pages list, and the page itself always comes', () => {
    const gutenberg = file.includes('gutenberg');
    const uris = fitOperation(operations.AllUrisDocument, schemaOf(file));
    const page = fitOperation(gutenberg ? operations.PageByUriGutenbergDocument : operations.PageByUriDocument, schemaOf(file));
    expect(print(page.document)).toContain('nodeByUri(uri: $uri)');
    expect(print(page.document)).toContain(gutenberg ? 'blocks {' : 'editorBlocks(flat: true)');
    const yoast = !file.includes('no-yoast');
    // The site's plugin registers larkspurNoindex since it hides pages without Yoast; the installs
    // saved before then ran an older plugin, which lacks it.
    const ownNoindex = isObjectType(schemaOf(file).getType('Page')) && 'larkspurNoindex' in (schemaOf(file).getType('Page') as GraphQLObjectType).getFields();
    const lost = ['Page', 'Post'].flatMap((type) => [...(yoast ? [] : [`${type}.seo`]), ...(ownNoindex ? [] : [`${type}.larkspurNoindex`])]);
    expect(describeRemovals(uris.removed)).toEqual(lost);
    expect(describeRemovals(page.removed).includes('Page.seo')).toBe(!yoast);
    expect(describeRemovals(page.removed).includes('Page.larkspurNoindex')).toBe(!ownNoindex);
  });
});

describe('what each WordPress costs', () => {
  it('WordPress 7.1 with Yoast takes every content-blocks operation as written', () => {
    for (const [, document] of contentBlocksDocuments) {
      const fitted = fitOperation(document, schemaOf('introspection-7.1.0.json.gz'));
      expect(fitted.removed).toEqual([]);
      expect(print(fitted.document)).toBe(print(document));
    }
  });

  it('WordPress 6.1 loses core/details (registered from 6.3) and named attributes, and gets the conflicting fields under aliases', () => {
    const fitted = fitOperation(operations.PageByUriDocument, schemaOf('introspection-6.1.12.json.gz'));
    const lines = describeRemovals(fitted.removed);
    expect(lines).toContain('... on CoreDetails');
    expect(lines).toContain('block CoreQuote loses textAlign');
    expect(lines).toContain('block CoreListItem loses anchor');
    // `content` is `String` on some blocks and `String!` on others in 6.1: sent apart, answered as one.
    expect(fitted.aliased).toBeGreaterThan(0);
    expect(print(fitted.document)).toMatch(/\w+__fit\d+: /);
  });

  it('the embedded CMS (the full schema) needs no fitting', () => {
    for (const [, document] of documents) expect(fitOperation(document, getEmbeddedSchema()).removed).toEqual([]);
  });
});

describe('a schema GraphQL does not allow', () => {
  it('wp-graphql-gutenberg on WordPress 7.1: its attribute type without fields is left out with the fields that name it, and the gutenberg operations go whole', () => {
    const { schema, dropped } = clientSchema(introspectionOf('introspection-7.1.0-gutenberg.json.gz'));
    expect(dropped).toEqual(['CoreTabListBlockAttributesTabs']);
    expect(schema && validateSchema(schema)).toEqual([]);
    for (const [name, document] of documents.filter(([name]) => name.includes('Gutenberg'))) expect(fitOperation(document, schema as GraphQLSchema).removed, name).toEqual([]);
  });

  it('leaves out types emptied by that too, and keeps a valid schema as it is', () => {
    const sdl = 'type Query { a: A, b: B, c: String } type A { x: Int } type B { inner: E } type E { y: Int }';
    const introspection = introspectionFromSchema(buildSchema(sdl));
    const empty = { ...introspection, __schema: { ...introspection.__schema, types: introspection.__schema.types.map((type) => (type.name === 'E' && type.kind === 'OBJECT' ? { ...type, fields: [] } : type)) } };
    const { schema, dropped } = clientSchema(empty);
    expect(dropped).toEqual(['E', 'B']);
    expect(printSchema(schema as GraphQLSchema)).toBe(printSchema(buildSchema('type Query { a: A, c: String } type A { x: Int }')));
    expect(clientSchema(introspection)).toMatchObject({ dropped: [], problems: [] });
  });

  it('says the schema is unusable when leaving out empty types does not make it valid, or it cannot be built', () => {
    const introspection = introspectionFromSchema(buildSchema('type Query { a: A } interface I { x: Int } type A { y: Int }'));
    const withInterfaces = (interfaces: ReadonlyArray<{ kind: string; name: string }>) =>
      ({ ...introspection, __schema: { ...introspection.__schema, types: introspection.__schema.types.map((type) => (type.name === 'A' ? { ...type, interfaces } : type)) } }) as unknown as IntrospectionQuery;
    // A claims I without its field x: built, but not valid.
    expect(clientSchema(withInterfaces([{ kind: 'INTERFACE', name: 'I' }]))).toMatchObject({ schema: undefined, problems: ['Interface field I.x expected but A does not provide it.'] });
    // An object type named as an interface: not even built.
    expect(clientSchema(withInterfaces([{ kind: 'INTERFACE', name: 'Query' }]))).toMatchObject({ schema: undefined, problems: ['Expected Query to be a GraphQL Interface type.'] });
  });
});

describe('restoreAliases', () => {
  it('renames every fitting alias back to its field, at any depth, merging with what the field already has', () => {
    const answer = { a: [{ attributes__fit1: { content: 'x' } }, { attributes__fit2: { content__fit3: 'y', level: 2 } }], b: { c__fit4: null, c: 'kept' } };
    expect(restoreAliases(answer)).toEqual({ a: [{ attributes: { content: 'x' } }, { attributes: { content: 'y', level: 2 } }], b: { c: 'kept' } });
  });
});

describe('a page from a WordPress 6.1 without Yoast', () => {
  it('arrives whole except for what 6.1 lacks: blocks, their text, the title and description', async () => {
    const introspection = introspectionOf('introspection-6.1.12-no-yoast.json.gz');
    // The stand-in says it is that WordPress, and answers the fitted operations from the embedded content.
    const cms = await startLoopbackCms(0, async (body) => (body.operationName === 'IntrospectionQuery' ? { data: introspection as unknown as Record<string, unknown> } : undefined));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const uri = '/news/larkspur-named-green-lease-leader';
      const embedded = await getPageByUri(uri);
      vi.stubEnv('CMS_GRAPHQL_URL', `${cms.origin}/graphql`);
      const page = await getPageByUri(uri);
      const sent = cms.received.find((request) => request.body.operationName === 'PageByUri')?.body.query ?? '';
      expect(sent).not.toContain('seo {');
      expect(sent).not.toContain('CoreDetails');
      expect(page?.blocks.map((block) => block.name)).toEqual(embedded?.blocks.map((block) => block.name));
      expect(JSON.stringify(page?.blocks)).toContain('Green Lease');
      expect(page?.title).toBe(embedded?.title);
      // Without Yoast: WordPress's own title and excerpt, the page's own uri as canonical.
      expect(page?.seo.title).toBe(`${embedded?.title} | Larkspur`);
      expect(page?.seo.description).toBe('The recognition cites Larkspur’s standard lease, which shares the cost and savings of energy upgrades between landlord and customer.');
      expect(page?.seo.canonicalPath).toBe('/news/larkspur-named-green-lease-leader/');
      const logged = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[cms] PageByUri: this WordPress lacks'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('CoreTableAttributesBodyCells.colspan');
      expect(logged[0]).toContain('block CoreQuote loses textAlign');
    } finally {
      warn.mockRestore();
      await cms.stop();
    }
  });
});

describe('noindex without Yoast', () => {
  /** The site against a stand-in that answers with this schema's fields only. */
  async function sitemapAndPage(schema: GraphQLSchema) {
    const introspection = introspectionFromSchema(schema);
    const cms = await startLoopbackCms(0, async (body) => (body.operationName === 'IntrospectionQuery' ? { data: introspection as unknown as Record<string, unknown> } : undefined));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      vi.stubEnv('CMS_GRAPHQL_URL', `${cms.origin}/graphql`);
      const entries = await indexableEntries();
      const listed = entries.slice(0, entries.length).map((entry) => entry.uri);
      const page = await getPageByUri('/sample-page');
      return { listed, noindex: page?.seo.noindex, sent: cms.received.map((request) => request.body.query ?? '').join('\n') };
    } finally {
      warn.mockRestore();
      await cms.stop();
    }
  }
  const withoutYoast = buildClientSchema(introspectionOf('introspection-6.1.12-no-yoast.json.gz'));

  it('keeps a page the editor hid out of the sitemap and search engines through the site\'s plugin', async () => {
    expect(printSchema(withoutYoast)).toContain('larkspurNoindex');
    const { listed, noindex, sent } = await sitemapAndPage(withoutYoast);
    expect(sent).not.toContain('seo {');
    expect(noindex).toBe(true);
    expect(listed).not.toContain('/sample-page/');
    expect(listed).not.toContain('/vendor-thank-you/');
    expect(listed).toContain('/about/');
  });

  it('lists every page with a plugin older than that field, and still serves them', async () => {
    const olderPlugin = buildSchema(printSchema(withoutYoast).replace(/^ {2}larkspurNoindex: .*$/gm, ''));
    const { listed, noindex, sent } = await sitemapAndPage(olderPlugin);
    expect(sent).not.toContain('larkspurNoindex');
    expect(noindex).toBe(false);
    expect(listed).toContain('/sample-page/');
  });
});

describe('the schema read again', () => {
  it('when WordPress refuses a fitted operation as a whole (its schema changed), once, and the operation is sent again', async () => {
    const introspection = introspectionOf('introspection-7.1.0.json.gz');
    let refusals = 1;
    const cms = await startLoopbackCms(0, async (body) => {
      if (body.operationName === 'IntrospectionQuery') return { data: introspection as unknown as Record<string, unknown> };
      if (body.operationName === 'PageByUri' && refusals > 0) {
        refusals -= 1;
        return { errors: [new GraphQLError('Cannot query field "seo" on type "Page".')] };
      }
      return undefined;
    });
    try {
      vi.stubEnv('CMS_GRAPHQL_URL', `${cms.origin}/graphql`);
      const page = await getPageByUri('/about');
      expect(page?.title).toBe('About');
      expect(cms.received.map((request) => request.body.operationName).filter((name) => name !== 'MediaItems')).toEqual(['IntrospectionQuery', 'PageByUri', 'IntrospectionQuery', 'PageByUri']);
    } finally {
      await cms.stop();
    }
  });
});

describe('fitOperation on a small schema', () => {
  const schema = buildSchema(`
    type Query { posts(where: PostWhere, first: Int): [Post] node: Node }
    input PostWhere { in: [ID] }
    interface Node { id: ID }
    type Post implements Node { id: ID title: String content: String }
    type Page implements Node { id: ID content: String! }
  `);

  it('leaves out unknown fields, input fields and arguments, the variables only they used, and types fields apart under aliases', () => {
    const document = parse(`
      query Q($ids: [ID], $year: Int, $after: String) {
        posts(where: { in: $ids, year: $year }, after: $after) { id title seo { title } }
        node { ... on Post { content } ... on Page { content } ... on Event { starts } }
      }
    `);
    const fitted = fitOperation(document, schema);
    expect(validate(schema, fitted.document)).toEqual([]);
    expect(print(fitted.document)).toBe(print(parse(`
      query Q($ids: [ID]) {
        posts(where: { in: $ids }) { id title }
        node { ... on Post { content__fit1: content } ... on Page { content__fit2: content } }
      }
    `)));
    expect(describeRemovals(fitted.removed)).toEqual(['Query.posts(after:)', 'Post.seo', '... on Event', 'Field "year" is not defined by type "PostWhere".']);
  });

  it('sends an operation the schema fully has exactly as written', () => {
    fc.assert(
      fc.property(fc.subarray(['id', 'title', 'content']), (fields) => {
        const document = parse(`query Q { posts(first: 2) { id ${fields.join(' ')} } }`);
        const fitted = fitOperation(document, schema);
        expect(fitted.removed).toEqual([]);
        expect(print(fitted.document)).toBe(print(document));
      }),
    );
  });
});

describe('wp-graphql-gutenberg without Yoast', () => {
  it('a page arrives with its blocks, and WordPress\'s own title and description', async () => {
    // The full schema without Yoast's `seo` fields, as a WordPress without that plugin has it.
    const withoutYoast = buildSchema(printSchema(getEmbeddedSchema()).replace(/^ {2}seo: .*$/gm, ''));
    expect(printSchema(withoutYoast)).not.toMatch(/^ {2}seo: /m);
    const introspection = introspectionFromSchema(withoutYoast);
    const cms = await startLoopbackCms(0, async (body) => (body.operationName === 'IntrospectionQuery' ? { data: introspection as unknown as Record<string, unknown> } : undefined));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      vi.stubEnv('CMS_BLOCKS', 'gutenberg');
      const embedded = await getPageByUri('/about');
      vi.stubEnv('CMS_GRAPHQL_URL', `${cms.origin}/graphql`);
      const page = await getPageByUri('/about');
      expect(cms.received.find((request) => request.body.operationName === 'PageByUriGutenberg')?.body.query).not.toContain('seo');
      expect(page?.blocks).toEqual(embedded?.blocks);
      expect(page?.seo.title).toBe('About | Larkspur');
      expect(page?.seo.description).not.toBe('');
      expect(page?.seo.canonicalPath).toBe('/about/');
    } finally {
      warn.mockRestore();
      await cms.stop();
    }
  });
});
