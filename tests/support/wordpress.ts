/**
 * A real WordPress for the end-to-end test of the plugin: Debian's `wordpress` package (6.1) with
 * PHP's built-in server and the machine's MariaDB (127.0.0.1:3306 or `TEST_MARIADB_HOST`, root
 * without a password), on a database of its own (`wp_e2e_<random>`, dropped at the end) and a
 * content folder of its own whose only plugin is the repository's wordpress/larkspur-site. Installs the Debian packages
 * (wordpress, php-cli, php-mysql) when they are missing, as the browser tests install Chromium.
 *
 * Nothing outside the run is touched but one file, /etc/wordpress/config-<run>.php, which
 * Debian's wp-config.php requires to find the run's configuration (removed at the end).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/server';

const root = path.resolve(__dirname, '../..');
const support = path.join(root, 'tests/support/wordpress');
export const WORDPRESS_ROOT = '/usr/share/wordpress';
export const PLUGIN_SOURCE = path.join(root, 'wordpress/larkspur-site');

const hasPhpWithMysql = (): boolean => {
  try {
    execFileSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Debian's WordPress and PHP with MySQL, installed with apt-get when missing. */
export function ensureWordPressPackages(): void {
  if (existsSync(path.join(WORDPRESS_ROOT, 'wp-settings.php')) && hasPhpWithMysql()) return;
  console.log('WordPress or PHP is missing: installing Debian\'s wordpress, php-cli and php-mysql');
  const prefix = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (...args: string[]) => {
    const [command = 'apt-get', ...rest] = [...prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run('apt-get', 'update');
  run('apt-get', 'install', '-y', '--no-install-recommends', 'wordpress', 'php-cli', 'php-mysql');
  if (!existsSync(path.join(WORDPRESS_ROOT, 'wp-settings.php')) || !hasPhpWithMysql()) throw new Error('wordpress, php-cli and php-mysql were installed but PHP cannot load WordPress with MySQL');
}

export interface RunningWordPress {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  /** A REST call as the administrator (application password), e.g. `rest('POST', '/wp/v2/posts', {...})`. */
  rest(method: string, route: string, body?: unknown): Promise<{ status: number; json: unknown; ms: number }>;
  /** Sets an option (or deletes it, without a value) from the command line. */
  option(name: string, value?: string): void;
  /** What a post type was registered with for GraphQL (null when it is not registered). */
  postType(name: string): { show_in_graphql: unknown; graphql_single_name: unknown; graphql_plural_name: unknown } | null;
  /** Applies a site options file with the plugin's import (`larkspur_site_import_options_file`); returns its report and what it set. */
  importOptions(file: string): { report: string[] | string; options: Record<string, unknown>; frontPage: number; menuLocations: Record<string, number> };
  /** Logs in as the administrator and fetches an admin page's HTML. */
  adminPage(pathAndQuery: string): Promise<string>;
  /**
   * Defines constants in the run's wp-config (read on every request), as a site owner would
   * instead of the settings screen; with nothing, removes them.
   */
  constants(values?: Readonly<Record<string, string>>): void;
  /** What the ACF blocks' render callback prints in the block editor for `block` ({name, data, …}) of post `postId`. */
  editorPreview(block: unknown, postId: number): string;
  /** What PHP wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

export interface WordPressOptions {
  /** Where the plugin sends revalidations and points Preview (its setting `larkspur_site_url`). */
  readonly siteUrl: string;
  readonly secret: string;
  /** LARKSPUR_REVALIDATE_TIMEOUT, in seconds. */
  readonly timeoutSeconds?: number;
}

/** The run's folder, its wp-content (the repository's plugin, Debian's themes) and the config file Debian's wp-config.php requires. */
function prepareRun(run: string): { dir: string; content: string; configName: string; configFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), `larkspur-wp-${run}-`));
  const content = path.join(dir, 'wp-content');
  for (const sub of ['plugins', 'uploads', 'upgrade']) mkdirSync(path.join(content, sub), { recursive: true });
  symlinkSync(PLUGIN_SOURCE, path.join(content, 'plugins/larkspur-site'));
  symlinkSync(path.join(WORDPRESS_ROOT, 'wp-content/themes'), path.join(content, 'themes'));
  const configName = `larkspur-e2e-${run}`;
  const configFile = `/etc/wordpress/config-${configName}.php`;
  mkdirSync('/etc/wordpress', { recursive: true });
  writeFileSync(configFile, `<?php require ${JSON.stringify(path.join(support, 'config.php'))};\n`);
  return { dir, content, configName, configFile };
}

