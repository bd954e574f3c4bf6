/**
 * Ids from the CMS cannot stop the page's runtime (DOM clobbering). The CMS (a loopback WPGraphQL
 * over the demo content) serves the accessibility page with a core/html block whose headings
 * carry, as ids, every global the built runtime chunks read (`self.X`, `window.X`,
 * `globalThis.X`, `typeof X`), a heading anchored `__next_f`, and the same headings in the
 * footer's HTML from the site options. The page still hydrates and its menu still opens. A
 * control serves the same page with the ids as the CMS wrote them, and hydration stops.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_ID_PREFIX } from '../../engine';
import { startLoopbackCms, type LoopbackCms } from '../support/wpgraphql';
import { launchChromium } from './chromium';
import { startSite, type RunningSite } from './server';
import { DESKTOP, hydrated, visit } from './visit';

const SECRET = 'clobbering-revalidate-secret';
const PAGE = '/accessibility/';
const chunks = path.resolve(__dirname, '../../site/.next/static/chunks');
/** Where the build keeps its pages: prerendered (app/) and regenerated since (route-cache/). */
const builtPages = path.resolve(__dirname, '../../site/.next/server');

/**
 * The build's files of PAGE (its HTML, RSC payload, segments and metadata, prerendered or
 * regenerated), copied aside until `restore()`, which also removes the ones written since. This
 * spec's site regenerates the page from a hostile CMS into the build every spec shares; a site of
 * another spec that has not read the page yet would serve the hostile copy.
 */
function keepBuiltPage(page: string): { restore(): void } {
  const base = page.replaceAll('/', '');
  const entries = () =>
    readdirSync(builtPages, { recursive: true, encoding: 'utf8' }).filter((name) => {
      const own = (part: string) => part === base || part.startsWith(`${base}.`);
      const parts = name.split(path.sep);
      // The page's own entry, not the files inside it (its segments folder).
      return own(parts.at(-1) ?? '') && !parts.slice(0, -1).some(own);
    });
  const kept = mkdtempSync(path.join(tmpdir(), 'clobbering-'));
  for (const name of entries()) cpSync(path.join(builtPages, name), path.join(kept, name), { recursive: true });
  return {
    restore() {
      for (const name of entries()) rmSync(path.join(builtPages, name), { recursive: true, force: true });
      cpSync(kept, builtPages, { recursive: true });
      rmSync(kept, { recursive: true, force: true });
    },
  };
}

/** Every name the built runtime reaches as a global, plus the ones named in reports of the attack. */
function runtimeGlobals(): string[] {
  const names = new Set(['TURBOPACK', '__next_f', '__NEXT_DATA__', '__webpack_require__', 'self', 'next', 'React', 'process', '$RC', '$RS']);
  for (const file of readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(chunks, file), 'utf8');
    for (const match of source.matchAll(/\b(?:self|window|globalThis)\.([A-Za-z_$][\w$]*)|\btypeof ([A-Za-z_$][\w$]*)/g)) names.add(match[1] ?? match[2] ?? '');
  }
  names.delete('');
  return [...names].sort();
}

const headings = (names: readonly string[]) => names.map((name, index) => `<h3 id="${name}">Heading ${index}</h3>`).join('');

let names: string[];
let cms: LoopbackCms;
let site: RunningSite;
let browser: Browser;
let builtPage: { restore(): void } | undefined;

/** The editor's change: a paragraph becomes a core/html block of hostile headings, a heading is anchored `__next_f`, the footer gets them too. */
function hostile(answer: string): string {
  let converted = false;
  return JSON.stringify(
    JSON.parse(answer, (key, value: unknown) => {
      if (key === 'footerContactInfo') return `<p>Call us</p>${headings(names)}`;
      if (typeof value !== 'object' || value === null || !('name' in value) || !('attributes' in value)) return value;
      const block = value as { name: string; attributes: Record<string, unknown> };
      if (block.name === 'core/heading' && block.attributes.anchor === 'what-we-do') return { ...block, attributes: { ...block.attributes, anchor: '__next_f' } };
      if (block.name === 'core/paragraph' && !converted) {
        converted = true;
        return { ...block, __typename: 'CoreHtml', name: 'core/html', attributes: { content: headings(names) } };
      }
      return value;
    }),
  );
}

beforeAll(async () => {
  names = runtimeGlobals();
  builtPage = keepBuiltPage(PAGE);
  cms = await startLoopbackCms();
  cms.edit(hostile);
  site = await startSite({ CMS_GRAPHQL_URL: `${cms.origin}/graphql`, REVALIDATE_SECRET: SECRET });
  browser = await launchChromium();
  const response = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [PAGE], tags: ['cms'] }),
  });
  expect(response.status).toBe(200);
  // The first visit after a revalidation starts the regeneration; wait until the new page is served.
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if ((await (await fetch(`${site.url}${PAGE}`)).text()).includes(`${ELEMENT_ID_PREFIX}__next_f`)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  await site?.exited;
  await cms?.stop().catch(() => undefined);
  builtPage?.restore();
});

describe('ids from the CMS and the page runtime', () => {
  it('reads the globals from the built chunks', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual(expect.arrayContaining(['TURBOPACK', '__next_f']));
  });

  it('a page whose CMS HTML, anchors and footer name every runtime global still hydrates, and its menu opens', async () => {
    const { page, errors, close } = await visit(browser, site.url, PAGE, DESKTOP);
    const ids = await page.evaluate(() => [...document.querySelectorAll('h2[id], h3[id]')].map((element) => element.id));
    expect(ids).toContain(`${ELEMENT_ID_PREFIX}__next_f`);
    expect(ids).toContain(`${ELEMENT_ID_PREFIX}TURBOPACK`);
    // The content block and the footer each carry every heading.
    expect(ids.filter((id) => id === `${ELEMENT_ID_PREFIX}TURBOPACK`)).toHaveLength(2);
    const button = page.getByRole('button', { name: 'About menu', exact: true });
    await hydrated(page, 'header button[aria-expanded]');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await close();
  });

  it('(control) the same page with the ids as the CMS wrote them does not hydrate', async () => {
    const html = (await (await fetch(`${site.url}${PAGE}`)).text()).replaceAll(`id="${ELEMENT_ID_PREFIX}`, 'id="');
    const context = await browser.newContext({ viewport: { width: DESKTOP, height: 860 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${site.url}${PAGE}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${site.url}${PAGE}`, { waitUntil: 'networkidle' });
    const reactProps = () => Object.keys(document.querySelector('header button[aria-expanded]') ?? {}).some((key) => key.startsWith('__reactProps'));
    // The runtime starts once the first paint is reported or 3 s after parsing; 20 s is long past that.
    await expect(page.waitForFunction(reactProps, undefined, { timeout: 20_000 }).then(() => 'hydrated', () => 'not hydrated')).resolves.toBe('not hydrated');
    expect(errors.join('\n')).toMatch(/TURBOPACK|__next_f|is not a function|Cannot read/);
    await context.close();
  });
});
