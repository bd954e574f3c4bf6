/**
 * V8's explicit compile hint for the browser's scripts. Chrome (136 and later) compiles a script's
 * functions the first time each is called, on the main thread, unless the script's first line is
 * the magic comment `//# allFunctionsCalledOnLoad`: then it compiles them all while the script
 * streams in, on a background thread. The framework's chunks (React, the App Router, Turbopack's
 * runtime) and the site's client leaves are run as soon as they arrive (a module's factory, then
 * the hydration of what it renders), so nearly every function in them is called on load; marked,
 * the task in which the runtime boots on a 4×-throttled phone fell from 350–460 ms to 100–120 ms
 * (docs/performance.md). Other browsers read the line as a comment.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `source` with the hint as its first line; unchanged when it has it already. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * A source map's JSON for the script once the hint is its first line: the generated code moved one
 * line down, which a `;` at the start of `mappings` says (an empty first line).
 */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings?: unknown };
  if (typeof map.mappings !== 'string') throw new Error('a source map without mappings');
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export interface HintReport {
  /** Scripts that got the hint. */
  readonly marked: number;
  /** Scripts that had it already (a second run over the same build). */
  readonly unchanged: number;
}

/** Gives every `.js` file under `dir` (a build's `static/chunks`) the compile hint, and shifts its source map when it has one. */
export function markScripts(dir: string): HintReport {
  let marked = 0;
  let unchanged = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) {
      unchanged += 1;
      continue;
    }
    writeFileSync(file, hinted);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) writeFileSync(mapFile, shiftSourceMap(readFileSync(mapFile, 'utf8')));
    marked += 1;
  }
  return { marked, unchanged };
}
