/**
 * Writes generated posts for scale tests as NDJSON (one post a line, streaming, so 100,000 and
 * more fit in bounded memory), then builds the SQLite file the embedded CMS reads them from
 * (`<file>.sqlite`), so the first instance to start need not:
 *
 *   npx tsx scripts/generate-posts.ts [--count 10000] [--seed 20240614] [--out tmp/posts-10000.ndjson]
 *   EMBEDDED_POSTS_FILE=tmp/posts-10000.ndjson npm start
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildArchiveDatabase, writePostsFile } from '../content/posts-archive';
import { postStream } from './lib/generate-posts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, seed: { type: 'string', default: '20240614' }, out: { type: 'string' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number (got ${values.count})`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number (got ${values.seed})`);
const out = path.resolve(values.out ?? `tmp/posts-${count}.ndjson`);
mkdirSync(path.dirname(out), { recursive: true });
writePostsFile(out, postStream({ count, seed }));
console.log(`wrote ${count} posts to ${out}`);
buildArchiveDatabase(out);
console.log(`built ${out}.sqlite`);
