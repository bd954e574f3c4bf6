/**
 * Writes generated posts for scale tests to a JSON file that the embedded CMS loads when
 * `EMBEDDED_POSTS_FILE` names it:
 *
 *   npx tsx scripts/generate-posts.ts [--count 10000] [--seed 20240614] [--out tmp/posts-10000.json]
 *   EMBEDDED_POSTS_FILE=tmp/posts-10000.json npm start
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generatePosts } from './lib/generate-posts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, seed: { type: 'string', default: '20240614' }, out: { type: 'string' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number (got ${values.count})`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number (got ${values.seed})`);
const out = path.resolve(values.out ?? `tmp/posts-${count}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(generatePosts({ count, seed })));
console.log(`wrote ${count} posts to ${out}`);
