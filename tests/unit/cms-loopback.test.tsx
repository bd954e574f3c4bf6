/**
 * The site on a WordPress over HTTP: a loopback WPGraphQL answering in the real shapes (content-
 * blocks' flat `editorBlocks` with JSON-string `data`, or wp-graphql-gutenberg's `blocks`) gives
 * every page and post the same rendered blocks as the embedded CMS, in both block modes. (The two
 * modes need not agree with each other: content-blocks serves only the attributes the current
 * WordPress registers, gutenberg whatever the post stored.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { prepareBlocks, renderBlocks } from '../../engine';
import { getAllUris, getPageByUri } from '../../site/cms/loaders';
import { createRenderContext } from '../../site/render-context';
import { renderHtml } from '../support/render-html';
import { startLoopbackCms, type LoopbackCms } from '../support/wpgraphql';

let cms: LoopbackCms;

beforeAll(async () => {
  vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
  cms = await startLoopbackCms();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await cms.stop();
});

/** The page's blocks as the site renders them, with the diagnostics, from the configured CMS. */
async function rendered(uri: string): Promise<{ html: string; diagnostics: number }> {
  const page = await getPageByUri(uri);
  if (page === null) throw new Error(`${uri}: not found`);
  const prepared = prepareBlocks(page.blocks, blockRegistry, { images: page.images });
  return { html: await renderHtml(renderBlocks(prepared.blocks, await createRenderContext(uri, {}))), diagnostics: prepared.diagnostics.length };
}

describe('the site on a loopback WPGraphQL', () => {
  it.each(['content-blocks', 'gutenberg'])('renders every page and post as the embedded CMS does, with %s', async (mode) => {
    vi.stubEnv('CMS_GRAPHQL_URL', '');
    vi.stubEnv('CMS_BLOCKS', mode);
    const uris = await getAllUris();
    const embedded = new Map<string, Awaited<ReturnType<typeof rendered>>>();
    for (const uri of uris) embedded.set(uri, await rendered(uri));

    vi.stubEnv('CMS_GRAPHQL_URL', `${cms.origin}/graphql`);
    vi.stubEnv('CMS_BLOCKS', mode);
    cms.received.length = 0;
    expect(await getAllUris()).toEqual(uris);
    for (const uri of uris) expect(await rendered(uri), uri).toEqual(embedded.get(uri));
    const operations = new Set(cms.received.map((request) => request.body.operationName));
    expect(operations).toContain(mode === 'gutenberg' ? 'PageByUriGutenberg' : 'PageByUri');
    expect(operations).toContain('MediaItems');
    // Every page rendered something, and no block was dropped on the way.
    expect([...embedded.values()].filter((page) => page.html === '')).toEqual([]);
    expect([...embedded.values()].reduce((sum, page) => sum + page.diagnostics, 0)).toBe(0);
  }, 180_000);
});

describe('npm run validate -- --cms', () => {
  it('reads every page and post of the configured CMS and finds the demo content valid', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', `${cms.origin}/graphql`);
    vi.stubEnv('CMS_BLOCKS', '');
    const { validateCms } = await import('../../scripts/lib/validate-cms');
    const progress: number[] = [];
    const report = await validateCms((done) => progress.push(done));
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe((await getAllUris()).length);
    expect(progress.at(-1)).toBe(report.checked);
    // The stand-in has the full schema: every operation goes as written.
    expect(report.fitted).toEqual([expect.stringMatching(/^fitted: 0 part\(s\) of \d+ operations left out for this WordPress$/)]);
  }, 60_000);
});
