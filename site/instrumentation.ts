/**
 * Next.js calls `register` once when a server process starts. The site's Node.js server opens
 * the form services here, which starts the delivery worker when SMTP_URL is set, so queued
 * submissions (from before a restart, too) are sent without waiting for a new one. The same
 * worker runs on its own with `npm run submissions -- deliver --watch`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getProcessForms } = await import('./server/services');
  await getProcessForms().catch((error: unknown) => {
    // The endpoints retry on the next request and answer 503 meanwhile; the site keeps serving.
    console.error(`Form services could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
}
