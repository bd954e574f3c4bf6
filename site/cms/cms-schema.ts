/**
 * The schema of the WordPress the site talks to, read from its introspection once per process
 * and kept for `CMS_CACHE.revalidate` seconds; read again sooner when the CMS refuses an operation
 * as invalid (its schema changed: a plugin was switched on or off, `forgetCmsSchema`) or on
 * revalidation (`refreshCmsSchema`, from the revalidation route, past Next's cached copy). Each typed operation is fitted to it (site/cms/schema-fit.ts) once per
 * schema, and what a fitted operation lost is logged once.
 *
 * The introspection (about 2.2 MB on a real WordPress) is over Next's 2 MB data-cache limit, so
 * Next cannot share it between the worker processes of `next build`. In the site's build and
 * server (`LARKSPUR_CMS_CACHE_DIR`, set by next.config.ts to the build's cache folder) the answer
 * is kept in a file there for as long (site/cms/shared-file.ts): one process asks WordPress, the
 * others wait for its answer. Scripts and tests keep it in memory only.
 *
 * WPGraphQL answers introspection to anonymous requests only with "Public Introspection"
 * enabled (GraphQL > Settings). Without it the operations are sent as written, and the log
 * says so once.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getIntrospectionQuery, type DocumentNode, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { getSiteConfig } from '../../config';
import { isRecord } from '../../engine';
import { clientSchema, describeRemovals, fitOperation, type FittedOperation } from './schema-fit';
import { CMS_CACHE, errorMessages, isResponse, postGraphql, type GraphqlResponse } from './http-transport';
import { readThroughFile, writeShared } from './shared-file';

/** How long a schema is trusted before it is read again (as long as Next keeps a CMS answer). */
const SCHEMA_TTL_MS = CMS_CACHE.revalidate * 1000;
/** The Next data-cache tag of the introspection answer, expired on revalidation. */
export const CMS_SCHEMA_TAG = 'cms-schema';
/** After a failed read, operations go as written for this long before the schema is asked for again. */
const FAILED_READ_PAUSE_MS = 30_000;
/**
 * The introspection is the heaviest answer a WordPress gives (its whole composed schema, about
 * 1,000 types): it may take this many times `CMS_TIMEOUT_MS` before it counts as lost, so that a
 * WordPress slow enough to need a long timeout for a page still gets its operations fitted.
 */
export const INTROSPECTION_TIMEOUT_FACTOR = 4;

export interface KnownSchema {
  readonly endpoint: string;
  readonly schema: GraphQLSchema | undefined;
  readonly readAt: number;
  readonly fitted: WeakMap<DocumentNode, FittedOperation>;
}

/** The last schema read, and the read under way (one at a time, shared by every request). */
let current: KnownSchema | undefined;
let reading: Promise<KnownSchema> | undefined;
const logged = new Set<string>();

function logOnce(line: string, log: (line: string) => void = console.warn): void {
  if (logged.has(line)) return;
  logged.add(line);
  log(line);
}

const INTROSPECTION = getIntrospectionQuery({ descriptions: false });

/**
 * How the introspection is asked: through Next's data cache and the shared file (`shared`); past
 * the file, which it rewrites (`past-file`: the CMS refused an operation fitted to it); or past
 * Next's cache too (`fresh`: the revalidation route, where no-store costs no page).
 */
type ReadMode = 'shared' | 'past-file' | 'fresh';

function introspect(endpoint: string, mode: ReadMode): Promise<GraphqlResponse> {
  return postGraphql({
    endpoint,
    name: 'IntrospectionQuery',
    body: JSON.stringify({ query: INTROSPECTION, operationName: 'IntrospectionQuery' }),
    timeoutMs: getSiteConfig().cmsTimeoutMs * INTROSPECTION_TIMEOUT_FACTOR,
    // Through Next's data cache like every CMS answer: a `no-store` fetch would make the page
    // that happens to ask first render on every request instead of once.
    cache: mode === 'fresh' ? { cache: 'no-store' } : { next: { revalidate: CMS_CACHE.revalidate, tags: [...CMS_CACHE.tags, CMS_SCHEMA_TAG] } },
  });
}

/** The file the build's processes share the endpoint's introspection in, when the site runs under Next. */
function sharedFileOf(endpoint: string): string | undefined {
  // Written out whole: Next replaces it with next.config.ts's value when it compiles the site.
  const directory = process.env.LARKSPUR_CMS_CACHE_DIR;
  if (directory === undefined || directory === '') return undefined;
  return path.join(directory, `cms-schema-${createHash('sha256').update(endpoint).digest('hex').slice(0, 16)}.json`);
}

