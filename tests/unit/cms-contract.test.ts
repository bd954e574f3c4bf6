/**
 * The contract with a real WordPress: every operation the site sends validates against
 * codegen/schema.graphql (with the generated ACF block types), which is a subset of WPGraphQL with
 * content-blocks, WPGraphQL for ACF and Yoast; the wp-graphql-gutenberg operations validate with
 * that plugin's types added. An operation that selects anything else fails here, before it meets
 * a WordPress.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, validate, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultSchemaSdl, schemaSdl } from '../../codegen/generated/schema-sdl';

const ROOT = path.resolve(__dirname, '../..');
const read = (dir: string) =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => parse(readFileSync(path.join(ROOT, dir, name), 'utf8')));
const concat = (documents: readonly DocumentNode[]): DocumentNode => ({ kind: Kind.DOCUMENT, definitions: documents.flatMap((document) => document.definitions) });

const defaultOperations = concat(read('codegen/operations'));
const gutenbergOperations = concat([...read('codegen/operations'), ...read('codegen/operations/gutenberg')]);
const operationNames = (document: DocumentNode) => document.definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : []));

describe('the CMS contract', () => {
  it('every default operation validates against the content-blocks schema alone', () => {
    const problems = validate(buildSchema(defaultSchemaSdl), defaultOperations).map(String);
    expect(problems).toEqual([]);
    expect(operationNames(defaultOperations)).toEqual(expect.arrayContaining(['PageByUri', 'MediaItems', 'SiteFrame', 'MenuItemsPage', 'Leaders', 'Markets', 'Employees', 'JobOpenings', 'SearchDocuments']));
  });

  it('the wp-graphql-gutenberg operations validate once that plugin’s types are added, and not without them', () => {
    expect(validate(buildSchema(schemaSdl), gutenbergOperations).map(String)).toEqual([]);
    expect(validate(buildSchema(defaultSchemaSdl), gutenbergOperations).map(String).join('\n')).toMatch(/Cannot query field "blocks" on type "(Page|Post)"/);
  });

  it('fails on drift: a field WordPress does not serve is refused', () => {
    const drifted = parse('query Drift($uri: String!) { nodeByUri(uri: $uri) { databaseId slug } }');
    const messages = validate(buildSchema(defaultSchemaSdl), drifted).map((error) => error.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Cannot query field "databaseId" on type "UniformResourceIdentifiable"/);
    expect(messages[1]).toMatch(/^Cannot query field "slug" on type "UniformResourceIdentifiable"/);
  });

  it('keeps WPGraphQL’s page size: no connection is asked for more than 100 nodes', () => {
    const firsts: number[] = [];
    visit(defaultOperations, {
      Argument(node) {
        if (node.name.value === 'first' && node.value.kind === Kind.INT) firsts.push(Number(node.value.value));
      },
    });
    expect(firsts.length).toBeGreaterThan(0);
    expect(Math.max(...firsts)).toBeLessThanOrEqual(100);
  });
});
