import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const fixture = (name: string) => path.join(root, 'tests/fixtures/payloads', name);

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);

describe('npm run validate', () => {
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
    expect(lines.at(-1)).toBe('5 errors, 1 warning; 4 blocks valid');
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
