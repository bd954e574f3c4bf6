/**
 * How the editor endpoints render with the site's own renderers: a route handler cannot render
 * React to HTML (Next bundles it for server components, where `react-dom/server` is refused, and
 * client components are references there), so the prepared block is handed to a page of this
 * same process, site/app/api/editor/preview/[id]/page.tsx, which Next renders as it renders
 * every page (server components, client components in their first state). The hand-over is in
 * memory, single use and short-lived, and the page renders only for a request that carries this
 * process's random key: the id in its URL alone shows nothing.
 *
 * The block's part of that page is cut out between two markers, and its URLs made absolute on the
 * public site, since the block editor shows the HTML on WordPress's own origin.
 */
import { randomBytes } from 'node:crypto';
import type { Prepared } from '../../engine';
import { getSiteConfig } from '../../config';
import { internalOrigin } from '../pdf/service';

/** The header the page checks, and the id the stylesheet route asks for (a page with no block). */
export const PREVIEW_KEY_HEADER = 'x-editor-preview-key';
export const CANVAS_ID = 'canvas';
/** The markers around the block's HTML; the page and the cut share them. */
export const startMarker = (id: string) => `<template data-editor-preview-start="${id}"></template>`;
export const endMarker = (id: string) => `<template data-editor-preview-end="${id}"></template>`;

const HAND_OVER_MS = 30_000;
const RENDER_TIMEOUT_MS = 15_000;

export interface PendingPreview {
  readonly prepared: Prepared;
  readonly path: string;
}

interface HandOver {
  readonly key: string;
  readonly pending: Map<string, PendingPreview & { readonly expires: number }>;
}

// One store per process, shared by the route and the page, which Next bundles apart.
const STORE = Symbol.for('larkspur.editorPreview');
const holder = globalThis as { [STORE]?: HandOver };
const handOver = (): HandOver => (holder[STORE] ??= { key: randomBytes(32).toString('hex'), pending: new Map() });

/** True when a request to the page carries this process's key. */
export const presentsKey = (key: string | null): boolean => key !== null && key === handOver().key;

/** The preview handed over under `id` (once: it is then gone), or undefined. */
export function takePreview(id: string): PendingPreview | undefined {
  const { pending } = handOver();
  const found = pending.get(id);
  pending.delete(id);
  for (const [other, entry] of pending) if (entry.expires < Date.now()) pending.delete(other);
  return found !== undefined && found.expires >= Date.now() ? found : undefined;
}

