/**
 * The CMS client against a WordPress as it is hosted: slow (each answer takes a while and the
 * host serves few at once), failing now and then (timeouts, 5xx) and answering in part (a
 * GraphQL error on one field). Counted by requests, never by the clock.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFrameDocument } from '../../codegen/generated/graphql';
import { cmsQuery, CmsError } from '../../site/cms/client';
import { getEmbeddedSchema } from '../../site/cms/embedded';
import { getPageByUri } from '../../site/cms/loaders';
import { watchFieldProblems, type FieldProblem } from '../../site/cms/partial';
import { startLoopbackCms } from '../support/wpgraphql';

interface StandIn {
  readonly endpoint: string;
  /** Operations received (the schema's introspection aside), and the most requests open at once. */
  readonly stats: { received: number; open: number; peakOpen: number; introspections: number };
  stop(): Promise<void>;
}

/**
 * A WPGraphQL stand-in over the embedded schema whose `answer` decides, per request number
 * (0-based), how long to wait before answering (`hang` never answers) or what status to send.
 */
async function startStandIn(answer: (index: number) => { readonly delayMs?: number; readonly status?: number; readonly hang?: boolean }, introspectionDelayMs = 0): Promise<StandIn> {
  const stats = { received: 0, open: 0, peakOpen: 0, introspections: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    stats.open += 1;
    stats.peakOpen = Math.max(stats.peakOpen, stats.open);
    response.on('close', () => (stats.open -= 1));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // The schema is asked for once and answered after `introspectionDelayMs`; the plan counts the operations.
      const introspection = Buffer.concat(chunks).toString('utf8').includes('"operationName":"IntrospectionQuery"');
      if (introspection) stats.introspections += 1;
      const plan = introspection ? { delayMs: introspectionDelayMs } : answer(stats.received++);
      if (plan.hang) return;
      setTimeout(() => {
        if (plan.status !== undefined) {
          response.writeHead(plan.status, { 'content-type': 'text/html' }).end('<html>busy</html>');
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string; variables?: Record<string, unknown> };
        void graphql({ schema: getEmbeddedSchema(), source: body.query, variableValues: body.variables }).then((result) => {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        });
      }, plan.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/graphql`,
    stats,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let standIn: StandIn | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await standIn?.stop();
  standIn = undefined;
});

function useCms(endpoint: string, settings: Readonly<Record<string, string>> = {}) {
  vi.stubEnv('CMS_GRAPHQL_URL', endpoint);
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
}

describe('a slow WordPress', () => {
  it('gets at most CMS_CONCURRENCY requests at once, and every request of a burst is answered', async () => {
    // Each answer takes 150-350 ms (a 3-7 s WordPress, scaled down); the build asks for 24 at once.
    standIn = await startStandIn((index) => ({ delayMs: 150 + ((index * 37) % 200) }));
    useCms(standIn.endpoint, { CMS_CONCURRENCY: '3', CMS_TIMEOUT_MS: '60000' });
    const answers = await Promise.all(Array.from({ length: 24 }, () => cmsQuery(SiteFrameDocument, {}, { fresh: true })));
    expect(answers.every((data) => data.generalSettings?.title !== undefined)).toBe(true);
    expect(standIn.stats.received).toBe(24);
    expect(standIn.stats.peakOpen).toBe(3);
  });

  it('sends a request again after a timeout, and the second answer is used', async () => {
    standIn = await startStandIn((index) => (index === 0 ? { hang: true } : {}));
    useCms(standIn.endpoint, { CMS_TIMEOUT_MS: '300', CMS_RETRIES: '2' });
    const data = await cmsQuery(SiteFrameDocument, {}, { fresh: true });
    expect(data.generalSettings).toBeTruthy();
    expect(standIn.stats.received).toBe(2);
  });

  it('waits longer for the schema, the heaviest answer, than for an operation: the operations still fit this WordPress', async () => {
    // A WordPress that answers its introspection in twice CMS_TIMEOUT_MS (25 s against 8 s for a
    // small query, measured on a loaded WordPress 7.1).
    standIn = await startStandIn(() => ({}), 2000);
    useCms(standIn.endpoint, { CMS_TIMEOUT_MS: '1000', CMS_RETRIES: '0' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(cmsQuery(SiteFrameDocument, {}, { fresh: true })).resolves.toHaveProperty('generalSettings');
    expect(standIn.stats.introspections).toBe(1);
    expect(warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('could not be read'))).toEqual([]);
  });
});

describe('transient failures', () => {
  it('retries a 5xx with pauses until the CMS answers', async () => {
    standIn = await startStandIn((index) => (index < 2 ? { status: 503 } : {}));
    useCms(standIn.endpoint, { CMS_RETRIES: '2' });
    await expect(cmsQuery(SiteFrameDocument, {}, { fresh: true })).resolves.toHaveProperty('generalSettings');
    expect(standIn.stats.received).toBe(3);
  });

  it('gives up after CMS_RETRIES retries with the last failure, saying how often it tried', async () => {
    standIn = await startStandIn(() => ({ status: 502 }));
    useCms(standIn.endpoint, { CMS_RETRIES: '1' });
    const failure = cmsQuery(SiteFrameDocument, {}, { fresh: true });
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow(/answered HTTP 502: <html>busy<\/html> \(after 2 attempts\)$/);
    expect(standIn.stats.received).toBe(2);
  });

  it('does not retry a 4xx: the same request would be refused again', async () => {
    standIn = await startStandIn(() => ({ status: 403 }));
    useCms(standIn.endpoint, { CMS_RETRIES: '3' });
    await expect(cmsQuery(SiteFrameDocument, {}, { fresh: true })).rejects.toMatchObject({ status: 403 });
    expect(standIn.stats.received).toBe(1);
  });
});

describe('partial answers', () => {
  /** The /about/ page's answer with one block's attribute failed, as WPGraphQL answers a resolver error. */
  const failOneAttribute = (answer: string): string => {
    const result = JSON.parse(answer) as { data?: { nodeByUri?: { editorBlocks?: Array<Record<string, unknown>> } | null }; errors?: unknown[] };
    const blocks = result.data?.nodeByUri?.editorBlocks;
    const index = blocks?.findIndex((block) => block.name === 'core/list') ?? -1;
    if (blocks === undefined || index === -1) return answer;
    const attributes = blocks[index]?.attributes as Record<string, unknown>;
    attributes.ordered = null;
    result.errors = [{ message: 'Internal server error', path: ['nodeByUri', 'editorBlocks', index, 'attributes', 'ordered'], extensions: { debugMessage: 'Expected a value of type Boolean but received: "yes"' } }];
    return JSON.stringify(result);
  };

  it('a field error costs that field: the page and its other blocks arrive, and the problem is reported once', async () => {
    const cms = await startLoopbackCms();
    try {
      const embedded = await getPageByUri('/about');
      useCms(`${cms.origin}/graphql`);
      cms.edit(failOneAttribute);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const problems: FieldProblem[] = [];
      const stop = watchFieldProblems((problem) => problems.push(problem));
      const page = await getPageByUri('/about');
      await getPageByUri('/about');
      stop();
      expect(page?.title).toBe(embedded?.title);
      expect(page?.blocks.map((block) => block.name)).toEqual(embedded?.blocks.map((block) => block.name));
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatchObject({ operation: 'PageByUri', block: 'core/list', message: 'Internal server error: Expected a value of type Boolean but received: "yes"' });
      expect(problems[0]?.path).toMatch(/^nodeByUri\.editorBlocks\[\d+\]\.attributes\.ordered$/);
      const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[cms]'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('(core/list): Internal server error: Expected a value of type Boolean');
    } finally {
      await cms.stop();
    }
  });

  it('an error that took the page itself, or one without a path, fails the request (the last good page keeps serving)', async () => {
    const cms = await startLoopbackCms();
    try {
      useCms(`${cms.origin}/graphql`);
      cms.edit(() => JSON.stringify({ data: { nodeByUri: null }, errors: [{ message: 'Internal server error', path: ['nodeByUri'] }] }));
      await expect(getPageByUri('/about')).rejects.toThrow('CMS request PageByUri failed: Internal server error');
      cms.edit(() => JSON.stringify({ data: { nodeByUri: { __typename: 'Page' } }, errors: [{ message: 'Something went wrong' }] }));
      await expect(getPageByUri('/about')).rejects.toBeInstanceOf(CmsError);
    } finally {
      await cms.stop();
    }
  });
});
