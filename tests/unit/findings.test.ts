/**
 * Every finding of a block in one run: a block with four mistakes (one of them fatal) reports all
 * four, exactly as the same mistakes do spread over four blocks, and the fatal one still drops
 * the block.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindBlock, choice, createRegistry, defineBlock, image, link, repeater, text } from '../../engine';
import { validateReport } from '../../scripts/lib/validate-report';

/** A logo wall as a newcomer writes it from the docs: a heading, a column count, a link and logos. */
const logoWall = defineBlock({
  names: ['acf/logo-wall'],
  fields: {
    heading: text({ required: true }),
    columns: choice(['3', '4', '6']),
    cta: link(),
    logos: repeater({ company_name: text({ required: true }), logo: image() }),
  },
});

const registry = createRegistry([bindBlock(logoWall, () => null)]);

const valid: Readonly<Record<string, unknown>> = {
  heading: 'Our tenants',
  columns: '4',
  cta: { url: '/tenants/', title: 'All tenants', target: '' },
  logos: 3,
  logos_0_company_name: 'Northwind Freight',
  logos_0_logo: '/images/logos/northwind.png',
  logos_1_company_name: 'Crate & Co',
  logos_1_logo: '/images/logos/crate.png',
  logos_2_company_name: 'Fennel Foods',
  logos_2_logo: '/images/logos/fennel.png',
};

/** The four mistakes, each a change to the valid data. */
const MISTAKES = {
  heading: { heading: '' },
  columns: { columns: '5' },
  link: { cta: { url: 'javascript:alert(1)', title: 'All tenants', target: '' } },
  row: { logos_1_company_name: '' },
} as const;
type Mistake = keyof typeof MISTAKES;
const ALL = Object.keys(MISTAKES) as Mistake[];

const block = (mistakes: readonly Mistake[]) => ({
  name: 'acf/logo-wall',
  attributes: { name: 'acf/logo-wall', data: Object.assign({}, valid, ...mistakes.map((mistake) => MISTAKES[mistake])) },
});

/** The report's lines without its summary, each block's path read as `blocks[0]`. */
const findings = (blocks: readonly unknown[]): string[] =>
  validateReport(blocks, registry)
    .lines.slice(0, -1)
    .map((line) => line.replace(/blocks\[\d+\]/, 'blocks[0]'));

describe('every finding of a block in one run', () => {
  it('the four-mistake block gives four lines, and the missing heading drops it', () => {
    const { lines, code } = validateReport([block(ALL)], registry);
    expect(lines).toEqual([
      "warning: blocks[0] acf/logo-wall: columns: '5' is not one of '3', '4', '6'; replaced by '3'",
      "warning: blocks[0] acf/logo-wall: cta: 'javascript:alert(1)' is not a URL a link may point to (http, https, mailto, tel, a /path, #anchor or ?query); link dropped",
      'warning: blocks[0] acf/logo-wall: logos.1.company_name: required, but empty; row logos.1 dropped',
      'error: blocks[0] acf/logo-wall: heading: required, but empty',
      '1 error, 3 warnings; 0 blocks valid',
    ]);
    expect(code).toBe(1);
  });

  it('the same four mistakes split over four blocks give the same four lines', () => {
    expect(findings(ALL.map((mistake) => block([mistake]))).sort()).toEqual(findings([block(ALL)]).sort());
  });

  it('law: the findings of a block are the findings of each of its mistakes alone', () => {
    fc.assert(
      fc.property(fc.subarray(ALL), (mistakes) => {
        const together = findings([block(mistakes)]).sort();
        const alone = mistakes.flatMap((mistake) => findings([block([mistake])])).sort();
        return JSON.stringify(together) === JSON.stringify(alone);
      }),
      { numRuns: 50 },
    );
  });

  it('law: blocks validated together report what each reports alone', () => {
    const blockOf = fc.subarray(ALL).map((mistakes) => block(mistakes));
    fc.assert(
      fc.property(fc.array(blockOf, { maxLength: 5 }), (blocks) => {
        const together = validateReport(blocks, registry).lines.slice(0, -1);
        const alone = blocks.flatMap((one, index) => findings([one]).map((line) => line.replace('blocks[0]', `blocks[${index}]`)));
        return JSON.stringify(together) === JSON.stringify(alone);
      }),
      { numRuns: 50 },
    );
  });
});
