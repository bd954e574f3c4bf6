/** The proxy's memory of the uris the CMS has (site/cms/known-uris.ts): bounded, and never of what is missing. */
import { describe, expect, it } from 'vitest';
import { KNOWN_LIMIT, KNOWN_TTL_MS, knownUris } from '../../site/cms/known-uris';
import { askCms } from '../../site/cms/known-uris';

function counting(pages: ReadonlySet<string>) {
  const asked: string[] = [];
  const lookup = async (uri: string) => {
    asked.push(uri);
    return pages.has(uri);
  };
  return { asked, lookup };
}

describe('known uris', () => {
  it('asks the CMS once for a page, then remembers it until its revalidation time has passed', async () => {
    let clock = 0;
    const { asked, lookup } = counting(new Set(['/about/']));
    const known = knownUris(lookup, () => clock);
    expect(await known.has('/about')).toBe(true);
    expect(await known.has('/about/')).toBe(true);
    expect(asked).toEqual(['/about/']);
    clock += KNOWN_TTL_MS + 1;
    expect(await known.has('/about/')).toBe(true);
    expect(asked).toEqual(['/about/', '/about/']);
  });

  it('remembers nothing of a path the CMS does not have, so a page published since is found at once', async () => {
    const pages = new Set<string>();
    const { asked, lookup } = counting(pages);
    const known = knownUris(lookup);
    for (let i = 0; i < 1_000; i += 1) expect(await known.has(`/unknown-${i}/`)).toBe(false);
    expect(known.size).toBe(0);
    pages.add('/unknown-7/');
    expect(await known.has('/unknown-7/')).toBe(true);
    expect(asked).toHaveLength(1_001);
  });

  it('asks once for a burst of visitors to the same new page', async () => {
    const { asked, lookup } = counting(new Set(['/new/']));
    const known = knownUris(lookup);
    expect(await Promise.all(Array.from({ length: 20 }, () => known.has('/new/')))).toEqual(Array(20).fill(true));
    expect(asked).toEqual(['/new/']);
  });

  it(`remembers at most ${KNOWN_LIMIT} uris, forgetting the oldest first`, async () => {
    const known = knownUris(async () => true);
    for (let i = 0; i <= KNOWN_LIMIT + 10; i += 1) await known.has(`/page-${i}/`);
    expect(known.size).toBe(KNOWN_LIMIT);
  });

  it('passes on a CMS that cannot answer, and asks again next time', async () => {
    let up = false;
    const known = knownUris(async () => {
      if (!up) throw new Error('CMS down');
      return true;
    });
    await expect(known.has('/about/')).rejects.toThrow('CMS down');
    up = true;
    expect(await known.has('/about/')).toBe(true);
  });

  it('knows the embedded CMS’s pages and posts, and nothing else', async () => {
    expect(await askCms('/about/')).toBe(true);
    expect(await askCms('/news/larkspur-breaks-ground-south-dallas-speculative-building/')).toBe(true);
    expect(await askCms('/no-such-page/')).toBe(false);
  });
});
