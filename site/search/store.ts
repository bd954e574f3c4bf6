/**
 * The process's search index: built from the CMS on the first query, rebuilt when content is
 * revalidated (`markSearchIndexStale`) and at the latest every 5 minutes (as the CMS data cache),
 * so instances that did not receive the revalidation catch up too. A rebuild happens in the
 * background while the previous index keeps answering; only the very first query waits. It reads
 * the CMS's pages as they come, and keeps only what a result shows of each document. An archive
 * larger than the in-process index holds (`IN_PROCESS_MAX_DOCUMENTS`) is not read again on every
 * query: the error that says to use PostgreSQL is logged once and answered until content changes.
 *
 * When DATABASE_URL names PostgreSQL, the index lives there instead (postgres.ts), shared by every
 * instance: nothing is built here, and a revalidation rewrites the rows of the paths it names.
 */
import { getSiteConfig } from '../../config';
import { loadSearchDocument, searchDocumentPages, type SearchDocument } from '../cms/search-documents';
import { isPostgresUrl } from '../postgres';
import { MAX_RESULTS, SearchIndexTooLarge, SiteSearchIndex, type SearchBackend, type SearchDocumentSource } from './index';
import { PostgresSearchIndex } from './postgres';

/** As `CMS_CACHE.revalidate`: an index is at most as old as the pages it finds. */
export const SEARCH_INDEX_MAX_AGE_MS = 300_000;
/** After a failed rebuild, the next attempt waits this long rather than hitting a struggling CMS on every query. */
const RETRY_AFTER_FAILURE_MS = 30_000;

interface StoreState {
  /** The shared index in PostgreSQL, once opened (by DATABASE_URL). */
  shared: Promise<PostgresSearchIndex> | undefined;
  /** Its recent answers by offset and query, until when they may be given. */
  readonly sharedAnswers: Map<string, { readonly body: string; readonly until: number }>;
  index: SiteSearchIndex | undefined;
  builtAt: number;
  stale: boolean;
  building: Promise<SiteSearchIndex> | undefined;
  /** The archive is too large for this process (until content changes). */
  tooLarge: SearchIndexTooLarge | undefined;
  /** The documents to build from: the CMS's pages as they come (only what the index keeps of them stays in memory), or, in tests, a list. */
  load: DocumentLoader;
}

type DocumentLoader = () => SearchDocumentSource | Promise<SearchDocumentSource>;

// On globalThis: Next may load this module once per route bundle, and every route must share one index.
const KEY = Symbol.for('larkspur.search-index');
const holder = globalThis as typeof globalThis & { [KEY]?: StoreState };
const state: StoreState = (holder[KEY] ??= { shared: undefined, sharedAnswers: new Map(), index: undefined, builtAt: 0, stale: false, building: undefined, tooLarge: undefined, load: searchDocumentPages });

function rebuild(): Promise<SiteSearchIndex> {
  state.stale = false;
  state.building ??= (async () => {
    try {
      const index = await SiteSearchIndex.buildAsync(await state.load());
      state.index = index;
      state.builtAt = Date.now();
      return index;
    } catch (error) {
      if (error instanceof SearchIndexTooLarge) {
        state.tooLarge = error;
        console.error(`Site search: ${error.message}`);
      }
      throw error;
    } finally {
      state.building = undefined;
    }
  })();
  return state.building;
}

/**
 * The current index. The first call waits for the build (and throws when the CMS cannot be read);
 * later calls answer at once, starting a background rebuild when the index is stale or old. A
 * failed background rebuild keeps the last good index and is tried again on a later query.
 */
export async function getSearchIndex(): Promise<SiteSearchIndex> {
  if (state.tooLarge !== undefined) throw state.tooLarge;
  if (state.index === undefined) return state.building ?? rebuild();
  if ((state.stale || Date.now() - state.builtAt > SEARCH_INDEX_MAX_AGE_MS) && state.building === undefined) {
    rebuild().catch((error: unknown) => {
      state.builtAt = Date.now() - SEARCH_INDEX_MAX_AGE_MS + RETRY_AFTER_FAILURE_MS;
      console.error('search index rebuild failed; the previous index keeps answering', error);
    });
  }
  return state.index;
}

/** Content changed (a revalidation): the next query starts a rebuild. */
export function markSearchIndexStale(): void {
  state.stale = true;
  state.tooLarge = undefined;
}

/** The shared index in PostgreSQL when DATABASE_URL names one (opened once; a failed open is tried again on the next call). */
function sharedIndex(): Promise<PostgresSearchIndex> | undefined {
  const url = getSiteConfig().databaseUrl;
  if (!isPostgresUrl(url)) return undefined;
  state.shared ??= PostgresSearchIndex.open(url).catch((error: unknown) => {
    state.shared = undefined;
    throw error;
  });
  return state.shared;
}

/** The index this site searches: the shared one in PostgreSQL when DATABASE_URL names one, this process's otherwise. */
export function getSearchBackend(): Promise<SearchBackend> {
  return sharedIndex() ?? getSearchIndex();
}

/**
 * Content at these paths changed (a revalidation). In PostgreSQL each path's row is written again
 * from the CMS, or removed when the CMS serves no post or page there any more (trashed,
 * unpublished); in process, the next query starts a rebuild.
 */
export async function searchContentChanged(paths: readonly string[], load: (uri: string) => Promise<SearchDocument | null> = loadSearchDocument): Promise<void> {
  const shared = sharedIndex();
  if (shared === undefined) return markSearchIndexStale();
  const index = await shared;
  const documents = await Promise.all(paths.map(async (uri) => ({ uri, document: await load(uri) })));
  await index.upsert(documents.flatMap(({ document }) => document ?? []));
  await index.remove(documents.flatMap(({ uri, document }) => (document === null ? [uri] : [])));
  forgetSharedAnswers();
}

/**
 * The shared index (PostgreSQL) changes under this process, by another instance's revalidation:
 * its answers are kept only as long as a browser may keep them anyway (the API's max-age), and
 * forgotten at once when this instance's own revalidation changes the index.
 */
const SHARED_ANSWER_MS = 60_000;
const SHARED_ANSWERS = 1000;

/** The shared index changed: this process's answers from it are stale. */
export function forgetSharedAnswers(): void {
  state.sharedAnswers.clear();
}

/** The body of the shared index's answer to a normalised query, kept a minute. */
export async function sharedAnswer(index: SearchBackend, query: string, offset: number): Promise<string> {
  const key = `${offset} ${query.toLowerCase()}`;
  const now = Date.now();
  const cached = state.sharedAnswers.get(key);
  if (cached !== undefined && cached.until > now) return cached.body;
  const body = JSON.stringify(await index.find(query, MAX_RESULTS, offset));
  state.sharedAnswers.delete(key);
  if (state.sharedAnswers.size >= SHARED_ANSWERS) state.sharedAnswers.delete(state.sharedAnswers.keys().next().value ?? '');
  state.sharedAnswers.set(key, { body, until: now + SHARED_ANSWER_MS });
  return body;
}

/** Tests: start over, optionally with another document source. */
export function resetSearchIndex(load: DocumentLoader = searchDocumentPages): void {
  state.sharedAnswers.clear();
  Object.assign(state, { shared: undefined, index: undefined, builtAt: 0, stale: false, building: undefined, tooLarge: undefined, load });
}
