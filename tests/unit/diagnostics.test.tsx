/**
 * The engine tells the truth: a block written from the README (acf/testimonials, in
 * tests/support/example-block) broken the ways the issue lists, each producing the diagnostic a
 * validator run must show; the field helpers' required and default options; and the law of
 * "drop the smallest part".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockRegistry } from '../../codegen/generated/registry';
import {
  bindBlock,
  choice,
  createRegistry,
  flag,
  formatDiagnostic,
  html,
  image,
  link,
  numeric,
  payloadJsonSchema,
  preparePayload,
  repeater,
  salvage,
  text,
  unflatten,
  url,
} from '../../engine';
import { validateReport } from '../../scripts/lib/validate-report';
import { renderPageBlocks } from '../../site/standalone-render';
import testimonials from '../support/example-block/block-schemas/testimonials';
import Testimonials from '../support/example-block/renderers/testimonials';

const registry = createRegistry([...blockRegistry.blocks, bindBlock(testimonials, Testimonials)]);
const payload: unknown = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/payloads/testimonials-breakage.json'), 'utf8'));

/** The payload's blocks one at a time: [the diagnostics, the HTML]. */
async function prepareOne(index: number): Promise<[string[], string]> {
  const blocks = (payload as { blocks: unknown[] }).blocks;
  const prepared = preparePayload([blocks[index]], registry);
  return [prepared.diagnostics.map(formatDiagnostic), await renderPageBlocks(prepared.blocks, '/')];
}

const LINK_RULE = '(http, https, mailto, tel, a /path, #anchor or ?query)';

describe('a block author\'s breakages, through the validator', () => {
  it('reports each one with its severity, block path and field path; exits 1 for the missing heading', () => {
    const { lines, code } = validateReport(payload, registry);
    expect(lines).toEqual([
      "warning: blocks[1] acf/testimonials: background_color: 'purple' is not one of 'white', 'cement', 'slate'; replaced by 'white'",
      `warning: blocks[2] acf/testimonials: testimonials.0.link: 'javascript:alert(1)' is not a URL a link may point to ${LINK_RULE}; link dropped`,
      `warning: blocks[3] acf/testimonials: testimonials.0.link: 'ht!tp://not a url' is not a URL a link may point to ${LINK_RULE}; link dropped`,
      'warning: blocks[4] acf/testimonials: testimonials.1.link: the link has no URL; link dropped',
      'error: blocks[5] acf/testimonials: heading: required, but empty',
      'warning: blocks[6] acf/testimonials: testimonials.0.logo: attachment 999 could not be resolved to an image (no such id among the images the block was given); image dropped',
      'warning: blocks[7] acf/testimonials: testimonials.1.name: required, but empty; row testimonials.1 dropped',
      '1 error, 6 warnings; 7 blocks valid',
    ]);
    expect(code).toBe(1);
  });

  it('without the missing heading exits 0, and 1 under --strict', () => {
    const blocks = (payload as { blocks: unknown[] }).blocks.filter((_, index) => index !== 5);
    expect(validateReport(blocks, registry).code).toBe(0);
    expect(validateReport(blocks, registry, { strict: true }).code).toBe(1);
    expect(validateReport([blocks[0]], registry, { strict: true }).lines).toEqual(['ok: 1 blocks valid']);
  });

  it('an unknown background renders the default one', async () => {
    const [, html] = await prepareOne(1);
    expect(html).toContain('bg-white');
    expect(html).toContain('What our tenants say');
  });

  it('a refused link URL drops that link only: the quote, its author and the other link stay', async () => {
    for (const index of [2, 3]) {
      const [, html] = await prepareOne(index);
      expect(html).not.toMatch(/javascript:|ht!tp/);
      expect(html).toContain('Dana Ruiz');
      expect(html).toContain('href="/stories/crate/"');
      expect(html).not.toContain('/stories/northwind/');
    }
  });

  it('a link without a URL in one row drops that link, not the block', async () => {
    const [, html] = await prepareOne(4);
    expect(html).toContain('href="/stories/northwind/"');
    expect(html).toContain('Sam Okafor');
    expect(html).not.toContain('/stories/crate/');
  });

  it('a required field that is empty drops the block, with an error naming the field', async () => {
    const [diagnostics, html] = await prepareOne(5);
    expect(diagnostics).toEqual(['error: blocks[0] acf/testimonials: heading: required, but empty']);
    expect(html).toBe('');
  });

  it('an image that cannot be resolved drops that image only', async () => {
    const [, html] = await prepareOne(6);
    expect(html).not.toContain('northwind.png');
    expect(html).toContain('Dana Ruiz');
    const [, whole] = await prepareOne(0);
    // Served through the image optimizer, at the widths its `sizes` asks for.
    expect(whole).toContain('src="/_next/image/?url=%2Fimages%2Flogos%2Fnorthwind.png&amp;w=');
  });

  it('a row whose required field is empty is dropped, and the others render', async () => {
    const [, html] = await prepareOne(7);
    expect(html).toContain('Dana Ruiz');
    expect(html).not.toContain('Quote 2.');
  });
});

