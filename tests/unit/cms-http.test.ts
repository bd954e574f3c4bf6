import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AllUrisDocument, PageByUriDocument, SiteFrameDocument } from '../../codegen/generated/graphql';
import { cmsQuery, CmsError } from '../../site/cms/client';
import { getPageByUri, getSiteFrame } from '../../site/cms/loaders';
import { startLoopbackCms, type LoopbackCms, type ReceivedOperation } from '../support/wpgraphql';

/** A WPGraphQL stand-in: '/graphql' executes the embedded schema; other paths fail in set ways. */
let cms: LoopbackCms;
let origin: string;
let received: ReceivedOperation[];

beforeAll(async () => {
  cms = await startLoopbackCms();
  origin = cms.origin;
  received = cms.received;
});

afterAll(() => cms.stop());

afterEach(() => {
  vi.unstubAllEnvs();
  received.length = 0;
});

describe('CMS over HTTP', () => {
  it('getPageByUri over HTTP equals the embedded result', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', '');
    const embedded = await getPageByUri('/about');
    expect(received).toHaveLength(0);
    vi.stubEnv('CMS_GRAPHQL_URL', `${origin}/graphql`);
    const overHttp = await getPageByUri('/about');
    expect(overHttp).not.toBeNull();
    expect(overHttp).toEqual(embedded);
    // The CMS's schema once (the operations are fitted to it), the page, then the media behind its blocks' attachment ids, in one request.
    expect(received.map((request) => request.body.operationName)).toEqual(['IntrospectionQuery', 'PageByUri', 'MediaItems']);
    await getPageByUri('/about');
    expect(received.filter((request) => request.body.operationName === 'IntrospectionQuery')).toHaveLength(1);
  });

  it('sends the printed operation, its name and variables in the request body', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', `${origin}/graphql`);
    await getPageByUri('/news/larkspur-named-green-lease-leader');
    const request = received.find((each) => each.body.operationName === 'PageByUri');
    expect(request?.path).toBe('/graphql');
    expect(request?.body.operationName).toBe('PageByUri');
    expect(request?.body.query).toContain('query PageByUri($uri: String!)');
    expect(request?.body.query).toContain('editorBlocks(flat: true)');
    expect(request?.body.query).toContain('fragment BlockAttributes on EditorBlock');
    expect(request?.body.variables).toEqual({ uri: '/news/larkspur-named-green-lease-leader/' });
  });

  it('the site frame over HTTP equals the embedded one', async () => {
    const embedded = await getSiteFrame();
    vi.stubEnv('CMS_GRAPHQL_URL', `${origin}/graphql`);
    expect(await getSiteFrame()).toEqual(embedded);
    // WPGraphQL serves at most 100 menu items a page; the loader pages through the rest.
    expect(received[0]?.body.query).toContain('menuItems(first: 100)');
  });

  it('turns GraphQL errors into a CmsError with the messages', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', `${origin}/graphql-errors`);
    const failure = cmsQuery(SiteFrameDocument, {});
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow('CMS request SiteFrame failed: Internal server error; Cannot query field "blocks"');
    await expect(failure).rejects.toMatchObject({ messages: ['Internal server error', 'Cannot query field "blocks"'] });
  });

  it('turns a 500 into a CmsError with the status', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', `${origin}/status-500`);
    const failure = cmsQuery(PageByUriDocument, { uri: '/' });
    await expect(failure).rejects.toThrow(/^CMS request PageByUri answered HTTP 500: <html><body>Fatal error/);
    await expect(failure).rejects.toMatchObject({ name: 'CmsError', status: 500 });
  });

  it('turns a body that is not JSON into a CmsError', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', `${origin}/not-json`);
    await expect(cmsQuery(PageByUriDocument, { uri: '/' })).rejects.toThrow(/not a GraphQL response/);
  });

  it('turns an unreachable CMS into a CmsError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubEnv('CMS_GRAPHQL_URL', `http://127.0.0.1:${port}/graphql`);
    await expect(cmsQuery(PageByUriDocument, { uri: '/' })).rejects.toThrow(/^CMS request PageByUri to http:\/\/127\.0\.0\.1:\d+\/graphql failed/);
  });
});

describe('embedded transport errors', () => {
  it('a GraphQL error in process is a CmsError too', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', '');
    const failure = cmsQuery(AllUrisDocument, { first: 10, pagesAfter: 'not-a-cursor', postsAfter: null, withPages: true, withPosts: false });
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow('CMS request AllUris failed: Invalid cursor: not-a-cursor');
  });
});
