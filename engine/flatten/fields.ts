/**
 * Field helpers shared by every block schema.
 *
 * Each helper is a plain zod schema. The few that the engine must recognise while it walks a
 * schema (images, which are resolved through the block's `meta`, and CMS HTML, which the XSS and
 * JSON Schema tooling want to find) and links (objects that ACF stores as one value, not as
 * group keys) are recorded in `fieldKinds`. Repeaters and groups need no mark: any other array of
 * objects is a repeater and any other object is a group.
 */
import { z } from 'zod';

export type FieldKind = 'image' | 'html' | 'link';

/** The registry the engine consults to find images and HTML fields inside a schema. */
export const fieldKinds = z.registry<{ kind: FieldKind }>();

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || value === false;

/** Plain text: `null` and missing values become the empty string. */
export const text = () =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string());

/** CMS HTML. Rendered only through `<RichText>`, which sanitizes it. */
export const html = () => {
  const schema = z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string());
  fieldKinds.add(schema, { kind: 'html' });
  return schema;
};

const FLAG_TRUE = new Set<unknown>([true, 1, '1', 'true', 'yes', 'on']);

/** ACF true/false: `'1'`, `1`, `true` are true; everything else (`'0'`, `''`, missing) is false. */
export const flag = () => z.preprocess((value) => FLAG_TRUE.has(value), z.boolean());

/** A number that may arrive as a numeric string (`'1,250'` and `' 42 '` included); blank is undefined. */
export const numeric = () =>
  z.preprocess((value) => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return isBlank(value) ? undefined : value;
    const trimmed = value.replace(/,/g, '').trim();
    if (trimmed === '') return undefined;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : value;
  }, z.number().optional());

/** The ACF link object `{url, title, target}`; an empty ACF link (`''`, `false`) is undefined. */
export const link = () => {
  const schema = z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .object({
        url: z.string(),
        title: text().default(''),
        target: text().default(''),
      })
      .optional(),
  );
  fieldKinds.add(schema, { kind: 'link' });
  return schema;
};

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

/**
 * Normalises the shapes an image arrives in: a URL, an ACF image array, a WPGraphQL MediaItem
 * (`sourceUrl`, `mediaItemUrl`, `altText`), or `{src, alt}`. Ids are resolved earlier, by
 * `unflatten`, through the block's `meta`.
 */
export function toImageValue(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return /^(https?:)?\/\//.test(value) || value.startsWith('/') ? { src: value } : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const src = firstString(record, ['src', 'url', 'sourceUrl', 'mediaItemUrl']);
  if (src === undefined) return value;
  return {
    src,
    alt: firstString(record, ['alt', 'altText', 'title']) ?? '',
    width: dimension(record.width),
    height: dimension(record.height),
  };
}

/** An image: an ACF attachment id (resolved through the block's `meta`), a URL, or an image object. */
export const image = () => {
  const schema = z.preprocess(toImageValue, imageValue.optional());
  fieldKinds.add(schema, { kind: 'image' });
  return schema;
};

/** A repeater: ACF stores it as `name` = count and `name_{i}_{sub}` keys. */
export const repeater = <S extends z.ZodRawShape>(shape: S) => z.array(z.object(shape)).default([]);

/** A group: ACF stores it as `name_{sub}` keys (no index); a missing group takes its fields' defaults. */
export const group = <S extends z.ZodRawShape>(shape: S) => z.preprocess((value) => value ?? {}, z.object(shape));

/** One value out of a fixed list; blank or unknown values fall back to the first. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' && values.includes(value) ? value : values[0]), z.enum(values));
