/**
 * The engine benchmark: generated repeater-heavy pages of 10 to 10,000 blocks through
 * the engine's full path (JSON.parse of attributesJSON, unflatten, zod validation), compared with
 * regex-per-row extraction and with JSON.parse itself.
 * Targets: vs_regex_extraction ≥ 20, vs_json_parse ≤ 3, scaling_10k_over_1k ≤ 11.
 */
import { deepStrictEqual } from 'node:assert/strict';
import { bindBlock, createRegistry, normalizePayload, prepareBlocks, preparePayload, unflatten, type FlatRecord, type Registry } from '../../engine';
import { generateScalePage, scaleDefinitions, scaleNumberModule, scaleTeamAccordion, scaleTeamGrid, scaleTwoColGrid, type ScaleBlock } from '../lib/scale-content';
import { atLeast, atMost, median, medianMs, timeMs, type BenchFigure } from './measure';
import { regexExtract, regexSpecs, type RegexSpec } from './regex-baseline';

const SEED = 20240305;
const SMALL_SIZES = [
  { blocks: 10, runs: 400 },
  { blocks: 100, runs: 100 },
] as const;
/** Rounds of the interleaved 1k / 10k measurement. */
const LARGE_ROUNDS = 5;

const registry: Registry = createRegistry([
  bindBlock(scaleTwoColGrid, () => null),
  bindBlock(scaleNumberModule, () => null),
  bindBlock(scaleTeamAccordion, () => null),
  bindBlock(scaleTeamGrid, () => null),
]);

/** The engine's full path; throws if the generated content does not validate, so nothing is skipped. */
function fullPath(page: readonly ScaleBlock[]): void {
  const { blocks, diagnostics } = preparePayload(page, registry);
  if (diagnostics.length > 0 || blocks.length !== page.length) throw new Error(`bench content is invalid: ${JSON.stringify(diagnostics[0])}`);
}

interface ParsedBlock {
  readonly schema: (typeof scaleDefinitions)[number]['schema'];
  readonly spec: RegexSpec;
  readonly data: FlatRecord;
}

function parsedBlocks(page: readonly ScaleBlock[]): ParsedBlock[] {
  return page.map((block) => {
    const definition = scaleDefinitions.find((d) => d.names.includes(block.name));
    const spec = regexSpecs[block.name];
    if (definition === undefined || spec === undefined) throw new Error(`no bench definition for ${block.name}`);
    const attributes = JSON.parse(block.attributesJSON) as { data: FlatRecord };
    return { schema: definition.schema, spec, data: attributes.data };
  });
}

/** Regex extraction ÷ our unflatten, interleaved on the same parsed payload, after checking both agree. */
function versusRegex(parsed: readonly ParsedBlock[], runs: number): number {
  // Equal as JSON: unflatten keeps a field the payload lacks as undefined, the baseline omits it.
  const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
  for (const block of parsed.slice(0, 300)) deepStrictEqual(asJson(regexExtract(block.spec, block.data)), asJson(unflatten(block.schema, block.data)));
  const ours = () => parsed.forEach((block) => unflatten(block.schema, block.data));
  const regex = () => parsed.forEach((block) => regexExtract(block.spec, block.data));
  ours();
  regex();
  const ratios = Array.from({ length: runs }, () => timeMs(regex) / timeMs(ours));
  return median(ratios);
}

/** Our unflatten + validation ÷ JSON.parse of the same attributesJSON strings, interleaved. */
function versusJsonParse(page: readonly ScaleBlock[], runs: number): number {
  const { blocks } = normalizePayload(page);
  const ours = () => void prepareBlocks(blocks, registry);
  const parse = () => page.forEach((block) => JSON.parse(block.attributesJSON));
  ours();
  parse();
  const ratios = Array.from({ length: runs }, () => timeMs(ours) / timeMs(parse));
  return median(ratios);
}

/**
 * The 1k and 10k pages, timed in alternation so that both see the same machine load: each round
 * times the 1k page three times (median) and the 10k page once.
 */
function largePages(page1k: readonly ScaleBlock[], page10k: readonly ScaleBlock[]): { ms1k: number; ms10k: number; scaling: number } {
  for (let i = 0; i < 3; i += 1) fullPath(page1k);
  fullPath(page10k);
  const rounds = Array.from({ length: LARGE_ROUNDS }, () => {
    const ms1k = median([0, 1, 2].map(() => timeMs(() => fullPath(page1k))));
    const ms10k = timeMs(() => fullPath(page10k));
    return { ms1k, ms10k };
  });
  return {
    ms1k: median(rounds.map((round) => round.ms1k)),
    ms10k: median(rounds.map((round) => round.ms10k)),
    scaling: median(rounds.map((round) => round.ms10k / round.ms1k)),
  };
}

/** Runs the engine benchmark and returns its figures. */
export function runEngineBench(): BenchFigure[] {
  const page1k = generateScalePage(1_000, SEED);
  const page10k = generateScalePage(10_000, SEED);
  const small = SMALL_SIZES.map(({ blocks, runs }) => {
    const page = generateScalePage(blocks, SEED);
    return { name: `engine.ms_${blocks}_blocks`, value: medianMs(() => fullPath(page), runs, 20) };
  });
  const { ms1k, ms10k, scaling } = largePages(page1k, page10k);

  return [
    { name: 'engine.blocks_per_s', value: 10_000 / (ms10k / 1000) },
    { name: 'engine.vs_regex_extraction', value: versusRegex(parsedBlocks(page10k), 5), target: atLeast(20) },
    { name: 'engine.vs_json_parse', value: versusJsonParse(page10k, 5), target: atMost(3) },
    { name: 'engine.scaling_10k_over_1k', value: scaling, target: atMost(11) },
    ...small,
    { name: 'engine.ms_1000_blocks', value: ms1k },
    { name: 'engine.ms_10000_blocks', value: ms10k },
  ];
}
