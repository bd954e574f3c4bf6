/**
 * `npm run export:wordpress -- [--out DIR] [--site-url URL]`: writes the embedded content as a
 * WordPress import (scripts/lib/wordpress-export.ts): DIR/larkspur.wxr for Tools → Import →
 * WordPress, and DIR/larkspur-site-options.json for the plugin's Site options import. The media
 * are downloaded by the importer from URL (default PUBLIC_SITE_URL), which must serve the site's
 * /images/. docs/wordpress-export.md has the import steps. Exit 0, or 2 on bad usage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '../config';
import { content } from '../content';
import { InputError, option, runCli } from './lib/payload-file';
import { exportWordPress, readFieldGroups } from './lib/wordpress-export';

const USAGE = 'usage: npm run export:wordpress -- [--out DIR] [--site-url URL]';

runCli(USAGE, () => {
  const args = process.argv.slice(2);
  const out = path.resolve(option(args, '--out') ?? 'wordpress-export');
  const siteUrl = option(args, '--site-url') ?? getSiteConfig().publicSiteUrl;
  if (!/^https?:\/\/[^/]+/.test(siteUrl)) throw new InputError(`--site-url must be an http(s) URL (got ${JSON.stringify(siteUrl)})`);

  const result = exportWordPress(content, { siteUrl, fieldGroups: readFieldGroups() });
  mkdirSync(out, { recursive: true });
  const wxrFile = path.join(out, 'larkspur.wxr');
  const optionsFile = path.join(out, 'larkspur-site-options.json');
  writeFileSync(wxrFile, result.wxr);
  writeFileSync(optionsFile, `${JSON.stringify(result.siteOptions, null, 2)}\n`);

  const shown = (file: string) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file));
  console.log(`${shown(wxrFile)}: ${(Buffer.byteLength(result.wxr) / 1024).toFixed(0)} KB`);
  for (const [what, count] of Object.entries(result.counts)) console.log(`  ${what.padEnd(14)} ${count}`);
  console.log(`${shown(optionsFile)}: ${Object.keys(result.siteOptions.options).length / 2} option values, ${Object.keys(result.siteOptions.menuLocations).length} menu locations, front page '${result.siteOptions.frontPage ?? ''}', ${result.siteOptions.menuItemFields.length} featured menu item(s)`);
  console.log(`media are downloaded from ${siteUrl}/images/ (it must answer the WordPress that imports)`);
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  return 0;
});
