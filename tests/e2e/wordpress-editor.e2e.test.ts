/**
 * The block editor's side of the plugin (includes/editor-preview.php) in a real WordPress
 * (Debian's, as tests/e2e/wordpress.e2e.test.ts runs it) against the built site: the ACF blocks'
 * render callback, called as ACF calls it in the editor (ACF is not installable here), asks the
 * site to draw the block and prints its HTML with the problems above it; a site that is down or
 * stuck leaves the card, saying why, within the timeout; the pre-publish REST route lists every
 * problem of a post; the setting refuses to publish a post with errors, never one with warnings.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type RunningWordPress } from '../support/wordpress';
import { startSite, type RunningSite } from './server';

const SECRET = 'wordpress-editor-e2e-secret-81d3';
const run = Date.now().toString(36);

let wp: RunningWordPress;
let site: RunningSite;
let stuck: Server;
let stuckOrigin: string;

beforeAll(async () => {
  site = await startSite({ REVALIDATE_SECRET: SECRET });
  wp = await startWordPress({ siteUrl: site.url, secret: SECRET });
  // The first renders of a fresh server on a busy machine take longer than the editor's 3 s.
  wp.constants({ LARKSPUR_SITE_EDITOR_TIMEOUT: '60' });
  // A site that accepts connections and never answers.
  stuck = createServer(() => undefined);
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  stuckOrigin = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  stuck?.closeAllConnections();
  stuck?.close();
  site?.stop();
  await wp?.stop();
});

const hostileLink = { title: 'Read', url: 'javascript:alert(1)', target: '' };
const featured = (title: string, extra: Record<string, unknown> = {}) => ({
  name: 'acf/two-col-featured-text',
  data: { plain_text_content_title: title, _plain_text_content_title: 'field_x', plain_text_content_content: '<p>Cross-dock space near the port.</p><script>alert(2)</script>', column_size: '50/50', ...extra },
});

/** A post's content with ACF blocks, as the editor saves them. */
const blockComment = (block: { name: string; data: Record<string, unknown> }) => `<!-- wp:${block.name} ${JSON.stringify({ name: block.name, data: block.data, mode: 'preview' })} /-->`;

async function createPost(blocks: Array<{ name: string; data: Record<string, unknown> }>, status = 'draft'): Promise<number> {
  const { status: code, json } = await wp.rest('POST', '/wp/v2/posts', { title: `Editor ${run} ${Math.random()}`, status, content: blocks.map(blockComment).join('\n') });
  expect(code, JSON.stringify(json).slice(0, 300)).toBe(201);
  return (json as { id: number }).id;
}


/** Points the plugin at another website URL; a changed URL clears the shared secret, so it is given again. */
function pointAt(url: string): void {
  wp.option('larkspur_site_url', url);
  wp.option('larkspur_site_revalidate_secret', SECRET);
}

