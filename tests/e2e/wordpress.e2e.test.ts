/**
 * The WordPress plugin (wordpress/larkspur-site) in a real WordPress: Debian's `wordpress` 6.1 on
 * PHP 8.2 and MariaDB (tests/support/wordpress.ts), talking to the built site through a recording
 * proxy (tests/support/site-proxy.ts). WPGraphQL and ACF are not installable here, so the site
 * reads that WordPress's posts through a stand-in that answers its page query from the REST API
 * (tests/support/wordpress-graphql.ts); what needs ACF or WPGraphQL is proved by generation
 * (tests/property/acf-round-trip.test.ts, tests/unit/wordpress-codegen.test.ts).
 *
 * Checked: every PHP file parses; the plugin activates; the post types are in the REST API and
 * registered for GraphQL under the names of codegen/schema.graphql; the admin says that ACF is
 * missing; publishing, updating, renaming and trashing a post through the REST API makes the
 * plugin call the site's revalidation endpoint with the post's uris, and the site then serves
 * the new version (and not before); menus, terms, the other post types and the
 * site title send their tags; Preview points at the site's draft route; a stuck site delays
 * publishing by at most the timeout and is logged; a wrong or missing secret is refused; the
 * wp-config.php constants take the place of the settings; the secret goes through WordPress's safe
 * HTTP API (never to a link-local address, from a production WordPress never to a loopback one
 * typed in the settings), over https unless on the loopback, and a changed URL clears it; the Site options import (Tools →
 * Larkspur import) applies an export's options file and writes no option outside the Site options.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaSdl } from '../../codegen/generated/schema-sdl';
import { draftToken } from '../../site/editor/secret';
import { startSiteProxy, type RevalidationCall, type SiteProxy } from '../support/site-proxy';
import { ensureWordPressPackages, PLUGIN_SOURCE, startWordPress, type RunningWordPress } from '../support/wordpress';
import { wordpressPosts } from '../support/wordpress-graphql';
import { startLoopbackCms, type LoopbackCms } from '../support/wpgraphql';
import { startSite, type RunningSite } from './server';

const SECRET = 'wordpress-e2e-revalidate-secret-4f9a';
const TIMEOUT_SECONDS = 2;
const run = Date.now().toString(36);
const SLUG = `e2e-post-${run}`;

let proxy: SiteProxy;
let cms: LoopbackCms;
let wp: RunningWordPress;
let site: RunningSite;

beforeAll(async () => {
  proxy = await startSiteProxy();
  cms = await startLoopbackCms(0, wordpressPosts(() => wp.url));
  wp = await startWordPress({ siteUrl: proxy.origin, secret: SECRET, timeoutSeconds: TIMEOUT_SECONDS });
  site = await startSite({ CMS_GRAPHQL_URL: `${cms.origin}/graphql`, REVALIDATE_SECRET: SECRET });
  proxy.target = site.url;
}, 240_000);

afterAll(async () => {
  site?.stop();
  await wp?.stop();
  await cms?.stop();
  await proxy?.stop();
});

/** Runs a change and returns the revalidation calls it caused (waiting a moment for late ones). */
async function callsOf(change: () => Promise<unknown>): Promise<RevalidationCall[]> {
  const before = proxy.calls.length;
  await change();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return proxy.calls.slice(before);
}

async function rest(method: string, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const { status, json } = await wp.rest(method, route, body);
  expect(status, `${method} ${route}: ${JSON.stringify(json).slice(0, 300)}`).toBeLessThan(300);
  return json as Record<string, unknown>;
}

interface Seen {
  readonly status: number;
  readonly heading: string;
}

async function visit(uri: string): Promise<Seen> {
  const response = await fetch(`${site.url}${uri}`);
  const html = await response.text();
  return { status: response.status, heading: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '' };
}

