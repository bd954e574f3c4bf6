/**
 * Debian's nginx on loopback for the topology test and the scale benchmark, running the
 * repository's own configuration (deploy/nginx/larkspur.conf) with this machine's addresses.
 * Each nginx gets a folder of its own (configuration, cache, temporary files, log) and is
 * stopped by its process group.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianProgram } from './debian';
import { freePort } from './smtp';

const root = path.resolve(__dirname, '../..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE_CONFIG_FILE = path.join(root, 'deploy/nginx/larkspur.conf');

const replaceOnce = (text: string, from: string | RegExp, to: string): string => {
  if (!(typeof from === 'string' ? text.includes(from) : from.test(text))) throw new Error(`${SITE_CONFIG_FILE} no longer has ${String(from)}`);
  return text.replace(from, to);
};

export interface SiteConfigOptions {
  readonly listen: number;
  /** The instances, `host:port`. */
  readonly upstreams: readonly string[];
  readonly cacheDir: string;
}

/** deploy/nginx/larkspur.conf with these instances, this port and this cache folder. */
export function siteConfig({ listen, upstreams, cacheDir }: SiteConfigOptions, source = readFileSync(SITE_CONFIG_FILE, 'utf8')): string {
  let text = replaceOnce(source, /listen 80;/, `listen 127.0.0.1:${listen};`);
  text = replaceOnce(text, '/var/cache/nginx/larkspur', cacheDir);
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`).join('\n');
  return replaceOnce(text, /(upstream larkspur_site \{\n)(?:\s*server [^\n]+\n)+/, `$1${servers}\n`);
}

export interface RunningNginx {
  readonly port: number;
  readonly url: string;
  /** A folder of this nginx's own (the cache may go in it). */
  readonly dir: string;
  /** The master's and workers' process ids (the benchmarks read their CPU time). */
  pids(): number[];
  stop(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const failure = exited();
      if (failure !== undefined) return reject(new Error(failure));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/**
 * Starts nginx with `http` (a function of the port and of its own folder) inside its `http {}`
 * block, after the http settings of Debian's nginx.conf; `workers` worker processes, no access log.
 */
export async function startNginx(http: (port: number, dir: string) => string, { workers = 1 } = {}): Promise<RunningNginx> {
  const program = ensureDebianProgram(NGINX_PATH, 'nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const conf = [
    'daemon off;',
    `worker_processes ${workers};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    // As root, nginx would otherwise run its workers as nobody, who cannot write this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 4096; }',
    // Debian's /etc/nginx/nginx.conf http settings, less its logs and its sites.
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  gzip on;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    http(port, dir),
    '}',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(program, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = () => (child.exitCode !== null ? `nginx exited with ${child.exitCode}: ${stderr}${readLog(dir)}` : undefined);
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, 10_000, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url: `http://127.0.0.1:${port}`, dir, pids: () => (child.pid === undefined ? [] : [child.pid, ...childrenOf(child.pid)]), stop };
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
