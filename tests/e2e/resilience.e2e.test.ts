/**
 * The resilience gate: the site runs against a WordPress over HTTP (`CMS_GRAPHQL_URL`,
 * here a loopback WPGraphQL over the demo content), the CMS then goes away, and visitors notice
 * nothing: built pages keep answering 200 with their content, an editor's revalidation does not
 * replace them with an error page, and search keeps answering. When the CMS comes back, the next
 * revalidation reaches it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackCms, type LoopbackCms } from '../support/wpgraphql';
import { startSite, type RunningSite } from './server';

const SECRET = 'resilience-revalidate-secret';
const ARTICLE = '/news/larkspur-acquires-inland-empire-portfolio/';
const ROUTES = ['/', '/about/', '/region/east/', ARTICLE, '/news/'];

let cms: LoopbackCms;
let site: RunningSite;

beforeAll(async () => {
  cms = await startLoopbackCms();
  site = await startSite({ CMS_GRAPHQL_URL: `${cms.origin}/graphql`, REVALIDATE_SECRET: SECRET });
});
afterAll(async () => {
  site?.stop();
  await cms?.stop().catch(() => undefined);
});

interface Seen {
  readonly status: number;
  readonly title: string;
  /** The page's main heading, as text. */
  readonly heading: string;
}

async function get(route: string): Promise<Seen> {
  const response = await fetch(`${site.url}${route}`);
  const html = await response.text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
  return { status: response.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', heading };
}

async function revalidate(body: object): Promise<number> {
  const response = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Each route twice, a moment apart: the first visit after a revalidation starts the regeneration. */
async function visitTwice(): Promise<Record<string, Seen>> {
  await Promise.all(ROUTES.map(get));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return Object.fromEntries(await Promise.all(ROUTES.map(async (route) => [route, await get(route)] as const)));
}

async function searchHits(query: string): Promise<number> {
  const response = await fetch(`${site.url}/api/search/?q=${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: unknown[] }).results.length;
}

describe('when the CMS goes away', () => {
  let before: Record<string, Seen>;

  it('serves every page while the CMS answers', async () => {
    before = Object.fromEntries(await Promise.all(ROUTES.map(async (route) => [route, await get(route)] as const)));
    for (const route of ROUTES) expect(before[route], route).toMatchObject({ status: 200, title: expect.stringMatching(/Larkspur/), heading: expect.stringMatching(/\w/) });
    expect(await searchHits('lease')).toBeGreaterThan(0);
  });

  it('keeps answering 200 with the same pages once it is stopped', async () => {
    await cms.stop();
    const after = await visitTwice();
    for (const route of ROUTES) expect(after[route], route).toEqual(before[route]);
  });

  it('does not replace built pages with an error after a revalidation, and search keeps answering', async () => {
    expect(await revalidate({ paths: ['/about/', ARTICLE, '/news/'], tags: ['cms'] })).toBe(200);
    const after = await visitTwice();
    for (const route of ROUTES) expect(after[route], route).toEqual(before[route]);
    expect(await searchHits('lease')).toBeGreaterThan(0);
  });

  it('reaches the CMS again on the next revalidation once it is back', async () => {
    cms = await startLoopbackCms(Number(new URL(cms.origin).port));
    expect(await revalidate({ paths: ['/about/'] })).toBe(200);
    const after = await visitTwice();
    expect(cms.received.length).toBeGreaterThan(0);
    expect(after['/about/']).toMatchObject({ status: 200, title: before['/about/']?.title });
  });
});
