import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';

// Next compiles this file alone and loads it without a file name of its own, so a relative import
// would resolve from the working directory; resolving from this folder keeps `site/` movable.
const load = createRequire(path.join(__dirname, 'next.config.ts'));
const { getSiteConfig } = load('./config') as typeof import('./config');
const { securityHeaderRules } = load('./security-headers') as typeof import('./security-headers');

const config: NextConfig = {
  // The engine, block schemas and renderers live beside site/, in the repository root.
  turbopack: { root: path.resolve(__dirname, '..') },
  outputFileTracingRoot: path.resolve(__dirname, '..'),
  poweredByHeader: false,
  // WordPress URIs end with a slash; serving them as they are keeps canonical URLs free of redirects.
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` typechecks the whole repository (engine, scripts, tests) before it builds.
  typescript: { tsconfigPath: '../tsconfig.json', ignoreBuildErrors: true },
  // Fixed when the site is built, from the same configuration as the rest of the site.
  async headers() {
    return securityHeaderRules(getSiteConfig(), { production: process.env.NODE_ENV === 'production' });
  },
};

export default config;
