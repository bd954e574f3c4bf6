/**
 * Finds comments that send the reader to a document outside the repository: a numbered section
 * of the product spec or of the design notes, an issue and its points, a named section of the
 * README (sections move). A comment states the rule itself, or names a file of the repository.
 * Comments are found by each language's own rules (TypeScript's parser for the script files), so
 * code and strings that mention a spec are left alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A citation of an outside document: the product spec by section number, in brackets or with the
 * definite article; the design notes (in capitals); an issue by number; a named README section.
 */
export const OUTSIDE_CITATION = /\b[Ss]pec(?:'s)?\s+§?\s*\d|\([Ss]pec(?:[\s:)]|$)|\b[Tt]he spec\b|\bDESIGN\b|\b[Ii]ssues?\s+#?\d|\bREADME(?!'s)\s*[,'"‘“]/;

/** The same, on any line of a file: a file without one has no comment to read. */
const ANYWHERE = new RegExp(OUTSIDE_CITATION.source, 'm');

const SCRIPT = /\.(?:ts|tsx|mts|cts|cjs|mjs|js)$/;
const SCANNED = /\.(?:ts|tsx|mts|cts|cjs|mjs|js|php|css|sh|ya?ml|graphql|conf)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.next', 'data', 'tmp', 'coverage', 'test-results']);

interface Comment {
  /** Offset of the comment's first character. */
  readonly start: number;
  readonly text: string;
}

/** Every comment of a script, found by walking the parsed file's tokens and their trivia. */
function scriptComments(file: string, source: string): Comment[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, Comment>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, { start: range.pos, text: source.slice(range.pos, range.end) });
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return [...found.values()];
}

/** Comments of a language with `/* … *\/` blocks and, when `lineMarkers` match, line comments; quoted strings skipped. */
function delimitedComments(source: string, lineMarker: RegExp | undefined, blocks: boolean): Comment[] {
  const comments: Comment[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i, i + 2);
    const char = source[i] ?? '';
    if (blocks && rest === '/*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ start: i, text: source.slice(i, stop) });
      i = stop;
    } else if (lineMarker !== undefined && lineMarker.test(source.slice(Math.max(0, i - 1), i + 2))) {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push({ start: i, text: source.slice(i, stop) });
      // A marker that matched on the character before a line's end still moves on.
      i = Math.max(stop, i + 1);
    } else if (char === '"' || char === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== char && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else i += 1;
  }
  return comments;
}

/** Every comment of `file`, by the rules of its language. */
export function commentsOf(file: string, source: string): Comment[] {
  if (SCRIPT.test(file)) return scriptComments(file, source);
  if (file.endsWith('.css')) return delimitedComments(source, undefined, true);
  if (file.endsWith('.php')) return delimitedComments(source, /^(?:[^:]\/\/|\/\/|.#(?!\[)|^#(?!\[))/, true);
  // Shell, YAML, GraphQL and nginx: `#` at a line's start or after a blank.
  return delimitedComments(source, /^(?:#|\s#)/, false);
}

export interface Citation {
  /** `path:line`, the path relative to the scanned root. */
  readonly where: string;
  readonly line: string;
}

/** The citations of outside documents in the comments of `source`. */
export function citationsIn(file: string, source: string): Array<{ line: number; text: string }> {
  if (!ANYWHERE.test(source)) return [];
  const found: Array<{ line: number; text: string }> = [];
  for (const comment of commentsOf(file, source)) {
    const firstLine = source.slice(0, comment.start).split('\n').length;
    comment.text.split('\n').forEach((text, offset) => {
      if (OUTSIDE_CITATION.test(text)) found.push({ line: firstLine + offset, text: text.trim() });
    });
  }
  return found;
}

/** Whether `file` is a source file the scan reads: by its extension, or a shell script by its first line. */
function isScanned(file: string): boolean {
  if (SCANNED.test(file)) return true;
  if (path.extname(file) !== '') return false;
  return /^#!.*\b(?:ba|da)?sh\b/.test(readFileSync(file, 'utf8').slice(0, 80));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(full);
    return entry.isFile() && isScanned(full) ? [full] : [];
  });
}

/** Every citation of an outside document in the comments of the source files under `root`. */
export function scanTree(root: string): Citation[] {
  return sourceFiles(root).flatMap((file) =>
    citationsIn(file, readFileSync(file, 'utf8')).map(({ line, text }) => ({ where: `${path.relative(root, file)}:${line}`, line: text })),
  );
}

/** A path into the repository as comments and docs write it: a top-level folder, then a file with its extension. */
const REPOSITORY_PATH = /(?<![\w./-])((?:engine|block-schemas|renderers|site|config|records|codegen|content|scripts|wordpress|tests|deploy|docs|\.ci)\/[\w./@[\]-]*\.[a-z]{1,5})(?![\w/-])/g;

/** A path of this machine or beside the repository, which a clone does not have. */
const MACHINE_PATH = /(?<![\w.])(?:\/work\/|\/root\/|\/home\/\w|\.\.\/shared\/|\/tmp\/[\w-]+\/)/;

/** What a build writes (`site/.next`, git-ignored): absent from a fresh clone, so not checked. */
const BUILT = /(?:^|\/)\.next(?:\/|$)/;

/**
 * Placeholders, which name a kind of file rather than one: `<name>.json`, `*.ts`, `NAME.tsx`,
 * `[...path]` (a route folder).
 */
const isPattern = (cited: string): boolean => /[<>*…{}]|\[\.\.\.|(?:^|\/)[A-Z][A-Z_]+\.\w+$/.test(cited) || BUILT.test(cited);

/** In Markdown, the files a document shows for the reader to write: named in the paragraph right before a code fence. */
function filesShown(markdown: string): Set<string> {
  const shown = new Set<string>();
  for (const [, paragraph = ''] of markdown.matchAll(/([^\n]+(?:\n[^\n]+)*)\n\n```/g)) for (const [, cited = ''] of paragraph.matchAll(REPOSITORY_PATH)) shown.add(cited);
  return shown;
}

/** Every file path that a comment of a source file, or a Markdown document, cites and the repository lacks; and every machine path. */
export function missingCitedPaths(root: string): string[] {
  const markdown = [path.join(root, 'README.md'), ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => path.join(root, 'docs', name))];
  const texts = [
    ...sourceFiles(root).flatMap((file) => commentsOf(file, readFileSync(file, 'utf8')).map((comment) => ({ file, text: comment.text }))),
    ...markdown.map((file) => ({ file, text: readFileSync(file, 'utf8') })),
  ];
  const missing = new Set<string>();
  for (const { file, text } of texts) {
    const where = path.relative(root, file);
    const shown = file.endsWith('.md') ? filesShown(text) : new Set<string>();
    for (const [, cited = ''] of text.matchAll(REPOSITORY_PATH)) {
      const trimmed = cited.replace(/[.,:;)]+$/, '');
      if (!isPattern(trimmed) && !shown.has(cited) && !existsSync(path.join(root, trimmed))) missing.add(`${where}: ${trimmed}`);
    }
    const machine = MACHINE_PATH.exec(text);
    if (machine !== null) missing.add(`${where}: a path of this machine (${text.slice(machine.index, machine.index + 40).split(/\s/)[0] ?? ''})`);
  }
  return [...missing].sort();
}
