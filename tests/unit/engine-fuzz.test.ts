/**
 * The engine against 100,000 generated payloads: random JSON, real block names with hostile
 * attributes (huge, negative and string repeater counts, `__proto__` and `constructor` keys, deep
 * nesting, long strings, null and undefined everywhere, numbers as strings, the XSS corpus) in both
 * payload shapes, and mutations of the real fixtures. Whatever arrives:
 * - `normalizePayload` and `preparePayload` never throw;
 * - every block of the payload is in the normalised tree exactly once;
 * - every block either validates (and carries a renderer) or is dropped with a diagnostic at its
 *   path, and every diagnostic's fields are strings;
 * - nothing reaches `Object.prototype`;
 * - and what validation lets through renders (2,000 of the payloads).
 *
 * A failure prints fast-check's seed and path; `FUZZ_SEED=… npx vitest run tests/unit/engine-fuzz.test.ts`
 * replays it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { findBlockList, isRecord, normalizePayload, prepareBlocks, preparePayload, renderBlocks, type Prepared, type PreparedBlock, type RawBlock } from '../../engine';
import { createRenderContext } from '../../site/render-context';
import { renderHtml } from '../support/render-html';
import { slotsOf, type GutenbergBlock } from '../support/xss-placement';
import { xssUrls, xssVectors } from '../support/xss-vectors';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_517);


// ---------------------------------------------------------------- hostile values

/** Parsed from JSON, so that `__proto__` is an own key, as it is in any parsed CMS payload. */
const PROTO_OBJECTS: readonly unknown[] = [
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
  JSON.parse('{"__proto__": {"__proto__": {"polluted": "yes"}}, "prototype": {"polluted": "yes"}}'),
  JSON.parse('[{"__proto__": {"polluted": "yes"}}]'),
];

const nestedArray = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

const LONG_STRING = 'x'.repeat(100_000);
const LONG_HTML = '<p>'.repeat(5_000) + 'deep';

const payloadStrings = [...xssVectors.map((vector) => vector.html(1)), ...xssUrls.map((vector) => vector.url(1))];

/** Huge values are rare (one leaf in ~70), or nearly every payload would be 100 KB and the run slow. */
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, undefined, '', true, false, 0, -0, -1, 0.5, 1e9, -1e9, 1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, Number.NaN, Number.POSITIVE_INFINITY), weight: 20 },
  { arbitrary: fc.constantFrom('3', ' 2 ', '1,250', '-4', '1e9', '0x10', 'NaN', 'Infinity', '007', '2.5', '1', '0', 'true', 'null', 'undefined'), weight: 12 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 10 },
  { arbitrary: fc.oneof(fc.integer(), fc.double()), weight: 5 },
  { arbitrary: fc.constantFrom(...payloadStrings), weight: 10 },
  { arbitrary: fc.constantFrom(...PROTO_OBJECTS), weight: 4 },
  { arbitrary: fc.oneof(fc.constantFrom(LONG_STRING, LONG_HTML), fc.integer({ min: 50, max: 2_000 }).map(nestedArray)), weight: 1 },
);

/** Keys an attacker or a broken exporter might send, besides the schema's own. */
const nastyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'data', 'meta', 'name', 'content', ''),
  fc.string({ maxLength: 8 }),
);

/** An object built with `Object.fromEntries`, so a `__proto__` key is an own property, not the prototype. */
const objectOf = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxKeys = 5) =>
  fc.array(fc.tuple(key, value), { maxLength: maxKeys }).map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: objectOf(nastyKey, tie('value'), 4), weight: 1 },
  ),
}));

// ---------------------------------------------------------------- blocks with real names

const blockNames = blockRegistry.names;

/** The flattened ACF keys a block's schema reads (`items`, `items_0_title`, `hero_body`…), with row indices filled in. */
function keysOf(name: string): fc.Arbitrary<string> {
  const bound = blockRegistry.lookup(name);
  const slots = bound === undefined ? [] : slotsOf(bound.schema);
  const patterns = [...new Set(slots.flatMap((slot) => [slot.path[0] as string, slot.path.join('_')]))];
  if (patterns.length === 0) return nastyKey;
  const index = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(999, 1_000, 1_000_000));
  const schemaKey = fc.tuple(fc.constantFrom(...patterns), fc.array(index, { minLength: 2, maxLength: 2 })).map(([pattern, [first = 0, second = 0]]) =>
    pattern.replace('*', String(first)).replace('*', String(second)).replace(/_\*(?=_|$)/g, '_0'),
  );
  return fc.oneof({ arbitrary: schemaKey, weight: 4 }, { arbitrary: nastyKey, weight: 1 });
}

