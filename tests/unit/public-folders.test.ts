/**
 * Every folder of site/public is known to the proxy and has a catch-all route of its own, so a
 * missing file there is a plain 404 that is never cached (and never the CMS pages' catch-all).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide, PUBLIC_FOLDERS } from '../../site/server/request-gate';

const site = path.resolve(__dirname, '../../site');
const entries = readdirSync(path.join(site, 'public'), { withFileTypes: true });

describe('site/public', () => {
  it('holds folders only, each one the proxy passes through', () => {
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(entries.map((entry) => entry.name).sort()).toEqual([...PUBLIC_FOLDERS].sort());
    for (const folder of PUBLIC_FOLDERS) expect(decide(`/${folder}/missing-file.pdf`, '')).toEqual({ kind: 'pass' });
  });

  it.each([...PUBLIC_FOLDERS])('has a catch-all route for a file missing from /%s/', (folder) => {
    expect(existsSync(path.join(site, 'app', folder, '[...path]', 'route.ts'))).toBe(true);
  });
});
