/**
 * The block editor's endpoints (site/editor/preview.ts): a signed request from the WordPress
 * plugin gets the block as the site draws it (here through the site's renderers outside Next,
 * as `npm run render` draws them) and its problems in an editor's words; anything else gets
 * nothing rendered.
 */
import { describe, expect, it } from 'vitest';
import { plainWords, messages, type Prepared } from '../../engine';
import { renderPageBlocks } from '../../site/standalone-render';
import { EDITOR_MAX_BODY_BYTES, handleEditorPreview, handleEditorValidate, type EditorEffects } from '../../site/editor/preview';
import { absoluteUrls, cssUrlsFrom, frameClasses, inlineSuspended, unlayered } from '../../site/editor/render-preview';
import { editorSignature, SIGNATURE_HEADER, SIGNATURE_MAX_AGE_SECONDS, TIMESTAMP_HEADER, type SignedPurpose } from '../../site/editor/signature';

const SECRET = 'wp-editor-secret-7c2e';
const NOW = 1_764_180_000;

/** The site's renderers, with a record of what was rendered. */
function effects(secret: string | undefined) {
  const rendered: Array<{ names: string[]; path: string }> = [];
  const value: EditorEffects = {
    secret,
    nowSeconds: () => NOW,
    render: async (prepared: Prepared, path: string) => {
      rendered.push({ names: prepared.blocks.map((block) => block.name), path });
      return renderPageBlocks(prepared.blocks, path);
    },
  };
  return { effects: value, rendered };
}

interface SignOptions {
  readonly purpose?: SignedPurpose;
  readonly timestamp?: number;
  readonly secret?: string;
  readonly signature?: string;
}

function signed(path: string, body: unknown, options: SignOptions = {}): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? NOW;
  const signature = options.signature ?? editorSignature(options.purpose ?? (path.includes('validate') ? 'validate' : 'preview'), timestamp, text, options.secret ?? SECRET);
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature },
    body: text,
  });
}

const featured = (data: Record<string, unknown>) => ({ block: { name: 'acf/two-col-featured-text', anchor: '', className: '', data }, path: '/about/' });

const hostile = featured({
  plain_text_content_title: 'Warehouses <img src=x onerror=alert(1)>',
  plain_text_content_content: '<p>Near the port.</p><script>alert(2)</script><a href="javascript:alert(3)">go</a>',
  cta: { title: 'Click', url: 'javascript:alert(1)', target: '' },
  column_size: '50/50',
});

const preview = (body: unknown, options?: SignOptions, fx = effects(SECRET)) => handleEditorPreview(signed('/api/editor/preview/', body, options), fx.effects);