/** Repeater counts as ACF stores them, and as it should never store them. */
const count = fc.constantFrom(1, 2, 3, 0, -3, 2.5, 1e9, 1e21, '2', ' 3 ', 'abc', '1e9', '', null, [], {});

/** A block's attributes: ACF-style (`data` flattened, `meta` images) or core-style (fields at the top). */
function attributesFor(name: string): fc.Arbitrary<Record<string, unknown>> {
  const key = keysOf(name);
  const fields = objectOf(key, fc.oneof({ arbitrary: hostileValue, weight: 4 }, { arbitrary: count, weight: 1 }), 8);
  return fc.oneof(
    fc.record({ name: fc.constant(name), data: fields, meta: hostileValue, mode: fc.constant('preview') }, { requiredKeys: ['name', 'data'] }),
    fields,
  );
}

/** Built once per block name: making the arbitraries costs more than drawing from them. */
const attributesByName = new Map(blockNames.map((name) => [name, attributesFor(name)]));

interface Node {
  readonly name: unknown;
  readonly attributes: unknown;
  readonly originalContent: unknown;
  readonly innerBlocks?: unknown;
}

/** A block of a registered type (or, now and then, not) with hostile attributes. */
const hostileBlock: fc.Arbitrary<Node> = fc
  .oneof({ arbitrary: fc.constantFrom(...blockNames), weight: 9 }, { arbitrary: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(null, 5, 'acf/', 'core/')), weight: 1 })
  .chain((name) =>
    fc.record({
      name: fc.constant(name),
      attributes: (typeof name === 'string' ? attributesByName.get(name) : undefined) ?? hostileValue,
      originalContent: fc.oneof(fc.constantFrom(...payloadStrings), hostileValue),
    }),
  );

/** How the attributes travel: as `attributesJSON` (gutenberg: a string, sometimes broken) or as an object. */
const encode = (node: Node, asJson: boolean, cut: number | null): Record<string, unknown> => {
  if (!asJson) return { ...node };
  const json = JSON.stringify(node.attributes) ?? 'undefined';
  return { name: node.name, attributesJSON: cut === null ? json : json.slice(0, cut), originalContent: node.originalContent, innerBlocks: node.innerBlocks };
};

/** The gutenberg shape: a tree of blocks, inner blocks nested a few levels (or not an array at all). */
const { tree: gutenbergTree } = fc.letrec<{ tree: Record<string, unknown>[]; block: Record<string, unknown> }>((tie) => ({
  block: fc
    .tuple(hostileBlock, fc.boolean(), fc.option(fc.nat({ max: 40 }), { freq: 8 }), fc.oneof({ depthSize: 'small' }, fc.constant([]), tie('tree'), hostileValue))
    .map(([node, asJson, cut, innerBlocks]) => encode({ ...node, innerBlocks }, asJson, cut)),
  tree: fc.array(tie('block'), { maxLength: 4 }),
}));

/** The content-blocks shape: a flat list whose `parentClientId`s (from a small pool) may point anywhere, themselves included. */
const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', '');
const editorBlocks = fc.array(
  fc
    .tuple(hostileBlock, fc.boolean(), ids, fc.oneof(ids, fc.constantFrom(null, undefined, 'zzz', 5)), fc.boolean())
    .map(([node, asJson, clientId, parentClientId, withParent]) => ({
      ...encode(node, asJson, null),
      clientId,
      ...(withParent ? { parentClientId } : {}),
      renderedHtml: node.originalContent,
    })),
  { maxLength: 6 },
);

/** Where a block list travels: bare, in a node, in a GraphQL response, or as `blocksJSON`. */
const CARRIERS: ReadonlyArray<(blocks: unknown[]) => unknown> = [
  (blocks) => blocks,
  (blocks) => ({ blocks }),
  (blocks) => ({ editorBlocks: blocks }),
  (blocks) => ({ data: { page: { editorBlocks: blocks } } }),
  (blocks) => ({ data: { nodeByUri: { blocksJSON: JSON.stringify(blocks) ?? '' } } }),
];

