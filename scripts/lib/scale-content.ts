/**
 * Deterministic, repeater-heavy pages of any size, for the benchmarks: wp-graphql-gutenberg
 * blocks `{name, attributesJSON, originalContent, innerBlocks}` of a few ACF block types shaped
 * like the site's heaviest ones (team accordions, grids of rows with accordions of team cards,
 * number grids). Each block carries tens to over a thousand flattened keys, half of them ACF's
 * `_field` references, as WordPress stores them.
 */
import { defineBlock, flag, flatten, html, link, numeric, repeater, text, type FlatRecord } from '../../engine';
import { seededRandom as random } from './random';

const teamCard = { name: text(), position: text(), email: text(), phone: text(), link_to_story: link() };

/** Like two-col-grid: rows → accordion_repeater → team_cards. */
export const scaleTwoColGrid = defineBlock({
  names: ['acf/scale-two-col-grid'],
  fields: {
    title: text(),
    description: html(),
    flip: flag(),
    cta_no_style: flag(),
    rows: repeater({
      top_header: text(),
      main_header: text(),
      desktop_image: text(),
      content: html(),
      cta: link(),
      align_content_to_left: flag(),
      accordion_repeater: repeater({ accordion_header: text(), accordion_content: html(), team_cards: repeater(teamCard) }),
    }),
  },
});

/** Like number-module: items of prefix, number, suffix and heading. */
export const scaleNumberModule = defineBlock({
  names: ['acf/scale-number-module'],
  fields: {
    main_heading: text(),
    use_block_default_data: flag(),
    items: repeater({ prefix: text(), number: numeric(), suffix: text(), heading: text() }),
  },
});

/** Like team-accordion: items → team_cards. */
export const scaleTeamAccordion = defineBlock({
  names: ['acf/scale-team-accordion'],
  fields: {
    heading: text(),
    content: html(),
    background: text(),
    items: repeater({ header: text(), content: html(), team_cards: repeater(teamCard) }),
  },
});

/** Like team-grid: member tiles mixed with quote tiles, a dozen to a few dozen of them. */
export const scaleTeamGrid = defineBlock({
  names: ['acf/scale-team-grid'],
  fields: {
    mobile_grid: flag(),
    items: repeater({
      item_type: text(),
      team_member_card_team_member: numeric(),
      team_member_card_rounded_corner: text(),
      team_member_card_hidden: flag(),
      quote_quote_text: text(),
      quote_author: text(),
      quote_author_title: text(),
      quote_background_color: text(),
      quote_quote_rounded_corner: text(),
      quote_margin_side: text(),
    }),
  },
});

export const scaleDefinitions = [scaleTwoColGrid, scaleNumberModule, scaleTeamAccordion, scaleTeamGrid] as const;

/** A wp-graphql-gutenberg block as the CMS sends it. */
export interface ScaleBlock {
  readonly name: string;
  readonly attributesJSON: string;
  readonly originalContent: string;
  readonly innerBlocks: readonly ScaleBlock[];
}

const WORDS = ['logistics', 'industrial', 'warehouse', 'distribution', 'park', 'regional', 'leasing', 'tenant', 'dock', 'clear', 'height', 'rail', 'served', 'infill', 'portfolio', 'development', 'build', 'suit', 'market', 'team'];
const NAMES = ['Avery Chen', 'Jordan Ruiz', 'Morgan Patel', 'Riley Okafor', 'Casey Lindqvist', 'Taylor Brooks'];

class Writer {
  constructor(private readonly next: () => number) {}

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(0, list.length - 1)] as T;
  }

  words(min: number, max: number): string {
    const count = this.int(min, max);
    return Array.from({ length: count }, () => this.pick(WORDS)).join(' ');
  }

  paragraph(): string {
    return `<p>${this.words(12, 30)}.</p>`;
  }

  cta(): FlatRecord {
    return { url: `/markets/${this.pick(WORDS)}-${this.int(1, 99)}`, title: this.words(1, 3), target: this.pick(['', '_blank']) };
  }

  teamCards(max: number): FlatRecord[] {
    return Array.from({ length: this.int(0, max) }, () => ({
      name: this.pick(NAMES),
      position: this.words(2, 4),
      email: `${this.pick(WORDS)}@larkspur.example`,
      phone: `(${this.int(200, 989)}) 555-${String(this.int(0, 9999)).padStart(4, '0')}`,
      link_to_story: this.cta(),
    }));
  }
}

