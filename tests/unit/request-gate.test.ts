/** What the proxy decides before Next routes a request (site/server/request-gate.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { decide, MEMBER_PROFILE_ROUTE, memberProfileRewrite, searchPageRewrite, slashRedirect, unknownPathRewrite } from '../../site/server/request-gate';

describe('the request gate', () => {
  it.each(['/%ff/', '/news/%/', '/%E0%A4%A/', '/blocks/schema/%ff.json'])('refuses the malformed escape in %s', (path) => {
    expect(decide(path, '')).toEqual({ kind: 'malformed' });
  });

  it.each([
    ['/about', '/about/'],
    ['/robots.txt/', '/robots.txt'],
    ['/news/feed.xml/', '/news/feed.xml'],
    ['/a//b', '/a/b/'],
    ['/images/logo', '/images/logo/'],
  ])('redirects %s to %s, as Next would', (path, location) => {
    expect(decide(path, '?q=1')).toEqual({ kind: 'redirect', location: `${location}?q=1` });
  });

  it('redirects a path whose slashes the front door collapsed', () => {
    expect(decide('/about/', '', true)).toEqual({ kind: 'redirect', location: '/about/' });
    expect(decide('/about', '', true)).toEqual({ kind: 'redirect', location: '/about/' });
  });

  it('leaves .well-known paths and dotted segments as they are', () => {
    expect(slashRedirect('/.well-known/security.txt')).toBeUndefined();
    expect(slashRedirect('/.well-known/acme-challenge')).toBeUndefined();
    expect(slashRedirect('/a.b-c')).toBeUndefined();
  });

  it.each(['/', '/news/', '/robots.txt', '/sitemap.xml', '/sitemap/0.xml', '/news/feed.xml', '/_next/image/', '/images/logo.svg', '/images/missing.jpg', '/blocks/', '/blocks/schema/hero.json'])(
    'passes %s, a path of the app’s own routes',
    (path) => {
      expect(decide(path, '')).toEqual({ kind: 'pass' });
    },
  );

  it('asks the CMS about every other path, by its uri', () => {
    expect(decide('/about/', '')).toEqual({ kind: 'needsCms', uri: '/about/' });
    expect(decide('/news/some-post/', '?page=2')).toEqual({ kind: 'needsCms', uri: '/news/some-post/' });
    expect(decide('/caf%C3%A9/', '')).toEqual({ kind: 'needsCms', uri: '/café/' });
    expect(decide('/wp-login.php', '')).toEqual({ kind: 'needsCms', uri: '/wp-login.php/' });
    // Only the image optimizer's own path passes: any other path under /_next/ is a page path no route has.
    expect(decide('/_next/image/x/', '')).toEqual({ kind: 'needsCms', uri: '/_next/image/x/' });
  });

  it('decides every path without throwing, and a redirect leads where no further redirect is made', () => {
    const path = fc.array(fc.oneof(fc.constantFrom('/', '//', '\\', '.', '%', '%ff', '%2F', 'api', 'a', '.json', '.well-known'), fc.string({ maxLength: 4 })), { maxLength: 8 });
    fc.assert(
      fc.property(path, fc.boolean(), (parts, collapsed) => {
        const decision = decide(`/${parts.join('')}`, '', collapsed);
        if (decision.kind === 'redirect') expect(decide(decision.location, '').kind).not.toBe('redirect');
      }),
      { numRuns: 5_000 },
    );
  });
});

/**
 * Where Next's `beforeFiles` rewrites send a page request (path and query), matched with Next's
 * own matcher, condition and destination compiler; undefined when none applies.
 */
function rewrittenTo(pathname: string, query: Record<string, string>): string | undefined {
  for (const rewrite of [unknownPathRewrite, searchPageRewrite, memberProfileRewrite]) {
    const params = getPathMatch(rewrite.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (params === false) continue;
    const hasParams = matchHas({ headers: {}, cookies: {} } as never, query, rewrite.has);
    if (hasParams === false) continue;
    return prepareDestination({ appendParamsToQuery: true, destination: rewrite.destination, params: { ...params, ...hasParams }, query }).parsedDestination.pathname;
  }
  return undefined;
}

describe('the rewrite of a page opened with ?member=', () => {
  it('sends a CMS page with ?member= to the route that renders that profile open, however the link was made', () => {
    expect(rewrittenTo('/leadership/', { member: 'Aisha Carter' })).toBe(`${MEMBER_PROFILE_ROUTE}/leadership/`);
    expect(rewrittenTo('/about/team/', { member: 'x' })).toBe(`${MEMBER_PROFILE_ROUTE}/about/team/`);
    expect(rewrittenTo('/', { member: 'x' })).toBe(`${MEMBER_PROFILE_ROUTE}/`);
    // A page whose name only starts like an excluded folder is still a CMS page.
    expect(rewrittenTo('/newsroom/', { member: 'x' })).toBe(`${MEMBER_PROFILE_ROUTE}/newsroom/`);
  });

  it('leaves the prerendered page without ?member=, and news, search, the API and files alone', () => {
    expect(rewrittenTo('/leadership/', {})).toBeUndefined();
    expect(rewrittenTo('/leadership/', { q: 'x' })).toBeUndefined();
    for (const path of ['/news/', '/news/a-post/', '/api/health/', '/_next/static/a.js', '/blocks/', '/images/a.jpg', '/files/a.pdf', '/wp-content/uploads/a.pdf']) {
      expect(rewrittenTo(path, { member: 'x' }), path).toBeUndefined();
    }
    expect(rewrittenTo('/search/', { q: 'x', member: 'y' })).toBe('/site-search/');
  });
});
