/**
 * A page's title and description from WordPress's own fields, for a WordPress without Yoast (its
 * `seo` field absent): the title as Yoast's default template makes it (`Title | Brand`), the
 * description from the post's excerpt, else from the first paragraph of its blocks, cut at a
 * word near 160 characters. The canonical is the page's own uri (site/cms/loaders.ts). Its
 * noindex from the site's plugin's own field.
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

/** What a page or post answers about search engines: Yoast's `seo`, the site's plugin's field, either, both or neither. */
export interface NoindexFields {
  readonly seo?: { readonly metaRobotsNoindex?: string | null } | null;
  readonly larkspurNoindex?: boolean | null;
}

/**
 * Whether search engines are asked to leave a page out (and the sitemap leaves it out): Yoast's
 * choice when its `seo` field came, else the site's plugin's `larkspurNoindex` (which reads
 * Yoast's stored choice when the editor made none of its own), else indexed: a WordPress without
 * either, or an older plugin, hides nothing.
 */
export function isNoindex(node: NoindexFields): boolean {
  return node.seo ? node.seo.metaRobotsNoindex === 'noindex' : node.larkspurNoindex === true;
}
