/**
 * Makes the site's one font file, site/app/fonts/inter-text.woff2, from Inter's variable Latin
 * file (@fontsource-variable/inter, SIL Open Font License, beside it as OFL.txt): the characters
 * of US English text (ASCII, Latin-1, typographic quotes, dashes and a few signs) and the weights
 * the site sets (400–700), with Inter's layout features kept. 48 KB becomes 29 KB, which the
 * page's first paint no longer waits behind on a phone's link (docs/performance.md). A character
 * outside the file is drawn in the next font of the stack (ui-sans-serif, system-ui).
 * `npx tsx scripts/make-font.ts`; tests/unit/font.test.ts checks that the file is what this makes
 * and that the demo content and the site's classes need nothing it lacks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const SOURCE = path.join(__dirname, '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const FONT_FILE = path.join(__dirname, '../site/app/fonts/inter-text.woff2');

/** The code points kept, as inclusive ranges. */
export const FONT_CHARACTERS: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: accented letters, ©, ®, °, ·, ×
  [0x131, 0x131], // dotless i
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2020, 0x2022], // † ‡ •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];

/** The weight axis kept: the site's classes use 400 (normal), 500, 600 and 700 (bold, `<strong>`). */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

export const fontCovers = (codePoint: number): boolean => FONT_CHARACTERS.some(([first, last]) => codePoint >= first && codePoint <= last);

/** The font file's bytes, as this script writes them. */
export function makeFont(): Promise<Buffer> {
  const text = FONT_CHARACTERS.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join('');
  return subsetFont(readFileSync(SOURCE), text, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } });
}

if (require.main === module) {
  void makeFont().then((font) => {
    writeFileSync(FONT_FILE, font);
    console.log(`${path.relative(process.cwd(), FONT_FILE)}: ${font.length} bytes`);
  });
}
