/** `npm run validate -- --cms` ends with the block types the CMS's pages hold that the site lacks, and how often. */
import { describe, expect, it, vi } from 'vitest';
import type { RawBlock } from '../../engine';

const block = (name: string): RawBlock => ({ name, attributes: name === 'core/paragraph' ? { content: '<p>Hi</p>' } : {}, originalContent: '', innerBlocks: [] });

const PAGES: Readonly<Record<string, readonly RawBlock[]>> = {
  '/': [block('core/latest-posts'), block('core/paragraph'), block('acf/logo-wall')],
  '/about/': [block('core/latest-posts'), { ...block('core/group'), innerBlocks: [block('core/latest-posts')] }],
};

vi.mock('../../site/cms/loaders', () => ({
  getAllUriEntries: async () => Object.keys(PAGES).map((uri) => ({ uri, kind: 'page', modified: '', noindex: false })),
  getPageByUri: async (uri: string) => ({ uri, blocks: PAGES[uri] ?? [], images: new Map() }),
}));

describe('npm run validate -- --cms: unknown block types', () => {
  it('counts every unknown block of every page, inner blocks included, and ends the report with them', async () => {
    const { cmsReport, validateCms } = await import('../../scripts/lib/validate-cms');
    const report = await validateCms();
    expect(report.unknownBlockTypes).toEqual([
      { name: 'core/latest-posts', count: 3 },
      { name: 'acf/logo-wall', count: 1 },
    ]);
    const { lines, code } = cmsReport(report, { strict: false, json: false, cms: 'embedded' });
    expect(code).toBe(1);
    expect(lines.slice(-4)).toEqual([
      '4 error(s), 0 warning(s) in 2 pages and posts',
      'unknown block types met (skipped; each needs a block schema and a renderer, or the content loses it):',
      '  core/latest-posts ×3',
      '  acf/logo-wall ×1',
    ]);
    const json = JSON.parse(cmsReport(report, { strict: false, json: true, cms: 'embedded' }).lines.join('\n')) as { unknownBlockTypes: unknown };
    expect(json.unknownBlockTypes).toEqual(report.unknownBlockTypes);
  });
});
