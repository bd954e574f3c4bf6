/**
 * PHP for the tests of the WordPress plugin's own code, run with WordPress's functions stood in
 * for: Debian's php-cli, installed when it is missing (tests/support/debian.ts), so these tests
 * run on every machine instead of being skipped.
 */
import { execFileSync } from 'node:child_process';
import { ensureDebianProgram } from './debian';

/** Runs `script` (PHP code without `<?php`) and returns what it printed; PHP's errors go to stderr and fail the run. */
export function runPhp(script: string): string {
  const php = ensureDebianProgram('/usr/bin/php', 'php-cli');
  return execFileSync(php, ['-d', 'display_errors=stderr', '-r', script], { encoding: 'utf8' });
}
