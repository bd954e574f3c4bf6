/**
 * Ids from content never name a global the page's runtime reads (DOM clobbering): heading ids in
 * CMS HTML (core/html, the footer's HTML from the site options) and block anchors. The names are
 * read from the runtime itself: Next's client, React DOM and, when there is a build, the chunks
 * in `site/.next/static`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { ELEMENT_ID_PREFIX, isReservedElementId, normalizePayload, prepareBlocks, safeElementId, safeFragmentHref } from '../../engine';
import { CmsLink } from '../../renderers/ui/cms-link';
import { sanitizeCmsHtml } from '../../renderers/ui/rich-text';
import { getSiteFrame } from '../../site/cms/loaders';
import { SiteFooter } from '../../site/frame/footer';

const root = path.resolve(__dirname, '../..');

/**
 * What every browser defines on the window object itself or on `Window.prototype`, where a named
 * element cannot shadow it; ordinary words an editor may use as anchors (`#history`).
 */
const WINDOW_MEMBERS = new Set(['location', 'history', 'navigator', 'event', 'name', 'top', 'parent', 'frames', 'opener', 'stop', 'console', 'status', 'length', 'origin', 'closed']);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.js') ? [full] : [];
  });
}

/** The browser runtime: Next's client, React DOM, the scheduler, and the built chunks if any. */
const runtimeFiles = [
  ...filesUnder(path.join(root, 'node_modules/next/dist/client')).filter((file) => !/[\\/](dev|react-dev-overlay|legacy)[\\/]/.test(file)),
  path.join(root, 'node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js'),
  path.join(root, 'node_modules/next/dist/compiled/react/cjs/react.production.js'),
  path.join(root, 'node_modules/next/dist/compiled/scheduler/cjs/scheduler.production.js'),
  path.join(root, 'node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.browser.production.js'),
  ...filesUnder(path.join(root, 'site/.next/static/chunks')),
].filter((file) => existsSync(file));

/** Every `self.X`, `window.X`, `globalThis.X` the runtime reads or writes. */
function runtimeGlobalNames(): Set<string> {
  const names = new Set<string>();
  for (const file of runtimeFiles) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:self|window|globalThis)\.([A-Za-z_$][\w$]*)/g)) names.add(match[1] ?? '');
  }
  return names;
}

/** Globals React DOM and the scheduler feature-check with `typeof X` (their other `typeof`s are of locals). */
const TYPEOF_GLOBALS = ['__REACT_DEVTOOLS_GLOBAL_HOOK__', 'AbortController', 'MessageChannel', 'Promise', 'Reflect', 'WeakMap', 'WeakSet', 'devicePixelRatio', 'navigation', 'performance', 'process', 'queueMicrotask', 'reportError', 'requestAnimationFrame', 'setImmediate', 'setTimeout', 'clearTimeout', 'window', 'document', 'trustedTypes'];

describe('ids from content and the runtime globals', () => {
  it('reserves every global the runtime reaches through self, window or globalThis', () => {
    const names = runtimeGlobalNames();
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((name) => !isReservedElementId(name) && !WINDOW_MEMBERS.has(name))).toEqual([]);
  });

  it('reserves every global the runtime feature-checks with typeof, and React\'s inline scripts', () => {
    const source = runtimeFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const name of TYPEOF_GLOBALS) expect(source).toContain(name);
    expect([...TYPEOF_GLOBALS, '$RC', '$RS', '$RX', '$RB', '$RT', '$RV', '__next_f', '__next_s', '__NEXT_DATA__', '__webpack_require__', 'TURBOPACK', 'self', 'next', 'React'].filter((name) => !isReservedElementId(name))).toEqual([]);
  });

  it('prefixes a reserved id and leaves an editor\'s ordinary anchors alone', () => {
    expect(safeElementId('TURBOPACK')).toBe('cms-TURBOPACK');
    expect(safeElementId('__next_f')).toBe('cms-__next_f');
    for (const id of ['contact', 'our-team', 'history', 'faq-1', 'Location', 'next-steps']) expect(safeElementId(id)).toBe(id);
  });

  it('never yields a reserved id, changes only reserved ones, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('TURBOPACK', '__next_f', 'next', 'process', '$RC', 'React'), fc.constantFrom('__', '$', '_', 'TURBOPACK').chain((head) => fc.string().map((tail) => head + tail))), (id) => {
        const safe = safeElementId(id);
        expect(isReservedElementId(safe)).toBe(false);
        expect(safeElementId(safe)).toBe(safe);
        expect(safe === id).toBe(!isReservedElementId(id));
        expect(safe.endsWith(id)).toBe(true);
      }),
    );
  });

  it('points an in-page link at the prefixed id', () => {
    expect(safeFragmentHref('#TURBOPACK')).toBe('#cms-TURBOPACK');
    expect(safeFragmentHref('#%5F%5Fnext_f')).toBe('#cms-%5F%5Fnext_f');
    expect(safeFragmentHref('#contact')).toBe('#contact');
    expect(safeFragmentHref('/about/#TURBOPACK')).toBe('/about/#TURBOPACK');
  });
});

describe('CMS HTML and block anchors', () => {
  it('prefixes every reserved heading id in CMS HTML and the links to it', () => {
    const clean = sanitizeCmsHtml('<h2 id="TURBOPACK">A</h2><h3 id="__next_f">B</h3><h4 id="next">C</h4><h2 id="contact">D</h2><p><a href="#TURBOPACK">up</a></p>');
    expect(clean).toContain('<h2 id="cms-TURBOPACK">');
    expect(clean).toContain('<h3 id="cms-__next_f">');
    expect(clean).toContain('<h4 id="cms-next">');
    expect(clean).toContain('<h2 id="contact">');
    expect(clean).toContain('href="#cms-TURBOPACK"');
  });

  it('prefixes a reserved block anchor on every block type that takes one (core/html, core/heading, core/group)', () => {
    const blocks = ['core/html', 'core/heading', 'core/paragraph', 'core/group'].map((name, index) => ({
      name,
      attributesJSON: JSON.stringify({ anchor: ['__next_f', 'TURBOPACK', '__NEXT_DATA__', 'React'][index], content: 'Text', level: 2 }),
      originalContent: '',
      innerBlocks: [],
    }));
    const { blocks: prepared, diagnostics } = prepareBlocks(normalizePayload({ blocks }).blocks, blockRegistry);
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect(prepared.map((block) => (block.data as { anchor?: string }).anchor)).toEqual(['cms-__next_f', 'cms-TURBOPACK', 'cms-__NEXT_DATA__', 'cms-React']);
  });

  it('a `#anchor` CMS link follows the prefixed anchor', () => {
    expect(renderToStaticMarkup(<CmsLink link={{ url: '#__next_f', title: 'Jump' }} />)).toContain('href="#cms-__next_f"');
  });

  it('the footer\'s HTML from the site options cannot name a runtime global', async () => {
    const frame = await getSiteFrame();
    const html = renderToStaticMarkup(<SiteFooter frame={{ ...frame, options: { ...frame.options, footerContactInfo: '<h2 id="TURBOPACK">Call us</h2><h3 id="__next_f">x</h3><h3 id="next">y</h3>' } }} />);
    expect(html).not.toMatch(/id="(TURBOPACK|__next_f|next)"/);
    expect(html).toContain('id="cms-TURBOPACK"');
    expect(html).toContain(`id="${ELEMENT_ID_PREFIX}__next_f"`);
  });
});
