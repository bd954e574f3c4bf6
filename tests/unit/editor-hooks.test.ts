import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handleDraft, handleDraftExit, type DraftEffects } from '../../site/editor/draft';
import { AsyncLocalStorage } from 'node:async_hooks';
import { handleRevalidate, implicitPathTags, type RevalidateEffects } from '../../site/editor/revalidate';
import { draftToken, presentedSecret, secretMatches } from '../../site/editor/secret';

const SECRET = 'wp-publish-hook-5b1f';

function revalidateEffects(configured = true) {
  const secret = configured ? SECRET : undefined;
  const calls: string[] = [];
  const effects: RevalidateEffects = {
    secret,
    revalidatePath: (path, type) => void calls.push(type ? `path ${path} ${type}` : `path ${path}`),
    revalidateTag: (tag) => void calls.push(`tag ${tag}`),
    searchChanged: () => void calls.push('search'),
  };
  return { effects, calls };
}

const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
  new Request('http://site.test/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('secretMatches', () => {
  it('accepts only the configured secret, and nothing when none is configured', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET} `, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });

  it('reads a bearer token or the x-revalidate-secret header', () => {
    expect(presentedSecret(new Headers({ authorization: 'Bearer abc' }))).toBe('abc');
    expect(presentedSecret(new Headers({ 'x-revalidate-secret': 'def' }))).toBe('def');
    expect(presentedSecret(new Headers())).toBeUndefined();
  });
});

describe('POST /api/revalidate', () => {
  it('refreshes the named paths, the sitemap index and files, and the search index', async () => {
    const { effects, calls } = revalidateEffects();
    const response = await handleRevalidate(post({ paths: ['/news/some-post', '/news/'] }), effects);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, paths: ['/news/some-post/', '/news/'], tags: [], wholeSite: false });
    expect(calls).toEqual(['path /news/some-post/', 'path /news/', 'path /sitemap.xml', 'path /sitemap layout', 'search']);
  });

  it('refreshes every page when menus or site options change', async () => {
    const { effects, calls } = revalidateEffects();
    const response = await handleRevalidate(post({ tags: ['menus', 'site-options', 'jobs'] }, { 'x-revalidate-secret': SECRET }), effects);
    expect(response.status).toBe(200);
    expect(calls).toEqual(['tag jobs', 'path / layout', 'path /sitemap.xml', 'path /sitemap layout', 'search']);
  });

  it('refuses a missing or wrong secret with 401 and changes nothing', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer nope' }, { authorization: SECRET }, { 'x-revalidate-secret': `${SECRET}x` }];
    for (const headers of attempts) {
      const { effects, calls } = revalidateEffects();
      expect((await handleRevalidate(post({ paths: ['/'] }, headers), effects)).status).toBe(401);
      expect(calls).toEqual([]);
    }
  });

  it('answers 404 while REVALIDATE_SECRET is unset', async () => {
    const { effects } = revalidateEffects(false);
    expect((await handleRevalidate(post({ paths: ['/'] }), effects)).status).toBe(404);
  });

  it('refuses bad bodies with 400 and a path to the problem', async () => {
    const { effects, calls } = revalidateEffects();
    const bad = async (body: unknown) => {
      const response = await handleRevalidate(post(body), effects);
      return { status: response.status, body: (await response.json()) as { errors?: string[]; error?: string } };
    };
    expect(await bad('{not json')).toEqual({ status: 400, body: { error: 'body: must be JSON such as {"paths": ["/about/"]}' } });
    expect((await bad({})).body.errors).toEqual(['body: name at least one path or tag']);
    expect((await bad({ paths: ['https://evil.example/'] })).body.errors).toEqual(['paths.0: must be a site path such as /news/some-post/']);
    expect((await bad({ paths: ['//evil.example/'] })).status).toBe(400);
    expect((await bad({ tags: ['has space'] })).body.errors).toEqual(['tags.0: must be a cache tag such as menus']);
    expect((await bad({ paths: Array.from({ length: 201 }, () => '/') })).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('refuses an oversized body with 413', async () => {
    const { effects } = revalidateEffects();
    const response = await handleRevalidate(post({ paths: ['/'], padding: 'x'.repeat(70_000) }), effects);
    expect(response.status).toBe(413);
  });
});

describe('implicitPathTags', () => {
  let nextPathTags: (path: string, type?: 'layout' | 'page') => string[];
  let staleTags: (tags: readonly string[]) => string[];

  beforeAll(async () => {
    // Next's server provides this global before its request stores load; so does this test.
    Object.assign(globalThis, { AsyncLocalStorage });
    const { revalidatePath, revalidateTag } = await import('next/cache');
    const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external');
    /** The tags a call of Next's makes stale or expires, read from the store it writes them to. */
    const written = (call: () => void): string[] => {
      const store = { route: '/api/revalidate', incrementalCache: {}, cacheLifeProfiles: {}, pendingRevalidatedTags: [] as Array<{ tag: string }> };
      workAsyncStorage.run(store as never, call);
      return store.pendingRevalidatedTags.map(({ tag }) => tag);
    };
    nextPathTags = (path, type) => written(() => revalidatePath(path, type));
    staleTags = (tags) => written(() => tags.forEach((tag) => revalidateTag(tag, 'max')));
  });

  it.each([
    ['/', undefined],
    ['/', 'layout'],
    ['/about/', undefined],
    ['/news/some-post/', undefined],
    ['/region/east/', 'page'],
    ['/sitemap.xml', undefined],
    ['/sitemap', 'layout'],
    ['/index', undefined],
    ['/über-uns/', undefined],
  ] as const)('marks stale exactly the tags Next would expire for revalidatePath(%s, %s)', (path, type) => {
    expect(staleTags(implicitPathTags(path, type))).toEqual(nextPathTags(path, type));
  });
});

describe('GET /api/draft', () => {
  const known = new Map([['/about/', '/about/'], ['/news/some-post/', '/news/some-post/']]);
  function draftEffects(configured = true) {
    const secret = configured ? SECRET : undefined;
    const enable = vi.fn(async () => undefined);
    const effects: DraftEffects = { secret, findUri: async (uri) => known.get(uri.endsWith('/') ? uri : `${uri}/`) ?? null, enableDraftMode: enable };
    return { effects, enable };
  }
  const get = (query: string) => new Request(`http://site.test/api/draft?${query}`);

  it('turns draft mode on and redirects to the uri the CMS returns', async () => {
    const { effects, enable } = draftEffects();
    const response = await handleDraft(get(`secret=${SECRET}&uri=/news/some-post`), effects);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/news/some-post/');
    expect(enable).toHaveBeenCalledOnce();
  });

  it('never redirects off the site, nor to a uri the CMS does not know', async () => {
    for (const uri of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', '/no-such-page/', '', '/%2F%2Fevil.example']) {
      const { effects, enable } = draftEffects();
      const response = await handleDraft(get(`secret=${SECRET}&uri=${encodeURIComponent(uri)}`), effects);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get('location')).toBeNull();
      expect(enable).not.toHaveBeenCalled();
    }
  });

  it('requires the secret', async () => {
    const { effects, enable } = draftEffects();
    expect((await handleDraft(get('uri=/about/'), effects)).status).toBe(401);
    expect((await handleDraft(get('secret=wrong&uri=/about/'), effects)).status).toBe(401);
    expect((await handleDraft(get(`secret=${SECRET}&uri=/about/`), draftEffects(false).effects)).status).toBe(404);
    expect(enable).not.toHaveBeenCalled();
  });

  it('accepts a signed Preview link until it expires, for the uri it was signed for only', async () => {
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const signed = (uri: string, at = expires, token = draftToken(uri, at, SECRET)) => get(`uri=${encodeURIComponent(uri)}&expires=${at}&token=${token}`);
    const { effects, enable } = draftEffects();
    const response = await handleDraft(signed('/news/some-post/'), effects);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/news/some-post/');
    expect(enable).toHaveBeenCalledOnce();

    const refused = [
      signed('/about/', expires, draftToken('/news/some-post/', expires, SECRET)),
      signed('/about/', expires + 1, draftToken('/about/', expires, SECRET)),
      signed('/about/', expires, draftToken('/about/', expires, 'another secret')),
      signed('/about/', Math.floor(Date.now() / 1000) - 1),
      get(`uri=/about/&token=${draftToken('/about/', expires, SECRET)}`),
      get(`uri=/about/&expires=${expires}&token=`),
    ];
    for (const request of refused) {
      const answer = await handleDraft(request, draftEffects().effects);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { error: string }).error).toBe('the preview link is invalid or has expired; press Preview again');
    }
    expect((await handleDraft(signed('/about/'), draftEffects(false).effects)).status).toBe(404);
  });

  it('answers 502 when the CMS cannot be read', async () => {
    const effects: DraftEffects = { secret: SECRET, findUri: () => Promise.reject(new Error('down')), enableDraftMode: async () => undefined };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await handleDraft(get(`secret=${SECRET}&uri=/about/`), effects)).status).toBe(502);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('leaves draft mode on /api/draft/exit/', async () => {
    const disable = vi.fn(async () => undefined);
    const response = await handleDraftExit(disable);
    expect(response.headers.get('location')).toBe('/');
    expect(disable).toHaveBeenCalledOnce();
  });
});
