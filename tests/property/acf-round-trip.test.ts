/**
 * The editor's loop: for every ACF block, arbitrary data valid for its schema, entered in the
 * field group `npm run codegen` generated for WordPress (the committed ACF local JSON) and stored
 * the way ACF stores those field types (flattened keys, row counts, `_field` references; see
 * tests/support/acf-store.ts), comes back through the engine exactly as it went in: the
 * content-blocks payload is normalised, the ids resolved through the page's media, the data
 * unflattened and validated by the block's schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { bindBlock, contentBlocksTypeName, createRegistry, normalizePayload, prepareBlocks, type Registry } from '../../engine';
import { ACF_JSON_DIR, blockFieldGroup, type AcfFieldGroup } from '../../scripts/codegen/wordpress';
import testimonials from '../support/example-block/block-schemas/testimonials';
import Testimonials from '../support/example-block/renderers/testimonials';
import { enteredValues, MediaLibrary, storeAsAcf } from '../support/acf-store';

const root = path.resolve(__dirname, '../..');
const groups: AcfFieldGroup[] = readdirSync(path.join(root, ACF_JSON_DIR))
  .filter((name) => name.startsWith('block-'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(root, ACF_JSON_DIR, name), 'utf8')) as AcfFieldGroup);

const blockNames = (group: AcfFieldGroup) => group.location.map(([rule]) => rule?.value ?? '');

/** The property for one field group: what an editor enters comes back through the engine as the schema makes it. */
function roundTrips(group: AcfFieldGroup, registry: Registry): void {
  const names = blockNames(group);
  const schema = registry.lookup(names[0] ?? '')?.schema;
  if (schema === undefined) throw new Error(`${names[0]} is not in the registry`);
  const entered = enteredValues(group.fields, schema);
  fc.assert(
    fc.property(entered, fc.constantFrom(...names), (values, name) => {
      // Valid data is what the schema makes of what an editor entered: its own output.
      const data = schema.parse(values) as Record<string, unknown>;
      const media = new MediaLibrary();
      const stored = storeAsAcf(group.fields, data, media);
      const payload = [{ __typename: contentBlocksTypeName(name), name, clientId: 'b1', parentClientId: null, renderedHtml: '', attributes: { anchor: null, className: null, data: JSON.stringify(stored) } }];
      const { blocks, problems } = normalizePayload(payload);
      const prepared = prepareBlocks(blocks, registry, { images: media.byId });
      expect([...problems, ...prepared.diagnostics]).toEqual([]);
      expect(prepared.blocks[0]?.data).toEqual(data);
    }),
    { numRuns: 40 },
  );
}

describe('generated ACF field groups round-trip through ACF storage and the engine', () => {
  it('covers every ACF block name of the registry', () => {
    const covered = groups.flatMap(blockNames).sort();
    expect(covered).toEqual(blockRegistry.names.filter((name) => name.startsWith('acf/')));
  });

  for (const group of groups) {
    it(`${blockNames(group).join(', ')}: data valid for the schema comes back equal`, () => roundTrips(group, blockRegistry));
  }

  it("the README's example block, whose required fields ACF marks required, round-trips too", () => {
    const group = blockFieldGroup(testimonials);
    const field = (name: string, fields = group.fields) => fields.find((candidate) => candidate.name === name);
    expect(field('heading')?.required).toBe(1);
    expect(field('quote', field('testimonials')?.sub_fields)?.required).toBe(1);
    expect(field('intro')?.required).toBe(0);
    roundTrips(group, createRegistry([bindBlock(testimonials, Testimonials)]));
  });
});
