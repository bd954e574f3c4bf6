/**
 * The worked example of docs/blocks.md ("A worked example: from nothing to a block on a page"),
 * run exactly as printed, in a copy of the repository under tmp/: each file it shows is written
 * where the paragraph before it says, each `sh` line is run in order (`npm start` in the
 * background), and the page it names shows the new block.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './server';

const root = path.resolve(__dirname, '../..');
const copy = path.join(root, 'tmp/worked-example');
const doc = readFileSync(path.join(root, 'docs/blocks.md'), 'utf8');
const section = doc.slice(doc.indexOf('## 4. A worked example'), doc.indexOf('## What the engine does with bad content'));

type Step = { readonly kind: 'file'; readonly file: string; readonly text: string } | { readonly kind: 'command'; readonly line: string };

/** The section's steps in order: a fenced file (named by the last path the paragraph before it quotes), or the lines of an `sh` fence. */
function stepsOf(text: string): Step[] {
  const steps: Step[] = [];
  for (const match of text.matchAll(/([^\n]*(?:\n(?!\n)[^\n]*)*)\n\n```(\w+)\n([\s\S]*?)\n```/g)) {
    const [, paragraph = '', language, body = ''] = match;
    if (language === 'sh') {
      for (const line of body.split('\n')) if (line.trim() !== '' && !line.startsWith('#')) steps.push({ kind: 'command', line });
      continue;
    }
    const file = [...paragraph.matchAll(/`([\w./-]+\/[\w.-]+\.\w+)`/g)].map((quoted) => quoted[1]).find((quoted) => quoted !== undefined);
    if (file === undefined) throw new Error(`a ${language ?? ''} block with no file named before it`);
    steps.push({ kind: 'file', file, text: `${body}\n` });
  }
  return steps;
}

/** The repository as it is now (tracked and new files, none ignored), with node_modules hard-linked. */
function copyRepository(): void {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  execFileSync('sh', ['-c', `tar -cf - --null -T - | tar -xf - -C '${copy}'`], { cwd: root, input: files });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let server: { stop(): void } | undefined;
afterAll(() => {
  server?.stop();
  rmSync(copy, { recursive: true, force: true });
});

async function startInBackground(line: string): Promise<string> {
  const port = await freePort();
  const child = spawn('sh', ['-c', line], { cwd: copy, env: { ...env, PORT: String(port) }, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  server = { stop: () => child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, 'SIGTERM') };
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${line} exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("docs/blocks.md's worked example", () => {
  const steps = stepsOf(section);

  it('is a schema, a renderer and a fixture, and commands through to npm start', () => {
    expect(steps.filter((step) => step.kind === 'file').map((step) => step.kind === 'file' && step.file)).toEqual([
      'block-schemas/pricing-tiers.ts',
      'renderers/pricing-tiers.tsx',
      'tests/fixtures/blocks/pricing-tiers.json',
    ]);
    expect(steps.at(-1)).toEqual({ kind: 'command', line: 'npm start' });
  });

  it('runs as printed, and the About page shows the plans', { timeout: 30 * 60_000 }, async () => {
    copyRepository();
    let url = '';
    for (const step of steps) {
      if (step.kind === 'file') {
        writeFileSync(path.join(copy, step.file), step.text);
      } else if (step.line === 'npm start') {
        url = await startInBackground(step.line);
      } else {
        const run = spawnSync('sh', ['-c', step.line], { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
        expect(run.status, `${step.line}\n${run.stdout}\n${run.stderr}`).toBe(0);
      }
    }
    const fixture = JSON.parse(readFileSync(path.join(copy, 'tests/fixtures/blocks/pricing-tiers.json'), 'utf8')) as Array<{ input: { attributesJSON: string }; output: string }>;
    expect(fixture[0]?.input.attributesJSON).toContain('"tiers_1_features_0_feature":"Four dock doors"');
    expect(fixture[0]?.output).toContain('Flexible space, three ways');

    const html = await (await fetch(`${url}/about/`)).text();
    const blocks = html.slice(html.indexOf('class="cms-blocks"'));
    for (const shown of ['Flexible space, three ways', '$4,500', 'Four dock doors', '$480,000', 'Talk to our leasing team']) expect(blocks).toContain(shown);
  });
});
