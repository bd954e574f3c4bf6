/**
 * Field helpers shared by every block schema.
 *
 * Each helper is a plain zod schema. It reads what the CMS stores (missing, `null`, `''`,
 * ACF's `'1'`/`'0'`, counts as strings) and refuses what it cannot use with a reason from the
 * messages module; the engine then drops the smallest part that holds the refused value (the
 * value, the row, or, for a required field, the block) and reports what it did (see
 * `validate/salvage.ts`). Every helper takes an optional last argument: `{ required: true }`
 * makes an empty value an error, and `default` replaces a missing one.
 *
 * The few helpers that the engine must recognise while it walks a schema (images, which are
 * resolved from attachment ids, CMS HTML, which the XSS and JSON Schema tooling want to find, and
 * links, objects that ACF stores as one value, not as group keys) are recorded in `fieldKinds`.
 * Repeaters and groups need no mark: any other array of objects is a repeater and any other
 * object is a group. What each helper accepts as WordPress sends it is recorded in
 * `fieldPayloads`, for the payload JSON Schemas.
 */
import { z } from 'zod';
import { messages } from '../validate/messages';
import { isImageSrc, linkKind } from './urls';
import { isRecord } from '../record';
import { htmlIsEmpty } from '../text';

export type FieldKind = 'image' | 'html' | 'link';

/** The registry the engine consults to find images and HTML fields inside a schema. */
export const fieldKinds = z.registry<{ kind: FieldKind }>();

/** A JSON Schema (draft 2020-12) as a plain object. */
export type JsonSchema = Record<string, unknown>;

/**
 * What a helper accepts as WordPress sends it (before the engine reads it), and whether the key
 * must be present: the payload JSON Schemas are built from these.
 */
export const fieldPayloads = z.registry<{ schema: JsonSchema; required: boolean }>();

/** Options every value helper takes. */
export interface FieldOptions {
  /** An empty value is an error that names the field (in a repeater row, the row is dropped). */
  readonly required?: boolean;
}

/** A helper's refusal: adds the reason as an issue at the field's path. */
type Refuse = (message: string) => undefined;

/**
 * A helper over zod's preprocess: `read` turns what the CMS stored into what `inner` validates,
 * or refuses it with a reason (which the engine reports with the field's path).
 */
function cmsField<T extends z.ZodType>(read: (value: unknown, refuse: Refuse) => unknown, inner: T, payload: JsonSchema, required: boolean) {
  const schema = z.preprocess((value, ctx) => read(value, (message) => void ctx.addIssue({ code: 'custom', message, input: value })), inner);
  fieldPayloads.add(schema, { schema: payload, required });
  return schema;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '' || value === false;


const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** Options of `text()` and `html()`. */
export interface TextOptions extends FieldOptions {
  /** What a missing, `null` or `''` value becomes (`''` unless given). */
  readonly default?: string;
}

function stringField(options: TextOptions, isEmpty: (value: string) => boolean) {
  const fallback = options.default ?? '';
  const required = options.required === true;
  return cmsField(
    (value, refuse) => {
      const read = value === undefined || value === null || value === '' ? fallback : value;
      return required && typeof read === 'string' && isEmpty(read) ? refuse(messages.required) : read;
    },
    z.string(),
    required ? { type: 'string', pattern: '\\S' } : nullable({ type: 'string' }),
    required,
  );
}

/** Plain text. Missing, `null` and `''` become the default (`''`); anything but a string is refused. */
export const text = (options: TextOptions = {}) => stringField(options, (value) => value.trim() === '');


/** CMS HTML, rendered only through `<RichText>`, which sanitizes it. Missing values as for `text()`. */
export const html = (options: TextOptions = {}) => {
  const schema = stringField(options, htmlIsEmpty);
  fieldKinds.add(schema, { kind: 'html' });
  return schema;
};

const FLAG_TRUE = new Set<unknown>([true, 1, '1', 'true', 'yes', 'on']);
const FLAG_FALSE = new Set<unknown>([false, 0, '0', 'false', 'no', 'off']);

/** ACF true/false: `'1'`, `1`, `true` are true; `'0'`, `0`, `false` are false; missing is the default (false). */
export const flag = (options: { readonly default?: boolean } = {}) => {
  const fallback = options.default ?? false;
  return cmsField(
    (value, refuse) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (FLAG_TRUE.has(value)) return true;
      return FLAG_FALSE.has(value) ? false : refuse(messages.notAFlag(value));
    },
    z.boolean(),
    nullable({ enum: [...FLAG_TRUE, ...FLAG_FALSE, ''] }),
    false,
  );
};

/** Options of `numeric()`. */
export interface NumericOptions extends FieldOptions {
  /** What a missing or blank value becomes (undefined unless given). */
  readonly default?: number;
}

const NUMERIC_STRING = '^\\s*-?[0-9][0-9,]*(\\.[0-9]+)?\\s*$';

/**
 * A number that may arrive as a numeric string (`'1,250'` and `' 42 '` included); blank is the
 * default (undefined unless given); anything else is refused.
 */
