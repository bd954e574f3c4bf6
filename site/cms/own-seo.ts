/**
 * A page's title and description from WordPress's own fields, for a WordPress without Yoast (its
 * `seo` field absent): the title as Yoast's default template makes it (`Title | Brand`), the
 * description from the post's excerpt, else from the first paragraph of its blocks, cut at a
 * word near 160 characters. The canonical is the page's own uri (site/cms/loaders.ts).
 */
import { getSiteConfig } from '../../config';
import type { RawBlock } from '../../engine';
import { cutAtWord, htmlToText } from '../../engine/text';

/** How long a description may be: what search engines show before they cut. */
const DESCRIPTION_LENGTH = 160;

function firstParagraph(blocks: readonly RawBlock[]): string {
  for (const block of blocks) {
    const content = block.name === 'core/paragraph' ? block.attributes?.content : undefined;
    const text = typeof content === 'string' ? htmlToText(content) : '';
    if (text !== '') return text;
    const inner = firstParagraph(block.innerBlocks);
    if (inner !== '') return inner;
  }
  return '';
}

export function ownTitle(title: string): string {
  return title === '' ? getSiteConfig().brand : `${title} | ${getSiteConfig().brand}`;
}

export function ownDescription(excerptHtml: string, blocks: readonly RawBlock[]): string {
  return cutAtWord(htmlToText(excerptHtml) || firstParagraph(blocks), DESCRIPTION_LENGTH);
}
