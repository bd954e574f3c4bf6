import { readFileSync } from 'node:fs';

/** A command-line failure that is the input's fault: printed as one line, never a stack trace. */
export class InputError extends Error {}

/** The value after `--name` on a command line, or undefined when the option is absent. */
export function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new InputError(`${name} needs a value`);
  return value;
}

/** Reads and parses a payload file (a block list, a node, or a GraphQL response, either shape). */
export function readPayloadFile(file: string | undefined): unknown {
  if (file === undefined || file.startsWith('--')) throw new InputError('missing FILE argument');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`cannot parse ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Exits with `code` once stdout and stderr have handed everything written to them to the OS.
 * Writes to a pipe are asynchronous: `process.exit` right after a large write would cut the
 * output at what the pipe had taken (64 KB), so the exit waits for an empty write queued after
 * the rest.
 */
export function exitWhenWritten(code: number): void {
  process.exitCode = code;
  let pending = 2;
  const written = () => {
    pending -= 1;
    if (pending === 0) process.exit(code);
  };
  process.stdout.write('', written);
  process.stderr.write('', written);
}

/** Runs a CLI main function: input errors exit 2 with one line; the result is the exit code. */
export function runCli(usage: string, main: () => Promise<number> | number): void {
  Promise.resolve()
    .then(main)
    .then(
      (code) => exitWhenWritten(code),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.error(error instanceof InputError ? `${message}\n${usage}` : `error: ${message}`);
        exitWhenWritten(2);
      },
    );
}
