import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPdfLink, isIpLiteral, pagePathProblem, siteOrigins } from '../../site/pdf/guard';

const SITE = 'https://www.larkspur.example';
const allowed = siteOrigins(SITE, 'http://127.0.0.1:3000');

describe('the PDF link guard', () => {
  it('renders a page of the public site', () => {
    const check = checkPdfLink(`${SITE}/news/some-article/`, allowed);
    expect(check.ok && check.url.pathname).toBe('/news/some-article/');
  });

  it('drops an own origin written as an IP address, and keeps one with a host name', () => {
    expect(allowed).toEqual([SITE]);
    expect(siteOrigins(SITE, 'http://localhost:3000')).toEqual([SITE, 'http://localhost:3000']);
  });

  it.each([
    ['another host', 'https://evil.example/news/'],
    ['a look-alike host', 'https://www.larkspur.example.evil.example/'],
    ['the same host on another port', 'https://www.larkspur.example:8443/'],
    ['the same host over plain http', 'http://www.larkspur.example/'],
    ['the loopback address', 'http://127.0.0.1:3000/news/'],
    ['the IPv6 loopback', 'http://[::1]:3000/'],
    ['an IPv4-mapped IPv6 address', 'http://[::ffff:127.0.0.1]/'],
    ['a decimal IP', 'http://2130706433/'],
    ['a hexadecimal IP', 'http://0x7f000001/'],
    ['a shortened IP', 'http://127.1/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a file URL', 'file:///etc/passwd'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<h1>x</h1>'],
    ['credentials', 'https://user:secret@www.larkspur.example/'],
    ['a relative link', '/news/some-article/'],
    ['an API route', `${SITE}/api/pdf`],
    ['a build asset', `${SITE}/_next/static/chunks/app.js`],
    ['an API route behind a doubled slash', `${SITE}//api/form-token/`],
    ['an API route behind three slashes', `${SITE}///api/news/`],
    ['a build asset behind a doubled slash', `${SITE}//_next/static/chunks/app.js`],
    ['an API route behind a backslash', `${SITE}/\\api/pdf/`],
    ['an API route with an escaped letter', `${SITE}/%61pi/pdf/`],
    ['an API route escaped twice', `${SITE}/%2561pi/pdf/`],
    ['an API route with an escaped slash', `${SITE}/%2Fapi/pdf/`],
    ['an API route in capitals', `${SITE}/API/pdf/`],
    ['a malformed percent-escape', `${SITE}/news/%ff/`],
    ['a very long link', `${SITE}/${'a'.repeat(3000)}`],
    ['not a URL at all', 'not a url'],
  ])('refuses %s', (_, link) => {
    const check = checkPdfLink(link, allowed);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toMatch(/^link: /);
  });

  it('refuses every IPv4 address however it is written', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4Extended(), (plain, extended) => {
        expect(checkPdfLink(`http://${plain}/`, [`http://${plain}`]).ok).toBe(false);
        expect(checkPdfLink(`http://${extended}/`, allowed).ok).toBe(false);
      }),
    );
  });

  it('refuses every spelling of an API or build path: slashes doubled, letters escaped (once or twice) or in capitals', () => {
    const escapeOnce = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
    const spelling = fc.tuple(
      fc.constantFrom('api', '_next'),
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.constantFrom('plain', 'upper', 'escaped', 'escapedTwice'), { minLength: 5, maxLength: 5 }),
      fc.stringMatching(/^[a-z0-9/-]{0,20}$/),
    );
    fc.assert(
      fc.property(spelling, ([word, slashes, ways, rest]) => {
        const written = [...word].map((char, index) => {
          const way = ways[index];
          if (way === 'upper') return char.toUpperCase();
          if (way === 'escaped') return escapeOnce(char);
          if (way === 'escapedTwice') return escapeOnce(char).replace('%', '%25');
          return char;
        });
        expect(checkPdfLink(`${SITE}${'/'.repeat(slashes)}${written.join('')}/${rest}`, allowed).ok).toBe(false);
      }),
    );
  });

  it('lets every page path through, escaped letters and all', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }), (segments) => {
        fc.pre(segments[0] !== 'api');
        const path = segments.length === 0 ? '/' : `/${segments.join('/')}/`;
        expect(pagePathProblem(path)).toBeUndefined();
        expect(pagePathProblem(path.replace(/a/g, '%61'))).toBeUndefined();
      }),
    );
  });

  it('knows an IP literal from a host name', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('www.larkspur.example')).toBe(false);
    expect(isIpLiteral('localhost')).toBe(false);
  });
});
