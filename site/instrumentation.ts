/**
 * Next.js calls `register` once when a server process starts. The site's Node.js server:
 *
 * - says when the public address differs from the one the pages were built for (PORT or
 *   PUBLIC_SITE_URL given to `npm start` but not to `npm run build`);
 * - with REDIS_URL, registers the shared page cache that `cache-handler.mjs` hands to Next
 *   (site/cache/register.ts);
 * - opens the form services, which starts the delivery worker when SMTP_URL is set, so queued
 *   submissions (from before a restart, too) are sent without waiting for a new one. The same
 *   worker runs on its own with `npm run submissions -- deliver --watch`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getSiteConfig } = await import('../config');
  const { redisUrl, redisPrefix, publicSiteUrl } = getSiteConfig();
  const { hostMismatchMessage } = await import('./server/built-for');
  // Replaced by the build's own value when Next compiles this file (next.config.ts, env).
  const mismatch = hostMismatchMessage(process.env.LARKSPUR_BUILT_FOR_URL, publicSiteUrl);
  if (mismatch !== undefined) console.warn(mismatch);
  if (redisUrl !== undefined) {
    const { registerSharedCache } = await import('./cache/register');
    await registerSharedCache(redisUrl, redisPrefix);
  }
  const { getProcessForms } = await import('./forms/services');
  await getProcessForms().catch((error: unknown) => {
    // The endpoints retry on the next request and answer 503 meanwhile; the site keeps serving.
    console.error(`Form services could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
}
