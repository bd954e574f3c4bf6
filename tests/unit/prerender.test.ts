/**
 * A build against a slow WordPress: a page the CMS does not answer in time is left to render on
 * its first request, and named; a page WordPress refuses still fails the build.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '../../site/cms/cms-error';
import { prerenderable } from '../../site/cms/prerender';

const timeout = () => new CmsError('no answer within 15 s (after 3 attempts)', [], undefined, { transient: true });

afterEach(() => vi.restoreAllMocks());

describe('the pages a build prerenders', () => {
  it('are those the CMS answered; the others are left for their first request and named once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = vi.fn(async (uri: string) => {
      if (uri === '/slow/' || uri === '/slower/') throw timeout();
      return { uri };
    });
    await expect(prerenderable(['/', '/slow/', '/about/', '/slower/'], read, (uri) => uri)).resolves.toEqual(['/', '/about/']);
    expect(read).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls).toEqual([['Left to render on first request, the CMS did not answer in time (2): /slow/, /slower/']]);
  });

  it('says nothing when every page was read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(prerenderable([1, 2], async () => null, String)).resolves.toEqual([1, 2]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('fails on an answer WordPress refuses, which a request would meet too', async () => {
    const refused = new CmsError('Cannot query field "seo" on type "Page".', ['Cannot query field "seo" on type "Page".'], 200);
    await expect(prerenderable(['/'], async () => Promise.reject(refused), String)).rejects.toBe(refused);
  });
});
