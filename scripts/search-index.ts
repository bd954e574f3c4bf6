/**
 * `npm run search:index`: fills the site search's index in PostgreSQL (DATABASE_URL) with every
 * post and page of the CMS the site reads (the embedded content, or WordPress at CMS_GRAPHQL_URL),
 * a page of 100 posts and 100 pages at a time, and removes what the CMS no longer lists. Run once
 * when a site moves its search to PostgreSQL; the revalidation webhook keeps the index up to date
 * afterwards, and running it again at any time is safe (the site searches on meanwhile).
 *
 * Exit 0 when done, 2 when DATABASE_URL names no PostgreSQL or a step failed.
 */
import { getSiteConfig } from '../config';
import { searchDocumentPages } from '../site/cms/search-documents';
import { isPostgresUrl } from '../site/postgres';
import { PostgresSearchIndex } from '../site/search/postgres';
import { InputError, runCli } from './lib/payload-file';

const USAGE = 'usage: DATABASE_URL=postgres://… npm run search:index';

/** Progress at most this often: a line per CMS page would flood a terminal at 100,000 posts. */
const PROGRESS_EVERY_MS = 2_000;

runCli(USAGE, async () => {
  const { databaseUrl, cmsGraphqlUrl } = getSiteConfig();
  if (!isPostgresUrl(databaseUrl)) throw new InputError('DATABASE_URL must name a PostgreSQL database (postgres://…): without one the site searches in process and needs no index');
  const index = await PostgresSearchIndex.open(databaseUrl);
  try {
    console.log(`search:index: reading ${cmsGraphqlUrl ?? 'the embedded CMS'} into ${index.label}`);
    const started = performance.now();
    let shown = started;
    const { indexed, removed } = await index.reindex(searchDocumentPages(), (count) => {
      const now = performance.now();
      if (now - shown < PROGRESS_EVERY_MS) return;
      shown = now;
      console.log(`search:index: ${count.toLocaleString('en-US')} documents (${Math.round(count / ((now - started) / 1000))}/s)`);
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`search:index: ${indexed.toLocaleString('en-US')} documents indexed in ${seconds.toFixed(1)} s, ${removed.toLocaleString('en-US')} removed that the CMS no longer lists; ${(await index.size()).toLocaleString('en-US')} in the index`);
    return 0;
  } finally {
    await index.close();
  }
});
