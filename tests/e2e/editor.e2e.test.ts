/**
 * Preview and revalidation, and PDF links moved to the media host,
 * against a second instance of the built site that has REVALIDATE_SECRET and CMS_MEDIA_URL set.
 * Pages are prerendered with the build's configuration; draft mode renders them on request, with
 * this instance's configuration.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftToken } from '../../site/editor/secret';
import { launchChromium } from './chromium';
import { startSite, type RunningSite } from './server';
import { DESKTOP, PHONE, visit } from './visit';

const SECRET = 'e2e-revalidate-secret-7c1d';
const MEDIA = 'https://media.larkspur.example';
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ REVALIDATE_SECRET: SECRET, CMS_MEDIA_URL: MEDIA }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
});

const revalidate = (body: unknown, secret = SECRET) =>
  fetch(`${site.url}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, body: JSON.stringify(body) });

describe('10. revalidation', () => {
  it('WordPress refreshes a post and the menus with the shared secret', async () => {
    const response = await revalidate({ paths: ['/news/larkspur-named-green-lease-leader/'], tags: ['menus'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, paths: ['/news/larkspur-named-green-lease-leader/'], tags: [], wholeSite: true });
  });

  it('a caller without the secret changes nothing', async () => {
    expect((await revalidate({ paths: ['/'] }, 'guess')).status).toBe(401);
    expect((await fetch(`${site.url}/api/revalidate`, { method: 'POST', body: '{"paths":["/"]}' })).status).toBe(401);
  });

  it('a bad body is refused with 400', async () => {
    expect((await revalidate({ paths: ['https://elsewhere.example/'] })).status).toBe(400);
  });

  it('the search keeps answering while its index is rebuilt after a revalidation', async () => {
    await revalidate({ tags: ['cms'] });
    const first = (await (await fetch(`${site.url}/api/search/?q=gateway`)).json()) as { results: unknown[] };
    expect(first.results.length).toBeGreaterThan(0);
    const again = (await (await fetch(`${site.url}/api/search/?q=gateway`)).json()) as { results: unknown[] };
    expect(again.results).toEqual(first.results);
  });
});

describe('10. draft mode', () => {
  it.each([DESKTOP, PHONE])('an editor at %i px opens a page in draft mode, where PDF links point at the media host', async (width) => {
    const { page, close } = await visit(browser, site.url, `/api/draft?secret=${SECRET}&uri=/sustainability`, width);
    expect(page.url()).toBe(`${site.url}/sustainability/`);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === '__prerender_bypass')).toBe(true);
    await expect(page.getByRole('link', { name: '2023 ESG summary (PDF)' }).getAttribute('href')).resolves.toBe(`${MEDIA}/wp-content/uploads/2024/04/larkspur-esg-summary-2023.pdf`);
    await close();
  });

  it('draft mode never redirects off the site or to a page the CMS does not know', async () => {
    const open = (query: string) => fetch(`${site.url}/api/draft/?${query}`, { redirect: 'manual' });
    expect((await open(`secret=wrong&uri=/about/`)).status).toBe(401);
    for (const uri of ['https://evil.example/', '//evil.example/', '/no-such-page/']) {
      const response = await open(`secret=${SECRET}&uri=${encodeURIComponent(uri)}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get('location')).toBeNull();
    }
    const ok = await open(`secret=${SECRET}&uri=${encodeURIComponent('/about')}`);
    expect(ok.status).toBe(307);
    expect(ok.headers.get('location')).toBe('/about/');
  });

  describe('bound to the signed link', () => {
    const MEDIA_LINK = `${MEDIA}/wp-content/uploads/2024/04/larkspur-esg-summary-2023.pdf`;
    const link = (expires: number, uri = '/sustainability/') => `${site.url}/api/draft/?uri=${encodeURIComponent(uri)}&expires=${expires}&token=${draftToken(uri, expires, SECRET)}`;
    /** The cookies a draft answer sets, as a client that keeps them past their Expires would send them. */
    const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '').join('; ');
    /** Whether the page renders in draft mode for `cookie`: only then do its PDF links name the media host. */
    const inDraft = async (cookie: string) => (await (await fetch(`${site.url}/sustainability/`, { headers: { cookie } })).text()).includes(MEDIA_LINK);

    it('refuses a link that claims to last longer than 12 h, even signed', async () => {
      for (const expires of [999_999_999_999, Math.floor(Date.now() / 1000) + 13 * 3600]) expect((await fetch(link(expires), { redirect: 'manual' })).status).toBe(401);
    });

    it('ends with the link: a 3 s link is in draft mode at once and no longer 4 s later, whatever cookies the client keeps', async () => {
      const opened = await fetch(link(Math.floor(Date.now() / 1000) + 3), { redirect: 'manual' });
      expect(opened.status).toBe(307);
      const cookie = cookiesOf(opened);
      expect(cookie).toMatch(/__prerender_bypass=.+; larkspur_draft=|larkspur_draft=.+; __prerender_bypass=/);
      expect(await inDraft(cookie)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(await inDraft(cookie)).toBe(false);
    });

    it('is per link: Next\'s draft cookie alone, the same for every editor, opens nothing', async () => {
      const opened = await fetch(link(Math.floor(Date.now() / 1000) + 600), { redirect: 'manual' });
      const bypass = opened.headers.getSetCookie().find((cookie) => cookie.startsWith('__prerender_bypass=')) ?? '';
      expect(await inDraft(bypass.split(';')[0] ?? '')).toBe(false);
      expect(await inDraft(cookiesOf(opened))).toBe(true);
    });
  });
});