const twoColGrid = (w: Writer): FlatRecord => ({
  title: w.words(2, 6),
  description: w.paragraph(),
  flip: w.pick(['0', '1']),
  cta_no_style: w.pick(['0', '1']),
  rows: Array.from({ length: w.int(2, 6) }, () => ({
    top_header: w.words(1, 3),
    main_header: w.words(2, 6),
    desktop_image: `https://cms.larkspur.example/wp-content/uploads/2024/0${w.int(1, 9)}/${w.pick(WORDS)}-${w.int(1, 400)}.jpg`,
    content: w.paragraph(),
    cta: w.cta(),
    align_content_to_left: w.pick(['0', '1']),
    accordion_repeater: Array.from({ length: w.int(1, 3) }, () => ({
      accordion_header: w.words(2, 5),
      accordion_content: w.paragraph(),
      team_cards: w.teamCards(6),
    })),
  })),
});

const numberModule = (w: Writer): FlatRecord => ({
  main_heading: w.words(2, 5),
  use_block_default_data: '0',
  items: Array.from({ length: w.int(4, 12) }, () => ({
    prefix: w.pick(['None', '$', '']),
    number: w.pick([String(w.int(1, 999)), `${w.int(1, 99)},${String(w.int(0, 999)).padStart(3, '0')}`]),
    suffix: w.pick(['None', 'M sqft', 'sqft', '+', '%']),
    heading: w.words(2, 5),
  })),
});

const teamAccordion = (w: Writer): FlatRecord => ({
  heading: w.words(2, 4),
  content: w.paragraph(),
  background: w.pick(['Solar', 'cardboard']),
  items: Array.from({ length: w.int(4, 12) }, () => ({ header: w.words(1, 3), content: w.paragraph(), team_cards: w.teamCards(8) })),
});

const teamGrid = (w: Writer): FlatRecord => ({
  mobile_grid: w.pick(['0', '1']),
  items: Array.from({ length: w.int(12, 40) }, () => {
    const quote = w.int(0, 4) === 0;
    return {
      item_type: quote ? 'quote' : 'team_member',
      team_member_card_team_member: quote ? '' : String(w.int(100, 999)),
      team_member_card_rounded_corner: w.pick(['', 'tl', 'tr', 'bl', 'br']),
      team_member_card_hidden: w.pick(['0', '0', '0', '1']),
      quote_quote_text: quote ? w.words(10, 24) : '',
      quote_author: quote ? w.pick(NAMES) : '',
      quote_author_title: quote ? w.words(2, 4) : '',
      quote_background_color: w.pick(['gold', 'darkGold', 'emerald', 'slate']),
      quote_quote_rounded_corner: w.pick(['tl', 'tr', 'bl', 'br']),
      quote_margin_side: w.pick(['ml', 'mr', 'mx']),
    };
  }),
});

const KINDS = [
  { definition: scaleTwoColGrid, value: twoColGrid },
  { definition: scaleNumberModule, value: numberModule },
  { definition: scaleTeamAccordion, value: teamAccordion },
  { definition: scaleTeamGrid, value: teamGrid },
] as const;

/**
 * ACF's stored form: every key is followed by its `_key` field reference, and repeater counts
 * (the only numbers `flatten` writes here) come as numbers or numeric strings.
 */
function withFieldReferences(flat: FlatRecord, w: Writer): FlatRecord {
  const data: FlatRecord = {};
  for (const [key, value] of Object.entries(flat)) {
    data[key] = typeof value === 'number' && w.int(0, 1) === 1 ? String(value) : value;
    data[`_${key}`] = `field_${w.int(0x10000000, 0x7fffffff).toString(16)}`;
  }
  return data;
}

/** One page of `count` blocks; the same seed gives the same page. */
export function generateScalePage(count: number, seed = 1): ScaleBlock[] {
  const w = new Writer(random(seed));
  return Array.from({ length: count }, (_, index) => {
    const kind = KINDS[index % KINDS.length] as (typeof KINDS)[number];
    const name = kind.definition.names[0];
    const data = withFieldReferences(flatten(kind.definition.schema, kind.value(w)), w);
    const attributes = { id: `block_${seed}_${index}`, name, data, align: '', mode: 'preview' };
    return { name, attributesJSON: JSON.stringify(attributes), originalContent: '', innerBlocks: [] };
  });
}
