import path from 'node:path';
import type { NextConfig } from 'next';

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
};

export default config;