describe('the payload JSON Schema of the block', () => {
  it('lets another tool refuse the same breakages in the raw payload, except what needs the images (an id)', () => {
    const validate = new Ajv2020({ strict: false }).compile(payloadJsonSchema(testimonials));
    const blocks = (payload as { blocks: Array<{ attributes: unknown }> }).blocks;
    expect(blocks.map((block) => validate(block.attributes))).toEqual([true, false, false, false, false, false, true, false]);
    // ACF in content-blocks: `data` as a JSON string is described, not checked (JSON Schema cannot look inside).
    expect(validate({ data: JSON.stringify({ heading: 'x' }) })).toBe(true);
  });
});

describe('field helpers: required, defaults, and what they refuse', () => {
  const refusal = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues.map((issue) => issue.message);
  };

  it('text() and html(): missing, null and blank take the default; required refuses empty', () => {
    expect(text().parse(undefined)).toBe('');
    expect(text({ default: 'Learn more' }).parse('')).toBe('Learn more');
    expect(text({ default: 'Learn more' }).parse(null)).toBe('Learn more');
    expect(text({ default: 'Learn more' }).parse('Read')).toBe('Read');
    expect(refusal(text({ required: true }), '  ')).toEqual(['required, but empty']);
    expect(refusal(text({ required: true }), undefined)).toEqual(['required, but empty']);
    expect(refusal(html({ required: true }), '<p>&nbsp;</p>')).toEqual(['required, but empty']);
    expect(html({ required: true }).parse('<p><img src="/a.png" alt=""></p>')).toBe('<p><img src="/a.png" alt=""></p>');
    expect(refusal(text(), 42)).toEqual(['Invalid input: expected string, received number']);
  });

  it('choice(): blank is the default (the first value unless given); an unknown value is refused', () => {
    const colours = ['white', 'cement', 'slate'] as const;
    expect(choice(colours).parse('')).toBe('white');
    expect(choice(colours, { default: 'cement' }).parse(undefined)).toBe('cement');
    expect(choice(['2', '3', '4']).parse(3)).toBe('3');
    expect(refusal(choice(colours), 'purple')).toEqual(["'purple' is not one of 'white', 'cement', 'slate'"]);
  });

  it('flag(), numeric(): known spellings only; defaults and required', () => {
    expect([flag().parse('1'), flag().parse('0'), flag().parse(undefined), flag({ default: true }).parse('')]).toEqual([true, false, false, true]);
    expect(refusal(flag(), 'maybe')).toEqual(["'maybe' is not a true/false value ('1', '0', true, false)"]);
    expect([numeric().parse('1,250'), numeric().parse(''), numeric({ default: 3 }).parse(undefined)]).toEqual([1250, undefined, 3]);
    expect(refusal(numeric(), 'lots')).toEqual(["'lots' is not a number"]);
    expect(refusal(numeric({ required: true }), '')).toEqual(['required, but empty']);
  });

  it('link() and url(): a URL a link may point to, a bare URL accepted; empty is no link', () => {
    expect(link().parse('/news/x/')).toEqual({ url: '/news/x/', title: '', target: '' });
    expect(link().parse({ url: '', title: '', target: '' })).toBeUndefined();
    expect(link().parse(false)).toBeUndefined();
    expect(refusal(link(), { title: 'Read' })).toEqual(['the link has no URL']);
    expect(refusal(link(), { url: 'www.example.com', title: 'x' })).toEqual([`'www.example.com' is not a URL a link may point to ${LINK_RULE}`]);
    expect(refusal(link({ required: true }), '')).toEqual(['required, but empty']);
    for (const ok of ['https://x.example/a', '/a/', '#team', '?q=1', 'mailto:a@x.example', 'tel:+15550100']) expect(url().parse(ok)).toBe(ok);
    expect(refusal(url(), 'java\tscript:alert(1)')).toHaveLength(1);
    expect(url().parse(null)).toBe('');
  });

  it('image(): ids resolved by the engine; an id still here, a bare word or a data: URL is refused', () => {
    expect(image().parse('/a.jpg')).toEqual({ src: '/a.jpg', alt: '' });
    expect(refusal(image(), 42)).toEqual(['attachment 42 could not be resolved to an image (no such id among the images the block was given)']);
    expect(refusal(image(), 'logo')).toEqual(["'logo' is not an image URL (http, https or a /path)"]);
    expect(refusal(image(), { url: 'data:image/png;base64,AAAA' })).toEqual(["'data:image/png;base64,AAAA' is not an image URL (http, https or a /path)"]);
    expect(refusal(image({ required: true }), '')).toEqual(['required, but empty']);
  });

  it('resolves ids through whatever resolver the block is given; an id it cannot resolve is reported', () => {
    const schema = z.object({ logos: repeater({ logo: image() }) });
    const data = { logos: 2, logos_0_logo: 7, logos_1_logo: '8' };
    const resolveImage = (id: string) => (id === '7' ? { url: '/seven.png', alt: 'Seven' } : undefined);
    const result = salvage(schema, unflatten(schema, data, { resolveImage }));
    expect(result).toEqual({
      ok: true,
      data: { logos: [{ logo: { src: '/seven.png', alt: 'Seven' } }, { logo: undefined }] },
      warnings: [{ fieldPath: 'logos.1.logo', message: 'attachment 8 could not be resolved to an image (no such id among the images the block was given); image dropped' }],
    });
  });

  it('repeater({ required: true }) refuses a repeater without rows', () => {
    expect(refusal(repeater({ a: text() }, { required: true }), undefined)).toEqual(['required, but has no rows']);
  });
});