export function numeric(options?: { readonly required?: false; readonly default?: undefined }): z.ZodPreprocess<z.ZodOptional<z.ZodNumber>>;
export function numeric(options: { readonly required: true; readonly default?: number } | { readonly required?: boolean; readonly default: number }): z.ZodPreprocess<z.ZodNumber>;
export function numeric(options: NumericOptions = {}): z.ZodPreprocess<z.ZodNumber | z.ZodOptional<z.ZodNumber>> {
  const required = options.required === true;
  const present = required || options.default !== undefined;
  return cmsField(
    (value, refuse) => {
      const trimmed = typeof value === 'string' ? value.replace(/,/g, '').trim() : value;
      if (isBlank(trimmed)) return options.default ?? (required ? refuse(messages.required) : undefined);
      const parsed = typeof trimmed === 'string' ? Number(trimmed) : trimmed;
      return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : refuse(messages.notANumber(value));
    },
    present ? z.number() : z.number().optional(),
    required ? { anyOf: [{ type: 'number' }, { type: 'string', pattern: NUMERIC_STRING }] } : { anyOf: [{ type: 'number' }, { type: 'string', pattern: `${NUMERIC_STRING}|^\\s*$` }, { type: 'null' }, { const: false }] },
    required,
  );
}

/** A leading `^\s*` and one of the accepted starts, for the payload schema (the engine checks more). */
const LINK_URL_PATTERN = '^\\s*([Hh][Tt][Tt][Pp][Ss]?:|[Mm][Aa][Ii][Ll][Tt][Oo]:|[Tt][Ee][Ll]:|[/#?])';

/**
 * A URL stored as a plain string (core blocks' `url` and `href`), for `<CmsLink>`. Missing, `null`
 * and `''` are `''`; a URL a link may not point to (`javascript:`, text that is no URL) is refused.
 */
export const url = (options: FieldOptions = {}) => {
  const required = options.required === true;
  return cmsField(
    (value, refuse) => {
      if (value === undefined || value === null || value === '') return required ? refuse(messages.required) : '';
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return required ? refuse(messages.required) : '';
      return linkKind(value) === undefined ? refuse(messages.refusedLinkUrl(value)) : value;
    },
    z.string(),
    required ? { type: 'string', pattern: LINK_URL_PATTERN } : { anyOf: [{ type: 'string', pattern: `${LINK_URL_PATTERN}|^\\s*$` }, { type: 'null' }] },
    required,
  );
};

const linkValue = z.object({
  url: z.string(),
  title: z.string(),
  target: z.string(),
});
/** A link as renderers receive it: a URL a link may point to, its title and target. */
export type LinkValue = z.output<typeof linkValue>;

const stringOr = (value: unknown): string => (typeof value === 'string' ? value : '');

const linkPayload = (required: boolean): JsonSchema => {
  const object = {
    type: 'object',
    properties: { url: { type: 'string', pattern: LINK_URL_PATTERN }, title: nullable({ type: 'string' }), target: nullable({ type: 'string' }) },
    required: ['url'],
  };
  const bare = { type: 'string', pattern: LINK_URL_PATTERN };
  return required ? { anyOf: [object, bare] } : { anyOf: [object, bare, { const: '' }, { const: false }, { type: 'null' }] };
};

function readLink(value: unknown, refuse: Refuse, required: boolean): LinkValue | undefined {
  if (isBlank(value)) return required ? refuse(messages.required) : undefined;
  const record = typeof value === 'string' ? { url: value } : value;
  if (!isRecord(record)) return refuse(messages.notALink(value));
  const url = stringOr(record.url);
  const title = stringOr(record.title);
  // An ACF link whose URL and title are both blank is an empty link, not a broken one.
  if (url.trim() === '' && title.trim() === '') return required ? refuse(messages.required) : undefined;
  if (url.trim() === '') return refuse(messages.linkWithoutUrl);
  if (linkKind(url) === undefined) return refuse(messages.refusedLinkUrl(url));
  return { url, title, target: stringOr(record.target) };
}

/**
 * The ACF link `{url, title, target}` (or a bare URL). Empty (`''`, `false`, no URL and no title)
 * is undefined; a link without a URL, or to a URL a link may not point to (`javascript:`, text
 * that is no URL), is refused.
 */
export function link(options?: { readonly required?: false }): z.ZodPreprocess<z.ZodOptional<typeof linkValue>>;
export function link(options: { readonly required: true }): z.ZodPreprocess<typeof linkValue>;
export function link(options: FieldOptions = {}): z.ZodPreprocess<typeof linkValue | z.ZodOptional<typeof linkValue>> {
  const required = options.required === true;
  const schema = cmsField((value, refuse) => readLink(value, refuse, required), required ? linkValue : linkValue.optional(), linkPayload(required), required);
  fieldKinds.add(schema, { kind: 'link' });
  return schema;
}

