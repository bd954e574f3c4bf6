import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateGraphqlFiles } from '../../scripts/codegen-graphql';
import { loadDefinition } from '../../scripts/codegen/json-schema';
import { scanBlocks } from '../../scripts/codegen/registry';

const ROOT = path.resolve(__dirname, '../..');

/** The block definitions as `npm run codegen` reads them. */
const definitions = await Promise.all(scanBlocks(ROOT).map((entry) => loadDefinition(ROOT, entry.file)));

describe('GraphQL codegen', () => {
  it('is deterministic and the checked-in files are up to date', async () => {
    const first = await generateGraphqlFiles(definitions);
    const second = await generateGraphqlFiles(definitions);
    expect(second).toEqual(first);
    expect(first.map((file) => file.path)).toEqual(['codegen/generated/acf-blocks.graphql', 'codegen/generated/gutenberg-blocks.graphql', 'codegen/operations/BlockAttributes.graphql', 'codegen/generated/graphql.ts', 'codegen/generated/schema-sdl.ts']);
    for (const file of first) {
      expect(await readFile(path.join(ROOT, file.path), 'utf8'), `${file.path} is stale: run npm run codegen`).toBe(file.content);
    }
  });

  it("asks for a block's saved HTML only where it is read: core blocks whose attributes or renderer read it, never an ACF block", async () => {
    const fragment = (await generateGraphqlFiles(definitions)).find((file) => file.path === 'codegen/operations/BlockAttributes.graphql')?.content ?? '';
    const withHtml = [...fragment.matchAll(/\.\.\. on (\w+) \{\n    renderedHtml\n/g)].map((match) => match[1]);
    expect(withHtml).toEqual(expect.arrayContaining(['CoreParagraph', 'CoreList', 'CoreMediaText', 'CoreTable', 'CoreFreeform']));
    expect(withHtml.filter((type) => !type?.startsWith('Core'))).toEqual([]);
    expect(withHtml).not.toContain('CoreGroup');
    const page = await readFile(path.join(ROOT, 'codegen/operations/PageByUri.graphql'), 'utf8');
    expect(page.slice(page.indexOf('fragment EditorBlockFields'))).not.toMatch(/^\s+renderedHtml$/m);
  });

  it('declares every renderer that reads the saved HTML (block.originalContent) as reading it', async () => {
    for (const entry of scanBlocks(ROOT).filter((block) => block.hasRenderer)) {
      const renderer = await readFile(path.join(ROOT, 'renderers', `${entry.file}.tsx`), 'utf8');
      if (!renderer.includes('block.originalContent')) continue;
      expect((await loadDefinition(ROOT, entry.file)).readsSavedHtml, `block-schemas/${entry.file}.ts needs readsSavedHtml: true`).toBe(true);
    }
  });

  it('produces typed documents for every operation', async () => {
    const types = (await generateGraphqlFiles(definitions)).find((file) => file.path === 'codegen/generated/graphql.ts');
    for (const name of ['PageByUriDocument', 'PageByUriGutenbergDocument', 'SiteFrameDocument', 'AllUrisDocument', 'MediaItemsDocument']) {
      expect(types?.content).toMatch(new RegExp(`export const ${name} = .* as unknown as DocumentNode<`));
    }
  });
});