/** How long a process waits for another's introspection: as long as that one may take, with its retries. */
const sharedWaitMs = (): number => {
  const { cmsTimeoutMs, cmsRetries } = getSiteConfig();
  return cmsTimeoutMs * INTROSPECTION_TIMEOUT_FACTOR * (cmsRetries + 1) + 10_000;
};

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The introspection's answer and when it was read. */
async function introspection(endpoint: string, mode: ReadMode): Promise<{ response: GraphqlResponse; readAt: number }> {
  const file = sharedFileOf(endpoint);
  if (file === undefined) return { response: await introspect(endpoint, mode), readAt: Date.now() };
  if (mode !== 'shared') {
    const response = await introspect(endpoint, mode);
    const readAt = await writeShared(file, JSON.stringify(response)).catch(() => Date.now());
    return { response, readAt };
  }
  const shared = await readThroughFile(file, async () => JSON.stringify(await introspect(endpoint, mode)), { maxAgeMs: SCHEMA_TTL_MS, waitMs: sharedWaitMs() });
  const response = parsed(shared.text);
  // A file that is not an answer (written by another version of the site) is asked for again.
  return isResponse(response) ? { response, readAt: shared.writtenAt } : introspection(endpoint, 'past-file');
}

async function readSchema(endpoint: string, mode: ReadMode = 'shared'): Promise<KnownSchema> {
  const { response, readAt } = await introspection(endpoint, mode);
  const base = { endpoint, readAt, fitted: new WeakMap<DocumentNode, FittedOperation>() };
  if (!isRecord(response.data) || !isRecord(response.data.__schema)) {
    logOnce(`[cms] ${endpoint} answers no introspection (${errorMessages(response).join('; ') || 'no data'}): operations are sent as written; enable WPGraphQL's Public Introspection so they fit this WordPress`);
    return { ...base, schema: undefined };
  }
  const { schema, dropped, problems } = clientSchema(response.data as unknown as IntrospectionQuery);
  if (dropped.length > 0) logOnce(`[cms] ${endpoint} serves ${dropped.length} type(s) GraphQL does not allow (no fields or members), left out of its schema with the fields that name them: ${dropped.join(', ')}`);
  if (schema === undefined) logOnce(`[cms] ${endpoint} serves a schema GraphQL does not allow (${problems.slice(0, 3).join('; ')}): operations are sent as written`);
  return { ...base, schema };
}

/** Set by `forgetCmsSchema`: the next read goes past the shared file, whose schema the CMS refused. */
let distrustFile = false;

function read(endpoint: string): Promise<KnownSchema> {
  reading ??= readSchema(endpoint, distrustFile ? 'past-file' : 'shared')
    .then((schema) => (current = schema))
    .finally(() => (reading = undefined));
  distrustFile = false;
  return reading;
}

/**
 * The CMS schema (`schema` undefined when the CMS answers no introspection). A stale one is
 * used while it is read again in the background; a failed read is asked again by the next request.
 */
export async function cmsSchema(endpoint: string): Promise<KnownSchema> {
  if (current?.endpoint !== endpoint) {
    // The CMS could not say its schema (down, or too slow for it): the operation goes as written
    // and fails or succeeds on its own; the schema is asked for again after a pause.
    return read(endpoint).catch((error: unknown) => {
      logOnce(`[cms] the schema of ${endpoint} could not be read (${error instanceof Error ? error.message : String(error)}): operations are sent as written for now`);
      current = { endpoint, schema: undefined, readAt: Date.now() - SCHEMA_TTL_MS + FAILED_READ_PAUSE_MS, fitted: new WeakMap() };
      return current;
    });
  }
  if (Date.now() - current.readAt >= SCHEMA_TTL_MS) read(endpoint).catch(() => undefined);
  return current;
}

/** Reads the schema again before the next request (the CMS refused an operation fitted to it). */
export function forgetCmsSchema(): void {
  current = undefined;
  distrustFile = true;
}

/**
 * Reads the schema again now, past Next's cached copy (on revalidation: a plugin may have been
 * switched on or off). Called from the revalidation route, never from a page's render; the pages
 * keep the schema they have until this read lands, and a failed read changes nothing.
 */
export function refreshCmsSchema(endpoint: string): void {
  reading ??= readSchema(endpoint, 'fresh')
    .then((schema) => (current = schema))
    .catch(() => current as KnownSchema)
    .finally(() => (reading = undefined));
}

/** The operation fitted to the CMS's schema, or as written when its schema is unknown. */
export async function fittedOperation(endpoint: string, document: DocumentNode, name: string): Promise<FittedOperation> {
  const known = await cmsSchema(endpoint);
  if (known.schema === undefined) return { document, removed: [], aliased: 0 };
  const cached = known.fitted.get(document);
  if (cached !== undefined) return cached;
  const fitted = fitOperation(document, known.schema);
  known.fitted.set(document, fitted);
  if (fitted.removed.length > 0) logOnce(`[cms] ${name}: this WordPress lacks ${fitted.removed.length} part(s) of the operation, left out: ${describeRemovals(fitted.removed).join('; ')}`);
  return fitted;
}

/** What each operation loses on this CMS: its name, how many parts, and the lines that say which. */
export async function describeFit(endpoint: string, documents: ReadonlyArray<readonly [string, DocumentNode]>): Promise<Array<{ readonly name: string; readonly count: number; readonly lines: readonly string[] }>> {
  const results = [];
  for (const [name, document] of documents) {
    const fitted = await fittedOperation(endpoint, document, name);
    results.push({ name, count: fitted.removed.length, lines: describeRemovals(fitted.removed) });
  }
  return results;
}
