/**
 * The baseline the engine is measured against: repeater extraction as many headless-WordPress
 * sites write it, by hand per block, with one RegExp per row tested against every key of the
 * block (`new RegExp('^' + field + '_' + i + '_(.+)$')`), recursing for nested repeaters.
 */
import type { FlatRecord } from '../../engine';

/** What a hand-written component knows of its block: plain fields and repeaters by name. */
export interface RegexSpec {
  readonly fields: ReadonlySet<string>;
  readonly repeaters: Readonly<Record<string, RegexSpec>>;
}

const spec = (fields: readonly string[], repeaters: Record<string, RegexSpec> = {}): RegexSpec => ({
  fields: new Set(fields),
  repeaters,
});

const teamCards = spec(['name', 'position', 'email', 'phone', 'link_to_story']);

/** The scale blocks as the baseline's components would describe them. */
export const regexSpecs: Readonly<Record<string, RegexSpec>> = {
  'acf/scale-two-col-grid': spec(['title', 'description', 'flip', 'cta_no_style'], {
    rows: spec(['top_header', 'main_header', 'desktop_image', 'content', 'cta', 'align_content_to_left'], {
      accordion_repeater: spec(['accordion_header', 'accordion_content'], { team_cards: teamCards }),
    }),
  }),
  'acf/scale-number-module': spec(['main_heading', 'use_block_default_data'], {
    items: spec(['prefix', 'number', 'suffix', 'heading']),
  }),
  'acf/scale-team-grid': spec(['mobile_grid'], {
    items: spec([
      'item_type',
      'team_member_card_team_member',
      'team_member_card_rounded_corner',
      'team_member_card_hidden',
      'quote_quote_text',
      'quote_author',
      'quote_author_title',
      'quote_background_color',
      'quote_quote_rounded_corner',
      'quote_margin_side',
    ]),
  }),
  'acf/scale-team-accordion': spec(['heading', 'content', 'background'], {
    items: spec(['header', 'content'], { team_cards: teamCards }),
  }),
};

function extractRows(data: FlatRecord, keys: readonly string[], field: string, rowSpec: RegexSpec): FlatRecord[] {
  const rows: FlatRecord[] = [];
  const count = Number(data[field]) || 0;
  for (let i = 0; i < count; i += 1) {
    const pattern = new RegExp('^' + field + '_' + i + '_(.+)$');
    const row: FlatRecord = {};
    for (const key of keys) {
      const match = pattern.exec(key);
      if (match !== null && rowSpec.fields.has(match[1] as string)) row[match[1] as string] = data[key];
    }
    for (const [name, nested] of Object.entries(rowSpec.repeaters)) {
      if (`${field}_${i}_${name}` in data) row[name] = extractRows(data, keys, `${field}_${i}_${name}`, nested);
    }
    rows.push(row);
  }
  return rows;
}

/** The nested value of one block's ACF data, the regex way. */
export function regexExtract(blockSpec: RegexSpec, data: FlatRecord): FlatRecord {
  const keys = Object.keys(data);
  const out: FlatRecord = {};
  for (const field of blockSpec.fields) if (field in data) out[field] = data[field];
  for (const [name, rowSpec] of Object.entries(blockSpec.repeaters)) {
    if (name in data) out[name] = extractRows(data, keys, name, rowSpec);
  }
  return out;
}
