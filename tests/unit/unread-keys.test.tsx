/**
 * A key of an ACF block's data that no field reads is named, with the field it probably meant:
 * the misspelt or renamed value would otherwise be ignored without a word.
 */
import { describe, expect, it } from 'vitest';
import { bindBlock, choice, createRegistry, defineBlock, flag, formatDiagnostic, link, numeric, preparePayload, repeater, text } from '../../engine';
import { likelyMeant } from '../../engine/flatten/unread';
import { plainWords } from '../../engine/validate/plain';

const pricingTiers = defineBlock({
  names: ['acf/pricing-tiers'],
  fields: {
    heading: text(),
    tiers: repeater(
      {
        name: text({ required: true }),
        price: numeric({ required: true }),
        period: choice(['month', 'year']),
        features: repeater({ feature: text() }),
        highlighted: flag(),
      },
      { required: true },
    ),
    cta: link(),
  },
});
const registry = createRegistry([bindBlock(pricingTiers, () => null)]);

const block = (data: Record<string, unknown>) => ({ name: 'acf/pricing-tiers', attributesJSON: JSON.stringify({ name: 'acf/pricing-tiers', data, mode: 'preview' }), originalContent: '', innerBlocks: [] });

const lines = (data: Record<string, unknown>) => preparePayload([block(data)], registry).diagnostics.map(formatDiagnostic);

const stored = {
  heading: 'Plans',
  _heading: 'field_aaa',
  tiers: 3,
  _tiers: 'field_bbb',
  tiers_0_name: 'Basic',
  tiers_0_price: '10',
  tiers_0_period: 'month',
  tiers_0_highlighted: '0',
  tiers_0_features: 1,
  tiers_0_features_0_feature: 'One dock',
  _tiers_0_features_0_feature: 'field_ccc',
  tiers_1_name: 'Plus',
  tiers_1_price: 20,
  tiers_2_name: 'Pro',
  tiers_2_price: 30,
};

describe('keys no field reads', () => {
  it('data as ACF stores it, references included, gives no warning', () => {
    expect(lines(stored)).toEqual([]);
  });

  it('names each misspelt or unknown key with its path and the field it probably meant, and still renders the block', () => {
    const { blocks, diagnostics } = preparePayload([block({ ...stored, tiers_3_colour: 'red', tiers_0_perod: 'week', tiers_0_highlihted: '1' })], registry);
    expect(blocks).toHaveLength(1);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      "warning: blocks[0] acf/pricing-tiers: tiers.3.colour: no such field; ignored",
      "warning: blocks[0] acf/pricing-tiers: tiers.0.perod: no such field; did you mean 'period'?",
      "warning: blocks[0] acf/pricing-tiers: tiers.0.highlihted: no such field; did you mean 'highlighted'?",
    ]);
  });

  it('names a nested repeater row key, a top-level typo, and a field of a row past the count', () => {
    expect(lines({ ...stored, tiers_0_features_0_featur: 'x', headng: 'y', tiers_5_name: 'Gone' })).toEqual([
      "warning: blocks[0] acf/pricing-tiers: tiers.0.features.0.featur: no such field; did you mean 'feature'?",
      "warning: blocks[0] acf/pricing-tiers: headng: no such field; did you mean 'heading'?",
      "warning: blocks[0] acf/pricing-tiers: tiers.5.name: row 5 is past the 3 rows 'tiers' holds; ignored",
    ]);
  });

  it('reads keys inside values that arrive nested (rows as objects)', () => {
    expect(lines({ heading: 'Plans', tiers: [{ name: 'Basic', price: 1, prise: 2 }] })).toEqual(["warning: blocks[0] acf/pricing-tiers: tiers.0.prise: no such field; did you mean 'price'?"]);
  });

  it('reports them beside the errors of a block that is dropped', () => {
    expect(lines({ heading: 'Plans', tiers: 0, tier: 2 })).toEqual([
      "warning: blocks[0] acf/pricing-tiers: tier: no such field; did you mean 'tiers'?",
      'error: blocks[0] acf/pricing-tiers: tiers: required, but has no rows',
    ]);
  });

  it('tells the editor in plain words', () => {
    expect(plainWords({ severity: 'warning', fieldPath: 'tiers.0.perod', message: "no such field; did you mean 'period'?" })).toBe(
      "Tiers, row 1, perod: This field is not in the block, so its value is not shown; did you mean 'period'?",
    );
    expect(plainWords({ severity: 'warning', fieldPath: 'colour', message: 'no such field; ignored' })).toBe('Colour: This field is not in the block, so its value is not shown.');
  });

  it('suggests only a close name', () => {
    expect(likelyMeant('perod', ['name', 'period', 'price'])).toBe('period');
    expect(likelyMeant('colour', ['name', 'period', 'price'])).toBeUndefined();
    expect(likelyMeant('ab', ['cd'])).toBeUndefined();
  });
});