/** What a resolved image is, whatever shape it arrived in. */
export const imageValue = z.object({
  src: z.string().min(1),
  alt: z.string().default(''),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type ImageValue = z.output<typeof imageValue>;

const firstString = (record: Record<string, unknown>, keys: readonly string[]): string | undefined => {
  for (const key of keys) {
    const candidate = record[key];
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return undefined;
};

const dimension = (value: unknown): number | undefined => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/** An ACF attachment id: a positive integer or its digits. */
export const isAttachmentId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && /^\d+$/.test(value));

/** The keys an image object may hold its URL under: ours, ACF's, WPGraphQL's MediaItem. */
const SRC_KEYS = ['src', 'url', 'sourceUrl', 'mediaItemUrl'] as const;

/**
 * Normalises the shapes an image arrives in: a URL, an ACF image array, a WPGraphQL MediaItem
 * (`sourceUrl`, `mediaItemUrl`, `altText`), or `{src, alt}`. Anything else is returned as it is.
 * Ids are resolved earlier, by `unflatten`, through what the block was given (its `meta`).
 */
export function toImageValue(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return /^(https?:)?\/\//.test(value) || value.startsWith('/') ? { src: value } : value;
  if (!isRecord(value)) return value;
  const src = firstString(value, SRC_KEYS);
  if (src === undefined) return value;
  return {
    src,
    alt: firstString(value, ['alt', 'altText', 'title']) ?? '',
    width: dimension(value.width),
    height: dimension(value.height),
  };
}

function readImage(value: unknown, refuse: Refuse, required: boolean): unknown {
  if (isBlank(value)) return required ? refuse(messages.required) : undefined;
  // An id still here is one that nothing the block was given could resolve.
  if (isAttachmentId(value)) return refuse(messages.unresolvedImage(String(value)));
  const image = toImageValue(value);
  if (typeof image === 'string') return refuse(messages.refusedImageUrl(image));
  if (!isRecord(image) || typeof image.src !== 'string') return refuse(messages.notAnImage(value));
  return isImageSrc(image.src) ? image : refuse(messages.refusedImageUrl(image.src));
}

const imagePayload = (required: boolean): JsonSchema => {
  const accepted = [
    { type: 'integer', minimum: 0 },
    { type: 'string', pattern: '^([0-9]+|[Hh][Tt][Tt][Pp][Ss]?://.*|/.*)$' },
    { type: 'object', anyOf: SRC_KEYS.map((key) => ({ required: [key], properties: { [key]: { type: 'string', minLength: 1 } } })) },
  ];
  return { anyOf: required ? accepted : [...accepted, { const: '' }, { const: false }, { type: 'null' }] };
};

/**
 * An image: an ACF attachment id (resolved through the images the block was given), a URL, or an
 * image object. An id nothing resolves, a value that is no image, or a URL an image may not load
 * from (`javascript:`, `data:`) is refused.
 */
export function image(options?: { readonly required?: false }): z.ZodPreprocess<z.ZodOptional<typeof imageValue>>;
export function image(options: { readonly required: true }): z.ZodPreprocess<typeof imageValue>;
export function image(options: FieldOptions = {}): z.ZodPreprocess<typeof imageValue | z.ZodOptional<typeof imageValue>> {
  const required = options.required === true;
  const schema = cmsField((value, refuse) => readImage(value, refuse, required), required ? imageValue : imageValue.optional(), imagePayload(required), required);
  fieldKinds.add(schema, { kind: 'image' });
  return schema;
}

/**
 * A repeater: ACF stores it as `name` = count and `name_{i}_{sub}` keys. Missing, it has no rows;
 * `{ required: true }` makes a repeater without rows an error.
 */
export function repeater<S extends z.ZodRawShape>(shape: S, options: FieldOptions = {}) {
  const rows = z.array(z.object(shape));
  return options.required === true ? rows.min(1, messages.requiredRows).prefault([]) : rows.default([]);
}

/** A group: ACF stores it as `name_{sub}` keys (no index); a missing group takes its fields' defaults. */
export const group = <S extends z.ZodRawShape>(shape: S) => z.preprocess((value) => value ?? {}, z.object(shape));

/**
 * One value out of a fixed list. Missing, `null`, `false` or `''` (when `''` is not itself a choice) is the
 * default, the first value unless given; any other value is refused, and so replaced by the default.
 */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, options: { readonly default?: T[number] } = {}) => {
  const fallback = options.default ?? values[0];
  return cmsField(
    (value, refuse) => {
      // A select of numbers ('2', '3') may arrive as numbers.
      const candidate = typeof value === 'number' ? String(value) : value;
      if (typeof candidate === 'string' && values.includes(candidate)) return candidate;
      return isBlank(value) ? fallback : refuse(messages.unknownChoice(value, values));
    },
    z.enum(values),
    { anyOf: [{ enum: [...new Set([...values, '', ...values.filter((v) => /^-?\d+$/.test(v)).map(Number)])] }, { type: 'null' }, { const: false }] },
    false,
  );
};
