/**
 * Scale tests run the embedded CMS over thousands of generated posts without building them into
 * the site: `EMBEDDED_POSTS_FILE` names a JSON array of posts (`npx tsx scripts/generate-posts.ts`
 * writes one), read once when the embedded CMS starts. Unset, the demo posts are all there is.
 */
import { readFileSync } from 'node:fs';
import type { ContentPost } from './index';

const REQUIRED_KEYS = ['databaseId', 'uri', 'slug', 'title', 'date', 'categories', 'tags', 'blocks', 'seo'] as const;

function isPost(value: unknown): value is ContentPost {
  return typeof value === 'object' && value !== null && REQUIRED_KEYS.every((key) => key in value);
}

/** The posts of `EMBEDDED_POSTS_FILE`, or none when it is unset. A bad file fails loudly. */
export function generatedPosts(file = process.env.EMBEDDED_POSTS_FILE): readonly ContentPost[] {
  if (!file) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`EMBEDDED_POSTS_FILE ${file}: expected a JSON array of posts`);
  const bad = parsed.findIndex((post) => !isPost(post));
  if (bad >= 0) throw new Error(`EMBEDDED_POSTS_FILE ${file}: item ${bad} is not a post (needs ${REQUIRED_KEYS.join(', ')})`);
  return parsed;
}
