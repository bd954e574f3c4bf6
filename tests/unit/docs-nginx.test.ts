/**
 * The operations guide describes deploy/nginx/larkspur.conf, the file the topology test runs,
 * without a copy that could drift from it: it links the file, and every nginx directive it quotes
 * is in the file as quoted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_FILE, siteConfig } from '../support/nginx';

const root = path.resolve(__dirname, '../..');
const guideFile = path.join(root, 'docs/operations.md');
const guide = readFileSync(guideFile, 'utf8');
const config = readFileSync(SITE_CONFIG_FILE, 'utf8');

/** The guide's nginx section: from its heading to the next heading of the same or a higher level. */
const nginxSection = (): string => {
  const start = guide.indexOf('### nginx\n');
  const end = guide.slice(start + 1).search(/\n#{1,3} /);
  return end === -1 ? guide.slice(start) : guide.slice(start, start + 1 + end);
};

/** The names of the directives the file uses (the first word of each statement). */
const directiveNames = new Set([...config.matchAll(/^\s*([a-z_]+)\s/gm)].map((match) => match[1]));

describe('docs/operations.md on deploy/nginx/larkspur.conf', () => {
  it('links the file the topology test runs', () => {
    const linked = [...nginxSection().matchAll(/\]\(([^)#]+)\)/g)].map((match) => path.resolve(path.dirname(guideFile), match[1] ?? ''));
    expect(linked).toContain(SITE_CONFIG_FILE);
  });

  it('quotes only directives the file holds, as the file writes them', () => {
    const quoted = [...nginxSection().matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter((code) => directiveNames.has(code.split(' ')[0]));
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    for (const code of quoted) expect(config, code).toContain(code);
  });

  it('leaves the configuration in its file: no copy of it in the README or the docs', () => {
    for (const file of ['README.md', 'docs/operations.md']) expect(readFileSync(path.join(root, file), 'utf8')).not.toContain('```nginx');
  });

  it('takes this machine\'s instances, port and cache folder', () => {
    const text = siteConfig({ listen: 8081, upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'], cacheDir: '/tmp/cache' });
    expect(text).toContain('listen 127.0.0.1:8081;');
    expect(text).toContain('proxy_cache_path /tmp/cache ');
    expect(text.match(/^\s*server 127\.0\.0\.1:400\d max_fails/gm)).toHaveLength(3);
    expect(text).not.toContain('3001');
  });
});
