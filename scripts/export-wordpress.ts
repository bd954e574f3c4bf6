/**
 * `npm run export:wordpress -- [--out DIR] [--site-url URL]`: writes the embedded content as a
 * WordPress import (scripts/lib/wordpress-export.ts): DIR/larkspur.wxr for Tools → Import →
 * WordPress, and DIR/larkspur-site-options.json for the plugin's Site options import. The media
 * are downloaded by the importer from URL (default PUBLIC_SITE_URL), which must serve the site's
 * /images/. docs/wordpress-export.md has the import steps. Exit 0, or 2 on bad usage.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '../config';
import { content } from '../content';
import { ACF_JSON_DIR, type AcfFieldGroup } from './codegen/wordpress';
import { InputError, option, runCli } from './lib/payload-file';
import { exportWordPress } from './lib/wordpress-export';

const USAGE = 'usage: npm run export:wordpress -- [--out DIR] [--site-url URL]';
const root = path.resolve(__dirname, '..');

/** The plugin's field groups, by file name without `.json`. */
export function readFieldGroups(): Map<string, AcfFieldGroup> {
  const folder = path.join(root, ACF_JSON_DIR);
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as AcfFieldGroup]),
  );
}

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

  console.log(`${path.relative(process.cwd(), wxrFile)}: ${(Buffer.byteLength(result.wxr) / 1024).toFixed(0)} KB`);
  for (const [what, count] of Object.entries(result.counts)) console.log(`  ${what.padEnd(14)} ${count}`);
  console.log(`${path.relative(process.cwd(), optionsFile)}: ${Object.keys(result.siteOptions.options).length / 2} option values, ${Object.keys(result.siteOptions.menuLocations).length} menu locations, front page '${result.siteOptions.frontPage ?? ''}', ${result.siteOptions.menuItemFields.length} featured menu item(s)`);
  console.log(`media are downloaded from ${siteUrl}/images/ (it must answer the WordPress that imports)`);
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  return 0;
});
