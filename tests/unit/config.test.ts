import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteConfig, pageBuildTimeoutSeconds, parseSiteConfig, SiteConfigError } from '../../config';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('has the demo defaults when nothing is set', () => {
    expect(parseSiteConfig({})).toEqual({
      brand: 'Larkspur',
      company: 'Larkspur Logistics',
      portal: 'Larkspur Plus',
      publicSiteUrl: 'http://localhost:3000',
      cmsMediaUrl: undefined,
      cmsGraphqlUrl: undefined,
      cmsBlocks: 'content-blocks',
      cmsTimeoutMs: 15_000,
      cmsConcurrency: 4,
      cmsRetries: 2,
      searchApiUrl: undefined,
      pdfServiceUrl: undefined,
      pdfServiceToken: undefined,
      revalidateSecret: undefined,
      smtpUrl: undefined,
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'larkspur:',
      trustedProxies: [],
      formsNotifyTo: [],
      formsMailFrom: undefined,
      formsSecret: undefined,
      formsMinFillSeconds: 3,
      formsRateLimit: { limit: 10, windowMs: 600_000 },
      copyrightYear: 2024,
      blockCatalogue: false,
    });
  });

  it('serves the block catalogue only when BLOCK_CATALOGUE is on', () => {
    expect(parseSiteConfig({ BLOCK_CATALOGUE: 'on' }).blockCatalogue).toBe(true);
    expect(parseSiteConfig({ BLOCK_CATALOGUE: 'off' }).blockCatalogue).toBe(false);
    expect(() => parseSiteConfig({ BLOCK_CATALOGUE: 'yes' })).toThrow("BLOCK_CATALOGUE: must be 'on' or 'off'");
  });

  it('reads the CMS client settings and names a bad one', () => {
    expect(parseSiteConfig({ CMS_TIMEOUT_MS: '30000', CMS_CONCURRENCY: '2', CMS_RETRIES: '0' })).toMatchObject({ cmsTimeoutMs: 30_000, cmsConcurrency: 2, cmsRetries: 0 });
    // A build gives a page as long as three CMS requests with all their attempts, never less than Next's 60 s.
    expect(pageBuildTimeoutSeconds(parseSiteConfig({}))).toBe(138);
    expect(pageBuildTimeoutSeconds(parseSiteConfig({ CMS_TIMEOUT_MS: '1000', CMS_RETRIES: '0' }))).toBe(60);
    expect(pageBuildTimeoutSeconds(parseSiteConfig({ CMS_TIMEOUT_MS: '60000', CMS_RETRIES: '1' }))).toBe(361);
    expect(() => parseSiteConfig({ CMS_CONCURRENCY: '0' })).toThrow('CMS_CONCURRENCY: must be a whole number of requests from 1 (got "0")');
    expect(() => parseSiteConfig({ CMS_TIMEOUT_MS: 'soon' })).toThrow('CMS_TIMEOUT_MS: must be a number of milliseconds');
  });

  it('treats an empty variable as unset', () => {
    expect(parseSiteConfig({ SITE_BRAND: '', CMS_GRAPHQL_URL: '' })).toMatchObject({ brand: 'Larkspur', cmsGraphqlUrl: undefined });
  });

  it('reads and normalises the variables', () => {
    const config = parseSiteConfig({
      SITE_BRAND: 'Acme',
      PUBLIC_SITE_URL: 'https://www.example.com/',
      CMS_GRAPHQL_URL: 'https://cms.example.com/graphql',
      FORMS_NOTIFY_TO: 'leasing@example.com, web@example.com',
      COPYRIGHT_YEAR: '2025',
      DATABASE_URL: 'postgres://site:secret@db:5432/site',
    });
    expect(config).toMatchObject({
      brand: 'Acme',
      publicSiteUrl: 'https://www.example.com',
      cmsGraphqlUrl: 'https://cms.example.com/graphql',
      formsNotifyTo: ['leasing@example.com', 'web@example.com'],
      copyrightYear: 2025,
      databaseUrl: 'postgres://site:secret@db:5432/site',
    });
  });

  it('defaults the public host to the port the site runs on, and lets PUBLIC_SITE_URL override it', () => {
    expect(parseSiteConfig({ PORT: '3100' }).publicSiteUrl).toBe('http://localhost:3100');
    expect(parseSiteConfig({ PORT: '3100', PUBLIC_SITE_URL: 'https://www.example.com' }).publicSiteUrl).toBe('https://www.example.com');
    expect(() => parseSiteConfig({ PORT: 'http' })).toThrow('PORT: must be a port number (got "http")');
    expect(() => parseSiteConfig({ PORT: '70000' })).toThrow(/PORT: must be a port number/);
  });

  it('throws on a bad PUBLIC_SITE_URL, naming the variable and the value', () => {
    expect(() => parseSiteConfig({ PUBLIC_SITE_URL: 'www.example.com' })).toThrow(SiteConfigError);
    expect(() => parseSiteConfig({ PUBLIC_SITE_URL: 'www.example.com' })).toThrow('PUBLIC_SITE_URL: must be an http(s) URL (got "www.example.com")');
  });

  it('reports every bad variable, without echoing secrets', () => {
    let message = '';
    try {
      parseSiteConfig({ CMS_GRAPHQL_URL: 'ftp://cms', COPYRIGHT_YEAR: 'soon', DATABASE_URL: 'secret-password' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('CMS_GRAPHQL_URL: must be an http(s) URL');
    expect(message).toContain('COPYRIGHT_YEAR: must be a year');
    expect(message).toContain('DATABASE_URL: must be an absolute URL');
    expect(message).not.toContain('secret-password');
  });

  it('reads the scale-out variables and refuses bad ones', () => {
    expect(parseSiteConfig({ REDIS_PREFIX: 'site-a:', TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8, ::1' })).toMatchObject({ redisPrefix: 'site-a:', trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1'] });
    expect(() => parseSiteConfig({ TRUSTED_PROXIES: '1' })).toThrow('TRUSTED_PROXIES: must list the proxies’ addresses (e.g. 127.0.0.1, 10.0.0.0/8), not a count');
    expect(() => parseSiteConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('is not an IP address or CIDR range');
    expect(() => parseSiteConfig({ TRUSTED_PROXIES: 'all' })).toThrow('TRUSTED_PROXIES: "all" is not an IP address or CIDR range');
    expect(() => parseSiteConfig({ REDIS_PREFIX: 'has space' })).toThrow('REDIS_PREFIX: must be 1 to 64 visible ASCII characters');
  });

  it('getSiteConfig reads process.env on every call', () => {
    vi.stubEnv('SITE_BRAND', 'First');
    expect(getSiteConfig().brand).toBe('First');
    vi.stubEnv('SITE_BRAND', 'Second');
    expect(getSiteConfig().brand).toBe('Second');
    vi.stubEnv('PUBLIC_SITE_URL', 'not a url');
    expect(() => getSiteConfig()).toThrow(/PUBLIC_SITE_URL/);
  });
});
