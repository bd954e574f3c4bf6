import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';

// Next compiles this file alone and loads it without a file name of its own, so a relative import
// would resolve from the working directory; resolving from this folder keeps `site/` movable.
const load = createRequire(path.join(__dirname, 'next.config.ts'));
const { getSiteConfig, pageBuildTimeoutSeconds } = load('../config') as typeof import('../config');
const { securityHeaderRules } = load('./security-headers') as typeof import('./security-headers');
const { memberProfileRewrite, searchPageRewrite, unknownPathRewrite } = load('./server/request-gate') as typeof import('./server/request-gate');
const { cacheHeaderRules } = load('./cache-headers') as typeof import('./cache-headers');
const { markupSettings } = load('./markup-settings') as typeof import('./markup-settings');

const config: NextConfig = {
  // The engine, block schemas and renderers live beside site/, in the repository root.
  turbopack: { root: path.resolve(__dirname, '..') },
  outputFileTracingRoot: path.resolve(__dirname, '..'),
  poweredByHeader: false,
  // The archive bench builds over generated archives into a folder of its own
  // (scripts/bench/archive.ts), so the site's build in .next stays the one the tests run.
  ...(process.env.SITE_DIST_DIR ? { distDir: process.env.SITE_DIST_DIR } : {}),
  // The public address the pages are prerendered for, compiled into the server so that `npm start`
  // can say when it runs as another one (site/server/built-for.ts).
  // Whether the block catalogue is served is the build's choice too, so that a revalidation at
  // run time (the server may lack BLOCK_CATALOGUE) never turns it into a not-found page.
  // The WordPress schema is kept in the build's cache folder, so that the build's worker processes
  // ask WordPress for it once (site/cms/cms-schema.ts).
  env: {
    LARKSPUR_BUILT_FOR_URL: getSiteConfig().publicSiteUrl,
    LARKSPUR_BLOCK_CATALOGUE: getSiteConfig().blockCatalogue ? 'on' : 'off',
    LARKSPUR_CMS_CACHE_DIR: path.join(__dirname, process.env.SITE_DIST_DIR || '.next', 'cache', 'larkspur'),
  },
  // The site's server compresses (site/server/front-door.ts): an HTML page is rewritten before it is
  // compressed, which Next's own compression, applied inside its handler, would not allow.
  compress: false,
  // trailingSlash and images: whatever changes the markup of blocks is shared with `npm run render`.
  ...markupSettings,
  // The proxy makes the slash redirects itself (site/server/request-gate.ts): Next's own carry no security headers.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // A page that waits on a slow WordPress fails only when the CMS client gives up on it.
  staticPageGenerationTimeout: pageBuildTimeoutSeconds(getSiteConfig()),
  // Several instances share one page cache in Redis (site/cache/shared-cache.ts); read when the
  // server starts, so the same build runs with or without it.
  ...(process.env.REDIS_URL ? { cacheHandler: path.join(__dirname, 'cache-handler.mjs') } : {}),
  // `npm test` typechecks the whole repository (engine, scripts, tests) before it builds.
  typescript: { tsconfigPath: '../tsconfig.json', ignoreBuildErrors: true },
  // Fixed when the site is built, from the same configuration as the rest of the site.
  async headers() {
    return [...securityHeaderRules(getSiteConfig(), { production: process.env.NODE_ENV === 'production' }), ...cacheHeaderRules()];
  },
  // A path the proxy found the CMS does not know is answered by the one not-found page; the search
  // page with `?q=` by the route that answers the query on the server; a page with `?member=` by the
  // route that renders it with that profile open.
  async rewrites() {
    return { beforeFiles: [unknownPathRewrite, searchPageRewrite, memberProfileRewrite], afterFiles: [], fallback: [] };
  },
};

export default config;