/** Visits until the page is as expected (the first visit after a revalidation starts the refresh). */
async function eventually(uri: string, expected: Partial<Seen>, timeoutMs = 20_000): Promise<Seen> {
  const deadline = Date.now() + timeoutMs;
  let seen = await visit(uri);
  while (!Object.entries(expected).every(([key, value]) => seen[key as keyof Seen] === value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    seen = await visit(uri);
  }
  return seen;
}

/** The same page a few times over a few seconds: what a visitor sees without a revalidation. */
async function steady(uri: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (let round = 0; round < 3; round += 1) {
    seen.push(await visit(uri));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return seen;
}

const revalidationOf = (paths: string[], tags: string[] = []) => ({ authorization: `Bearer ${SECRET}`, body: { paths, tags }, status: 200 });

describe('the plugin in a real WordPress', () => {
  let postId = 0;
  const uri = `/news/${SLUG}/`;

  it('every PHP file of the plugin parses (php -l)', () => {
    ensureWordPressPackages();
    const files = readdirSync(PLUGIN_SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.php'));
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const file of files) expect(execFileSync('php', ['-l', path.join(PLUGIN_SOURCE, file)], { encoding: 'utf8' })).toContain('No syntax errors');
  });

  it('uninstall.php removes the settings of every site of a network, and of a single site', () => {
    // WordPress's functions as uninstall.php calls them, recording what each site had deleted.
    const harness = (multisite: boolean) => `<?php
      define('WP_UNINSTALL_PLUGIN', 'larkspur-site/larkspur-site.php');
      $blog = 1; $deleted = array();
      function is_multisite() { return ${multisite ? 'true' : 'false'}; }
      function get_sites($args) { return $args['fields'] === 'ids' && $args['number'] === 0 ? array(1, 2, 7) : array(); }
      function switch_to_blog($id) { global $blog; $blog = $id; }
      function restore_current_blog() { global $blog; $blog = 1; }
      function delete_option($name) { global $blog, $deleted; $deleted[$blog][] = $name; return true; }
      require ${JSON.stringify(path.join(PLUGIN_SOURCE, 'uninstall.php'))};
      echo json_encode($deleted);`;
    const deleted = (multisite: boolean) => JSON.parse(execFileSync('php', ['-r', harness(multisite).replace(/^<\?php/, '')], { encoding: 'utf8' })) as Record<string, string[]>;
    const options = ['larkspur_site_url', 'larkspur_site_revalidate_secret', 'larkspur_site_last_revalidation'];
    expect(deleted(true)).toEqual({ 1: options, 2: options, 7: options });
    expect(deleted(false)).toEqual({ 1: options });
  });

  it('activates, and its post types are in the REST API', async () => {
    const types = await rest('GET', '/wp/v2/types');
    for (const type of ['leader', 'employee', 'market', 'job_opening']) expect(types[type], type).toMatchObject({ slug: type, rest_base: type });
    expect(await rest('GET', '/wp/v2/job_opening')).toEqual([]);
  });

  it('registers the post types for GraphQL under the names of the schema the site reads', () => {
    const schema = buildSchema(schemaSdl);
    const rootFields = schema.getQueryType()?.getFields() ?? {};
    for (const type of ['leader', 'employee', 'market', 'job_opening']) {
      const registered = wp.postType(type);
      expect(registered, type).toMatchObject({ show_in_graphql: true });
      const single = String(registered?.graphql_single_name);
      expect(schema.getType(single.charAt(0).toUpperCase() + single.slice(1)), `${type}: type of ${single}`).toBeDefined();
      expect(rootFields[String(registered?.graphql_plural_name)], `${type}: RootQuery.${String(registered?.graphql_plural_name)}`).toBeDefined();
    }
  });

  it('says in the admin that ACF is missing, and the settings screen never shows the secret', async () => {
    const dashboard = await wp.adminPage('/wp-admin/index.php');
    expect(dashboard).toContain('Advanced Custom Fields is not active.');
    const settings = await wp.adminPage('/wp-admin/options-general.php?page=larkspur-site');
    expect(settings).toContain(`value="${proxy.origin}"`);
    expect(settings).not.toContain(SECRET);
  });

  it('publishing a post revalidates its uri, the news index and the home page, and the site serves it', async () => {
    const calls = await callsOf(async () => {
      postId = (await rest('POST', '/wp/v2/posts', { title: 'Larkspur opens a test hub', slug: SLUG, status: 'publish', content: '<p>First version.</p>', excerpt: 'The first version.' })).id as number;
    });
    expect(calls).toEqual([revalidationOf([uri, '/news/', '/'])]);
    expect(await eventually(uri, { status: 200, heading: 'Larkspur opens a test hub' })).toEqual({ status: 200, heading: 'Larkspur opens a test hub' });
  });

  it('updating it: the site serves the new version once revalidated', async () => {
    let ms = 0;
    const calls = await callsOf(async () => {
      const response = await wp.rest('POST', `/wp/v2/posts/${postId}`, { title: 'Larkspur opens a second test hub' });
      expect(response.status).toBe(200);
      ms = response.ms;
    });
    console.log(`saving a post, revalidation included, took ${Math.round(ms)} ms`);
    expect(calls).toEqual([revalidationOf([uri, '/news/', '/'])]);
    expect(await eventually(uri, { heading: 'Larkspur opens a second test hub' })).toMatchObject({ status: 200, heading: 'Larkspur opens a second test hub' });
  });

  it('Preview opens the post on the site in draft mode', async () => {
    let autosave: Record<string, unknown> = {};
    const calls = await callsOf(async () => {
      autosave = await rest('POST', `/wp/v2/posts/${postId}/autosaves`, { title: 'An unsaved title', content: '<p>Unsaved.</p>' });
    });
    expect(calls).toEqual([]);
    const link = new URL(String(autosave.preview_link));
    expect(`${link.origin}${link.pathname}`).toBe(`${proxy.origin}/api/draft/`);
    // Signed, so that whoever can preview never sees the secret.
    expect(link.searchParams.get('secret')).toBeNull();
    expect(link.href).not.toContain(SECRET);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(11 * 3600);
    expect(Object.fromEntries(link.searchParams)).toEqual({ uri, expires: String(expires), token: draftToken(uri, expires, SECRET) });
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(uri);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('__prerender_bypass='))).toBe(true);
  });

  it('a stuck site delays publishing by at most the timeout, is logged, and the site keeps the last version', async () => {
    proxy.hang();
    let ms = 0;
    const calls = await callsOf(async () => {
      const response = await wp.rest('POST', `/wp/v2/posts/${postId}`, { title: 'Larkspur opens a third test hub' });
      expect(response.status).toBe(200);
      ms = response.ms;
    });
    proxy.forward();
    expect(calls).toHaveLength(1);
    console.log(`saving a post while the site is stuck took ${Math.round(ms)} ms (timeout ${TIMEOUT_SECONDS} s; PHP's built-in server cannot finish the response first)`);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 100);
    expect(ms).toBeLessThan(TIMEOUT_SECONDS * 1000 + 4000);
    expect(wp.errorLog()).toMatch(new RegExp(`\\[larkspur-site\\] revalidation of ${uri} /news/ / failed: ${proxy.origin}/api/revalidate/ did not answer \\(.*timed out`, 'i'));
    // No revalidation reached the site: it keeps serving the version it had.
    for (const seen of await steady(uri)) expect(seen.heading).toBe('Larkspur opens a second test hub');
  });

  it('a wrong secret is refused by the site and logged; the plugin sends nothing without one', async () => {
    wp.option('larkspur_site_revalidate_secret', 'not-the-secret');
    const wrong = await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Sent with a wrong secret.' }));
    expect(wrong).toEqual([{ authorization: 'Bearer not-the-secret', body: { paths: [uri, '/news/', '/'], tags: [] }, status: 401 }]);
    expect(wp.errorLog()).toContain(`[larkspur-site] revalidation of ${uri} /news/ / failed: ${proxy.origin}/api/revalidate/ answered HTTP 401\n`);
    // What the other server answered is not shown: the settings screen says the status only.
    const settings = await wp.adminPage('/wp-admin/options-general.php?page=larkspur-site');
    expect(settings).toContain('answered HTTP 401');
    expect(settings).not.toContain('a valid secret is required');

    wp.option('larkspur_site_revalidate_secret');
    expect(await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Not sent at all.' }))).toEqual([]);
    expect(wp.errorLog()).toContain('[larkspur-site] revalidation skipped: the site URL or the shared secret is not set');
    const unauthenticated = await fetch(`${site.url}/api/revalidate/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paths: [uri] }) });
    expect(unauthenticated.status).toBe(401);
    wp.option('larkspur_site_revalidate_secret', SECRET);
    for (const seen of await steady(uri)) expect(seen.heading).toBe('Larkspur opens a second test hub');
  });

  it('the constants in wp-config.php take the place of the settings, and the settings screen says so', async () => {
    wp.option('larkspur_site_url', 'http://127.0.0.1:9/not-the-site');
    wp.option('larkspur_site_revalidate_secret', 'not-the-secret');
    wp.constants({ LARKSPUR_SITE_URL: proxy.origin, LARKSPUR_REVALIDATE_SECRET: SECRET });
    try {
      const calls = await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Sent with the constants.' }));
      expect(calls).toEqual([revalidationOf([uri, '/news/', '/'])]);
      const settings = await wp.adminPage('/wp-admin/options-general.php?page=larkspur-site');
      expect(settings).toContain('Set by LARKSPUR_SITE_URL in wp-config.php.');
      expect(settings).toContain('Set by LARKSPUR_REVALIDATE_SECRET in wp-config.php.');
      expect(settings).toContain(`value="${proxy.origin}"`);
      expect(settings).not.toContain(SECRET);
    } finally {
      wp.constants();
      wp.option('larkspur_site_url', proxy.origin);
      wp.option('larkspur_site_revalidate_secret', SECRET);
    }
  });

  it('sends the secret through WordPress\'s safe HTTP API: never to a link-local address, and from a production WordPress not to a loopback address typed in the settings', async () => {
    try {
      wp.option('larkspur_site_url', 'https://169.254.169.254');
      wp.option('larkspur_site_revalidate_secret', SECRET);
      expect(await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Not sent to the metadata service.' }))).toEqual([]);
      expect(wp.errorLog()).toContain(`[larkspur-site] revalidation of ${uri} /news/ / not sent to https://169.254.169.254/api/revalidate/: 169.254.169.254 is a link-local address`);

      // A WordPress that is not itself on the loopback: what the settings name gets the safe API as it is.
      wp.constants({ WP_HOME: 'https://wp.larkspur.example' });
      wp.option('larkspur_site_url', proxy.origin);
      wp.option('larkspur_site_revalidate_secret', SECRET);
      expect(await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Not sent to the loopback.' }))).toEqual([]);
      expect(wp.errorLog()).toContain(`not sent to ${proxy.origin}/api/revalidate/: WordPress's safe HTTP API does not call 127.0.0.1`);
      // The server's owner may point it there from wp-config.php.
      wp.constants({ WP_HOME: 'https://wp.larkspur.example', LARKSPUR_SITE_URL: proxy.origin });
      expect(await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Sent: wp-config.php names the site.' }))).toEqual([revalidationOf([uri, '/news/', '/'])]);
    } finally {
      wp.constants();
      wp.option('larkspur_site_url', proxy.origin);
      wp.option('larkspur_site_revalidate_secret', SECRET);
    }
  });

  it('requires https for a site URL that is not on the loopback, and clears the secret when the URL changes', async () => {
    try {
      wp.option('larkspur_site_url', 'http://www.larkspur.example');
      wp.option('larkspur_site_revalidate_secret', SECRET);
      expect(await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Not sent over plain http.' }))).toEqual([]);
      expect(wp.errorLog()).toContain('[larkspur-site] revalidation skipped: the site URL or the shared secret is not set');
      expect(await wp.adminPage('/wp-admin/options-general.php?page=larkspur-site')).toContain('id="larkspur-site-url" name="larkspur_site_url" value=""');

      wp.option('larkspur_site_url', proxy.origin);
      wp.option('larkspur_site_revalidate_secret', SECRET);
      expect(await wp.adminPage('/wp-admin/options-general.php?page=larkspur-site')).toContain('(set: leave empty to keep it)');
      wp.option('larkspur_site_url', 'https://another-site.larkspur.example');
      const settings = await wp.adminPage('/wp-admin/options-general.php?page=larkspur-site');
      expect(settings).toContain('value="https://another-site.larkspur.example"');
      expect(settings).not.toContain('(set: leave empty to keep it)');
      wp.option('larkspur_site_url', proxy.origin);
      expect(await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { excerpt: 'Nothing to send with.' }))).toEqual([]);
    } finally {
      wp.option('larkspur_site_url', proxy.origin);
      wp.option('larkspur_site_revalidate_secret', SECRET);
    }
  });

  it('renaming its slug revalidates the old and the new uri; the site serves both versions right', async () => {
    const renamed = `/news/${SLUG}-renamed/`;
    const calls = await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { slug: `${SLUG}-renamed` }));
    expect(calls).toEqual([revalidationOf([uri, renamed, '/news/', '/'])]);
    expect(await eventually(renamed, { status: 200 })).toEqual({ status: 200, heading: 'Larkspur opens a third test hub' });
    expect(await eventually(uri, { status: 404 })).toMatchObject({ status: 404 });
    await callsOf(() => rest('POST', `/wp/v2/posts/${postId}`, { slug: SLUG }));
    expect(await eventually(uri, { status: 200 })).toEqual({ status: 200, heading: 'Larkspur opens a third test hub' });
  });

  it('trashing it revalidates its uri and the site stops serving it', async () => {
    const calls = await callsOf(() => rest('DELETE', `/wp/v2/posts/${postId}`));
    expect(calls).toEqual([revalidationOf([uri, '/news/', '/'])]);
    expect(await eventually(uri, { status: 404 })).toMatchObject({ status: 404 });
  });

  it('a page revalidates its own uri only', async () => {
    const calls = await callsOf(() => rest('POST', '/wp/v2/pages', { title: 'E2E page', slug: `e2e-page-${run}`, status: 'publish' }));
    expect(calls).toEqual([revalidationOf([`/e2e-page-${run}/`])]);
  });

  it('menus, terms, the custom post types and the site title revalidate by tag', async () => {
    let menu = 0;
    expect(
      await callsOf(async () => {
        menu = (await rest('POST', '/wp/v2/menus', { name: `E2E menu ${run}` })).id as number;
      }),
    ).toEqual([revalidationOf([], ['menus'])]);
    expect(await callsOf(() => rest('POST', '/wp/v2/menu-items', { title: 'Home', url: '/', menus: menu, status: 'publish' }))).toEqual([revalidationOf([], ['menus'])]);
    expect(await callsOf(() => rest('POST', '/wp/v2/categories', { name: `E2E category ${run}` }))).toEqual([revalidationOf([], ['cms'])]);
    expect(await callsOf(() => rest('POST', '/wp/v2/market', { title: 'E2E market', status: 'publish' }))).toEqual([revalidationOf([], ['cms'])]);
    expect(await callsOf(() => rest('POST', '/wp/v2/settings', { title: 'Larkspur e2e (renamed)' }))).toEqual([revalidationOf([], ['site-options'])]);
  });

  it('the Site options import (npm run export:wordpress) sets the options, front page and menu locations, and nothing outside them', async () => {
    const front = (await rest('POST', '/wp/v2/pages', { title: 'E2E front', slug: `e2e-front-${run}`, status: 'publish' })).id as number;
    const menu = (await rest('POST', '/wp/v2/menus', { name: `E2E legal ${run}`, slug: `e2e-legal-${run}` })).id as number;
    const link = { title: 'West', url: '/region/west/', target: '' };
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'larkspur-options-')), 'larkspur-site-options.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'larkspur-site-options/1',
        blogname: 'Larkspur',
        blogdescription: 'Industrial and logistics real estate',
        frontPage: `e2e-front-${run}`,
        menuLocations: { 'legal-menu': `e2e-legal-${run}`, 'no-such-location': `e2e-legal-${run}` },
        options: { options_footer_contact_info: '<p>Denver</p>', _options_footer_contact_info: 'field_e547dd1cf1be6', options_grid_0_cta: link, siteurl: 'https://attacker.example', options_not_a_field: 'x' },
        menuItemFields: [],
      }),
    );
    const screen = await wp.adminPage('/wp-admin/tools.php?page=larkspur-import');
    expect(screen).toContain('<input type="file" id="larkspur-options-file" name="larkspur_options_file"');
    const imported = wp.importOptions(file);
    expect(imported.options).toEqual({ options_footer_contact_info: '<p>Denver</p>', _options_footer_contact_info: 'field_e547dd1cf1be6', options_grid_0_cta: link, blogname: 'Larkspur', siteurl: wp.url });
    expect(imported.frontPage).toBe(front);
    expect(imported.menuLocations['legal-menu']).toBe(menu);
    expect(imported.report).toEqual(expect.arrayContaining(['skipped option siteurl: no Site options field stores it', 'skipped option options_not_a_field: no Site options field stores it', 'Site options: 2 values']));
  });
});
