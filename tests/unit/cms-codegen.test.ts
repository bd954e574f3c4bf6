import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { generateGraphqlFiles } from '../../scripts/codegen-graphql';

const definitions = blockRegistry.blocks.map((block) => ({ names: block.names as [string, ...string[]], schema: block.schema, readsContent: false, drawsPageHeading: () => false }));

const ROOT = path.resolve(__dirname, '../..');

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

  it('produces typed documents for every operation', async () => {
    const types = (await generateGraphqlFiles(definitions)).find((file) => file.path === 'codegen/generated/graphql.ts');
    for (const name of ['PageByUriDocument', 'PageByUriGutenbergDocument', 'SiteFrameDocument', 'AllUrisDocument', 'MediaItemsDocument']) {
      expect(types?.content).toMatch(new RegExp(`export const ${name} = .* as unknown as DocumentNode<`));
    }
  });
});
