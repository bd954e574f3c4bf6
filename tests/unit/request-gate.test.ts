/** What the proxy decides before Next routes a request (site/server/request-gate.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, slashRedirect } from '../../site/server/request-gate';

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
