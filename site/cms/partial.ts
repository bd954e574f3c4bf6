/**
 * Partial answers. WPGraphQL answers a resolver's failure on one field (a malformed block
 * attribute, a plugin's bug) with that field null and an error carrying its `path`; the rest of
 * the answer is good. Such an answer is used: the failed field is left out (a block whose
 * attributes failed as a whole is dropped by the engine's validation), and each failure is
 * reported once. An error without a path, or one that nulled an operation's top-level field (the
 * page itself), leaves nothing to show and fails the request instead.
 */
import { isRecord } from '../../engine';
import type { GraphqlResponse } from './http-transport';

/** One field the CMS could not resolve. */
export interface FieldProblem {
  readonly operation: string;
  /** e.g. `nodeByUri.editorBlocks[12].attributes.minHeight` */
  readonly path: string;
  /** The block the field belongs to (its `name`), when it is inside one. */
  readonly block?: string;
  readonly message: string;
}

const isPath = (value: unknown): value is ReadonlyArray<string | number> =>
  Array.isArray(value) && value.length > 0 && value.every((step) => typeof step === 'string' || typeof step === 'number');

const formatPath = (path: ReadonlyArray<string | number>): string =>
  path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('');

/** The `name` of the innermost list item on the path that is a block (it has a `name` and a `__typename` or attributes). */
function blockOnPath(data: unknown, path: ReadonlyArray<string | number>): string | undefined {
  let node: unknown = data;
  let found: string | undefined;
  for (const step of path) {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[step] : undefined;
    if (typeof step === 'number' && isRecord(node) && typeof node.name === 'string' && /^[a-z0-9-]+\/[a-z0-9-]+$/.test(node.name)) found = node.name;
  }
  return found;
}

/**
 * The field problems of an answer that is usable in part, or undefined when it is not (no data,
 * an error without a path, or a top-level field lost).
 */
export function partialProblems(response: GraphqlResponse, operation: string): FieldProblem[] | undefined {
  const { data, errors = [] } = response;
  if (!isRecord(data) || errors.length === 0) return undefined;
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    const path = error.path;
    if (!isPath(path) || path.length < 2 || data[String(path[0])] === null || data[String(path[0])] === undefined) return undefined;
    const block = blockOnPath(data, path);
    // WPGraphQL says only "Internal server error" for a resolver's failure; its debug message (when on) says what.
    const debug = isRecord(error.extensions) && typeof error.extensions.debugMessage === 'string' ? error.extensions.debugMessage : undefined;
    const said = typeof error.message === 'string' ? error.message : JSON.stringify(error);
    const message = debug === undefined ? said : `${said}: ${debug}`;
    problems.push({ operation, path: formatPath(path), message, ...(block === undefined ? {} : { block }) });
  }
  return problems;
}

export const formatFieldProblem = (problem: FieldProblem): string =>
  `${problem.operation} ${problem.path}${problem.block === undefined ? '' : ` (${problem.block})`}: ${problem.message}; left out, the rest is used`;

type Listener = (problem: FieldProblem) => void;
const listeners = new Set<Listener>();
const logged = new Set<string>();

/** Reports each problem to the listeners, and logs each distinct one once per process. */
export function reportFieldProblems(problems: readonly FieldProblem[], log: (line: string) => void = console.warn): void {
  for (const problem of problems) {
    for (const listener of listeners) listener(problem);
    const line = `[cms] ${formatFieldProblem(problem)}`;
    if (logged.has(line)) continue;
    logged.add(line);
    log(line);
  }
}

/** Calls `listener` with every field problem until the returned function is called (the validator's report). */
export function watchFieldProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
