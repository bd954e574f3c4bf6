import { describe, expect, it } from 'vitest';
import { GET } from '../../site/app/api/news/route';

const get = async (query: string) => {
  const response = await GET(new Request(`http://127.0.0.1:3000/api/news/?${query}`));
  return { status: response.status, body: (await response.json()) as { posts?: Array<{ href: string; category: string }>; endCursor?: string; hasNextPage?: boolean; errors?: string[] } };
};

describe('GET /api/news/', () => {
  it('answers the next page of a filtered list after a cursor', async () => {
    const first = await get('category=INSIGHTS&first=2');
    expect(first.status).toBe(200);
    expect(first.body.posts).toHaveLength(2);
    const next = await get(`category=insights&first=2&after=${encodeURIComponent(first.body.endCursor ?? '')}`);
    expect(next.body.posts?.map((post) => post.href)).not.toEqual(first.body.posts?.map((post) => post.href));
    expect(next.body.hasNextPage).toBe(true);
  });

  it('ignores filter values it does not offer, as the index does', async () => {
    const all = await get('first=3');
    expect((await get('first=3&category=press&tag=esg&year=1999')).body).toEqual(all.body);
  });

  it('refuses a page size past 24, and a cursor it never gave, with 400', async () => {
    expect((await get('first=500')).status).toBe(400);
    expect((await get('first=0')).status).toBe(400);
    const bad = await get('after=bm90LWEtY3Vyc29y');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['after: unknown cursor']);
  });
});
