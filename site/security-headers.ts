/**
 * The security headers of every response, computed from the site configuration when the
 * site is built (`next.config.ts` `headers()`), so prerendered pages carry them with no work per
 * request.
 *
 * The Content-Security-Policy fits prerendered pages: a nonce would need every page rendered per
 * request, and the App Router's inline RSC payload (`self.__next_f.push(...)`) differs per page
 * and per revalidation, so script hashes cannot be fixed in a header either. Scripts are therefore
 * limited to this origin plus inline, and everything else is closed: no plugins, no `<base>`, no
 * framing of the site, forms post only here, frames only from the two video players, and
 * connections only here (and the search API when it lives elsewhere). The real XSS defence is that
 * CMS HTML is sanitized before it reaches a page (`renderers/ui/rich-text.tsx`); the policy is the
 * second wall.
 */
import { PLAYER_ORIGINS } from '../renderers/ui/video-embed';
import type { SiteConfig } from '../config';

export interface SecurityHeader {
  readonly key: string;
  readonly value: string;
}

export interface SecurityHeaderOptions {
  /** `next build` / `next start`; development needs `'unsafe-eval'` (React's debugging) and no HSTS. */
  readonly production: boolean;
}

type ConfigHosts = Pick<SiteConfig, 'publicSiteUrl' | 'cmsMediaUrl' | 'cmsGraphqlUrl' | 'searchApiUrl'>;

const originOf = (url: string | undefined): string[] => {
  if (url === undefined) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** Media comes from this site, the CMS's media host and, with a real WordPress, its uploads. */
function mediaSources(config: ConfigHosts): string[] {
  return unique(["'self'", 'data:', 'blob:', ...originOf(config.cmsMediaUrl), ...originOf(config.cmsGraphqlUrl)]);
}

export function contentSecurityPolicy(config: ConfigHosts, options: SecurityHeaderOptions): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(options.production ? [] : ["'unsafe-eval'"])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', mediaSources(config)],
    ['media-src', mediaSources(config)],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...originOf(config.searchApiUrl)])],
    ['frame-src', [...PLAYER_ORIGINS]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  // Only where the site itself is served over https: on plain http it would break every request.
  if (config.publicSiteUrl.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Features the site never uses are refused; the video players keep what they need to play. Only
 * features browsers know as policy-controlled: Chromium warns on every page about one it does not
 * (it logs "Unrecognized feature: 'bluetooth'").
 */
export function permissionsPolicy(): string {
  const players = PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ');
  const denied = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'magnetometer', 'browsing-topics'];
  const forPlayers = ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture'];
  return [...denied.map((feature) => `${feature}=()`), ...forPlayers.map((feature) => `${feature}=(self ${players})`)].join(', ');
}

/** Headers every response needs, scripts and images included. */
export function transportHeaders(options: SecurityHeaderOptions): SecurityHeader[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Browsers ignore it over plain http, so a local `next start` is unaffected.
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** Headers that govern a document; on a script or an image they would be 1.5 KB of nothing. */
export function documentHeaders(config: ConfigHosts, options: SecurityHeaderOptions): SecurityHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config, options) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    // For browsers older than frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Next's `headers()` rules: documents (everything but the build's static files) get both sets. */
export function securityHeaderRules(config: ConfigHosts, options: SecurityHeaderOptions): Array<{ source: string; headers: SecurityHeader[] }> {
  return [
    { source: '/:path*', headers: transportHeaders(options) },
    { source: '/((?!_next/static/).*)', headers: documentHeaders(config, options) },
  ];
}

/** Every security header a document gets. */
export function securityHeaders(config: ConfigHosts, options: SecurityHeaderOptions): SecurityHeader[] {
  return [...documentHeaders(config, options), ...transportHeaders(options)];
}
