/**
 * Debian packages the tests and benchmarks run (Chromium, nginx, redis-server): installed with
 * apt-get when the program is missing, as a developer or CI machine may not have it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `program` (an absolute path), installing `pkg` with apt-get first when it is missing. */
export function ensureDebianProgram(program: string, pkg: string): string {
  if (existsSync(program)) return program;
  console.log(`${program} is missing: installing Debian's ${pkg}`);
  const prefix = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (...args: string[]) => {
    const [command = 'apt-get', ...rest] = [...prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run('apt-get', 'update');
  run('apt-get', 'install', '-y', '--no-install-recommends', pkg);
  if (!existsSync(program)) throw new Error(`${pkg} was installed but ${program} does not exist`);
  return program;
}