/** PHP's built-in server on `port`, in a process group of its own. */
function serve(port: number, errorLog: string, env: NodeJS.ProcessEnv): ReturnType<typeof spawn> {
  return spawn(
    'php',
    // No opcache: the run's wp-config constants change between requests, sooner than opcache looks again.
    ['-d', 'opcache.enable=0', '-d', 'log_errors=1', '-d', `error_log=${errorLog}`, '-d', 'display_errors=0', '-d', 'error_reporting=E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED', '-S', `127.0.0.1:${port}`, '-t', WORDPRESS_ROOT, path.join(support, 'router.php')],
    { env: { ...env, PHP_CLI_SERVER_WORKERS: '2' }, detached: true, stdio: 'ignore' },
  );
}

/** A REST call to the WordPress at `url` with `authorization`, through `?rest_route=` (no pretty permalinks needed). */
async function restCall(url: string, authorization: string, method: string, route: string, body?: unknown): Promise<{ status: number; json: unknown; ms: number }> {
  const started = performance.now();
  const [routePath = '', query] = route.split('?');
  const response = await fetch(`${url}/?rest_route=${encodeURIComponent(routePath).replace(/%2F/g, '/')}${query ? `&${query}` : ''}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${route} answered ${response.status} with something that is not JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, json, ms };
}

/** Writes `values` as PHP constants into `file`, or removes it without values. */
function writeConstants(file: string, values: Readonly<Record<string, string>> | undefined): void {
  if (values === undefined) return rmSync(file, { force: true });
  const lines = Object.entries(values).map(([name, value]) => `define( ${phpString(name)}, ${phpString(value)} );`);
  writeFileSync(file, `<?php\n${lines.join('\n')}\n`);
}

/** Installs a fresh WordPress with the plugin active and configured, and serves it on a free port. */
export async function startWordPress(options: WordPressOptions): Promise<RunningWordPress> {
  ensureWordPressPackages();
  const run = randomBytes(5).toString('hex');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { dir, content, configName, configFile } = prepareRun(run);
  const errorLog = path.join(dir, 'php-error.log');
  const constantsFile = path.join(dir, 'constants.php');
  const env = {
    ...process.env,
    LARKSPUR_E2E_CONFIG: configName,
    LARKSPUR_E2E_DB: `wp_e2e_${run}`,
    LARKSPUR_E2E_URL: url,
    LARKSPUR_E2E_CONTENT: content,
    LARKSPUR_E2E_CONSTANTS: constantsFile,
    LARKSPUR_E2E_DB_HOST: process.env.TEST_MARIADB_HOST ?? '127.0.0.1:3306',
    ...(options.timeoutSeconds ? { LARKSPUR_E2E_TIMEOUT: String(options.timeoutSeconds) } : {}),
  };
  const php = (...args: string[]) =>
    execFileSync('php', ['-d', 'error_reporting=E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED', '-d', 'display_errors=stderr', path.join(support, 'cli.php'), ...args], { env, encoding: 'utf8' });
  const password = randomBytes(12).toString('hex');
  let server: ReturnType<typeof spawn> | undefined;

  const stop = async () => {
    if (server?.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    try {
      php('drop-db');
    } catch (error) {
      console.error(`could not drop database wp_e2e_${run}:`, error);
    }
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    php('create-db');
    const installed = JSON.parse(php('install', password)) as { applicationPassword: string; activePlugins: string[] };
    php('option', 'larkspur_site_url', options.siteUrl);
    php('option', 'larkspur_site_revalidate_secret', options.secret);
    server = serve(port, errorLog, env);
    await waitFor(`${url}/wp-login.php`, 20_000);
    const authorization = `Basic ${Buffer.from(`admin:${installed.applicationPassword}`).toString('base64')}`;
    let cookies: string | undefined;

    return {
      url,
      rest: (method, route, body) => restCall(url, authorization, method, route, body),
      option: (name, value) => void (value === undefined ? php('option', name) : php('option', name, value)),
      postType: (name) => JSON.parse(php('post-type', name)) as ReturnType<RunningWordPress['postType']>,
      importOptions: (file) => JSON.parse(php('import-options', file)) as ReturnType<RunningWordPress['importOptions']>,
      editorPreview: (block, postId) => php('editor-preview', String(postId), JSON.stringify(block)),
      async adminPage(pathAndQuery) {
        cookies ??= await logIn(url, password);
        const response = await fetch(`${url}${pathAndQuery}`, { headers: { cookie: cookies }, redirect: 'manual' });
        if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status} (location ${response.headers.get('location')})`);
        return response.text();
      },
      constants: (values) => writeConstants(constantsFile, values),
      errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A PHP single-quoted string literal. */
const phpString = (value: string): string => `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WordPress did not answer at ${url} within ${timeoutMs} ms`);
}

/** wp-login.php as a browser posts it; returns the session's cookies. */
async function logIn(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/wp-login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: 'admin', pwd: password, testcookie: '1', redirect_to: `${url}/wp-admin/` }).toString(),
    redirect: 'manual',
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (response.status !== 302 || !cookies.some((cookie) => cookie.startsWith('wordpress_logged_in_'))) throw new Error(`logging in to WordPress failed (HTTP ${response.status})`);
  return cookies.join('; ');
}
