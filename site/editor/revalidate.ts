/**
 * `POST /api/revalidate`: WordPress names what changed when an editor publishes, and
 * the site refreshes exactly that, plus the search index and the sitemap.
 *
 *   POST /api/revalidate
 *   Authorization: Bearer <REVALIDATE_SECRET>        (or x-revalidate-secret: <REVALIDATE_SECRET>)
 *   {"paths": ["/news/some-post/", "/news/"], "tags": ["menus"]}
 *
 * `paths` are site paths (uris); `tags` are cache tags, of which three are known: `menus` and
 * `site-options` (the frame on every page: the whole site is refreshed) and `cms` (every CMS
 * answer, and the whole site). Any other tag is passed on to Next as it is, for data a loader tags.
 */
import { z } from 'zod';
import { normalizeUri } from '../cms/uri';
import { PRIVATE_NO_STORE } from '../cache-headers';
import { readJson } from '../request-body';
import { presentedSecret, secretMatches } from './secret';

/** Next ignores longer paths (its soft-tag limit); a longer one is refused rather than silently skipped. */
const MAX_PATH_LENGTH = 1024;
const MAX_BODY_BYTES = 64 * 1024;

const sitePath = z
  .string()
  .max(MAX_PATH_LENGTH)
  .regex(/^\/(?!\/)[^\s?#]*$/, { error: 'must be a site path such as /news/some-post/' });
const tag = z.string().regex(/^[a-z0-9][a-z0-9:_./-]{0,63}$/i, { error: 'must be a cache tag such as menus' });

export const revalidateBodySchema = z
  .object({
    paths: z.array(sitePath).max(200).default([]),
    tags: z.array(tag).max(50).default([]),
  })
  .refine((body) => body.paths.length + body.tags.length > 0, { error: 'name at least one path or tag' });

export type RevalidateBody = z.output<typeof revalidateBodySchema>;

/** Tags whose data is part of the frame that every page shows. */
const FRAME_TAGS: ReadonlySet<string> = new Set(['menus', 'site-options', 'cms']);

/** What a request refreshes. */
export interface RevalidationPlan {
  /** Normalised uris. */
  readonly paths: readonly string[];
  /** Cache tags passed on to Next. */
  readonly tags: readonly string[];
  /** True when every page must be refreshed (its frame changed). */
  readonly wholeSite: boolean;
}

export function planRevalidation(body: RevalidateBody): RevalidationPlan {
  return {
    paths: [...new Set(body.paths.map(normalizeUri))],
    tags: [...new Set(body.tags.filter((name) => name !== 'menus' && name !== 'site-options'))],
    wholeSite: body.tags.some((name) => FRAME_TAGS.has(name)),
  };
}

/** What the handler calls; Next's functions in the route, fakes in tests. */
export interface RevalidateEffects {
  readonly secret: string | undefined;
  revalidatePath(path: string, type?: 'layout' | 'page'): void;
  revalidateTag(tag: string): void;
  /** Content at these paths changed: the search index updates their documents (or is rebuilt on the next query). */
  searchChanged(paths: readonly string[]): void | Promise<void>;
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': PRIVATE_NO_STORE } });

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const body = await readJson(request, MAX_BODY_BYTES);
  if (body.ok) return body;
  if (body.reason === 'too-large') return { ok: false, response: json(413, { error: `body: at most ${MAX_BODY_BYTES} bytes` }) };
  return { ok: false, response: json(400, { error: 'body: must be JSON such as {"paths": ["/about/"]}' }) };
}

/** Authenticates, validates and applies a revalidation request. */
export async function handleRevalidate(request: Request, effects: RevalidateEffects): Promise<Response> {
  if (effects.secret === undefined) return json(404, { error: 'revalidation is disabled: REVALIDATE_SECRET is not set' });
  if (!secretMatches(presentedSecret(request.headers), effects.secret)) return json(401, { error: 'a valid secret is required' });
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = revalidateBodySchema.safeParse(body.value);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    return json(400, { errors });
  }
  const plan = planRevalidation(parsed.data);
  for (const path of plan.paths) effects.revalidatePath(path);
  for (const name of plan.tags) effects.revalidateTag(name);
  if (plan.wholeSite) effects.revalidatePath('/', 'layout');
  // The sitemap index and every sitemap file (`/sitemap/{n}.xml` carry the `/sitemap` layout's
  // tag): a post published or trashed moves the posts after it from one file to the next.
  effects.revalidatePath('/sitemap.xml');
  effects.revalidatePath('/sitemap', 'layout');
  try {
    await effects.searchChanged(plan.paths);
  } catch (error) {
    // The pages are refreshed already; the search catches up at the next revalidation or reindex.
    console.error('revalidation: the search index could not be updated', error);
  }
  return json(200, { revalidated: true, ...plan });
}

/** Next's prefix for the tags every cached page carries implicitly: one per path and per layout. */
const IMPLICIT_TAG_PREFIX = '_N_T_';

/**
 * The implicit cache tags that `revalidatePath(path, type)` expires, to be marked stale instead.
 *
 * In Next 16 `revalidatePath` expires a page at once: the next visit renders it while the visitor
 * waits, and a CMS that is down at that moment turns the page into a 500 until it is back.
 * `revalidateTag(tag, 'max')` on the same tags is stale-while-revalidate: the next visit gets the
 * last good page and starts the refresh, and a refresh that fails keeps that page. The tags are
 * spelled as Next spells them (`next/dist/server/web/spec-extension/revalidate.js`); the
 * resilience e2e test fails if a Next upgrade changes them.
 */
export function implicitPathTags(path: string, type?: 'layout' | 'page'): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // `revalidateTag` makes the tag header-safe itself, as `revalidatePath` does.
  let tag = `${IMPLICIT_TAG_PREFIX}${trimmed}`;
  if (type !== undefined) tag += `${tag.endsWith('/') ? '' : '/'}${type}`;
  if (tag === `${IMPLICIT_TAG_PREFIX}/`) return [tag, `${IMPLICIT_TAG_PREFIX}/index`];
  if (tag === `${IMPLICIT_TAG_PREFIX}/index`) return [tag, `${IMPLICIT_TAG_PREFIX}/`];
  return [tag];
}
