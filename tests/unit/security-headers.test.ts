import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config';
import { contentSecurityPolicy, securityHeaderRules, securityHeaders } from '../../site/security-headers';

/** The policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

const demo = parseSiteConfig({});
const production = { production: true };

describe('the security headers', () => {
  it('send every header a browser needs to refuse sniffing, framing, leaking and unused features', () => {
    const headers = Object.fromEntries(securityHeaders(demo, production).map(({ key, value }) => [key, value]));
    expect(Object.keys(headers).sort()).toEqual(
      ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options'].sort(),
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
  });

  it('leave HSTS and upgrade-insecure-requests out of development and plain http', () => {
    expect(securityHeaders(demo, { production: false }).map(({ key }) => key)).not.toContain('Strict-Transport-Security');
    expect(contentSecurityPolicy(demo, production)).not.toContain('upgrade-insecure-requests');
    const https = parseSiteConfig({ PUBLIC_SITE_URL: 'https://www.larkspur.com' });
    expect(contentSecurityPolicy(https, production)).toContain('upgrade-insecure-requests');
  });

  it('allow scripts from this origin only, with eval only in development', () => {
    const policy = directives(contentSecurityPolicy(demo, production));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy(demo, { production: false })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('let media come from the CMS hosts and connections go to the search API, by origin only', () => {
    const config = parseSiteConfig({
      CMS_MEDIA_URL: 'https://media.larkspur.com/uploads/',
      CMS_GRAPHQL_URL: 'https://cms.larkspur.com/graphql',
      SEARCH_API_URL: 'https://search.larkspur.com/v1',
    });
    const policy = directives(contentSecurityPolicy(config, production));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://media.larkspur.com', 'https://cms.larkspur.com']);
    expect(policy.get('media-src')).toEqual(policy.get('img-src'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://search.larkspur.com']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('send the document headers everywhere but the static build files, and nosniff everywhere', () => {
    const rules = securityHeaderRules(demo, production);
    const documents = rules.find((rule) => rule.headers.some(({ key }) => key === 'Content-Security-Policy'));
    const everything = rules.find((rule) => rule.headers.some(({ key }) => key === 'X-Content-Type-Options'));
    expect(everything?.source).toBe('/:path*');
    // Next matches sources as path-to-regexp; the document rule's pattern, as a RegExp, must skip only /_next/static/.
    const pattern = new RegExp(`^${documents?.source ?? ''}$`);
    expect(pattern.test('/')).toBe(true);
    expect(pattern.test('/news/some-post/')).toBe(true);
    expect(pattern.test('/_next/image')).toBe(true);
    expect(pattern.test('/_next/static/chunks/app.js')).toBe(false);
  });
});
