/**
 * The news data at 10,000 generated posts, loaded the way a scale run loads them
 * (`EMBEDDED_POSTS_FILE`, NDJSON): the first page, cursor paging, the filters and the feed stay
 * small, and the generator is deterministic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writePostsFile } from '../../content/posts-archive';
import { generatePosts, postStream } from '../../scripts/lib/generate-posts';

const COUNT = 10_000;
const dir = mkdtempSync(path.join(tmpdir(), 'news-scale-'));
let data: typeof import('../../site/news/data');
let demoCount = 0;

beforeAll(async () => {
  const file = path.join(dir, 'posts.ndjson');
  writePostsFile(file, postStream({ count: COUNT }));
  vi.stubEnv('EMBEDDED_POSTS_FILE', file);
  vi.resetModules();
  data = await import('../../site/news/data');
  demoCount = (await import('../../content/posts')).demoPosts.length;
}, 60_000);

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('news at 10,000 posts', () => {
  it('generates the same posts from the same seed, with unique ids and slugs', () => {
    const a = generatePosts({ count: 200, seed: 7 });
    expect(generatePosts({ count: 200, seed: 7 })).toEqual(a);
    expect(new Set(a.map((post) => post.slug)).size).toBe(200);
    expect(new Set(a.map((post) => post.databaseId)).size).toBe(200);
    expect(a.some((post) => post.tags.includes('esg'))).toBe(true);
  });

  it('answers the first page and the filters', async () => {
    const [page, options] = await Promise.all([data.listPosts({ first: 5 }), data.getNewsFilterOptions()]);
    expect(page.posts).toHaveLength(5);
    expect(options.years.length).toBeGreaterThan(8);
    expect(options.tags.some((tag) => tag.slug === 'esg')).toBe(false);
  });

  it('pages a filtered list with cursors, each post once', async () => {
    const ids = new Set<number>();
    let after: string | null = null;
    let pages = 0;
    for (; pages < 5; pages += 1) {
      const page: Awaited<ReturnType<typeof data.listPosts>> = await data.listPosts({ categorySlug: 'research', year: 2019, first: 6, after });
      for (const post of page.posts) {
        expect(ids.has(post.id)).toBe(false);
        ids.add(post.id);
        expect(post.dateTime.startsWith('2019')).toBe(true);
      }
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(ids.size).toBe(30);
  });

  it('puts exactly the newest 50 posts in the feed', async () => {
    const posts = await data.latestFeedPosts(50);
    expect(posts).toHaveLength(50);
    expect(COUNT + demoCount).toBeGreaterThan(50);
    expect([...posts].sort((a, b) => b.published.localeCompare(a.published))).toEqual(posts);
  });
});
