/**
 * The standard (core/*) blocks against their numbered fixtures: each case is a block as
 * wp-graphql-gutenberg serves it, the exact HTML it renders to, and the diagnostics it yields.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import coreButtonSchema from '../../block-schemas/core-button';
import coreButtonsSchema from '../../block-schemas/core-buttons';
import coreColumnSchema from '../../block-schemas/core-column';
import coreColumnsSchema from '../../block-schemas/core-columns';
import coreEmbedSchema from '../../block-schemas/core-embed';
import coreFileSchema from '../../block-schemas/core-file';
import coreGroupSchema from '../../block-schemas/core-group';
import coreHeadingSchema from '../../block-schemas/core-heading';
import coreHtmlSchema from '../../block-schemas/core-html';
import coreImageSchema from '../../block-schemas/core-image';
import coreListSchema from '../../block-schemas/core-list';
import coreListItemSchema from '../../block-schemas/core-list-item';
import coreParagraphSchema from '../../block-schemas/core-paragraph';
import coreQuoteSchema from '../../block-schemas/core-quote';
import coreSpacerSchema from '../../block-schemas/core-spacer';
import coreTableSchema from '../../block-schemas/core-table';
import { bindBlock, createRegistry, formatDiagnostic, preparePayload, renderBlocks, type RenderContext } from '../../engine';
import CoreButton from '../../renderers/core-button';
import CoreButtons from '../../renderers/core-buttons';
import CoreColumn from '../../renderers/core-column';
import CoreColumns from '../../renderers/core-columns';
import CoreEmbed from '../../renderers/core-embed';
import CoreFile from '../../renderers/core-file';
import CoreGroup from '../../renderers/core-group';
import CoreHeading from '../../renderers/core-heading';
import CoreHtml from '../../renderers/core-html';
import CoreImage from '../../renderers/core-image';
import CoreList from '../../renderers/core-list';
import CoreListItem from '../../renderers/core-list-item';
import CoreParagraph from '../../renderers/core-paragraph';
import CoreQuote from '../../renderers/core-quote';
import CoreSpacer from '../../renderers/core-spacer';
import CoreTable from '../../renderers/core-table';

// Bound by hand until the generated registry exists; the registry test covers the pairing rule.
const bound = {
  'core-button': bindBlock(coreButtonSchema, CoreButton),
  'core-buttons': bindBlock(coreButtonsSchema, CoreButtons),
  'core-column': bindBlock(coreColumnSchema, CoreColumn),
  'core-columns': bindBlock(coreColumnsSchema, CoreColumns),
  'core-embed': bindBlock(coreEmbedSchema, CoreEmbed),
  'core-file': bindBlock(coreFileSchema, CoreFile),
  'core-group': bindBlock(coreGroupSchema, CoreGroup),
  'core-heading': bindBlock(coreHeadingSchema, CoreHeading),
  'core-html': bindBlock(coreHtmlSchema, CoreHtml),
  'core-image': bindBlock(coreImageSchema, CoreImage),
  'core-list': bindBlock(coreListSchema, CoreList),
  'core-list-item': bindBlock(coreListItemSchema, CoreListItem),
  'core-paragraph': bindBlock(coreParagraphSchema, CoreParagraph),
  'core-quote': bindBlock(coreQuoteSchema, CoreQuote),
  'core-spacer': bindBlock(coreSpacerSchema, CoreSpacer),
  'core-table': bindBlock(coreTableSchema, CoreTable),
};
const registry = createRegistry(Object.values(bound));
const ctx: RenderContext = { path: '/', searchParams: {}, site: {} as RenderContext['site'] };

interface FixtureCase {
  readonly title: string;
  readonly input: unknown;
  readonly output: string;
  readonly diagnostics?: readonly string[];
}

const fixtureDir = path.resolve(__dirname, '../fixtures/blocks');
const fixtureFiles = readdirSync(fixtureDir)
  .filter((name) => name.startsWith('core-') && name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

const loadCases = (file: string): FixtureCase[] =>
  JSON.parse(readFileSync(path.join(fixtureDir, `${file}.json`), 'utf8')) as FixtureCase[];

describe('standard block fixtures', () => {
  // As in site/next.config.ts (`trailingSlash: true`), so next/link keeps WordPress's URIs as they are.
  beforeAll(() => {
    vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
    return () => vi.unstubAllEnvs();
  });

  it('exist for every core block, and every fixture file is a bound block', () => {
    expect(fixtureFiles).toEqual(Object.keys(bound).sort());
  });

  describe.each(fixtureFiles)('%s', (file) => {
    const cases = loadCases(file).map((fixture, index) => ({ ...fixture, number: index + 1 }));
    it.each(cases)('$number. $title', ({ input, output, diagnostics = [] }) => {
      const prepared = preparePayload([input], registry);
      expect(prepared.diagnostics.map(formatDiagnostic)).toEqual(diagnostics);
      expect(renderToStaticMarkup(<>{renderBlocks(prepared.blocks, ctx)}</>)).toBe(output);
    });
  });
});