const wrapped = (list: fc.Arbitrary<unknown[]>) => fc.tuple(list, fc.constantFrom(...CARRIERS)).map(([blocks, carry]) => carry(blocks));

// ---------------------------------------------------------------- mutations of the fixtures

const fixtureDir = path.resolve(__dirname, '../fixtures/blocks');
const fixtureInputs: GutenbergBlock[] = readdirSync(fixtureDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => (JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8')) as Array<{ input: GutenbergBlock }>).map((fixture) => fixture.input));

const DELETE = Symbol('delete');

/** A real fixture with some keys (top level or under `data`) replaced or deleted, maybe renamed, maybe cut. */
const mutatedFixture = fc
  .tuple(
    fc.constantFrom(...fixtureInputs),
    fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.oneof(hostileValue, count, fc.constant(DELETE)), nastyKey, fc.boolean()), { minLength: 1, maxLength: 6 }),
    fc.option(fc.constantFrom(...blockNames), { freq: 5 }),
    fc.option(fc.nat({ max: 400 }), { freq: 10 }),
  )
  .map(([fixture, edits, rename, cut]) => {
    const attributes = JSON.parse(fixture.attributesJSON) as Record<string, unknown>;
    // Only the freshly parsed objects are edited: generated values are shared between runs.
    const data = isRecord(attributes.data) ? attributes.data : attributes;
    for (const [inData, pick, value, extraKey, existing] of edits) {
      const target = inData ? data : attributes;
      const keys = Object.keys(target);
      const key = existing && keys.length > 0 ? (keys[pick % keys.length] as string) : extraKey;
      if (value === DELETE) delete target[key];
      else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    }
    const json = JSON.stringify(attributes);
    return { ...fixture, name: rename ?? fixture.name, attributesJSON: cut === null ? json : json.slice(0, cut) };
  });

const mutatedPayload = wrapped(fc.array(mutatedFixture, { minLength: 1, maxLength: 5 }));

// ---------------------------------------------------------------- the laws

/** How many blocks the payload holds: every entry of its list (and of gutenberg `innerBlocks` arrays). */
function inputCount(list: readonly unknown[], flat: boolean): number {
  if (flat) return list.length;
  return list.reduce<number>((sum, node) => sum + 1 + (isRecord(node) && Array.isArray(node.innerBlocks) ? inputCount(node.innerBlocks, false) : 0), 0);
}

const treeCount = (blocks: readonly RawBlock[]): number => blocks.reduce((sum, block) => sum + 1 + treeCount(block.innerBlocks), 0);
const preparedCount = (blocks: readonly PreparedBlock[]): number => blocks.reduce((sum, block) => sum + 1 + preparedCount(block.innerBlocks), 0);

/** How many blocks the runs made, and how many of them validated: a fuzz that validates nothing renders nothing. */
const tally = { blocks: 0, valid: 0 };

/** Every raw block validated (and so has a renderer) or has a diagnostic at its path; walks into validated blocks only. */
function checkAccounted(raw: readonly RawBlock[], prepared: readonly PreparedBlock[], diagnosed: ReadonlySet<string>, parentPath: string): void {
  const byPath = new Map(prepared.map((block) => [block.path, block]));
  raw.forEach((block, index) => {
    const blockPath = `${parentPath}[${index}]`;
    const done = byPath.get(blockPath);
    if (done === undefined) {
      expect(diagnosed.has(blockPath), `${blockPath} was dropped without a diagnostic`).toBe(true);
      return;
    }
    expect(typeof done.key).toBe('string');
    expect(done.name).toBe(block.name);
    expect(typeof done.render).toBe('function');
    checkAccounted(block.innerBlocks, done.innerBlocks, diagnosed, `${blockPath}.innerBlocks`);
  });
}

/**
 * All the laws for one payload; returns what was prepared, for rendering. `preparePayload` is
 * `normalizePayload` then `prepareBlocks`: the large runs call those two, so that each payload
 * is normalised once, and the others `preparePayload` itself.
 */