describe('the ACF render callback in the editor', () => {
  it("prints the block as the site draws it, with the site's problems above it", async () => {
    const post = await createPost([]);
    const started = performance.now();
    const html = wp.editorPreview(featured('Warehouses near the port', { cta: hostileLink }), post);
    console.log(`editor preview through WordPress took ${Math.round(performance.now() - started)} ms (PHP CLI start included)`);
    expect(html).toContain('class="larkspur-site-preview"');
    expect(html).toMatch(/<h2[^>]*>Warehouses near the port<\/h2>/);
    expect(html).toContain('Cross-dock space near the port.');
    expect(html).not.toMatch(/<script|href="javascript:/);
    expect(html).toContain('The website changes or leaves out some values of this block:');
    expect(html).toContain('Cta: &#039;javascript:alert(1)&#039; is not a URL a link may point to; it will not be shown.');
    expect(html).not.toContain('larkspur-block-preview');
  });

  it('keeps the card, saying why, when the site is down or does not answer in time', async () => {
    try {
      pointAt('http://127.0.0.1:9');
      const down = wp.editorPreview(featured('Cold storage'), 0);
      expect(down).toContain('class="larkspur-block-preview"');
      expect(down).toContain('<strong style="display:block">acf/two-col-featured-text</strong>');
      expect(down).toMatch(/The website&#039;s preview is not shown: The website \(http:\/\/127\.0\.0\.1:9\) did not answer \(the editor waits 60 seconds\): .*(refused|connect)/i);

      wp.constants({ LARKSPUR_SITE_EDITOR_TIMEOUT: '2' });
      pointAt(stuckOrigin);
      const started = performance.now();
      const slow = wp.editorPreview(featured('Cold storage'), 0);
      const ms = performance.now() - started;
      expect(slow).toContain('class="larkspur-block-preview"');
      expect(slow).toMatch(/did not answer \(the editor waits 2 seconds\): .*timed out/i);
      expect(ms).toBeLessThan(15_000);
    } finally {
      wp.constants({ LARKSPUR_SITE_EDITOR_TIMEOUT: '60' });
      pointAt(site.url);
    }
  });

  it('keeps the card when the secrets differ: the site refuses the signature', () => {
    try {
      wp.option('larkspur_site_revalidate_secret', 'not-the-site-secret');
      const html = wp.editorPreview(featured('Cold storage'), 0);
      expect(html).toContain('class="larkspur-block-preview"');
      expect(html).toContain('The website answered 401. the signature does not match');
    } finally {
      wp.option('larkspur_site_revalidate_secret', SECRET);
    }
  });
});

describe('the pre-publish check and the refusal to publish with errors', () => {
  it("lists every problem of the post's ACF blocks, inner blocks included, with the editor's unsaved content", async () => {
    const post = await createPost([featured('Fine'), { name: 'acf/retired-block', data: {} }]);
    const { status, json } = await wp.rest('POST', '/larkspur-site/v1/problems', { post_id: post });
    expect(status).toBe(200);
    expect(json).toMatchObject({ checked: 2, errors: 1, warnings: 0, refusesErrors: false, problems: [{ block: 1, name: 'acf/retired-block', severity: 'error', field: '' }] });
    const unsaved = `<!-- wp:group --><div class="wp-block-group">${blockComment(featured('Edited', { cta: hostileLink }))}</div><!-- /wp:group -->`;
    const edited = await wp.rest('POST', '/larkspur-site/v1/problems', { post_id: post, content: unsaved });
    expect(edited.json).toMatchObject({ checked: 1, errors: 0, warnings: 1, problems: [{ block: 0, severity: 'warning', field: 'cta', text: "Cta: 'javascript:alert(1)' is not a URL a link may point to; it will not be shown." }] });
  });

  it('answers 502 with the reason when the site is down', async () => {
    const post = await createPost([featured('Fine')]);
    try {
      pointAt('http://127.0.0.1:9');
      const { status, json } = await wp.rest('POST', '/larkspur-site/v1/problems', { post_id: post });
      expect(status).toBe(502);
      expect((json as { message: string }).message).toMatch(/did not answer \(the editor waits 60 seconds\)/);
    } finally {
      pointAt(site.url);
    }
  });

  it('with the setting on, refuses to publish a post with an error and publishes one with warnings', async () => {
    const broken = await createPost([featured('Fine'), { name: 'acf/retired-block', data: {} }]);
    const warned = await createPost([featured('Warned', { cta: hostileLink })]);
    try {
      wp.option('larkspur_site_refuse_publish_with_errors', '1');
      const refused = await wp.rest('POST', `/wp/v2/posts/${broken}`, { status: 'publish' });
      expect(refused.status).toBe(422);
      expect((refused.json as { message: string }).message).toMatch(/^Not published: 1 block error must be fixed first\. acf\/retired-block: This block: Unknown block type/);
      expect((await wp.rest('GET', `/wp/v2/posts/${broken}`)).json).toMatchObject({ status: 'draft' });
      const published = await wp.rest('POST', `/wp/v2/posts/${warned}`, { status: 'publish' });
      expect(published.status).toBe(200);
      expect(published.json).toMatchObject({ status: 'publish' });
    } finally {
      wp.option('larkspur_site_refuse_publish_with_errors');
    }
    // Without the setting, errors are listed but never refuse.
    expect((await wp.rest('POST', `/wp/v2/posts/${broken}`, { status: 'publish' })).status).toBe(200);
  });

  it('lets only those who may edit the post ask', async () => {
    const anonymous = await fetch(`${wp.url}/?rest_route=/larkspur-site/v1/problems`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ post_id: 1 }) });
    expect(anonymous.status).toBe(401);
  });
});
