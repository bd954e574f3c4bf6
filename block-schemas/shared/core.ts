/**
 * Attribute shapes the block editor's core blocks share: text alignment (three generations of
 * it), the `style` object of block supports, CSS lengths, preset references and media URLs.
 * wp-graphql-content-blocks sends `style` and `layout` as JSON strings; the engine reads them as
 * objects before these schemas see them. (This folder is not scanned for blocks.)
 */
import { z } from 'zod';
import { choice, group, html, image, text } from '../../engine';

/** A text alignment as the editor stores it, in any generation (`align`, `textAlign`, `style.typography.textAlign`). */
export const textAlign = () => choice(['', 'left', 'center', 'right', 'justify']);

/** A block's alignment in the page: wide and full leave the text column. */
export const blockAlign = () => choice(['', 'left', 'center', 'right', 'wide', 'full', 'none']);

const LENGTH = /^\d+(?:\.\d+)?(?:px|%|em|rem|vw|vh|svh|dvh|ch)$/;
const LENGTH_MESSAGE = "Expected a CSS length such as '50%', '320px' or '2.5rem'";

/** A preset reference (`var:preset|spacing|50`) as the CSS custom property it names. */
export function presetVar(value: string): string | undefined {
  const match = /^var:preset\|([a-z-]+)\|([a-z0-9-]+)$/.exec(value.trim());
  return match ? `var(--wp--preset--${match[1]}--${match[2]})` : undefined;
}

/**
 * A CSS length: `'33.33%'`, `'320px'`, `'2.5rem'`. A bare number takes `unit` (older content
 * stores `33.33` for a column's percentage). `'fill'` and `var:preset|dimension|fill` mean
 * "take the rest of the row". Blank is undefined.
 */
export const cssLength = (unit: '%' | 'px' = 'px') =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value === 'number') return `${value}${unit}`;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (/^\d+(?:\.\d+)?$/.test(trimmed)) return `${trimmed}${unit}`;
      return /^var:preset\|dimension\|fill$/.test(trimmed) ? 'fill' : trimmed;
    },
    z.union([z.literal('fill'), z.string({ error: LENGTH_MESSAGE }).regex(LENGTH, LENGTH_MESSAGE)]).optional(),
  );

/**
 * The `style` object of block supports, as far as the site's renderers use it: the text
 * alignment of current WordPress, widths and heights, and the colours (custom colours are kept
 * for the blocks that must honour them, such as a cover's overlay).
 */
export const coreStyle = () =>
  group({
    typography: group({ textAlign: textAlign(), fontSize: text() }),
    dimensions: group({ width: cssLength(), minHeight: text(), aspectRatio: text() }),
    color: group({ background: text(), text: text(), gradient: text() }),
  });

/** What an image or a video may load from, in the words every media diagnostic uses. */
export const MEDIA_RULE = 'media loads only from http(s) URLs or site paths (/…)';

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

/** True for http(s), protocol-relative and site-path URLs: the sources the site serves media from. */
export function isMediaSource(src: string): boolean {
  const trimmed = src.trim();
  if (trimmed.startsWith('//') || (trimmed.startsWith('/') && !trimmed.startsWith('/\\'))) return true;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https';
}

const shortened = (src: string): string => (src.length > 40 ? `${src.slice(0, 37)}...` : src);

/** The diagnostic for a refused media URL: what was refused, the rule, and what to do. */
export function refusedMedia(src: string): string {
  const scheme = SCHEME.exec(src)?.[1]?.toLowerCase();
  const advice = scheme === 'data' || scheme === 'blob' ? ': upload the file to the media library and use its URL' : '';
  return `'${shortened(src.trim())}' is refused: ${MEDIA_RULE}${advice}`;
}

/** Refuses a string that is not a media source, with the rule, before `inner` reads it. */
const guardSource = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value === 'string' && value.trim() !== '' && !isMediaSource(value)) {
      ctx.addIssue({ code: 'custom', message: refusedMedia(value), input: value });
      return undefined;
    }
    return value;
  }, inner);

/** An image a core block stores (a URL, or an attachment id resolved through `meta`), with the media rule. */
export const coreImage = () => guardSource(image());

/** A video or audio file's URL, with the media rule; blank is undefined. */
export const mediaUrl = () =>
  guardSource(z.preprocess((value) => (value === null || value === '' ? undefined : value), z.string().trim().optional()));

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const TAG = /^[a-z][a-z0-9]*$/;

/**
 * The editor's oldest rich text (`source: 'children'`, before WordPress 5.0) is a list of
 * strings and `{type, props: {children}}` elements; as HTML it reads like any rich text (tags are
 * kept by name only, and `<RichText>` sanitizes the result as always).
 */
function childrenToHtml(value: unknown, depth = 0): string {
  if (typeof value === 'string') return escapeText(value);
  if (Array.isArray(value)) return depth > 32 ? '' : value.map((child) => childrenToHtml(child, depth + 1)).join('');
  if (typeof value !== 'object' || value === null) return '';
  const { type, props } = value as { type?: unknown; props?: { children?: unknown } };
  const inner = childrenToHtml(props?.children, depth + 1);
  return typeof type === 'string' && TAG.test(type) ? `<${type}>${inner}</${type}>` : inner;
}

/** Rich text as any editor stored it: an HTML string, or the oldest editor's list of children. */
export const richText = () => z.preprocess((value) => (Array.isArray(value) ? childrenToHtml(value) : value), html());
