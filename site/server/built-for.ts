/**
 * A production build fixes the public address into its prerendered pages, the sitemap and
 * robots.txt (PUBLIC_SITE_URL, or http://localhost:{PORT} when it is unset). A server started
 * with another address serves those pages as they are; this module says so when it starts, in
 * words a newcomer can act on, instead of leaving them to find links to the wrong port.
 */

/** The message for a server whose public address differs from the build's, or `undefined` when they agree. */
export function hostMismatchMessage(builtFor: string | undefined, runningAs: string): string | undefined {
  if (builtFor === undefined || builtFor === '' || builtFor === runningAs) return undefined;
  return [
    `These pages were built for ${builtFor}, but the site now runs as ${runningAs}.`,
    `Prerendered pages, the sitemap and robots.txt link to ${builtFor}.`,
    'Build with the address visitors use (PUBLIC_SITE_URL, or PORT for a local run), e.g.',
    `  PUBLIC_SITE_URL=${runningAs} npm run build && npm start`,
  ].join('\n');
}
