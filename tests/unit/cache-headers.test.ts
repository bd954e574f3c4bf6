/**
 * Which paths Next's header rules give the pages' shared-cache lifetime, matched with Next's own
 * matcher: pages do; a 404 under a public file folder (`/images/missing.jpg`) must not, since a
 * header rule cannot tell it from a file and a shared cache would keep it for a year.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { cacheHeaderRules, FILE_FOLDERS } from '../../site/cache-headers';
import { noSuchFile } from '../../site/server/not-found';

const root = path.resolve(__dirname, '../..');

/** Whether a page rule gives `pathname` the shared-cache lifetime. */
const cachedAsPage = (pathname: string) => cacheHeaderRules().some((rule) => getPathMatch(rule.source, { removeUnnamedParams: true, strict: true, regexModifier: (regex) => regex })(pathname) !== false);

describe('the page cache rule', () => {
  it('gives pages their shared-cache lifetime, and not the API, the build\'s files or /news/', () => {
    for (const page of ['/', '/about/', '/region/east/', '/news/some-article/', '/blocks/']) expect(cachedAsPage(page), page).toBe(true);
    for (const other of ['/api/health/', '/_next/static/chunks/a.js', '/news/']) expect(cachedAsPage(other), other).toBe(false);
  });

  it('leaves paths inside every file folder out, so a 404 there keeps its no-store', () => {
    for (const missing of ['/images/missing.jpg', '/files/nope.pdf', '/maps/x.svg', '/media/x.mp4', '/wp-content/uploads/2024/x.pdf', '/blocks/schema/nope.json', '/blocks/nope']) expect(cachedAsPage(missing), missing).toBe(false);
    expect(noSuchFile().headers.get('cache-control')).toBe('no-store');
  });

  it('lists every folder that has a catch-all answering missing files', () => {
    const catchAlls = readdirSync(path.join(root, 'site/app')).filter((folder) => {
      const route = path.join(root, 'site/app', folder, '[...path]/route.ts');
      return existsSync(route) && readFileSync(route, 'utf8').includes('noSuchFile');
    });
    expect(catchAlls.sort()).toEqual([...FILE_FOLDERS].sort());
  });
});
