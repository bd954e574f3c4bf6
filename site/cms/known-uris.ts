/**
 * Whether the CMS has a page or post at a uri: the proxy's question before a request reaches the
 * prerendered routes (site/proxy.ts). Next caches what those routes render for a path, a 404
 * included, so a path the CMS does not know must never reach them: each one cost about 80 KB of
 * disk, without limit.
 *
 * A uri found is remembered for KNOWN_TTL_MS (the pages' own revalidation time), up to KNOWN_LIMIT
 * of them, so a page's visitors cost no CMS request; a uri not found is not remembered (memory
 * stays bounded whatever paths are asked for) and asked again next time, so a page published a
 * moment ago is served at once. Asking is `nodeByUri` for the type name alone, past Next's data
 * cache (which would keep an entry per path asked for).
 */
import { UriKindDocument } from '../../codegen/generated/graphql';
import { cmsQuery } from './client';
import { normalizeUri } from './uri';

/** As long as a prerendered page lives before it is revalidated (`revalidate = 300`). */
export const KNOWN_TTL_MS = 300_000;
/** Uris remembered at most: past it the oldest are forgotten (and asked again when visited). */
export const KNOWN_LIMIT = 50_000;
/** A question asked in front of a page request waits no longer than this for the CMS. */
export const ASK_TIMEOUT_MS = 3_000;

/** What the site renders at a uri; anything else the CMS has there (a category, a user) is not a page of this site. */
const RENDERED_TYPES: ReadonlySet<string> = new Set(['Page', 'Post']);

export type UriLookup = (uri: string) => Promise<boolean>;

/** Asks the CMS; throws when it cannot answer (`CmsError`). */
export const askCms: UriLookup = async (uri) => {
  const { nodeByUri } = await cmsQuery(UriKindDocument, { uri }, { fresh: true, timeoutMs: ASK_TIMEOUT_MS });
  return nodeByUri !== null && nodeByUri !== undefined && RENDERED_TYPES.has(nodeByUri.__typename);
};

export interface KnownUris {
  /**
   * True when the CMS has a page or post at `uri` (any spelling `normalizeUri` reads), false when
   * it has none. Throws when the CMS cannot answer: the caller decides what that means.
   */
  has(uri: string): Promise<boolean>;
  /** Uris remembered now (for tests and the memory bound). */
  readonly size: number;
}

/** A memory of known uris over `lookup`; `now` is the clock (tests move it). */
export function knownUris(lookup: UriLookup = askCms, now: () => number = Date.now): KnownUris {
  const known = new Map<string, number>();
  const asking = new Map<string, Promise<boolean>>();

  function remember(uri: string): void {
    known.delete(uri);
    known.set(uri, now() + KNOWN_TTL_MS);
    for (const oldest of known.keys()) {
      if (known.size <= KNOWN_LIMIT) break;
      known.delete(oldest);
    }
  }

  async function ask(uri: string): Promise<boolean> {
    try {
      const found = await lookup(uri);
      if (found) remember(uri);
      else known.delete(uri);
      return found;
    } finally {
      asking.delete(uri);
    }
  }

  return {
    has(input) {
      const uri = normalizeUri(input);
      const expires = known.get(uri);
      if (expires !== undefined && expires > now()) return Promise.resolve(true);
      // One question per uri at a time: a burst of visitors to a new page asks once.
      const pending = asking.get(uri) ?? ask(uri);
      asking.set(uri, pending);
      return pending;
    },
    get size() {
      return known.size;
    },
  };
}
