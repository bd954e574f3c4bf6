import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const fixture = (name: string) => path.join(root, 'tests/fixtures/payloads', name);

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'cli-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a payload into the test's scratch folder and returns its path. */
function scratchFile(name: string, content: unknown): string {
  const file = path.join(scratch, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** A command's stdout written to a file by the shell, and the same through a pipe whose reader starts late. */
function fileAndPiped(script: string, ...args: string[]): { file: Buffer; piped: Buffer } {
  const command = [process.execPath, tsx, path.join(root, 'scripts', script), ...args].map((arg) => `'${arg}'`).join(' ');
  const out = path.join(scratch, `${script}.out`);
  const shell = (line: string) => spawnSync('sh', ['-c', line], { cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: 120_000, stdio: ['ignore', 'pipe', 'ignore'] });
  shell(`${command} > '${out}'`);
  const piped = shell(`${command} | (sleep 1; cat)`).stdout;
  return { file: readFileSync(out), piped };
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);

describe('npm run validate', () => {
  it('names each misspelt key of an ACF block with the field it probably meant, and --strict exits 1 on them', () => {
    const data = { timeline_title: 'Our story', items: 1, items_0_title: 'Oakland', items_0_subtitl: '2012', items_0_activ: '1', timline_title: 'x' };
    const file = scratchFile('misspelt.json', [{ name: 'acf/timeline', attributesJSON: JSON.stringify({ name: 'acf/timeline', data }), originalContent: '', innerBlocks: [] }]);
    const lenient = run('validate.ts', file);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout.split('\n').filter((line) => line.startsWith('warning'))).toEqual([
      "warning: blocks[0] acf/timeline: items.0.subtitl: no such field; did you mean 'subtitle'?",
      "warning: blocks[0] acf/timeline: items.0.activ: no such field; did you mean 'active'?",
      "warning: blocks[0] acf/timeline: timline_title: no such field; did you mean 'timeline_title'?",
    ]);
    expect(run('validate.ts', file, '--strict').code).toBe(1);
  });

  it('reports every hostile block with its severity, path, name and field, and exits 1', () => {
    const { code, stdout, stderr } = run('validate.ts', fixture('hostile.json'));
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines).toContain('error: blocks[2] core/heading: block has no attributes; skipped');
    expect(lines).toContain('error: blocks[3] acf/does-not-exist: unknown block type; skipped');
    expect(lines).toContain('warning: blocks[4].innerBlocks[0] core/heading: level: Number must be between 1 and 6; replaced by 2');
    expect(lines).toContain('error: blocks[5] (unnamed): not a block object; skipped');
    expect(lines).toContain('error: blocks[6] (unnamed): block has no name; skipped');
    expect(lines.some((line) => line.startsWith('error: blocks[1] core/paragraph: attributesJSON is not valid JSON ('))).toBe(true);
    expect(lines.slice(-3)).toEqual(['5 errors, 1 warning; 4 blocks valid', 'unknown block types met (skipped; each needs a block schema and a renderer, or the content loses it):', '  acf/does-not-exist ×1']);
    noStackTrace(stdout + stderr);
  });

  it('prints warnings but exits 0 when nothing was dropped, and exits 1 under --strict', () => {
    const file = fixture('warnings-only.json');
    const plain = run('validate.ts', file);
    expect(plain.stdout.trim().split('\n')).toEqual([
      "warning: blocks[0] core/paragraph: align: 'diagonal' is not one of '' (none), 'left', 'center', 'right', 'justify'; replaced by ''",
      "warning: blocks[1] core/button: url: 'javascript:alert(1)' is not a URL a link may point to (http, https, mailto, tel, a /path, #anchor or ?query); replaced by ''",
      '0 errors, 2 warnings; 2 blocks valid',
    ]);
    expect(plain.code).toBe(0);
    const strict = run('validate.ts', file, '--strict');
    expect(strict.stdout.trim().split('\n').at(-1)).toBe('warnings fail the run under --strict');
    expect(strict.code).toBe(1);
    expect(run('validate.ts', fixture('valid-content-blocks.json'), '--strict').code).toBe(0);
  });

  it('prints a machine-readable report with --json', () => {
    const { code, stdout } = run('validate.ts', fixture('hostile.json'), '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { ok: boolean; errors: number; warnings: number; problems: Array<{ severity: string; blockPath: string; name: string; fieldPath: string }> };
    expect(report.ok).toBe(false);
    expect([report.errors, report.warnings]).toEqual([5, 1]);
    expect(report.problems).toContainEqual(expect.objectContaining({ severity: 'warning', blockPath: 'blocks[4].innerBlocks[0]', name: 'core/heading', fieldPath: 'level' }));
    expect(report.problems).toContainEqual(expect.objectContaining({ severity: 'error', blockPath: 'blocks[3]', name: 'acf/does-not-exist', fieldPath: '' }));
  });

  it('accepts the wp-graphql-content-blocks shape and exits 0', () => {
    const { code, stdout } = run('validate.ts', fixture('valid-content-blocks.json'));
    expect(stdout).toContain('ok: 4 blocks valid');
    expect(code).toBe(0);
  });

  it('accepts a whole content-blocks response to the site\'s page query (typenames, null attributes, ACF data as a JSON string)', () => {
    const { code, stdout } = run('validate.ts', fixture('content-blocks-response.json'));
    // A file carries no media library: its attachment ids are reported, not resolved; no block is dropped.
    expect(stdout).toMatch(/^0 errors, \d+ warnings; 12 blocks valid$/m);
    expect(stdout.split('\n').filter((line) => line.startsWith('warning:')).every((line) => line.includes('could not be resolved to an image'))).toBe(true);
    expect(code).toBe(0);
  });

  it('exits 2 with one clear line when the file is not JSON or does not exist', () => {
    const truncated = run('validate.ts', fixture('truncated.json'));
    expect(truncated.code).toBe(2);
    expect(truncated.stderr).toContain('cannot parse');
    const missing = run('validate.ts', fixture('nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    noStackTrace(truncated.stderr + missing.stderr);
  });
});

describe('output through a pipe', () => {
  it('is whole: a multi-megabyte render and validate --json give through `| cat` the bytes they write to a file', () => {
    const paragraph = { name: 'core/paragraph', attributes: { content: `<p>${'Cross-dock doors, rail sidings and 36-foot clear heights near the port. '.repeat(14)}</p>` } };
    const render = fileAndPiped('render.tsx', scratchFile('many-paragraphs.json', Array.from({ length: 2500 }, () => paragraph)));
    expect(render.file.length).toBeGreaterThan(2_000_000);
    expect(render.piped.equals(render.file)).toBe(true);
    const unknown = Array.from({ length: 12_000 }, (_, index) => ({ name: 'core/latest-posts', attributes: { postsToShow: index } }));
    const report = fileAndPiped('validate.ts', scratchFile('many-unknown.json', unknown), '--json');
    expect(report.file.length).toBeGreaterThan(2_000_000);
    expect(report.piped.equals(report.file)).toBe(true);
  }, 240_000);
});

describe('npm run validate: unknown block types', () => {
  it('ends with the unknown block types it met and how often, the most frequent first', () => {
    const blocks = [...Array.from({ length: 3 }, () => ({ name: 'core/latest-posts', attributes: {} })), { name: 'acf/logo-wall', attributes: { data: {} } }, { name: 'core/paragraph', attributes: { content: '<p>Hi</p>' } }];
    const file = scratchFile('unknown.json', blocks);
    const { code, stdout } = run('validate.ts', file);
    expect(code).toBe(1);
    expect(stdout.trim().split('\n').slice(-4)).toEqual([
      '4 errors, 0 warnings; 1 blocks valid',
      'unknown block types met (skipped; each needs a block schema and a renderer, or the content loses it):',
      '  core/latest-posts ×3',
      '  acf/logo-wall ×1',
    ]);
    const json = JSON.parse(run('validate.ts', file, '--json').stdout) as { unknownBlockTypes: unknown };
    expect(json.unknownBlockTypes).toEqual([
      { name: 'core/latest-posts', count: 3 },
      { name: 'acf/logo-wall', count: 1 },
    ]);
  });
});

describe('fill-fixtures', () => {
  it('refuses a block the registry does not know, names the command to run, exits 1 and writes nothing', () => {
    const cases = [
      { title: 'a logo wall', input: { name: 'acf/logo-wall', attributes: { data: { heading: 'Our tenants' } } } },
      { title: 'a heading', input: { name: 'core/heading', attributes: { content: 'Hello', level: 2 } } },
    ];
    const file = scratchFile('logo-wall.json', `${JSON.stringify(cases, null, 2)}\n`);
    const before = readFileSync(file);
    const modified = statSync(file).mtimeMs;
    const { code, stdout, stderr } = run('fill-fixtures.tsx', file);
    expect(code).toBe(1);
    expect(stderr).toContain('acf/logo-wall is not a registered block');
    expect(stderr).toContain('npm run codegen');
    expect(stdout).not.toContain('rendered');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(modified);
    noStackTrace(stderr);
  });

  it('fills the cases of registered blocks', () => {
    const file = scratchFile('heading.json', [{ title: 'a heading', input: { name: 'core/heading', attributes: { content: 'Hello', level: 2 } } }]);
    const { code, stdout } = run('fill-fixtures.tsx', file);
    expect([code, stdout.trim()]).toEqual([0, `${file}: 1 case(s) rendered`]);
    const [filled] = JSON.parse(readFileSync(file, 'utf8')) as Array<{ output: string }>;
    expect(filled?.output).toMatch(/<h2[^>]*>Hello<\/h2>/);
  });
});

describe('npm run render', () => {
  it('renders what is valid, sanitized, with diagnostics on stderr, and exits 0', () => {
    const { code, stdout, stderr } = run('render.tsx', fixture('hostile.json'));
    expect(code).toBe(0);
    expect(stdout).toContain('Still here.');
    expect(stdout).toContain('Safe');
    expect(stdout).not.toMatch(/<script|onerror|javascript:/i);
    expect(stderr).toContain('warning: blocks[4].innerBlocks[0] core/heading: level: Number must be between 1 and 6; replaced by 2');
    noStackTrace(stderr);
  });

  it('rebuilds the content-blocks tree: inner blocks render inside their parent', () => {
    const { code, stdout } = run('render.tsx', fixture('valid-content-blocks.json'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/<section[^>]*>.*Space that moves with you.*Logistics space in 14 markets\..*<\/section>/s);
    expect(stdout).toContain('Saved HTML is used when content is absent.');
  });
});