function checkPayload(payload: unknown, entry: 'preparePayload' | 'prepareBlocks'): Prepared {
  const normalized = normalizePayload(payload);
  const list = findBlockList(payload);
  if (list !== undefined) {
    const flat = list.some((node) => isRecord(node) && 'parentClientId' in node);
    expect(treeCount(normalized.blocks), 'every block of the payload is in the tree once').toBe(inputCount(list, flat));
  }
  const prepared: Prepared =
    entry === 'preparePayload'
      ? preparePayload(payload, blockRegistry)
      : (({ blocks, diagnostics }) => ({ blocks, diagnostics: [...normalized.problems, ...diagnostics] }))(prepareBlocks(normalized.blocks, blockRegistry));
  for (const diagnostic of prepared.diagnostics) {
    expect(Object.values(diagnostic).every((field) => typeof field === 'string')).toBe(true);
    expect(diagnostic.message).not.toBe('');
  }
  checkAccounted(normalized.blocks, prepared.blocks, new Set(prepared.diagnostics.map((diagnostic) => diagnostic.blockPath)), 'blocks');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  tally.blocks += treeCount(normalized.blocks);
  tally.valid += preparedCount(prepared.blocks);
  return prepared;
}

// ---------------------------------------------------------------- the runs

const prototypeKeys = () => [Object.prototype, Array.prototype, Function.prototype].map((proto) => Object.getOwnPropertyNames(proto).sort().join());
let before: string[];
const timings: string[] = [];

beforeAll(() => {
  before = prototypeKeys();
  // Renderers warn about what they drop; with hostile content that is a lot of noise.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.restoreAllMocks();
  console.log(`engine fuzz (seed ${SEED}): ${timings.join(', ')}`);
});

/** Runs a property with the fixed seed and records how long it took. */
function run<T>(label: string, arbitrary: fc.Arbitrary<T>, numRuns: number, entry: Parameters<typeof checkPayload>[1]): void {
  const started = performance.now();
  const before = { ...tally };
  fc.assert(
    fc.property(arbitrary, (payload) => void checkPayload(payload, entry)),
    { numRuns, seed: SEED },
  );
  timings.push(`${label} ${numRuns} in ${Math.round(performance.now() - started)} ms (${tally.valid - before.valid} of ${tally.blocks - before.blocks} blocks valid)`);
}

/** The runs are sized by count; the limit only catches a hang, on a machine shared by many builds. */
const FUZZ_TIMEOUT = 900_000;

describe('the engine fuzzed with 100,000 payloads', () => {
  it('random JSON and random values: 20,000', { timeout: FUZZ_TIMEOUT }, () => {
    run('random', wrapped(fc.array(fc.oneof(fc.jsonValue(), fc.anything(), hostileValue), { maxLength: 6 })), 10_000, 'preparePayload');
    run('random whole payloads', fc.oneof(fc.jsonValue(), fc.anything(), hostileValue), 10_000, 'preparePayload');
  });

  it('real block names with hostile attributes, gutenberg tree: 30,000', { timeout: FUZZ_TIMEOUT }, () => {
    run('gutenberg', wrapped(gutenbergTree), 30_000, 'prepareBlocks');
  });

  it('real block names with hostile attributes, content-blocks flat list: 25,000', { timeout: FUZZ_TIMEOUT }, () => {
    run('content-blocks', wrapped(editorBlocks), 25_000, 'prepareBlocks');
  });

  it('mutations of the real fixtures: 23,000', { timeout: FUZZ_TIMEOUT }, () => {
    run('fixture mutations', mutatedPayload, 23_000, 'preparePayload');
  });

  it('renders whatever validation lets through: 2,000', { timeout: FUZZ_TIMEOUT }, async () => {
    const ctx = await createRenderContext('/');
    const started = performance.now();
    const before = { ...tally };
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedPayload, wrapped(gutenbergTree), wrapped(editorBlocks)), async (payload) => {
        const prepared = checkPayload(payload, 'preparePayload');
        await renderHtml(renderBlocks(prepared.blocks, ctx));
      }),
      { numRuns: 2_000, seed: SEED },
    );
    timings.push(`rendered 2000 in ${Math.round(performance.now() - started)} ms (${tally.valid - before.valid} valid blocks of ${tally.blocks - before.blocks})`);
  });

  it('left Object.prototype, Array.prototype and Function.prototype alone', () => {
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });
});