/** `/x` → `https://site/x` in src, href, poster and srcset, and in CSS url(). */
export function absoluteUrls(text: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return text
    .replace(/(\s(?:src|href|poster)=")\/(?![/\\])/g, `$1${base}/`)
    .replace(/(\s(?:srcset|srcSet)=")([^"]*)"/g, (_, start: string, list: string) => `${start}${list.replace(/(^|,\s*)\/(?![/\\])/g, `$1${base}/`)}"`)
    .replace(/url\((["']?)\/(?![/\\])/g, `url($1${base}/`);
}

/** A stylesheet's `url()`s resolved against where it was served from, so they hold wherever it is included. */
export function cssUrlsFrom(css: string, base: URL): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, target: string) => {
    if (/^(data:|#)/i.test(target)) return whole;
    try {
      return `url(${quote}${new URL(target, base).href}${quote})`;
    } catch {
      return whole;
    }
  });
}

/** The `<div>` that starts at `from`, whole (React escapes `<` in text and attributes, so tags can be counted). */
function wholeDiv(page: string, from: number): string | undefined {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = from;
  let depth = 0;
  for (let tag = tags.exec(page); tag !== null; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return page.slice(from, tag.index + tag[0].length);
  }
  return undefined;
}

/**
 * The block's HTML with what React streamed after the page's shell put in place: a Suspense
 * boundary (a lazy client leaf) leaves `<template id="B:0"></template>` where it stands and sends
 * its content later as `<div hidden id="S:0">…</div>`, which a script of the page moves in. The
 * editor runs no script, so the content is moved here, as a browser's page holds it once loaded.
 */
export function inlineSuspended(html: string, page: string): string {
  let result = html;
  for (let round = 0; round < 50; round++) {
    const boundary = /<template id="B:(\d+)"><\/template>/.exec(result);
    if (boundary === null) break;
    const opening = `<div hidden id="S:${boundary[1]}">`;
    const at = page.indexOf(opening);
    const segment = at < 0 ? undefined : wholeDiv(page, at);
    const content = segment === undefined ? '' : segment.slice(opening.length, -'</div>'.length);
    result = result.replace(boundary[0], content);
  }
  return result;
}

/** Classes of the page's own <html> and <body> that set the font and text (not the page layout), for the block's wrapper. */
const PAGE_LAYOUT_CLASSES: ReadonlySet<string> = new Set(['flex', 'flex-col', 'min-h-screen']);

export function frameClasses(page: string): string {
  const classOf = (tag: string) => new RegExp(`<${tag}\\b[^>]*\\sclass="([^"]*)"`).exec(page)?.[1] ?? '';
  return `${classOf('html')} ${classOf('body')}`
    .split(/\s+/)
    .filter((name) => name !== '' && !PAGE_LAYOUT_CLASSES.has(name))
    .join(' ');
}

async function fetchPage(id: string): Promise<string> {
  const response = await fetch(`${internalOrigin()}/api/editor/preview/${id}/`, {
    headers: { [PREVIEW_KEY_HEADER]: handOver().key },
    cache: 'no-store',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const page = await response.text();
  if (!response.ok) throw new Error(`the preview page answered ${response.status}`);
  return page;
}

/**
 * The HTML of the prepared blocks inside `<div class="cms-blocks">`, as the page at `path` shows
 * them, in a `<div>` with the classes of the page's `<html>` and `<body>` that give it the site's
 * font and text colour (the editor has neither element of the site).
 */
export async function renderPreview(prepared: Prepared, path: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  handOver().pending.set(id, { prepared, path, expires: Date.now() + HAND_OVER_MS });
  try {
    const page = await fetchPage(id);
    const start = page.indexOf(startMarker(id));
    const end = page.indexOf(endMarker(id));
    if (start < 0 || end < start) throw new Error('the preview page did not hold the block');
    const html = absoluteUrls(inlineSuspended(page.slice(start + startMarker(id).length, end), page), getSiteConfig().publicSiteUrl);
    return `<div class="${frameClasses(page)}">${html}</div>`;
  } finally {
    handOver().pending.delete(id);
  }
}

/**
 * The stylesheet without cascade layers: the editor adds the theme's editor styles unlayered, and
 * an unlayered rule beats any layered one, so the theme's link colour would win over the site's
 * button text. Tailwind writes its layers in their order (theme, base, components, utilities),
 * so their rules, unlayered in the same order, keep their precedence among themselves.
 */
export function unlayered(css: string): string {
  let out = css.replace(/@layer\s+[\w-]+(?:\s*,\s*[\w-]+)*\s*;/g, '');
  for (let opening = /@layer\s+[\w-]+\s*\{/.exec(out); opening !== null; opening = /@layer\s+[\w-]+\s*\{/.exec(out)) {
    let depth = 1;
    let at = opening.index + opening[0].length;
    for (; at < out.length && depth > 0; at++) {
      if (out[at] === '{') depth++;
      else if (out[at] === '}') depth--;
    }
    out = `${out.slice(0, opening.index)}${out.slice(opening.index + opening[0].length, at - 1)}${out.slice(at)}`;
  }
  return out;
}

let stylesheet: Promise<string> | undefined;

/**
 * The site's stylesheets, as every page links them, in one file with absolute URLs and without
 * cascade layers, for the editor (the build's, so kept while the process runs).
 */
export function siteStylesheet(): Promise<string> {
  stylesheet ??= (async () => {
    const page = await fetchPage(CANVAS_ID);
    const hrefs = [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((tag) => /\shref="([^"]+)"/.exec(tag[0])?.[1] ?? []);
    if (hrefs.length === 0) throw new Error('the site links no stylesheet');
    const origin = internalOrigin();
    const parts = await Promise.all(
      hrefs.map(async (href) => {
        const response = await fetch(new URL(href, origin), { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        return `/* ${href} */\n${cssUrlsFrom(await response.text(), new URL(href, getSiteConfig().publicSiteUrl))}`;
      }),
    );
    return unlayered(parts.join('\n'));
  })().catch((error: unknown) => {
    stylesheet = undefined;
    throw error;
  });
  return stylesheet;
}