describe('POST /api/editor/preview/', () => {
  it('draws the block with its real renderer, sanitized, and names its problems in plain words', async () => {
    const fx = effects(SECRET);
    const response = await preview(hostile, undefined, fx);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await response.json()) as { html: string; problems: Array<{ severity: string; field: string; text: string }>; errors: number; warnings: number };
    expect(fx.rendered).toEqual([{ names: ['acf/two-col-featured-text'], path: '/about/' }]);
    expect(answer.html).toContain('Near the port.');
    expect(answer.html).toContain('Warehouses &lt;img');
    expect(answer.html).not.toMatch(/<script|<img[^>]*onerror|javascript:/i);
    expect(answer.problems).toEqual([
      { severity: 'warning', field: 'cta', text: "Cta: 'javascript:alert(1)' is not a URL a link may point to; it will not be shown." },
    ]);
    expect(answer).toMatchObject({ errors: 0, warnings: 1 });
  });

  it('resolves attachment ids through the media WordPress sends', async () => {
    const body = { ...featured({ featured_content_image: 12 }), images: { 12: { src: 'https://cms.example.com/wp-content/uploads/dock.jpg', alt: 'Loading dock', width: 1200, height: 800 } } };
    const answer = (await (await preview(body)).json()) as { html: string; problems: unknown[] };
    expect(answer.problems).toEqual([]);
    expect(answer.html).toContain('alt="Loading dock"');
    expect(answer.html).toContain('dock.jpg');
    const missing = (await (await preview(featured({ featured_content_image: 99 }))).json()) as { problems: Array<{ text: string }> };
    expect(missing.problems.map((problem) => problem.text)).toEqual(['Featured content, image: Attachment 99 could not be resolved to an image; it will not be shown.']);
  });

  it('names a field the block does not have, with the one the editor probably meant', async () => {
    const answer = (await (await preview(featured({ featured_content_imag: 12 }))).json()) as { problems: Array<{ severity: string; text: string }> };
    expect(answer.problems).toEqual([
      { severity: 'warning', field: 'featured_content.imag', text: "Featured content, imag: This field is not in the block, so its value is not shown; did you mean 'image'?" },
    ]);
  });

  it('refuses a wrong, missing, reused-elsewhere or stale signature with 401, rendering nothing', async () => {
    const fx = effects(SECRET);
    const refusals = [
      await preview(hostile, { secret: 'not-the-secret' }, fx),
      await preview(hostile, { signature: 'f'.repeat(64) }, fx),
      await preview(hostile, { signature: 'not-hex' }, fx),
      await preview(hostile, { purpose: 'validate' }, fx),
      await preview(hostile, { timestamp: NOW - SIGNATURE_MAX_AGE_SECONDS - 1 }, fx),
      await preview(hostile, { timestamp: NOW + 3600 }, fx),
      await handleEditorPreview(new Request('http://site.test/api/editor/preview/', { method: 'POST', body: JSON.stringify(hostile) }), fx.effects),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).not.toContain('html');
    }
    expect(fx.rendered).toEqual([]);
    // A signature four minutes old is still good.
    expect((await preview(hostile, { timestamp: NOW - 240 }, fx)).status).toBe(200);
  });

  it('signs the body: a body changed after signing is refused', async () => {
    const request = signed('/api/editor/preview/', hostile);
    const tampered = new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(featured({ cta: 'https://evil.example' })) });
    expect((await handleEditorPreview(tampered, effects(SECRET).effects)).status).toBe(401);
  });

  it('renders only block types the site registers', async () => {
    const fx = effects(SECRET);
    const response = await preview({ block: { name: 'acf/not-ours', data: {} } }, undefined, fx);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'acf/not-ours is not a block type of this site' });
    expect(fx.rendered).toEqual([]);
  });

  it('validates the body: a bad shape is 400, a body over the limit 413, and without a secret the endpoint is off', async () => {
    const fx = effects(SECRET);
    const bad = await preview({ block: { name: 'acf/two-col-featured-text', data: 'nope' }, path: 'https://evil.example/' }, undefined, fx);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual(['block.data: Invalid input: expected record, received string', 'path: must be a site path such as /about/']);
    expect((await preview('{not json', undefined, fx)).status).toBe(400);
    const large = featured({ plain_text_content_content: 'x'.repeat(EDITOR_MAX_BODY_BYTES) });
    expect((await preview(large, undefined, fx)).status).toBe(413);
    expect((await preview(hostile, undefined, effects(undefined))).status).toBe(404);
    expect(fx.rendered).toEqual([]);
  });

  it('answers 502 with the problems when rendering fails, never a half page', async () => {
    const failing: EditorEffects = { secret: SECRET, nowSeconds: () => NOW, render: () => Promise.reject(new Error('boom')) };
    const response = await handleEditorPreview(signed('/api/editor/preview/', hostile), failing);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'the site could not render this block just now' });
  });
});

describe('POST /api/editor/validate/', () => {
  it("lists every problem of a post's blocks, by block, as the preview words them", async () => {
    const body = { blocks: [hostile.block, { name: 'acf/retired-block', data: {} }, { name: 'acf/download-cta', data: { link: { url: '/files/a.pdf', title: 'Brochure' } } }] };
    const response = await handleEditorValidate(signed('/api/editor/validate/', body), { secret: SECRET, nowSeconds: () => NOW });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      problems: [
        { block: 0, name: 'acf/two-col-featured-text', severity: 'warning', field: 'cta', text: "Cta: 'javascript:alert(1)' is not a URL a link may point to; it will not be shown." },
        { block: 1, name: 'acf/retired-block', severity: 'error', field: '', text: 'This block: Unknown block type; the block will not be shown on the website until this is fixed.' },
      ],
      errors: 1,
      warnings: 1,
    });
  });

  it('takes only a signature made for validation', async () => {
    const body = { blocks: [] };
    expect((await handleEditorValidate(signed('/api/editor/validate/', body, { purpose: 'preview' }), { secret: SECRET, nowSeconds: () => NOW })).status).toBe(401);
  });
});

