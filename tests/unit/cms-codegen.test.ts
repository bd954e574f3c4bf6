import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateGraphqlFiles } from '../../scripts/codegen-graphql';

const ROOT = path.resolve(__dirname, '../..');

describe('GraphQL codegen', () => {
  it('is deterministic and the checked-in files are up to date', async () => {
    const first = await generateGraphqlFiles();
    const second = await generateGraphqlFiles();
    expect(second).toEqual(first);
    expect(first.map((file) => file.path)).toEqual(['codegen/generated/graphql.ts', 'codegen/generated/schema-sdl.ts']);
    for (const file of first) {
      expect(await readFile(path.join(ROOT, file.path), 'utf8'), `${file.path} is stale: run npm run codegen`).toBe(file.content);
    }
  });

  it('produces typed documents for every operation', async () => {
    const [types] = await generateGraphqlFiles();
    for (const name of ['PageByUriDocument', 'SiteFrameDocument', 'AllUrisDocument']) {
      expect(types?.content).toMatch(new RegExp(`export const ${name} = .* as unknown as DocumentNode<`));
    }
  });
});
