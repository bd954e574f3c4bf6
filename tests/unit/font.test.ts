/**
 * The site's font file (scripts/make-font.ts): it is what the script makes, and nothing the demo
 * content writes or the site's classes ask for falls outside it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FILE, FONT_WEIGHTS, fontCovers, makeFont } from '../../scripts/make-font';

const root = path.join(__dirname, '../..');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === '.next' || name === 'node_modules' ? [] : filesUnder(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}

const WEIGHT_CLASSES: Readonly<Record<string, number>> = {
  'font-thin': 100, 'font-extralight': 200, 'font-light': 300, 'font-normal': 400,
  'font-medium': 500, 'font-semibold': 600, 'font-bold': 700, 'font-extrabold': 800, 'font-black': 900,
};

describe('the site’s font', () => {
  it('is the file scripts/make-font.ts makes (29 KB of Inter’s 48 KB Latin file)', async () => {
    const committed = readFileSync(FONT_FILE);
    expect(committed.equals(await makeFont()), 'run `npx tsx scripts/make-font.ts`').toBe(true);
    expect(committed.length).toBeLessThan(32 * 1024);
  });

  it('has every character the demo content writes', () => {
    const missing = new Set<string>();
    for (const file of filesUnder(path.join(root, 'content'), /\.(json|ts)$/)) {
      for (const character of readFileSync(file, 'utf8')) {
        const codePoint = character.codePointAt(0) ?? 0;
        if (codePoint >= 0x20 && !fontCovers(codePoint)) missing.add(`${character} U+${codePoint.toString(16)} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('has every weight the site’s classes ask for', () => {
    const outside = filesUnder(path.join(root, 'renderers'), /\.tsx?$/).concat(filesUnder(path.join(root, 'site'), /\.(tsx?|css)$/)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)]
        .filter((match) => {
          const weight = WEIGHT_CLASSES[match[0]] ?? 0;
          return weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max;
        })
        .map((match) => `${match[0]} in ${path.relative(root, file)}`),
    );
    expect(outside).toEqual([]);
  });
});
