/**
 * The README's complete block example is the tested one (tests/support/example-block), so a
 * block author copying it gets code that compiles, validates and renders.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The example's imports, as they read from block-schemas/ and renderers/. */
const asInTheRepository = (source: string): string =>
  source.replaceAll("'../../../../engine'", "'../engine'").replaceAll("'../../../../renderers/ui/", "'./ui/").trimEnd();

describe('the README', () => {
  it.each(['block-schemas/testimonials.ts', 'renderers/testimonials.tsx'])('shows %s exactly as tested', (file) => {
    const source = readFileSync(path.join(root, 'tests/support/example-block', file), 'utf8');
    const fence = file.endsWith('.tsx') ? 'tsx' : 'ts';
    expect(readme).toContain(`\`${file}\`:\n\n\`\`\`${fence}\n${asInTheRepository(source)}\n\`\`\``);
  });
});
