/**
 * The block editor's view of the site (the WordPress plugin's includes/editor-preview.php calls
 * these, signed as site/editor/signature.ts says):
 *
 *   POST /api/editor/preview/    {"block": {"name": "acf/text-grid", "anchor": "", "className": "", "data": {...}},
 *                                 "images": {"12": {"src": "https://cms.example.com/…/a.jpg", "alt": "", "width": 800, "height": 600}},
 *                                 "path": "/about/"}
 *   → 200 {"html": "<section …>…</section>", "problems": [{"severity": "warning", "field": "cta", "text": "…"}], "errors": 0, "warnings": 1}
 *
 *   POST /api/editor/validate/   {"blocks": [{"name": …, "data": …}, …], "images": {…}, "path": "/about/"}
 *   → 200 {"problems": [{"block": 0, "name": "acf/text-grid", "severity": "error", "field": "heading", "text": "…"}], "errors": 1, "warnings": 0}
 *
 * `data` is the block's ACF data as ACF stores it (the flattened keys the site reads from
 * WordPress); `images` the media items its attachment ids name, as WordPress's media library
 * has them. Only block types the site registers are rendered, with their real renderer and the
 * engine's validation (rich text sanitized as on a page), interactive blocks in their first
 * state; `problems` are the engine's diagnostics in an editor's words (engine plainWords).
 * Every answer is `private, no-store`; a request without a valid, fresh signature gets 401 and
 * nothing is rendered.
 */
import { z } from 'zod';
import { countDiagnostics, messages, plainWords, prepareBlocks, type Diagnostic, type Prepared, type RawBlock } from '../../engine';
import { blockRegistry } from '../../codegen/generated/registry';
import { PRIVATE_NO_STORE } from '../cache-headers';
import { readLimited } from '../request-body';
import { signatureMatches, signedHeaders, type SignedPurpose } from './signature';

/** As the revalidation hook's: a block's fields, or a post's blocks, fit with room to spare. */
export const EDITOR_MAX_BODY_BYTES = 256 * 1024;
const MAX_BLOCKS = 300;
const MAX_IMAGES = 300;

const sitePath = z
  .string()
  .max(1024)
  .regex(/^\/(?!\/)[^\s?#]*$/, { error: 'must be a site path such as /about/' });

const blockInput = z.object({
  name: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, { error: 'must be a block name such as acf/text-grid' }),
  anchor: z.string().max(200).optional(),
  className: z.string().max(500).optional(),
  data: z.record(z.string().max(255), z.unknown()),
});

const mediaItem = z.object({
  src: z.string().min(1).max(2048),
  alt: z.string().max(2000).default(''),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
});

const images = z
  .record(z.string().regex(/^\d{1,12}$/), mediaItem)
  .refine((map) => Object.keys(map).length <= MAX_IMAGES, { error: `at most ${MAX_IMAGES} images` })
  .default({});

export const previewBodySchema = z.object({ block: blockInput, images, path: sitePath.default('/') });
export const validateBodySchema = z.object({ blocks: z.array(blockInput).max(MAX_BLOCKS), images, path: sitePath.default('/') });

type BlockInput = z.output<typeof blockInput>;

/** A problem as the editor shows it. */
export interface EditorProblem {
  readonly severity: Diagnostic['severity'];
  /** The field's path (`items.1.title`), '' for the whole block. */
  readonly field: string;
  readonly text: string;
}

/** What the handlers call; the real rendering in the routes, fakes in tests. */
export interface EditorEffects {
  readonly secret: string | undefined;
  /** The HTML of the prepared block as the page at `path` shows it. */
  render(prepared: Prepared, path: string): Promise<string>;
  readonly nowSeconds?: () => number;
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': PRIVATE_NO_STORE } });

/** The block as the engine reads it from WordPress: the ACF data under `data`, beside the block attributes. */
const rawBlock = (block: BlockInput): RawBlock => ({
  name: block.name,
  // An empty anchor or class is one the block does not have, as WordPress leaves them out.
  attributes: { ...(block.anchor ? { anchor: block.anchor } : {}), ...(block.className ? { className: block.className } : {}), data: block.data },
  originalContent: '',
  innerBlocks: [],
});

const problemOf = (diagnostic: Diagnostic): EditorProblem => ({ severity: diagnostic.severity, field: diagnostic.fieldPath, text: plainWords(diagnostic) });

/** The signed request's body, validated, or the answer that refuses it. */
async function signedBody<T>(request: Request, purpose: SignedPurpose, schema: z.ZodType<T>, effects: EditorEffects): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const refuse = (status: number, body: unknown) => ({ ok: false as const, response: json(status, body) });
  if (effects.secret === undefined) return refuse(404, { error: 'editor previews are disabled: REVALIDATE_SECRET is not set' });
  const now = effects.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
  const headers = signedHeaders(request.headers, now);
  if (!headers.ok) return refuse(401, { error: headers.reason });
  const body = await readLimited(request, EDITOR_MAX_BODY_BYTES);
  if (!body.ok) return body.reason === 'too-large' ? refuse(413, { error: `body: at most ${EDITOR_MAX_BODY_BYTES} bytes` }) : refuse(400, { error: 'body: must be UTF-8 JSON' });
  if (!signatureMatches(purpose, headers.timestamp, body.text, headers.signature, effects.secret)) return refuse(401, { error: 'the signature does not match: check that WordPress and the site share the same secret' });
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return refuse(400, { error: 'body: must be JSON' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return refuse(400, { errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`) });
  return { ok: true, value: parsed.data };
}

const unregistered = (name: string) => `${name} is not a block type of this site`;

/** `POST /api/editor/preview/`: one block, rendered as the site renders it, with its problems. */
export async function handleEditorPreview(request: Request, effects: EditorEffects): Promise<Response> {
  const body = await signedBody(request, 'preview', previewBodySchema, effects);
  if (!body.ok) return body.response;
  const { block, path } = body.value;
  if (blockRegistry.lookup(block.name) === undefined) return json(422, { error: unregistered(block.name) });
  const prepared = prepareBlocks([rawBlock(block)], blockRegistry, { images: new Map(Object.entries(body.value.images)) });
  const problems = prepared.diagnostics.map(problemOf);
  let html = '';
  if (prepared.blocks.length > 0) {
    try {
      html = await effects.render(prepared, path);
    } catch (error) {
      console.error('editor preview: the block could not be rendered', error);
      return json(502, { error: 'the site could not render this block just now', problems });
    }
  }
  return json(200, { html, problems, ...countDiagnostics(prepared.diagnostics) });
}

/** `POST /api/editor/validate/`: a post's blocks checked as `npm run validate` checks them; nothing rendered. */
export async function handleEditorValidate(request: Request, effects: Pick<EditorEffects, 'secret' | 'nowSeconds'>): Promise<Response> {
  const body = await signedBody(request, 'validate', validateBodySchema, { ...effects, render: () => Promise.reject(new Error('validation renders nothing')) });
  if (!body.ok) return body.response;
  const media = new Map(Object.entries(body.value.images));
  const problems = body.value.blocks.flatMap((block, index) => {
    if (blockRegistry.lookup(block.name) === undefined) return [{ block: index, name: block.name, ...problemOf({ severity: 'error', blockPath: '', name: block.name, fieldPath: '', message: messages.unknownBlock }) }];
    return prepareBlocks([rawBlock(block)], blockRegistry, { images: media }).diagnostics.map((diagnostic) => ({ block: index, name: block.name, ...problemOf(diagnostic) }));
  });
  return json(200, { problems, ...countDiagnostics(problems) });
}
