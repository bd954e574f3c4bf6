/**
 * Core blocks for authored and generated posts, in the wp-graphql-gutenberg shape WordPress
 * serves (`attributesJSON` strings, saved HTML in `originalContent`), written from a small
 * text format so that an article reads as an article in its source:
 *
 *   A paragraph, with <a href="/contact/">inline HTML</a>.      (blank lines separate blocks)
 *   ## A heading                                                  (## h2, ### h3)
 *   - a list item                                                 (one per line; 1. for numbered)
 *   > The quoted words.                                           (then '> — Name, Title' cites)
 *   ![A caption](235)                                             (an image by media id)
 */
import type { ContentBlock, ContentMedia } from '../../content';

const block = (name: string, attributes: Record<string, unknown>, originalContent: string, innerBlocks: ContentBlock[] = []): ContentBlock => ({
  name,
  attributesJSON: JSON.stringify(attributes),
  originalContent,
  innerBlocks,
});

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const paragraph = (html: string): ContentBlock => block('core/paragraph', { content: html, dropCap: false }, `<p>${html}</p>`);

export function heading(html: string, level: 2 | 3 = 2): ContentBlock {
  return block('core/heading', { content: html, level }, `<h${level} class="wp-block-heading">${html}</h${level}>`);
}

export function list(items: readonly string[], ordered = false): ContentBlock {
  const tag = ordered ? 'ol' : 'ul';
  const children = items.map((item) => block('core/list-item', { content: item }, `<li>${item}</li>`));
  return block('core/list', { ordered, values: '' }, `<${tag} class="wp-block-list"></${tag}>`, children);
}

export function quote(paragraphs: readonly string[], citation: string): ContentBlock {
  return block('core/quote', { value: '', citation }, `<blockquote class="wp-block-quote"><cite>${citation}</cite></blockquote>`, paragraphs.map(paragraph));
}

export function image(media: ContentMedia, caption: string): ContentBlock {
  const figcaption = caption ? `<figcaption class="wp-element-caption">${caption}</figcaption>` : '';
  return block(
    'core/image',
    { id: media.databaseId, sizeSlug: 'large', linkDestination: 'none', url: media.mediaItemUrl, alt: media.altText, ...(caption ? { caption } : {}) },
    `<figure class="wp-block-image size-large"><img src="${media.mediaItemUrl}" alt="${escapeAttribute(media.altText)}" class="wp-image-${media.databaseId}"/>${figcaption}</figure>`,
  );
}

/** Blocks from the text format above; `media` resolves image ids. */
export function blocksFromText(source: string, media: ReadonlyMap<number, ContentMedia>): ContentBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => chunkBlock(chunk, media));
}

function chunkBlock(chunk: string, media: ReadonlyMap<number, ContentMedia>): ContentBlock {
  const lines = chunk.split('\n').map((line) => line.trim());
  const first = lines[0] ?? '';
  if (first.startsWith('### ')) return heading(first.slice(4), 3);
  if (first.startsWith('## ')) return heading(first.slice(3), 2);
  if (first.startsWith('- ')) return list(lines.map((line) => line.replace(/^- /, '')));
  if (/^1\. /.test(first)) return list(lines.map((line) => line.replace(/^\d+\. /, '')), true);
  if (first.startsWith('> ')) {
    const text = lines.map((line) => line.replace(/^> ?/, ''));
    const cite = text.at(-1)?.startsWith('— ') ? (text.pop() ?? '').slice(2) : '';
    return quote(text, cite);
  }
  const picture = /^!\[(.*)\]\((\d+)\)$/.exec(first);
  if (picture) {
    const item = media.get(Number(picture[2]));
    if (item === undefined) throw new Error(`no media item ${picture[2]}`);
    return image(item, picture[1] ?? '');
  }
  return paragraph(lines.join(' '));
}
