/** The README's nginx configuration is the one the topology test runs. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_FILE, siteConfig } from '../support/nginx';

const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');

describe('deploy/nginx/larkspur.conf', () => {
  it('is printed in the README as it is', () => {
    const shown = /```nginx\n([\s\S]*?)\n```/.exec(readme.slice(readme.indexOf('## Running several instances')))?.[1];
    expect(shown).toBe(readFileSync(SITE_CONFIG_FILE, 'utf8').trimEnd());
  });

  it('takes this machine\'s instances, port and cache folder', () => {
    const config = siteConfig({ listen: 8081, upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'], cacheDir: '/tmp/cache' });
    expect(config).toContain('listen 127.0.0.1:8081;');
    expect(config).toContain('proxy_cache_path /tmp/cache ');
    expect(config.match(/^\s*server 127\.0\.0\.1:400\d max_fails/gm)).toHaveLength(3);
    expect(config).not.toContain('3001');
  });
});
