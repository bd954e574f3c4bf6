/**
 * For every ACF block of the registry: a key no field can read, added to data stored as ACF
 * stores it, gives exactly one warning, at that key, and changes nothing else the block renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { contentBlocksTypeName, normalizePayload, prepareBlocks } from '../../engine';
import { ACF_JSON_DIR, type AcfFieldGroup } from '../../scripts/codegen/wordpress';
import { enteredValues, MediaLibrary, storeAsAcf } from '../support/acf-store';

const root = path.resolve(__dirname, '../..');
const groups: AcfFieldGroup[] = readdirSync(path.join(root, ACF_JSON_DIR))
  .filter((name) => name.startsWith('block-'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(root, ACF_JSON_DIR, name), 'utf8')) as AcfFieldGroup);

/** No field name of any block starts with `zq`, so such a key is read by none. */
const strayKey = fc.stringMatching(/^zq[a-z_]{1,12}$/);

describe('a stray key in ACF data', () => {
  for (const group of groups) {
    const name = group.location[0]?.[0]?.value ?? '';
    it(`${name}: is named once, and the block renders as without it`, () => {
      const schema = blockRegistry.lookup(name)?.schema;
      if (schema === undefined) throw new Error(`${name} is not in the registry`);
      fc.assert(
        fc.property(enteredValues(group.fields, schema), strayKey, fc.string(), (values, key, stray) => {
          const media = new MediaLibrary();
          const stored = storeAsAcf(group.fields, schema.parse(values) as Record<string, unknown>, media);
          const prepare = (data: Record<string, unknown>) => {
            const payload = [{ __typename: contentBlocksTypeName(name), name, clientId: 'b1', parentClientId: null, renderedHtml: '', attributes: { anchor: null, className: null, data: JSON.stringify(data) } }];
            return prepareBlocks(normalizePayload(payload).blocks, blockRegistry, { images: media.byId });
          };
          const clean = prepare(stored);
          const withStray = prepare({ ...stored, [key]: stray });
          expect(withStray.diagnostics.map(({ fieldPath, severity }) => ({ fieldPath, severity }))).toEqual([{ fieldPath: key, severity: 'warning' }]);
          expect(withStray.blocks[0]?.data).toEqual(clean.blocks[0]?.data);
        }),
        { numRuns: 15 },
      );
    });
  }
});
