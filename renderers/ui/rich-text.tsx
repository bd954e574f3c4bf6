/**
 * `<RichText>`: the one place CMS HTML is sanitized and parsed (STYLE rule 7). Every `html()`
 * field reaches the page through here: an allow-list sanitizer first (no scripts, no styles, no
 * event handlers, no iframes, only http(s)/mailto/tel links and http(s) images), then
 * html-react-parser, so the result is React elements and never `dangerouslySetInnerHTML`.
 */
import parse from 'html-react-parser';
import type { ReactNode } from 'react';
import sanitizeHtml from 'sanitize-html';
import { htmlIsEmpty, safeElementId, safeFragmentHref } from '../../engine';
import { cn } from './cn';
import { mediaHost, pdfHref } from './media-href';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const ALLOWED_TAGS = [
  ...HEADING_TAGS,
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'address',
  'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'code', 'kbd', 'samp', 'abbr', 'cite', 'q', 'time', 'bdi', 'bdo', 'wbr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'figure', 'figcaption', 'img',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'scope', 'headers'];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'target', 'rel', 'hreflang'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  th: CELL_ATTRIBUTES,
  td: CELL_ATTRIBUTES,
  col: ['span'],
  colgroup: ['span'],
  blockquote: ['cite'],
  q: ['cite'],
  time: ['datetime'],
  abbr: ['title'],
  bdo: ['dir'],
  // Headings keep their ids so in-page anchors (`#section`) keep working.
  ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, ['id']])),
};

/** Elements whose content is dropped along with them (not kept as text). */
const DROP_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'xmp', 'noscript', 'noembed', 'noframes', 'plaintext',
  'template', 'title', 'head', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math',
];

const NEW_TAB_REL = ['noopener', 'noreferrer'];

/**
 * A new tab never gets a handle on this page; any other target is dropped. PDFs on the public
 * host are served from the CMS media host.
 */
function guardLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, href, ...rest } = attribs;
  const relTokens = (rel ?? '').split(/\s+/).filter((token) => token !== '' && !NEW_TAB_REL.includes(token));
  if (target === '_blank') relTokens.push(...NEW_TAB_REL);
  return {
    tagName,
    attribs: {
      ...(href === undefined ? {} : { href: safeFragmentHref(pdfHref(href)) }),
      ...rest,
      ...(target === '_blank' ? { target } : {}),
      ...(relTokens.length > 0 ? { rel: relTokens.join(' ') } : {}),
    },
  };
}

/** Images load lazily, and one without alt text is treated as decorative rather than unnamed. */
const lazyImage: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { alt: '', ...attribs, loading: 'lazy', decoding: 'async' },
});

/** A heading keeps its id unless the id names a global of the page's runtime (then it is prefixed). */
const guardId: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: attribs.id === undefined ? attribs : { ...attribs, id: safeElementId(attribs.id) },
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: { a: guardLink, img: lazyImage, ...Object.fromEntries(HEADING_TAGS.map((tag) => [tag, guardId])) },
  // An image whose source was refused (`data:`, `javascript:`) would only show as broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * A page's HTML fields come back on every revalidation, the frame's (footer, GDPR text) on every
 * page, and a block that decides its layout from `richTextIsEmpty` sanitizes the same HTML again
 * when it renders it, so recent results are kept: insertion order makes the Map a first-in-first-out
 * cache. Large HTML is not kept.
 */
const cache = new Map<string, string>();
const CACHE_ENTRIES = 1000;
const CACHE_MAX_LENGTH = 4000;

/** Sanitizes CMS HTML with the site's allow-list; the result is safe to parse and render. */
export function sanitizeCmsHtml(html: string): string {
  // The result depends on the media host too (PDF links), so it is part of the key.
  const key = `${mediaHost() ?? ''}\n${html}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const clean = sanitizeHtml(html, OPTIONS);
  if (html.length <= CACHE_MAX_LENGTH) {
    if (cache.size >= CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, clean);
  }
  return clean;
}

/** Sanitized CMS HTML as React nodes, for places that supply their own element (a table cell). */
export function cmsHtml(html: string): ReactNode {
  const clean = sanitizeCmsHtml(html);
  return clean === '' ? null : parse(clean);
}

/** True when the HTML shows nothing once sanitized: no text (blank or `&nbsp;` only) and no image or rule. */
export function richTextIsEmpty(html: string): boolean {
  return htmlIsEmpty(sanitizeCmsHtml(html));
}

/** The one element `html` consists of, if it is one: `<p class="x">Hi</p>` -> `{tag: 'p', inner: 'Hi'}`. */
export function outerElement(html: string): { readonly tag: string; readonly inner: string } | undefined {
  const match = /^\s*<([a-z][a-z0-9]*)\b[^>]*>([\s\S]*)<\/\1\s*>\s*$/i.exec(html);
  return match?.[1] === undefined ? undefined : { tag: match[1].toLowerCase(), inner: match[2] ?? '' };
}

/**
 * The inside of `html` when it is one `tag` element, else `html`. Core blocks whose text falls
 * back to their saved markup need this: the engine fills `content` with the whole element
 * (`<p class="x">Hi</p>`), and the renderer supplies its own.
 */
export function unwrapElement(html: string, tags: readonly string[]): string {
  const element = outerElement(html);
  return element !== undefined && tags.includes(element.tag) ? element.inner : html;
}

/** The elements `<RichText>` may render as. */
export type RichTextTag =
  | 'div' | 'p' | 'span' | 'li' | 'ul' | 'ol' | 'blockquote' | 'cite' | 'figcaption' | 'caption'
  | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Link styling inside CMS HTML, for elements that hold `cmsHtml()`; blocks add their own typography. */
export const richTextClasses = '[&_a]:font-medium [&_a]:text-freight [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-slate';

/** Link styling by background: `light` (the default) or `dark` surfaces such as the footer. */
const toneClasses = {
  light: richTextClasses,
  dark: '[&_a]:font-medium [&_a]:text-white [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-mist',
} as const;

export interface RichTextProps {
  readonly html: string;
  /** The wrapping element; `div` unless said otherwise. */
  readonly as?: RichTextTag;
  readonly className?: string;
  readonly id?: string;
  /** The background the text sits on, which sets the link colour. */
  readonly tone?: keyof typeof toneClasses;
  /** The text's direction when the editor set one (a right-to-left paragraph). */
  readonly dir?: 'ltr' | 'rtl';
}

/**
 * CMS HTML, sanitized and rendered as React elements inside one wrapping element; nothing at all
 * when the HTML shows nothing (blank, `&nbsp;` only), so a caller never guards it.
 */
export function RichText({ html, as: Tag = 'div', className, id, tone = 'light', dir }: RichTextProps) {
  const clean = sanitizeCmsHtml(html);
  if (htmlIsEmpty(clean)) return null;
  return (
    <Tag id={id} className={cn(toneClasses[tone], className)} dir={dir}>
      {parse(clean)}
    </Tag>
  );
}