describe('plainWords', () => {
  it('says where, what and what the website does', () => {
    expect(plainWords({ severity: 'warning', fieldPath: 'items.1.link', message: messages.changed(messages.refusedLinkUrl('javascript:alert(1)'), messages.consequence.linkDropped) })).toBe(
      "Items, row 2, link: 'javascript:alert(1)' is not a URL a link may point to; it will not be shown.",
    );
    expect(plainWords({ severity: 'warning', fieldPath: 'background_color', message: messages.changed(messages.unknownChoice('purple', ['white', 'cement']), messages.consequence.replacedBy('white')) })).toBe(
      "Background color: 'purple' is not one of 'white', 'cement'; 'white' is used instead.",
    );
    expect(plainWords({ severity: 'error', fieldPath: 'heading', message: messages.required })).toBe('Heading: Required, but empty; the block will not be shown on the website until this is fixed.');
  });
});

describe('absoluteUrls', () => {
  it("points the site's own paths at the site, and leaves other URLs alone", () => {
    const html = '<a href="/about/">a</a><img src="/_next/image/?url=x&amp;w=640" srcset="/a.jpg 1x, /b.jpg 2x"/><a href="https://x.test/">b</a><a href="//evil">c</a><div style="background:url(/bg.png)"></div>';
    expect(absoluteUrls(html, 'https://www.example.com/')).toBe(
      '<a href="https://www.example.com/about/">a</a><img src="https://www.example.com/_next/image/?url=x&amp;w=640" srcset="https://www.example.com/a.jpg 1x, https://www.example.com/b.jpg 2x"/><a href="https://x.test/">b</a><a href="//evil">c</a><div style="background:url(https://www.example.com/bg.png)"></div>',
    );
  });
});

describe('cssUrlsFrom', () => {
  it("resolves a stylesheet's relative url()s against where it was served", () => {
    const css = '@font-face{src:url(../media/inter.woff2)format("woff2")}a{background:url("/i.png")}b{background:url(data:image/png;base64,AA)}';
    expect(cssUrlsFrom(css, new URL('https://www.example.com/_next/static/chunks/a.css'))).toBe(
      '@font-face{src:url(https://www.example.com/_next/static/media/inter.woff2)format("woff2")}a{background:url("https://www.example.com/i.png")}b{background:url(data:image/png;base64,AA)}',
    );
  });
});

describe('frameClasses', () => {
  it("keeps the font and text classes of the page's html and body, not its layout", () => {
    const page = '<!DOCTYPE html><html lang="en" class="inter_abc-module__variable"><head></head><body class="flex min-h-screen flex-col bg-white font-sans text-ink antialiased"><main></main></body></html>';
    expect(frameClasses(page)).toBe('inter_abc-module__variable bg-white font-sans text-ink antialiased');
  });
});

describe('inlineSuspended', () => {
  it('puts the content React streamed after the shell where its boundary stands, nested boundaries too', () => {
    const slice = '<section><h2>FAQ</h2><!--$?--><template id="B:0"></template><!--/$--></section>';
    const page = `<body>${slice}<div hidden id="S:0"><div class="faq"><button>Q1</button><!--$?--><template id="B:1"></template><!--/$--></div></div><script>$RC("B:0","S:0")</script><div hidden id="S:1"><div><p>A1</p></div></div></body>`;
    expect(inlineSuspended(slice, page)).toBe('<section><h2>FAQ</h2><!--$?--><div class="faq"><button>Q1</button><!--$?--><div><p>A1</p></div><!--/$--></div><!--/$--></section>');
  });
});

describe('unlayered', () => {
  it('keeps every rule, in its order, outside its cascade layer', () => {
    const css = '@layer theme, base, utilities;@layer theme{:root{--c:red}}@layer base{a{color:inherit}}@layer utilities{.text-slate{color:var(--c)}@media (min-width:48rem){.md\\:p-4{padding:1rem}}}.x{color:blue}';
    expect(unlayered(css)).toBe(':root{--c:red}a{color:inherit}.text-slate{color:var(--c)}@media (min-width:48rem){.md\\:p-4{padding:1rem}}.x{color:blue}');
  });
});
