/**
 * Next.js calls `register` once when a server process starts. The site's Node.js server:
 *
 * - with REDIS_URL, registers the shared page cache that `cache-handler.mjs` hands to Next
 *   (site/cache/register.ts);
 * - opens the form services, which starts the delivery worker when SMTP_URL is set, so queued
 *   submissions (from before a restart, too) are sent without waiting for a new one. The same
 *   worker runs on its own with `npm run submissions -- deliver --watch`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getSiteConfig } = await import('../config');
  const { redisUrl, redisPrefix } = getSiteConfig();
  if (redisUrl !== undefined) {
    const { registerSharedCache } = await import('./cache/register');
    await registerSharedCache(redisUrl, redisPrefix);
  }
  const { getProcessForms } = await import('./server/services');
  await getProcessForms().catch((error: unknown) => {
    // The endpoints retry on the next request and answer 503 meanwhile; the site keeps serving.
    console.error(`Form services could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
}
