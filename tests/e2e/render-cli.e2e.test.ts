/**
 * `npm run render` prints what the site serves: for every page of the embedded CMS, the command's
 * output for the page's payload equals the markup inside the page's `<div class="cms-blocks">`,
 * trailing slashes and image markup included. Three things are set aside, none of them the
 * blocks' own: the resource hints React moves into the page's `<head>`, the order in which the
 * page streams the content of its Suspense boundaries (the test moves it in, as the browser's
 * script does), and React's `useId` ids, which count the components above the blocks.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const siteUrl = inject('siteUrl');
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const pagesDir = path.join(root, 'content/pages');

const pages = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: path.join(pagesDir, name), uri: (JSON.parse(readFileSync(path.join(pagesDir, name), 'utf8')) as { uri: string }).uri }))
  .sort((a, b) => a.uri.localeCompare(b.uri));

const OPEN = '<div class="cms-blocks">';

/** The markup inside the element that `open` starts at `start`: up to the `</div>` that closes it. */
function innerDiv(page: string, start: number, open: string): string {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + open.length;
  let depth = 1;
  for (let tag = tags.exec(page); tag !== null; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return page.slice(start + open.length, tag.index);
  }
  throw new Error(`${open} is not closed`);
}

/**
 * The page as the browser's DOM holds it once streamed: each Suspense boundary's content
 * (`<div hidden id="S:1">`) moved into its placeholder (`<template id="B:1">`), which the
 * streamed `$RC("B:1","S:1")` script does.
 */
function withBoundariesResolved(page: string): string {
  let html = page;
  for (const [, boundary, segment] of page.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g)) {
    const open = `<div hidden id="${segment}">`;
    const content = innerDiv(page, page.indexOf(open), open);
    html = html.replace(`<!--$?--><template id="${boundary}"></template>`, `<!--$-->${content}`);
  }
  return html;
}

/** The markup inside the page's `<div class="cms-blocks">`. */
function blockMarkup(page: string): string {
  const resolved = withBoundariesResolved(page);
  const start = resolved.indexOf(OPEN);
  if (start < 0) throw new Error('the page has no <div class="cms-blocks">');
  return innerDiv(resolved, start, OPEN);
}

/** `<link rel="preload">`s React hoists into the page's head; the command prints them first. */
const withoutHoistedHints = (html: string): string => html.replace(/^(<link rel="preload"[^>]*\/>)+/, '');

/** React's `useId` ids depend on the components above the blocks: numbered in order of appearance. */
function withIdsInOrder(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/_[RS]_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
    return ids.get(id) as string;
  });
}

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return index === a.length && index === b.length ? '' : `at ${index}:\n  render: ${a.slice(index - 80, index + 160)}\n  site:   ${b.slice(index - 80, index + 160)}`;
}

describe('npm run render', () => {
  it.each(pages)('$uri: prints the block markup the site serves', async ({ file, uri }) => {
    // Both at once: a request sent after a long wait can meet a kept-alive socket the server is closing.
    const [rendered, response] = await Promise.all([
      promisify(execFile)(process.execPath, [tsx, path.join(root, 'scripts/render.tsx'), file, '--path', uri], { cwd: root, encoding: 'utf8', timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }),
      fetch(`${siteUrl}${uri}`).then(async (answer) => ({ status: answer.status, text: await answer.text() })),
    ]);
    expect(response.status).toBe(200);
    const printed = withIdsInOrder(withoutHoistedHints(rendered.stdout.trimEnd()));
    const served = withIdsInOrder(blockMarkup(response.text));
    expect(firstDifference(printed, served)).toBe('');
  });
});
