import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markScripts, shiftSourceMap, withCompileHint } from '../../scripts/lib/compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the script, once however often it runs', () => {
    fc.assert(
      fc.property(fc.string(), (source) => {
        const once = withCompileHint(source);
        expect(once).toBe(`${COMPILE_HINT}\n${source}`);
        expect(withCompileHint(once)).toBe(once);
      }),
    );
  });

  it('is the comment V8 reads: the first line, starting with //#', () => {
    expect(withCompileHint('a()').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('shiftSourceMap', () => {
  it('moves every mapping one generated line down and keeps the rest of the map', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACD' };
    const shifted = JSON.parse(shiftSourceMap(JSON.stringify(map))) as typeof map;
    expect(shifted).toEqual({ ...map, mappings: ';AAAA,CAAC;AACD' });
  });

  it('refuses a file that is not a source map', () => {
    expect(() => shiftSourceMap('{"version":3}')).toThrow('without mappings');
  });
});

describe('markScripts over a build folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(dir, 'nested'));
    writeFileSync(path.join(dir, 'a.js'), 'push([1,(e)=>{}])');
    writeFileSync(path.join(dir, 'a.js.map'), JSON.stringify({ version: 3, sources: [], names: [], mappings: 'AAAA' }));
    writeFileSync(path.join(dir, 'nested', 'b.js'), 'b()');
    writeFileSync(path.join(dir, 'style.css'), 'a{color:red}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('marks every script, nested ones too, shifts their maps and leaves other files alone', () => {
    expect(markScripts(dir)).toEqual({ marked: 2, unchanged: 0 });
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\npush([1,(e)=>{}])`);
    expect(readFileSync(path.join(dir, 'nested', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}\nb()`);
    expect((JSON.parse(readFileSync(path.join(dir, 'a.js.map'), 'utf8')) as { mappings: string }).mappings).toBe(';AAAA');
    expect(readFileSync(path.join(dir, 'style.css'), 'utf8')).toBe('a{color:red}');
  });

  it('changes nothing on a second run (a map is not shifted twice)', () => {
    markScripts(dir);
    expect(markScripts(dir)).toEqual({ marked: 0, unchanged: 2 });
    expect((JSON.parse(readFileSync(path.join(dir, 'a.js.map'), 'utf8')) as { mappings: string }).mappings).toBe(';AAAA');
  });
});