describe('drop the smallest part', () => {
  const schema = z.object({
    title: text({ required: true }),
    rows: repeater({ name: text({ required: true }), cards: repeater({ label: text({ required: true }), cta: link() }) }),
  });

  it('names rows as the payload numbers them, across passes and nested repeaters', () => {
    const data = {
      title: 'T',
      rows: 3,
      rows_0_name: '',
      rows_1_name: 'B',
      rows_1_cards: 3,
      rows_1_cards_0_label: 'x',
      rows_1_cards_0_cta: { title: 'no url' },
      rows_1_cards_1_label: '',
      rows_1_cards_2_label: 'z',
      rows_2_name: 'C',
    };
    const result = salvage(schema, unflatten(schema, data));
    expect(result.ok && result.data).toEqual({
      title: 'T',
      rows: [
        { name: 'B', cards: [{ label: 'x', cta: undefined }, { label: 'z', cta: undefined }] },
        { name: 'C', cards: [] },
      ],
    });
    expect(result.ok && result.warnings.map((w) => `${w.fieldPath}: ${w.message}`)).toEqual([
      'rows.0.name: required, but empty; row rows.0 dropped',
      'rows.1.cards.0.cta: the link has no URL; link dropped',
      'rows.1.cards.1.label: required, but empty; row rows.1.cards.1 dropped',
    ]);
  });

  it('never changes the payload it reads', () => {
    const list = z.object({ tags: z.array(z.string()).default([]) });
    const tags = ['a', 3, 'c'];
    const result = salvage(list, unflatten(list, { tags }));
    expect(result.ok && result.data).toEqual({ tags: ['a', 'c'] });
    expect(tags).toEqual(['a', 3, 'c']);
  });

  it('law: the rows kept are exactly the valid ones, in order, and each dropped row is reported once by its index', () => {
    const row = fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 6 }).filter((s) => s.trim() !== ''));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (names) => {
        const flat: Record<string, unknown> = { title: 'T', rows: names.length };
        names.forEach((name, index) => {
          flat[`rows_${index}_name`] = name;
        });
        const result = salvage(schema, unflatten(schema, flat));
        if (!result.ok) return false;
        const kept = names.filter((name) => name !== '');
        const dropped = names.flatMap((name, index) => (name === '' ? [`rows.${index}.name`] : []));
        return JSON.stringify(result.data.rows.map((r) => r.name)) === JSON.stringify(kept) && JSON.stringify(result.warnings.map((w) => w.fieldPath)) === JSON.stringify(dropped);
      }),
      { numRuns: 300 },
    );
  });
});
